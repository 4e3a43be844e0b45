/**
 * Repeated clicks on an add button on a fast network: a click within ADD_HOLD_MS of the
 * previous add of the same line from the same element adds nothing, as it would while a slow
 * network still carries the first add; after that, a click adds again.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import type { ShopAddToCart } from '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import { ADD_HOLD_MS } from '../../src/ui/cart-actions.js';
import { mountShop, newSite, requests, textOf, until } from './helpers.js';

const addButton = (el: ShopAddToCart) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!;

/** Waits, without polling gaps, until the element has finished its add (or ignored the click). */
async function settled(el: ShopAddToCart): Promise<void> {
  const end = Date.now() + 8000;
  do {
    await el.updateComplete;
    if (addButton(el).getAttribute('aria-busy') === 'false') return;
    await new Promise((r) => setTimeout(r, 2));
  } while (Date.now() < end);
  throw new Error('the add never settled');
}

describe('repeated clicks on add to cart on a fast network', () => {
  it(`up to 20 clicks within the hold, each after the previous one was answered, add one; a click ${ADD_HOLD_MS} ms later adds again`, async function () {
    const siteKey = await newSite();
    const probe = await mountShop(siteKey, html``);
    const variant_id = (await probe.client!.product(110)).variants[0]!.variant_id;
    const sf = await mountShop(
      siteKey,
      html`<shop-add-to-cart product-id="110" variant-id=${variant_id}></shop-add-to-cart><shop-cart-count></shop-cart-count>`,
    );
    const el = sf.querySelector<ShopAddToCart>('shop-add-to-cart')!;
    // The guest cart (and its device cookie) exists before the first add.
    await until(() => textOf(sf.querySelector('shop-cart-count')!) === '0', 'the empty cart read');
    const posts = async () => (await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === '/guest-cart').length;

    // The hold is a time from the first click (the click handler checks it at once): the clicks
    // go on while it lasts, with a margin for the click's own dispatch. On a loaded machine the
    // first answer, or the clicks after it, take more of it (at a load average of 20-40 on 2 cores
    // a click after the hold rightly added again, and the test that made 20 clicks saw 2 adds).
    const begun = performance.now();
    let clicks = 0;
    do {
      addButton(el).click();
      clicks++;
      await settled(el);
    } while (clicks < 20 && performance.now() - begun < ADD_HOLD_MS - 50);
    // The first answer came after the hold: no repeated click fell within it, nothing to check.
    if (clicks < 2) this.skip();
    expect(await posts()).to.equal(1);
    const platform = await sf.client!.cart('guest');
    expect(platform.items.map((i) => i.quantity)).to.deep.equal([1]);
    await until(() => textOf(sf.querySelector('shop-cart-count')!) === '1', 'badge');
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Added to cart.');

    // The hold is a time (ADD_HOLD_MS after the last add) and is what this test is about: wait it
    // out, with a margin for the timer's granularity, and the next click adds again.
    await new Promise((r) => setTimeout(r, ADD_HOLD_MS + 50));
    addButton(el).click();
    await settled(el);
    expect(await posts()).to.equal(2);
    expect((await sf.client!.cart('guest')).items.map((i) => i.quantity)).to.deep.equal([2]);
    await expect(el).to.be.accessible();
  });
});
