import { expect } from '@open-wc/testing';
import { FORBIDDEN_TAGS } from '../fixtures/xss-payloads.js';

/** Fails when `root` holds a forbidden node, an event handler, a clobbering name or an unsafe URL. */
export function assertClean(root: Element | ShadowRoot | DocumentFragment): void {
  for (const tag of FORBIDDEN_TAGS) expect(root.querySelector(tag), `<${tag}> survived`).to.equal(null);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      expect(attr.startsWith('on'), `${attr} on <${el.localName}>`).to.equal(false);
      expect(
        ['style', 'id', 'name', 'class', 'srcdoc', 'formaction', 'action', 'background', 'ping', 'srcset', 'dynsrc', 'lowsrc'].includes(attr),
        `${attr} on <${el.localName}>`,
      ).to.equal(false);
      expect(attr.startsWith('data-'), `${attr} on <${el.localName}>`).to.equal(false);
    }
    for (const attr of ['href', 'src', 'cite']) {
      const value = (el.getAttribute(attr) ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
      expect(/^(javascript|vbscript):/.test(value), `${attr}=${value}`).to.equal(false);
      if (value.startsWith('data:')) expect(el.localName === 'img' && /^data:image\/(png|jpe?g|gif|webp|avif);/.test(value), `${attr}=${value}`).to.equal(true);
      // Any other scheme (RFC 3986: a letter, then letters, digits, +, -, .) must be one the README promises.
      const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1];
      if (scheme && scheme !== 'data') expect(['http', 'https', 'mailto', 'tel'], `${attr}=${value}`).to.include(scheme);
    }
  }
}
