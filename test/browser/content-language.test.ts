/**
 * Issue 30 item 8: `content-language` on `<shop-storefront>` is the platform's language for catalog
 * reads (the `language` query), so that the UI language and the catalog's may differ.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-product-detail/shop-product-detail.js';
import { calls, expectConsoleOnce, mountShop, newSite, textOf, until } from './helpers.js';

describe('content-language (issue 30 item 8)', () => {
  it('reads the catalog in content-language while the buttons stay in the UI language, and reads again when it changes', async () => {
    const siteKey = await newSite();
    const storefront = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`, { language: 'en' });
    storefront.setAttribute('content-language', 'ko');
    const el = storefront.querySelector('shop-product-detail')!;
    await until(() => el.shadowRoot?.querySelector('h1, h2')?.textContent?.includes('리넨 셔츠'), 'the Korean name');
    const reads = await calls(siteKey, 'GET', '/products/101');
    expect(reads.at(-1)!.query.language).to.equal('ko');
    const buttons = [...el.shadowRoot!.querySelectorAll('button')].map((b) => textOf(b));
    expect(buttons, 'English buttons').to.include.members(['Add to cart', 'Buy now']);

    storefront.setAttribute('content-language', 'ja');
    await until(() => el.shadowRoot?.querySelector('h1, h2')?.textContent?.includes('リネンシャツ'), 'the Japanese name');
    expect((await calls(siteKey, 'GET', '/products/101')).at(-1)!.query.language).to.equal('ja');

    storefront.removeAttribute('content-language');
    await until(() => el.shadowRoot?.querySelector('h1, h2')?.textContent?.includes('Linen Shirt'), 'back to the UI language');
  });

  it('follows language when it is not set, and warns once for a language it cannot read', async () => {
    const siteKey = await newSite();
    await expectConsoleOnce(
      'content-language="klingon"',
      async (said) => {
        const storefront = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`, { language: 'ja' });
        storefront.setAttribute('content-language', 'klingon');
        const el = storefront.querySelector('shop-product-detail')!;
        await until(() => el.shadowRoot?.querySelector('h1, h2')?.textContent?.includes('リネンシャツ'), 'the UI language');
        await until(() => said.some((line) => line.text.includes('content-language="klingon"')), 'the console warning');
      },
      { level: 'warn' },
    );
    expect((await calls(siteKey, 'GET', '/products/101')).every((r) => r.query.language === 'ja')).to.equal(true);
  });
});
