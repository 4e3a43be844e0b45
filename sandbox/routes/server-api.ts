/**
 * The server catalog API under /api/public/v1 (docs/spec/server-catalog-api.md), on the same
 * store as the storefront API: a content or product written here is what the storefront serves.
 *
 * Gate: `Authorization: Bearer <server key>` (401 missing or unknown); `X-Service-Site-Key`, when
 * sent, names the target site and another site's key is refused (403). Payloads are JSON or
 * multipart/form-data and are validated by the seller toolkit's own zod schemas (src/server),
 * answered 422 `{ success: false, message, errors }`, after the earlier names of the Versioning
 * tables are renamed to the public ones (../server-names.ts; the public name wins).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { fromFormData } from '../../src/server/multipart.js';
import {
  type FieldErrors,
  type Language,
  contentListQuerySchema,
  issuesToErrors,
  productListQuerySchema,
  validate,
  validateContentCreate,
  validateContentUpdate,
  validateProductCreate,
  validateProductUpdate,
} from '../../src/server/schemas.js';
import { ApiError, type SandboxContext, type SandboxEnv, bearerToken, isRecord, parseJsonBody, toInt } from '../http.js';
import {
  type SeedExtension,
  categoryJson,
  contentJson,
  createContent,
  createProduct,
  productJson,
  seedExtensionSchema,
  updateContent,
  updateProduct,
} from '../server-store.js';
import { contentPublicNames, contentQueryPublicNames } from '../server-names.js';
import { NO_PACING, type ServerPacing, judge } from '../server-pacing.js';
import type { ContentRecord, ProductRecord, SandboxStore, Site } from '../store.js';

/** Where the server API lives. */
export const SERVER_PREFIX = '/api/public/v1';
/** Sandbox-only header carrying seeding fields (base64url JSON); see docs/sellers.md. */
export const SEED_HEADER = 'X-Sandbox-Seed';

type ServerEnv = { Bindings: SandboxEnv['Bindings']; Variables: SandboxEnv['Variables'] & { serverSite: Site } };
type Ctx = Context<ServerEnv>;

function unprocessable(errors: FieldErrors): ApiError {
  const [path, messages] = Object.entries(errors)[0] ?? ['', ['The given data was invalid.']];
  return new ApiError(422, `${path ? `${path}: ` : ''}${messages[0]}`, errors, { success: false });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Private key (401), site named by X-Service-Site-Key (403 when the key is another site's), then
 * the site's pacing (../server-pacing.ts: latency, 429 every N requests, lost answers; never on
 * the seed template, whose push has no retries).
 */
function gate(store: SandboxStore, defaults: ServerPacing): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const key = bearerToken(c as unknown as SandboxContext);
    const site = store.siteByServerKey(key);
    if (!site) {
      const message = key ? 'The server private key is wrong.' : 'The server private key is missing: send Authorization: Bearer <SERVER_PRIVATE_API_KEY>.';
      return c.json({ success: false, message }, 401);
    }
    const named = c.req.header('x-service-site-key');
    if (named !== undefined && named !== site.site_key) {
      return c.json({ success: false, message: 'This server key belongs to another site.' }, 403);
    }
    const verdict = site === store.template ? undefined : judge(site, c.req.method, defaults);
    if (verdict?.wait_ms) await sleep(verdict.wait_ms);
    if (verdict?.kind === 'rate_limited') {
      const seconds = verdict.retry_after_s;
      return c.json({ success: false, message: `Too many requests: retry after ${seconds} s.` }, 429, { 'Retry-After': String(seconds) });
    }
    c.set('serverSite', site);
    await next();
    // The platform acted; its answer is lost on the way (the connection drops before it is sent).
    if (verdict?.kind === 'lose_answer') c.env?.incoming?.socket?.destroy();
  };
}

/** The body as an object, from JSON or multipart/form-data. */
async function payloadOf(c: Ctx): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    try {
      return fromFormData(await c.req.raw.formData());
    } catch {
      throw new ApiError(400, 'The multipart body could not be read.', undefined, { success: false });
    }
  }
  const body = parseJsonBody(await c.req.text());
  if (body === undefined) return {};
  if (!isRecord(body)) throw new ApiError(422, 'The request body must be a JSON object.', undefined, { success: false });
  return body;
}

function languageQuery(c: Ctx, fallback: Language = 'ko'): Language {
  const value = c.req.query('language');
  if (value === undefined) return fallback;
  if (value !== 'ko' && value !== 'en' && value !== 'ja') throw unprocessable({ language: ['must be one of ko, en, ja'] });
  return value;
}

/** Seeding fields from the sandbox-only header; only the template site may send them (else 403). */
function seedOf(c: Ctx, store: SandboxStore, site: Site): SeedExtension | undefined {
  const raw = c.req.header(SEED_HEADER);
  if (raw === undefined) return undefined;
  if (site !== store.template)
    throw new ApiError(403, `${SEED_HEADER} is accepted only while the sandbox seeds its own catalog.`, undefined, { success: false });
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw unprocessable({ [SEED_HEADER]: ['must be base64url JSON'] });
  }
  const result = validate(seedExtensionSchema, json);
  if (!result.ok) throw unprocessable(Object.fromEntries(Object.entries(issuesToErrors(result.issues)).map(([k, v]) => [`sandbox.${k}`, v])));
  return result.data;
}

/** The query as an object for the list schemas (repeated or bracketed keys become arrays). */
function queryObject(c: Ctx): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URL(c.req.url).searchParams) {
    const key = k.endsWith('[]') ? k.slice(0, -2) : k;
    const prev = out[key];
    out[key] = prev === undefined ? (k.endsWith('[]') ? [v] : v) : [...(Array.isArray(prev) ? prev : [prev]), v];
  }
  for (const key of ['category_ids', 'tag_ids']) {
    const value = out[key];
    if (Array.isArray(value)) out[key] = value.join(',');
  }
  return out;
}

function idsOf(value: unknown): number[] {
  if (value === undefined) return [];
  return String(value).split(',').map(Number).filter(Number.isSafeInteger);
}

function page<T>(items: T[], q: { page?: number; limit?: number }, toJson: (item: T) => unknown) {
  const limit = q.limit ?? 20;
  const current = q.page ?? 1;
  const total = items.length;
  return {
    success: true,
    data: items.slice((current - 1) * limit, current * limit).map(toJson),
    meta: { current_page: current, per_page: limit, total, last_page: Math.max(1, Math.ceil(total / limit)) },
  };
}

function matches(names: Record<Language, string>, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase();
  return !needle || Object.values(names).some((n) => n.toLowerCase().includes(needle));
}

function categorySearch(c: Ctx) {
  const lang = languageQuery(c);
  const needle = (c.req.query('query') ?? '').trim().toLowerCase();
  const categories = c
    .get('serverSite')
    .catalog.categories.filter((cat) => !needle || cat.slug.includes(needle) || Object.values(cat.name).some((n) => n.toLowerCase().includes(needle)));
  return c.json({ success: true, data: categories.map((cat) => categoryJson(cat, lang)) });
}

/** The server API's routes; `pacing` is the pacing of every site that has none of its own. */
export function serverApiRoutes(store: SandboxStore, pacing: ServerPacing = NO_PACING): Hono<ServerEnv> {
  const r = new Hono<ServerEnv>();
  r.use('*', gate(store, pacing));

  const content = (c: Ctx): ContentRecord => {
    const id = toInt(c.req.param('content_id'));
    const found = id === undefined ? undefined : c.get('serverSite').catalog.content(id);
    if (!found) throw new ApiError(404, 'The content was not found.', undefined, { success: false });
    return found;
  };
  const product = (c: Ctx): ProductRecord => {
    const id = toInt(c.req.param('product_id'));
    const found = id === undefined ? undefined : c.get('serverSite').catalog.product(id);
    if (!found) throw new ApiError(404, 'The product was not found.', undefined, { success: false });
    return found;
  };

  r.get('/contents', (c) => {
    const q = validate(contentListQuerySchema, contentQueryPublicNames(queryObject(c)));
    if (!q.ok) throw unprocessable(issuesToErrors(q.issues));
    const site = c.get('serverSite');
    const lang = q.data.language ?? 'ko';
    const categories = [...idsOf(q.data.category_id), ...idsOf(q.data.category_ids)];
    const tags = [...idsOf(q.data.tag_id), ...idsOf(q.data.tag_ids)];
    const rows = site.catalog.contents
      .filter((x) => !q.data.status || (x.server?.scalars.status ?? 'publish') === q.data.status)
      .filter((x) => !q.data.content_type || x.content_type === q.data.content_type)
      .filter((x) => categories.length === 0 || x.category_ids.some((id) => categories.includes(id)))
      .filter((x) => tags.length === 0 || x.tag_ids.some((id) => tags.includes(id)))
      .filter((x) => matches(x.title, q.data.search))
      .sort((a, b) => a.content_id - b.content_id);
    return c.json(page(rows, q.data, (x) => contentJson(site, x, lang)));
  });

  r.get('/contents/:content_id', (c) => {
    const found = content(c);
    return c.json({ success: true, data: contentJson(c.get('serverSite'), found, languageQuery(c)) });
  });

  r.post('/contents', async (c) => {
    const site = c.get('serverSite');
    const seed = seedOf(c, store, site);
    const lang = languageQuery(c);
    const result = validateContentCreate(contentPublicNames(await payloadOf(c)));
    if (!result.ok) throw unprocessable(issuesToErrors(result.issues));
    const created = await createContent(store, site, result.data, lang, seed);
    return c.json(
      { success: true, message: 'The content was created.', content_id: created.content_id, tag_ids: created.tag_ids, data: contentJson(site, created, lang) },
      201,
    );
  });

  r.put('/contents/:content_id', async (c) => {
    const site = c.get('serverSite');
    const found = content(c);
    if (c.req.header(SEED_HEADER) !== undefined) seedOf(c, store, site);
    const lang = languageQuery(c, found.server?.language ?? 'ko');
    const result = validateContentUpdate(found.content_type, contentPublicNames(await payloadOf(c)));
    if (!result.ok) throw unprocessable(issuesToErrors(result.issues));
    const updated = await updateContent(store, site, found, result.data, lang);
    return c.json({
      success: true,
      message: 'The content was updated.',
      content_id: updated.content_id,
      tag_ids: updated.tag_ids,
      data: contentJson(site, updated, lang),
    });
  });

  r.get('/products', (c) => {
    const q = validate(productListQuerySchema, queryObject(c));
    if (!q.ok) throw unprocessable(issuesToErrors(q.issues));
    const site = c.get('serverSite');
    const lang = q.data.language ?? 'ko';
    const categories = [...idsOf(q.data.category_id), ...idsOf(q.data.category_ids)];
    const tags = [...idsOf(q.data.tag_id), ...idsOf(q.data.tag_ids)];
    const rows = site.catalog.products
      .filter((x) => !q.data.status || (x.server?.scalars.status ?? 'publish') === q.data.status)
      .filter((x) => categories.length === 0 || x.category_ids.some((id) => categories.includes(id)))
      .filter((x) => tags.length === 0 || x.tag_ids.some((id) => tags.includes(id)))
      .filter((x) => matches(x.name, q.data.search))
      .sort((a, b) => a.product_id - b.product_id);
    return c.json(page(rows, q.data, (x) => productJson(site, x, lang)));
  });

  r.get('/products/:product_id', (c) => {
    const found = product(c);
    // Default: the site language (the sandbox's sites are Korean).
    return c.json({ success: true, data: productJson(c.get('serverSite'), found, languageQuery(c)) });
  });

  r.post('/products', async (c) => {
    const site = c.get('serverSite');
    const seed = seedOf(c, store, site);
    const lang = languageQuery(c);
    const result = validateProductCreate(await payloadOf(c));
    if (!result.ok) throw unprocessable(issuesToErrors(result.issues));
    const created = await createProduct(store, site, result.data, lang, seed);
    return c.json({ success: true, message: 'The product was created.', product_id: created.product_id, tag_ids: created.tag_ids }, 201);
  });

  r.put('/products/:product_id', async (c) => {
    const site = c.get('serverSite');
    const found = product(c);
    if (c.req.header(SEED_HEADER) !== undefined) seedOf(c, store, site);
    const lang = languageQuery(c, found.server?.language ?? 'ko');
    const result = validateProductUpdate(await payloadOf(c));
    if (!result.ok) throw unprocessable(issuesToErrors(result.issues));
    const updated = await updateProduct(store, site, found, result.data, lang);
    return c.json({ success: true, message: 'The product was updated.', product_id: updated.product_id, tag_ids: updated.tag_ids });
  });

  r.get('/content-categories/search', (c) => categorySearch(c));
  r.get('/product-categories/search', (c) => categorySearch(c));

  return r;
}
