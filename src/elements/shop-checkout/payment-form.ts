/**
 * The payment form post (spec: docs/spec/storefront-api.md, "Payment initialize response": `payment.fields`
 * are opaque and submitted unchanged as hidden inputs to `payment.action`).
 */

import type { Language } from '../../i18n/i18n.js';
import { sameSiteUrl } from '../../state/redirect.js';
import type { Shop } from '../../state/shop.js';
import { strings } from './strings.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The payment page address when it is safe to post to: `https:`, or `http:` on a loopback host
 * (local development). Null for anything else (`http:` elsewhere, `javascript:`, `data:`…).
 */
export function safePaymentAction(action: string): string | null {
  let url: URL;
  try {
    url = new URL(action, location.href);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return url.href;
  return null;
}

/**
 * The page URL of `value` resolved against `location.href` when it is on this page's origin,
 * else null (the payment result page must be on the site itself). See `sameSiteUrl`.
 */
export function sameOriginUrl(value: string | null | undefined): string | null {
  return sameSiteUrl(value)?.href ?? null;
}

/**
 * The form method of `payment.method` (spec: "Payment initialize response"): `POST` or `GET`,
 * in any letter case; null for anything else (the payment is then refused).
 */
export function paymentFormMethod(method: string | null | undefined): 'POST' | 'GET' | null {
  const m = (method ?? 'POST').trim().toUpperCase();
  return m === 'POST' || m === 'GET' ? m : null;
}

/**
 * Builds `<form method action>` in `document.body` with one hidden input per field (set
 * through DOM properties, never HTML text) and submits it once. `action` must come from
 * {@link safePaymentAction}. A GET form replaces the query of its action with the fields, so the
 * action's own query parameters go first as hidden inputs too (the address stays as given).
 */
export function submitPaymentForm(action: string, fields: Record<string, string>, method: 'POST' | 'GET' = 'POST'): HTMLFormElement {
  const form = document.createElement('form');
  form.method = method;
  form.action = action;
  form.hidden = true;
  const entries = Object.entries(fields);
  if (method === 'GET') entries.unshift(...new URL(action, location.href).searchParams);
  for (const [name, value] of entries) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  // The prototype's submit: a field named "submit" would shadow `form.submit`.
  HTMLFormElement.prototype.submit.call(form);
  return form;
}

/** What {@link startPayment} came to: the form to submit, or why the payment was refused (a message for the buyer). */
export type PaymentStart = { kind: 'ready'; action: string; fields: Record<string, string>; method: 'POST' | 'GET' } | { kind: 'refused'; message: string };

/**
 * `POST /payments/initialize` for `order_id` (`pay_method: 'CARD'`, `redirect_url` = `redirect`),
 * then the checks of its answer: a `form_post` to a safe `payment.action` with a POST or GET
 * `payment.method`. Rejects with the call's `StorefrontError`; never retried.
 */
export async function startPayment(shop: Shop, order_id: number, redirect: string, language: Language): Promise<PaymentStart> {
  const { payment } = await shop.client.initializePayment(order_id, redirect);
  const action = safePaymentAction(payment.action);
  if (payment.type !== 'form_post' || !action) return { kind: 'refused', message: strings(language, 'badPayment') };
  const method = paymentFormMethod(payment.method);
  if (!method) {
    const shown = /^[A-Za-z-]{1,20}$/.test(payment.method) ? payment.method : '?';
    return { kind: 'refused', message: strings(language, 'badPaymentMethod', { method: shown }) };
  }
  return { kind: 'ready', action: payment.action, fields: payment.fields, method };
}
