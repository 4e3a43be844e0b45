import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-navigate`. */
export type ShopNavigateDetail = {
  /** Where the link leads (already checked: http(s) on this site, or as documented per attribute); null when the element has no URL for it. */
  readonly href: string | null;
  /** What the link leads to. */
  readonly kind: NavigateKind;
  /** The id of what it leads to (`product_id`, `content_id`, `order_id`, `post_id`), or null. */
  readonly id: number | string | null;
};

/** What a `shop-navigate` leads to. */
export type NavigateKind = 'product' | 'content' | 'cart' | 'checkout' | 'order' | 'post' | 'login';

/**
 * The buyer activated a link or button that leads elsewhere (a card, checkout, the cart, an order, a post).
 * Cancelable: unless a listener calls `preventDefault()`, the element navigates to `href`
 * (`location.assign`) when it is set. A single-page app cancels it and routes by itself.
 * Design: docs/spec/public-api.md, "Events".
 */
export const ShopNavigateEvent = /* @__PURE__ */ shopEventClass<ShopNavigateDetail>('shop-navigate', true);
/** An event of class {@link ShopNavigateEvent}. */
export type ShopNavigateEvent = ShopEvent<ShopNavigateDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-navigate': ShopNavigateEvent;
  }
}
