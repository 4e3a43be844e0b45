import { css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { ShopElement } from '../../ui/shop-element.js';
import { baseStyles } from '../../ui/styles.js';
import { strings } from './strings.js';

/** What the page URL says about the payment. */
export type PaymentOutcome =
  | { kind: 'success'; order_id: string | null }
  | { kind: 'failure'; order_id: string | null; error: string | null }
  | { kind: 'none' };

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

/**
 * The payment result page: reads `pay_success`, `order_id` and `error` from the page URL (where
 * the payment page sends the buyer back) and shows the outcome. On success the cart is re-read,
 * since the platform empties the ordered lines.
 *
 * Spec: storefront-api.md, "States and transitions" and "Events" (the redirect with
 * `pay_success`, `order_id`, `error`). Design: public-api.md, "Cart, login, checkout".
 *
 * @element shop-payment-result
 * @slot - Anything to show below the outcome (links to the orders page, back to the shop…).
 * @csspart result - The outcome box (also `success`, `failure` or `none`).
 * @csspart title - "Payment complete" / "Payment failed".
 * @csspart message - The explanation.
 * @csspart order-number - The order number.
 */
export class ShopPaymentResult extends ShopElement {
  static override styles = [
    baseStyles,
    css`
      [part~='result'] {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: calc(var(--_space) * 2);
        background: var(--_surface);
      }
      [part~='title'] {
        font-size: 1.25em;
        font-weight: 700;
        margin: 0 0 var(--_space);
      }
      [part~='success'] [part~='title'] {
        color: var(--_success);
      }
      [part~='failure'] [part~='title'] {
        color: var(--_danger);
      }
      p {
        margin-block: calc(var(--_space) / 2);
      }
    `,
  ];

  /** The outcome read from the page URL when connected. */
  @state() private outcome: PaymentOutcome = { kind: 'none' };

  #cartRefreshed = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.outcome = readPaymentOutcome(location.search);
  }

  protected override updated(): void {
    if (this.outcome.kind === 'success' && this.shop && !this.#cartRefreshed) {
      this.#cartRefreshed = true;
      void this.shop.cart.refresh();
    }
  }

  override render() {
    const lang = this.language;
    const o = this.outcome;
    const orderNumber = o.kind !== 'none' && o.order_id
      ? html`<p part="order-number">${strings(lang, 'orderNumber', { order_id: o.order_id })}</p>`
      : nothing;
    let box;
    if (o.kind === 'success') {
      box = html`<div role="status" part="result success">
        <p part="title">${strings(lang, 'complete')}</p>
        <p part="message">${strings(lang, 'thanks')}</p>
        ${orderNumber}
      </div>`;
    } else if (o.kind === 'failure') {
      const known = o.error === 'user_cancel' ? 'cancelled' : o.error === 'card_declined' ? 'declined' : 'generic';
      box = html`<div role="alert" part="result failure">
        <p part="title">${strings(lang, 'failed')}</p>
        <p part="message">${strings(lang, known)}</p>
        ${orderNumber}
        ${known === 'generic' && o.error ? html`<p class="muted">${strings(lang, 'errorCode', { code: o.error })}</p>` : nothing}
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
