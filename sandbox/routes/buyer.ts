/**
 * Buyer pages (token required): orders, purchased items with their actions, the open, action and
 * review writes, my contents with counts, the purchased content detail. Plus the test endpoints
 * that feed them (`/__sandbox/purchase`, `/deliver`, `/complete-content`, `/content-access`) and
 * the sandbox's own small player page. See docs/sandbox.md, "Buyer pages".
 *
 * Every line of a paid order becomes a purchased item the first time a buyer page is read (or the
 * order is paid through `/__sandbox/purchase`). Its `line_item_id`
 * (`li:<order_id>:<index>|<kind>:<variant_id or option_id>`) holds `:` and `|` on purpose: the
 * sandbox looks it up whole, so a front end that splits or rebuilds it gets 404.
 */
import { Hono } from 'hono';
import {
  ApiError,
  type SandboxContext,
  type SandboxEnv,
  bodyObject,
  invalid,
  isRecord,
  languageOf,
  notFound,
  parseJsonBody,
  toInt,
  unauthorized,
  Validation,
} from '../http.js';
import { escapeHtml } from '../format.js';
import { contentOrderLine, productOrderLine, readBuyerInputs } from '../rules.js';
import {
  type LearningStatus,
  type LineState,
  lineActions,
  lineJson,
  myContentJson,
  orderJson,
  orderSummaryJson,
  purchasedContentJson,
  serveUrl,
} from '../shapes/buyer.js';
import type { Buyer, Order, OrderLine, SandboxStore, Site } from '../store.js';
import { requireBuyer } from './cart.js';

const TYPES = ['all', 'vod', 'live', 'offline', 'digital_content', 'membership'] as const;
const STATUSES = ['all', 'pending', 'processing', 'completed'] as const;

interface Purchased {
  order: Order;
  line: OrderLine;
  state: LineState;
}

/** Buyer-page state of each site: purchased items by line_item_id. */
const states = new WeakMap<Site, { lines: Map<string, LineState>; next_review_id: number }>();

function stateOf(site: Site) {
  let s = states.get(site);
  if (!s) states.set(site, (s = { lines: new Map(), next_review_id: 1 }));
  return s;
}

function lineItemId(order: Order, index: number, line: OrderLine): string {
  return `li:${order.order_id}:${index}|${line.kind}:${line.kind === 'product' ? line.variant_id : line.option_id}`;
}

/** The purchased items of every paid order of the site (created on first sight). */
function purchased(site: Site): Purchased[] {
  const { lines } = stateOf(site);
  const byOrder = new Map<number, LineState[]>();
  for (const s of lines.values()) byOrder.set(s.order_id, [...(byOrder.get(s.order_id) ?? []), s]);
  const out: Purchased[] = [];
  for (const order of site.orders.values()) {
    if (order.status !== 'paid') continue;
    order.lines.forEach((line, index) => {
      let state = byOrder.get(order.order_id)?.find((s) => s.index === index);
      if (!state) {
        state = {
          line_item_id: lineItemId(order, index, line),
          order_id: order.order_id,
          index,
          status: 'paid',
          opened: false,
          completed: false,
          expired: false,
          hold_blocked: false,
          review: null,
        };
        lines.set(state.line_item_id, state);
      }
      out.push({ order, line, state });
    });
  }
  return out;
}

const newestFirst = (a: Purchased | Order, b: Purchased | Order) => ('order' in b ? b.order : b).order_id - ('order' in a ? a.order : a).order_id;

/** The buyer's item named by the path's line_item_id, exactly: 404 unknown, 403 someone else's. */
function ownItem(c: SandboxContext): Purchased {
  const id = c.req.param('line_item_id') ?? '';
  const item = purchased(c.get('site')).find((p) => p.state.line_item_id === id);
  if (!item) throw notFound(`No purchased item "${id}".`);
  if (item.order.user_id !== c.get('buyer').user_id) throw new ApiError(403, 'This purchased item belongs to another buyer.');
  return item;
}

function ownOrder(c: SandboxContext): Order {
  const id = toInt(c.req.param('order_id'));
  const order = id === undefined ? undefined : c.get('site').orders.get(id);
  if (!order) throw notFound(`Order ${c.req.param('order_id')} was not found.`);
  if (order.user_id !== c.get('buyer').user_id) throw new ApiError(403, 'This order belongs to another buyer.');
  return order;
}

/** The buyer's live (not refunded) content items, grouped by content_id, newest purchase first. */
function ownContents(site: Site, buyer: Buyer): Map<number, Purchased[]> {
  const out = new Map<number, Purchased[]>();
  for (const p of purchased(site).sort(newestFirst)) {
    if (p.order.user_id !== buyer.user_id || p.line.kind !== 'content' || p.state.status === 'refunded') continue;
    const id = p.line.content_id!;
    out.set(id, [...(out.get(id) ?? []), p]);
  }
  return out;
}

function learning(items: Purchased[]): LearningStatus {
  if (items.some((p) => p.state.completed)) return 'completed';
  return items.some((p) => p.state.opened) ? 'processing' : 'pending';
}

/** True when every purchased option of a live/offline content has ended, or the period was ended by hand. */
function ended(site: Site, items: Purchased[], now = Date.now()): boolean {
  if (items.some((p) => p.state.expired)) return true;
  return items.every((p) => {
    const ref = site.catalog.option(p.line.option_id!);
    const type = ref?.content.content_type;
    const end = ref ? (ref.option.ends_at ?? ref.option.starts_at) : null;
    return (type === 'live' || type === 'offline') && end !== null && end < now;
  });
}

function pathType(c: SandboxContext): (typeof TYPES)[number] {
  const type = TYPES.find((t) => t === c.req.param('type'));
  if (!type) throw invalid('type', `The type must be one of ${TYPES.join(', ')}.`);
  return type;
}

export function buyerRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();
  r.use('/me/*', requireBuyer(store));

  const lines = (c: SandboxContext, items: Array<{ order: Order; line: OrderLine; state: LineState | null }>) =>
    items.map(({ order, line, state }) => lineJson(c.get('site'), store.publicUrl, order, line, state, languageOf(c)));

  r.get('/me/orders', (c) => {
    const buyer = c.get('buyer');
    const all = [...c.get('site').orders.values()].filter((o) => o.user_id === buyer.user_id).sort(newestFirst);
    const limit = Math.min(100, Math.max(1, toInt(c.req.query('limit')) ?? 20));
    const page = Math.max(1, toInt(c.req.query('page')) ?? 1);
    const last_page = Math.max(1, Math.ceil(all.length / limit));
    const data = all.slice((page - 1) * limit, page * limit).map((o) => orderSummaryJson(o, languageOf(c)));
    return c.json({ orders: { data, current_page: page, per_page: limit, total: all.length, last_page } });
  });

  r.get('/me/orders/:order_id', (c) => c.json({ order: orderJson(ownOrder(c), languageOf(c)) }));

  r.get('/me/orders/:order_id/details', (c) => {
    const order = ownOrder(c);
    const items = purchased(c.get('site'));
    const rows = order.lines.map((line) => ({ order, line, state: items.find((p) => p.line === line)?.state ?? null }));
    return c.json({ line_items: lines(c, rows) });
  });

  r.get('/me/order-lines', (c) => {
    const buyer = c.get('buyer');
    const own = purchased(c.get('site'))
      .filter((p) => p.order.user_id === buyer.user_id)
      .sort((a, b) => newestFirst(a, b) || a.state.index - b.state.index);
    return c.json({ line_items: lines(c, own), total: own.length });
  });

  r.post('/me/order-lines/:line_item_id/actions', (c) => {
    const item = ownItem(c);
    const body = bodyObject(c);
    const type = typeof body.type === 'string' ? body.type : typeof body.action === 'string' ? body.action : '';
    if (!type) throw invalid('type', 'The type of the action is required.');
    if (type === 'open') throw invalid('type', 'Open a content with POST /me/content-entitlements/{line_item_id}/open.');
    if (type === 'review') throw invalid('type', 'Write a review with POST /me/order-lines/{line_item_id}/review.');
    const action = lineActions(item.line, item.state).find((a) => a.type === type);
    if (!action) throw invalid('type', `Unknown action "${type}" for this item.`);
    if (!action.enabled) throw invalid('type', `The action ${type} is not available for this item now.`);
    const s = item.state;
    if (type === 'confirm_purchase') s.status = 'confirmed';
    else if (type === 'return_request') s.status = 'return_requested';
    // An unopened content is refunded at once; a product waits for the seller.
    else if (type === 'refund_request') s.status = item.line.kind === 'content' ? 'refunded' : 'refund_requested';
    return c.json({ line_item: lines(c, [item])[0] });
  });

  r.post('/me/order-lines/:line_item_id/review', (c) => {
    const item = ownItem(c);
    const body = bodyObject(c);
    if (item.state.review) throw invalid('review', 'This item already has a review.');
    if (!lineActions(item.line, item.state).some((a) => a.type === 'review' && a.enabled)) {
      throw invalid('review', 'A review can be written once the purchase is confirmed, delivered or opened.');
    }
    const rating = toInt(body.rating);
    const content = typeof body.content === 'string' ? body.content.trim() : '';
    const errors: Record<string, string[]> = {};
    if (rating === undefined || rating < 1 || rating > 5) errors.rating = ['The rating must be a whole number from 1 to 5.'];
    if (!content) errors.content = ['The review text is required.'];
    else if (content.length > 2000) errors.content = ['The review text may have at most 2000 characters.'];
    const first = Object.values(errors)[0];
    if (first) throw new ApiError(422, first[0]!, errors);
    const review = { review_id: stateOf(c.get('site')).next_review_id++, rating: rating!, content };
    item.state.review = review;
    return c.json({ review }, 201);
  });

  r.post('/me/content-entitlements/:line_item_id/open', (c) => {
    const item = ownItem(c);
    if (item.line.kind !== 'content') throw invalid('line_item_id', 'Only a purchased content can be opened.');
    if (item.state.status !== 'paid') throw new ApiError(403, `This content can no longer be opened: it is ${item.state.status}.`);
    item.state.opened = true;
    return c.json({ serve: { mode: 'internal_player', url: serveUrl(c.get('site'), store.publicUrl, item.line, item.state) } });
  });

  r.get('/me/contents/:type/:status', (c) => {
    const type = pathType(c);
    const status = STATUSES.find((s) => s === c.req.param('status'));
    if (!status) throw invalid('status', `The status must be one of ${STATUSES.join(', ')}.`);
    const site = c.get('site');
    const data = [...ownContents(site, c.get('buyer')).values()].flatMap((items) => {
      const first = items[0]!;
      const content = site.catalog.content(first.line.content_id!);
      const learned = learning(items);
      if (!content || (type !== 'all' && content.content_type !== type) || (status !== 'all' && learned !== status)) return [];
      return [myContentJson(content, first.line, first.state, learned, languageOf(c))];
    });
    return c.json({ contents: { data, current_page: 1, per_page: Math.max(20, data.length), total: data.length, last_page: 1 } });
  });

  r.get('/me/content-counts/:type', (c) => {
    const type = pathType(c);
    const site = c.get('site');
    const counts: Record<string, Record<string, number>> = {};
    for (const t of type === 'all' ? TYPES : [type]) counts[t] = { all: 0, pending: 0, processing: 0, completed: 0 };
    for (const items of ownContents(site, c.get('buyer')).values()) {
      const contentType = site.catalog.content(items[0]!.line.content_id!)?.content_type;
      const learned = learning(items);
      for (const t of ['all', contentType]) {
        const row = t ? counts[t] : undefined;
        if (!row) continue;
        row.all = (row.all ?? 0) + 1;
        row[learned] = (row[learned] ?? 0) + 1;
      }
    }
    return c.json({ content_counts: counts });
  });

  r.get('/me/content-items/:content_id', (c) => {
    const site = c.get('site');
    const content = site.catalog.content(toInt(c.req.param('content_id')) ?? Number.NaN);
    if (!content) throw notFound(`Content ${c.req.param('content_id')} was not found.`);
    const items = ownContents(site, c.get('buyer')).get(content.content_id);
    if (!items) throw new ApiError(403, 'You have not purchased this content.');
    const hold_blocked = items.some((p) => p.state.hold_blocked);
    return c.json(purchasedContentJson({ content, lines: items, watchable: !hold_blocked && !ended(site, items), hold_blocked, lang: languageOf(c) }));
  });

  return r;
}

// ── Test endpoints under /__sandbox ─────────────────────────────────────────

async function jsonBody(c: SandboxContext): Promise<Record<string, unknown>> {
  const body = parseJsonBody(await c.req.text()) ?? {};
  if (!isRecord(body)) throw new ApiError(422, 'The request body must be a JSON object.');
  return body;
}

/** Items of the site's content `content_id` (of the buyer named by `token`, when given). */
function contentItems(store: SandboxStore, body: Record<string, unknown>): Purchased[] {
  const site = store.siteByKey(typeof body.site_key === 'string' ? body.site_key : undefined);
  if (!site) throw new ApiError(404, 'Unknown site_key: create a site with POST /__sandbox/sites.');
  const contentId = toInt(body.content_id);
  const buyer = typeof body.token === 'string' ? store.buyerByToken(site, body.token) : undefined;
  if (typeof body.token === 'string' && !buyer) throw unauthorized('Unknown token.');
  const items = purchased(site).filter((p) => p.line.content_id === contentId && (!buyer || p.order.user_id === buyer.user_id));
  if (items.length === 0) throw notFound(`Nobody bought content ${String(body.content_id)} on this site.`);
  return items;
}

export function buyerAdminRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  /**
   * A paid order at once: `{ site_key, token, product_items?: [{ variant_id, quantity?, buyer_inputs? }], content_items?: [{ option_id }], pending? }`
   * (`buyer_inputs` keyed by input_option_id, checked as `POST /orders` checks them; `pending: true`: the order waits for its payment).
   */
  r.post('/purchase', async (c) => {
    const body = await jsonBody(c);
    const site = store.siteByKey(typeof body.site_key === 'string' ? body.site_key : undefined);
    if (!site) throw new ApiError(404, 'Unknown site_key: create a site with POST /__sandbox/sites.');
    const buyer = store.buyerByToken(site, typeof body.token === 'string' ? body.token : undefined);
    if (!buyer) throw unauthorized('The token is missing or unknown: get one from POST /__sandbox/login.');
    const lines: OrderLine[] = [];
    const v = new Validation();
    for (const [i, raw] of (Array.isArray(body.product_items) ? body.product_items : []).entries()) {
      const ref = site.catalog.variant(toInt(isRecord(raw) ? raw.variant_id : raw) ?? Number.NaN);
      if (!ref) throw invalid(`product_items.${i}.variant_id`, 'Unknown variant_id.');
      const inputs = isRecord(raw) && raw.buyer_inputs !== undefined ? readBuyerInputs(v, ref.product, raw.buyer_inputs) : {};
      lines.push(productOrderLine(ref, (isRecord(raw) ? toInt(raw.quantity) : undefined) ?? 1, inputs));
    }
    v.throwIfAny();
    for (const [i, raw] of (Array.isArray(body.content_items) ? body.content_items : []).entries()) {
      // Past live/offline options are allowed here: they make a content whose period ended.
      const ref = site.catalog.option(toInt(isRecord(raw) ? raw.option_id : raw) ?? Number.NaN);
      if (!ref) throw invalid(`content_items.${i}.option_id`, 'Unknown option_id.');
      lines.push(contentOrderLine(ref));
    }
    if (lines.length === 0) throw invalid('product_items', 'Send product_items or content_items.');
    const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
    const shipping = lines.reduce((sum, l) => sum + l.shipping_price, 0);
    const now = new Date().toISOString();
    const pending = body.pending === true;
    const order: Order = {
      order_id: site.next_order_id++,
      user_id: buyer.user_id,
      status: pending ? 'pending' : 'paid',
      lines,
      subtotal,
      shipping,
      price: subtotal + shipping,
      currency: site.currency,
      total_price: subtotal,
      order_memo: '',
      receiver: {
        receiver_name: buyer.name,
        phone: buyer.user_phone ?? '010-0000-0000',
        address: '1 Sejong-daero, Jung-gu, Seoul',
        address_detailed: '',
        postal_code: '04524',
        pcc_number: '',
        region: { country: 'KR' },
      },
      created_at: now,
      paid_at: pending ? null : now,
      payments: [],
    };
    site.orders.set(order.order_id, order);
    const items = purchased(site).filter((p) => p.order === order);
    return c.json({ order_id: order.order_id, price: order.price, line_item_ids: items.map((p) => p.state.line_item_id) });
  });

  /** `{ site_key, order_id }`: the order's paid product items become `delivered`. */
  r.post('/deliver', async (c) => {
    const body = await jsonBody(c);
    const site = store.siteByKey(typeof body.site_key === 'string' ? body.site_key : undefined);
    if (!site) throw new ApiError(404, 'Unknown site_key: create a site with POST /__sandbox/sites.');
    const items = purchased(site).filter((p) => p.order.order_id === toInt(body.order_id) && p.line.kind === 'product');
    if (items.length === 0) throw notFound('No paid product items in that order.');
    for (const p of items) if (p.state.status === 'paid') p.state.status = 'delivered';
    return c.json({ ok: true, line_item_ids: items.map((p) => p.state.line_item_id) });
  });

  /** `{ site_key, content_id, token? }`: learning status `completed`. */
  r.post('/complete-content', async (c) => {
    for (const p of contentItems(store, await jsonBody(c))) p.state.opened = p.state.completed = true;
    return c.json({ ok: true });
  });

  /** `{ site_key, content_id, token?, expired?, hold_blocked? }`: period over (watchable false) or on hold. */
  r.post('/content-access', async (c) => {
    const body = await jsonBody(c);
    for (const p of contentItems(store, body)) {
      if (typeof body.expired === 'boolean') p.state.expired = body.expired;
      if (typeof body.hold_blocked === 'boolean') p.state.hold_blocked = body.hold_blocked;
    }
    return c.json({ ok: true });
  });

  /** The sandbox's own player page (the `serve.url` of a site without origins). */
  r.get('/player', (c) => {
    const id = escapeHtml(c.req.query('content_id') ?? '');
    return c.html(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sandbox player</title><h1>Sandbox player</h1><p>Content ${id}: open it in a page with &lt;shop-content-viewer content-id="${id}"&gt;.</p></html>`,
    );
  });

  return r;
}
