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

/** A theme token, what it colours, and that thing's default colour. */
interface TokenRow {
  token: string;
  /** What the token does, for the test's name. */
  does: string;
  /** The element to mount in a storefront. */
  tag: 'shop-product-list' | 'shop-content-list' | 'shop-product-detail';
  attributes: Record<string, string>;
  /** The coloured node inside the element's shadow root. */
  selector: string;
  property: 'color' | 'background-color';
  fallback: string;
  /** Makes the site answer so that the node shows (a slow list keeps its skeletons). */
  before?: (siteKey: string) => Promise<void>;
}

const TOKENS: TokenRow[] = [
  {
    token: '--shop-color-skeleton',
    does: 'colours the loading skeletons (default #eee)',
    tag: 'shop-product-list',
    attributes: { limit: '2' },
    selector: '[part~="loading"] .skeleton:not(.card-image)',
    property: 'background-color',
    fallback: 'rgb(238, 238, 238)',
    before: (siteKey) => injectFault(siteKey, { path: '/products', kind: 'latency', delay_ms: 3000 }),
  },
  {
    token: '--shop-color-rating',
    does: 'colours the rating star (default #8f5700)',
    tag: 'shop-content-list',
    attributes: {},
    selector: '[part~="rating"] .star',
    property: 'color',
    fallback: 'rgb(143, 87, 0)',
  },
  {
    token: '--shop-color-image-background',
    does: 'fills behind the main image of a detail page (default #f5f5f5)',
    tag: 'shop-product-detail',
    attributes: { 'product-id': '101' },
    selector: 'img[part~="image"]',
    property: 'background-color',
    fallback: 'rgb(245, 245, 245)',
  },
];

/** `<tag attributes…>` as a template (the tag cannot be a binding of `html`). */
const element = (row: TokenRow) => {
  const el = document.createElement(row.tag);
  for (const [name, value] of Object.entries(row.attributes)) el.setAttribute(name, value);
  return html`${el}`;
};

describe('theme tokens', () => {
  for (const row of TOKENS) {
    it(`${row.token} ${row.does}`, async () => {
      const siteKey = await newSite();
      await row.before?.(siteKey);
      const plain = await mountShop(siteKey, element(row), { language: 'en' });
      const themed = await mountShop(siteKey, element(row), { language: 'en' });
      themed.style.setProperty(row.token, 'rgb(10, 20, 30)');
      const node = (storefront: Element) => storefront.querySelector(row.tag)!.shadowRoot!.querySelector(row.selector);
      expect(computed(await until(() => node(plain), row.selector), row.property)).to.equal(row.fallback);
      expect(computed(await until(() => node(themed), `themed ${row.selector}`), row.property)).to.equal('rgb(10, 20, 30)');
    });
  }
});
