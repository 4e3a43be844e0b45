/**
 * The public events (design: public-api.md, "Events"). All are `CustomEvent`s that bubble and
 * are composed, dispatched on the element that caused them.
 */
import type { CartItem } from './api/schemas/cart.js';
import type { User } from './api/schemas/auth.js';

export type NavigateKind = 'product' | 'content' | 'cart' | 'checkout' | 'order' | 'post' | 'login';

export interface ShopEventDetails {
  /** Cancelable: default action `location.assign(href)` when href is set. */
  'shop-navigate': { href: string | null; kind: NavigateKind; id: number | string | null };
  /** The cart's lines changed (here or in another tab). */
  'shop-cart-change': { count: number; items: CartItem[] };
  /** A line was added by the buyer. */
  'shop-cart-add': { item_type: 'product' | 'content'; product_id?: number; variant_id?: number; option_id?: number; quantity: number };
  /** Cancelable: default action starts the identity-provider login, then returns to `returnTo`. */
  'shop-login-required': { returnTo: string };
  'shop-login': { user: User };
  'shop-logout': Record<string, never>;
  /** `POST /orders` succeeded; `price` is the payable amount in the major unit. */
  'shop-order-create': { order_id: number; price: number };
  /** Cancelable: default action submits the payment form. */
  'shop-payment-start': { order_id: number; action: string; fields: Record<string, string> };
  /** A call failed; `source` is the element tag or store that made it. */
  'shop-error': { status: number | null; message: string; errors: Record<string, string[]>; source: string };
}

export type ShopEventName = keyof ShopEventDetails;
export const CANCELABLE: ReadonlySet<ShopEventName> = new Set(['shop-navigate', 'shop-login-required', 'shop-payment-start']);

/**
 * Dispatches a shop event on `target`. Returns false when a listener called
 * `preventDefault()` on a cancelable event (the caller then skips the default action).
 */
export function emit<K extends ShopEventName>(target: EventTarget, name: K, detail: ShopEventDetails[K]): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) }),
  );
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-navigate': CustomEvent<ShopEventDetails['shop-navigate']>;
    'shop-cart-change': CustomEvent<ShopEventDetails['shop-cart-change']>;
    'shop-cart-add': CustomEvent<ShopEventDetails['shop-cart-add']>;
    'shop-login-required': CustomEvent<ShopEventDetails['shop-login-required']>;
    'shop-login': CustomEvent<ShopEventDetails['shop-login']>;
    'shop-logout': CustomEvent<ShopEventDetails['shop-logout']>;
    'shop-order-create': CustomEvent<ShopEventDetails['shop-order-create']>;
    'shop-payment-start': CustomEvent<ShopEventDetails['shop-payment-start']>;
    'shop-error': CustomEvent<ShopEventDetails['shop-error']>;
  }
}
