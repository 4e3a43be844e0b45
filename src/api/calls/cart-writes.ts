/**
 * The cart writes of `StorefrontClient` (../client.ts: `addToCart`, `setCartQuantity`,
 * `removeCartItem`, `emptyCart`, `mergeGuestCart`), loaded on first use: a page that only shows a
 * cart (the header's count, a catalog, a product before its button is pressed) never downloads
 * them; in the CDN bundle they are a chunk of their own (`cdn/cart-writes-<hash>.js`). The guest
 * cart (`/guest-cart`, no token) or the buyer's (`/cart`, token required), as `kind` says. Never
 * retried (the cart store reads the cart again after a failed write: ../../state/cart-store.ts).
 * Spec: docs/spec/storefront-api.md, "Guest cart", "Logged-in cart", cart rule 5 (the merge).
 */
import type { StorefrontClient } from '../client.js';
import { cartAuth, cartPath, catalogQuery } from '../client-helpers.js';
import type { CartAdd, CartKind } from '../client-options.js';
import { cartWriteReader, type Cart } from '../readers/cart.js';
import { anyReader } from '../readers/read.js';

/** A write, answered with the cart when the answer carries it, else read again (`GET`). */
async function cartWrite(client: StorefrontClient, kind: CartKind, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Cart> {
  const written = await client.transport.request(method, path, {
    reader: cartWriteReader,
    body,
    auth: cartAuth(kind),
    query: catalogQuery(client),
  });
  client.transport.invalidate(cartPath(kind));
  return written ?? client.cart(kind);
}

/** The add body of `item` (spec: "Add bodies"). */
function addBody(item: CartAdd): { data: Record<number, unknown> } {
  return {
    data:
      item.item_type === 'product'
        ? { [item.variant_id]: { product_id: item.product_id, quantity: item.quantity, ...(item.buyer_inputs ? { buyer_inputs: item.buyer_inputs } : {}) } }
        : { [item.option_id]: 1 },
  };
}

/** See `StorefrontClient.addToCart`. */
export function addToCart(client: StorefrontClient, kind: CartKind, item: CartAdd): Promise<Cart> {
  return cartWrite(client, kind, 'POST', cartPath(kind), addBody(item));
}

/** See `StorefrontClient.checkCartLine`. */
export function checkCartLine(client: StorefrontClient, item: CartAdd): Promise<Cart | null> {
  return client.transport.request('POST', '/guest-cart', { reader: cartWriteReader, body: addBody(item), query: catalogQuery(client), credentials: 'omit' });
}

/** See `StorefrontClient.setCartQuantity`. */
export function setCartQuantity(client: StorefrontClient, kind: CartKind, variant_id: number, quantity: number): Promise<Cart> {
  return cartWrite(client, kind, 'PUT', `${cartPath(kind)}/quantity`, { item_type: 'product', variant_id, quantity });
}

/** See `StorefrontClient.removeCartItem`. */
export function removeCartItem(
  client: StorefrontClient,
  kind: CartKind,
  item: { item_type: 'product'; variant_id: number } | { item_type: 'content'; option_id: number },
): Promise<Cart> {
  return item.item_type === 'product'
    ? cartWrite(client, kind, 'DELETE', `${cartPath(kind)}/${item.variant_id}`, { item_type: 'product' })
    : cartWrite(client, kind, 'DELETE', `${cartPath(kind)}/${item.option_id}`, { item_type: 'content' });
}

/** See `StorefrontClient.emptyCart`. */
export function emptyCart(client: StorefrontClient, kind: CartKind): Promise<Cart> {
  return cartWrite(client, kind, 'DELETE', cartPath(kind));
}

/** See `StorefrontClient.mergeGuestCart`. */
export async function mergeGuestCart(client: StorefrontClient): Promise<Cart> {
  await client.transport.request('POST', '/cart/merge-guest', { reader: anyReader, body: {}, auth: 'required' });
  client.transport.invalidate('/cart', '/guest-cart');
  return client.cart('user');
}
