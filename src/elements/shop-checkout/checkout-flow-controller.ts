/**
 * The order and payment flow of `<shop-checkout>`, in one reactive controller (as Material Web's
 * `labs/behaviors/` keep a behaviour out of the element): where the checkout is (./checkout-state.ts),
 * the order it holds and the cart that order was made of, `POST /orders` sent once and never again
 * automatically (./pending-order.ts: one tab at a time, a lost answer looked for among the buyer's
 * orders), the order of this cart that another tab made or that a reload finds still pending, and
 * the start of the payment (`POST /payments/initialize`, then the payment form: ./payment-form.ts),
 * which "Try payment again" starts again for the same order. The element keeps the form, its
 * messages and the lines the platform refused.
 *
 * Spec: docs/spec/storefront-api.md, "Order create request/response", "Payment initialize
 * request/response", "Buyer pages" (`GET /me/orders`). Design: docs/spec/public-api.md, "Cart,
 * login, checkout".
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { StorefrontError } from '../../api/errors.js';
import type { Cart } from '../../api/readers/cart.js';
import type { OrderCreateRequest, OrderCreated } from '../../api/readers/order.js';
import { emit } from '../../events/index.js';
import type { Language } from '../../i18n/i18n.js';
import type { Shop } from '../../state/shop.js';
import { type CheckoutState, type OrderNote, IDLE, formFailure, holding, noteOf, orderOf, settled } from './checkout-state.js';
import { startPayment, submitPaymentForm } from './payment-form.js';
import { type OrderMessage, cartSignature, placeOrder, readRecord, stillPending, watchOtherTabOrders, writeRecord } from './pending-order.js';

/** What the flow needs of its element: the shop and the UI language. */
export interface CheckoutFlowOptions {
  shop: () => Shop | undefined;
  language: () => Language;
}

/** What a click on "Place order" came to, for the element's messages (the state says the rest). */
export type PlaceResult =
  /** An order was made, found or continued; its payment was started unless it was found after a lost answer. */
  | { kind: 'placed' }
  /** The outcome of `POST /orders` is unknown (and the buyer's orders could not be read): the form's alert says so. */
  | { kind: 'unknown' }
  /** No order was made (a refusal such as 422): the element shows `error` where it belongs, then calls `fail`. */
  | { kind: 'refused'; error: unknown };

/** The checkout's order and payment (see the module comment). */
export class CheckoutFlowController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: CheckoutFlowOptions;
  #state: CheckoutState = IDLE;
  /** Signature of the cart the held order was made of. */
  #orderCart: string | null = null;
  /** This tab's stored order was looked at (once the cart is read). */
  #restoreChecked = false;
  #channel: BroadcastChannel | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: CheckoutFlowOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Where the checkout is: the phase, the order it holds, the last failure. */
  get state(): CheckoutState {
    return this.#state;
  }

  /** The order held (waiting for its payment, or being paid), if any. */
  get order(): OrderCreated | null {
    return orderOf(this.#state);
  }

  /** True when nothing is in flight: the buyer may act. */
  get settled(): boolean {
    return settled(this.#state);
  }

  readonly #onPageShow = (e: PageTransitionEvent) => {
    // Back from the payment page through the back/forward cache: allow "Try payment again".
    const c = this.#state;
    if (e.persisted && c.phase === 'redirecting') this.#set({ phase: 'idle', order: c.order, note: 'waiting' });
  };

  hostConnected(): void {
    window.addEventListener('pageshow', this.#onPageShow);
  }

  hostDisconnected(): void {
    window.removeEventListener('pageshow', this.#onPageShow);
    this.#channel?.close();
    this.#channel = null;
  }

  /**
   * Keeps the held order in step with the cart (call it before each render): this tab's stored
   * order of the same cart comes back once (a page loaded again) while the platform still waits
   * for its payment, an order another tab makes of the same cart is held too, and an order whose
   * cart changed since is set aside (it stays pending on the platform; the buyer places a new one).
   */
  follow(shop: Shop): void {
    this.#channel ??= watchOtherTabOrders(
      shop.siteKey,
      () => this.order?.order_id,
      () => this.#userId(),
      (m) => this.#otherTabOrder(m),
    );
    const cart = shop.session.loggedIn ? shop.cart.value.cart : null;
    if (!cart || !settled(this.#state)) return;
    const signature = cartSignature(cart);
    if (!this.#restoreChecked) {
      this.#restoreChecked = true;
      const record = readRecord(shop);
      const user = this.#userId();
      const order = record?.order;
      if (!this.order && order && record.cart === signature && (record.user_id === null || user === null || record.user_id === user)) {
        // Held only while the platform still waits for its payment (paid meanwhile, in another tab or on another visit: a new order).
        stillPending(shop.client, order.order_id).then(
          (pending) => {
            const now = this.#options.shop()?.cart.value.cart;
            if (pending && !this.order && settled(this.#state) && now && cartSignature(now) === signature) this.#hold(order, signature, 'waiting');
          },
          () => {
            /* unknown: "Place order" checks again before sending */
          },
        );
      }
    }
    if (this.order && this.#orderCart !== null && this.#orderCart !== signature) this.#hold(null, null, null);
  }

  /** A click on the order button: the last failure is cleared (the order held stays). Returns false while something is in flight. */
  begin(): boolean {
    if (!settled(this.#state)) return false;
    this.#set({ phase: 'idle', order: this.order, note: noteOf(this.#state) });
    return true;
  }

  /** A failure of the form step, in the form's alert (`other`: messages that match no field); the order held stays. */
  fail(error: unknown, other: readonly string[] = [], outcomeUnknown = false): void {
    this.#set(formFailure(this.#state, error, other, outcomeUnknown));
  }

  /**
   * Places the order of `cart` (`body`), never twice (./pending-order.ts), then starts its payment
   * to `redirect` unless the order was found after a lost answer (the buyer clicks again to pay).
   * Emits `shop-order-create` for an order made here (and tells the other tabs), `shop-error`
   * for each failure.
   */
  async place(cart: Cart, body: OrderCreateRequest, redirect: string): Promise<PlaceResult> {
    const shop = this.#options.shop();
    if (!shop || !settled(this.#state)) return { kind: 'refused', error: null };
    this.#set({ phase: 'ordering' });
    const signature = cartSignature(cart);
    const placed = await placeOrder(shop, cart, body, this.#userId(), (error) => this.#report(error));
    if (placed.kind === 'unknown') {
      this.fail(placed.error, [], true);
      return { kind: 'unknown' };
    }
    if (placed.kind === 'failed') return { kind: 'refused', error: placed.error };
    this.#set(IDLE);
    this.#adopt(placed.order, signature, placed.kind === 'found' ? 'found' : placed.kind === 'waiting' ? 'waiting' : null);
    // An order made now, or one another tab made of this cart (still waiting): the buyer asked to pay.
    if (placed.kind !== 'found') await this.pay(placed.order, redirect);
    return { kind: 'placed' };
  }

  /**
   * `POST /payments/initialize` for `order`, then the payment form's post (unless a
   * `shop-payment-start` handler prevents it). A failure is the payment step's ("Try payment
   * again"); an order that cannot be paid (403, 404, a 422 on `order_id`) is set aside.
   */
  async pay(order: OrderCreated, redirect: string): Promise<void> {
    const shop = this.#options.shop();
    if (!shop) return;
    const note = noteOf(this.#state);
    const failed = (error: unknown): CheckoutState => ({ phase: 'failed', step: 'payment', error, other: [], outcomeUnknown: false, order, note });
    this.#set({ phase: 'paying', order, note });
    try {
      const start = await startPayment(shop, order.order_id, redirect, this.#options.language());
      if (start.kind === 'refused') {
        this.#set(failed(start.message));
        return;
      }
      this.#set({ phase: 'redirecting', order, note });
      const { action, fields, method } = start;
      if (emit(this.#host, 'shop-payment-start', { order_id: order.order_id, action, fields })) submitPaymentForm(action, fields, method);
    } catch (error) {
      this.#report(error);
      if (error instanceof StorefrontError && (error.status === 403 || error.status === 404 || (error.status === 422 && error.errors.order_id))) {
        // This order cannot be paid (no longer pending, gone, not this buyer's): set it aside.
        this.#orderCart = null;
        writeRecord(shop, null);
        this.#set(formFailure(IDLE, error));
        return;
      }
      this.#set(failed(error));
    }
  }

  /** "Place a new order instead": the waiting order stays pending on the platform, and this tab forgets it. */
  newOrder(): void {
    if (!settled(this.#state)) return;
    this.#orderCart = null;
    this.#set(IDLE);
    const shop = this.#options.shop();
    if (shop) writeRecord(shop, null);
  }

  #set(state: CheckoutState): void {
    this.#state = state;
    this.#host.requestUpdate();
  }

  #report(error: unknown): void {
    this.#options.shop()?.reportError(this.#host, error, this.#host.localName);
  }

  /** The buyer's id when known. */
  #userId(): number | null {
    return this.#options.shop()?.session.value.user?.user_id ?? null;
  }

  /** Another tab placed the order of `m.cart`: the same cart here holds it ("Continue to payment"). */
  #otherTabOrder(m: OrderMessage): void {
    const cart = this.#options.shop()?.cart.value.cart;
    if (this.order || !settled(this.#state) || !cart || cartSignature(cart) !== m.cart) return;
    this.#hold({ order_id: m.order_id, price: m.price }, m.cart, 'otherTab');
  }

  /** Holds `order`, made of the cart `signature`; null lets go of the held one (it stays pending on the platform). */
  #hold(order: OrderCreated | null, signature: string | null, note: OrderNote | null): void {
    this.#orderCart = signature;
    this.#set(holding(this.#state, order, note));
  }

  /** `order` is this checkout's order (kept by `placeOrder` for every tab; a new one announced to the page and the other tabs). */
  #adopt(order: OrderCreated, signature: string, note: OrderNote | null): void {
    this.#hold(order, signature, note);
    if (note === 'waiting') return;
    emit(this.#host, 'shop-order-create', { order_id: order.order_id, price: order.price });
    this.#channel?.postMessage({
      type: 'order-created',
      cart: signature,
      order_id: order.order_id,
      price: order.price,
      user_id: this.#userId(),
    } satisfies OrderMessage);
  }
}
