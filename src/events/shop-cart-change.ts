import type { CartItem } from '../api/readers/cart.js';
import { shopEventClass, type ShopEvent } from './shop-event.js';
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
export const ShopCartChangeEvent = /* @__PURE__ */ shopEventClass<ShopCartChangeDetail>('shop-cart-change');
/** An event of class {@link ShopCartChangeEvent}. */
export type ShopCartChangeEvent = ShopEvent<ShopCartChangeDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-cart-change': ShopCartChangeEvent;
  }
}
