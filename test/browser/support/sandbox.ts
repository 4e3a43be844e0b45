/**
 * The sandbox platform of the browser tests (sandbox/, docs/sandbox.md): fresh sites, buyer tokens,
 * the storefront requests a site received, and faults injected into its next answers. Every test
 * makes its own site, so nothing it does is seen by another test.
 *
 * @example
 * const siteKey = await newSite();
 * await injectFault(siteKey, { method: 'POST', path: '/guest-cart', kind: 'drop', after: true });
 * // … click "Add to cart" …
 * expect(await calls(siteKey, 'POST', '/guest-cart')).to.have.length(1);
 */
import { nextTask, untilAsync } from './waiting.js';
import type { ReactiveElement } from 'lit';

declare global {
  interface Window {
    __SANDBOX_URL__: string;
    __CROSS_SITE_SANDBOX_URL__: string;
  }
}

export const sandboxUrl = (): string => window.__SANDBOX_URL__;

/**
 * The same sandbox by its loopback address (`http://127.0.0.1:<port>`): another *site* than the test
 * pages (`http://localhost:<port>`), so the browser keeps none of its cookies on the pages' calls,
 * as for a shop and a platform on two domains (the guest cart's device cookie never comes back).
 */
export const crossSiteSandboxUrl = (): string => window.__CROSS_SITE_SANDBOX_URL__;

/** Calls a sandbox test endpoint (`/__sandbox{path}`) and returns its JSON answer; throws on a non-2xx answer. */
export async function admin<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandboxUrl()}/__sandbox${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`sandbox ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A fresh site whose allowed origins include this test page. `currency` (checkout metadata,
 * orders, payment starts) and `payment_form_method` (`payment.method` of payment starts) change
 * what the platform answers.
 */
export async function newSite(opts: { currency?: string; payment_form_method?: string } = {}): Promise<string> {
  const { site_key } = await admin<{ site_key: string }>('POST', '/sites', { origins: [location.origin], ...opts });
  return site_key;
}

/** A buyer token for `siteKey`, without the sign-in page. */
export async function buyerToken(siteKey: string, name = 'Test Buyer', email = 'buyer@example.com'): Promise<string> {
  const { token } = await admin<{ token: string }>('POST', '/login', { site_key: siteKey, name, email });
  return token;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  has_token: boolean;
  /** The `Host` the call was sent to (which name of the sandbox). */
  host?: string | null;
  /** Response status; null when none was sent. */
  status: number | null;
  /** The client went away before an answer. */
  aborted?: boolean;
}

/** Every storefront request the site received, in order. */
export async function requests(siteKey: string): Promise<RecordedRequest[]> {
  return (await admin<{ requests: RecordedRequest[] }>('GET', `/requests?site_key=${encodeURIComponent(siteKey)}`)).requests;
}

/**
 * The site's storefront requests with this method whose decoded path is `path` (or matches it),
 * in the order the sandbox received them.
 */
export async function calls(siteKey: string, method: string, path: string | RegExp): Promise<RecordedRequest[]> {
  return (await requests(siteKey)).filter(
    (r) => r.method === method && (typeof path === 'string' ? decodeURIComponent(r.path) === path : path.test(decodeURIComponent(r.path))),
  );
}

/** The site's `POST /guest-cart` requests (a line added to the guest cart), in order. */
export const guestCartAdds = (siteKey: string): Promise<RecordedRequest[]> => calls(siteKey, 'POST', '/guest-cart');

let markers = 0;

/**
 * Every storefront request the site received up to now, without waiting a while for one that
 * may still come: sends a marker request (`GET /__marker/<n>`, which the sandbox records and
 * answers 404) and returns what was recorded before it. A request this page started before the
 * call (a click's write, a read on connect) is recorded before the marker, so a test can prove
 * that something was not sent.
 */
export async function sentSoFar(siteKey: string): Promise<RecordedRequest[]> {
  const marker = `/__marker/${++markers}`;
  await fetch(`${sandboxUrl()}/api/storefront/v1${marker}`, { headers: { 'X-Service-Site-Key': siteKey } });
  const all = await requests(siteKey);
  return all
    .slice(
      0,
      all.findIndex((r) => r.path === marker),
    )
    .filter((r) => !r.path.startsWith('/__marker/'));
}

/**
 * Waits until the page has finished what it started for `siteKey`: every request sent so far
 * (see `sentSoFar`) is answered (or aborted), a task has run after the answers (handlers of their
 * answers, timers set with no delay, `unhandledrejection`), and each of `elements` has finished
 * rendering. For assertions that something happened once or not at all.
 */
export async function settled(siteKey: string, ...elements: Element[]): Promise<void> {
  const sent = (await sentSoFar(siteKey)).length;
  await untilAsync(async () => (await requests(siteKey)).slice(0, sent).every((r) => r.status !== null || r.aborted), 'every request answered');
  await nextTask();
  for (const el of elements) await (el as Partial<ReactiveElement>).updateComplete;
  await nextTask();
}

export interface Fault {
  method?: string;
  path: string;
  kind: 'status' | 'latency' | 'malformed' | 'html' | 'drop' | 'hang';
  status?: number;
  body?: unknown;
  delay_ms?: number;
  retry_after?: string;
  times?: number;
  /** True: the platform handles the request first (acts), then its answer is lost or corrupted. */
  after?: boolean;
}

/** The next `times` matching requests of the site fail as described. */
export async function injectFault(siteKey: string, fault: Fault): Promise<void> {
  await admin('POST', '/faults', { site_key: siteKey, ...fault });
}

export async function clearFaults(siteKey: string): Promise<void> {
  await admin('DELETE', `/faults?site_key=${encodeURIComponent(siteKey)}`);
}

/** Sets a product's or content's description, or a post's body, to arbitrary seller HTML. */
export async function setSellerHtml(siteKey: string, kind: 'product' | 'content' | 'post', id: number, htmlText: string): Promise<void> {
  await admin('POST', '/seller-html', { site_key: siteKey, kind, id, html: htmlText });
}
