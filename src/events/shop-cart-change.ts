import type { CartItem } from '../api/readers/cart.js';
/** `detail` of `shop-cart-change`. */
export type ShopCartChangeDetail = {
  /** Number of cart lines (spec: cart rule 6, `count`). */
  readonly count: number;
  /** The lines, normalized (products and contents together). */
  readonly items: CartItem[];
};

/**
 * The cart's lines changed: here, in another element, or in another tab of the same site.
 * Not cancelable. Design: docs/spec/public-api.md, "Events".
 */
export class ShopCartChangeEvent extends CustomEvent<ShopCartChangeDetail> {
  constructor(detail: ShopCartChangeDetail) {
    super('shop-cart-change', { detail, bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-cart-change': ShopCartChangeEvent;
  }
}
