/** `detail` of `shop-logout`. */
export type ShopLogoutDetail = Record<string, never>;

/**
 * The buyer logged out on this device (`<shop-login>`). Not cancelable. Design: docs/spec/public-api.md, "Events".
 */
export class ShopLogoutEvent extends CustomEvent<ShopLogoutDetail> {
  constructor(detail: ShopLogoutDetail) {
    super('shop-logout', { detail, bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-logout': ShopLogoutEvent;
  }
}
