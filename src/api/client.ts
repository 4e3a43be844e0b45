/**
 * `StorefrontClient`: one method per storefront endpoint. Every method resolves with a clean,
 * normalized value (the readers of `./readers`) or rejects with a {@link StorefrontError} (an `AbortError`
 * when the caller's signal aborted). Spec: docs/spec/storefront-api.md, "Endpoints".
 *
 * GETs are shared while in flight, cached for `cacheTtlMs`, time out, and are retried at most
 * `retries` times on network errors, 429 and 5xx. Writes are sent exactly once. Options, paths,
 * filters and cart lines: ./client-options.ts.
 */
import { Transport, type Auth, type LazyReader, type Query } from './http.js';
import { anyReader } from './readers/read.js';
import type * as read from './readers/read.js';
import type * as page from './readers/page.js';
import * as catalog from './readers/catalog.js';
import * as product from './readers/product.js';
import type * as content from './readers/content.js';
import * as cart from './readers/cart.js';
import * as auth from './readers/auth.js';
import type * as order from './readers/order.js';
import type * as board from './readers/board.js';
import type * as buyer from './readers/buyer.js';

// The readers of content lists, the cart preview, details, orders, boards and the buyer's pages are loaded by the first call that
// needs them (see LazyReader): the CDN bundle puts each in the chunk of the elements that make
// those calls (rollup.config.mjs, LAZY_READERS), so that a catalog page never downloads them.
const productDetailReaders = () => import('./readers/product-detail.js');
const contentDetailReaders = () => import('./readers/content-detail.js');
const contentListReaders = () => import('./readers/content-list.js');
const cartPreviewReaders = () => import('./readers/cart-preview.js');
const orderReaders = () => import('./readers/order.js');
const boardReaders = () => import('./readers/board.js');
const buyerReaders = () => import('./readers/buyer.js');
/** The reader `name` of the lazily loaded module `load`. */
const lazy =
  <M, K extends keyof M>(load: () => Promise<M>, name: K): LazyReader<M[K] extends read.Reader<infer T> ? T : never> =>
  () =>
    load().then((m) => m[name] as never);

import {
  BUYER_PATHS,
  DEFAULT_PATHS,
  PATH_NAMES,
  type CartAdd,
  type CartKind,
  type ClientPaths,
  type ContentListFilters,
  type Language,
  type ListFilters,
  type StorefrontClientOptions,
} from './client-options.js';

export class StorefrontClient {
  readonly transport: Transport;
  language: Language;
  /** The paths in use: the defaults, overridden by the `paths` option and {@link setPaths}. */
  readonly paths: ClientPaths;

  constructor(options: StorefrontClientOptions) {
    this.transport = new Transport({ getToken: () => null, ...options });
    this.language = options.language ?? 'ko';
    this.paths = { ...DEFAULT_PATHS, ...options.paths };
  }

  /**
   * Replaces the path overrides: every path not in `paths` goes back to its default (the `paths`
   * option given to the constructor included). Calls already sent are not affected.
   */
  setPaths(paths: Partial<ClientPaths>): void {
    for (const name of PATH_NAMES) delete this.paths[name];
    Object.assign(this.paths, DEFAULT_PATHS, paths);
  }

  #get<T>(path: string, reader: read.Reader<T> | LazyReader<T>, query?: Query, signal?: AbortSignal, auth: Auth = 'none') {
    return this.transport.request('GET', path, { reader, query, signal, auth });
  }

  /**
   * At most `limit` items on a page (when one was asked): a platform that answers more (3000
   * items for `limit=2`) is cut to the first `limit`. `total` and the other page fields stay as sent.
   */
  async #limited<P extends page.Page<unknown>>(page: Promise<P>, limit: number | undefined): Promise<P> {
    const value = await page;
    if (limit === undefined || !Number.isInteger(limit) || limit < 1 || value.items.length <= limit) return value;
    return { ...value, items: value.items.slice(0, limit) };
  }

  /** `language` (names and titles come back translated) plus `q`. */
  #catalogQuery(q?: Query): Query {
    return { language: this.language, ...q };
  }

  // ── Catalog (public reads) ────────────────────────────────────────────────

  /** `GET /site`: checks the key and its allowed domains (403 otherwise). */
  site(signal?: AbortSignal): Promise<catalog.Site> {
    return this.#get('/site', catalog.siteReader, undefined, signal);
  }

  /** `GET /product-categories` or `/content-categories`: categories in use. */
  categories(kind: 'product' | 'content', signal?: AbortSignal): Promise<catalog.Category[]> {
    return this.#get(`/${kind}-categories`, catalog.categoriesReader, this.#catalogQuery(), signal);
  }

  /** `GET /product-categories/search` or `/content-categories/search?query=`. */
  searchCategories(kind: 'product' | 'content', query: string, signal?: AbortSignal): Promise<catalog.Category[]> {
    return this.#get(`/${kind}-categories/search`, catalog.categoriesReader, this.#catalogQuery({ query }), signal);
  }

  /** `GET /product-tags` or `/content-tags`: tags in use by visible items. */
  tags(kind: 'product' | 'content', signal?: AbortSignal): Promise<catalog.Tag[]> {
    return this.#get(`/${kind}-tags`, catalog.tagsReader, this.#catalogQuery(), signal);
  }

  /** `GET /products` (`products.data[]`); at most `filters.limit` items. */
  products(filters: ListFilters = {}, signal?: AbortSignal): Promise<page.Page<product.ProductListItem>> {
    return this.#limited(this.#get('/products', product.productListReader, this.#catalogQuery(filters as Query), signal), filters.limit);
  }

  /** `GET /products/{product_id}`. 404 when missing. */
  product(product_id: number, signal?: AbortSignal): Promise<product.ProductDetail> {
    return this.#get(`/products/${product_id}`, lazy(productDetailReaders, 'productDetailReader'), this.#catalogQuery(), signal);
  }

  /** `GET /contents` (`contents.data[]`); at most `filters.limit` items. */
  contents(filters: ContentListFilters = {}, signal?: AbortSignal): Promise<page.Page<content.ContentListItem>> {
    return this.#limited(this.#get('/contents', lazy(contentListReaders, 'contentListReader'), this.#catalogQuery(filters as Query), signal), filters.limit);
  }

  /** `GET /contents/{content_id}`. 404 when missing. */
  content(content_id: number, signal?: AbortSignal): Promise<content.ContentDetail> {
    return this.#get(`/contents/${content_id}`, lazy(contentDetailReaders, 'contentDetailReader'), this.#catalogQuery(), signal);
  }

  /** `GET /contents/{content_id}/summary`. */
  contentSummary(content_id: number, signal?: AbortSignal): Promise<content.ContentSummary> {
    return this.#get(`/contents/${content_id}/summary`, lazy(contentDetailReaders, 'contentSummaryReader'), this.#catalogQuery(), signal);
  }

  /** `GET /contents/{content_id}/description`: seller HTML, unsanitized. */
  contentDescription(content_id: number, signal?: AbortSignal): Promise<string> {
    return this.#get(`/contents/${content_id}/description`, lazy(contentDetailReaders, 'contentDescriptionReader'), this.#catalogQuery(), signal);
  }

  /** `POST /contents/bulk` with `{ content_ids }` (a read; not retried, as every POST). */
  contentsBulk(content_ids: number[], signal?: AbortSignal): Promise<content.ContentListItem[]> {
    return this.transport.request('POST', '/contents/bulk', {
      reader: lazy(contentListReaders, 'contentBulkReader'),
      body: { content_ids },
      query: this.#catalogQuery(),
      signal,
    });
  }

  /**
   * `POST /contents/cart-preview` with `{ option_ids }`, plus `variant_ids` when products are
   * "also requested" (the spec does not name that field: our choice). Pass the option ids alone,
   * or `{ option_ids, variant_ids }`; empty lists are not sent. Resolves with one entry per item
   * (contents, then products, as answered); 422 on an unknown or ended option or variant.
   */
  cartPreview(request: number[] | { option_ids?: number[]; variant_ids?: number[] }, signal?: AbortSignal): Promise<content.CartPreviewItem[]> {
    const { option_ids = [], variant_ids = [] } = Array.isArray(request) ? { option_ids: request } : request;
    const body = { ...(option_ids.length > 0 || variant_ids.length === 0 ? { option_ids } : {}), ...(variant_ids.length > 0 ? { variant_ids } : {}) };
    return this.transport.request('POST', '/contents/cart-preview', {
      reader: lazy(cartPreviewReaders, 'cartPreviewReader'),
      body,
      query: this.#catalogQuery(),
      signal,
    });
  }

  /** `GET /checkout/metadata`. */
  checkoutMetadata(signal?: AbortSignal): Promise<order.CheckoutMetadata> {
    return this.#get('/checkout/metadata', lazy(orderReaders, 'checkoutMetadataReader'), this.#catalogQuery(), signal);
  }

  // ── Carts ─────────────────────────────────────────────────────────────────

  #cartPath(kind: CartKind): string {
    return kind === 'guest' ? '/guest-cart' : '/cart';
  }

  #cartAuth(kind: CartKind): Auth {
    return kind === 'guest' ? 'none' : 'required';
  }

  /** `GET /guest-cart` or `GET /cart`. Never cached: a cart is always read fresh. */
  cart(kind: CartKind, signal?: AbortSignal): Promise<cart.Cart> {
    return this.transport.request('GET', this.#cartPath(kind), {
      reader: cart.cartReader,
      auth: this.#cartAuth(kind),
      signal,
      cache: false,
      query: this.#catalogQuery(),
    });
  }

  async #cartWrite(kind: CartKind, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<cart.Cart> {
    const written = await this.transport.request(method, path, {
      reader: cart.cartWriteReader,
      body,
      auth: this.#cartAuth(kind),
      query: this.#catalogQuery(),
    });
    this.transport.invalidate(this.#cartPath(kind));
    return written ?? this.cart(kind);
  }

  /** `POST /guest-cart` or `/cart`. 422 (`min_quantity`, field `errors`) on a rule the server checks. */
  addToCart(kind: CartKind, item: CartAdd): Promise<cart.Cart> {
    const data =
      item.item_type === 'product'
        ? { [item.variant_id]: { product_id: item.product_id, quantity: item.quantity, ...(item.buyer_inputs ? { buyer_inputs: item.buyer_inputs } : {}) } }
        : { [item.option_id]: 1 };
    return this.#cartWrite(kind, 'POST', this.#cartPath(kind), { data });
  }

  /** `PUT /guest-cart/quantity` or `/cart/quantity` (products only). */
  setCartQuantity(kind: CartKind, variant_id: number, quantity: number): Promise<cart.Cart> {
    return this.#cartWrite(kind, 'PUT', `${this.#cartPath(kind)}/quantity`, { item_type: 'product', variant_id, quantity });
  }

  /** `DELETE …/{item_id}`: a variant_id with `item_type: 'product'`, or an option_id. */
  removeCartItem(kind: CartKind, item: { item_type: 'product'; variant_id: number } | { item_type: 'content'; option_id: number }): Promise<cart.Cart> {
    return item.item_type === 'product'
      ? this.#cartWrite(kind, 'DELETE', `${this.#cartPath(kind)}/${item.variant_id}`, { item_type: 'product' })
      : this.#cartWrite(kind, 'DELETE', `${this.#cartPath(kind)}/${item.option_id}`, { item_type: 'content' });
  }

  /** `DELETE /guest-cart` or `/cart`: empties it. */
  emptyCart(kind: CartKind): Promise<cart.Cart> {
    return this.#cartWrite(kind, 'DELETE', this.#cartPath(kind));
  }

  /** `POST /cart/merge-guest` then `GET /cart` (spec: cart rule 5). */
  async mergeGuestCart(): Promise<cart.Cart> {
    await this.transport.request('POST', '/cart/merge-guest', { reader: anyReader, body: {}, auth: 'required' });
    this.transport.invalidate('/cart', '/guest-cart');
    return this.cart('user');
  }

  // ── Login and buyer ───────────────────────────────────────────────────────

  /** `GET /auth/idp-client`: what is needed to send the buyer to the identity provider. */
  loginStart(signal?: AbortSignal): Promise<auth.LoginStart> {
    return this.#get(this.paths.loginStart, auth.loginStartReader, undefined, signal);
  }

  /** `POST /auth/idp/callback` with the identity provider's query parameters and `redirect_uri`. */
  loginCallback(params: Record<string, string>): Promise<auth.LoginResult> {
    return this.transport.request('POST', this.paths.loginCallback, { reader: auth.loginResultReader, body: params });
  }

  /** `GET /me`. 401 without a valid token. */
  me(signal?: AbortSignal): Promise<auth.User> {
    return this.transport.request('GET', '/me', { reader: auth.meReader, auth: 'required', signal, cache: false });
  }

  // ── Orders and payment (never retried) ────────────────────────────────────

  /** `POST /orders`. 422 with field `errors` (e.g. `receiver.phone`) on an invalid payload. */
  createOrder(body: order.OrderCreateRequest): Promise<order.OrderCreated> {
    return this.transport.request('POST', '/orders', { reader: lazy(orderReaders, 'orderCreatedReader'), body, auth: 'required' });
  }

  /** `POST /payments/initialize` with `pay_method: 'CARD'`. */
  initializePayment(order_id: number, redirect_url: string): Promise<order.PaymentStart> {
    return this.transport.request('POST', '/payments/initialize', {
      reader: lazy(orderReaders, 'paymentStartReader'),
      body: { order_id, redirect_url, pay_method: 'CARD' },
      auth: 'required',
    });
  }

  // ── Buyer pages: orders, order lines, my contents ─────────────────────────
  // Buyer token required (401 without one). Reads carry `language`; every write invalidates the
  // cached `/me…` reads, so that no buyer read is served from before a write.

  /** `paths[name]` with `{key}` replaced by the URL-encoded value: one path segment, the id unchanged. */
  #path(name: keyof typeof BUYER_PATHS, key: string, value: string | number): string {
    return (this.paths[name] ?? BUYER_PATHS[name]).split(`{${key}}`).join(encodeURIComponent(String(value)));
  }

  #me<T>(path: string, reader: read.Reader<T> | LazyReader<T>, signal?: AbortSignal, query?: Query): Promise<T> {
    return this.#get(path, reader, this.#catalogQuery(query), signal, 'required');
  }

  async #meWrite<T>(path: string, reader: read.Reader<T> | LazyReader<T>, body: unknown): Promise<T> {
    try {
      return await this.transport.request('POST', path, { reader, body, auth: 'required', query: this.#catalogQuery() });
    } finally {
      this.transport.invalidate('/me');
    }
  }

  /** `GET /me/orders?page&limit` → `orders.data[]` (newest first in the sandbox) with the page fields; at most `limit` items. */
  myOrders(query: { page?: number; limit?: number } = {}, signal?: AbortSignal): Promise<page.Page<buyer.OrderSummary>> {
    return this.#limited(this.#me('/me/orders', lazy(buyerReaders, 'myOrdersReader'), signal, query), query.limit);
  }

  /** `GET /me/orders/{order_id}` → `order`. 403 for another buyer's order, 404 when missing. */
  myOrder(order_id: number, signal?: AbortSignal): Promise<buyer.OrderInfo> {
    return this.#me(this.#path('order', 'order_id', order_id), lazy(buyerReaders, 'myOrderReader'), signal);
  }

  /** `GET /me/orders/{order_id}/details` → the order's line items. 403 / 404 as {@link myOrder}. */
  myOrderDetails(order_id: number, signal?: AbortSignal): Promise<buyer.LineItem[]> {
    return this.#me(this.#path('orderDetails', 'order_id', order_id), lazy(buyerReaders, 'orderDetailsReader'), signal);
  }

  /** `GET /me/order-lines` → `line_items[]` (with `serve`, `actions[]`, `review`) and `total`. */
  myOrderLines(signal?: AbortSignal): Promise<buyer.LineItems> {
    return this.#me('/me/order-lines', lazy(buyerReaders, 'lineItemsReader'), signal);
  }

  /** `GET /me/contents/{type}/{status}` → `contents.data[]` (an empty page is valid); at most `limit` items. */
  myContents(
    type: buyer.MyContentType,
    status: buyer.MyContentStatus,
    query: { page?: number; limit?: number } = {},
    signal?: AbortSignal,
  ): Promise<page.Page<buyer.MyContent>> {
    return this.#limited(
      this.#me(`/me/contents/${encodeURIComponent(type)}/${encodeURIComponent(status)}`, lazy(buyerReaders, 'myContentsReader'), signal, query),
      query.limit,
    );
  }

  /** `GET /me/content-counts/{type}` → `content_counts[type][status]` (legacy `typeStatusCounts`). */
  myContentCounts(type: buyer.MyContentType, signal?: AbortSignal): Promise<buyer.ContentCounts> {
    return this.#me(`/me/content-counts/${encodeURIComponent(type)}`, lazy(buyerReaders, 'contentCountsReader'), signal);
  }

  /**
   * `GET /me/content-items/{content_id}` → the purchased content: chapters with `media_url` /
   * `reference_url`, `watchable`, `hold_blocked`. 403 without a purchase, 404 when missing.
   * `query.active_tab` is sent as is when given (the purchase detail query of the spec's
   * "Versioning" table, whose earlier name `activeTab` is never sent; what it selects is not shown).
   */
  myContentItem(content_id: number, signal?: AbortSignal, query: { active_tab?: string } = {}): Promise<buyer.PurchasedContent> {
    const active_tab = query.active_tab?.trim() ? query.active_tab : undefined;
    return this.#me(`/me/content-items/${encodeURIComponent(content_id)}`, lazy(buyerReaders, 'purchasedContentReader'), signal, { active_tab });
  }

  /**
   * `POST /me/content-entitlements/{line_item_id}/open` with `{}` → `{ serve }` when the answer
   * carries one. `line_item_id` is sent unchanged as one URL-encoded path segment. Never retried.
   */
  openContent(line_item_id: string): Promise<buyer.OpenResult> {
    return this.#meWrite(this.#path('contentOpen', 'line_item_id', line_item_id), lazy(buyerReaders, 'openResultReader'), {});
  }

  /**
   * `POST /me/order-lines/{line_item_id}/actions` with `{ type }` (`confirm_purchase`,
   * `refund_request`, `return_request`…). 422 when the action is not available. Never retried.
   */
  lineAction(line_item_id: string, type: string): Promise<unknown> {
    return this.#meWrite(this.#path('lineAction', 'line_item_id', line_item_id), anyReader, { type });
  }

  /** `POST /me/order-lines/{line_item_id}/review` with `{ rating: 1–5, content }`. 422 `errors.rating` / `errors.content`. */
  reviewLine(line_item_id: string, review: { rating: number; content: string }): Promise<buyer.ReviewResult> {
    return this.#meWrite(this.#path('lineReview', 'line_item_id', line_item_id), lazy(buyerReaders, 'reviewResultReader'), review);
  }

  // ── Boards: boards, posts, comments ───────────────────────────────────────

  /**
   * The boards list: `GET {paths.boards}` (default `/boards`; the spec does not show the path)
   * → `boards.data[]`, with `write`/`comment_write` `"1"`/`"0"` read as booleans. Sends the buyer
   * token when there is one (what a board allows may depend on the buyer).
   */
  boards(signal?: AbortSignal): Promise<board.Board[]> {
    return this.#get(this.paths.boards ?? '/boards', lazy(boardReaders, 'boardsReader'), this.#catalogQuery(), signal, 'optional');
  }

  /** `GET /posts?board_id&page&limit` (`posts.data[]`, legacy `board_contents`); at most `limit` items. 404 for an unknown board. */
  posts(filters: board.PostFilters, signal?: AbortSignal): Promise<board.PostPage> {
    return this.#limited(this.#get('/posts', lazy(boardReaders, 'postPageReader'), this.#catalogQuery(filters as Query), signal, 'optional'), filters.limit);
  }

  /** `GET /posts/{post_id}` (`post`, legacy `board_content`) with the comment flags. 404 when missing. */
  post(post_id: number, signal?: AbortSignal): Promise<board.PostDetail> {
    return this.#get(`/posts/${post_id}`, lazy(boardReaders, 'postDetailReader'), this.#catalogQuery(), signal, 'optional');
  }

  /**
   * `GET /posts/{post_id}/comments` (oldest first in the sandbox). Call it only when the post's
   * `can_read_comment` is true (spec: "Rules tying reads to writes" 4); 401/403 otherwise.
   */
  comments(post_id: number, filters: { page?: number; limit?: number } = {}, signal?: AbortSignal): Promise<page.Page<board.PostComment>> {
    return this.#limited(
      this.#get(`/posts/${post_id}/comments`, lazy(boardReaders, 'commentPageReader'), this.#catalogQuery(filters), signal, 'optional'),
      filters.limit,
    );
  }

  /**
   * Comment creation: `POST {paths.commentCreate}` (default `/posts/{post_id}/comments`; not shown
   * in the spec) with `{ post_id, content }` (never the legacy `content_id`). Resolves with the new
   * comment when the answer carries one. 401 logged out, 403 without the right, 422 `errors.content`.
   * Never retried; cached post reads are dropped so that the next read shows the comment.
   */
  async createComment(post_id: number, content: string): Promise<board.PostComment | null> {
    const path = (this.paths.commentCreate ?? '/posts/{post_id}/comments').split('{post_id}').join(String(post_id));
    try {
      return await this.transport.request('POST', path, {
        reader: lazy(boardReaders, 'commentCreatedReader'),
        body: { post_id, content },
        auth: 'required',
        query: this.#catalogQuery(),
      });
    } finally {
      this.transport.invalidate('/posts');
    }
  }
}
