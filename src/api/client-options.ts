/**
 * What a {@link StorefrontClient} is built with and what its methods take: options, the paths the
 * spec does not fix, list filters and cart lines. Spec: docs/spec/storefront-api.md, "Endpoints".
 */
import type { TransportOptions } from './http.js';
import type { ContentType } from './readers/content.js';

export type Language = 'ko' | 'en' | 'ja';

/**
 * Defaults of the buyer-page paths the spec shows without their bodies (see
 * README, "Choices made where the spec says 'not shown'").
 */
export const BUYER_PATHS = {
  order: '/me/orders/{order_id}',
  orderDetails: '/me/orders/{order_id}/details',
  contentOpen: '/me/content-entitlements/{line_item_id}/open',
  lineAction: '/me/order-lines/{line_item_id}/actions',
  lineReview: '/me/order-lines/{line_item_id}/review',
};

/** Paths the spec does not fix; override them to match the real platform. */
export interface ClientPaths {
  /** Login start data. Default `/auth/idp-client`. */
  loginStart: string;
  /** Login callback. Default `/auth/idp/callback`. */
  loginCallback: string;
  /** Boards list (`boards.data[]`; path not shown in the spec). Default `/boards`. */
  boards?: string;
  /** Comment creation; `{post_id}` is replaced (path not shown in the spec). Default `/posts/{post_id}/comments`. */
  commentCreate?: string;
  /** One order; `{order_id}` is replaced (answer not shown in the spec). Default `/me/orders/{order_id}`. */
  order?: string;
  /** An order's details (answer not shown). Default `/me/orders/{order_id}/details`. */
  orderDetails?: string;
  /** Open a purchased content; `{line_item_id}` is replaced, URL-encoded (body and answer not shown). Default `/me/content-entitlements/{line_item_id}/open`. */
  contentOpen?: string;
  /** A line item action (body and answer not shown). Default `/me/order-lines/{line_item_id}/actions`. */
  lineAction?: string;
  /** A line item review (body and answer not shown). Default `/me/order-lines/{line_item_id}/review`. */
  lineReview?: string;
}

/** The paths the client uses where the spec fixes none, unless the `paths` option says otherwise. */
export const DEFAULT_PATHS: Readonly<ClientPaths> = {
  loginStart: '/auth/idp-client',
  loginCallback: '/auth/idp/callback',
  boards: '/boards',
  commentCreate: '/posts/{post_id}/comments',
  ...BUYER_PATHS,
};

export const PATH_NAMES: ReadonlyArray<keyof ClientPaths> = [
  'loginStart',
  'loginCallback',
  'boards',
  'commentCreate',
  'order',
  'orderDetails',
  'contentOpen',
  'lineAction',
  'lineReview',
];

/**
 * The {@link ClientPaths} entries of `value` (an object, or its JSON text, as the `api-paths`
 * attribute of `<shop-storefront>` gives it) whose value is a path of the API (a text starting with
 * `/`, relative to `/api/storefront/v1`). Unknown names, other values and text that is not JSON
 * are left out (`{}`), so a wrong entry keeps the default path.
 */
export function readClientPaths(value: unknown): Partial<ClientPaths> {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return {};
    }
  }
  const out: Partial<ClientPaths> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const name of PATH_NAMES) {
    const path = (raw as Record<string, unknown>)[name];
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) out[name] = path;
  }
  return out;
}

export interface StorefrontClientOptions extends Omit<TransportOptions, 'getToken'> {
  /** Buyer token source, called with the origin the call goes to (see `TransportOptions.getToken`); default: no token. */
  getToken?: (origin: string) => string | null;
  /** `language` query on catalog reads. Default `ko`. */
  language?: Language;
  paths?: Partial<ClientPaths>;
}

/** Filters of `GET /products` and `GET /contents` (spec: "List filters"). */
export interface ListFilters {
  page?: number;
  limit?: number;
  search?: string;
  category_id?: number;
  /** Any-of; sent as a comma string. */
  category_ids?: number[];
  tag_id?: number;
  tag_ids?: number[];
  /** `newest` for latest first. */
  orderby?: string;
}

export interface ContentListFilters extends ListFilters {
  content_type?: ContentType;
}

/** A product line to add: `data: { [variant_id]: { product_id, quantity, buyer_inputs? } }`. */
export interface ProductAdd {
  item_type: 'product';
  variant_id: number;
  product_id: number;
  quantity: number;
  /** input_option_id → text. */
  buyer_inputs?: Record<string, string>;
}

/** A content line to add: `data: { [option_id]: 1 }`. */
export interface ContentAdd {
  item_type: 'content';
  option_id: number;
}

export type CartAdd = ProductAdd | ContentAdd;

/** Which cart a call addresses: `guest` (device cookie) or `user` (buyer token). */
export type CartKind = 'guest' | 'user';
