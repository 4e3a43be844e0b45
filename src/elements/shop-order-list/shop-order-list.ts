import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { OrderSummary } from '../../api/readers/buyer.js';
import { BuyerElement, PayController, amount, buyerStrings, buyerStyles, dateText, statusBadge } from '../../ui/buyer.js';
import { cardLink, cardStyles } from '../../ui/card.js';
import { authorHref } from '../../ui/navigation.js';
import { PagerController, pagerStyles } from '../../ui/pager.js';
import { checkInteger, checkSiteUrl, problems, readInteger, type ConfigProblem } from '../../ui/config-error.js';
import { MAX_LIMIT } from '../../ui/list-filters.js';
import { emptyTemplate } from '../../ui/status.js';
import { baseStyles } from '../../ui/styles.js';
import { strings } from './strings.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';

/**
 * The buyer's orders (newest first in the sandbox): order number, goods, date, status (a pill
 * coloured by its meaning) and amount, with pagination. An order that waits for its payment
 * (`pending`) offers "Continue to payment": `POST /payments/initialize` for that order, then the
 * payment form post, as the checkout does (its code is loaded on the first click); the buyer
 * comes back to `redirect-url`, else to this page. Needs a logged-in buyer: without one it asks
 * for login once and shows a log-in prompt.
 *
 * Spec: docs/spec/storefront-api.md, "Buyer pages" (`GET /me/orders` → `orders.data[]`). Design:
 * docs/spec/public-api.md, "Buyer pages and boards".
 *
 * @element shop-order-list
 * @fires {ShopNavigateEvent} shop-navigate - `{ href, kind: 'order', id: order_id }`, cancelable. Without `order-href`, activating an
 *   order emits it with `href: null` and does nothing else; with one, the order number is a real link and
 *   cancelling the event keeps the browser from following it.
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in (once).
 * @fires {ShopPaymentStartEvent} shop-payment-start - `{ order_id, action, fields }`, cancelable, before the payment form of an unpaid order is
 *   submitted. Default: submit it.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the orders could not be read, or a payment could not start.
 * @csspart orders - The list of orders.
 * @csspart order - One order.
 * @csspart card-link - The order number, a link that covers the row.
 * @csspart title - The order number's heading.
 * @csspart goods - The goods' name.
 * @csspart date - The order date.
 * @csspart badge - The status pill (also `status`, and `status-<tone>` by its meaning: `status-waiting` (awaiting payment, a request under
 *   way), `status-active` (paid), `status-shipped` (delivered), `status-done` (purchase confirmed), `status-closed` (cancelled, refunded),
 *   `status-neutral`).
 * @csspart price - The amount.
 * @csspart pagination - The pager (`page-button`, `previous`, `next`, `page-status` inside).
 * @csspart pay-button - "Continue to payment" of an unpaid order (also `button`).
 * @csspart button - Every button.
 * @csspart login-prompt - The log-in prompt; `login-button` inside.
 * @csspart loading - The loading state.
 * @csspart empty - The "no orders" notice.
 * @csspart error - An error alert (also `forbidden`, `not-found`).
 */
export class ShopOrderList extends BuyerElement {
  protected static override shopOptions = { showsPrices: true };
  static override styles = [baseStyles, cardStyles, buyerStyles, pagerStyles];

  /** URL template of an order page, e.g. `/order.html?id={order_id}`. */
  @property({ attribute: 'order-href' }) orderHref: string | null = null;
  /**
   * Page shown, 1-based. (No initial value: one would make Lit reflect the attribute's reading
   * back, and `page="first"` would become `page="NaN"`.)
   */
  @property({ type: Number, reflect: true }) page?: number | null;
  /**
   * Where the buyer comes back after paying an unpaid order (the payment's `redirect_url`): an
   * address on this site, e.g. `/payment-result.html`. Default: this page.
   */
  @property({ attribute: 'redirect-url' }) redirectUrl: string | null = null;
  /** Orders per page (the platform's default when unset). */
  @property({ type: Number }) limit: number | null = null;

  readonly #pager = new PagerController(this, { get: () => this.page, set: (page) => (this.page = page), limit: () => this.limit });

  readonly #pay = new PayController(this, {
    shop: () => this.shop,
    language: () => this.language,
    redirectUrl: () => this.redirectUrl,
    load: () => import('./pay-order.js'),
  });

  readonly #task = this.buyerTask(
    (shop, signal) => shop.client.myOrders({ page: this.#pager.page, limit: readInteger(this.limit, 1, MAX_LIMIT) }, signal),
    () => [this.#pager.page, this.limit],
  );

  /** `page`, `limit` (1–100) and `redirect-url` as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkInteger(this, 'page', 1), checkInteger(this, 'limit', 1, MAX_LIMIT), checkSiteUrl(this, 'redirect-url', '/payment-result.html'));
  }

  override render() {
    const lang = this.language;
    const list = this.shop?.session.loggedIn ? this.#task.value : undefined;
    return html`${this.renderBuyer(this.#task, {
      isEmpty: (p) => !p?.items.length,
      empty: () => (list && this.#pager.isPastEnd(list) ? this.#pager.renderPastEnd(list, lang) : emptyTemplate(strings(lang, 'empty'))),
      complete: (p) =>
        html`<ul part="orders" aria-label=${strings(lang, 'orders')}>
          ${p.items.map((o) => this.#row(o))}
        </ul>`,
    })}
    ${this.#pager.render(list, lang)}`;
  }

  #row(o: OrderSummary): TemplateResult {
    const lang = this.language;
    return html`<li class="row" part="order">
      <h3 part="title" id="o${o.order_id}">
        ${cardLink({
          href: authorHref(this, 'order-href', this.orderHref, { order_id: o.order_id }),
          title: buyerStrings(lang, 'order', { id: o.order_id }),
          activate: (href) => this.emit('shop-navigate', { href, kind: 'order', id: o.order_id }),
        })}
      </h3>
      ${o.title ? html`<span part="goods">${o.title}</span>` : nothing}
      <span class="meta">
        <span part="date">${dateText(o.created_at, lang, this.timeZone)}</span>
        ${statusBadge(lang, 's', o.status)}
        <strong part="price">${amount(o.price, o.currency ?? this.shop?.currency ?? DEFAULT_CURRENCY, lang)}</strong>
      </span>
      ${this.#pay.render(o, `o${o.order_id}`)}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-order-list': ShopOrderList;
  }
}
