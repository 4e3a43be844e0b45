/**
 * Benchmark helpers under /__sandbox/bench (no site key; used by `npm run bench`). They only ADD
 * to one site's catalog and carts, with ids outside the seed's ranges, so the seed and every
 * other site stay as they are:
 *
 * | Endpoint | Body | Answer |
 * |---|---|---|
 * | `POST /__sandbox/bench/products` | `{ site_key, count }` | `{ product_ids, total }`: `count` more products (ids from 2001, variants from 20001), copies of the seed products without quirks or buyer inputs |
 * | `POST /__sandbox/bench/fill-cart` | `{ site_key, lines, token? }` | `{ count, cookie? }`: the buyer's cart (with `token`) or a new guest cart holds `lines` product lines; a guest cart answers `cookie: { name, value }` to set on the sandbox's host |
 * | `POST /__sandbox/bench/big-content` | `{ site_key, chapters, lessons }` | `{ content_id, option_ids }`: a vod content (id from 901) with `chapters` chapters of `lessons` lessons each |
 */
import { Hono } from 'hono';
import { ApiError, type SandboxContext, type SandboxEnv, Validation, invalid, isRecord, parseJsonBody, toInt, unauthorized } from '../http.js';
import { checkQuantity } from '../rules.js';
import { guestCookieName } from './cart.js';
import { type Cart, CatalogIndex, type ContentRecord, type ProductRecord, type SandboxStore, type Site, type Translated, randomToken } from '../store.js';

const FIRST_PRODUCT_ID = 2001;
const FIRST_VARIANT_ID = 20001;
const FIRST_CONTENT_ID = 901;
const FIRST_OPTION_ID = 9001;
const FIRST_CHAPTER_ID = 60001;
const FIRST_CURRICULUM_ID = 700001;

async function jsonBody(c: SandboxContext): Promise<Record<string, unknown>> {
  const body = parseJsonBody(await c.req.text());
  if (!isRecord(body)) throw new ApiError(422, 'The request body must be a JSON object.');
  return body;
}

function siteOf(store: SandboxStore, key: unknown): Site {
  const site = typeof key === 'string' ? store.siteByKey(key) : undefined;
  if (!site) throw new ApiError(404, 'Unknown site_key: create a site with POST /__sandbox/sites.');
  return site;
}

function count(body: Record<string, unknown>, name: string, max: number): number {
  const n = toInt(body[name]);
  if (n === undefined || n < 1 || n > max) throw invalid(name, `The ${name} must be an integer from 1 to ${max}.`);
  return n;
}

const suffix = (text: Translated, n: number): Translated => ({ ko: `${text.ko} ${n}`, en: `${text.en} ${n}`, ja: `${text.ja} ${n}` });

/** The site's catalog with `products` and `contents` appended (the index is rebuilt). */
function extend(site: Site, products: ProductRecord[], contents: ContentRecord[]): void {
  const catalog = site.catalog;
  site.catalog = new CatalogIndex({
    products: [...catalog.products, ...products],
    contents: [...catalog.contents, ...contents],
    categories: catalog.categories,
    tags: catalog.tags,
  });
}

export function benchRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  r.post('/products', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    const n = count(body, 'count', 1000);
    const seed = site.catalog.products.filter((p) => p.product_id < FIRST_PRODUCT_ID);
    const added = site.catalog.products.filter((p) => p.product_id >= FIRST_PRODUCT_ID);
    if (seed.length === 0) throw new ApiError(409, 'The site has no seed products to copy.');
    let nextVariant = Math.max(FIRST_VARIANT_ID - 1, ...added.flatMap((p) => p.variants.map((v) => v.variant_id))) + 1;
    const products = Array.from({ length: n }, (_, i): ProductRecord => {
      const product_id = FIRST_PRODUCT_ID + added.length + i;
      const copy = structuredClone(seed[(added.length + i) % seed.length]!);
      return {
        ...copy,
        product_id,
        name: suffix(copy.name, product_id),
        created_at: copy.created_at - product_id,
        variants: copy.variants.map((v) => ({ ...v, variant_id: nextVariant++ })),
        buyer_input_options: [],
        quirks: {},
      };
    });
    extend(site, products, []);
    return c.json({ product_ids: products.map((p) => p.product_id), total: site.catalog.products.length });
  });

  r.post('/fill-cart', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    const n = count(body, 'lines', 500);
    let cookie: { name: string; value: string } | undefined;
    let cart: Cart;
    if (body.token !== undefined) {
      const buyer = store.buyerByToken(site, typeof body.token === 'string' ? body.token : undefined);
      if (!buyer) throw unauthorized();
      cart = store.buyerCart(site, buyer);
    } else {
      cookie = { name: guestCookieName(site), value: randomToken('dev_', 18) };
      cart = store.guestCart(site, cookie.value);
    }
    // Variants a buyer could add as they are: active, no required input, stock for the least quantity.
    const lines = [];
    for (const product of site.catalog.products) {
      if (product.buyer_input_options.some((i) => i.status === 'active' && i.is_required)) continue;
      const quantity = Math.ceil(product.min_quantity / product.unit_quantity) * product.unit_quantity;
      for (const variant of product.variants) {
        const v = new Validation();
        checkQuantity(v, product, variant, quantity, 'quantity');
        if (!variant.is_active || !v.ok) continue;
        lines.push({ item_type: 'product' as const, variant_id: variant.variant_id, product_id: product.product_id, quantity, buyer_inputs: {} });
      }
    }
    if (lines.length < n) throw invalid('lines', `Only ${lines.length} variants can be added; add products with POST /__sandbox/bench/products.`);
    cart.lines = lines.slice(0, n);
    return c.json({ count: cart.lines.length, ...(cookie ? { cookie } : {}) });
  });

  r.post('/big-content', async (c) => {
    const body = await jsonBody(c);
    const site = siteOf(store, body.site_key);
    const chapterCount = count(body, 'chapters', 200);
    const lessonCount = count(body, 'lessons', 200);
    const template = site.catalog.content(501);
    if (!template) throw new ApiError(409, 'The site has no seed content 501 to copy.');
    const added = site.catalog.contents.filter((x) => x.content_id >= FIRST_CONTENT_ID);
    const content_id = FIRST_CONTENT_ID + added.length;
    const base = (content_id - FIRST_CONTENT_ID) * 100_000;
    let lesson = FIRST_CURRICULUM_ID + base;
    const copy = structuredClone(template);
    const content: ContentRecord = {
      ...copy,
      content_id,
      title: suffix(copy.title, content_id),
      options: copy.options.map((o, i) => ({ ...o, option_id: FIRST_OPTION_ID + (content_id - FIRST_CONTENT_ID) * 10 + i })),
      chapters: Array.from({ length: chapterCount }, (_, ch) => ({
        chapter_id: FIRST_CHAPTER_ID + base + ch,
        title: { ko: `${ch + 1}장`, en: `Chapter ${ch + 1}`, ja: `第${ch + 1}章` },
        items: Array.from({ length: lessonCount }, (_, i) => {
          const curriculum_id = lesson++;
          return {
            curriculum_id,
            title: { ko: `${ch + 1}-${i + 1} 강의`, en: `Lesson ${ch + 1}.${i + 1}`, ja: `レッスン${ch + 1}-${i + 1}` },
            duration_text: `${10 + (i % 20)}:00`,
            is_preview: ch === 0 && i === 0,
            media_url: `${store.publicUrl}/__sandbox/media/${curriculum_id}.m3u8`,
            reference_url: `https://example.com/notes/${content_id}/${curriculum_id}`,
          };
        }),
      })),
      quirks: {},
    };
    extend(site, [], [content]);
    return c.json({ content_id, option_ids: content.options.map((o) => o.option_id) });
  });

  return r;
}
