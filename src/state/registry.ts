/**
 * One shop per site key and platform origin on a page (several elements never make
 * several clients): every `<shop-storefront>` with the same `site-key` and `base-url` (after the
 * setup check, so `https://p.example` and `https://p.example/` are one) shares one client, session
 * and cart, and so one read per resource. The registry counts the storefronts holding a shop; the
 * last one to let go disposes it (channel, listeners, timers), and a storefront attached again
 * makes or joins one anew.
 */
import type { Shop } from './shop.js';

interface Entry {
  shop: Shop;
  /** The storefronts holding the shop, in the order they joined. */
  holders: HTMLElement[];
}

const entries = new Map<string, Entry>();

const keyOf = (siteKey: string, platformOrigin: string) => `${siteKey}\n${platformOrigin}`;

/**
 * The shop of `siteKey` at `platformOrigin` for `holder`: the one already held on this page, or
 * `make()`'s. The first holder is the shop's host.
 */
export function acquireShop(siteKey: string, platformOrigin: string, holder: HTMLElement, make: () => Shop): { shop: Shop; shared: boolean } {
  const key = keyOf(siteKey, platformOrigin);
  const entry = entries.get(key);
  if (entry) {
    if (!entry.holders.includes(holder)) entry.holders.push(holder);
    return { shop: entry.shop, shared: true };
  }
  const shop = make();
  entries.set(key, { shop, holders: [holder] });
  return { shop, shared: false };
}

/**
 * `holder` no longer uses `shop`. The next holder becomes the host; without one, the shop is
 * disposed and forgotten.
 */
export function releaseShop(shop: Shop, holder: HTMLElement): void {
  const key = keyOf(shop.siteKey, shop.platformOrigin);
  const entry = entries.get(key);
  if (!entry || entry.shop !== shop) return;
  entry.holders = entry.holders.filter((h) => h !== holder);
  if (entry.holders.length > 0) {
    shop.host = entry.holders[0]!;
    shop.host.dispatchEvent(new Event(SHOP_HOST_CHANGED));
    return;
  }
  entries.delete(key);
  shop.dispose();
}

/** Dispatched (not bubbling) on a storefront that became its shared shop's host. */
export const SHOP_HOST_CHANGED = 'shop-elements:host-changed';

/** How many shops the page holds (for tests of the lifecycle). */
export function heldShops(): number {
  return entries.size;
}
