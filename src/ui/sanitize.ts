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
 * the Sanitizer API never download it (a failed load is told in the console and tried again for
 * the next description). Both
 * get the same allowlist and the same URL pass, and both parse in a detached document, so that
 * the page's Content-Security-Policy never sees (nor reports) what they drop.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS } from './sanitize-allowlist.js';
import { parsingDocument } from './parsing-document.js';

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

let purify: Promise<typeof import('./purify.js')> | null = null;

/**
 * The DOMPurify engine (./purify.ts, with DOMPurify), loaded on first use. A failed load is not
 * kept: the next call loads it again (a failed module fetch is not cached by current browsers,
 * so the same chunk is asked for again).
 */
function loadPurify(): Promise<typeof import('./purify.js')> {
  purify ??= import('./purify.js').catch((error: unknown) => {
    purify = null;
    throw error;
  });
  return purify;
}

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

/** Where the native engine parses when the detached document refuses it (Firefox); null until then. */
let nativeDocument: Document | null = null;

/** A `<div>` of `doc` holding `dirty` as `Element.setHTML` sanitizes it with the allowlist. */
function nativeSanitized(doc: Document, dirty: string): Element {
  const holder = doc.createElement('div');
  (holder as unknown as { setHTML(html: string, options: unknown): void }).setHTML(dirty, {
    sanitizer: { elements: ALLOWED_ELEMENTS, attributes: ALLOWED_ATTRIBUTES },
  });
  return holder;
}

/** `root`'s children as nodes of this page (clones: no node of the parsing document stays). */
function imported(root: Element | DocumentFragment): DocumentFragment {
  const out = document.createDocumentFragment();
  for (const node of root.childNodes) out.append(document.importNode(node, true));
  return out;
}

/**
 * The sanitized form of `dirty`, as a fragment of this page. `near`: the element it is meant
 * for. Rejects only when DOMPurify is needed and cannot be loaded.
 */
export async function sanitize(dirty: string, near: Element, engine: SanitizerEngine = defaultEngine()): Promise<DocumentFragment> {
  if (engine === 'native') {
    let holder: Element;
    try {
      holder = nativeSanitized(nativeDocument ?? parsingDocument(near), dirty);
    } catch {
      // Firefox's setHTML fails (NS_ERROR_FAILURE) in a document whose frame is gone: from now
      // on, an inert document of the page (nothing in it runs or loads).
      nativeDocument = document.implementation.createHTMLDocument('');
      holder = nativeSanitized(nativeDocument, dirty);
    }
    finish(holder);
    return imported(holder);
  }
  const root = (await loadPurify()).purified(dirty, near);
  if (!root) return document.createDocumentFragment();
  finish(root);
  return imported(root);
}

/**
 * Replaces the children of `target` with the sanitized form of `dirty`. Resolves when done
 * (at once with the native engine; after DOMPurify loads otherwise). Rejects, leaving `target`
 * as it was, only when DOMPurify is needed and cannot be loaded.
 */
export async function setSanitizedHtml(target: Element, dirty: string, engine: SanitizerEngine = defaultEngine()): Promise<void> {
  target.replaceChildren(await sanitize(dirty, target, engine));
}

/**
 * A Lit element directive: `<div ${sanitizedHtml(text)}>` fills the element with sanitized HTML.
 * When DOMPurify cannot be loaded, the element stays empty, nothing is thrown into the page, and
 * one `console.warn` names the element and the failed load (whose error names the file). Other
 * renders of the same description do not ask for the file again (a picked option re-renders a
 * detail); the next description given to the element does.
 */
class SanitizedHtmlDirective extends Directive {
  #last: string | undefined;
  #generation = 0;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('sanitizedHtml() goes on an element');
  }

  render(_dirty: string): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [dirty]: [string]): typeof nothing {
    if (dirty === this.#last) return nothing;
    this.#last = dirty;
    const generation = ++this.#generation;
    const target = part.element;
    sanitize(dirty, target).then(
      (fragment) => {
        if (generation === this.#generation) target.replaceChildren(fragment);
      },
      (error: unknown) => {
        if (generation !== this.#generation) return;
        target.replaceChildren();
        const host = (target.getRootNode() as Partial<ShadowRoot>).host ?? target;
        console.warn(`shop-elements: <${host.localName}> shows no description: the sanitizer did not load.`, host, error);
      },
    );
    return nothing;
  }
}

export const sanitizedHtml = directive(SanitizedHtmlDirective);

/** A template of sanitized seller HTML inside a `part="description"` container. */
export function sellerHtml(dirty: string, part = 'description'): TemplateResult {
  return html`<div class="seller-html" part=${part} ${sanitizedHtml(dirty)}></div>`;
}
