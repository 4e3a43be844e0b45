/**
 * CheckoutFlowController (src/elements/shop-checkout/checkout-flow-controller.ts) on a throwaway
 * element, as Material Web tests its behaviours: the order created once and never sent again
 * automatically, the order held while its payment waits, and the payment started (again) for it.
 * Real Chromium, the real sandbox: what the platform receives is read from its request log, what
 * the buyer sees from the element (the checkout's own messages, ./checkout-views.ts).
 */
import { expect, html as testHtml } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import type { Cart } from '../../src/api/readers/cart.js';
import { CheckoutFlowController, type PlaceResult } from '../../src/elements/shop-checkout/checkout-flow-controller.js';
import { formErrorTemplate, orderNoteTemplate, payErrorTemplate } from '../../src/elements/shop-checkout/checkout-views.js';
import { EMPTY_VALUES, orderBody } from '../../src/elements/shop-checkout/receiver-form.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { Shop } from '../../src/state/shop.js';
import { buyerToken, calls, injectFault, listen, mountShop, newSite, settled, textOf, until } from './helpers.js';
import { platformOrders } from './checkout-helpers.js';

const REDIRECT = new URL('/payment-result.html', location.href).href;

/** The flow's phase, the order it holds, and the checkout's messages about them. */
class TestCheckoutFlow extends LitElement {
  static override properties = { shop: { attribute: false } };
  shop: Shop | undefined = undefined;
  readonly flow = new CheckoutFlowController(this, { shop: () => this.shop, language: () => 'en' });
  protected override willUpdate(): void {
    if (this.shop) this.flow.follow(this.shop);
  }
  override render() {
    const c = this.flow.state;
    return html`<p id="phase">${c.phase}</p>
      <p id="order">${this.flow.order?.order_id ?? 'none'}</p>
      ${formErrorTemplate(c, 'en')} ${payErrorTemplate(c, 'en')} ${orderNoteTemplate(c, 'en')}`;
  }
}
customElements.define('test-checkout-flow', TestCheckoutFlow);

interface Mounted {
  siteKey: string;
  sf: ShopStorefront;
  shop: Shop;
  host: TestCheckoutFlow;
  cart: Cart;
}

/** A logged-in buyer with product 102 × 2 in the cart, and the flow's host (with `siteKey` and `token`: that buyer again, a page loaded again). */
async function mount(siteKey?: string, token?: string): Promise<Mounted> {
  const fresh = !siteKey;
  siteKey ??= await newSite();
  token ??= await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com');
  const sf = await mountShop(siteKey, testHtml`<test-checkout-flow></test-checkout-flow>`, { token });
  const shop = sf.shop!;
  if (fresh) {
    const variant_id = (await shop.client.product(102)).variants.find((v) => v.is_active)!.variant_id;
    await shop.cart.add({ item_type: 'product', product_id: 102, variant_id, quantity: 2 });
  } else await shop.cart.refresh();
  const cart = await until(() => (shop.cart.value.cart?.items.length ? shop.cart.value.cart : null), 'the cart read');
  const host = sf.querySelector<TestCheckoutFlow>('test-checkout-flow')!;
  host.shop = shop;
  await host.updateComplete;
  return { siteKey, sf, shop, host, cart };
}

/** What a click on "Place order" does: nothing while something is in flight, else the order (or the held order's payment). */
function click(m: Mounted): Promise<PlaceResult | void> | undefined {
  const flow = m.host.flow;
  if (!flow.begin()) return undefined;
  const order = flow.order;
  if (order) return flow.pay(order, REDIRECT);
  const values = { ...EMPTY_VALUES, receiver_name: 'Ada Lovelace', phone: '010-1234-5678', address: '1 Test Street', postal_code: '04524' };
  return flow.place(m.cart, orderBody(m.cart, values), REDIRECT);
}

const shown = (m: Mounted, id: string) => m.host.shadowRoot!.getElementById(id)!.textContent!.trim();

describe('CheckoutFlowController', () => {
  afterEach(() => localStorage.clear());

  it('creates one order and starts one payment, however many clicks, and hands the payment fields to the page', async () => {
    const m = await mount();
    const created = listen('shop-order-create');
    const started = listen('shop-payment-start', true);
    try {
      const clicks = Array.from({ length: 5 }, () => click(m));
      expect(clicks.filter((c) => c === undefined)).to.have.length(4);
      await Promise.all(clicks);
      await settled(m.siteKey, m.host);
      expect(await calls(m.siteKey, 'POST', '/orders')).to.have.length(1);
      const inits = await calls(m.siteKey, 'POST', '/payments/initialize');
      expect(inits).to.have.length(1);
      const order_id = created.seen[0]!.order_id;
      expect(created.seen).to.have.length(1);
      expect(inits[0]!.body).to.deep.equal({ order_id, redirect_url: REDIRECT, pay_method: 'CARD' });
      expect(started.seen.map((s) => s.order_id)).to.deep.equal([order_id]);
      expect(started.seen[0]!.fields.order_id).to.equal(String(order_id));
      await m.host.updateComplete;
      expect(shown(m, 'phase')).to.equal('redirecting');
      expect(shown(m, 'order')).to.equal(String(order_id));
    } finally {
      created.stop();
      started.stop();
    }
  });

  it('keeps the order when its payment cannot start, and starts only the payment again', async () => {
    const m = await mount();
    await injectFault(m.siteKey, { method: 'POST', path: '/payments/initialize', kind: 'status', status: 500 });
    const started = listen('shop-payment-start', true);
    try {
      await click(m);
      await m.host.updateComplete;
      const [order] = await platformOrders(m.siteKey);
      expect(shown(m, 'phase')).to.equal('failed');
      expect(textOf(m.host)).to.contain(`Order ${order!.order_id} was created`);
      expect(started.seen).to.have.length(0);
      await click(m);
      expect(started.seen.map((s) => s.order_id)).to.deep.equal([order!.order_id]);
      expect(await calls(m.siteKey, 'POST', '/orders')).to.have.length(1);
      expect(await calls(m.siteKey, 'POST', '/payments/initialize')).to.have.length(2);
    } finally {
      started.stop();
    }
  });

  it('never sends POST /orders again when its answer is lost after the order was made: the order is found and paid', async () => {
    const m = await mount();
    await injectFault(m.siteKey, { method: 'POST', path: '/orders', kind: 'drop', after: true });
    const started = listen('shop-payment-start', true);
    try {
      expect(await click(m)).to.deep.equal({ kind: 'placed' });
      await m.host.updateComplete;
      const [made] = await platformOrders(m.siteKey);
      // Found among the buyer's orders, not paid until the buyer asks.
      expect(shown(m, 'phase')).to.equal('idle');
      expect(shown(m, 'order')).to.equal(String(made!.order_id));
      expect(textOf(m.host)).to.contain(`Order ${made!.order_id}`);
      expect(started.seen).to.have.length(0);
      await click(m);
      expect(started.seen.map((s) => s.order_id)).to.deep.equal([made!.order_id]);
      expect(await calls(m.siteKey, 'POST', '/orders')).to.have.length(1);
      expect(await platformOrders(m.siteKey)).to.have.length(1);
    } finally {
      started.stop();
    }
  });

  it('holds the pending order of the same cart when the page loads again, and lets it go for a new order', async () => {
    const first = await mount();
    const started = listen('shop-payment-start', true);
    try {
      await click(first);
      const order_id = first.host.flow.order!.order_id;
      first.sf.remove();
      // Back after a cancelled payment: the same buyer and cart on a new page.
      const again = await mount(first.siteKey, first.shop.session.value.token!);
      await until(() => again.host.flow.order, 'the order held');
      await again.host.updateComplete;
      expect(shown(again, 'order')).to.equal(String(order_id));
      expect(textOf(again.host)).to.contain(`Order ${order_id}`);
      await click(again);
      expect(started.seen.map((s) => s.order_id)).to.deep.equal([order_id, order_id]);
      expect(await calls(again.siteKey, 'POST', '/orders')).to.have.length(1);

      // "Place a new order instead" (once the page is back from the payment start).
      again.sf.remove();
      const third = await mount(first.siteKey, first.shop.session.value.token!);
      await until(() => third.host.flow.order, 'the order held');
      third.host.flow.newOrder();
      await third.host.updateComplete;
      expect(shown(third, 'order')).to.equal('none');
      await click(third);
      expect(await calls(third.siteKey, 'POST', '/orders')).to.have.length(2);
    } finally {
      started.stop();
    }
  });
});
