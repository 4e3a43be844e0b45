/**
 * Seller HTML (product, content and post bodies) goes through DOMPurify before it reaches the
 * DOM: no scripts, event handlers, forms, iframes, styles, `base`/`meta`, or `javascript:` /
 * `data:` URLs (except `data:image/*` in `img src`) survive.
 */
import DOMPurify from 'dompurify';
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';

const FORBID_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select',
  'textarea', 'option', 'base', 'meta', 'link', 'template', 'noscript', 'portal', 'applet',
];
const FORBID_ATTR = ['style', 'action', 'formaction', 'srcdoc', 'xlink:href', 'ping', 'background'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && !/^(https?:|mailto:|tel:|#|\/(?!\/)|\.{0,2}\/|[^:]*$)/i.test(href.trim())) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src && /^\s*data:/i.test(src) && !/^\s*data:image\/(png|jpe?g|gif|webp);/i.test(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  return purifier;
}

/** Sanitized HTML text. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(dirty, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    USE_PROFILES: { html: true },
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: true,
  }) as string;
}

/** A template of sanitized seller HTML inside a `part="description"` container. */
export function sellerHtml(dirty: string, part = 'description'): TemplateResult {
  return html`<div class="seller-html" part=${part}>${unsafeHTML(sanitizeHtml(dirty))}</div>`;
}
