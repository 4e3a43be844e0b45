/**
 * The sandbox's benchmark endpoints (/__sandbox/bench, used by `npm run bench`): they add to one
 * site only, with ids outside the seed's, and what they add is served like seed data.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSandbox } from '../../sandbox/app.js';

const ORIGIN = 'http://localhost:9100';
const { app } = createSandbox({ publicUrl: 'http://localhost:8787', demoOrigins: [] });

type Json = Record<string, any>;

async function call(
  method: string,
  path: string,
  opts: { body?: unknown; key?: string; cookie?: string; token?: string } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: ORIGIN };
  if (opts.key) headers['X-Service-Site-Key'] = opts.key;
  if (opts.cookie) headers.Cookie = opts.cookie;
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await app.fetch(
    new Request(`http://localhost:8787${path}`, { method, headers, ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }) }),
  );
  return { status: res.status, body: (await res.json()) as Json };
}

async function newSite(): Promise<string> {
  return (await call('POST', '/__sandbox/sites', { body: { origins: [ORIGIN] } })).body.site_key as string;
}

describe('sandbox bench endpoints', () => {
  it('adds products that lists serve, on that site only', async () => {
    const key = await newSite();
    const other = await newSite();
    const before = (await call('GET', '/api/storefront/v1/products?limit=1', { key })).body.products.total as number;
    const added = await call('POST', '/__sandbox/bench/products', { body: { site_key: key, count: 80 } });
    assert.equal(added.status, 200);
    assert.equal(added.body.product_ids.length, 80);
    assert.equal(added.body.product_ids[0], 2001);
    assert.equal(added.body.total, before + 80);
    const list = (await call('GET', '/api/storefront/v1/products?limit=100', { key })).body.products;
    assert.equal(list.data.length, 100);
    assert.equal(list.total, before + 80);
    const detail = await call('GET', '/api/storefront/v1/products/2001', { key });
    assert.equal(detail.status, 200);
    assert.equal((await call('GET', '/api/storefront/v1/products?limit=1', { key: other })).body.products.total, before);
  });

  it('fills a guest cart (answering its cookie) and a buyer cart', async () => {
    const key = await newSite();
    const guest = await call('POST', '/__sandbox/bench/fill-cart', { body: { site_key: key, lines: 20 } });
    assert.equal(guest.status, 200);
    assert.equal(guest.body.count, 20);
    const cookie = `${guest.body.cookie.name}=${guest.body.cookie.value}`;
    const cart = (await call('GET', '/api/storefront/v1/guest-cart', { key, cookie })).body;
    assert.equal(cart.items.length, 20);

    const { token } = (await call('POST', '/__sandbox/login', { body: { site_key: key } })).body;
    const buyer = await call('POST', '/__sandbox/bench/fill-cart', { body: { site_key: key, lines: 5, token } });
    assert.equal(buyer.body.cookie, undefined);
    assert.equal((await call('GET', '/api/storefront/v1/cart', { key, token })).body.items.length, 5);
    // Every line can be ordered as it is: a quantity change to the same number is accepted.
    const line = cart.items[0];
    const put = await call('PUT', '/api/storefront/v1/guest-cart/quantity', {
      key,
      cookie,
      body: { item_type: 'product', variant_id: line.variant_id, quantity: line.cart_quantity },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
  });

  it('refuses more lines than the catalog can give, and bad counts', async () => {
    const key = await newSite();
    assert.equal((await call('POST', '/__sandbox/bench/fill-cart', { body: { site_key: key, lines: 500 } })).status, 422);
    assert.equal((await call('POST', '/__sandbox/bench/products', { body: { site_key: key, count: 0 } })).status, 422);
    assert.equal((await call('POST', '/__sandbox/bench/big-content', { body: { site_key: 'nope', chapters: 1, lessons: 1 } })).status, 404);
  });

  it('adds a vod content with chapters × lessons', async () => {
    const key = await newSite();
    const added = await call('POST', '/__sandbox/bench/big-content', { body: { site_key: key, chapters: 30, lessons: 20 } });
    assert.equal(added.status, 200);
    const detail = await call('GET', `/api/storefront/v1/contents/${added.body.content_id}`, { key });
    assert.equal(detail.status, 200);
    const chapters = detail.body.chapters as { items: unknown[] }[];
    assert.equal(chapters.length, 30);
    assert.ok(chapters.every((c) => c.items.length === 20));
    const second = await call('POST', '/__sandbox/bench/big-content', { body: { site_key: key, chapters: 1, lessons: 1 } });
    assert.equal(second.body.content_id, added.body.content_id + 1);
    // Its purchase options can be put in the cart.
    const add = await call('POST', '/api/storefront/v1/guest-cart', { key, body: { data: { [added.body.option_ids[0]]: 1 } } });
    assert.equal(add.status, 200);
  });
});
