import type { CartItem } from '../api/readers/cart.js';

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
export class ShopBeginCheckoutEvent extends CustomEvent<ShopBeginCheckoutDetail> {
  constructor(detail: ShopBeginCheckoutDetail) {
    super('shop-begin-checkout', { detail, bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-begin-checkout': ShopBeginCheckoutEvent;
  }
}
