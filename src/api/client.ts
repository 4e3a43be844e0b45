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
import { codeNotLoaded } from './errors.js';
import { cartAuth, cartPath, catalogQuery, lazy, limited } from './client-helpers.js';
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

import {
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

  // The methods below are declared here and defined on first use (see loadedOnFirstUse at the end
  // of this file): their code is in ./calls/, loaded by their first call.

  // ── Cart writes (never retried: ../state/cart-store.ts reads the cart again after a failure) ──
  // Each is made on the guest cart (`kind` 'guest', no token) or the buyer's ('user', token
  // required: 401 without one), and resolves with the cart after the write (its answer when it
  // carries the lines, else a `GET` of the cart; prices in the currency's major unit). Each rejects
  // with a StorefrontError, a `network` one when its code (./calls/cart-writes.ts) did not load.
  // Spec: docs/spec/storefront-api.md, "Guest cart", "Logged-in cart".

  /** `POST /guest-cart` or `/cart` with `{ data: { <variant_id>: { product_id, quantity, buyer_inputs? } } }` or `{ data: { <option_id>: 1 } }`. 422 (`min_quantity`, field `errors`) on a rule the server checks. */
  declare addToCart: (kind: CartKind, item: CartAdd) => Promise<cart.Cart>;

  /** `PUT /guest-cart/quantity` or `/cart/quantity` (products only): the variant's line gets `quantity` (a whole number ≥ 1). */
  declare setCartQuantity: (kind: CartKind, variant_id: number, quantity: number) => Promise<cart.Cart>;

  /** `DELETE /guest-cart/{item_id}` or `/cart/{item_id}`: a product line by its variant_id, or a content line by its option_id. */
  declare removeCartItem: (
    kind: CartKind,
    item: { item_type: 'product'; variant_id: number } | { item_type: 'content'; option_id: number },
  ) => Promise<cart.Cart>;

  /** `DELETE /guest-cart` or `/cart`: empties it. */
  declare emptyCart: (kind: CartKind) => Promise<cart.Cart>;

  /** `POST /cart/merge-guest` then `GET /cart` (spec: cart rule 5). */
  declare mergeGuestCart: () => Promise<cart.Cart>;

  /**
   * `POST /guest-cart` of `item` on a fresh guest cart: no device cookie is sent and none kept, so
   * the platform checks the line as if it were the device's only one (an active variant or an option
   * still sold, `min_quantity`, `unit_quantity`, stock, buyer inputs; cart rules 1 and 3) and
   * answers a cart of that line alone (null when the answer carries no `items`). Send the line's
   * whole quantity, not an increment. Used by the device copy of the guest cart
   * (../state/guest-cart-writes.ts) where the platform's cookie does not come back. Rejects with
   * the StorefrontError of a refusal (422 with `min_quantity` and field `errors`) or of a lost answer.
   */
  declare checkCartLine: (item: CartAdd) => Promise<cart.Cart | null>;

  // ── Orders and payment (never retried) ────────────────────────────────────

  /** `POST /orders`. 422 with field `errors` (e.g. `receiver.phone`) on an invalid payload. */
  declare createOrder: (body: order.OrderCreateRequest) => Promise<order.OrderCreated>;

  /** `POST /payments/initialize` with `pay_method: 'CARD'`. */
  declare initializePayment: (order_id: number, redirect_url: string) => Promise<order.PaymentStart>;

  // ── Buyer pages: orders, order lines, my contents ─────────────────────────
  // Buyer token required (401 without one). Reads carry `language`; every write invalidates the
  // cached `/me…` reads, so that no buyer read is served from before a write.

  /** `GET /me/orders?page&limit` → `orders.data[]` (newest first in the sandbox) with the page fields; at most `limit` items. */
  declare myOrders: (query?: { page?: number; limit?: number }, signal?: AbortSignal) => Promise<page.Page<buyer.OrderSummary>>;

  /** `GET /me/orders/{order_id}` → `order`. 403 for another buyer's order, 404 when missing. */
  declare myOrder: (order_id: number, signal?: AbortSignal) => Promise<buyer.OrderInfo>;

  /** `GET /me/orders/{order_id}/details` → the order's line items. 403 / 404 as {@link myOrder}. */
  declare myOrderDetails: (order_id: number, signal?: AbortSignal) => Promise<buyer.LineItem[]>;

  /** `GET /me/order-lines` → `line_items[]` (with `serve`, `actions[]`, `review`) and `total`. */
  declare myOrderLines: (signal?: AbortSignal) => Promise<buyer.LineItems>;

  /** `GET /me/contents/{type}/{status}` → `contents.data[]` (an empty page is valid); at most `limit` items. */
  declare myContents: (
    type: buyer.MyContentType,
    status: buyer.MyContentStatus,
    query?: { page?: number; limit?: number },
    signal?: AbortSignal,
  ) => Promise<page.Page<buyer.MyContent>>;

  /** `GET /me/content-counts/{type}` → `content_counts[type][status]` (legacy `typeStatusCounts`). */
  declare myContentCounts: (type: buyer.MyContentType, signal?: AbortSignal) => Promise<buyer.ContentCounts>;

  /**
   * `GET /me/content-items/{content_id}` → the purchased content: chapters with `media_url` /
   * `reference_url`, `watchable`, `hold_blocked`. 403 without a purchase, 404 when missing.
   * `query.active_tab` is sent as is when given (the purchase detail query of the spec's
   * "Versioning" table, whose earlier name `activeTab` is never sent; what it selects is not shown).
   */
  declare myContentItem: (content_id: number, signal?: AbortSignal, query?: { active_tab?: string }) => Promise<buyer.PurchasedContent>;

  /**
   * `POST /me/content-entitlements/{line_item_id}/open` with `{}` → `{ serve }` when the answer
   * carries one. `line_item_id` is sent unchanged as one URL-encoded path segment. Never retried.
   */
  declare openContent: (line_item_id: string) => Promise<buyer.OpenResult>;

  /**
   * `POST /me/order-lines/{line_item_id}/actions` with `{ type }` (`confirm_purchase`,
   * `refund_request`, `return_request`…). 422 when the action is not available. Never retried.
   */
  declare lineAction: (line_item_id: string, type: string) => Promise<unknown>;

  /** `POST /me/order-lines/{line_item_id}/review` with `{ rating: 1–5, content }`. 422 `errors.rating` / `errors.content`. */
  declare reviewLine: (line_item_id: string, review: { rating: number; content: string }) => Promise<buyer.ReviewResult>;

  // ── Boards: boards, posts, comments ───────────────────────────────────────

  /**
   * The boards list: `GET {paths.boards}` (default `/boards`; the spec does not show the path)
   * → `boards.data[]`, with `write`/`comment_write` `"1"`/`"0"` read as booleans. Sends the buyer
   * token when there is one (what a board allows may depend on the buyer).
   */
  declare boards: (signal?: AbortSignal) => Promise<board.Board[]>;

  /** `GET /posts?board_id&page&limit` (`posts.data[]`, legacy `board_contents`); at most `limit` items. 404 for an unknown board. */
  declare posts: (filters: board.PostFilters, signal?: AbortSignal) => Promise<board.PostPage>;

  /** `GET /posts/{post_id}` (`post`, legacy `board_content`) with the comment flags. 404 when missing. */
  declare post: (post_id: number, signal?: AbortSignal) => Promise<board.PostDetail>;

  /**
   * `GET /posts/{post_id}/comments` (oldest first in the sandbox). Call it only when the post's
   * `can_read_comment` is true (spec: "Rules tying reads to writes" 4); 401/403 otherwise.
   */
  declare comments: (post_id: number, filters?: { page?: number; limit?: number }, signal?: AbortSignal) => Promise<page.Page<board.PostComment>>;

  /**
   * Comment creation: `POST {paths.commentCreate}` (default `/posts/{post_id}/comments`; not shown
   * in the spec) with `{ post_id, content }` (never the legacy `content_id`). Resolves with the new
   * comment when the answer carries one. 401 logged out, 403 without the right, 422 `errors.content`.
   * Never retried; cached post reads are dropped so that the next read shows the comment.
   */
  declare createComment: (post_id: number, content: string) => Promise<board.PostComment | null>;

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

  // ── Catalog (public reads) ────────────────────────────────────────────────

  /** `GET /site`: checks the key and its allowed domains (403 otherwise). */
  site(signal?: AbortSignal): Promise<catalog.Site> {
    return this.#get('/site', catalog.siteReader, undefined, signal);
  }

  /** `GET /product-categories` or `/content-categories`: categories in use. */
  categories(kind: 'product' | 'content', signal?: AbortSignal): Promise<catalog.Category[]> {
    return this.#get(`/${kind}-categories`, catalog.categoriesReader, catalogQuery(this), signal);
  }

  /** `GET /product-categories/search` or `/content-categories/search?query=`. */
  searchCategories(kind: 'product' | 'content', query: string, signal?: AbortSignal): Promise<catalog.Category[]> {
    return this.#get(`/${kind}-categories/search`, catalog.categoriesReader, catalogQuery(this, { query }), signal);
  }

  /** `GET /product-tags` or `/content-tags`: tags in use by visible items. */
  tags(kind: 'product' | 'content', signal?: AbortSignal): Promise<catalog.Tag[]> {
    return this.#get(`/${kind}-tags`, catalog.tagsReader, catalogQuery(this), signal);
  }

  /** `GET /products` (`products.data[]`); at most `filters.limit` items. */
  products(filters: ListFilters = {}, signal?: AbortSignal): Promise<page.Page<product.ProductListItem>> {
    return limited(this.#get('/products', product.productListReader, catalogQuery(this, filters as Query), signal), filters.limit);
  }

  /** `GET /products/{product_id}`. 404 when missing. */
  product(product_id: number, signal?: AbortSignal): Promise<product.ProductDetail> {
    return this.#get(`/products/${product_id}`, lazy(productDetailReaders, 'productDetailReader'), catalogQuery(this), signal);
  }

  /** `GET /contents` (`contents.data[]`); at most `filters.limit` items. */
  contents(filters: ContentListFilters = {}, signal?: AbortSignal): Promise<page.Page<content.ContentListItem>> {
    return limited(this.#get('/contents', lazy(contentListReaders, 'contentListReader'), catalogQuery(this, filters as Query), signal), filters.limit);
  }

  /** `GET /contents/{content_id}`. 404 when missing. */
  content(content_id: number, signal?: AbortSignal): Promise<content.ContentDetail> {
    return this.#get(`/contents/${content_id}`, lazy(contentDetailReaders, 'contentDetailReader'), catalogQuery(this), signal);
  }

  /** `GET /contents/{content_id}/summary`. */
  contentSummary(content_id: number, signal?: AbortSignal): Promise<content.ContentSummary> {
    return this.#get(`/contents/${content_id}/summary`, lazy(contentDetailReaders, 'contentSummaryReader'), catalogQuery(this), signal);
  }

  /** `GET /contents/{content_id}/description`: seller HTML, unsanitized. */
  contentDescription(content_id: number, signal?: AbortSignal): Promise<string> {
    return this.#get(`/contents/${content_id}/description`, lazy(contentDetailReaders, 'contentDescriptionReader'), catalogQuery(this), signal);
  }

  /** `POST /contents/bulk` with `{ content_ids }` (a read; not retried, as every POST). */
  contentsBulk(content_ids: number[], signal?: AbortSignal): Promise<content.ContentListItem[]> {
    return this.transport.request('POST', '/contents/bulk', {
      reader: lazy(contentListReaders, 'contentBulkReader'),
      body: { content_ids },
      query: catalogQuery(this),
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
      query: catalogQuery(this),
      signal,
    });
  }

  /** `GET /checkout/metadata`. */
  checkoutMetadata(signal?: AbortSignal): Promise<order.CheckoutMetadata> {
    return this.#get('/checkout/metadata', lazy(orderReaders, 'checkoutMetadataReader'), catalogQuery(this), signal);
  }

  // ── Carts ─────────────────────────────────────────────────────────────────

  /** `GET /guest-cart` or `GET /cart`. Never cached: a cart is always read fresh. */
  cart(kind: CartKind, signal?: AbortSignal): Promise<cart.Cart> {
    return this.transport.request('GET', cartPath(kind), {
      reader: cart.cartReader,
      auth: cartAuth(kind),
      signal,
      cache: false,
      query: catalogQuery(this),
    });
  }

  // ── Login and buyer ───────────────────────────────────────────────────────

  /**
   * `GET /auth/idp-client`: what is needed to send the buyer to the identity provider, its
   * addresses absolute (a path on the platform resolved against the platform's origin).
   */
  loginStart(signal?: AbortSignal): Promise<auth.LoginStart> {
    return this.#get(this.paths.loginStart, auth.loginStartReader(this.transport.origin), undefined, signal);
  }

  /** `POST /auth/idp/callback` with the identity provider's query parameters and `redirect_uri`. */
  loginCallback(params: Record<string, string>): Promise<auth.LoginResult> {
    return this.transport.request('POST', this.paths.loginCallback, { reader: auth.loginResultReader, body: params });
  }

  /** `GET /me`. 401 without a valid token. */
  me(signal?: AbortSignal): Promise<auth.User> {
    return this.transport.request('GET', '/me', { reader: auth.meReader, auth: 'required', signal, cache: false });
  }
}

/**
 * The cart writes and the calls of the checkout, the buyer's pages and the boards: methods of every client whose code
 * is loaded on first use (./calls/: the CDN bundle puts each module in the chunk of the pages that
 * make those calls, beside their readers; the cart writes, which several groups make, are a chunk
 * of their own), so that a catalog page never downloads it. A module that does not load is told in
 * the console, and the call rejects with a `network` StorefrontError (`codeNotLoaded` of ./errors.ts).
 */
function loadedOnFirstUse<M extends Record<string, unknown>>(load: () => Promise<M>, names: ReadonlyArray<keyof M & keyof StorefrontClient>): void {
  for (const name of names)
    Object.defineProperty(StorefrontClient.prototype, name, {
      configurable: true,
      writable: true,
      value(this: StorefrontClient, ...args: unknown[]) {
        return load().then(
          (calls) => (calls[name] as (client: StorefrontClient, ...rest: unknown[]) => unknown)(this, ...args),
          (error: unknown) => {
            throw codeNotLoaded(`StorefrontClient.${String(name)} was not called`, error);
          },
        );
      },
    });
}
loadedOnFirstUse(() => import('./calls/cart-writes.js'), ['addToCart', 'setCartQuantity', 'removeCartItem', 'emptyCart', 'mergeGuestCart', 'checkCartLine']);
loadedOnFirstUse(() => import('./calls/orders.js'), ['createOrder', 'initializePayment']);
loadedOnFirstUse(
  () => import('./calls/buyer.js'),
  ['myOrders', 'myOrder', 'myOrderDetails', 'myOrderLines', 'myContents', 'myContentCounts', 'myContentItem', 'openContent', 'lineAction', 'reviewLine'],
);
loadedOnFirstUse(() => import('./calls/boards.js'), ['boards', 'posts', 'post', 'comments', 'createComment']);
