/**
 * Theme tokens that colour what the base colours do not: the loading skeletons, the rating star
 * and the background behind a detail page's image. Each keeps its default look and follows the
 * token set on an ancestor (here the storefront), as a site's theme would set it.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-content-list/shop-content-list.js';
import '../../src/elements/shop-product-detail/shop-product-detail.js';
import '../../src/elements/shop-product-list/shop-product-list.js';
import { injectFault, mountShop, newSite, until } from './helpers.js';

const computed = (el: Element, property: string): string => getComputedStyle(el).getPropertyValue(property);

describe('theme tokens', () => {
  it('--shop-color-skeleton colours the loading skeletons (default #eee)', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/products', kind: 'latency', delay_ms: 3000 });
    const plain = await mountShop(siteKey, html`<shop-product-list limit="2"></shop-product-list>`, { language: 'en' });
    const themed = await mountShop(siteKey, html`<shop-product-list limit="2"></shop-product-list>`, { language: 'en' });
    themed.style.setProperty('--shop-color-skeleton', 'rgb(10, 20, 30)');
    const skeleton = (storefront: Element) =>
      storefront.querySelector('shop-product-list')!.shadowRoot!.querySelector('[part~="loading"] .skeleton:not(.card-image)');
    expect(computed(await until(() => skeleton(plain), 'skeleton'), 'background-color')).to.equal('rgb(238, 238, 238)');
    expect(computed(await until(() => skeleton(themed), 'themed skeleton'), 'background-color')).to.equal('rgb(10, 20, 30)');
  });

  it('--shop-color-rating colours the rating star (default #8f5700)', async () => {
    const siteKey = await newSite();
    const plain = await mountShop(siteKey, html`<shop-content-list></shop-content-list>`, { language: 'en' });
    const themed = await mountShop(siteKey, html`<shop-content-list></shop-content-list>`, { language: 'en' });
    themed.style.setProperty('--shop-color-rating', 'rgb(10, 20, 30)');
    const star = (storefront: Element) => storefront.querySelector('shop-content-list')!.shadowRoot!.querySelector('[part~="rating"] .star');
    expect(computed(await until(() => star(plain), 'star'), 'color')).to.equal('rgb(143, 87, 0)');
    expect(computed(await until(() => star(themed), 'themed star'), 'color')).to.equal('rgb(10, 20, 30)');
  });

  it('--shop-color-image-background fills behind the main image of a detail page (default #f5f5f5)', async () => {
    const siteKey = await newSite();
    const plain = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`, { language: 'en' });
    const themed = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`, { language: 'en' });
    themed.style.setProperty('--shop-color-image-background', 'rgb(10, 20, 30)');
    const image = (storefront: Element) => storefront.querySelector('shop-product-detail')!.shadowRoot!.querySelector('img[part~="image"]');
    expect(computed(await until(() => image(plain), 'image'), 'background-color')).to.equal('rgb(245, 245, 245)');
    expect(computed(await until(() => image(themed), 'themed image'), 'background-color')).to.equal('rgb(10, 20, 30)');
  });
});
