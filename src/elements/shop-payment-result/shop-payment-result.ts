import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { StorefrontError } from '../../api/errors.js';
import type { LineItem, OrderInfo } from '../../api/readers/buyer.js';
import { formatPrice } from '../../i18n/i18n.js';
import { ShopElement } from '../../ui/shop-element.js';
import { authorHref, navLink, siteHref } from '../../ui/navigation.js';
import { strings } from './strings.js';
import { styles } from './shop-payment-result.styles.js';

/** What the page URL says about the payment. */
export type PaymentOutcome =
  { kind: 'success'; order_id: string | null } | { kind: 'failure'; order_id: string | null; error: string | null } | { kind: 'none' };

/**
 * Reads `pay_success`, `order_id` and `error` from a query string. Only plain values are kept:
 * an `order_id` of digits, an `error` code of letters, digits, `_`, `-`, `.` (anything else
 * becomes null and is described generically).
 */
export function readPaymentOutcome(search: string): PaymentOutcome {
  const params = new URLSearchParams(search);
  const pay = params.get('pay_success')?.trim().toLowerCase();
  const id = params.get('order_id')?.trim() ?? '';
  const order_id = /^\d{1,20}$/.test(id) ? id : null;
  if (pay === 'true' || pay === '1') return { kind: 'success', order_id };
  if (pay === 'false' || pay === '0') {
    const code = params.get('error')?.trim() ?? '';
    return { kind: 'failure', order_id, error: /^[\w.-]{1,40}$/.test(code) ? code : null };
  }
  return { kind: 'none' };
}

/** Order statuses that mean the order was paid (besides a set `paid_at`). */
const PAID_STATUSES = new Set(['paid', 'delivered', 'completed', 'confirmed', 'shipped']);

/** True when the order read from the platform is paid: `paid_at` set, or a paid status. */
export function orderIsPaid(order: Pick<OrderInfo, 'status' | 'paid_at'>): boolean {
  return !!order.paid_at || PAID_STATUSES.has((order.status ?? '').toLowerCase());
}

/** What the platform says about the order of a `pay_success=true` URL. */
type Check = 'idle' | 'checking' | 'paid' | 'pending' | 'missing' | 'unread';

/** Most order ids kept as told (`shop-purchase`) on this device, per site key; the oldest go first. */
const TOLD_KEPT = 50;

/**
 * Records that `shop-purchase` was told for `order_id` on this device (`localStorage`, key
 * `shop-elements:purchases:<site-key>`: a JSON array of order ids). False when it already was.
 * Without a usable `localStorage` (blocked, full), every id counts as new: the element itself
 * still tells it once per page.
 */
export function firstPurchaseTell(siteKey: string, order_id: number): boolean {
  const key = `shop-elements:purchases:${siteKey}`;
  try {
    const told: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    const ids = Array.isArray(told) ? told : [];
    if (ids.includes(order_id)) return false;
    localStorage.setItem(key, JSON.stringify([...ids, order_id].slice(-TOLD_KEPT)));
  } catch {
    // No storage: tell it.
  }
  return true;
}

/**
 * The payment result page: reads `pay_success`, `order_id` and `error` from the page URL (where
 * the payment page sends the buyer back) and shows the outcome. The URL alone is never taken as
 * proof of payment: with a buyer logged in, `pay_success=true` is confirmed by reading the order
 * (`GET /me/orders/{order_id}`, paid when `paid_at` is set or its status is `paid`,
 * `delivered`, `completed`, `confirmed` or `shipped`) before "Payment complete" is shown; a
 * pending order is "not confirmed yet", an order that is not the buyer's (403/404) "could not be
 * confirmed", and a failed read offers "Check again". Without a buyer, it says that the payment
 * page reports a payment, worded as such. On success the cart is re-read, since the platform
 * empties the ordered lines.
 *
 * A confirmed payment shows the order as the platform has it: its lines
 * (`GET /me/orders/{order_id}/details`; left out when they cannot be read), its total and its
 * receiver (when it has an address), a link to the order (`order-href`) and what happens next. A
 * cancelled payment (`error=user_cancel`) is said neutrally, with "Back to checkout"; a failed one
 * offers "Try again": both lead to `checkout-href`, where the order waits for its payment.
 *
 * Spec: docs/spec/storefront-api.md, "States and transitions" and "Events" (the redirect with
 * `pay_success`, `order_id`, `error`). Design: docs/spec/public-api.md, "Cart, login, checkout".
 *
 * @element shop-payment-result
 * @fires {ShopNavigateEvent} shop-navigate - `{ href, kind: 'checkout', id: null }` ("Back to checkout", "Try again") or
 *   `{ href, kind: 'order', id: order_id }` ("View your order"), cancelable. Without `checkout-href` / `order-href` they are buttons that
 *   only emit it (`href: null`).
 * @fires {ShopPurchaseEvent} shop-purchase - `{ order_id, value, currency }` when it shows a paid order (confirmed: the order's payable
 *   amount, major unit; reported by the URL without a buyer: `value` and `currency` null). Once per order id on this device: the ids
 *   told are kept in `localStorage` (`shop-elements:purchases:<site-key>`, the last 50), so a reload tells nothing.
 * @slot - Anything to show below the outcome (links to the orders page, back to the shop…).
 * @csspart result - The outcome box (also `success`, `checking`, `pending`, `unconfirmed`, `reported`, `failure`, `cancelled` or `none`).
 * @csspart title - "Payment complete" / "Payment not confirmed yet" / "Payment could not be confirmed" / "Payment reported" / "Payment failed" / "Payment cancelled".
 * @csspart message - The explanation.
 * @csspart order-number - The order number.
 * @csspart check-button - "Check again" (when the order could not be read, or is not paid yet).
 * @csspart items - The paid order's lines (each a `item`).
 * @csspart item - One line: name, option, quantity and amount.
 * @csspart total - The paid order's total (also `shipping`: its shipping, when there is one).
 * @csspart receiver - Where the order is shipped (name, address, postal code).
 * @csspart next - What happens next.
 * @csspart order-link - "View your order" (a link with `order-href`, else a button).
 * @csspart checkout-link - "Back to checkout" (cancelled) or "Try again" (failed): a link with `checkout-href`, else a button.
 * @csspart button - Every button.
 */
export class ShopPaymentResult extends ShopElement {
  static override styles = styles;

  /** The checkout page ("Back to checkout", "Try again"), e.g. `/checkout.html`. */
  @property({ attribute: 'checkout-href' }) checkoutHref: string | null = null;
  /** URL template of an order page, e.g. `/order.html?id={order_id}` ("View your order"). */
  @property({ attribute: 'order-href' }) orderHref: string | null = null;

  /** The outcome read from the page URL when connected. */
  @state() private outcome: PaymentOutcome = { kind: 'none' };
  /** The platform's word on the order of a success URL. */
  @state() private check: Check = 'idle';

  #cartRefreshed = false;
  /** The order read when confirming, for `shop-purchase`'s value. */
  #order: OrderInfo | null = null;
  /** The paid order's lines (null until read, or when they cannot be). */
  @state() private lines: LineItem[] | null = null;
  /** `shop-purchase` was considered for this page's order. */
  #purchaseTold = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.outcome = readPaymentOutcome(location.search);
    this.check = 'idle';
    this.#purchaseTold = false;
  }

  protected override updated(): void {
    if (this.outcome.kind === 'success' && this.shop && !this.#cartRefreshed) {
      this.#cartRefreshed = true;
      void this.shop.cart.refresh();
    }
    if (this.check === 'idle' && this.#confirmable()) void this.#confirm();
    this.#tellPurchase();
  }

  /**
   * `shop-purchase` once the page shows a paid order: confirmed by the order read (`value` and
   * `currency` from it), or reported by the URL when no buyer is logged in to confirm it with
   * (`value` and `currency` null). Once per order id on this device (see {@link firstPurchaseTell}).
   */
  #tellPurchase(): void {
    const o = this.outcome;
    const shop = this.shop;
    if (this.#purchaseTold || o.kind !== 'success' || !o.order_id || !shop || (this.#confirmable() && this.check !== 'paid')) return;
    this.#purchaseTold = true;
    const order_id = Number(o.order_id);
    const price = this.#order?.price ?? null;
    if (firstPurchaseTell(shop.siteKey, order_id))
      this.emit('shop-purchase', { order_id, value: price, currency: price === null ? null : (this.#order?.currency ?? shop.currency) });
  }

  /** A success URL with an order id, and a buyer to read it as. */
  #confirmable(): boolean {
    return this.outcome.kind === 'success' && !!this.outcome.order_id && !!this.shop?.session.loggedIn;
  }

  /** Reads the order (`GET /me/orders/{order_id}`, never from the cache). */
  async #confirm(): Promise<void> {
    const shop = this.shop;
    const o = this.outcome;
    if (!shop || o.kind !== 'success' || !o.order_id || this.check === 'checking') return;
    this.check = 'checking';
    const order_id = Number(o.order_id);
    shop.client.transport.invalidate(`/me/orders/${order_id}`);
    try {
      this.#order = await shop.client.myOrder(order_id);
      this.check = orderIsPaid(this.#order) ? 'paid' : 'pending';
      if (this.check === 'paid') void this.#readLines(order_id);
    } catch (error) {
      this.check = error instanceof StorefrontError && (error.status === 403 || error.status === 404) ? 'missing' : 'unread';
      if (this.check === 'unread') this.reportError(error);
    }
  }

  /** The paid order's lines (`GET /me/orders/{order_id}/details`); left out when they cannot be read. */
  async #readLines(order_id: number): Promise<void> {
    try {
      this.lines = (await this.shop!.client.myOrderDetails(order_id)) ?? null;
    } catch (error) {
      this.reportError(error);
    }
  }

  /** The confirmed order: lines, total, receiver, the link to it and what happens next. */
  #paidTemplate(order_id: number): TemplateResult {
    const lang = this.language;
    const o = this.#order;
    const currency = o?.currency ?? this.shop?.currency ?? 'KRW';
    const r = o?.receiver;
    const address = r?.address ? [r.postal_code && `(${r.postal_code})`, r.address, r.address_detailed].filter(Boolean).join(' ') : '';
    return html`${
        this.lines?.length
          ? html`<ul part="items" aria-label=${strings(lang, 'items')}>
              ${this.lines.map(
                (l) =>
                  html`<li part="item">
                    <span>${l.title}${l.subtitle ? html` <span class="muted">${l.subtitle}</span>` : nothing} × ${l.quantity}</span>
                    ${l.price === null ? nothing : html`<span>${formatPrice(l.price, currency, lang)}</span>`}
                  </li>`,
              )}
            </ul>`
          : nothing
      }
      ${o?.shipping_price ? html`<p part="total shipping"><span>${strings(lang, 'shipping')}</span> <span>${formatPrice(o.shipping_price, currency, lang)}</span></p>` : nothing}
      ${o?.price != null ? html`<p part="total"><span>${strings(lang, 'total')}</span> <strong>${formatPrice(o.price, currency, lang)}</strong></p>` : nothing}
      ${address ? html`<p part="receiver"><span class="muted">${strings(lang, 'shipTo')}</span><br />${r?.receiver_name ?? ''}<br />${address}</p>` : nothing}
      <p part="next">${strings(lang, 'next')}</p>
      ${navLink({
        host: this,
        href: authorHref(this, 'order-href', this.orderHref, { order_id }),
        kind: 'order',
        id: order_id,
        part: 'button order-link',
        className: 'button primary',
        content: strings(lang, 'viewOrder'),
      })}`;
  }

  /** "Back to checkout" / "Try again": to `checkout-href`, else `shop-navigate` kind `checkout`. */
  #checkoutLink(key: 'backToCheckout' | 'tryAgain'): TemplateResult {
    return navLink({
      host: this,
      href: siteHref(this, 'checkout-href', this.checkoutHref),
      kind: 'checkout',
      part: 'button checkout-link',
      className: 'button primary',
      content: strings(this.language, key),
    });
  }

  override render() {
    const lang = this.language;
    const o = this.outcome;
    const orderNumber = o.kind !== 'none' && o.order_id ? html`<p part="order-number">${strings(lang, 'orderNumber', { order_id: o.order_id })}</p>` : nothing;
    const checkAgain = html`<button type="button" part="button check-button" @click=${() => void this.#confirm()}>${strings(lang, 'checkAgain')}</button>`;
    let box;
    if (o.kind === 'success' && !this.#confirmable()) {
      // Nothing to confirm with: say what the URL says, as the payment page's report.
      box = html`<div role="status" part="result reported">
        <p part="title">${strings(lang, 'reported')}</p>
        <p part="message">${strings(lang, 'reportedText')}</p>
        ${orderNumber}
      </div>`;
    } else if (o.kind === 'success' && (this.check === 'idle' || this.check === 'checking')) {
      box = html`<div role="status" part="result checking" aria-busy="true">
        <p part="message">${strings(lang, 'checking')}</p>
      </div>`;
    } else if (o.kind === 'success' && this.check === 'paid') {
      box = html`<div role="status" part="result success">
        <p part="title">${strings(lang, 'complete')}</p>
        <p part="message">${strings(lang, 'thanks')}</p>
        ${orderNumber} ${this.#paidTemplate(Number(o.order_id))}
      </div>`;
    } else if (o.kind === 'success' && this.check === 'pending') {
      box = html`<div role="status" part="result pending">
        <p part="title">${strings(lang, 'notPaid')}</p>
        <p part="message">${strings(lang, 'notPaidText', { order_id: o.order_id ?? '' })}</p>
        ${checkAgain}
      </div>`;
    } else if (o.kind === 'success') {
      box = html`<div role="alert" part="result unconfirmed">
        <p part="title">${strings(lang, 'unconfirmed')}</p>
        <p part="message">${strings(lang, this.check === 'missing' ? 'missingText' : 'unreadText', { order_id: o.order_id ?? '' })}</p>
        ${this.check === 'unread' ? checkAgain : nothing}
      </div>`;
    } else if (o.kind === 'failure' && o.error === 'user_cancel') {
      // The buyer chose it: said neutrally (a status, not an alert), with the way back.
      box = html`<div role="status" part="result cancelled">
        <p part="title">${strings(lang, 'cancelledTitle')}</p>
        <p part="message">${strings(lang, 'cancelled')}</p>
        ${orderNumber} ${this.#checkoutLink('backToCheckout')}
      </div>`;
    } else if (o.kind === 'failure') {
      const known = o.error === 'card_declined' ? 'declined' : 'generic';
      box = html`<div role="alert" part="result failure">
        <p part="title">${strings(lang, 'failed')}</p>
        <p part="message">${strings(lang, known)}</p>
        ${orderNumber} ${known === 'generic' && o.error ? html`<p class="muted">${strings(lang, 'errorCode', { code: o.error })}</p>` : nothing}
        ${this.#checkoutLink('tryAgain')}
      </div>`;
    } else {
      box = html`<div role="status" part="result none"><p part="message">${strings(lang, 'none')}</p></div>`;
    }
    return html`${box}<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-payment-result': ShopPaymentResult;
  }
}
