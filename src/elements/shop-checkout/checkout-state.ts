/**
 * Where `<shop-checkout>` is, as one union: its legal combinations of phase, order and failure
 * are the union's members, not implicit rules over separate fields.
 *
 * Spec: docs/spec/storefront-api.md, "Order create request/response" and "Payment initialize
 * request/response" (an order is created once, then its payment is started, possibly again).
 */
import type { OrderCreated } from '../../api/readers/order.js';

/**
 * Why an order is shown when this page's last click did not place it: found after a lost answer,
 * waiting for its payment, or just placed in another tab or window.
 */
export type OrderNote = 'found' | 'waiting' | 'otherTab';

/** The order the checkout holds (null: none yet, or set aside) and why it is shown. */
interface Held {
  order: OrderCreated | null;
  note: OrderNote | null;
}

export type CheckoutState =
  /** Waiting for the buyer: no order yet, or `order` waiting for its payment. */
  | ({ phase: 'idle' } & Held)
  /** `POST /orders` (and the reads of the buyer's orders around it) in flight. */
  | { phase: 'ordering' }
  /** `POST /payments/initialize` for `order` in flight. */
  | ({ phase: 'paying'; order: OrderCreated } & Pick<Held, 'note'>)
  /** The payment form was submitted (or the page's `shop-payment-start` handler took over). */
  | ({ phase: 'redirecting'; order: OrderCreated } & Pick<Held, 'note'>)
  /**
   * The last step failed: `form`, the order (or the login start, or the setup) with `error` in
   * the form's alert, `other` field messages that match no field, `outcomeUnknown` when the
   * order's outcome could not be checked; `payment`, the payment of `order` could not start
   * (an error, or a message string), and "Try payment again" starts it again.
   */
  | ({ phase: 'failed'; step: 'form' | 'payment'; error: unknown; other: readonly string[]; outcomeUnknown: boolean } & Held);

export const IDLE: CheckoutState = { phase: 'idle', order: null, note: null };

/** The order held in `state`, if any. */
export function orderOf(state: CheckoutState): OrderCreated | null {
  return 'order' in state ? state.order : null;
}

/** Why the order of `state` is shown, if it says. */
export function noteOf(state: CheckoutState): OrderNote | null {
  return 'note' in state ? state.note : null;
}

/** True when nothing is in flight (the buyer may act: idle, or after a failure). */
export function settled(state: CheckoutState): state is Extract<CheckoutState, { phase: 'idle' | 'failed' }> {
  return state.phase === 'idle' || state.phase === 'failed';
}

/** A failure of the `form` step (keeping the order held, if any). */
export function formFailure(state: CheckoutState, error: unknown, other: readonly string[] = [], outcomeUnknown = false): CheckoutState {
  return { phase: 'failed', step: 'form', error, other, outcomeUnknown, order: orderOf(state), note: noteOf(state) };
}

/** `state` holding `order` (null: none, or set aside) with `note`: a failure of the form stays shown, anything else becomes idle. */
export function holding(state: CheckoutState, order: OrderCreated | null, note: OrderNote | null): CheckoutState {
  return state.phase === 'failed' && state.step === 'form' ? { ...state, order, note } : { phase: 'idle', order, note };
}
