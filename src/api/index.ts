/**
 * The public surface of the storefront API layer: the client, its errors and the types of what it
 * resolves with (re-exported as `shop-elements/client` by ../client.ts). The readers and their
 * helpers (./readers/read.ts) and the transport stay internal.
 */
export { StorefrontClient } from './client.js';
export type {
  CartAdd,
  CartKind,
  ClientPaths,
  ContentAdd,
  ContentListFilters,
  Language,
  ListFilters,
  ProductAdd,
  StorefrontClientOptions,
} from './client-options.js';
export { StorefrontError, isAbortError } from './errors.js';
export type { FieldErrors, StorefrontErrorInit, StorefrontErrorKind } from './errors.js';
export type { Page } from './readers/page.js';
export type { Site, Category, Tag } from './readers/catalog.js';
export type {
  BuyerInputOption,
  BuyerInputType,
  OptionDisplaySetting,
  OptionDisplayType,
  OptionValueDisplaySetting,
  ProductDetail,
  ProductListItem,
  ProductPrice,
  ProductVariant,
  ProductVariantSummary,
  SourcingInfo,
  VariantAttribute,
} from './readers/product.js';
export type {
  CartPreviewItem,
  Chapter,
  ContentDetail,
  ContentListItem,
  ContentOptionPrice,
  ContentPurchaseOption,
  ContentSummary,
  ContentType,
  Lesson,
} from './readers/content.js';
export type { Cart, CartItem, ContentCartItem, ProductCartItem } from './readers/cart.js';
export type { LoginResult, LoginStart, User } from './readers/auth.js';
export type { CheckoutMetadata, OrderCreateRequest, OrderCreated, PaymentStart, Receiver } from './readers/order.js';
export type { Board, PostComment, PostDetail, PostFilters, PostListItem, PostPage } from './readers/board.js';
export type {
  ContentCounts,
  LineAction,
  LineItem,
  LineItems,
  MyContent,
  MyContentStatus,
  MyContentType,
  OpenResult,
  OrderInfo,
  OrderSummary,
  PurchasedChapter,
  PurchasedContent,
  PurchasedLesson,
  ReviewResult,
  Serve,
} from './readers/buyer.js';
