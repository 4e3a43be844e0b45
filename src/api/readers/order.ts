/**
 * Order creation, payment start and checkout metadata. Spec: docs/spec/storefront-api.md, "Order create
 * request/response", "Payment initialize request/response". Metadata shape:
 * README, "Choices made where the spec says 'not shown'".
 */
import { asRecord, fail, idOf, numberOf, pick, reader, records, textOf, toCurrency } from './read.js';
import { safeLinkUrl } from '../safe-url.js';

/** `receiver` of an order. Spec: docs/spec/storefront-api.md, "Order create request". */
export interface Receiver {
  receiver_name: string;
  phone: string;
  address: string;
  address_detailed: string;
  postal_code: string;
  pcc_number: string;
  region: { country: string };
}

/** Body of `POST /orders` (sent, never read). Spec: docs/spec/storefront-api.md, "Order create request". */
export interface OrderCreateRequest {
  product_items: Array<{ variant_id: number; product_id: number }>;
  content_items: Array<{ option_id: number }>;
  /** variant_id → quantity; `{}` for contents only. */
  quantities: Record<string, number>;
  /** Front-end estimate of the item subtotal, in the major unit. */
  total_price: number;
  order_memo: string;
  receiver: Receiver;
}

/** `POST /orders` → `order`. Spec: docs/spec/storefront-api.md, "Order create response". */
export interface OrderCreated {
  order_id: number;
  /** Payable amount in the major unit (`price`, else `amount`); an answer without it is a parse error, never 0. */
  price: number;
}

export const orderCreatedReader = reader((raw): OrderCreated => {
  const order = asRecord(raw.order);
  if (!order) return fail('missing order');
  const order_id = idOf(order, 'order_id');
  if (order_id === undefined) return fail('missing order_id');
  // The payable amount: an order without one is an error, never a free order.
  const price = numberOf(order, 'price', 'amount');
  if (price === undefined) return fail('missing price');
  return { order_id, price };
});

/**
 * `POST /payments/initialize` → the order's data and the payment form. Links passed the guard
 * (../safe-url.ts). Spec: docs/spec/storefront-api.md, "Payment initialize response".
 */
export interface PaymentStart {
  order_id: number;
  amount: number | null;
  /** Currency code (upper case), or null when absent or not a three-letter code. */
  currency: string | null;
  payment_method: string | null;
  redirect_url: string | null;
  payment: {
    /** Only `form_post` is supported. */
    type: string;
    /**
     * `payment.method`: the HTTP method of the form as given, upper case, `POST` (the spec)
     * when absent. Only `POST` and `GET` can be sent by an HTML form; the checkout refuses any
     * other with a message naming it.
     */
    method: string;
    /** Payment page address; opaque. */
    action: string;
    /** Non-null fields, names and values unchanged (numbers as their text). */
    fields: Record<string, string>;
  };
}

export const paymentStartReader = reader((raw): PaymentStart => {
  const payment = asRecord(raw.payment);
  if (!payment) return fail('missing payment');
  const action = safeLinkUrl(textOf(payment, 'action'));
  if (!action) return fail('missing payment.action (or not an http(s) address)');
  // Kept as given (upper case): the checkout refuses, with its own message, a method no form can send.
  const method = (textOf(payment, 'method') ?? 'POST').trim().toUpperCase();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(asRecord(payment.fields) ?? {})) {
    if (value === null || value === undefined) continue;
    fields[name] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return {
    order_id: idOf(raw, 'order_id') ?? 0,
    amount: numberOf(raw, 'amount') ?? null,
    currency: pick(raw, ['currency'], toCurrency) ?? null,
    payment_method: textOf(raw, 'payment_method') ?? null,
    redirect_url: safeLinkUrl(textOf(raw, 'redirect_url')),
    payment: {
      type: textOf(payment, 'type') ?? 'form_post',
      method,
      action,
      fields,
    },
  };
});

/** `GET /checkout/metadata` (the shape is not shown: README, "Choices made where the spec says 'not shown'"). */
export interface CheckoutMetadata {
  /** The checkout's currency code (upper case), or null when absent or not a three-letter code. */
  currency: string | null;
  countries: Array<{ code: string; name: string }>;
  required_fields: string[];
}

export const checkoutMetadataReader = reader((raw): CheckoutMetadata => {
  return {
    currency: pick(raw, ['currency'], toCurrency) ?? null,
    countries: records(raw.countries)
      .map((c) => ({
        code: textOf(c, 'code') ?? '',
        name: textOf(c, 'name') ?? textOf(c, 'code') ?? '',
      }))
      .filter((c) => c.code),
    required_fields: Array.isArray(raw.required_fields) ? raw.required_fields.map(String) : [],
  };
});
