/**
 * The address of a storefront call (spec "Base URL": `{platform}/api/storefront/v1{path}`), in
 * one function that the client's transport (./http.ts) and the CDN loader (../cdn/loader.ts) both
 * use, so that a read the loader sends before the client exists has the very address the client
 * asks for, and is taken over by it (./first-reads.ts).
 */

/** A call's query: absent, null and empty values are left out; arrays become comma lists. */
export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

/** The path every storefront call starts with (spec "Base URL"). */
export const API_PREFIX = '/api/storefront/v1';

/** The absolute URL of an API `path` (`/products`) on `baseUrl` (an origin, no trailing `/`) with `query`. */
export function apiUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(`${baseUrl}${API_PREFIX}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/**
 * The headers of every storefront call (spec "Authentication": the site key, JSON answers), before
 * the buyer token or a body adds to them: the transport (./http.ts) and the CDN loader's first
 * reads (./first-reads.ts) send the same, so that a read the loader sent is the client's own.
 */
export function callHeaders(siteKey: string): Record<string, string> {
  return { Accept: 'application/json', 'X-Service-Site-Key': siteKey };
}
