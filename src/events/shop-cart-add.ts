import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-cart-add`. */
export type ShopCartAddDetail = {
  readonly item_type: 'product' | 'content';
  /** Products: the product. */
  readonly product_id?: number;
  /** Products: the variant added. */
  readonly variant_id?: number;
  /** Contents: the purchase option added. */
  readonly option_id?: number;
  /** Quantity added (always 1 for a content). */
  readonly quantity: number;
};

/**
 * The buyer added a line to the cart and the platform accepted it (`POST /cart` or `/guest-cart`).
 * Not cancelable. Design: docs/spec/public-api.md, "Events".
 */
export const ShopCartAddEvent = /* @__PURE__ */ shopEventClass<ShopCartAddDetail>('shop-cart-add');
/** An event of class {@link ShopCartAddEvent}. */
export type ShopCartAddEvent = ShopEvent<ShopCartAddDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-cart-add': ShopCartAddEvent;
  }
}
