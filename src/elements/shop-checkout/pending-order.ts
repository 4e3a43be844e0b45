/**
 * What the checkout remembers about the order it is placing, so that no answer lost on the way
 * and no page loaded again makes a second order of the same cart:
 *
 * - the cart's signature: its lines (variant_id × quantity, option_id) and subtotal;
 * - in `sessionStorage` (this tab only, kept across the pages of the tab): the last order placed
 *   from this tab for a signature, or, while `POST /orders` has no known outcome, the ids of the
 *   buyer's orders read just before it was sent;
 * - on a `BroadcastChannel` of the site: an order placed in another tab, with its signature.
 *
 * Spec: docs/spec/storefront-api.md, "Orders and payment" (POST /orders creates a pending order) and
 * "Buyer pages" (GET /me/orders lists the buyer's orders, pending ones too).
 */
import { cartSubtotal, type Cart } from '../../api/readers/cart.js';
import type { OrderCreateRequest, OrderCreated } from '../../api/readers/order.js';
import type { StorefrontClient } from '../../api/client.js';
import { answerLost } from '../../state/cart-store.js';
import type { Shop } from '../../state/shop.js';

/** The lines and subtotal of `cart` as one string: equal strings, same order body lines. */
export function cartSignature(cart: Cart): string {
  const lines = cart.items.map((i) => (i.item_type === 'product' ? `p${i.variant_id}x${i.quantity}` : `c${i.option_id}`)).sort();
  return `${lines.join(',')}=${cartSubtotal(cart)}`;
}

/** One tab's memory of its order for a cart signature. */
export interface OrderRecord {
  /** {@link cartSignature} of the cart the order was made of. */
  cart: string;
  /** The buyer, when known (an order belongs to the buyer who made it). */
  user_id: number | null;
  /** The order, once known; null while `POST /orders` has no known outcome. */
  order: OrderCreated | null;
  /** While `order` is null: the buyer's order ids read just before `POST /orders` was sent. */
  known: number[];
}

const key = (siteKey: string) => `shop-elements:checkout:${siteKey}`;

export function readRecord(siteKey: string): OrderRecord | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key(siteKey)) ?? 'null') as Partial<OrderRecord> | null;
    if (!raw || typeof raw.cart !== 'string') return null;
    const order = raw.order && Number.isInteger(raw.order.order_id) ? { order_id: raw.order.order_id, price: Number(raw.order.price) || 0 } : null;
    const known = Array.isArray(raw.known) ? raw.known.filter((n): n is number => Number.isInteger(n)) : [];
    return { cart: raw.cart, user_id: Number.isInteger(raw.user_id) ? (raw.user_id as number) : null, order, known };
  } catch {
    return null;
  }
}

export function writeRecord(siteKey: string, record: OrderRecord | null): void {
  try {
    if (record) sessionStorage.setItem(key(siteKey), JSON.stringify(record));
    else sessionStorage.removeItem(key(siteKey));
  } catch {
    // Storage refused (private mode, quota): this page still remembers its order in memory.
  }
}

/** The buyer's newest order ids (`GET /me/orders`, read fresh). Rejects when they cannot be read. */
export async function latestOrderIds(client: StorefrontClient): Promise<number[]> {
  return (await latestOrders(client)).map((o) => o.order_id);
}

async function latestOrders(client: StorefrontClient) {
  client.transport.invalidate('/me/orders');
  return (await client.myOrders({ limit: 20 })).items;
}

/**
 * The order a `POST /orders` whose answer was lost made, if the platform made one: the newest
 * pending order of the buyer that was not among `known` (read before sending) and has as many
 * lines as the cart (when the platform says how many). Null when there is none; rejects when
 * the orders cannot be read (the outcome stays unknown).
 */
export async function findLostOrder(client: StorefrontClient, known: number[], lines: number): Promise<OrderCreated | null> {
  for (const o of await latestOrders(client)) {
    if (known.includes(o.order_id)) continue;
    if ((o.status ?? 'pending') !== 'pending') continue;
    if (o.item_count !== null && o.item_count !== lines) continue;
    return { order_id: o.order_id, price: o.price ?? 0 };
  }
  return null;
}

/** A message between the checkouts of one site in several tabs. */
export interface OrderMessage {
  type: 'order-created';
  /** {@link cartSignature} of the cart the order was made of. */
  cart: string;
  order_id: number;
  user_id: number | null;
}

/** The site's channel between checkouts (null without BroadcastChannel). */
export function orderChannel(siteKey: string): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(`shop-elements:orders:${siteKey}`) : null;
}

/**
 * The site's channel between checkouts, telling `onOrder` of each order another tab made: not
 * the one `ownOrderId()` holds, and not another buyer's (when both are known).
 */
export function watchOtherTabOrders(
  siteKey: string,
  ownOrderId: () => number | undefined,
  userId: () => number | null,
  onOrder: (message: OrderMessage) => void,
): BroadcastChannel | null {
  const channel = orderChannel(siteKey);
  channel?.addEventListener('message', (e: MessageEvent<OrderMessage>) => {
    const m = e.data;
    if (m?.type !== 'order-created' || m.order_id === ownOrderId()) return;
    const user = userId();
    if (m.user_id !== null && user !== null && m.user_id !== user) return;
    onOrder(m);
  });
  return channel;
}

/** What {@link placeOrder} came to. */
export type PlaceOutcome =
  /** `POST /orders` answered with the order. */
  | { kind: 'created'; order: OrderCreated }
  /** The order of this cart whose answer was lost, found among the buyer's orders. */
  | { kind: 'found'; order: OrderCreated }
  /** The outcome of `POST /orders` is unknown and the buyer's orders could not be read. */
  | { kind: 'unknown'; error: unknown }
  /** No order was made (a refusal such as 422, or the orders could not be read before sending). */
  | { kind: 'failed'; error: unknown };

/**
 * Places the order of `cart` (`body`), never twice: a `POST /orders` of this cart whose outcome is
 * still unknown (this tab's record) is looked for first; the buyer's order ids are read and kept
 * before sending; when the answer is lost, the cart and the buyer's orders are read again and a
 * new pending order with as many lines is taken as the one just made. `POST /orders` is never
 * repeated. `report` gets the failures the page is told of (`shop-error`).
 */
export async function placeOrder(
  shop: Shop,
  cart: Cart,
  body: OrderCreateRequest,
  user_id: number | null,
  report: (error: unknown) => void,
): Promise<PlaceOutcome> {
  const signature = cartSignature(cart);
  const lines = cart.items.length;
  const record = readRecord(shop.siteKey);
  if (record && !record.order && record.cart === signature) {
    try {
      const found = await findLostOrder(shop.client, record.known, lines);
      if (found) return { kind: 'found', order: found };
    } catch (error) {
      return { kind: 'unknown', error };
    }
  }
  let known: number[];
  try {
    known = await latestOrderIds(shop.client);
  } catch (error) {
    report(error);
    return { kind: 'failed', error };
  }
  writeRecord(shop.siteKey, { cart: signature, user_id, order: null, known });
  try {
    return { kind: 'created', order: await shop.client.createOrder(body) };
  } catch (error) {
    report(error);
    if (answerLost(error)) {
      // The platform may have made the order: read the cart and the buyer's orders again before offering a retry.
      const [found] = await Promise.all([findLostOrder(shop.client, known, lines).catch(() => undefined), shop.cart.refresh()]);
      if (found) return { kind: 'found', order: found };
      if (found === undefined) return { kind: 'unknown', error };
    }
    writeRecord(shop.siteKey, null);
    return { kind: 'failed', error };
  }
}
