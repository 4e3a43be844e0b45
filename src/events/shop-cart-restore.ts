import { shopEventClass, type ShopEvent } from './shop-event.js';

/** A device line the platform refused when it went into the buyer's cart after login. */
export type ShopCartRestoreRefused = {
  readonly item_type: 'product' | 'content';
  /** Products: the product. */
  readonly product_id?: number;
  /** Products: the variant. */
  readonly variant_id?: number;
  /** Contents: the content, when known. */
  readonly content_id?: number;
  /** Contents: the purchase option. */
  readonly option_id?: number;
  /** Why, in the buyer's language (the platform's own words for a 422: sold out, option ended, below the minimum…). */
  readonly message: string;
};

/** `detail` of `shop-cart-restore`. */
export type ShopCartRestoreDetail = {
  /** How many device lines are now in the buyer's cart (placed by `POST /cart`, or carried by `POST /cart/merge-guest`). */
  readonly placed: number;
  /** The device lines the platform refused (or whose outcome stayed unknown); the cart elements name them to the buyer. */
  readonly refused: readonly ShopCartRestoreRefused[];
};

/**
 * After login, the guest cart's device lines went into the buyer's cart (`POST /cart`, one line
 * at a time, then `GET /cart`; `POST /cart/merge-guest` first where the platform's copy was in
 * use). Dispatched on the `<shop-storefront>` of the page where it happened (the login callback
 * route, usually), once per login that found lines on the device. Not cancelable.
 * Design: docs/spec/public-api.md, "Every browser, every site".
 */
export const ShopCartRestoreEvent = /* @__PURE__ */ shopEventClass<ShopCartRestoreDetail>('shop-cart-restore');
/** An event of class {@link ShopCartRestoreEvent}. */
export type ShopCartRestoreEvent = ShopEvent<ShopCartRestoreDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-cart-restore': ShopCartRestoreEvent;
  }
}
