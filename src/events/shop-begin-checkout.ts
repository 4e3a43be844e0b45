import type { CartItem } from '../api/readers/cart.js';
import { shopEventClass, type ShopEvent } from './shop-event.js';

/** `detail` of `shop-begin-checkout`. */
export type ShopBeginCheckoutDetail = {
  /** The cart's lines (spec: "Cart item (items[])"; no buyer data). */
  readonly items: readonly CartItem[];
  /** The lines' subtotal estimate in the currency's major unit (the server recalculates, shipping included). */
  readonly value: number;
  /** Currency code (ISO 4217) of the checkout's prices. */
  readonly currency: string;
};

/**
 * `<shop-checkout>` showed a non-empty cart to a logged-in buyer (once per page). Carries no
 * buyer data (name, email, phone, address, token). Not cancelable.
 * Design: docs/spec/public-api.md, "Beyond the catalog".
 */
export const ShopBeginCheckoutEvent = /* @__PURE__ */ shopEventClass<ShopBeginCheckoutDetail>('shop-begin-checkout');
/** An event of class {@link ShopBeginCheckoutEvent}. */
export type ShopBeginCheckoutEvent = ShopEvent<ShopBeginCheckoutDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-begin-checkout': ShopBeginCheckoutEvent;
  }
}
