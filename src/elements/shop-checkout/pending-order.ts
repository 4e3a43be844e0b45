/**
 * What the checkout remembers about the order it is placing, so that no answer lost on the way, no
 * page loaded again and no second tab or window makes a second order of the same cart:
 *
 * - the cart's signature: its lines (variant_id × quantity, option_id) and subtotal;
 * - in `localStorage` (every tab and window of the site, per site key and platform): the last order
 *   placed for a signature, or, while `POST /orders` has no known outcome, the ids of the buyer's
 *   orders read just before it was sent;
 * - one order placed at a time in the browser: `POST /orders` is sent under a Web Lock (where the
 *   browser has Web Locks), after the record is read again inside it, so a second tab whose buyer
 *   clicks at the same moment finds the first tab's order (still pending on the platform) and
 *   continues it instead of making another;
 * - on a `BroadcastChannel` of the site: an order placed in another tab, with its signature, so an
 *   open checkout of the same cart holds that order at once.
 *
 * Spec: docs/spec/storefront-api.md, "Orders and payment" (POST /orders creates a pending order) and
 * "Buyer pages" (GET /me/orders lists the buyer's orders, pending ones too).
 */
import { cartSubtotal, type Cart } from '../../api/readers/cart.js';
import type { OrderCreateRequest, OrderCreated } from '../../api/readers/order.js';
import type { StorefrontClient } from '../../api/client.js';
import { answerLost } from '../../api/errors.js';
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
  /**
   * While `order` is null: the buyer's order ids read just before `POST /orders` was sent; null
   * when they could not be read (an order made then cannot be told from an older one).
   */
  known: number[] | null;
}

/** Where a shop's record is kept (`localStorage`): per site key and platform origin. */
const key = (shop: Pick<Shop, 'siteKey' | 'platformOrigin'>) => `shop-elements:checkout:${shop.siteKey}@${shop.platformOrigin}`;

/** The record of `shop` (null when none, or unreadable). */
export function readRecord(shop: Pick<Shop, 'siteKey' | 'platformOrigin'>): OrderRecord | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key(shop)) ?? 'null') as Partial<OrderRecord> | null;
    if (!raw || typeof raw.cart !== 'string') return null;
    const order = raw.order && Number.isInteger(raw.order.order_id) ? { order_id: raw.order.order_id, price: Number(raw.order.price) || 0 } : null;
    const known = Array.isArray(raw.known) ? raw.known.filter((n): n is number => Number.isInteger(n)) : raw.known === null ? null : [];
    return { cart: raw.cart, user_id: Number.isInteger(raw.user_id) ? (raw.user_id as number) : null, order, known };
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the record of `shop`; storage refused (private mode, quota): this page still holds its order. */
export function writeRecord(shop: Pick<Shop, 'siteKey' | 'platformOrigin'>, record: OrderRecord | null): void {
  try {
    if (record) localStorage.setItem(key(shop), JSON.stringify(record));
    else localStorage.removeItem(key(shop));
  } catch {
    // Storage refused (private mode, quota): this page still remembers its order in memory.
  }
}

/** Whether the buyer's order `order_id` is still waiting for its payment (`GET /me/orders`). Rejects when the orders cannot be read. */
export async function stillPending(client: StorefrontClient, order_id: number): Promise<boolean> {
  return (await latestOrders(client)).some((o) => o.order_id === order_id && (o.status ?? 'pending') === 'pending');
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
export async function findLostOrder(client: StorefrontClient, known: number[] | null, lines: number): Promise<OrderCreated | null | undefined> {
  return lostOrderIn(await latestOrders(client), known, lines);
}

/**
 * {@link findLostOrder} in `orders` (the buyer's orders, read already); undefined when `known` is
 * null (the orders before sending were not read: a new order cannot be told from an older one).
 */
function lostOrderIn(orders: Awaited<ReturnType<typeof latestOrders>>, known: number[] | null, lines: number): OrderCreated | null | undefined {
  if (!known) return undefined;
  for (const o of orders) {
    if (known.includes(o.order_id)) continue;
    if ((o.status ?? 'pending') !== 'pending') continue;
    if (o.item_count !== null && o.item_count !== lines) continue;
    // The order without a price it can read is not taken as free: the check is unknown (the buyer
    // is told to look at their orders, and nothing is sent again).
    if (o.price === null) return undefined;
    return { order_id: o.order_id, price: o.price };
  }
  return null;
}

/** A message between the checkouts of one site in several tabs. */
export interface OrderMessage {
  type: 'order-created';
  /** {@link cartSignature} of the cart the order was made of. */
  cart: string;
  order_id: number;
  /** The payable amount (major unit). */
  price: number;
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
  /** An order of this cart placed earlier (another tab or window, or this one), still waiting for its payment: nothing was sent. */
  | { kind: 'waiting'; order: OrderCreated }
  /** The order of this cart whose answer was lost, found among the buyer's orders. */
  | { kind: 'found'; order: OrderCreated }
  /** The outcome of `POST /orders` is unknown and the buyer's orders could not be read. */
  | { kind: 'unknown'; error: unknown }
  /** No order was made (a refusal such as 422). */
  | { kind: 'failed'; error: unknown };

/**
 * Places the order of `cart` (`body`), never twice: one tab at a time (a Web Lock per site key and
 * platform, where the browser has Web Locks); the record is read first, so an order of this cart
 * that another tab or window placed (or this tab, before a reload) and that is still pending on
 * the platform is continued (`waiting`: nothing sent); a `POST /orders` of this cart whose outcome
 * is still unknown is looked for first; the buyer's orders are read and kept before sending (when
 * they cannot be read, the check is unknown and the order goes ahead: it never blocks); when
 * the answer is lost, the cart and the buyer's orders are read again and a new pending order with
 * as many lines is taken as the one just made. `POST /orders` is never repeated. The order made or
 * found is kept in the record before the lock is let go. `report` gets the failures the page is
 * told of (`shop-error`).
 */
export async function placeOrder(
  shop: Shop,
  cart: Cart,
  body: OrderCreateRequest,
  user_id: number | null,
  report: (error: unknown) => void,
): Promise<PlaceOutcome> {
  const run = () => placeOrderOnce(shop, cart, body, user_id, report);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`shop-elements:order:${shop.siteKey}@${shop.platformOrigin}`, run) : run();
}

async function placeOrderOnce(
  shop: Shop,
  cart: Cart,
  body: OrderCreateRequest,
  user_id: number | null,
  report: (error: unknown) => void,
): Promise<PlaceOutcome> {
  const signature = cartSignature(cart);
  const lines = cart.items.length;
  const keep = (outcome: PlaceOutcome & { order: OrderCreated }) => {
    writeRecord(shop, { cart: signature, user_id, order: outcome.order, known: [] });
    return outcome;
  };
  let orders: Awaited<ReturnType<typeof latestOrders>> | null = null;
  let readError: unknown;
  try {
    orders = await latestOrders(shop.client);
  } catch (error) {
    readError = error;
  }
  // Read after the orders' round trip: what another tab wrote just before it let go of the lock has
  // reached this one by then (browsers pass localStorage writes to other tabs' processes shortly after).
  const record = readRecord(shop);
  const mine = record && record.cart === signature && (record.user_id === null || user_id === null || record.user_id === user_id) ? record : null;
  if (mine && !mine.order) {
    // A POST /orders of this cart whose outcome stayed unknown: the order it made, if any. Without
    // the buyer's orders that cannot be known, and sending again could make a second order.
    if (!orders) return { kind: 'unknown', error: readError };
    const found = lostOrderIn(orders, mine.known, lines);
    if (found) return keep({ kind: 'found', order: found });
    if (found === undefined) return { kind: 'unknown', error: readError };
  }
  const waiting = mine?.order;
  // The orders could not be read (a 404, a 5xx, no answer): the check is unknown, not failed. An
  // order of this cart kept in the record is continued (never a second one); else the order goes
  // ahead, protected by the lock and the record, and a lost answer is then reported as unknown.
  if (!orders && waiting) return keep({ kind: 'waiting', order: waiting });
  if (orders && waiting && orders.some((o) => o.order_id === waiting.order_id && (o.status ?? 'pending') === 'pending')) {
    return keep({ kind: 'waiting', order: waiting });
  }
  const known = orders ? orders.map((o) => o.order_id) : null;
  writeRecord(shop, { cart: signature, user_id, order: null, known });
  try {
    return keep({ kind: 'created', order: await shop.client.createOrder(body) });
  } catch (error) {
    report(error);
    if (answerLost(error)) {
      // The platform may have made the order: read the cart and the buyer's orders again before offering a retry.
      const [found] = await Promise.all([findLostOrder(shop.client, known, lines).catch(() => undefined), shop.cart.refresh()]);
      if (found) return keep({ kind: 'found', order: found });
      if (found === undefined) return { kind: 'unknown', error };
    }
    writeRecord(shop, null);
    return { kind: 'failed', error };
  }
}
