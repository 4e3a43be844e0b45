import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-login-required`. */
export type ShopLoginRequiredDetail = {
  /** The route (path, query and hash on this site) to come back to after the login. */
  readonly returnTo: string;
};

/**
 * A call needs a logged-in buyer (a 401 for a sent buyer token, or an element that needs a buyer).
 * Cancelable: unless prevented, the storefront starts the identity-provider login and comes back
 * to `returnTo`. Emitted once until the next login, however many calls fail together.
 * Spec: docs/spec/storefront-api.md, "Authentication" rule 2. Design: docs/spec/public-api.md, "Events".
 */
export const ShopLoginRequiredEvent = /* @__PURE__ */ shopEventClass<ShopLoginRequiredDetail>('shop-login-required', true);
/** An event of class {@link ShopLoginRequiredEvent}. */
export type ShopLoginRequiredEvent = ShopEvent<ShopLoginRequiredDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-login-required': ShopLoginRequiredEvent;
  }
}
