/**
 * Test and benchmark helpers under /__sandbox (no site key): fresh sites, instant login, fault
 * injection, the record of received requests and orders, seller HTML, placeholder images.
 */
import { Hono } from 'hono';
import { ApiError, STOREFRONT_PREFIX, type SandboxContext, type SandboxEnv, invalid, isRecord, notFound, parseJsonBody, toInt } from '../http.js';
import { isImageName, placeholderSvg } from '../images.js';
import { DEMO_BUYER, FAULT_KINDS, type Fault, type FaultKind, type Order, type SandboxStore, type Site, LANGUAGES } from '../store.js';
import { mintCode, userJson } from './auth.js';

async function jsonBody(c: SandboxContext): Promise<Record<string, unknown>> {
  const body = parseJsonBody(await c.req.text());
  if (body === undefined) return {};
  if (!isRecord(body)) throw new ApiError(422, 'The request body must be a JSON object.');
  return body;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const DAY_MS = 24 * 3600_000;
/** The integers of a list (`[1001, "1002"]`), none when it is not one. */
const idList = (v: unknown): number[] => (Array.isArray(v) ? v.map((x) => toInt(x)).filter((x): x is number => x !== undefined) : []);

function siteOf(store: SandboxStore, key: unknown): Site {
  const site = typeof key === 'string' ? store.siteByKey(key) : undefined;
  if (!site) throw new ApiError(404, 'Unknown site_key: create a site with POST /__sandbox/sites.');
  return site;
}

function readFault(body: Record<string, unknown>): Fault {
  const kind = body.kind;
  if (typeof kind !== 'string' || !FAULT_KINDS.includes(kind as FaultKind)) {
    throw invalid('kind', `The kind must be one of ${FAULT_KINDS.join(', ')}.`);
  }
  if (typeof body.path !== 'string' || body.path === '') throw invalid('path', 'The path (a prefix such as "/products") is required.');
  let path = body.path.startsWith(STOREFRONT_PREFIX) ? body.path.slice(STOREFRONT_PREFIX.length) : body.path;
  if (!path.startsWith('/')) path = `/${path}`;
  const status = body.status === undefined ? 500 : toInt(body.status);
  // 200–299 too: a platform answering a body of a shape the client must refuse (tests of the readers).
  if (status === undefined || status < 200 || status > 599 || (status >= 300 && status < 400)) {
    throw invalid('status', 'The status must be between 200 and 299 or between 400 and 599.');
  }
  const delay = body.delay_ms === undefined ? 1000 : toInt(body.delay_ms);
  if (delay === undefined || delay < 0) throw invalid('delay_ms', 'The delay_ms must be a non-negative integer.');
  const times = body.times === undefined ? 1 : toInt(body.times);
  if (times === undefined || times < 1) throw invalid('times', 'The times must be a positive integer.');
  if (body.method !== undefined && typeof body.method !== 'string') throw invalid('method', 'The method must be a string.');
  if (body.after !== undefined && typeof body.after !== 'boolean') throw invalid('after', 'The after field must be a boolean.');
  const retryAfter = body.retry_after;
  if (retryAfter !== undefined && typeof retryAfter !== 'string' && typeof retryAfter !== 'number') {
    throw invalid('retry_after', 'The retry_after must be a string.');
  }
  return {
    method: typeof body.method === 'string' ? body.method.toUpperCase() : null,
    path,
    kind: kind as FaultKind,
    status,
    body: body.body,
    delay_ms: delay,
    retry_after: retryAfter === undefined ? null : String(retryAfter),
    remaining: times,
    after: body.after === true,
  };
}

function orderJson(order: Order): Record<string, unknown> {
  const last = order.payments.at(-1);
  return {
    order_id: order.order_id,
    user_id: order.user_id,
    status: order.status,
    price: order.price,
    subtotal: order.subtotal,
    shipping: order.shipping,
    currency: order.currency,
    total_price: order.total_price,
    order_memo: order.order_memo,
    receiver: order.receiver,
    lines: order.lines,
    created_at: order.created_at,
    paid_at: order.paid_at,
    /** The fields the payment page received last, unchanged (null until the form is posted). */
    payment_fields: last?.fields_received ?? null,
    payments: order.payments,
  };
}

export function adminRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  r.post('/sites', async (c) => {
    const body = await jsonBody(c);
    const origins = body.origins ?? [];
    if (!Array.isArray(origins) || origins.some((o) => typeof o !== 'string')) {
      throw invalid('origins', 'The origins must be an array of origins such as "http://localhost:8000".');
    }
    if (body.currency !== undefined && (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))) {
      throw invalid('currency', 'The currency must be an ISO 4217 code such as "USD".');
    }
    if (body.payment_form_method !== undefined && (typeof body.payment_form_method !== 'string' || body.payment_form_method === '')) {
      throw invalid('payment_form_method', 'The payment_form_method must be a non-empty string such as "GET".');
    }
    const site = store.createSite({
      origins: origins as string[],
      ...(typeof body.name === 'string' ? { site_name: body.name } : {}),
      ...(typeof body.logo === 'string' ? { logo: body.logo } : {}),
      ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
      ...(typeof body.payment_form_method === 'string' ? { payment_form_method: body.payment_form_method } : {}),
    });
    return c.json({ site_key: site.site_key, site_id: site.site_id, origins: [...site.origins], server_key: site.server_key });
  });

  r.post('/login', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    const email = typeof body.email === 'string' && body.email.trim() ? body.email : DEMO_BUYER.email;
    const name = typeof body.name === 'string' && body.name.trim() ? body.name : email === DEMO_BUYER.email ? DEMO_BUYER.name : undefined;
    const buyer = store.findOrCreateBuyer(site, { email, ...(name === undefined ? {} : { name }) });
    return c.json({ token: store.issueToken(site, buyer), user: userJson(buyer) });
  });

  // What `GET /auth/idp-client` answers for this site (`body: null` goes back to the sandbox's own).
  r.post('/login-start', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    site.login_start = body.body ?? null;
    return c.json({ ok: true });
  });

  // The code the sign-in page would give to whoever signs in (an attacker, too): no browser needed.
  r.post('/idp-code', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    if (typeof body.redirect_uri !== 'string' || !body.redirect_uri) throw invalid('redirect_uri', 'The redirect_uri is required.');
    const email = typeof body.email === 'string' && body.email.trim() ? body.email : DEMO_BUYER.email;
    const name = typeof body.name === 'string' && body.name.trim() ? body.name : DEMO_BUYER.name;
    const state = typeof body.state === 'string' ? body.state : null;
    return c.json({ code: mintCode(site, { name, email, redirect_uri: body.redirect_uri, state }) });
  });

  r.post('/faults', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    site.faults.push(readFault(body));
    return c.json({ ok: true });
  });

  r.delete('/faults', (c) => {
    siteOf(store, c.req.query('site_key')).faults = [];
    return c.json({ ok: true });
  });

  r.get('/requests', (c) => c.json({ requests: siteOf(store, c.req.query('site_key')).requests }));

  r.delete('/requests', (c) => {
    siteOf(store, c.req.query('site_key')).requests = [];
    return c.json({ ok: true });
  });

  r.get('/orders', (c) => c.json({ orders: [...siteOf(store, c.req.query('site_key')).orders.values()].map(orderJson) }));

  r.post('/products', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    const patch = isRecord(body.patch) ? body.patch : {};
    const product = site.catalog.product(toInt(patch.product_id) ?? Number.NaN);
    if (!product) throw notFound('The product was not found.');
    if (typeof patch.description === 'string') {
      for (const lang of LANGUAGES) product.description[lang] = patch.description;
    }
    if (typeof patch.name === 'string') {
      for (const lang of LANGUAGES) product.name[lang] = patch.name;
    }
    const stock = toInt(patch.stock);
    if (stock !== undefined) for (const variant of product.variants) variant.quantity = stock;
    // Image fields as the platform might hold them, unchecked (tests of the client's URL guard).
    if (typeof patch.main_image === 'string') product.main_image = patch.main_image;
    if (isStringList(patch.additional_images)) product.additional_images = [...patch.additional_images];
    if (typeof patch.option_image === 'string') {
      for (const axis of product.options) for (const value of axis.values) value.image_url = patch.option_image;
    }
    // What a seller changes after a buyer put the item in a cart (the order then refuses the line).
    const min = toInt(patch.min_quantity);
    if (min !== undefined && min > 0) product.min_quantity = min;
    for (const variant of product.variants) if (idList(patch.inactive_variants).includes(variant.variant_id)) variant.is_active = false;
    for (const input of product.buyer_input_options) if (idList(patch.required_inputs).includes(input.input_option_id)) input.is_required = true;
    return c.json({ ok: true });
  });

  r.post('/contents', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    const patch = isRecord(body.patch) ? body.patch : {};
    const content = site.catalog.content(toInt(patch.content_id) ?? Number.NaN);
    if (!content) throw notFound('The content was not found.');
    if (typeof patch.image === 'string') content.image = patch.image;
    if (isStringList(patch.additional_images)) content.additional_images = [...patch.additional_images];
    // A live or offline option whose schedule is over (no longer sold): it ended a day ago (past in every time zone).
    for (const option of content.options) {
      if (!idList(patch.ended_options).includes(option.option_id)) continue;
      option.starts_at = Date.now() - 2 * DAY_MS;
      option.ends_at = Date.now() - DAY_MS;
    }
    return c.json({ ok: true });
  });

  r.post('/seller-html', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    if (typeof body.html !== 'string') throw invalid('html', 'The html must be a string.');
    const id = toInt(body.id) ?? Number.NaN;
    if (body.kind === 'post') {
      const post = site.boards.posts.find((p) => p.post_id === id);
      if (!post) throw notFound('The post was not found.');
      for (const lang of LANGUAGES) post.content[lang] = body.html;
      return c.json({ ok: true });
    }
    const target = body.kind === 'product' ? site.catalog.product(id) : body.kind === 'content' ? site.catalog.content(id) : undefined;
    if (body.kind !== 'product' && body.kind !== 'content') throw invalid('kind', 'The kind must be product, content or post.');
    if (!target) throw notFound(`The ${body.kind} was not found.`);
    for (const lang of LANGUAGES) target.description[lang] = body.html;
    return c.json({ ok: true });
  });

  r.get('/images/:file', (c) => {
    const file = c.req.param('file');
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!isImageName(name)) throw notFound('No such image.');
    return c.body(placeholderSvg(name), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  return r;
}
