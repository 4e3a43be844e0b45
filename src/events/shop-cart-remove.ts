import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-cart-remove`. */
export type ShopCartRemoveDetail = {
  readonly item_type: 'product' | 'content';
  /** Products: the product. */
  readonly product_id?: number;
  /** Products: the variant removed. */
  readonly variant_id?: number;
  /** Contents: the purchase option removed. */
  readonly option_id?: number;
  /** The line's quantity when it was removed (always 1 for a content). */
  readonly quantity: number;
};

/**
 * The buyer removed a line from the cart and the platform accepted it (`DELETE /cart/{item_id}` or
 * `/guest-cart/{item_id}`; emptying the cart, `DELETE /cart`, emits one per line). Dispatched by `<shop-cart>`, also
 * the one inside `<shop-cart-drawer>` (there it reaches the page from the drawer). Not cancelable.
 * Design: docs/spec/public-api.md, "Beyond the catalog".
 */
export const ShopCartRemoveEvent = /* @__PURE__ */ shopEventClass<ShopCartRemoveDetail>('shop-cart-remove');
/** An event of class {@link ShopCartRemoveEvent}. */
export type ShopCartRemoveEvent = ShopEvent<ShopCartRemoveDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-cart-remove': ShopCartRemoveEvent;
  }
}
