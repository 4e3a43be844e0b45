/**
 * A read made to protect the buyer never blocks the order (issue 29 item 5): before `POST /orders`
 * the checkout reads the buyer's orders (`GET /me/orders`) to find an order of the same cart that
 * another tab placed or whose answer was lost (src/elements/shop-checkout/pending-order.ts). When
 * that read fails (a 404, a 500, a dropped connection), the outcome of the check is unknown: the
 * order goes ahead, one `POST /orders`, with no misleading message.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopCheckout } from '../../src/elements/shop-checkout/shop-checkout.js';
import { $, buyerToken, type Fault, injectFault, listen, mountShop, newSite, requests, type, until } from './helpers.js';

/** A logged-in buyer's checkout with Cotton T-Shirt × 1, its address filled in. */
async function checkoutWithCart(): Promise<{ siteKey: string; el: ShopCheckout }> {
  const siteKey = await newSite();
  const token = await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com');
  const sf = await mountShop(siteKey, html`<shop-checkout redirect-url="/payment-result.html"></shop-checkout>`, { token });
  const shop = sf.shop!;
  const product = await shop.client.product(102);
  const variant_id = product.variants.find((v) => v.is_active)!.variant_id;
  await shop.cart.add({ item_type: 'product', product_id: 102, variant_id, quantity: 1 });
  const el = sf.querySelector('shop-checkout')!;
  await until(() => shop.cart.value.cart && !shop.cart.value.loading && shop.session.value.user, 'cart and user');
  await el.updateComplete;
  type(el, '[name="phone"]', '010-1234-5678');
  type(el, '[name="address"]', '1 Test Street');
  type(el, '[name="address_detailed"]', 'Apt 2');
  type(el, '[name="postal_code"]', '04524');
  await el.updateComplete;
  return { siteKey, el };
}

const posts = async (siteKey: string, path: string) => (await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === path);

describe("<shop-checkout> when the pre-check of the buyer's orders cannot be read", () => {
  const faults: Array<[string, Omit<Fault, 'method' | 'path'>]> = [
    ['a 404', { kind: 'status', status: 404, body: { message: 'Not found.' } }],
    ['a 500', { kind: 'status', status: 500 }],
  ];
  for (const [what, fault] of faults) {
    it(`GET /me/orders answers ${what}: the order is placed once and the payment starts, with no message`, async () => {
      const { siteKey, el } = await checkoutWithCart();
      await injectFault(siteKey, { method: 'GET', path: '/me/orders', ...fault, times: 10 } as Fault);
      const created = listen('shop-order-create');
      const started = listen('shop-payment-start', true);
      try {
        $<HTMLButtonElement>(el, '[part~="order-button"]')!.click();
        await until(() => started.seen.length > 0 || $(el, '[role="alert"]'), 'the payment or a message');
        expect($(el, '[role="alert"]')?.textContent ?? '').to.equal('');
        expect(created.seen).to.have.length(1);
        expect(started.seen[0]!.order_id).to.equal(created.seen[0]!.order_id);
        expect(await posts(siteKey, '/orders')).to.have.length(1);
      } finally {
        created.stop();
        started.stop();
      }
    });
  }
});
