import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-payment-start`. */
export type ShopPaymentStartDetail = {
  readonly order_id: number;
  /** The payment page's address (`payment.action`). */
  readonly action: string;
  /** The form fields (`payment.fields`, non-null entries), names and values unchanged. */
  readonly fields: Record<string, string>;
};

/**
 * `POST /payments/initialize` answered; the payment form is about to be submitted.
 * Cancelable: unless prevented, the form is posted to `action`.
 * Spec: docs/spec/storefront-api.md, "Payment initialize response". Design: docs/spec/public-api.md, "Events".
 */
export const ShopPaymentStartEvent = /* @__PURE__ */ shopEventClass<ShopPaymentStartDetail>('shop-payment-start', true);
/** An event of class {@link ShopPaymentStartEvent}. */
export type ShopPaymentStartEvent = ShopEvent<ShopPaymentStartDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-payment-start': ShopPaymentStartEvent;
  }
}
