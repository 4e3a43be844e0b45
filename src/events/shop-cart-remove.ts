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
export class ShopCartRemoveEvent extends CustomEvent<ShopCartRemoveDetail> {
  constructor(detail: ShopCartRemoveDetail) {
    super('shop-cart-remove', { detail, bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-cart-remove': ShopCartRemoveEvent;
  }
}
