/**
 * The public events (design: docs/spec/public-api.md, "Events"), one class per event in this folder. All
 * are `CustomEvent`s that bubble and are composed, dispatched on the element that caused them;
 * each is registered in `GlobalEventHandlersEventMap`, so `addEventListener('shop-cart-add', e => …)`
 * is typed.
 */
import { ShopCartAddEvent, type ShopCartAddDetail } from './shop-cart-add.js';
import { ShopCartChangeEvent, type ShopCartChangeDetail } from './shop-cart-change.js';
import { ShopCartRemoveEvent, type ShopCartRemoveDetail } from './shop-cart-remove.js';
import { ShopCartRestoreEvent, type ShopCartRestoreDetail } from './shop-cart-restore.js';
import { ShopErrorEvent, type ShopErrorDetail } from './shop-error.js';
import { ShopLoginRequiredEvent, type ShopLoginRequiredDetail } from './shop-login-required.js';
import { ShopLoginEvent, type ShopLoginDetail } from './shop-login.js';
import { ShopLogoutEvent, type ShopLogoutDetail } from './shop-logout.js';
import { ShopNavigateEvent, type ShopNavigateDetail } from './shop-navigate.js';
import { ShopOrderCreateEvent, type ShopOrderCreateDetail } from './shop-order-create.js';
import { ShopPaymentStartEvent, type ShopPaymentStartDetail } from './shop-payment-start.js';
import { ShopViewItemListEvent, type ShopViewItemListDetail } from './shop-view-item-list.js';
import { ShopViewItemEvent, type ShopViewItemDetail } from './shop-view-item.js';
import { ShopBeginCheckoutEvent, type ShopBeginCheckoutDetail } from './shop-begin-checkout.js';
import { ShopPurchaseEvent, type ShopPurchaseDetail } from './shop-purchase.js';
import { heldEvents } from './held-events.js';

export * from './shop-cart-add.js';
export * from './shop-cart-change.js';
export * from './shop-cart-remove.js';
export * from './shop-cart-restore.js';
export * from './shop-error.js';
export * from './shop-login-required.js';
export * from './shop-login.js';
export * from './shop-logout.js';
export * from './shop-navigate.js';
export * from './shop-order-create.js';
export * from './shop-payment-start.js';
export * from './shop-view-item-list.js';
export * from './shop-view-item.js';
export * from './shop-begin-checkout.js';
export * from './shop-purchase.js';

/** The `detail` of every shop event, by event name. */
export interface ShopEventDetails {
  'shop-navigate': ShopNavigateDetail;
  'shop-cart-change': ShopCartChangeDetail;
  'shop-cart-add': ShopCartAddDetail;
  'shop-cart-remove': ShopCartRemoveDetail;
  'shop-cart-restore': ShopCartRestoreDetail;
  'shop-login-required': ShopLoginRequiredDetail;
  'shop-login': ShopLoginDetail;
  'shop-logout': ShopLogoutDetail;
  'shop-order-create': ShopOrderCreateDetail;
  'shop-payment-start': ShopPaymentStartDetail;
  'shop-error': ShopErrorDetail;
  'shop-view-item-list': ShopViewItemListDetail;
  'shop-view-item': ShopViewItemDetail;
  'shop-begin-checkout': ShopBeginCheckoutDetail;
  'shop-purchase': ShopPurchaseDetail;
}

export type ShopEventName = keyof ShopEventDetails;

const EVENTS: { [K in ShopEventName]: new (detail: ShopEventDetails[K]) => CustomEvent<ShopEventDetails[K]> } = {
  'shop-navigate': ShopNavigateEvent,
  'shop-cart-change': ShopCartChangeEvent,
  'shop-cart-add': ShopCartAddEvent,
  'shop-cart-remove': ShopCartRemoveEvent,
  'shop-cart-restore': ShopCartRestoreEvent,
  'shop-login-required': ShopLoginRequiredEvent,
  'shop-login': ShopLoginEvent,
  'shop-logout': ShopLogoutEvent,
  'shop-order-create': ShopOrderCreateEvent,
  'shop-payment-start': ShopPaymentStartEvent,
  'shop-error': ShopErrorEvent,
  'shop-view-item-list': ShopViewItemListEvent,
  'shop-view-item': ShopViewItemEvent,
  'shop-begin-checkout': ShopBeginCheckoutEvent,
  'shop-purchase': ShopPurchaseEvent,
};

/**
 * Dispatches the shop event `name` on `target`. Returns false when a listener called
 * `preventDefault()` on a cancelable event (the caller then skips the default action).
 */
export function emit<K extends ShopEventName>(target: EventTarget, name: K, detail: ShopEventDetails[K]): boolean {
  const EventClass = EVENTS[name] as new (detail: ShopEventDetails[K]) => CustomEvent<ShopEventDetails[K]>;
  const event = new EventClass(detail);
  heldEvents.list?.push(event);
  return target.dispatchEvent(event);
}
