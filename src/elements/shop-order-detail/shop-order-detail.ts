import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { LineItem, OrderInfo } from '../../api/readers/buyer.js';
import { BuyerElement, PayController, amount, buyerInputs, buyerStrings, dateText, statusBadge } from '../../ui/buyer.js';
import { strings } from './strings.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { PageIdController } from '../../ui/page-id.js';
import { checkPageId, checkSiteUrl, problems, type ConfigProblem } from '../../ui/config-error.js';
import { styles } from './shop-order-detail.styles.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';

/**
 * One order of the buyer and its details: status (a pill coloured by its meaning), dates, amounts,
 * shipping details, memo and the purchased items with their status and what the buyer filled in
 * (engraving text, gift message…). An order that waits for its payment (`pending`) offers
 * "Continue to payment": `POST /payments/initialize` for it, then the payment form post, as the
 * checkout does (its code is loaded on the first click); the buyer comes back to `redirect-url`,
 * else to this page. Needs a logged-in buyer (asks for login once otherwise); an order of another
 * buyer shows a permission notice (403), a missing one a not-found notice with "Try again" (404).
 *
 * Spec: docs/spec/storefront-api.md, "Buyer pages" (`GET /me/orders/{order_id}` → `order`,
 * `GET /me/orders/{order_id}/details`; their shapes are not shown:
 * see README, "Choices made where the spec says 'not shown'").
 *
 * @element shop-order-detail
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in (once).
 * @fires {ShopPaymentStartEvent} shop-payment-start - `{ order_id, action, fields }`, cancelable, before the payment form of an unpaid order is
 *   submitted. Default: submit it.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the order could not be read, or its payment could not start.
 * @csspart order - The order.
 * @csspart title - The order number.
 * @csspart summary - Status, dates and amounts.
 * @csspart badge - A status pill (also `status`, and `status-<tone>` by its meaning: `status-waiting` (awaiting payment, a request under
 *   way), `status-active` (paid), `status-shipped` (delivered), `status-done` (purchase confirmed), `status-closed` (cancelled, refunded),
 *   `status-neutral`).
 * @csspart pay-button - "Continue to payment" of an unpaid order (also `button`).
 * @csspart inputs - What the buyer filled in for an item (a `dl`: label, text).
 * @csspart price - An amount.
 * @csspart receiver - The shipping details.
 * @csspart memo - The order memo.
 * @csspart lines - The purchased items; `line` each, with `detail` and `price`.
 * @csspart button - Every button.
 * @csspart login-prompt - The log-in prompt; `login-button` inside.
 * @csspart loading - The loading state.
 * @csspart error - An error alert (also `forbidden`, `not-found`); `retry-button` inside.
 */
export class ShopOrderDetail extends BuyerElement {
  protected static override shopOptions = { showsPrices: true };
  static override styles = styles;

  /** `order_id` of the order to show. Required. */
  @property({ attribute: 'order-id', converter: idAttribute }) orderId: number | null = null;
  /**
   * Where the page URL holds the id when `order-id` is absent, in the `*-href` template language:
   * `/orders/{order_id}/` or `/page.html?id={order_id}`. Default: the query parameter `order_id`.
   */
  @property({ attribute: 'url-pattern' }) urlPattern: string | null = null;
  /**
   * Where the buyer comes back after paying an unpaid order (the payment's `redirect_url`): an
   * address on this site, e.g. `/payment-result.html`. Default: this page.
   */
  @property({ attribute: 'redirect-url' }) redirectUrl: string | null = null;
  /** The order_id shown: `order-id`, else the page URL. */
  readonly #orderId = new PageIdController(this, { attribute: 'order-id', property: 'orderId', param: 'order_id' });

  readonly #pay = new PayController(this, {
    shop: () => this.shop,
    language: () => this.language,
    redirectUrl: () => this.redirectUrl,
    load: () => import('../shop-order-list/pay-order.js'),
  });

  readonly #task = this.buyerTask(
    async (shop, signal) => {
      const id = this.#orderId.id;
      if (!id) return undefined;
      const [order, lines] = await Promise.all([shop.client.myOrder(id, signal), shop.client.myOrderDetails(id, signal)]);
      return { order, lines };
    },
    () => [this.#orderId.id],
  );

  /** The id (attribute or page URL) and `redirect-url` as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkPageId(this.#orderId), checkSiteUrl(this, 'redirect-url', '/payment-result.html'));
  }

  override render() {
    return this.renderBuyer(this.#task, {
      complete: (v) => (v ? this.#order(v.order, v.lines) : nothing),
      notFound: strings(this.language, 'notFound'),
    });
  }

  #order(o: OrderInfo, lines: LineItem[]): TemplateResult {
    const lang = this.language;
    const currency = o.currency ?? this.shop?.currency ?? DEFAULT_CURRENCY;
    const money = (label: string, value: number | null) =>
      value === null
        ? nothing
        : html`<dt>${strings(lang, label as 'total')}</dt>
            <dd part="price">${amount(value, currency, lang)}</dd>`;
    const r = o.receiver;
    return html`<article part="order" aria-labelledby="title">
      <h2 id="title" part="title">${buyerStrings(lang, 'order', { id: o.order_id })}</h2>
      <dl part="summary">
        <dt>${strings(lang, 'status')}</dt>
        <dd>${statusBadge(lang, 's', o.status)}</dd>
        ${
          o.created_at
            ? html`<dt>${strings(lang, 'ordered')}</dt>
                <dd>${dateText(o.created_at, lang, this.timeZone)}</dd>`
            : nothing
        }
        ${
          o.paid_at
            ? html`<dt>${strings(lang, 'paid')}</dt>
                <dd>${dateText(o.paid_at, lang, this.timeZone)}</dd>`
            : nothing
        }
        ${money('subtotal', o.subtotal)} ${money('shipping', o.shipping_price)} ${money('total', o.price)}
      </dl>
      ${this.#pay.render(o, 'title')}
      ${
        r?.receiver_name
          ? html`<h3>${strings(lang, 'receiver')}</h3>
              <p part="receiver">
                ${r.receiver_name}${r.phone ? html` · ${r.phone}` : nothing}
                ${r.address ? html`<br />${r.postal_code ? `(${r.postal_code}) ` : ''}${r.address} ${r.address_detailed ?? ''}` : nothing}
              </p>`
          : nothing
      }
      ${
        o.order_memo
          ? html`<h3>${strings(lang, 'memo')}</h3>
              <p part="memo">${o.order_memo}</p>`
          : nothing
      }
      <h3 id="items">${strings(lang, 'items')}</h3>
      <ul part="lines" aria-labelledby="items">
        ${lines.map(
          (l) =>
            html`<li class="row" part="line">
              <strong>${l.title}</strong>
              ${l.subtitle ? html`<span class="muted" part="detail">${l.subtitle}</span>` : nothing} ${buyerInputs(l)}
              <span class="meta">
                <span>${buyerStrings(lang, 'qty', { n: l.quantity })}</span>
                <span part="price">${amount(l.price, currency, lang)}</span>
                ${statusBadge(lang, 's', l.status)}
              </span>
            </li>`,
        )}
      </ul>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-order-detail': ShopOrderDetail;
  }
}
