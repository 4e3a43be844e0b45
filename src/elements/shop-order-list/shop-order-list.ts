import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { OrderSummary } from '../../api/readers/buyer.js';
import { BuyerElement, amount, buyerStrings, buyerStyles, dateText, labelOf } from '../../ui/buyer.js';
import { cardLink, cardStyles } from '../../ui/card.js';
import { authorHref } from '../../ui/navigation.js';
import { PagerController, pagerStyles } from '../../ui/pager.js';
import { checkInteger, problems, readInteger, type ConfigProblem } from '../../ui/config-error.js';
import { MAX_LIMIT } from '../../ui/list-filters.js';
import { emptyTemplate } from '../../ui/status.js';
import { baseStyles } from '../../ui/styles.js';
import { strings } from './strings.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';

/**
 * The buyer's orders (newest first in the sandbox): order number, goods, date, status and amount,
 * with pagination. Needs a logged-in buyer: without one it asks for login once and shows a log-in
 * prompt.
 *
 * Spec: docs/spec/storefront-api.md, "Buyer pages" (`GET /me/orders` → `orders.data[]`). Design:
 * docs/spec/public-api.md, "Buyer pages and boards".
 *
 * @element shop-order-list
 * @fires {ShopNavigateEvent} shop-navigate - `{ href, kind: 'order', id: order_id }`, cancelable. Without `order-href`, activating an
 *   order emits it with `href: null` and does nothing else; with one, the order number is a real link and
 *   cancelling the event keeps the browser from following it.
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in (once).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the orders could not be read.
 * @csspart orders - The list of orders.
 * @csspart order - One order.
 * @csspart card-link - The order number, a link that covers the row.
 * @csspart title - The order number's heading.
 * @csspart goods - The goods' name.
 * @csspart date - The order date.
 * @csspart badge - The status badge (also `status`).
 * @csspart price - The amount.
 * @csspart pagination - The pager (`page-button`, `previous`, `next`, `page-status` inside).
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
  /** Page shown, 1-based. */
  @property({ type: Number, reflect: true }) page: number | null = null;
  /** Orders per page (the platform's default when unset). */
  @property({ type: Number }) limit: number | null = null;

  readonly #pager = new PagerController(this, { get: () => this.page, set: (page) => (this.page = page), limit: () => this.limit });

  readonly #task = this.buyerTask(
    (shop, signal) => shop.client.myOrders({ page: this.#pager.page, limit: readInteger(this.limit, 1, MAX_LIMIT) }, signal),
    () => [this.#pager.page, this.limit],
  );

  /** `page` and `limit` (1–100) as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkInteger(this, 'page', 1), checkInteger(this, 'limit', 1, MAX_LIMIT));
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
      <h3 part="title">
        ${cardLink({
          href: authorHref(this, 'order-href', this.orderHref, { order_id: o.order_id }),
          title: buyerStrings(lang, 'order', { id: o.order_id }),
          activate: (href) => this.emit('shop-navigate', { href, kind: 'order', id: o.order_id }),
        })}
      </h3>
      ${o.title ? html`<span part="goods">${o.title}</span>` : nothing}
      <span class="meta">
        <span part="date">${dateText(o.created_at, lang)}</span>
        ${o.status ? html`<span class="badge" part="badge status">${labelOf(lang, 's', o.status)}</span>` : nothing}
        <strong part="price">${amount(o.price, o.currency ?? this.shop?.currency ?? DEFAULT_CURRENCY, lang)}</strong>
      </span>
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-order-list': ShopOrderList;
  }
}
