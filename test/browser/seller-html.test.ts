/**
 * The whole attack corpus as a seller's product description, content description and post
 * body, through the real path: sandbox → client → element → sanitizer → shadow DOM.
 */
import { expect, html } from '@open-wc/testing';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.js';
import { mountShop, newSite, sellerHtmlSettled, setSellerHtml, until } from './helpers.js';
import { assertClean } from './xss-assert.js';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const corpus = XSS_PAYLOADS.map((p) => `<div>${p}</div>`).join('\n');

const cases = [
  { kind: 'product' as const, id: 101, mount: () => html`<shop-product-detail product-id="101"></shop-product-detail>`, tag: 'shop-product-detail' },
  { kind: 'content' as const, id: 501, mount: () => html`<shop-content-detail content-id="501"></shop-content-detail>`, tag: 'shop-content-detail' },
  { kind: 'post' as const, id: 4301, mount: () => html`<shop-post post-id="4301"></shop-post>`, tag: 'shop-post' },
];

describe(`seller HTML: ${XSS_PAYLOADS.length} attack payloads in real bodies`, () => {
  for (const c of cases) {
    it(`a ${c.kind} body runs nothing and keeps no forbidden node or attribute`, async () => {
      expect(XSS_PAYLOADS.length).to.be.at.least(100);
      delete window.__xss;
      const siteKey = await newSite();
      await setSellerHtml(siteKey, c.kind, c.id, corpus);
      const shop = await mountShop(siteKey, c.mount());
      const el = shop.querySelector(c.tag)!;
      // Some payloads (an unclosed <style> in MathML, say) swallow what follows them, so wait for
      // the body to be filled rather than for its last line.
      const body = await until(() => {
        const b = el.shadowRoot?.querySelector('.seller-html');
        return b && b.childNodes.length > 0 ? b : null;
      }, 'body rendered');
      await sellerHtmlSettled(body);
      assertClean(body);
      expect(window.__xss, 'a payload ran').to.equal(undefined);
    });
  }
});
