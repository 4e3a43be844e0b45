/**
 * "Continue to payment" of an unpaid order (`<shop-order-list>`, `<shop-order-detail>`): the
 * checkout's own payment start (`POST /payments/initialize` for that order, `pay_method: 'CARD'`,
 * never retried) and its payment form post (../shop-checkout/payment-form.ts). Imported on the
 * first click: the account and order pages do not download the checkout's code before it (the
 * caller loads the checkout's strings, whose refusal messages this may show, at the same time).
 *
 * Spec: docs/spec/storefront-api.md, "States and transitions" (a pending order: payment start, then
 * the form post), "Payment initialize request/response".
 */
import { emit } from '../../events/index.js';
import type { Language } from '../../i18n/i18n.js';
import type { Shop } from '../../state/shop.js';
import { sameOriginUrl, startPayment, submitPaymentForm } from '../shop-checkout/payment-form.js';
import { strings } from '../shop-checkout/strings.js';

/** How a payment start ended: the form is on its way, `shop-payment-start` was cancelled, or the payment was refused (a message for the buyer). */
export type PayOutcome = 'submitted' | 'cancelled' | { refused: string };

/**
 * Where the buyer comes back after paying: `redirect-url` (an address on this site, resolved
 * against the page), else this page, without the outcome a previous payment left in its query.
 */
function resultPage(redirectUrl: string | null): string | null {
  if (redirectUrl) return sameOriginUrl(redirectUrl);
  const url = new URL(location.href);
  for (const name of ['pay_success', 'error']) if (url.searchParams.has(name)) url.searchParams.delete(name);
  return url.href;
}

/**
 * Starts the payment of `order_id` (the buyer comes back to `redirectUrl`, see `resultPage`),
 * emits the cancelable `shop-payment-start` from `host` and, unless it was cancelled, submits the
 * payment form. Rejects with the call's `StorefrontError`.
 */
export async function payOrder(host: HTMLElement, shop: Shop, order_id: number, redirectUrl: string | null, language: Language): Promise<PayOutcome> {
  const redirect = resultPage(redirectUrl);
  if (!redirect) return { refused: strings(language, 'badRedirect') };
  const start = await startPayment(shop, order_id, redirect, language);
  if (start.kind === 'refused') return { refused: start.message };
  const { action, fields, method } = start;
  if (!emit(host, 'shop-payment-start', { order_id, action, fields })) return 'cancelled';
  submitPaymentForm(action, fields, method);
  return 'submitted';
}
