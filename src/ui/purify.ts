/**
 * The DOMPurify engine of ./sanitize.ts, for browsers without `Element.setHTML`: loaded on first
 * use with DOMPurify (one chunk, `cdn/purify-<hash>.js`), so that browsers with the Sanitizer API
 * never download either. Same allowlist as the native engine; ./sanitize.ts finishes the URLs
 * and brings the result into the page.
 */
import DOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS } from './sanitize-allowlist.js';
import { parsingDocument } from './parsing-document.js';

const dompurify = DOMPurify(window);

const purifyConfig = {
  ALLOWED_TAGS: ALLOWED_ELEMENTS,
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * `dirty` sanitized by DOMPurify, in the detached parsing document of ./sanitize.ts (where
 * Trusted Types and the page's policy do not reach); without that document, DOMPurify parses it
 * itself. Null when nothing is left.
 */
export function purified(dirty: string, near: Element): Element | DocumentFragment | null {
  try {
    const holder = parsingDocument(near).createElement('div');
    holder.innerHTML = dirty;
    dompurify.sanitize(holder, { ...purifyConfig, IN_PLACE: true });
    return holder;
  } catch {
    // No detached document (an inert document of the page refuses a plain string under
    // Trusted Types): DOMPurify parses it itself.
    return dompurify.sanitize(dirty, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
  }
}
