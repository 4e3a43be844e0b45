/**
 * Helpers of the buyer-page tests: a site with a logged-in buyer who has bought things (through
 * the sandbox's `/__sandbox/purchase`, a paid order at once), and the other buyer-page switches.
 */
import { html, type TemplateResult } from 'lit';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { ShopEventDetails } from '../../src/events/index.js';
import { buyerToken, mountShop, newSite, requests, sandboxUrl } from './helpers.js';

export { html };

export async function admin<T = unknown>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${sandboxUrl()}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface Buyer {
  siteKey: string;
  token: string;
}

export async function newBuyer(email = 'buyer@example.com'): Promise<Buyer> {
  const siteKey = await newSite();
  return { siteKey, token: await buyerToken(siteKey, 'Test Buyer', email) };
}

/** A paid order of `buyer`: `{ order_id, line_item_ids }` in the order given (products first). */
export function purchase(
  buyer: Buyer,
  items: { product_items?: Array<{ variant_id: number; quantity?: number }>; content_items?: Array<{ option_id: number }> },
): Promise<{ order_id: number; line_item_ids: string[] }> {
  return admin('/purchase', { site_key: buyer.siteKey, token: buyer.token, ...items });
}

/** Mounts `content` in a storefront logged in as `buyer`; returns the first element matching `tag`. */
export async function mountBuyer<E extends Element>(buyer: Buyer, content: TemplateResult, tag: string): Promise<{ sf: ShopStorefront; el: E }> {
  const sf = await mountShop(buyer.siteKey, content, { token: buyer.token });
  return { sf, el: sf.querySelector(tag) as unknown as E };
}

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null => el.shadowRoot!.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [...el.shadowRoot!.querySelectorAll<T>(selector)];

/** Storefront requests of the site, filtered by method and decoded path. */
export async function calls(siteKey: string, method: string, path: string | RegExp) {
  return (await requests(siteKey)).filter(
    (r) => r.method === method && (typeof path === 'string' ? decodeURIComponent(r.path) === path : path.test(decodeURIComponent(r.path))),
  );
}

/** Collects `name` events on the document; `prevent` cancels them. */
export function listen<K extends keyof ShopEventDetails>(name: K, prevent = false) {
  const seen: ShopEventDetails[K][] = [];
  const handler = (e: Event) => {
    seen.push((e as CustomEvent<ShopEventDetails[K]>).detail);
    if (prevent) e.preventDefault();
  };
  document.addEventListener(name, handler);
  return { seen, stop: () => document.removeEventListener(name, handler) };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
