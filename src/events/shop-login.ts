import type { User } from '../api/readers/auth.js';
import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-login`. */
export type ShopLoginDetail = {
  /** The buyer, from `GET /me`. */
  readonly user: User;
};

/**
 * The buyer logged in (the callback completed and `GET /me` answered). Not cancelable.
 * Design: docs/spec/public-api.md, "Events".
 */
export const ShopLoginEvent = /* @__PURE__ */ shopEventClass<ShopLoginDetail>('shop-login');
/** An event of class {@link ShopLoginEvent}. */
export type ShopLoginEvent = ShopEvent<ShopLoginDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-login': ShopLoginEvent;
  }
}
