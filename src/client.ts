/**
 * `shop-elements/client`: the storefront API client alone, for scripts and server code that talk
 * to the platform without any element. Side-effect free: importing it defines no element and
 * pulls in no Lit code.
 *
 * Spec: docs/spec/storefront-api.md (every endpoint; values normalized as "Value conventions" and
 * "Versioning" say). Errors: every method rejects with a {@link StorefrontError} (or the
 * `AbortError` of the caller's signal).
 */
export { StorefrontClient } from './api/client.js';
export type {
  CartAdd, CartKind, ClientPaths, ContentAdd, ContentListFilters, Language, ListFilters, ProductAdd, StorefrontClientOptions,
} from './api/client.js';
export { StorefrontError, isAbortError } from './api/errors.js';
export type { FieldErrors, StorefrontErrorInit, StorefrontErrorKind } from './api/errors.js';
export type { Page } from './api/schemas/page.js';
export type { Site, Category, Tag } from './api/schemas/catalog.js';
export type {
  BuyerInputOption, BuyerInputType, OptionDisplaySetting, OptionDisplayType, OptionValueDisplaySetting, ProductDetail,
  ProductListItem, ProductPrice, ProductVariant, ProductVariantSummary, SourcingInfo, VariantAttribute,
} from './api/schemas/product.js';
export type {
  CartPreviewItem, Chapter, ContentDetail, ContentListItem, ContentOptionPrice, ContentPurchaseOption, ContentSummary,
  ContentType, Lesson,
} from './api/schemas/content.js';
export type { Cart, CartItem, ContentCartItem, ProductCartItem } from './api/schemas/cart.js';
export type { LoginResult, LoginStart, User } from './api/schemas/auth.js';
export type { CheckoutMetadata, OrderCreateRequest, OrderCreated, PaymentStart, Receiver } from './api/schemas/order.js';
export type { Board, PostComment, PostDetail, PostFilters, PostListItem, PostPage } from './api/schemas/board.js';
export type {
  ContentCounts, LineAction, LineItem, LineItems, MyContent, MyContentStatus, MyContentType, OpenResult, OrderInfo,
  OrderSummary, PurchasedChapter, PurchasedContent, PurchasedLesson, ReviewResult, Serve,
} from './api/schemas/buyer.js';
