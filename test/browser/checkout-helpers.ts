/** Helpers of the checkout tests: a logged-in buyer with a cart on a checkout, the form, the platform's orders. */
import { html } from '@open-wc/testing';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopCheckout } from '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { buyerToken, mountShop, newSite, requests, sandboxUrl, until } from './helpers.js';

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

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null => el.shadowRoot!.querySelector<T>(selector);
export const orderButton = (el: Element) => $<HTMLButtonElement>(el, '[part~="order-button"]')!;

export function type(el: Element, name: string, value: string): void {
  const input = $<HTMLInputElement>(el, `[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export async function fillAddress(el: ShopCheckout): Promise<void> {
  type(el, 'phone', '010-1234-5678');
  type(el, 'address', '1 Test Street');
  type(el, 'postal_code', '04524');
  await el.updateComplete;
}

export const calls = async (siteKey: string, method: string, path: string) =>
  (await requests(siteKey)).filter((r) => r.method === method && r.path === path);

export interface PlatformOrder {
  order_id: number;
  status: string;
  payment_fields: Record<string, string> | null;
}

/** The site's orders as the sandbox keeps them. */
export async function platformOrders(siteKey: string): Promise<PlatformOrder[]> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/orders?site_key=${siteKey}`);
  return ((await res.json()) as { orders: PlatformOrder[] }).orders;
}

/** Collects `shop-payment-start` on the document and prevents its default (no navigation). */
export function holdPayments() {
  const seen: Array<{ order_id: number; action: string; fields: Record<string, string> }> = [];
  const handler = (e: Event) => {
    seen.push((e as CustomEvent<{ order_id: number; action: string; fields: Record<string, string> }>).detail);
    e.preventDefault();
  };
  document.addEventListener('shop-payment-start', handler);
  return { seen, stop: () => document.removeEventListener('shop-payment-start', handler) };
}
