import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-logout`. */
export type ShopLogoutDetail = Record<string, never>;

/**
 * The buyer logged out on this device (`<shop-login>`). Not cancelable. Design: docs/spec/public-api.md, "Events".
 */
export const ShopLogoutEvent = /* @__PURE__ */ shopEventClass<ShopLogoutDetail>('shop-logout');
/** An event of class {@link ShopLogoutEvent}. */
export type ShopLogoutEvent = ShopEvent<ShopLogoutDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-logout': ShopLogoutEvent;
  }
}
