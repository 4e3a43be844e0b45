import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-purchase`. */
export type ShopPurchaseDetail = {
  readonly order_id: number;
  /** The order's payable amount in the currency's major unit; null when the page could not read the order (no buyer logged in). */
  readonly value: number | null;
  /** Currency code (ISO 4217) of `value`; null with it. */
  readonly currency: string | null;
};

/**
 * `<shop-payment-result>` showed a paid order (`pay_success=true`): once per order id on this
 * device, never again on a reload (the ids told are kept in `localStorage`). Carries no buyer
 * data. Not cancelable. Spec: docs/spec/storefront-api.md, "Events" (the redirect with
 * `pay_success`, `order_id`). Design: docs/spec/public-api.md, "Beyond the catalog".
 */
export const ShopPurchaseEvent = /* @__PURE__ */ shopEventClass<ShopPurchaseDetail>('shop-purchase');
/** An event of class {@link ShopPurchaseEvent}. */
export type ShopPurchaseEvent = ShopEvent<ShopPurchaseDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-purchase': ShopPurchaseEvent;
  }
}
