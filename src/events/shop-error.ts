import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-error`. */
export type ShopErrorDetail = {
  /** HTTP status, or null when there was no answer (network, timeout, offline). */
  readonly status: number | null;
  readonly message: string;
  /** Field errors by the spec's field path (`receiver.phone`). */
  readonly errors: Record<string, string[]>;
  /** The element tag (or store) that made the call. */
  readonly source: string;
};

/**
 * A call to the platform failed. Not cancelable. Spec: docs/spec/storefront-api.md, "Errors".
 * Design: docs/spec/public-api.md, "Events".
 */
export const ShopErrorEvent = /* @__PURE__ */ shopEventClass<ShopErrorDetail>('shop-error');
/** An event of class {@link ShopErrorEvent}. */
export type ShopErrorEvent = ShopEvent<ShopErrorDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-error': ShopErrorEvent;
  }
}
