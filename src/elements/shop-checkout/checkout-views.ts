/**
 * The parts of `<shop-checkout>` drawn from its state alone: the order summary, the alerts of a
 * failed order or payment, and the notice of why an order is shown (or of an order of the same
 * cart placed in another tab). Spec: docs/spec/storefront-api.md, "Cart item" (unit prices),
 * "Order create response", "Payment initialize response", "Errors".
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Cart, CartItem } from '../../api/readers/cart.js';
import { formatPrice, type Language } from '../../i18n/i18n.js';
import { unavailablePrice } from '../../ui/price.js';
import { estimateRows, lineImage, lineTitle } from '../../ui/cart-line.js';
import type { CartProducts } from '../../ui/cart-products.js';
import { estimateCart } from '../../ui/shipping-estimate.js';
import { errorMessage } from '../../i18n/error-message.js';
import { loadingTemplate } from '../../ui/status.js';
import { TaskStatus } from '@lit/task';
import type { CheckoutMetadata } from '../../api/readers/order.js';
import type { Shop } from '../../state/shop.js';
import type { ShopTask } from '../../ui/shop-task.js';
import { type CheckoutState, noteOf, orderOf } from './checkout-state.js';
import { strings } from './strings.js';

/**
 * The currency of the prices: the storefront's when its `currency` attribute is set, else the
 * one of `GET /checkout/metadata`, else the storefront's default. Null while the metadata is
 * still on its way (the summary waits for it rather than show another currency first).
 */
export function checkoutCurrency(shop: Shop, metadata: ShopTask<readonly unknown[], CheckoutMetadata | undefined>): string | null {
  if (shop.host.hasAttribute('currency')) return shop.currency;
  const value = metadata.value;
  if (value) return value.currency ?? shop.currency;
  const status = metadata.status;
  return status === TaskStatus.PENDING || status === TaskStatus.INITIAL ? null : shop.currency;
}

/**
 * The order summary in `currency` (a loading state while it is unknown: null): each line with its
 * variant named as the product page names it and its buyer inputs (from the product details of
 * `products`), its quantity and total; then the subtotal, the shipping estimated per product line,
 * the estimated total and the note that the platform confirms the amount (src/ui/shipping-estimate.ts);
 * `lineNote` gives what to show at the end of a line (the message of a line the platform refused).
 */
export function summaryTemplate(
  cart: Cart,
  currency: string | null,
  lang: Language,
  products: CartProducts,
  lineNote?: (item: CartItem) => TemplateResult | typeof nothing,
): TemplateResult {
  if (!currency) return loadingTemplate(lang);
  const detail = (item: Cart['items'][number]) => (item.item_type === 'product' ? products.get(item.product_id) : undefined);
  return html`<section part="summary" aria-label=${strings(lang, 'summary')}>
    <ul>
      ${cart.items.map(
        (item) =>
          html`<li class="line" part="line">
            ${lineImage(item)}
            <div>${lineTitle(item, detail(item))}<span class="muted">${strings(lang, 'quantityTimes', { quantity: item.quantity })}</span></div>
            <span part="price">${item.unit_price === null ? unavailablePrice(lang) : formatPrice(item.unit_price * item.quantity, currency, lang)}</span>
            ${lineNote?.(item) ?? nothing}
          </li>`,
      )}
    </ul>
    ${estimateRows(
      estimateCart(cart, (id) => products.get(id)?.sourcing_info),
      currency,
      lang,
      (key) => strings(lang, key),
    )}
  </section>`;
}

const message = (error: unknown, lang: Language) => (typeof error === 'string' ? error : errorMessage(error, lang));

/**
 * The failure of the order (or the login start, or the setup), with the messages that have no
 * place of their own (no field, no line); focusable, so that the focus can move to it. No `error`:
 * its message is shown in its place already.
 */
export function formErrorTemplate(c: CheckoutState, lang: Language): TemplateResult | typeof nothing {
  if (c.phase !== 'failed' || c.step !== 'form' || (!c.error && !c.other.length)) return nothing;
  return html`<div class="error" role="alert" part="error" tabindex="-1">
    ${c.error ? html`<p>${message(c.error, lang)}</p>` : nothing} ${c.outcomeUnknown ? html`<p>${strings(lang, 'orderUnknown')}</p>` : nothing}
    ${
      c.other.length
        ? html`<ul>
            ${c.other.map((m) => html`<li>${m}</li>`)}
          </ul>`
        : nothing
    }
  </div>`;
}

/** Why the payment of the held order could not start. */
export function payErrorTemplate(c: CheckoutState, lang: Language): TemplateResult | typeof nothing {
  if (c.phase !== 'failed' || c.step !== 'payment' || !c.order) return nothing;
  return html`<div class="error" role="alert" part="error">
    <p>${strings(lang, 'orderCreated', { order_id: c.order.order_id })}</p>
    <p>${message(c.error, lang)}</p>
  </div>`;
}

/** Why the held order is shown: found after a lost answer, waiting for its payment, or placed in another tab. */
export function orderNoteTemplate(c: CheckoutState, lang: Language): TemplateResult | typeof nothing {
  const order = orderOf(c);
  const note = noteOf(c);
  if (!order || !note || (c.phase === 'failed' && c.step === 'payment')) return nothing;
  const text = note === 'found' ? 'orderFound' : note === 'otherTab' ? 'otherTabOrder' : 'orderWaiting';
  return html`<div class="notice" role="status" part="notice">
    <p>${strings(lang, text, { order_id: order.order_id })}</p>
  </div>`;
}
