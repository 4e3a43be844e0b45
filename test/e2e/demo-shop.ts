/**
 * What the engine walks share on the demo pages: the seed's simple products, the sandbox's
 * sign-in page, the receiver form, the header count and a cart line's quantity as the buyer sees
 * them, the payment page's order, the sandbox's orders and the buyer's cart on the platform, and
 * clicking in two tabs at the same moment.
 */
import type { Driver, Locator } from './driver.js';
import { PAGE_FIND, serializeLocator } from './driver.js';
import { SITE_KEY, type Sites } from './sites.js';

/** A simple product: one active variant, no required input, minimum 1. */
export interface SimpleProduct {
  id: number;
  name: string;
  variant_id: number;
  /** The variant's stock. */
  stock: number;
}

/** An entry of `GET /__sandbox/cookies`. */
export interface CookieEntry {
  method: string;
  path: string;
  cookies: string[];
  set_cookie: string[];
  status: number | null;
}

/** An entry of `GET /__sandbox/requests`. */
export interface RequestEntry {
  method: string;
  path: string;
  status: number | null;
  has_token: boolean;
  aborted?: boolean;
}

/** An order as `GET /__sandbox/orders` gives it. */
export interface SandboxOrder {
  order_id: number;
  user_id: number;
  status: string;
}

/** The header count as shown once the cart has been read (`aria-busy` false), or null before. */
export const CART_COUNT = String.raw`(() => {
  const roots = (r, o) => { o.push(r); for (const e of r.querySelectorAll('*')) if (e.shadowRoot) roots(e.shadowRoot, o); return o; };
  for (const r of roots(document, [])) {
    const host = r.querySelector('header shop-cart-count');
    const count = host && host.shadowRoot && host.shadowRoot.querySelector('[part~="count"]');
    if (count && count.getAttribute('aria-busy') === 'false') return count.textContent.trim();
  }
  return null;
})()`;

/**
 * The quantity a cart (the first `<shop-cart>` inside `scope`, through shadow roots) shows for the
 * variant's line, as a string, once its lines are read (`aria-busy` false); null before, or when
 * the line is not there.
 */
export function lineQuantityExpression(scope: string, variant_id: number): string {
  return String.raw`(() => {
    const roots = (r, o) => { o.push(r); for (const e of r.querySelectorAll('*')) if (e.shadowRoot) roots(e.shadowRoot, o); return o; };
    let scope = null;
    for (const r of roots(document, [])) { scope = r.querySelector(${JSON.stringify(scope)}); if (scope) break; }
    if (!scope) return null;
    for (const r of roots(scope.shadowRoot || scope, [])) {
      const cart = r.querySelector('shop-cart');
      const lines = cart && cart.shadowRoot && cart.shadowRoot.querySelector('[part~="lines"]');
      if (!lines || lines.getAttribute('aria-busy') !== 'false') continue;
      const field = cart.shadowRoot.querySelector('input#qty-${variant_id}');
      return field ? field.value : null;
    }
    if (scope.localName === 'shop-cart' && scope.shadowRoot) {
      const lines = scope.shadowRoot.querySelector('[part~="lines"]');
      const field = scope.shadowRoot.querySelector('input#qty-${variant_id}');
      return lines && lines.getAttribute('aria-busy') === 'false' && field ? field.value : null;
    }
    return null;
  })()`;
}

/** The order number the sandbox's payment page shows (`<dt>Order</dt><dd>…</dd>`), or null on another page. */
export const PAYMENT_PAGE_ORDER = `(() => {
  const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent.trim() === 'Order');
  return dt && dt.nextElementSibling ? dt.nextElementSibling.textContent.trim() : null;
})()`;

/** Simple products of the seed (in id order) with at least `minStock` in stock; the first `count` of them. */
export async function simpleProducts(at: Sites, count = 1, minStock = 1): Promise<SimpleProduct[]> {
  type Detail = {
    product: {
      translation?: { name?: string };
      variants: Array<{ variant_id: number | string; is_active?: boolean; quantity?: number | string }>;
      buyer_input_options?: Array<{ is_required?: boolean; status?: string }>;
      sourcing_info?: { min_quantity?: number | string; unit_quantity?: number | string };
    };
  };
  const list = await at.api<{ products: { data: Array<{ product_id: number | string }> } }>('/products?limit=100&language=en');
  const found: SimpleProduct[] = [];
  for (const item of list.products.data) {
    const { product } = await at.api<Detail>(`/products/${Number(item.product_id)}?language=en`);
    const [only] = product.variants;
    const required = (product.buyer_input_options ?? []).some((b) => b.status !== 'hidden' && b.is_required);
    const stock = Number(only!.quantity ?? 1);
    if (
      product.variants.length === 1 &&
      only!.is_active !== false &&
      stock >= minStock &&
      !required &&
      Number(product.sourcing_info?.min_quantity ?? 1) <= 1 &&
      Number(product.sourcing_info?.unit_quantity ?? 1) <= 1
    ) {
      found.push({ id: Number(item.product_id), name: product.translation?.name ?? '', variant_id: Number(only!.variant_id), stock });
      if (found.length === count) return found;
    }
  }
  throw new Error(`fewer than ${count} simple products with ${minStock} in stock in the seed`);
}

/** The first simple product of the seed. */
export async function simpleProduct(at: Sites): Promise<SimpleProduct> {
  const [product] = await simpleProducts(at);
  return product!;
}

/** The sandbox's sign-in page: the buyer's email, then "Sign in". */
export async function signIn(driver: Driver, email: string): Promise<void> {
  await driver.waitForUrl(/\/__idp\/authorize/);
  await driver.fill({ label: /email/i, css: 'input' }, email);
  await driver.click({ role: 'button', name: /sign in/i });
}

/** The checkout's receiver form, filled in. */
export async function fillReceiver(driver: Driver): Promise<void> {
  await driver.fill({ label: /receiver name|^name/i, css: 'input', within: 'shop-checkout' }, 'Kim Minji');
  await driver.fill({ label: /phone/i, css: 'input', within: 'shop-checkout' }, '010-1234-5678');
  await driver.fill({ label: /^address(?! details)/i, css: 'input, textarea', within: 'shop-checkout' }, '1 Sejong-daero, Jung-gu, Seoul');
  await driver.fill({ label: /postal code/i, css: 'input', within: 'shop-checkout' }, '04524');
}

/** The demo site's orders on the platform (every buyer's), oldest first. */
export async function sandboxOrders(at: Sites): Promise<SandboxOrder[]> {
  return (await at.admin<{ orders: SandboxOrder[] }>(`/orders?site_key=${SITE_KEY}`)).orders;
}

/** The buyer's cart on the platform (the buyer logged in by the sandbox): `[variant_id, quantity]` per line. */
export async function platformCart(at: Sites, email: string): Promise<Array<[number, number]>> {
  const { token } = await at.admin<{ token: string }>('/login', { site_key: SITE_KEY, email });
  const cart = await at.api<{ items: Array<{ variant_id?: number | string; cart_quantity?: number | string }> }>('/cart?language=en', token);
  return cart.items.map((item) => [Number(item.variant_id), Number(item.cart_quantity)]);
}

/** The storefront calls the sandbox recorded for the demo site since they were last forgotten. */
export async function sandboxRequests(at: Sites): Promise<RequestEntry[]> {
  return (await at.admin<{ requests: RequestEntry[] }>(`/requests?site_key=${SITE_KEY}`)).requests;
}

/**
 * Clicks `locator` in each tab at the same moment, however the driver serializes its commands
 * (WebKitWebDriver runs one command at a time, in one window at a time): every tab but the first
 * is armed to click when it hears a message on a BroadcastChannel of the page's origin; then the
 * first tab posts the message and clicks. Each click finds its element when it fires
 * (`HTMLElement.click()`: a submit button submits its form). Gives the moment of each tab's click
 * (`performance.timeOrigin + performance.now()`, ms), null where the tab had left the page before
 * it was read (the moments are for the report; whether each tab clicked shows in what follows).
 */
export async function clickAtOnce(tabs: Driver[], locator: Locator): Promise<Array<number | null>> {
  const channel = `e2e-click-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const find = `${PAGE_FIND}(${serializeLocator(locator)})`;
  const fire = `const el = ${find}; window.__e2eClickedAt = el ? performance.timeOrigin + performance.now() : -1; if (el) el.click();`;
  for (const tab of tabs.slice(1)) {
    await tab.evaluate(`(() => {
      const channel = new BroadcastChannel(${JSON.stringify(channel)});
      channel.onmessage = () => { channel.close(); ${fire} };
      return true;
    })()`);
  }
  await tabs[0]!.evaluate(`(() => {
    const channel = new BroadcastChannel(${JSON.stringify(channel)});
    channel.postMessage('click');
    channel.close();
    ${fire}
    return true;
  })()`);
  const moments: Array<number | null> = [];
  for (const [index, tab] of tabs.entries()) {
    const at = await tab.evaluate<number | null>('typeof window.__e2eClickedAt === "number" ? window.__e2eClickedAt : null').catch(() => null);
    if (at === -1) throw new Error(`tab ${index + 1}: nothing to click (${serializeLocator(locator)})`);
    moments.push(at);
  }
  return moments;
}

/**
 * Chromium logs a failed request in the console itself ("Failed to load resource: …", with the
 * request's address): the expected ones of a walk (an injected fault, a refusal) are no problem
 * of the page. True for such a line whose address matches `address`.
 */
export function isRequestLog(problem: string, address: RegExp): boolean {
  const m = /^console error: Failed to load resource: .* \((\S+)\)$/.exec(problem);
  return !!m && address.test(m[1]!);
}
