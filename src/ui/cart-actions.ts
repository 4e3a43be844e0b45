/**
 * What the buy buttons share (`<shop-product-detail>`, `<shop-content-detail>`,
 * `<shop-add-to-cart>`): adding a line then announcing it with `shop-cart-add`, the "in cart"
 * test for contents, `shop-navigate` with its default action, and their strings.
 * Spec: storefront-api.md, cart rules 3 (min_quantity) and 4 (a content option is not added twice).
 */
import { html, type TemplateResult } from 'lit';
import type { CartAdd } from '../api/client.js';
import { emit, type ShopEventDetails } from '../events/index.js';
import { defineStrings, type Language } from '../i18n/i18n.js';
import type { Shop } from '../state/shop.js';

export const cartStrings = defineStrings('cart-actions');

/** True when the content option `option_id` is a line of the current cart. */
export function contentInCart(shop: Shop | undefined, option_id: number | null | undefined): boolean {
  return !!shop && option_id != null && !!shop.cart.find({ item_type: 'content', option_id });
}

/**
 * Adds `item` to the page's cart and emits `shop-cart-add` on `host`. A content option already
 * in the cart is not sent again: resolves false and emits nothing. Rejects with the
 * `StorefrontError` of the write (422 carries `min_quantity` and field `errors`).
 */
export async function addLine(host: HTMLElement, shop: Shop, item: CartAdd): Promise<boolean> {
  if (item.item_type === 'content') {
    await shop.cart.load();
    if (contentInCart(shop, item.option_id)) return false;
  }
  await shop.cart.add(item, host);
  emit(
    host,
    'shop-cart-add',
    item.item_type === 'product'
      ? { item_type: 'product', product_id: item.product_id, variant_id: item.variant_id, quantity: item.quantity }
      : { item_type: 'content', option_id: item.option_id, quantity: 1 },
  );
  return true;
}

/** Emits `shop-navigate`; unless a listener prevented it, goes to `href` when one is set. */
export function navigate(host: HTMLElement, detail: ShopEventDetails['shop-navigate']): void {
  if (emit(host, 'shop-navigate', detail) && detail.href) location.assign(detail.href);
}

/** "In cart": a button that emits `shop-navigate` `{ href: cartHref, kind: 'cart', id: null }`. */
export function inCartButton(host: HTMLElement, language: Language, cartHref: string | null): TemplateResult {
  return html`<button type="button" part="button in-cart-button" @click=${() => navigate(host, { href: cartHref || null, kind: 'cart', id: null })}>
    ${cartStrings(language, 'inCart')}<span class="visually-hidden"> – ${cartStrings(language, 'viewCart')}</span>
  </button>`;
}
