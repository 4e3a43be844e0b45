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
export class ShopOrderCreateEvent extends CustomEvent<ShopOrderCreateDetail> {
  constructor(detail: ShopOrderCreateDetail) {
    super('shop-order-create', { detail, bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-order-create': ShopOrderCreateEvent;
  }
}
