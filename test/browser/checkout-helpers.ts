/** Helpers of the checkout tests: a logged-in buyer with a cart on a checkout, the form, the platform's orders. */
import { html } from '@open-wc/testing';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopCheckout } from '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { $, admin, buyerToken, listen, mountShop, newSite, type, until } from './helpers.js';

export interface Checkout {
  siteKey: string;
  token: string;
  sf: ShopStorefront;
  el: ShopCheckout;
}

/**
 * A logged-in buyer with product 102 × 2 and content option 5001 in the cart, on a checkout.
 * With `siteKey` and `token`, a checkout of that buyer's existing cart (a page loaded again).
 * `fill` (default: when no site is given) puts the lines in the cart; `currency` is set on the
 * storefront when given.
 */
export async function mountCheckout(siteKey?: string, token?: string, opts: { currency?: string; fill?: boolean } = {}): Promise<Checkout> {
  const fresh = opts.fill ?? !siteKey;
  siteKey ??= await newSite();
  token ??= await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com');
  const checkout = html`<shop-checkout redirect-url="/payment-result.html"></shop-checkout>`;
  const sf = await mountShop(siteKey, checkout, { token });
  if (opts.currency) sf.setAttribute('currency', opts.currency);
  const shop = sf.shop!;
  if (fresh) {
    const variant_id = (await shop.client.product(102)).variants.find((v) => v.is_active)!.variant_id;
    await shop.cart.add({ item_type: 'product', product_id: 102, variant_id, quantity: 2 });
    await shop.cart.add({ item_type: 'content', option_id: 5001 });
  }
  const el = sf.querySelector('shop-checkout')!;
  await until(() => shop.cart.value.cart?.items.length && !shop.cart.value.loading && shop.session.value.user, 'cart and user');
  await el.updateComplete;
  return { siteKey, token, sf, el };
}

export const orderButton = (el: Element) => $<HTMLButtonElement>(el, '[part~="order-button"]')!;

export async function fillAddress(el: ShopCheckout): Promise<void> {
  type(el, '[name="phone"]', '010-1234-5678');
  type(el, '[name="address"]', '1 Test Street');
  type(el, '[name="postal_code"]', '04524');
  await el.updateComplete;
}

export interface PlatformOrder {
  order_id: number;
  status: string;
  payment_fields: Record<string, string> | null;
}

/** The site's orders as the sandbox keeps them. */
export async function platformOrders(siteKey: string): Promise<PlatformOrder[]> {
  return (await admin<{ orders: PlatformOrder[] }>('GET', `/orders?site_key=${encodeURIComponent(siteKey)}`)).orders;
}

/** Collects `shop-payment-start` on the document and prevents its default (no navigation). */
export const holdPayments = () => listen('shop-payment-start', true);
