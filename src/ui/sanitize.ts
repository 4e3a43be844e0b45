/**
 * Seller HTML (product, content and post bodies) is sanitized before it reaches the DOM, against
 * one allowlist of rich-text elements and attributes: no scripts, event handlers, forms,
 * iframes, styles, SVG/MathML, `base`/`meta`, `id`/`name` (DOM clobbering), `class` (the shop's
 * own look), and no URL but `http:`, `https:`, `mailto:`, `tel:` and relative ones (plus
 * `data:image/*` in `img src`); a scheme is read as browsers read it (letters, digits, `+`, `-`,
 * `.`), so `h323:` or `z39.50r:` are not mistaken for relative URLs.
 *
 * Engine: the browser's own `Element.setHTML()` (the Sanitizer API, always "safe") where it
 * exists; elsewhere DOMPurify, loaded on first use as a separate chunk so that browsers with
 * the Sanitizer API never download it. Both get the same allowlist and the same URL pass.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Elements kept: rich text, lists, tables, images, links. */
export const ALLOWED_ELEMENTS: string[] = (
  'a abbr b blockquote br caption cite code col colgroup dd del div dl dt em figcaption figure h1 ' +
  'h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub sup table tbody td ' +
  'tfoot th thead tr u ul'
).split(' ');

/**
 * Attributes kept on any of them. No `class`: seller HTML is styled by the shop's own rules for
 * rich text only, and cannot borrow the shop's classes (`class="button primary"` would look
 * exactly like "Buy now").
 */
export const ALLOWED_ATTRIBUTES: string[] = (
  'href src alt title width height colspan rowspan scope target rel lang dir start reversed ' +
  'datetime cite'
).split(' ');

/** URL schemes kept; a URL without a scheme (relative) is kept too. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** A URL's scheme as a browser reads it (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif);/i;

export type SanitizerEngine = 'native' | 'dompurify';

/** `native` where `Element.setHTML` exists, else `dompurify`. */
export function defaultEngine(): SanitizerEngine {
  return typeof Element !== 'undefined' && 'setHTML' in Element.prototype ? 'native' : 'dompurify';
}

type Purify = typeof import('dompurify').default;
let purify: Promise<Purify> | null = null;

/** Last step for both engines: URLs, link targets, image loading and alt text. */
function finish(root: Element | DocumentFragment): void {
  for (const el of root.querySelectorAll('[href],[src],[cite]')) {
    for (const name of ['href', 'src', 'cite']) {
      // Browsers drop tabs, newlines and controls from URLs: test what they would use.
      const value = el.getAttribute(name)?.replace(/[\u0000-\u0020]/g, '');
      if (value === undefined) continue;
      const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
      const ok = scheme === undefined || SAFE_SCHEMES.has(scheme) || (name === 'src' && el.localName === 'img' && SAFE_IMAGE_DATA.test(value));
      if (!ok) el.removeAttribute(name);
    }
  }
  for (const a of root.querySelectorAll('a[target]')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  for (const img of root.querySelectorAll('img')) {
    img.setAttribute('loading', 'lazy');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
}

/**
 * Replaces the children of `target` with the sanitized form of `dirty`. Resolves when done
 * (immediately with the native engine; after DOMPurify loads otherwise).
 */
export async function setSanitizedHtml(target: Element, dirty: string, engine: SanitizerEngine = defaultEngine()): Promise<void> {
  if (engine === 'native') {
    // Parsed in an inert document: the page's CSP never sees (or reports) the handlers the
    // sanitizer is about to drop.
    const holder = document.implementation.createHTMLDocument('').createElement('div');
    (holder as unknown as { setHTML(html: string, options: unknown): void }).setHTML(dirty, {
      sanitizer: { elements: ALLOWED_ELEMENTS, attributes: ALLOWED_ATTRIBUTES },
    });
    finish(holder);
    target.replaceChildren(...holder.childNodes);
    return;
  }
  purify ??= import('dompurify').then((m) => m.default(window));
  const fragment: DocumentFragment | null = (await purify).sanitize(dirty, {
    ALLOWED_TAGS: ALLOWED_ELEMENTS,
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  if (!fragment) return void target.replaceChildren();
  finish(fragment);
  target.replaceChildren(fragment);
}

/** A Lit element directive: `<div ${sanitizedHtml(text)}>` fills the element with sanitized HTML. */
class SanitizedHtmlDirective extends Directive {
  #last: string | undefined;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('sanitizedHtml() goes on an element');
  }

  render(_dirty: string): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [dirty]: [string]): typeof nothing {
    if (dirty !== this.#last) {
      this.#last = dirty;
      void setSanitizedHtml(part.element, dirty);
    }
    return nothing;
  }
}

export const sanitizedHtml = directive(SanitizedHtmlDirective);

/** A template of sanitized seller HTML inside a `part="description"` container. */
export function sellerHtml(dirty: string, part = 'description'): TemplateResult {
  return html`<div class="seller-html" part=${part} ${sanitizedHtml(dirty)}></div>`;
}
