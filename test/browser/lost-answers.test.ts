/**
 * Writes whose answer is lost (dropped connection, truncated JSON, an HTML error page, 502),
 * some of them after the platform had acted (sandbox faults with `after: true`): what the buyer
 * sees afterwards must be what the platform holds, and no retry may make a second line or order.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import type { ShopAddToCart } from '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { type Fault, injectFault, mountShop, newSite, requests, textOf, until } from './helpers.js';

/** The four ways an answer was lost in the reports (#16). */
export const LOST: Array<{ name: string; fault: Pick<Fault, 'kind' | 'status'> }> = [
  { name: 'a dropped connection', fault: { kind: 'drop' } },
  { name: 'truncated JSON', fault: { kind: 'malformed' } },
  { name: 'an HTML error page', fault: { kind: 'html' } },
  { name: 'a 502', fault: { kind: 'status', status: 502 } },
];

async function mountButton(siteKey: string): Promise<{ sf: ShopStorefront; el: ShopAddToCart; count: Element; variant_id: number }> {
  const probe = await mountShop(siteKey, html``);
  // Product 110 has one variant and no options (docs/sandbox.md).
  const variant_id = (await probe.client!.product(110)).variants[0]!.variant_id;
  const sf = await mountShop(
    siteKey,
    html`<shop-add-to-cart product-id="110" variant-id=${variant_id}></shop-add-to-cart><shop-cart-count></shop-cart-count>`,
  );
  const el = sf.querySelector<ShopAddToCart>('shop-add-to-cart')!;
  const count = sf.querySelector('shop-cart-count')!;
  await until(() => textOf(count) === '0', 'the empty cart read');
  return { sf, el, count, variant_id };
}

const addButton = (el: ShopAddToCart) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!;
const settled = (el: ShopAddToCart) => addButton(el).getAttribute('aria-busy') === 'false';

describe('a cart write whose answer is lost', () => {
  for (const { name, fault } of LOST) {
    it(`add to cart, ${name} after the platform added the line: the badge and the button say what the platform holds`, async () => {
      const siteKey = await newSite();
      const { sf, el, count, variant_id } = await mountButton(siteKey);
      await injectFault(siteKey, { method: 'POST', path: '/guest-cart', after: true, ...fault });
      addButton(el).click();
      await until(() => (textOf(count) === '1' ? true : null), 'the badge shows the line the platform holds');
      await until(() => settled(el), 'the add settled');
      const platform = await sf.client!.cart('guest');
      expect(platform.items.map((i) => [i.item_type === 'product' && i.variant_id, i.quantity])).to.deep.equal([[variant_id, 1]]);
      expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Added to cart.');
      expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('add to cart refused before the platform acted: the cart is read again before a retry is offered', async () => {
    const siteKey = await newSite();
    const { el, count } = await mountButton(siteKey);
    await injectFault(siteKey, { method: 'POST', path: '/guest-cart', kind: 'status', status: 502 });
    addButton(el).click();
    await until(() => el.shadowRoot!.querySelector('[part="error"]'), 'the error');
    const log = (await requests(siteKey)).map((r) => `${r.method} ${r.path}`);
    const post = log.lastIndexOf('POST /guest-cart');
    expect(log.slice(post + 1)).to.include('GET /guest-cart');
    expect(textOf(count)).to.equal('0');
    expect(addButton(el).getAttribute('aria-disabled')).to.equal('false');
  });
});
