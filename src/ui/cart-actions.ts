/**
 * What the buy buttons share (`<shop-product-detail>`, `<shop-content-detail>`,
 * `<shop-add-to-cart>`): adding a line then announcing it with `shop-cart-add`, the "in cart"
 * test for contents, `shop-navigate` with its default action, and their strings.
 * Spec: docs/spec/storefront-api.md, cart rules 3 (min_quantity) and 4 (a content option is not added twice).
 */
import { html, type TemplateResult } from 'lit';
import type { CartAdd } from '../api/index.js';
import { emit } from '../events/index.js';
import { navLink, siteHref } from './navigation.js';
import { defineStrings, type Language } from '../i18n/i18n.js';
import type { Shop } from '../state/shop.js';

export const cartStrings = defineStrings('cart-actions');

/** True when the content option `option_id` is a line of the current cart. */
export function contentInCart(shop: Shop | undefined, option_id: number | null | undefined): boolean {
  return !!shop && option_id != null && !!shop.cart.find({ item_type: 'content', option_id });
}

/**
 * Milliseconds after an add begins during which another add of the same line from the same
 * element is ignored: a repeated click on a fast network adds once, as it does while a slow
 * network (800 ms) still carries the first add. A failed add releases the hold at once.
 */
export const ADD_HOLD_MS = 800;

/** Per element: the line (`p<variant_id>` / `c<option_id>`) → until when its adds are held. */
const holds = new WeakMap<HTMLElement, Map<string, number>>();

/**
 * Adds `item` to the page's cart and emits `shop-cart-add` on `host`. Resolves false and sends
 * nothing for a content option already in the cart, and for a line this element began adding
 * less than {@link ADD_HOLD_MS} ago. Rejects with the `StorefrontError` of the write (422
 * carries `min_quantity` and field `errors`).
 */
export async function addLine(host: HTMLElement, shop: Shop, item: CartAdd): Promise<boolean> {
  const line = item.item_type === 'product' ? `p${item.variant_id}` : `c${item.option_id}`;
  let held = holds.get(host);
  if (!held) holds.set(host, (held = new Map()));
  const now = performance.now();
  if ((held.get(line) ?? 0) > now) return false;
  held.set(line, now + ADD_HOLD_MS);
  if (item.item_type === 'content') {
    await shop.cart.load();
    if (contentInCart(shop, item.option_id)) return false;
  }
  try {
    await shop.cart.add(item, host);
  } catch (error) {
    held.delete(line);
    throw error;
  }
  emit(
    host,
    'shop-cart-add',
    item.item_type === 'product'
      ? { item_type: 'product', product_id: item.product_id, variant_id: item.variant_id, quantity: item.quantity }
      : { item_type: 'content', option_id: item.option_id, quantity: 1 },
  );
  return true;
}

/**
 * "In cart": a link to `cart-href` (or, without one, a button) that emits the cancelable
 * `shop-navigate` `{ href, kind: 'cart', id: null }`.
 */
export function inCartButton(host: HTMLElement, language: Language, cartHref: string | null): TemplateResult {
  return navLink({
    host,
    href: siteHref(host, 'cart-href', cartHref),
    kind: 'cart',
    part: 'button in-cart-button',
    className: 'button',
    content: html`${cartStrings(language, 'inCart')}<span class="visually-hidden"> – ${cartStrings(language, 'viewCart')}</span>`,
  });
}
