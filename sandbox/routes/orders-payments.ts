/**
 * Order creation, payment start, and the payment page under /__pay that receives the form post
 * and redirects to redirect_url with pay_success, order_id and error.
 */
import { Hono } from 'hono';
import {
  ApiError,
  type SandboxContext,
  type SandboxEnv,
  Validation,
  bodyObject,
  invalid,
  isHttpUrl,
  isRecord,
  languageOf,
  notFound,
  toInt,
  withQuery,
} from '../http.js';
import { PAGE_HEADERS, errorPage } from '../pages/layout.js';
import { paymentPage } from '../pages/payment.js';
import { checkQuantity, contentOrderLine, productOrderLine, readBuyerInputs, resolveOption, resolveVariant } from '../rules.js';
import type { Order, OrderLine, PaymentAttempt, Receiver, SandboxStore, Site } from '../store.js';
import { COUNTRY_CODES } from './catalog.js';
import { requireBuyer } from './cart.js';

/** Digits, spaces, dashes and +; 7 to 20 characters. */
const PHONE = /^[0-9+\- ]{7,20}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Entries of the public list, else of the legacy one (the public name wins when both are sent). */
function itemList(v: Validation, body: Record<string, unknown>, publicName: string, legacyName: string): { raw: unknown; path: string; legacy: boolean }[] {
  const name = body[publicName] !== undefined ? publicName : legacyName;
  const list = body[name];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    v.add(name, `The ${name} field must be an array.`);
    return [];
  }
  return list.map((raw, i) => ({ raw, path: `${name}.${i}`, legacy: name === legacyName }));
}

function readReceiver(v: Validation, raw: unknown, needsAddress: boolean): Receiver {
  const r = isRecord(raw) ? raw : {};
  const region = isRecord(r.region) ? r.region : {};
  const receiver: Receiver = {
    receiver_name: text(r.receiver_name),
    phone: text(r.phone),
    address: text(r.address),
    address_detailed: text(r.address_detailed),
    postal_code: text(r.postal_code),
    pcc_number: text(r.pcc_number),
    region: { country: text(region.country) },
  };
  if (!receiver.receiver_name) v.add('receiver.receiver_name', 'The receiver name is required.');
  if (!receiver.phone) v.add('receiver.phone', 'The phone is required.');
  else if (!PHONE.test(receiver.phone) || !/\d/.test(receiver.phone)) {
    v.add('receiver.phone', 'The phone must be a phone number: digits, spaces, dashes and +, 7 to 20 characters.');
  }
  if (needsAddress) {
    if (!receiver.address) v.add('receiver.address', 'The address is required to ship products.');
    if (!receiver.postal_code) v.add('receiver.postal_code', 'The postal code is required to ship products.');
  }
  if (receiver.region.country && !COUNTRY_CODES.includes(receiver.region.country)) {
    v.add('receiver.region.country', `The country must be one of ${COUNTRY_CODES.join(', ')}.`);
  }
  return receiver;
}

/** POST /orders: validates everything, recomputes the price, stores a pending order. */
function createOrder(c: SandboxContext): Order {
  const site = c.get('site');
  const buyer = c.get('buyer');
  const catalog = site.catalog;
  const body = bodyObject(c);
  const v = new Validation();

  const productItems = itemList(v, body, 'product_items', 'new_data');
  const contentItems = itemList(v, body, 'content_items', 'old_data');
  if (productItems.length + contentItems.length === 0 && v.ok) {
    v.add('product_items', 'The order has no items: send product_items or content_items.');
  }
  let quantities: Record<string, unknown> = {};
  if (isRecord(body.quantities)) quantities = body.quantities;
  else if (body.quantities !== undefined && body.quantities !== null && !Array.isArray(body.quantities)) {
    v.add('quantities', 'The quantities field must be an object keyed by variant_id.');
  }

  const lines: OrderLine[] = [];
  const seenVariants = new Set<number>();
  for (const { raw, path, legacy } of productItems) {
    if (!isRecord(raw)) {
      v.add(path, 'Each product item must be an object with variant_id and product_id.');
      continue;
    }
    // Public variant_id, else the earlier variant.id / new_data[].id.
    const variantRaw = raw.variant_id ?? (isRecord(raw.variant) ? raw.variant.id : undefined) ?? (legacy ? raw.id : undefined);
    const variantPath = raw.variant_id === undefined && legacy ? `${path}.id` : `${path}.variant_id`;
    const ref = resolveVariant(v, catalog, variantRaw, raw.product_id, { variant: variantPath, product: `${path}.product_id` });
    if (!ref || seenVariants.has(ref.variant.variant_id)) continue;
    seenVariants.add(ref.variant.variant_id);
    const quantityPath = `quantities.${ref.variant.variant_id}`;
    const quantity = toInt(quantities[String(ref.variant.variant_id)] ?? raw.quantity);
    if (quantity === undefined) {
      v.add(quantityPath, `The quantity of variant ${ref.variant.variant_id} is required.`);
      continue;
    }
    checkQuantity(v, ref.product, ref.variant, quantity, quantityPath);
    // Buyer inputs come from the buyer's cart line (that is where the platform keeps them).
    const cartLine = cartBuyerInputs(c, ref.variant.variant_id);
    const inputs = readBuyerInputs(v, ref.product, raw.buyer_inputs ?? cartLine, `${path}.`);
    lines.push(productOrderLine(ref, quantity, inputs));
  }
  const seenOptions = new Set<number>();
  for (const { raw, path, legacy } of contentItems) {
    if (!isRecord(raw)) {
      v.add(path, 'Each content item must be an object with option_id.');
      continue;
    }
    const optionRaw = raw.option_id ?? (legacy ? raw.ID : undefined);
    const optionPath = raw.option_id === undefined && legacy ? `${path}.ID` : `${path}.option_id`;
    const ref = resolveOption(v, catalog, optionRaw, optionPath);
    if (!ref || seenOptions.has(ref.option.option_id)) continue;
    seenOptions.add(ref.option.option_id);
    lines.push(contentOrderLine(ref));
  }
  const receiver = readReceiver(v, body.receiver, productItems.length > 0);
  v.throwIfAny();

  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const shipping = lines.reduce((sum, line) => sum + line.shipping_price, 0);
  const order: Order = {
    order_id: site.next_order_id++,
    user_id: buyer.user_id,
    status: 'pending',
    lines,
    subtotal,
    shipping,
    price: subtotal + shipping,
    currency: site.currency,
    total_price: body.total_price,
    order_memo: text(body.order_memo),
    receiver,
    created_at: new Date().toISOString(),
    paid_at: null,
    payments: [],
  };
  site.orders.set(order.order_id, order);
  return order;
}

/** The buyer inputs of the buyer's cart line for this variant, if any. */
function cartBuyerInputs(c: SandboxContext, variantId: number): Record<string, string> | undefined {
  const cart = c.get('site').carts.get(c.get('buyer').user_id);
  const line = cart?.lines.find((l) => l.item_type === 'product' && l.variant_id === variantId);
  return line?.item_type === 'product' ? line.buyer_inputs : undefined;
}

function goodsName(order: Order, lang: 'ko' | 'en' | 'ja'): string {
  const first = order.lines[0]?.title[lang] ?? '';
  const more = order.lines.length - 1;
  if (more <= 0) return first;
  return { ko: `${first} 외 ${more}건`, en: `${first} and ${more} more`, ja: `${first} 他${more}件` }[lang];
}

export function orderRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();
  r.use('/orders', requireBuyer(store));
  r.use('/payments/*', requireBuyer(store));

  r.post('/orders', (c) => {
    const order = createOrder(c);
    return c.json({ order: { order_id: order.order_id, price: order.price } }, 201);
  });

  r.post('/payments/initialize', (c) => {
    const site = c.get('site');
    const buyer = c.get('buyer');
    const body = bodyObject(c);
    const orderId = toInt(body.order_id);
    if (orderId === undefined) throw invalid('order_id', 'The order_id is required.');
    const order = site.orders.get(orderId);
    if (!order) throw notFound(`Order ${orderId} was not found.`);
    if (order.user_id !== buyer.user_id) throw new ApiError(403, 'Only the buyer who created this order may pay for it.');
    const v = new Validation();
    if (order.status !== 'pending') v.add('order_id', `Order ${orderId} is not payable: it is ${order.status}.`);
    if (body.pay_method !== 'CARD') v.add('pay_method', 'The pay_method must be CARD.');
    if (!isHttpUrl(body.redirect_url)) v.add('redirect_url', 'The redirect_url must be an absolute http(s) URL.');
    v.throwIfAny();
    const redirectUrl = body.redirect_url as string;

    const session = store.openPaymentSession(site, order, redirectUrl);
    const price = String(order.price);
    const fields: Record<string, string | null> = {
      nonce: session.nonce,
      order_id: String(order.order_id),
      price,
      goods_name: goodsName(order, languageOf(c)),
      buyer_name: order.receiver.receiver_name || buyer.name,
      buyer_tel: order.receiver.phone,
      buyer_mail: buyer.email,
      pay_method: 'card',
      redirect_url: redirectUrl,
      // Base64 (with +, / and =): proves the fields arrive unchanged.
      signature: store.paymentSignature({ nonce: session.nonce, order_id: String(order.order_id), price }),
      // Null on purpose: the front end must not submit it.
      extra_null: null,
    };
    const attempt: PaymentAttempt = {
      nonce: session.nonce,
      redirect_url: redirectUrl,
      fields_sent: fields,
      fields_received: null,
      outcome: null,
      created_at: new Date().toISOString(),
    };
    order.payments.push(attempt);
    return c.json({
      order_id: order.order_id,
      amount: order.price,
      currency: order.currency,
      payment_method: 'CARD',
      redirect_url: redirectUrl,
      payment: { type: 'form_post', method: site.payment_form_method, action: `${store.publicUrl}/__pay`, fields },
    });
  });

  return r;
}

function formFields(form: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (typeof v === 'string') out[k] = v;
  return out;
}

function findAttempt(order: Order, nonce: string): PaymentAttempt | undefined {
  return order.payments.find((p) => p.nonce === nonce);
}

/** POST /__pay (the form post) and POST /__pay/complete (the buyer's choice). */
export function paymentPageRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();
  const refuse = (c: SandboxContext, message: string) => c.html(errorPage('Payment refused', message), 400, PAGE_HEADERS);

  const lookup = (nonce: string | undefined): { site: Site; order: Order; attempt: PaymentAttempt } | string => {
    const session = store.paymentSession(nonce);
    if (!session) return 'This payment session is unknown. Start the payment again from the shop.';
    if (session.used) return 'This payment session was already used. Start the payment again from the shop.';
    const site = store.siteByKey(session.site_key);
    const order = site?.orders.get(session.order_id);
    const attempt = order ? findAttempt(order, session.nonce) : undefined;
    if (!site || !order || !attempt) return 'The order of this payment session no longer exists.';
    return { site, order, attempt };
  };

  /** The payment page for the fields of a form submission (POST body, or query of a GET form). */
  const open = (c: SandboxContext, fields: Record<string, string>, method: 'GET' | 'POST') => {
    const found = lookup(fields.nonce);
    if (typeof found === 'string') return refuse(c, found);
    const { site, order, attempt } = found;
    if (method !== site.payment_form_method) {
      return refuse(c, `The payment page is opened by a form submission with the method given in payment.method (${site.payment_form_method}).`);
    }
    // Recorded before any check, so a test can see exactly what arrived.
    attempt.fields_received = fields;
    if (fields.order_id !== String(order.order_id)) return refuse(c, 'The order_id field does not match the payment session.');
    const expected = store.paymentSignature({ nonce: attempt.nonce, order_id: String(order.order_id), price: String(order.price) });
    if (fields.price !== String(order.price) || fields.signature !== expected) {
      return refuse(c, 'The payment fields were changed: submit every field of payment.fields unchanged.');
    }
    if (order.status !== 'pending') return refuse(c, `Order ${order.order_id} is already ${order.status}.`);
    return c.html(
      paymentPage({
        nonce: attempt.nonce,
        order_id: order.order_id,
        goods_name: fields.goods_name ?? '',
        amount: order.price,
        buyer_name: fields.buyer_name ?? '',
        site_name: site.site_name,
      }),
      200,
      PAGE_HEADERS,
    );
  };

  r.get('/', (c) => {
    if (!c.req.query('nonce')) return refuse(c, 'The payment page is opened by a form submission, with the fields given by POST /payments/initialize.');
    return open(c, formFields(c.req.query()), 'GET');
  });

  r.post('/', async (c) => open(c, formFields(await c.req.parseBody()), 'POST'));

  r.post('/complete', async (c) => {
    const form = formFields(await c.req.parseBody());
    const found = lookup(form.nonce);
    if (typeof found === 'string') return refuse(c, found);
    const { site, order, attempt } = found;
    if (attempt.fields_received === null) return refuse(c, 'The payment page was not opened for this session.');
    const outcome = form.outcome;
    if (outcome !== 'pay' && outcome !== 'fail' && outcome !== 'cancel') return refuse(c, 'Choose Pay, Fail or Cancel.');
    const session = store.paymentSession(form.nonce);
    if (session) session.used = true;
    const orderId = String(order.order_id);
    if (outcome === 'pay') {
      if (order.status !== 'pending') return refuse(c, `Order ${order.order_id} is already ${order.status}.`);
      order.status = 'paid';
      order.paid_at = new Date().toISOString();
      attempt.outcome = 'paid';
      // A successful payment removes the ordered lines from the buyer's cart.
      const cart = site.carts.get(order.user_id);
      if (cart) {
        cart.lines = cart.lines.filter((line) =>
          line.item_type === 'product' ? !order.lines.some((l) => l.variant_id === line.variant_id) : !order.lines.some((l) => l.option_id === line.option_id),
        );
      }
      return c.redirect(withQuery(attempt.redirect_url, { pay_success: 'true', order_id: orderId }), 302);
    }
    attempt.outcome = outcome === 'fail' ? 'failed' : 'cancelled';
    const error = outcome === 'fail' ? 'card_declined' : 'user_cancel';
    return c.redirect(withQuery(attempt.redirect_url, { pay_success: 'false', order_id: orderId, error }), 302);
  });

  return r;
}
