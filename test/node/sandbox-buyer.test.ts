/**
 * The sandbox's buyer pages over real HTTP: purchased items fed by the purchase flow (order →
 * payment page → Pay), their actions and statuses, my contents and counts, the purchased content
 * detail, and the 401/403/404 answers. `node --import tsx --test test/node/sandbox-buyer.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../sandbox/serve.js';
import { sandboxAdmin } from './e2e.js';

const ORIGIN = 'http://localhost:9100';
let sandbox: RunningSandbox;

before(async () => {
  sandbox = await startSandbox({ port: 0, demoOrigins: [] });
});

after(async () => {
  await sandbox.close();
});

type Json = Record<string, any>;

const admin = (path: string, body: unknown): Promise<Json> => sandboxAdmin(sandbox.url, path, body);

async function buyer(email = 'buyer@example.com', key?: string) {
  const site_key = key ?? ((await admin('/sites', { origins: [ORIGIN] })).site_key as string);
  const { token } = await admin('/login', { site_key, email, name: 'Test Buyer' });
  const call = async (path: string, init: { body?: unknown; token?: string | null } = {}) => {
    const res = await fetch(`${sandbox.url}/api/storefront/v1${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'X-Service-Site-Key': site_key,
        'Content-Type': 'application/json',
        ...(init.token === null ? {} : { Authorization: `Bearer ${init.token ?? token}` }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const purchase = (items: Json) => admin('/purchase', { site_key, token, ...items });
  return { site_key, token: token as string, call, purchase };
}

const seg = encodeURIComponent;
const enabled = (line: Json) => line.actions.filter((a: Json) => a.enabled).map((a: Json) => a.type);

describe('buyer pages in the sandbox', () => {
  it('turns an order paid on the payment page into purchased items', async () => {
    const b = await buyer();
    const receiver = { receiver_name: 'Kim', phone: '010-1234-5678', address: 'Seoul', postal_code: '04524', region: { country: 'KR' } };
    const order = (
      await b.call('/orders', {
        body: {
          product_items: [{ variant_id: 1001, product_id: 101 }],
          content_items: [{ option_id: 5001 }],
          quantities: { 1001: 1 },
          total_price: 0,
          order_memo: '',
          receiver,
        },
      })
    ).body.order;
    assert.deepEqual((await b.call('/me/order-lines')).body, { line_items: [], total: 0 }, 'nothing before payment');
    assert.equal((await b.call('/me/orders')).body.orders.data[0].status, 'pending');
    const pay = (await b.call('/payments/initialize', { body: { order_id: order.order_id, redirect_url: `${ORIGIN}/r`, pay_method: 'CARD' } })).body.payment;
    const form = new URLSearchParams(Object.entries(pay.fields).filter(([, v]) => v !== null) as [string, string][]);
    await fetch(`${sandbox.url}/__pay`, { method: 'POST', body: form });
    await fetch(`${sandbox.url}/__pay/complete`, {
      method: 'POST',
      body: new URLSearchParams({ nonce: pay.fields.nonce, outcome: 'pay' }),
      redirect: 'manual',
    });
    const { line_items, total } = (await b.call('/me/order-lines?language=en')).body;
    assert.equal(total, 2);
    assert.deepEqual(
      line_items.map((l: Json) => l.line_item_id),
      [`li:${order.order_id}:0|product:1001`, `li:${order.order_id}:1|content:5001`],
    );
    assert.deepEqual(enabled(line_items[0]), ['confirm_purchase', 'refund_request']);
    assert.deepEqual(enabled(line_items[1]), ['open', 'refund_request']);
    assert.equal(line_items[1].serve.mode, 'internal_player');
    assert.equal(line_items[1].serve.url, `${ORIGIN}/content-viewer.html?content_id=501&entitlement=${seg(line_items[1].line_item_id)}`);
    assert.deepEqual(line_items[0].review, { exists: false, review_id: null });
  });

  it('moves product items through confirm, delivery, return and review', async () => {
    const b = await buyer();
    const {
      order_id,
      line_item_ids: [a, c],
    } = await b.purchase({ product_items: [{ variant_id: 1001 }, { variant_id: 1044 }] });
    const act = (id: string, type: string) => b.call(`/me/order-lines/${seg(id)}/actions`, { body: { type } });
    assert.equal((await act(a, 'return_request')).status, 422, 'return needs delivery');
    assert.equal((await b.call(`/me/order-lines/${seg(a)}/review`, { body: { rating: 5, content: 'x' } })).status, 422, 'no review before confirming');
    const confirmed = await act(a, 'confirm_purchase');
    assert.equal(confirmed.body.line_item.status, 'confirmed');
    assert.deepEqual(enabled(confirmed.body.line_item), ['review']);
    assert.equal((await act(a, 'refund_request')).status, 422, 'no refund once confirmed');
    const bad = await b.call(`/me/order-lines/${seg(a)}/review`, { body: { rating: 6, content: ' ' } });
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['content', 'rating']);
    const review = await b.call(`/me/order-lines/${seg(a)}/review`, { body: { rating: 4, content: 'Good' } });
    assert.equal(review.status, 201);
    const line = (await b.call('/me/order-lines')).body.line_items.find((l: Json) => l.line_item_id === a);
    assert.deepEqual(line.review, { exists: true, review_id: review.body.review.review_id });
    assert.equal((await b.call(`/me/order-lines/${seg(a)}/review`, { body: { rating: 4, content: 'Again' } })).status, 422);

    await admin('/deliver', { site_key: b.site_key, order_id });
    const delivered = (await b.call('/me/order-lines')).body.line_items.find((l: Json) => l.line_item_id === c);
    assert.equal(delivered.status, 'delivered');
    assert.deepEqual(enabled(delivered), ['confirm_purchase', 'return_request', 'review']);
    assert.equal((await act(c, 'return_request')).body.line_item.status, 'return_requested');
    assert.equal((await act(c, 'open')).status, 422);
  });

  it('finds an item only by its whole line_item_id, and only for its buyer', async () => {
    const b = await buyer();
    const {
      line_item_ids: [a],
    } = await b.purchase({ product_items: [{ variant_id: 1001 }] });
    const other = await buyer('other@example.com', b.site_key);
    assert.equal((await b.call(`/me/order-lines/${seg(a.split('|')[0])}/actions`, { body: { type: 'confirm_purchase' } })).status, 404);
    assert.equal((await other.call(`/me/order-lines/${seg(a)}/actions`, { body: { type: 'confirm_purchase' } })).status, 403);
    assert.equal((await b.call(`/me/order-lines/${seg(a)}/actions`, { body: { type: 'confirm_purchase' }, token: null })).status, 401);
    assert.equal((await b.call('/me/orders', { token: 'nope' })).status, 401);
    const { order_id } = await other.purchase({ product_items: [{ variant_id: 1001 }] });
    assert.equal((await b.call(`/me/orders/${order_id}`)).status, 403);
    assert.equal((await b.call(`/me/orders/${order_id}/details`)).status, 403);
    assert.equal((await b.call('/me/orders/99999')).status, 404);
    assert.equal((await other.call(`/me/orders/${order_id}/details`)).body.line_items.length, 1);
  });

  it('lists my contents with counts that follow open, complete and refund', async () => {
    const b = await buyer();
    const {
      line_item_ids: [ts, lit, icons],
    } = await b.purchase({ content_items: [{ option_id: 5001 }, { option_id: 5003 }, { option_id: 5025 }] });
    const counts = async (type = 'all') => (await b.call(`/me/content-counts/${type}`)).body.content_counts;
    assert.deepEqual((await counts()).all, { all: 3, pending: 3, processing: 0, completed: 0 });
    assert.deepEqual(Object.keys(await counts()), ['all', 'vod', 'live', 'offline', 'digital_content', 'membership']);
    assert.deepEqual(await counts('vod'), { vod: { all: 2, pending: 2, processing: 0, completed: 0 } });
    const list = (await b.call('/me/contents/all/all')).body.contents;
    assert.deepEqual(list.data.map((c: Json) => c.content_id).sort(), [501, 502, 514]);
    assert.ok(list.data.every((c: Json) => c.lookup_id !== c.content_id && c.id === c.lookup_id));
    assert.deepEqual((await b.call('/me/contents/membership/all')).body.contents.data, []);
    assert.equal((await b.call('/me/contents/books/all')).status, 422);

    const opened = await b.call(`/me/content-entitlements/${seg(ts)}/open`, { body: {} });
    assert.equal(opened.body.serve.url, `${ORIGIN}/content-viewer.html?content_id=501&entitlement=${seg(ts)}`);
    assert.deepEqual((await counts('vod')).vod, { all: 2, pending: 1, processing: 1, completed: 0 });
    await admin('/complete-content', { site_key: b.site_key, content_id: 501 });
    assert.deepEqual(
      (await b.call('/me/contents/vod/completed')).body.contents.data.map((c: Json) => c.content_id),
      [501],
    );
    assert.equal((await b.call(`/me/order-lines/${seg(ts)}/actions`, { body: { type: 'refund_request' } })).status, 422, 'opened: no refund');
    assert.equal((await b.call(`/me/order-lines/${seg(icons)}/actions`, { body: { type: 'refund_request' } })).body.line_item.status, 'refunded');
    assert.deepEqual((await counts()).all, { all: 2, pending: 1, processing: 0, completed: 1 });
    assert.equal((await b.call('/me/content-items/514')).status, 403, 'refunded: no access');
    assert.equal((await b.call(`/me/content-entitlements/${seg(icons)}/open`, { body: {} })).status, 403);
    assert.ok(lit);
  });

  it('serves the purchased detail with media_url, the legacy names of 502, watchable and hold_blocked', async () => {
    const b = await buyer();
    await b.purchase({ content_items: [{ option_id: 5001 }, { option_id: 5003 }, { option_id: 5008 }] });
    const ts = (await b.call('/me/content-items/501?language=en')).body;
    assert.equal(ts.watchable, true);
    assert.equal(ts.hold_blocked, false);
    const lessons = ts.chapters.flatMap((c: Json) => c.items);
    assert.equal(lessons.length, 10);
    assert.equal(lessons[0].media_url, `${sandbox.url}/__sandbox/media/7001.m3u8`);
    assert.equal(lessons.find((l: Json) => l.curriculum_id === 7007).media_url, '');
    assert.match(lessons[0].reference_url, /^https:\/\//);

    const legacy = (await b.call('/me/content-items/502')).body;
    assert.equal(legacy.parent_class.content_id, 502);
    assert.equal(legacy.watch_able, true);
    assert.ok(legacy.class.length === 1 && legacy.chapters[0].curriculums_details[0].data.endsWith('.m3u8'));
    assert.ok(legacy.chapters[0].curriculums_details[0].vod_link);

    assert.equal((await b.call('/me/content-items/506')).body.watchable, false, 'a past live session has ended');
    await admin('/content-access', { site_key: b.site_key, content_id: 501, hold_blocked: true });
    const held = (await b.call('/me/content-items/501')).body;
    assert.deepEqual([held.watchable, held.hold_blocked], [false, true]);
    assert.ok(
      held.chapters.flatMap((c: Json) => c.items).every((l: Json) => l.media_url === ''),
      'no source while held',
    );
    assert.equal((await b.call('/me/content-items/503')).status, 403);
    assert.equal((await b.call('/me/content-items/9999')).status, 404);
  });
});
