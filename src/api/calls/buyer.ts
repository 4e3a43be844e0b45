/**
 * The buyer's calls of `StorefrontClient` (../client.ts: `myOrders`, `myOrder`, `myOrderDetails`,
 * `myOrderLines`, `myContents`, `myContentCounts`, `myContentItem`, `openContent`, `lineAction`,
 * `reviewLine`), loaded on first use: the CDN bundle puts them beside the buyer's reader, in the
 * chunk of the account, order and viewer pages. A buyer token is required (401 without one).
 * Reads carry `language`; every write invalidates the cached `/me…` reads, so that no buyer read
 * is served from before a write. Writes are never retried. Spec: docs/spec/storefront-api.md,
 * "Buyer pages".
 */
import type { StorefrontClient } from '../client.js';
import { BUYER_PATHS } from '../client-options.js';
import { catalogQuery, lazy, limited } from '../client-helpers.js';
import type { LazyReader, Query } from '../http.js';
import { anyReader, type Reader } from '../readers/read.js';
import type * as page from '../readers/page.js';
import type * as buyer from '../readers/buyer.js';

const buyerReaders = () => import('../readers/buyer.js');

/** `paths[name]` with `{key}` replaced by the URL-encoded value: one path segment, the id unchanged. */
function path(client: StorefrontClient, name: keyof typeof BUYER_PATHS, key: string, value: string | number): string {
  return (client.paths[name] ?? BUYER_PATHS[name]).split(`{${key}}`).join(encodeURIComponent(String(value)));
}

function me<T>(client: StorefrontClient, at: string, reader: Reader<T> | LazyReader<T>, signal?: AbortSignal, query?: Query): Promise<T> {
  return client.transport.request('GET', at, { reader, query: catalogQuery(client, query), signal, auth: 'required' });
}

async function meWrite<T>(client: StorefrontClient, at: string, reader: Reader<T> | LazyReader<T>, body: unknown): Promise<T> {
  try {
    return await client.transport.request('POST', at, { reader, body, auth: 'required', query: catalogQuery(client) });
  } finally {
    client.transport.invalidate('/me');
  }
}

export function myOrders(
  client: StorefrontClient,
  query: { page?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<page.Page<buyer.OrderSummary>> {
  return limited(me(client, '/me/orders', lazy(buyerReaders, 'myOrdersReader'), signal, query), query.limit);
}

export function myOrder(client: StorefrontClient, order_id: number, signal?: AbortSignal): Promise<buyer.OrderInfo> {
  return me(client, path(client, 'order', 'order_id', order_id), lazy(buyerReaders, 'myOrderReader'), signal);
}

export function myOrderDetails(client: StorefrontClient, order_id: number, signal?: AbortSignal): Promise<buyer.LineItem[]> {
  return me(client, path(client, 'orderDetails', 'order_id', order_id), lazy(buyerReaders, 'orderDetailsReader'), signal);
}

export function myOrderLines(client: StorefrontClient, signal?: AbortSignal): Promise<buyer.LineItems> {
  return me(client, '/me/order-lines', lazy(buyerReaders, 'lineItemsReader'), signal);
}

export function myContents(
  client: StorefrontClient,
  type: buyer.MyContentType,
  status: buyer.MyContentStatus,
  query: { page?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<page.Page<buyer.MyContent>> {
  return limited(
    me(client, `/me/contents/${encodeURIComponent(type)}/${encodeURIComponent(status)}`, lazy(buyerReaders, 'myContentsReader'), signal, query),
    query.limit,
  );
}

export function myContentCounts(client: StorefrontClient, type: buyer.MyContentType, signal?: AbortSignal): Promise<buyer.ContentCounts> {
  return me(client, `/me/content-counts/${encodeURIComponent(type)}`, lazy(buyerReaders, 'contentCountsReader'), signal);
}

export function myContentItem(
  client: StorefrontClient,
  content_id: number,
  signal?: AbortSignal,
  query: { active_tab?: string } = {},
): Promise<buyer.PurchasedContent> {
  const active_tab = query.active_tab?.trim() ? query.active_tab : undefined;
  return me(client, `/me/content-items/${encodeURIComponent(content_id)}`, lazy(buyerReaders, 'purchasedContentReader'), signal, { active_tab });
}

export function openContent(client: StorefrontClient, line_item_id: string): Promise<buyer.OpenResult> {
  return meWrite(client, path(client, 'contentOpen', 'line_item_id', line_item_id), lazy(buyerReaders, 'openResultReader'), {});
}

export function lineAction(client: StorefrontClient, line_item_id: string, type: string): Promise<unknown> {
  return meWrite(client, path(client, 'lineAction', 'line_item_id', line_item_id), anyReader, { type });
}

export function reviewLine(client: StorefrontClient, line_item_id: string, review: { rating: number; content: string }): Promise<buyer.ReviewResult> {
  return meWrite(client, path(client, 'lineReview', 'line_item_id', line_item_id), lazy(buyerReaders, 'reviewResultReader'), review);
}
