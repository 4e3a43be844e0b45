/**
 * Reads sent before the client exists: the CDN loader (../cdn/loader.ts, the page's script tag)
 * sends a page's first catalog reads (a list, a product or content detail) while the core's code
 * is still downloading, and records each here; the client's transport (./http.ts) takes the
 * answer over when it asks for the same address with the same key, instead of sending the read
 * again (one request per resource). A read that nobody takes is simply dropped with the page.
 *
 * The record is one map on `globalThis` under a registered symbol: the loader and the core are
 * two separate files (the loader must run before the core has arrived), so a module of both
 * cannot hold it.
 */

import { callHeaders } from './api-url.js';

/** A read on its way: the `fetch` the loader made, with the headers the client would send. */
type Sent = Map<string, Promise<Response>>;

const KEY = Symbol.for('shop-elements/first-reads');

function sent(): Sent {
  const g = globalThis as { [KEY]?: Sent };
  return (g[KEY] ??= new Map());
}

const keyOf = (siteKey: string, url: string) => `${siteKey}\u0000${url}`;

/**
 * Sends the catalog GET `url` as the client would send it without a buyer token (spec
 * "Authentication": catalog reads need the site key only) and records it for the client.
 * Does nothing when the same read was already sent.
 */
export function sendFirstRead(siteKey: string, url: string): void {
  const key = keyOf(siteKey, url);
  if (sent().has(key)) return;
  const response = fetch(url, {
    headers: callHeaders(siteKey),
    credentials: 'include',
    mode: 'cors',
  });
  // A failure is the client's to meet (it retries a read), not an unhandled rejection here.
  response.catch(() => {});
  sent().set(key, response);
}

/** The answer of a read the loader sent to `url` with `siteKey`, once (later calls get undefined). */
export function takeFirstRead(siteKey: string, url: string): Promise<Response> | undefined {
  const map = (globalThis as { [KEY]?: Sent })[KEY];
  if (!map) return undefined;
  const key = keyOf(siteKey, url);
  const response = map.get(key);
  map.delete(key);
  return response;
}
