import type { User } from '../api/readers/auth.js';
/** `detail` of `shop-login`. */
export type ShopLoginDetail = {
  /** The buyer, from `GET /me`. */
  readonly user: User;
};

/**
 * The buyer logged in (the callback completed and `GET /me` answered). Not cancelable.
 * Design: docs/spec/public-api.md, "Events".
 */
export class ShopLoginEvent extends CustomEvent<ShopLoginDetail> {
  constructor(detail: ShopLoginDetail) {
    super('shop-login', { detail, bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-login': ShopLoginEvent;
  }
}
