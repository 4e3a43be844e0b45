import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-order-create`. */
export type ShopOrderCreateDetail = {
  readonly order_id: number;
  /** Payable amount in the currency's major unit (the platform's `order.price`). */
  readonly price: number;
};

/**
 * `POST /orders` created a pending order. Not cancelable.
 * Spec: docs/spec/storefront-api.md, "Order create response". Design: docs/spec/public-api.md, "Events".
 */
export const ShopOrderCreateEvent = /* @__PURE__ */ shopEventClass<ShopOrderCreateDetail>('shop-order-create');
/** An event of class {@link ShopOrderCreateEvent}. */
export type ShopOrderCreateEvent = ShopEvent<ShopOrderCreateDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-order-create': ShopOrderCreateEvent;
  }
}
