/**
 * The sandbox seeds its demo catalog through the catalog push command's function and the server
 * API (`node --import tsx --test test/node/server-seed.test.ts`): the result is exactly the
 * catalog the seed specs describe, every site copies it, and the seed file obeys the toolkit's
 * rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSandbox } from '../../sandbox/app.js';
import { seedStatus } from '../../sandbox/server-api.js';
import { seedCatalogFile } from '../../sandbox/seed/catalog.js';
import { buildSeed } from '../../sandbox/seed/index.js';
import { DEMO_SITE_KEY, TEMPLATE_SERVER_KEY, TEMPLATE_SITE_KEY } from '../../sandbox/store.js';
import { prepareCatalog } from '../../src/server/index.js';

type Json = Record<string, any>;
const PUBLIC_URL = 'http://localhost:8787';

/** The records without the server-API-only fields the seed specs do not have. */
function withoutServerFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutServerFields);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'server')
        .map(([k, v]) => [k, withoutServerFields(v)]),
    );
  }
  return value;
}

describe('the seed', () => {
  it('is pushed into the template site and equals the seed specs exactly', async () => {
    const { store } = createSandbox({ publicUrl: PUBLIC_URL, demoOrigins: [] });
    const status = seedStatus(store)!;
    await status.ready;
    const { products, contents, categories, tags } = store.template.catalog;
    const expected = buildSeed({ publicUrl: PUBLIC_URL, now: status.now });
    assert.deepEqual(withoutServerFields({ products, contents, categories, tags }), expected);
    // Every item went through the server API: it carries what the API stored.
    assert.ok(products.every((p) => p.server?.scalars.status === 'publish'));
    assert.ok(contents.every((c) => c.server?.scalars.status === 'publish' && c.options.every((o) => o.server)));
  });

  it('is copied into the demo site and every new site, each on its own', async () => {
    const { app, store } = createSandbox({ publicUrl: PUBLIC_URL, demoOrigins: [] });
    const created = await app.request('/__sandbox/sites', { method: 'POST', body: JSON.stringify({ origins: [] }) });
    const { site_key } = (await created.json()) as Json;
    const demo = store.siteByKey(DEMO_SITE_KEY)!;
    const site = store.siteByKey(site_key)!;
    assert.equal(demo.catalog.products.length, 33);
    assert.equal(site.catalog.contents.length, 18);
    assert.notEqual(site.catalog.products[0], store.template.catalog.products[0]);
    site.catalog.product(101)!.name.en = 'Changed';
    assert.equal(demo.catalog.product(101)!.name.en, 'Linen Shirt');
    assert.equal(store.template.catalog.product(101)!.name.en, 'Linen Shirt');
    // The template is not a shop anyone uses, but it is a site like the others.
    assert.equal(store.siteByKey(TEMPLATE_SITE_KEY), store.template);
  });

  it('answers storefront requests made before the seed is in once it is', async () => {
    const { app } = createSandbox({ publicUrl: PUBLIC_URL, demoOrigins: [] });
    const early = await app.request('/api/storefront/v1/products/104', { headers: { 'X-Service-Site-Key': DEMO_SITE_KEY } });
    assert.equal(early.status, 200);
    const { product } = (await early.json()) as Json;
    assert.equal(product.variants.length, 18);
    assert.equal(product.variants[0].product_id, undefined, 'the quirks survive the push');
  });

  it('is a catalog file the toolkit accepts, with sandbox fields only where the API has none', async () => {
    const file = seedCatalogFile({ publicUrl: PUBLIC_URL, now: Date.now() });
    const prepared = await prepareCatalog(file, '.');
    assert.deepEqual(prepared.problems, []);
    assert.equal(prepared.items.length, 51);
    // Every rule holds in the payloads themselves: the sandbox fields never carry catalog data
    // (options, tags, categories) past a rule.
    const seed = buildSeed({ publicUrl: PUBLIC_URL, now: Date.now() });
    for (const c of file.contents!) {
      const spec = seed.contents.find((x) => x.content_id === c.sandbox!.content_id)!;
      assert.equal(c.options.length, spec.options.length, `content ${spec.content_id} sends every option`);
      if (c.content_type === 'vod') assert.equal(c.options.length, 1, `vod ${spec.content_id} has one option`);
      assert.deepEqual(c.tag_ids, spec.tag_ids);
      assert.ok((c.tag_ids ?? []).length <= 1);
      assert.deepEqual(c.category_ids, spec.category_ids);
    }
    for (const p of file.products!) {
      const spec = seed.products.find((x) => x.product_id === p.sandbox!.product_id)!;
      assert.deepEqual([p.category_id], spec.category_ids, `product ${spec.product_id} has one category`);
      assert.deepEqual(p.tag_ids, spec.tag_ids);
      assert.ok((p.tag_ids ?? []).length <= 1);
    }
    const allowed = new Set([
      'product_id',
      'variant_ids',
      'input_option_ids',
      'content_id',
      'option_ids',
      'chapter_ids',
      'curriculum_ids',
      'created_at',
      'min_quantity',
      'unit_quantity',
      'stock',
      'review_count',
      'average_rating',
      'option_descriptions',
      'option_names',
      'no_media',
      'quirks',
    ]);
    const used = [...file.contents!, ...file.products!].flatMap((item) => Object.keys(item.sandbox ?? {}));
    assert.deepEqual(
      used.filter((key) => !allowed.has(key)),
      [],
    );
  });

  it('refuses sandbox fields that would lift a payload rule', async () => {
    const { app, store } = createSandbox({ publicUrl: PUBLIC_URL, demoOrigins: [] });
    await seedStatus(store)!.ready;
    const product = { title: 'X', category_id: 11, featured_image: 'https://cdn.example.com/x.png' };
    for (const sandbox of [{ tag_ids: [21, 22] }, { category_ids: [11, 16] }, { extra_options: [] }]) {
      const res = await app.request('/api/public/v1/products', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${TEMPLATE_SERVER_KEY}`,
          'Content-Type': 'application/json',
          'X-Sandbox-Seed': Buffer.from(JSON.stringify(sandbox)).toString('base64url'),
        },
        body: JSON.stringify(product),
      });
      assert.equal(res.status, 422, JSON.stringify(sandbox));
    }
  });

  it('lists the seed through the server API of the demo site', async () => {
    const { app } = createSandbox({ publicUrl: PUBLIC_URL, demoOrigins: [] });
    const res = await app.request('/api/public/v1/contents/502?language=en', { headers: { Authorization: 'Bearer demo-server-key' } });
    assert.equal(res.status, 200);
    const { data } = (await res.json()) as Json;
    assert.equal(data.title, 'Web Components with Lit');
    assert.deepEqual(
      data.options.map((o: Json) => o.option_id),
      [5003],
    );
    assert.deepEqual(
      data.chapters.map((ch: Json) => ch.chapter_id),
      [6004, 6005, 6006, 6007],
    );
  });
});
