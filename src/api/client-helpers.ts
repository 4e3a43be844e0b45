/**
 * What the client's methods share with the calls loaded on first use (./calls/): the catalog query
 * and the cut of a page to the `limit` asked for. See ./client.ts.
 */
import type { Page } from './readers/page.js';
import type { Auth, LazyReader, Query } from './http.js';
import type { CartKind } from './client-options.js';
import type { Reader } from './readers/read.js';

/** The reader `name` of the lazily loaded module `load` (a {@link LazyReader}). */
export const lazy =
  <M, K extends keyof M>(load: () => Promise<M>, name: K): LazyReader<M[K] extends Reader<infer T> ? T : never> =>
  () =>
    load().then((m) => m[name] as never);

/** `language` (names and titles come back translated) plus `q`. */
export function catalogQuery(client: { language: string }, q?: Query): Query {
  return { language: client.language, ...q };
}

/**
 * At most `limit` items on a page (when one was asked): a platform that answers more (3000
 * items for `limit=2`) is cut to the first `limit`. `total` and the other page fields stay as sent.
 */
export async function limited<P extends Page<unknown>>(page: Promise<P>, limit: number | undefined): Promise<P> {
  const value = await page;
  if (limit === undefined || !Number.isInteger(limit) || limit < 1 || value.items.length <= limit) return value;
  return { ...value, items: value.items.slice(0, limit) };
}

/** The cart of `kind`: the guest cart (`/guest-cart`) or the buyer's (`/cart`). */
export function cartPath(kind: CartKind): string {
  return kind === 'guest' ? '/guest-cart' : '/cart';
}

/** The token a cart call needs: none for the guest cart, the buyer's for theirs. */
export function cartAuth(kind: CartKind): Auth {
  return kind === 'guest' ? 'none' : 'required';
}
