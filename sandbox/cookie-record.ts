/**
 * The cookie record of a running sandbox (`GET /__sandbox/cookies`): for every storefront call
 * that reached the server, which cookies the browser sent and which `Set-Cookie` lines the answer
 * carried. It shows whether a browser sent the guest-cart cookie back (a cross-site fetch may not),
 * which the request record of a site (`/__sandbox/requests`) does not say. Kept by the server
 * (`startSandbox`), beside the Hono app, for every site at once.
 */
import { STOREFRONT_PREFIX } from './http.js';

/** One storefront call as the server saw it. */
export interface CookieRecordEntry {
  method: string;
  /** Path after /api/storefront/v1 (`/guest-cart`). */
  path: string;
  /** The `Host` header: which name of the sandbox was called. */
  host: string | null;
  /** The `Origin` header; null for a call without one. */
  origin: string | null;
  /** Names of the cookies the request carried (`["sf_guest_1"]`), in the order sent; values are left out. */
  cookies: string[];
  /** The `Set-Cookie` lines of the answer, whole (name, value and attributes); empty until it is answered. */
  set_cookie: string[];
  /** Status of the answer; null until it is answered (a hanging or dropped call stays null). */
  status: number | null;
  /** ISO time the request arrived. */
  at: string;
}

/** How many entries are kept; older ones are dropped first. */
const KEPT = 2000;
const PATH = '/__sandbox/cookies';

/** Cookie names of a `Cookie` header (`a=1; b=2` → `["a", "b"]`). */
function cookieNames(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);
}

/**
 * Wraps the app's fetch handler: records storefront calls, and answers `GET /__sandbox/cookies`
 * (`{ cookies: CookieRecordEntry[] }`, oldest first; `?path=/guest-cart` keeps the entries whose
 * path starts with it) and `DELETE /__sandbox/cookies` (`{ ok: true }`, forgets them) itself.
 */
export function withCookieRecord<E>(handler: (request: Request, env: E) => Response | Promise<Response>): (request: Request, env: E) => Promise<Response> {
  let entries: CookieRecordEntry[] = [];
  return async (request, env) => {
    const url = new URL(request.url);
    if (url.pathname === PATH) {
      if (request.method === 'DELETE') {
        entries = [];
        return Response.json({ ok: true });
      }
      if (request.method === 'GET') {
        const prefix = url.searchParams.get('path');
        return Response.json({ cookies: prefix ? entries.filter((entry) => entry.path.startsWith(prefix)) : entries });
      }
      return Response.json({ message: `No endpoint ${request.method} ${PATH}.` }, { status: 404 });
    }
    if (!url.pathname.startsWith(`${STOREFRONT_PREFIX}/`) || request.method === 'OPTIONS') return handler(request, env);
    // Recorded as it arrives (so entries keep the order of arrival), completed once answered.
    const entry: CookieRecordEntry = {
      method: request.method,
      path: url.pathname.slice(STOREFRONT_PREFIX.length),
      host: request.headers.get('host'),
      origin: request.headers.get('origin'),
      cookies: cookieNames(request.headers.get('cookie')),
      set_cookie: [],
      status: null,
      at: new Date().toISOString(),
    };
    entries.push(entry);
    if (entries.length > KEPT) entries = entries.slice(-KEPT);
    const response = await handler(request, env);
    entry.set_cookie = response.headers.getSetCookie();
    entry.status = response.status;
    return response;
  };
}
