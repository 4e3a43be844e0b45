/**
 * `CatalogAdminClient`: every endpoint of the server catalog API (docs/spec/server-catalog-api.md), for a
 * seller's server. Node only: the private key must never reach a browser.
 *
 * Writes are validated with the zod schemas of `schemas.ts` before anything is sent (a payload
 * that breaks a rule rejects with a `CatalogAdminError` of kind `invalid` and no request), sent
 * as JSON, or as `multipart/form-data` when the payload holds a file.
 *
 * Calls are sent by ./transport.ts (headers, timeout, typed errors, retries, pace). Retries: reads
 * (GET) and updates (PUT: only the sent fields change, so sending one twice is safe) are sent
 * again after a dropped connection or a 5xx (`retries`, 2 by default), and after a push-back, 429
 * or 503, once its `Retry-After` has passed (`pushBackRetries`, 8 by default; without the header,
 * 1 s doubling). A create (POST) is never sent again by the client: its error carries
 * `retryAfterMs` and the caller decides (the push looks the item up first, since the platform may
 * have created it). Every call takes a place of the client's `pace`, when given (./pace.ts: fewer
 * requests at once after a push-back, more again when there is none).
 */
import { z } from 'zod';
import { CatalogAdminError } from './errors.js';
import { toFormData } from './multipart.js';
import { hasFile } from './calls.js';
import type { Pace } from './pace.js';
import { type CatalogAdminClientOptions, ServerTransport } from './transport.js';
import {
  type ContentCreatePayload,
  type ContentListQuery,
  type ContentType,
  type ContentUpdatePayload,
  type Language,
  type PayloadIssue,
  type ProductCreatePayload,
  type ProductListQuery,
  type ProductUpdatePayload,
  contentListQuerySchema,
  issuesToErrors,
  productListQuerySchema,
  validate,
  validateContentCreate,
  validateContentUpdate,
  validateProductCreate,
  validateProductUpdate,
} from './schemas.js';
import {
  isRecord,
  readDetail,
  readPage,
  serverContentSchema,
  serverProductSchema,
  type Json,
  type Page,
  type ServerContent,
  type ServerProduct,
} from './answers.js';

export { serverContentSchema, serverProductSchema, type Page, type ServerContent, type ServerProduct } from './answers.js';

export { SERVER_API_PREFIX, type CatalogAdminClientOptions } from './transport.js';

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

export interface WriteOptions extends CallOptions {
  /**
   * Language of the payload's texts (`title`, `description_html`, labels), sent as the `language`
   * query. Unsent: `ko` on create, the item's creation language on update. Other languages go in
   * the payload's `translations` (our choice; the spec shows one title).
   */
  language?: Language;
  /** Force `multipart/form-data` (`true`) or JSON (`false`); by default multipart only when a file is present. */
  multipart?: boolean;
}

export interface ContentUpdateOptions extends WriteOptions {
  /**
   * The content's current type, to validate options and chapters before sending. When options or
   * chapters are sent without it, the client reads the content first (one GET) to learn it.
   */
  contentType?: ContentType;
}

/** A category found by a category search. */
export interface CategoryMatch {
  category_id: number;
  name: string;
  slug: string | null;
  parent_id: number | null;
}

/** Answer of a create or update (`success`, `message`, the id, `tag_ids`). */
export interface WriteResult {
  success: boolean;
  message: string;
  tag_ids: number[];
  /** The whole answer body. */
  body: unknown;
}
export interface ContentWriteResult extends WriteResult {
  content_id: number;
}
export interface ProductWriteResult extends WriteResult {
  product_id: number;
}

/**
 * The server catalog API for a seller's server (see the module comment): one method per endpoint,
 * each validating its payload before sending and reading the answer into the spec's shape.
 * Rejects with a `CatalogAdminError` (`invalid`, `network`, `parse`, `http`).
 */
export class CatalogAdminClient {
  /** The platform's base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** The client's shared limit of requests in flight (undefined: none). */
  readonly pace: Pace | undefined;
  private readonly transport: ServerTransport;

  constructor(options: CatalogAdminClientOptions) {
    if (!options.key) throw new TypeError('CatalogAdminClient: the server private key (key) is required.');
    if (typeof window !== 'undefined' && typeof (globalThis as { document?: unknown }).document !== 'undefined') {
      throw new TypeError('CatalogAdminClient runs on a server only: the private key must never be in browser code.');
    }
    this.transport = new ServerTransport(options);
    this.baseUrl = this.transport.baseUrl;
    this.pace = this.transport.pace;
  }

  // --- contents -----------------------------------------------------------------------------------

  /** `GET /contents`: a page of contents (filters: language, page, limit ≤ 100, status, content_type, category_id(s), tag_id(s), search). */
  async listContents(query: ContentListQuery = {}, options: CallOptions = {}): Promise<Page<ServerContent>> {
    const q = this.checked(contentListQuerySchema, query, 'GET', '/contents');
    return readPage(await this.transport.request('GET', '/contents', { ...options, query: q }), serverContentSchema, ['contents']);
  }

  /** `GET /contents/{content_id}`: one content with its options and (vod) chapters. */
  async getContent(contentId: number, options: CallOptions & { language?: Language } = {}): Promise<ServerContent> {
    const path = `/contents/${contentId}`;
    const body = await this.transport.request('GET', path, { ...options, query: options.language ? { language: options.language } : {} });
    return this.parse(serverContentSchema, readDetail(body, 'content'), 'GET', path);
  }

  /** `POST /contents`: validates the payload for its `content_type`, then creates the content. */
  async createContent(payload: ContentCreatePayload, options: WriteOptions = {}): Promise<ContentWriteResult> {
    const result = validateContentCreate(payload);
    if (!result.ok) throw this.invalid(result.issues, 'POST', '/contents');
    return this.written('content_id', await this.send('POST', '/contents', result.data, options), 'POST', '/contents');
  }

  /**
   * `PUT /contents/{content_id}`: only the sent fields change. Options and chapters are
   * synchronized to what is sent (send `option_id`, `chapter_id`, `curriculum_id` to keep
   * existing ones); images, category_ids are replaced; `tag_ids: []` removes the tag.
   */
  async updateContent(contentId: number, payload: ContentUpdatePayload, options: ContentUpdateOptions = {}): Promise<ContentWriteResult> {
    const path = `/contents/${contentId}`;
    // Without options or chapters, no rule depends on the type.
    const needsType = isRecord(payload) && (payload.options !== undefined || payload.chapters !== undefined);
    const type = options.contentType ?? (needsType ? (await this.getContent(contentId, options)).content_type : 'vod');
    const result = validateContentUpdate(type, payload);
    if (!result.ok) throw this.invalid(result.issues, 'PUT', path);
    return this.written('content_id', await this.send('PUT', path, result.data, options), 'PUT', path, contentId);
  }

  /**
   * `GET /content-categories/search?query=`: categories whose name matches, to find category ids.
   * `language` (our choice; the spec shows only `query`) picks the language of the names returned.
   */
  async searchContentCategories(query: string, options: CallOptions & { language?: Language } = {}): Promise<CategoryMatch[]> {
    return this.categories('/content-categories/search', query, options);
  }

  // --- products -----------------------------------------------------------------------------------

  /** `GET /products`: a page of products (filters: page, limit ≤ 100, status, category_id(s), tag_id(s), search). */
  async listProducts(query: ProductListQuery = {}, options: CallOptions = {}): Promise<Page<ServerProduct>> {
    const q = this.checked(productListQuerySchema, query, 'GET', '/products');
    return readPage(await this.transport.request('GET', '/products', { ...options, query: q }), serverProductSchema, ['products']);
  }

  /** `GET /products/{productId}`: one product with variants and display settings. */
  async getProduct(productId: number, options: CallOptions & { language?: Language } = {}): Promise<ServerProduct> {
    const path = `/products/${productId}`;
    const body = await this.transport.request('GET', path, { ...options, query: options.language ? { language: options.language } : {} });
    return this.parse(serverProductSchema, readDetail(body, 'product'), 'GET', path);
  }

  /** `POST /products`: answers `success`, `message`, `product_id`, `tag_ids` (read the product with getProduct). */
  async createProduct(payload: ProductCreatePayload, options: WriteOptions = {}): Promise<ProductWriteResult> {
    const result = validateProductCreate(payload);
    if (!result.ok) throw this.invalid(result.issues, 'POST', '/products');
    return this.written('product_id', await this.send('POST', '/products', result.data, options), 'POST', '/products');
  }

  /**
   * `PUT /products/{productId}`: only sent fields change; images, variants, related_product_ids and
   * the display and buyer-input lists are replaced whole (an empty array empties them);
   * `tag_ids: []` removes the tag.
   */
  async updateProduct(productId: number, payload: ProductUpdatePayload, options: WriteOptions = {}): Promise<ProductWriteResult> {
    const path = `/products/${productId}`;
    const result = validateProductUpdate(payload);
    if (!result.ok) throw this.invalid(result.issues, 'PUT', path);
    return this.written('product_id', await this.send('PUT', path, result.data, options), 'PUT', path, productId);
  }

  /** `GET /product-categories/search?query=`. */
  async searchProductCategories(query: string, options: CallOptions & { language?: Language } = {}): Promise<CategoryMatch[]> {
    return this.categories('/product-categories/search', query, options);
  }

  // --- plumbing -----------------------------------------------------------------------------------

  private checked<S extends z.ZodType>(schema: S, value: unknown, method: string, path: string): Record<string, string> {
    const result = validate(schema, value);
    if (!result.ok) throw this.invalid(result.issues, method, path);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(result.data as Json)) {
      if (v !== undefined) out[k] = Array.isArray(v) ? v.join(',') : String(v);
    }
    return out;
  }

  private invalid(issues: PayloadIssue[], method: string, path: string): CatalogAdminError {
    const first = issues[0];
    return new CatalogAdminError({
      kind: 'invalid',
      message: `The payload breaks ${issues.length} rule${issues.length === 1 ? '' : 's'} of the server API${first ? `; first: ${first.path || 'payload'} ${first.message}` : ''}.`,
      errors: issuesToErrors(issues),
      method,
      path,
    });
  }

  private parse<S extends z.ZodType>(schema: S, value: unknown, method: string, path: string): z.output<S> {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    throw new CatalogAdminError({
      kind: 'parse',
      message: `The answer of ${method} ${path} is not the shape the spec describes.`,
      body: value,
      method,
      path,
      cause: result.error,
    });
  }

  private async categories(path: string, query: string, options: CallOptions & { language?: Language }): Promise<CategoryMatch[]> {
    const body = await this.transport.request('GET', path, { ...options, query: { query, ...(options.language ? { language: options.language } : {}) } });
    const list = Array.isArray(body) ? body : isRecord(body) ? ([body.data, body.categories].find(Array.isArray) ?? []) : [];
    return (list as unknown[]).filter(isRecord).map((c) => ({
      category_id: Number(c.category_id ?? c.id),
      name: String(c.name ?? ''),
      slug: typeof c.slug === 'string' ? c.slug : null,
      parent_id: c.parent_id === null || c.parent_id === undefined ? null : Number(c.parent_id),
    }));
  }

  private async send(method: 'POST' | 'PUT', path: string, payload: unknown, options: WriteOptions): Promise<unknown> {
    const multipart = options.multipart ?? hasFile(payload);
    const body = multipart ? toFormData(payload as Json) : JSON.stringify(payload);
    return this.transport.request(method, path, {
      ...options,
      query: options.language ? { language: options.language } : {},
      body,
      ...(multipart ? {} : { contentType: 'application/json' }),
    });
  }

  private written<K extends 'content_id' | 'product_id'>(key: K, body: unknown, method: string, path: string, known?: number) {
    const holder = isRecord(body) ? body : {};
    const raw = holder[key] ?? (isRecord(holder.data) ? holder.data[key] : undefined) ?? known;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new CatalogAdminError({ kind: 'parse', message: `The answer of ${method} ${path} carries no ${key}.`, body, method, path });
    }
    const tags = Array.isArray(holder.tag_ids) ? holder.tag_ids.map(Number) : [];
    return {
      success: holder.success !== false,
      message: typeof holder.message === 'string' ? holder.message : '',
      tag_ids: tags,
      body,
      [key]: value,
    } as unknown as WriteResult & Record<K, number>;
  }
}
