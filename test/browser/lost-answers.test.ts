/**
 * Writes whose answer is lost (dropped connection, truncated JSON, an HTML error page, 502),
 * some of them after the platform had acted (sandbox faults with `after: true`): what the buyer
 * sees afterwards must be what the platform holds, and no retry may make a second line or order.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import type { ShopAddToCart } from '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { $, calls, type Fault, injectFault, mountShop, newSite, requests, settled, textOf, until, untilAsync } from './helpers.js';
import { fillAddress, holdPayments, mountCheckout, orderButton, platformOrders } from './checkout-helpers.js';

/** The four ways an answer was lost: no answer, a truncated body, HTML, a 5xx. */
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
  const sf = await mountShop(siteKey, html`<shop-add-to-cart product-id="110" variant-id=${variant_id}></shop-add-to-cart><shop-cart-count></shop-cart-count>`);
  const el = sf.querySelector<ShopAddToCart>('shop-add-to-cart')!;
  const count = sf.querySelector('shop-cart-count')!;
  await until(() => textOf(count) === '0', 'the empty cart read');
  return { sf, el, count, variant_id };
}

const addButton = (el: ShopAddToCart) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!;
const addSettled = (el: ShopAddToCart) => addButton(el).getAttribute('aria-busy') === 'false';

describe('a cart write whose answer is lost', () => {
  for (const { name, fault } of LOST) {
    it(`add to cart, ${name} after the platform added the line: the badge and the button say what the platform holds`, async () => {
      const siteKey = await newSite();
      const { sf, el, count, variant_id } = await mountButton(siteKey);
      await injectFault(siteKey, { method: 'POST', path: '/guest-cart', after: true, ...fault });
      addButton(el).click();
      await until(() => (textOf(count) === '1' ? true : null), 'the badge shows the line the platform holds');
      await until(() => addSettled(el), 'the add settled');
      const platform = await sf.client!.cart('guest');
      expect(platform.items.map((i) => [i.item_type === 'product' && i.variant_id, i.quantity])).to.deep.equal([[variant_id, 1]]);
      expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Added to cart.');
      expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  for (const { name, fault } of LOST) {
    it(`add to cart on a page that never read the cart, ${name} after the platform added: the buyer is told it was added, and a second click is not needed`, async () => {
      const siteKey = await newSite();
      const probe = await mountShop(siteKey, html``);
      const variant_id = (await probe.client!.product(110)).variants[0]!.variant_id;
      // The line is already in the guest cart (added on an earlier page); this page shows no cart.
      await probe.client!.addToCart('guest', { item_type: 'product', product_id: 110, variant_id, quantity: 1 });
      probe.remove();
      const sf = await mountShop(siteKey, html`<shop-add-to-cart product-id="110" variant-id=${variant_id}></shop-add-to-cart>`);
      const el = sf.querySelector<ShopAddToCart>('shop-add-to-cart')!;
      await until(() => addButton(el), 'the button');
      await injectFault(siteKey, { method: 'POST', path: '/guest-cart', after: true, ...fault });
      addButton(el).click();
      await until(
        () => addSettled(el) && (el.shadowRoot!.querySelector('[part="status"]')?.textContent || el.shadowRoot!.querySelector('[part="error"]')),
        'the add settled',
      );
      expect(el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Added to cart.');
      const platform = await sf.client!.cart('guest');
      expect(platform.items.map((i) => i.quantity)).to.deep.equal([2]);
      expect(await calls(siteKey, 'POST', '/guest-cart')).to.have.length(2);
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

// ── Orders ────────────────────────────────────────────────────────────────────────────────────

describe('POST /orders whose answer is lost', () => {
  for (const { name, fault } of LOST) {
    it(`${name} after the order was made: "try again" pays that order and makes no second one`, async () => {
      const { siteKey, el } = await mountCheckout();
      await fillAddress(el);
      await injectFault(siteKey, { method: 'POST', path: '/orders', after: true, ...fault });
      const payments = holdPayments();
      try {
        orderButton(el).click();
        const [made] = await untilAsync(async () => {
          const orders = await platformOrders(siteKey);
          return orders.length ? orders : null;
        }, 'the order made');
        // The answer was lost: the button is offered again.
        await until(() => orderButton(el).disabled === false && $(el, '[role="alert"], [part~="notice"]'), 'the outcome shown');
        const shown = { text: textOf(el), button: orderButton(el).textContent!.trim() };
        orderButton(el).click();
        await until(() => payments.seen.length > 0, 'payment start');
        expect(await calls(siteKey, 'POST', '/orders')).to.have.length(1);
        expect(await platformOrders(siteKey)).to.have.length(1);
        expect(payments.seen[0]!.order_id).to.equal(made!.order_id);
        expect(shown.text).to.contain(`Order ${made!.order_id}`);
        expect(shown.button).to.equal('Continue to payment');
      } finally {
        payments.stop();
      }
    });
  }

  it('lost before the platform acted: the orders and the cart are read again, then a retry places one order', async () => {
    const { siteKey, el } = await mountCheckout();
    await fillAddress(el);
    await injectFault(siteKey, { method: 'POST', path: '/orders', kind: 'drop' });
    const payments = holdPayments();
    try {
      orderButton(el).click();
      await until(() => $(el, '[role="alert"]'), 'the error');
      const log = (await requests(siteKey)).map((r) => `${r.method} ${r.path}`);
      const after = log.slice(log.lastIndexOf('POST /orders') + 1);
      expect(after).to.include('GET /me/orders');
      expect(after).to.include('GET /cart');
      expect(orderButton(el).textContent!.trim()).to.equal('Place order');
      orderButton(el).click();
      await until(() => payments.seen.length > 0, 'payment start');
      expect(await calls(siteKey, 'POST', '/orders')).to.have.length(2);
      expect(await platformOrders(siteKey)).to.have.length(1);
    } finally {
      payments.stop();
    }
  });

  it('when even the orders cannot be read, the next try checks them before placing an order', async () => {
    const { siteKey, el } = await mountCheckout();
    await fillAddress(el);
    await settled(siteKey, el);
    const readsBefore = (await calls(siteKey, 'GET', '/me/orders')).length;
    // The switches are set per request, in the order the checkout sends them, before the click (no
    // race with a slow answer): the read of the orders just before POST /orders goes through (a
    // latency of 0 after the platform answered), POST /orders makes the order and loses its answer,
    // and the three reads of the orders after it (a GET is retried twice) fail.
    await injectFault(siteKey, { method: 'GET', path: '/me/orders', kind: 'latency', delay_ms: 0, after: true });
    await injectFault(siteKey, { method: 'GET', path: '/me/orders', kind: 'status', status: 503, times: 3 });
    await injectFault(siteKey, { method: 'POST', path: '/orders', kind: 'drop', after: true });
    const payments = holdPayments();
    try {
      orderButton(el).click();
      await until(() => $(el, '[role="alert"]')?.textContent?.includes('could not check'), 'the unknown outcome');
      const statuses = (await calls(siteKey, 'GET', '/me/orders')).slice(readsBefore).map((r) => r.status);
      expect(statuses, 'the reads of the orders: one before POST /orders, three failed after it').to.deep.equal([200, 503, 503, 503]);
      orderButton(el).click();
      const [made] = await platformOrders(siteKey);
      await until(() => textOf(el).includes(`Order ${made!.order_id}`), 'the order found');
      orderButton(el).click();
      await until(() => payments.seen.length > 0, 'payment start');
      expect(payments.seen[0]!.order_id).to.equal(made!.order_id);
      expect(await calls(siteKey, 'POST', '/orders')).to.have.length(1);
    } finally {
      payments.stop();
    }
  });
});

describe('a pending order of the same cart, made earlier in this tab', () => {
  it('is paid again instead of making another order when the checkout loads again (Back after a cancelled payment)', async () => {
    const first = await mountCheckout();
    await fillAddress(first.el);
    const payments = holdPayments();
    try {
      orderButton(first.el).click();
      await until(() => payments.seen.length > 0, 'first payment start');
      const order_id = payments.seen[0]!.order_id;
      first.sf.remove();
      // The page loads again in the same tab (no back/forward cache): a new storefront and checkout.
      const again = await mountCheckout(first.siteKey, first.token);
      // Once the platform says the order still waits for its payment, the checkout holds it.
      await until(() => textOf(again.el).includes(`Order ${order_id} for these items is waiting for payment.`), 'the order held');
      const shown = { text: textOf(again.el), button: orderButton(again.el).textContent!.trim() };
      await expect(again.el).to.be.accessible();
      // The buyer fills the form again, as after any reload, and clicks.
      await fillAddress(again.el);
      orderButton(again.el).click();
      await until(() => payments.seen.length > 1, 'second payment start');
      expect(await calls(first.siteKey, 'POST', '/orders')).to.have.length(1);
      expect(payments.seen[1]!.order_id).to.equal(order_id);
      expect(shown.text).to.contain(`Order ${order_id}`);
      expect(shown.button).to.equal('Continue to payment');
    } finally {
      payments.stop();
    }
  });

  it('is not reused when the cart changed, nor when the buyer asks for a new order', async () => {
    const first = await mountCheckout();
    await fillAddress(first.el);
    const payments = holdPayments();
    try {
      orderButton(first.el).click();
      await until(() => payments.seen.length > 0, 'first payment start');
      first.sf.remove();
      const again = await mountCheckout(first.siteKey, first.token);
      await until(() => $(again.el, '[part~="new-order-button"]'), 'the new-order button');
      $<HTMLButtonElement>(again.el, '[part~="new-order-button"]')!.click();
      await again.el.updateComplete;
      expect(orderButton(again.el).textContent!.trim()).to.equal('Place order');
      await fillAddress(again.el);
      orderButton(again.el).click();
      await until(() => payments.seen.length > 1, 'second payment start');
      expect(payments.seen[1]!.order_id).to.not.equal(payments.seen[0]!.order_id);

      again.sf.remove();
      const third = await mountCheckout(first.siteKey, first.token);
      const shop = third.sf.shop!;
      await shop.cart.remove(shop.cart.value.cart!.items.find((i) => i.item_type === 'content')!);
      await third.el.updateComplete;
      expect(orderButton(third.el).textContent!.trim()).to.equal('Place order');
    } finally {
      payments.stop();
    }
  });
});
