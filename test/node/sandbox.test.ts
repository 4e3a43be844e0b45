/**
 * The sandbox over real HTTP: `node --import tsx --test test/node/`.
 * Each test creates its own site, so carts, buyers and orders are never shared.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../sandbox/serve.js';
import { sandboxAdmin } from './e2e.js';

const PAGE_ORIGIN = 'http://localhost:9100';
const OTHER_ORIGIN = 'http://localhost:9200';
const API = '/api/storefront/v1';

let sandbox: RunningSandbox;

before(async () => {
  sandbox = await startSandbox({ port: 0, demoOrigins: ['http://localhost:8080'] });
});

after(async () => {
  await sandbox.close();
});

type Json = Record<string, any>;

interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  origin?: string;
  cookie?: string;
  key?: string | null;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Json;
  text: string;
}

const admin = (path: string, body?: unknown, method?: string): Promise<Json> => sandboxAdmin(sandbox.url, path, body, method);

/** A fresh site allowing PAGE_ORIGIN. */
async function newSite(origins = [PAGE_ORIGIN]): Promise<string> {
  const { site_key } = await admin('/sites', { origins });
  assert.equal(typeof site_key, 'string');
  return site_key as string;
}

async function login(siteKey: string, email = 'buyer@example.com'): Promise<string> {
  const { token } = await admin('/login', { site_key: siteKey, email, name: 'Test Buyer' });
  return token as string;
}

function client(siteKey: string) {
  return async (path: string, call: Call = {}): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const key = call.key === undefined ? siteKey : call.key;
    if (key !== null) headers['X-Service-Site-Key'] = key;
    if (call.token) headers.Authorization = `Bearer ${call.token}`;
    if (call.origin) headers.Origin = call.origin;
    if (call.cookie) headers.Cookie = call.cookie;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${sandbox.url}${API}${path}`, {
      method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      ...(call.signal ? { signal: call.signal } : {}),
    });
    const text = await res.text();
    let body: Json = {};
    try {
      body = JSON.parse(text) as Json;
    } catch {
      // Not JSON (fault tests look at text).
    }
    return { status: res.status, headers: res.headers, body, text };
  };
}

/** `name=value` of the guest-cart cookie set by a response. */
function guestCookie(res: Answer): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sf_guest_'));
  assert.ok(cookie, 'a guest cookie is set');
  return cookie.split(';')[0] as string;
}

const RECEIVER = {
  receiver_name: '김민지',
  phone: '010-1234-5678',
  address: '서울시 중구 세종대로 110',
  address_detailed: '3층',
  postal_code: '04524',
  pcc_number: '',
  region: { country: 'KR' },
};

describe('site key and origin', () => {
  it('answers 401 without a key or with an unknown key', async () => {
    const call = client('nope');
    const missing = await call('/site', { key: null });
    assert.equal(missing.status, 401);
    assert.equal(typeof missing.body.message, 'string');
    const unknown = await call('/site');
    assert.equal(unknown.status, 401);
  });

  it('answers 403 with a readable body for an origin the site does not allow', async () => {
    const key = await newSite();
    await newSite([OTHER_ORIGIN]);
    const res = await client(key)('/site', { origin: OTHER_ORIGIN });
    assert.equal(res.status, 403);
    assert.match(res.body.message, /origin/);
    // OTHER_ORIGIN is allowed by another site, so the browser may read this 403.
    assert.equal(res.headers.get('access-control-allow-origin'), OTHER_ORIGIN);
    assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
  });

  it('serves an allowed origin with CORS headers, and server-side calls without Origin', async () => {
    const key = await newSite();
    const call = client(key);
    const browser = await call('/site', { origin: PAGE_ORIGIN });
    assert.equal(browser.status, 200);
    assert.equal(browser.headers.get('access-control-allow-origin'), PAGE_ORIGIN);
    assert.equal(browser.headers.get('access-control-expose-headers'), 'Retry-After');
    const server = await call('/site');
    assert.equal(server.status, 200);
    assert.deepEqual(Object.keys(server.body.site).sort(), ['host', 'logo', 'name', 'site_id', 'site_name']);
  });

  it('answers CORS preflights for allowed origins only', async () => {
    await newSite();
    const preflight = (origin: string, path = `${API}/guest-cart`) =>
      fetch(`${sandbox.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-service-site-key, content-type',
        },
      });
    const ok = await preflight(PAGE_ORIGIN);
    assert.equal(ok.status, 204);
    assert.equal(ok.headers.get('access-control-allow-origin'), PAGE_ORIGIN);
    assert.equal(ok.headers.get('access-control-allow-credentials'), 'true');
    assert.equal(ok.headers.get('access-control-allow-methods'), 'GET, POST, PUT, DELETE, OPTIONS');
    assert.equal(ok.headers.get('access-control-allow-headers'), 'X-Service-Site-Key, Authorization, Content-Type, Accept');
    assert.equal(ok.headers.get('access-control-max-age'), '600');
    const refused = await preflight('https://evil.example');
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    // The test endpoints accept any loopback origin, so a page can create its site first.
    const adminPreflight = await preflight('http://localhost:9999', '/__sandbox/sites');
    assert.equal(adminPreflight.headers.get('access-control-allow-origin'), 'http://localhost:9999');
  });
});

describe('catalog', () => {
  it('lists products with pagination', async () => {
    const call = client(await newSite());
    const first = await call('/products');
    const list = first.body.products;
    assert.equal(list.current_page, 1);
    assert.equal(list.per_page, 20);
    assert.equal(list.total, 33);
    assert.equal(list.last_page, 2);
    assert.equal(list.data.length, 20);
    const page2 = (await call('/products?page=2&limit=5')).body.products;
    assert.equal(page2.current_page, 2);
    assert.equal(page2.last_page, 7);
    assert.equal(page2.data[0].product_id, 106);
    assert.equal((await call('/products?limit=500')).body.products.per_page, 100);
  });

  it('filters by category, tag and search (any language), and sorts', async () => {
    const call = client(await newSite());
    const books = (await call('/products?category_id=15')).body.products.data as Json[];
    assert.deepEqual(
      books.map((p) => Number(p.product_id)),
      [128, 129, 130, 131, 132, 133],
    );
    const anyOf = (await call('/products?category_ids=16,15')).body.products.total;
    assert.equal(anyOf, 7);
    const repeated = (await call('/products?category_ids=16&category_ids=15')).body.products.total;
    assert.equal(repeated, 7);
    const tagged = (await call('/products?tag_ids=25')).body.products.data as Json[];
    assert.deepEqual(
      tagged.map((p) => Number(p.product_id)),
      [103, 116, 127, 131],
    );
    const en = (await call('/products?search=SHIRT&language=en')).body.products.data as Json[];
    assert.deepEqual(
      en.map((p) => p.name),
      ['Linen Shirt', 'Cotton T-Shirt'],
    );
    const ko = (await call('/products?search=셔츠')).body.products.data as Json[];
    assert.equal(ko.length, 2);
    assert.equal((await call('/products?orderby=newest')).body.products.data[0].product_id, 133);
    const cheap = (await call('/products?orderby=price_asc&limit=1')).body.products.data[0];
    assert.equal(cheap.product_id, 120);
  });

  it('serves the product quirks: numeric strings, legacy ID, other image and shipping names', async () => {
    const call = client(await newSite());
    const all = (await call('/products?limit=100')).body.products.data as Json[];
    const byId = (id: number) => all.find((p) => Number(p.product_id) === id) as Json;
    assert.equal(byId(102).product_id, '102');
    assert.equal(byId(102).price[0].sale_price, '15000.00');
    assert.equal(byId(103).ID, 90103);
    assert.equal(byId(103).product_id, 103);
    assert.equal(byId(103).price[0].is_on_sale, '1');
    assert.equal(byId(112).price[0].is_on_sale, 1);
    assert.ok(byId(117).mainImage.image_url);
    assert.equal(byId(117).main_image, undefined);
    assert.ok(Array.isArray(byId(118).img));
    assert.ok(byId(119).details.thumbnail_link);
    assert.equal(byId(113).shipping_details.shipping_fee, 4000);
    assert.equal(byId(113).sourcing_info.shipping_fee, undefined);
    assert.equal(byId(125).shippingDetails.shipping_fee, 3000);
    assert.equal(byId(126).details.shipping.shipping_fee, 3000);
    assert.equal(byId(114).sourcing_info.min_quantity, 3);
    assert.equal(byId(114).sourcing_info.unit_quantity, 3);
  });

  it('serves the product detail shape', async () => {
    const call = client(await newSite());
    const res = await call('/products/101?language=en');
    assert.equal(res.status, 200);
    const p = res.body.product;
    assert.deepEqual(p.product, { product_id: 101, name: 'Linen Shirt' });
    assert.equal(p.translation.name, 'Linen Shirt');
    assert.deepEqual(p.options, ['Color', 'Size']);
    assert.equal(p.additional_images.length, 2);
    const inactive = p.variants.find((v: Json) => v.variant_id === 1012);
    assert.equal(inactive.is_active, false);
    assert.deepEqual(inactive.attributesArray, [
      { name: 'Color', value: 'Sage' },
      { name: 'Size', value: 'XL' },
    ]);
    // The option names in the language asked for; the values stay language-neutral.
    for (const [language, names] of [
      ['ko', ['색상', '사이즈']],
      ['ja', ['カラー', 'サイズ']],
    ] as const) {
      const local = (await call(`/products/101?language=${language}`)).body.product;
      assert.deepEqual(local.options, names);
      assert.deepEqual(
        local.variants.find((v: Json) => v.variant_id === 1012).attributesArray,
        names.map((name, i) => ({ name, value: ['Sage', 'XL'][i] })),
      );
    }
    assert.deepEqual(p.option_display_settings, [
      { attribute_index: 0, display_type: 'color_swatch' },
      { attribute_index: 1, display_type: 'radio' },
    ]);
    const sky = p.option_value_display_settings.find((s: Json) => s.value_text === 'Sky');
    assert.equal(sky.color_hex, '#8EB8E5');
    assert.match(sky.image_url, /\/__sandbox\/images\/p101-linen-shirt-sky\.svg$/);
    assert.equal(p.sourcing_info.shipping_fee, 3000);

    const inputs = (await call('/products/108')).body.product.buyer_input_options as Json[];
    assert.deepEqual(
      inputs.map((i) => i.input_type),
      ['text', 'textarea', 'date', 'time', 'datetime', 'text'],
    );
    assert.equal(inputs.find((i) => i.status === 'hidden')?.input_option_id, 306);
    const noProductId = (await call('/products/104')).body.product.variants[0];
    assert.equal(noProductId.product_id, undefined);
    assert.ok((await call('/products/120')).body.product.translation.description.includes('<script>window.__xss=1</script>'));

    const missing = await call('/products/999');
    assert.equal(missing.status, 404);
    assert.equal(typeof missing.body.message, 'string');
  });

  it('lists and details contents, never with media_url', async () => {
    const call = client(await newSite());
    const live = (await call('/contents?content_type=live')).body.contents;
    assert.equal(live.total, 4);
    assert.equal((await call('/contents?type=offline')).body.contents.total, 4);
    const all = (await call('/contents?limit=100')).body.contents.data as Json[];
    assert.equal(all.length, 18);
    const watercolor = all.find((c) => c.content_id === 503) as Json;
    assert.equal(watercolor.title, undefined);
    assert.equal(typeof watercolor.name, 'string');
    assert.equal(watercolor.average_rating, '4.9');
    assert.equal(all.find((c) => c.content_id === 504)?.class_id, 40504);

    const vod = await call('/contents/501');
    assert.equal(vod.status, 200);
    assert.equal(vod.body.content.options.length, vod.body.content.option_details.length);
    assert.equal(vod.body.curriculums[0].option_id, vod.body.content.options[0].option_id);
    assert.equal(vod.body.chapters.length, 3);
    assert.ok(vod.body.chapters[0].items[0].curriculum_id);
    assert.deepEqual(vod.body.exchangeRates, { USD: 0.00072, JPY: 0.11 });
    assert.ok(!vod.text.includes('media_url'));
    assert.ok(!vod.text.includes('m3u8'));
    const legacy = (await call('/contents/502')).body.chapters[0];
    assert.ok(Array.isArray(legacy.curriculums_details));
    assert.equal(legacy.items, undefined);
    const schedule = (await call('/contents/506')).body.content.option_details[0];
    assert.match(schedule.duration_start, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    assert.equal((await call('/contents/501/summary')).body.content.min_price, 79000);
    assert.equal((await call('/contents/514/summary')).body.content.min_price, 19000);
    assert.ok((await call('/contents/516/description')).body.description.includes('onerror'));
    const bulk = await call('/contents/bulk', { body: { content_ids: [514, 501, 9999] } });
    assert.deepEqual(
      (bulk.body.contents as Json[]).map((c) => c.content_id),
      [514, 501],
    );
    const preview = await call('/contents/cart-preview', { body: { options_ids: [5001] } });
    assert.equal(preview.body.items[0].item_type, 'content');
    assert.equal(preview.body.items[0].option.option_id, 5001);
    const mixed = await call('/contents/cart-preview', { body: { option_ids: [5001], variant_ids: [1001] } });
    assert.deepEqual(
      (mixed.body.items as Json[]).map((i) => [i.item_type, i.option_id ?? i.variant_id, i.content_id ?? i.product_id]),
      [
        ['content', 5001, 501],
        ['product', 1001, 101],
      ],
    );
    const products = await call('/contents/cart-preview', { body: { variant_ids: [1001] } });
    assert.equal(products.status, 200);
    const wrong = await call('/contents/cart-preview', { body: { variant_ids: [101] } });
    assert.equal(wrong.status, 422);
    assert.match(wrong.body.errors['variant_ids.0'][0], /product_id, not a variant_id/);
    assert.equal((await call('/contents/9999')).status, 404);
  });

  it('lets a test set seller HTML and patch a product, on its own site only', async () => {
    const key = await newSite();
    const call = client(key);
    await admin('/seller-html', { site_key: key, kind: 'content', id: 501, html: '<p onclick="x()">Hi</p>' });
    assert.equal((await call('/contents/501/description')).body.description, '<p onclick="x()">Hi</p>');
    await admin('/products', { site_key: key, patch: { product_id: 110, description: '<b>Sharp</b>', stock: 0 } });
    const knife = (await call('/products/110')).body.product;
    assert.equal(knife.translation.description, '<b>Sharp</b>');
    assert.equal(knife.variants[0].quantity, 0);
    const untouched = (await client(await newSite())('/products/110')).body.product;
    assert.notEqual(untouched.translation.description, '<b>Sharp</b>');
  });

  it('lists categories in use, tags and checkout metadata', async () => {
    const call = client(await newSite());
    const categories = (await call('/product-categories')).body.categories as Json[];
    assert.ok(!categories.some((c) => c.category_id === 17));
    assert.equal(categories.find((c) => c.category_id === 12)?.id, 12);
    const found = (await call('/product-categories/search?query=kitchen')).body.categories as Json[];
    assert.deepEqual(
      found.map((c) => c.category_id),
      [12],
    );
    const tags = (await call('/content-tags')).body.tags as Json[];
    assert.ok(tags.every((t) => t.target_type === 'content'));
    const meta = (await call('/checkout/metadata')).body;
    assert.equal(meta.currency, 'KRW');
    assert.deepEqual(meta.required_fields, ['receiver_name', 'phone', 'address', 'postal_code']);
  });
});

describe('guest cart', () => {
  it('adds, changes quantity, deletes and empties, keyed by the device cookie', async () => {
    const call = client(await newSite());
    const first = await call('/guest-cart');
    assert.deepEqual(first.body, { items: [], count: 0 });
    const setCookie = first.headers.getSetCookie()[0] as string;
    assert.match(setCookie, /HttpOnly/i);
    assert.match(setCookie, /SameSite=Lax/i);
    assert.match(setCookie, /Path=\//);
    const cookie = guestCookie(first);

    let cart = await call('/guest-cart', { cookie, body: { data: { '1001': { product_id: 101, quantity: 2 } } } });
    assert.equal(cart.status, 200);
    assert.equal(cart.body.count, 1);
    assert.equal(cart.body.items[0].cart_quantity, 2);
    assert.equal(cart.body.items[0].label, 'White / S');
    cart = await call('/guest-cart', { cookie, body: { data: { '1001': { product_id: 101, quantity: 1 }, '5001': 1 } } });
    assert.equal(cart.body.items[0].cart_quantity, 3);
    cart = await call('/guest-cart', { cookie, body: { data: { '5001': 1 } } });
    assert.equal(cart.body.count, 2);
    const content = cart.body.items.find((i: Json) => i.item_type === 'content');
    assert.deepEqual(Object.keys(content.option).sort(), ['content_id', 'content_type', 'option_id', 'price', 'sale_price', 'title']);

    cart = await call('/guest-cart/quantity', { cookie, method: 'PUT', body: { item_type: 'product', variant_id: 1001, quantity: 5 } });
    assert.equal(cart.body.items[0].cart_quantity, 5);
    cart = await call('/guest-cart/1001', { cookie, method: 'DELETE', body: { item_type: 'product' } });
    assert.equal(cart.body.count, 1);
    cart = await call('/guest-cart/5001', { cookie, method: 'DELETE' });
    assert.equal(cart.body.count, 0);

    await call('/guest-cart', { cookie, body: { data: { '5003': 1 } } });
    const otherDevice = await call('/guest-cart');
    assert.equal(otherDevice.body.count, 0);
    cart = await call('/guest-cart', { cookie, method: 'DELETE' });
    assert.deepEqual(cart.body, { items: [], count: 0 });
  });

  it('answers 422 with min_quantity below the minimum, and checks bundles and stock', async () => {
    const call = client(await newSite());
    const below = await call('/guest-cart', { body: { data: { '1060': { product_id: 114, quantity: 2 } } } });
    assert.equal(below.status, 422);
    assert.equal(below.body.min_quantity, 3);
    assert.ok(Array.isArray(below.body.errors.quantity));
    const notBundle = await call('/guest-cart', { body: { data: { '1060': { product_id: 114, quantity: 4 } } } });
    assert.equal(notBundle.status, 422);
    assert.match(notBundle.body.errors.quantity[0], /multiple of 3/);
    const ok = await call('/guest-cart', { body: { data: { '1060': { product_id: 114, quantity: 6 } } } });
    assert.equal(ok.status, 200);
    const soldOut = await call('/guest-cart', { body: { data: { '1039': { product_id: 105, quantity: 1 } } } });
    assert.equal(soldOut.status, 422);
    const tooMany = await call('/guest-cart', { body: { data: { '1005': { product_id: 101, quantity: 3 } } } });
    assert.match(tooMany.body.errors.quantity[0], /Only 2 left/);
  });

  it('refuses inactive variants, mixed-up ids, bad buyer inputs and past schedules', async () => {
    const call = client(await newSite());
    const inactive = await call('/guest-cart', { body: { data: { '1012': { product_id: 101, quantity: 1 } } } });
    assert.equal(inactive.status, 422);
    assert.ok(inactive.body.errors['data.1012']);
    const mixed = await call('/guest-cart', { body: { data: { '1001': { product_id: 102, quantity: 1 } } } });
    assert.ok(mixed.body.errors['data.1001.product_id']);
    const swapped = await call('/guest-cart', { body: { data: { '101': { product_id: 1001, quantity: 1 } } } });
    assert.match(swapped.body.errors['data.101'][0], /product_id, not a variant_id/);

    const missing = await call('/guest-cart', { body: { data: { '1047': { product_id: 108, quantity: 1 } } } });
    assert.equal(missing.status, 422);
    assert.ok(missing.body.errors['buyer_inputs.301']);
    const tooLong = await call('/guest-cart', {
      body: { data: { '1047': { product_id: 108, quantity: 1, buyer_inputs: { '301': 'x'.repeat(21) } } } },
    });
    assert.ok(tooLong.body.errors['buyer_inputs.301']);
    const stored = await call('/guest-cart', {
      body: {
        data: {
          '1047': {
            product_id: 108,
            quantity: 1,
            buyer_inputs: [
              { input_option_id: 301, value: 'For Minji' },
              { input_option_id: 303, value: '2030-01-31' },
              { input_option_id: 306, value: 'hidden inputs are not stored' },
            ],
          },
        },
      },
    });
    assert.equal(stored.status, 200);
    assert.deepEqual(stored.body.items[0].buyer_inputs, { '301': 'For Minji', '303': '2030-01-31' });

    const past = await call('/guest-cart', { body: { data: { '5008': 1 } } });
    assert.equal(past.status, 422);
    assert.ok(past.body.errors['data.5008']);
    const future = await call('/guest-cart', { body: { data: { '5009': 1 } } });
    assert.equal(future.status, 200);
    const unknown = await call('/guest-cart', { body: { data: { '4999': 1 } } });
    assert.equal(unknown.status, 422);
  });
});

describe('buyer', () => {
  it('logs in through /__sandbox/login and reads /me', async () => {
    const key = await newSite();
    const call = client(key);
    assert.equal((await call('/me')).status, 401);
    assert.equal((await call('/me', { token: 'sbx_wrong' })).status, 401);
    const token = await login(key, 'me@example.com');
    const me = await call('/me', { token });
    assert.equal(me.status, 200);
    assert.deepEqual(Object.keys(me.body.user).sort(), ['email', 'name', 'nickname', 'user_id', 'user_phone']);
    assert.equal(me.body.user.email, 'me@example.com');
    // The token belongs to its site only.
    assert.equal((await client(await newSite())('/me', { token })).status, 401);
    assert.equal((await call('/cart')).status, 401);
  });

  it('merges the guest cart into the buyer cart', async () => {
    const key = await newSite();
    const call = client(key);
    const token = await login(key);
    const guest = await call('/guest-cart', { body: { data: { '1001': { product_id: 101, quantity: 2 }, '5001': 1 } } });
    const cookie = guestCookie(guest);
    await call('/cart', { token, body: { data: { '1001': { product_id: 101, quantity: 1 }, '5001': 1, '5025': 1 } } });
    const merged = await call('/cart/merge-guest', { token, cookie, body: {} });
    assert.equal(merged.status, 200);
    assert.equal(merged.body.count, 3);
    const shirt = merged.body.items.find((i: Json) => i.variant_id === 1001);
    assert.equal(shirt.cart_quantity, 3);
    assert.equal(merged.body.items.filter((i: Json) => i.option_id === 5001).length, 1);
    assert.equal((await call('/guest-cart', { cookie })).body.count, 0);
    const emptied = await call('/cart', { token, method: 'DELETE' });
    assert.equal(emptied.body.count, 0);
  });
});

describe('orders and payment', () => {
  async function buyerWithCart() {
    const key = await newSite();
    const call = client(key);
    const token = await login(key);
    await call('/cart', { token, body: { data: { '1001': { product_id: 101, quantity: 1 }, '5001': 1 } } });
    return { key, call, token };
  }

  const ORDER = {
    product_items: [{ variant_id: 1001, product_id: 101 }],
    content_items: [{ option_id: 5001 }],
    quantities: { '1001': 1 },
    total_price: 118000,
    order_memo: '',
    receiver: RECEIVER,
  };

  it('answers 422 with field errors for invalid orders', async () => {
    const { call, token } = await buyerWithCart();
    assert.equal((await call('/orders', { body: ORDER })).status, 401);
    const badPhone = await call('/orders', { token, body: { ...ORDER, receiver: { ...RECEIVER, phone: 'call me' } } });
    assert.equal(badPhone.status, 422);
    assert.ok(badPhone.body.errors['receiver.phone']);
    const noReceiver = await call('/orders', { token, body: { ...ORDER, receiver: {} } });
    assert.deepEqual(noReceiver.body.errors['receiver.receiver_name'], ['The receiver name is required.']);
    assert.ok(noReceiver.body.errors['receiver.phone']);
    const mixed = await call('/orders', { token, body: { ...ORDER, product_items: [{ variant_id: 1001, product_id: 102 }] } });
    assert.ok(mixed.body.errors['product_items.0.product_id']);
    const option = await call('/orders', { token, body: { ...ORDER, content_items: [{ option_id: 501 }] } });
    assert.ok(option.body.errors['content_items.0.option_id']);
    const empty = await call('/orders', { token, body: { ...ORDER, product_items: [], content_items: [] } });
    assert.equal(empty.status, 422);
    const below = await call('/orders', {
      token,
      body: { ...ORDER, product_items: [{ variant_id: 1060, product_id: 114 }], quantities: { '1060': 1 } },
    });
    assert.equal(below.body.min_quantity, 3);
    assert.ok(below.body.errors['quantities.1060']);
  });

  it('refuses, naming the item, lines the seller changed after they went into the cart', async () => {
    const key = await newSite();
    const call = client(key);
    const token = await login(key);
    const added = await call('/cart', {
      token,
      body: { data: { '1045': { product_id: 107, quantity: 1 }, '1044': { product_id: 106, quantity: 2 }, '5015': 1 } },
    });
    assert.equal(added.status, 200);
    await admin('/products', { site_key: key, patch: { product_id: 107, required_inputs: [307] } });
    await admin('/products', { site_key: key, patch: { product_id: 106, min_quantity: 3 } });
    await admin('/contents', { site_key: key, patch: { content_id: 509, ended_options: [5015] } });
    const order = {
      ...ORDER,
      product_items: [
        { variant_id: 1045, product_id: 107 },
        { variant_id: 1044, product_id: 106 },
      ],
      content_items: [{ option_id: 5015 }],
      quantities: { '1045': 1, '1044': 2 },
    };
    const refused = await call('/orders', { token, body: order });
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors['product_items.0.buyer_inputs.307']);
    assert.deepEqual(refused.body.errors['quantities.1044'], ['The minimum order quantity is 3.']);
    assert.equal(refused.body.min_quantity, 3);
    assert.match(refused.body.errors['content_items.0.option_id'][0], /already ended/);
    // Still in the cart, as the buyer put them there.
    assert.equal((await call('/cart', { token })).body.count, 3);

    await admin('/products', { site_key: key, patch: { product_id: 106, inactive_variants: [1044] } });
    const inactive = await call('/orders', {
      token,
      body: { ...order, content_items: [], product_items: [order.product_items[1]], quantities: { '1044': 3 } },
    });
    assert.match(inactive.body.errors['product_items.0.variant_id'][0], /not available/);
  });

  it('creates an order with the recomputed price, also from legacy names', async () => {
    const { key, call, token } = await buyerWithCart();
    const res = await call('/orders', { token, body: ORDER });
    assert.equal(res.status, 201);
    // 39,000 + 3,000 shipping (under the 50,000 threshold) + 79,000.
    assert.equal(res.body.order.price, 121000);
    assert.equal(typeof res.body.order.order_id, 'number');
    const freeShipping = await call('/orders', { token, body: { ...ORDER, content_items: [], quantities: { '1001': 2 } } });
    assert.equal(freeShipping.body.order.price, 78000);
    const legacy = await call('/orders', {
      token,
      body: { new_data: [{ id: 1001, product_id: 101 }], old_data: [{ ID: 5025 }], quantities: { '1001': 1 }, receiver: RECEIVER },
    });
    assert.equal(legacy.status, 201);
    assert.equal(legacy.body.order.price, 39000 + 3000 + 19000);
    // Placing an order leaves the cart alone.
    assert.equal((await call('/cart', { token })).body.count, 2);
    const posted = (await admin(`/requests?site_key=${key}`)).requests.filter((r: Json) => r.method === 'POST' && r.path === '/orders');
    assert.equal(posted.length, 3);
    assert.equal(posted[0].has_token, true);
  });

  it('initializes a payment and checks method, redirect_url and owner', async () => {
    const { key, call, token } = await buyerWithCart();
    const { order } = (await call('/orders', { token, body: ORDER })).body;
    const init = await call('/payments/initialize', {
      token,
      body: { order_id: order.order_id, redirect_url: `${PAGE_ORIGIN}/result`, pay_method: 'CARD' },
    });
    assert.equal(init.status, 200);
    assert.equal(init.body.amount, 121000);
    assert.equal(init.body.currency, 'KRW');
    assert.equal(init.body.payment.type, 'form_post');
    assert.equal(init.body.payment.method, 'POST');
    assert.equal(init.body.payment.action, `${sandbox.url}/__pay`);
    const fields = init.body.payment.fields;
    for (const name of ['nonce', 'order_id', 'price', 'goods_name', 'buyer_name', 'buyer_tel', 'buyer_mail', 'pay_method', 'redirect_url']) {
      assert.ok(name in fields, name);
    }
    assert.equal(fields.extra_null, null);

    const body = { order_id: order.order_id, redirect_url: `${PAGE_ORIGIN}/result`, pay_method: 'CARD' };
    assert.ok((await call('/payments/initialize', { token, body: { ...body, pay_method: 'BANK' } })).body.errors.pay_method);
    assert.ok((await call('/payments/initialize', { token, body: { ...body, redirect_url: 'javascript:alert(1)' } })).body.errors.redirect_url);
    assert.equal((await call('/payments/initialize', { token, body: { ...body, order_id: 1 } })).status, 404);
    const stranger = await login(key, 'stranger@example.com');
    assert.equal((await call('/payments/initialize', { token: stranger, body })).status, 403);
  });

  it("answers a site's currency and payment form method (sites created with currency / payment_form_method)", async () => {
    const { site_key: key } = await admin('/sites', { origins: [PAGE_ORIGIN], currency: 'USD', payment_form_method: 'GET' });
    const call = client(key);
    const token = await login(key);
    assert.equal((await call('/checkout/metadata')).body.currency, 'USD');
    await call('/cart', { token, body: { data: { '1001': { product_id: 101, quantity: 1 }, '5001': 1 } } });
    const { order } = (await call('/orders', { token, body: ORDER })).body;
    const init = await call('/payments/initialize', {
      token,
      body: { order_id: order.order_id, redirect_url: `${PAGE_ORIGIN}/result`, pay_method: 'CARD' },
    });
    assert.equal(init.body.currency, 'USD');
    assert.equal(init.body.payment.method, 'GET');
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(init.body.payment.fields as Json)) if (value !== null) query.set(name, String(value));
    assert.equal((await fetch(`${sandbox.url}/__pay`, { method: 'POST', body: query })).status, 400, 'POST refused when the method is GET');
    const page = await fetch(`${sandbox.url}/__pay?${query}`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Pay/);
  });

  async function openPaymentPage(fields: Json) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, String(value));
    return fetch(`${sandbox.url}/__pay`, { method: 'POST', body: form, redirect: 'manual' });
  }

  async function choose(nonce: string, outcome: string) {
    return fetch(`${sandbox.url}/__pay/complete`, {
      method: 'POST',
      body: new URLSearchParams({ nonce, outcome }),
      redirect: 'manual',
    });
  }

  it('walks /__pay → /__pay/complete to the result page with pay_success', async () => {
    const { key, call, token } = await buyerWithCart();
    const { order } = (await call('/orders', { token, body: ORDER })).body;
    const pay = (
      await call('/payments/initialize', {
        token,
        body: { order_id: order.order_id, redirect_url: `${PAGE_ORIGIN}/result?from=test`, pay_method: 'CARD' },
      })
    ).body.payment;

    const page = await openPaymentPage(pay.fields);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const html = await page.text();
    assert.ok(html.includes('₩121,000'));
    for (const label of ['>Pay<', '>Fail<', '>Cancel<']) assert.ok(html.includes(label), label);

    const done = await choose(pay.fields.nonce, 'pay');
    assert.equal(done.status, 302);
    const location = new URL(done.headers.get('location') as string);
    assert.equal(location.origin + location.pathname, `${PAGE_ORIGIN}/result`);
    assert.equal(location.searchParams.get('from'), 'test');
    assert.equal(location.searchParams.get('pay_success'), 'true');
    assert.equal(location.searchParams.get('order_id'), String(order.order_id));
    assert.equal(location.searchParams.get('error'), null);

    const recorded = (await admin(`/orders?site_key=${key}`)).orders[0];
    assert.equal(recorded.status, 'paid');
    const sent = Object.fromEntries(Object.entries(pay.fields).filter(([, v]) => v !== null));
    assert.deepEqual(recorded.payment_fields, sent);
    // The ordered lines left the cart.
    assert.equal((await call('/cart', { token })).body.count, 0);
    // Single-use nonce; a paid order is no longer payable.
    assert.equal((await choose(pay.fields.nonce, 'pay')).status, 400);
    assert.equal((await openPaymentPage(pay.fields)).status, 400);
    const again = await call('/payments/initialize', {
      token,
      body: { order_id: order.order_id, redirect_url: `${PAGE_ORIGIN}/result`, pay_method: 'CARD' },
    });
    assert.equal(again.status, 422);
  });

  it('redirects with error=card_declined on Fail and error=user_cancel on Cancel', async () => {
    const { call, token } = await buyerWithCart();
    const { order } = (await call('/orders', { token, body: ORDER })).body;
    const start = async () =>
      (
        await call('/payments/initialize', {
          token,
          body: { order_id: order.order_id, redirect_url: `${PAGE_ORIGIN}/result`, pay_method: 'CARD' },
        })
      ).body.payment.fields;

    for (const [outcome, error] of [
      ['fail', 'card_declined'],
      ['cancel', 'user_cancel'],
    ] as const) {
      const fields = await start();
      assert.equal((await openPaymentPage(fields)).status, 200);
      const res = await choose(fields.nonce, outcome);
      const location = new URL(res.headers.get('location') as string);
      assert.equal(location.searchParams.get('pay_success'), 'false');
      assert.equal(location.searchParams.get('order_id'), String(order.order_id));
      assert.equal(location.searchParams.get('error'), error);
    }
    const changed = await start();
    assert.equal((await openPaymentPage({ ...changed, price: '100' })).status, 400);
  });
});

describe('faults', () => {
  async function fault(key: string, spec: Json) {
    await admin('/faults', { site_key: key, ...spec });
  }

  it('answers a status with its body and Retry-After, the given number of times', async () => {
    const key = await newSite();
    const call = client(key);
    await fault(key, { path: '/products', kind: 'status', status: 503, retry_after: '2', times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await call('/products', { origin: PAGE_ORIGIN });
      assert.equal(res.status, 503);
      assert.equal(res.headers.get('retry-after'), '2');
      assert.equal(typeof res.body.message, 'string');
      assert.equal(res.headers.get('access-control-allow-origin'), PAGE_ORIGIN);
    }
    assert.equal((await call('/products')).status, 200);
    await fault(key, { path: '/products', kind: 'status', status: 429, body: { message: 'Slow down' } });
    assert.deepEqual((await call('/products/101')).body, { message: 'Slow down' });
  });

  it('matches the method, and DELETE clears the faults', async () => {
    const key = await newSite();
    const call = client(key);
    await fault(key, { method: 'POST', path: '/guest-cart', kind: 'status', status: 500, times: 5 });
    assert.equal((await call('/guest-cart')).status, 200);
    assert.equal((await call('/guest-cart', { body: { data: { '5001': 1 } } })).status, 500);
    await admin(`/faults?site_key=${key}`, undefined, 'DELETE');
    assert.equal((await call('/guest-cart', { body: { data: { '5001': 1 } } })).status, 200);
  });

  it('delays an answer', async () => {
    const key = await newSite();
    await fault(key, { path: '/site', kind: 'latency', delay_ms: 300 });
    const started = Date.now();
    const res = await client(key)('/site');
    assert.equal(res.status, 200);
    assert.ok(Date.now() - started >= 290);
  });

  it('delays an answer, then applies the next matching fault', async () => {
    const key = await newSite();
    await fault(key, { path: '/site', kind: 'latency', delay_ms: 200 });
    await fault(key, { path: '/site', kind: 'status', status: 503 });
    const started = Date.now();
    assert.equal((await client(key)('/site')).status, 503);
    assert.ok(Date.now() - started >= 190);
    assert.equal((await client(key)('/site')).status, 200);
  });

  it('answers malformed JSON and HTML with status 200', async () => {
    const key = await newSite();
    const call = client(key);
    await fault(key, { path: '/products', kind: 'malformed' });
    const malformed = await call('/products');
    assert.equal(malformed.status, 200);
    assert.match(malformed.headers.get('content-type') ?? '', /application\/json/);
    assert.throws(() => JSON.parse(malformed.text));
    await fault(key, { path: '/products', kind: 'html' });
    const html = await call('/products');
    assert.equal(html.status, 200);
    assert.match(html.headers.get('content-type') ?? '', /text\/html/);
  });

  it('drops the connection', async () => {
    const key = await newSite();
    await fault(key, { path: '/site', kind: 'drop' });
    await assert.rejects(client(key)('/site'));
    assert.equal((await client(key)('/site')).status, 200);
  });

  it('with after: true, acts first and then loses or corrupts the answer', async () => {
    const key = await newSite();
    const call = client(key);
    const add = () => call('/guest-cart', { body: { data: { '1001': { product_id: 101, quantity: 1 } } }, cookie });
    const first = await call('/guest-cart');
    const cookie = guestCookie(first);
    await fault(key, { method: 'POST', path: '/guest-cart', kind: 'drop', after: true });
    await assert.rejects(add());
    assert.equal((await call('/guest-cart', { cookie })).body.items[0].cart_quantity, 1, 'the dropped add was made');
    for (const spec of [{ kind: 'malformed' }, { kind: 'html' }, { kind: 'status', status: 502 }]) {
      await fault(key, { method: 'POST', path: '/guest-cart', after: true, ...spec });
      const res = await add();
      assert.notEqual(res.status === 200 && typeof res.body.items === 'object', true, `${spec.kind}: the answer is lost`);
    }
    assert.equal((await call('/guest-cart', { cookie })).body.items[0].cart_quantity, 4, 'every add was made');
    const requests = (await admin(`/requests?site_key=${key}`)).requests as Json[];
    assert.deepEqual(
      requests.filter((r) => r.method === 'POST').map((r) => r.status),
      [null, 200, 200, 502],
    );
  });

  it('hangs until the client aborts', async () => {
    const key = await newSite();
    await fault(key, { path: '/site', kind: 'hang' });
    const started = Date.now();
    await assert.rejects(client(key)('/site', { signal: AbortSignal.timeout(300) }), { name: 'TimeoutError' });
    assert.ok(Date.now() - started >= 290);
    assert.equal((await client(key)('/site')).status, 200);
    const requests = (await admin(`/requests?site_key=${key}`)).requests as Json[];
    assert.equal(requests.length, 2);
    assert.equal(requests[0]?.status, null);
  });
});

describe('identity provider sign-in page', () => {
  it('signs in with a one-time code and answers token, then access_token', async () => {
    const key = await newSite();
    const call = client(key);
    const start = (await call('/auth/idp-client')).body;
    assert.equal(start.authorize_url, `${sandbox.url}/__idp/authorize`);
    assert.equal(start.scope, 'profile');

    const redirectUri = `${PAGE_ORIGIN}/auth/callback`;
    const authorize = new URL(start.authorize_url);
    authorize.search = new URLSearchParams({
      client_id: start.client_id,
      redirect_uri: redirectUri,
      state: 'st-123',
      response_type: 'code',
    }).toString();
    const pageRes = await fetch(authorize);
    assert.equal(pageRes.status, 200);
    const html = await pageRes.text();
    assert.match(html, /<label for="name">Name<\/label>/);
    assert.match(html, /<label for="email">Email<\/label>/);
    assert.match(html, />Sign in<\/button>/);
    const cancel = /<a href="([^"]+)">Cancel<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    assert.ok(cancel);
    const cancelUrl = new URL(cancel);
    assert.equal(cancelUrl.searchParams.get('error'), 'access_denied');
    assert.equal(cancelUrl.searchParams.get('state'), 'st-123');

    const signIn = async (email: string) => {
      const res = await fetch(`${sandbox.url}/__idp/authorize`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: start.client_id, redirect_uri: redirectUri, state: 'st-123', response_type: 'code', name: 'Jin', email }),
        redirect: 'manual',
      });
      assert.equal(res.status, 302);
      const location = new URL(res.headers.get('location') as string);
      assert.equal(location.origin + location.pathname, redirectUri);
      assert.equal(location.searchParams.get('state'), 'st-123');
      return location.searchParams.get('code') as string;
    };

    const code = await signIn('jin@example.com');
    const first = await call('/auth/idp/callback', { body: { code, state: 'st-123', redirect_uri: redirectUri } });
    assert.equal(first.status, 200);
    assert.equal(typeof first.body.token, 'string');
    assert.equal(first.body.user.email, 'jin@example.com');
    assert.equal((await call('/me', { token: first.body.token })).body.user.name, 'Jin');

    const reused = await call('/auth/idp/callback', { body: { code, state: 'st-123', redirect_uri: redirectUri } });
    assert.equal(reused.status, 422);
    assert.ok(reused.body.errors.code);

    const second = await call('/auth/idp/callback', {
      body: { code: await signIn('jin@example.com'), state: 'st-123', redirect_uri: redirectUri },
    });
    assert.equal(typeof second.body.access_token, 'string');
    assert.equal(second.body.token, undefined);
    assert.equal(second.body.user.user_id, first.body.user.user_id);
  });

  it('refuses a redirect_uri outside the site origins', async () => {
    const key = await newSite();
    const { client_id } = (await client(key)('/auth/idp-client')).body;
    const url = `${sandbox.url}/__idp/authorize?${new URLSearchParams({ client_id, redirect_uri: 'https://evil.example/cb', state: 's' })}`;
    assert.equal((await fetch(url)).status, 400);
  });
});

describe('images', () => {
  it('serves SVG placeholders with cache headers', async () => {
    const res = await fetch(`${sandbox.url}/__sandbox/images/p101-linen-shirt-sky.svg`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(res.headers.get('cache-control') ?? '', /max-age=\d+/);
    assert.match(await res.text(), /Linen Shirt Sky/);
    assert.equal((await fetch(`${sandbox.url}/__sandbox/images/..%2Fsecret.svg`)).status, 404);
  });
});
