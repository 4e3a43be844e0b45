/**
 * Ids read from the page URL, for the elements that take one (design: docs/spec/public-api.md, "Ids from
 * the page URL"): by default from the query parameter of the spec's own name (`?product_id=101`),
 * or from a pattern in the `*-href` template language (`/products/{product_id}/`,
 * `/product.html?id={product_id}`). The page URL is watched for single-page-app navigations:
 * `popstate`, the Navigation API's `currententrychange` where the browser has it (it also sees
 * `history.pushState`), and one task after every `shop-navigate` (a router that cancelled it has
 * pushed its route by then).
 */

/** The text of `name` in `url` read with `pattern`; null when the URL does not match or lacks it. */
export function matchUrlPattern(pattern: string, name: string, url: URL): string | null {
  const placeholder = `{${name}}`;
  // Only the path and query of the pattern count (an absolute pattern's origin is ignored).
  const local = pattern
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .split('#')[0]!;
  const queryAt = local.indexOf('?');
  const path = queryAt < 0 ? local : local.slice(0, queryAt);
  const query = queryAt < 0 ? '' : local.slice(queryAt + 1);
  let found: string | null = null;
  if (path !== '') {
    const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
    const source = trim(path)
      .split(/(\{[a-zA-Z_]+\})/)
      .map((part) => (part === placeholder ? '([^/]+)' : /^\{[a-zA-Z_]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    const match = new RegExp(`^${source}$`).exec(trim(url.pathname));
    if (!match) return null;
    if (match[1] !== undefined) found = safeDecode(match[1]);
  }
  for (const pair of query.split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=');
    if (value === placeholder) {
      const text = url.searchParams.get(safeDecode(key!));
      if (text === null) return null;
      found = text;
    }
  }
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The text of the id `name` in the current page URL: through `pattern` when given, else the query
 * parameter `name`. Null when absent (and always on a server).
 */
export function idTextFromPageUrl(name: string, pattern: string | null | undefined): string | null {
  // No page on the server (SSR), and no Lit either: the CDN loader (../cdn/loader.ts) reads ids with this.
  if (typeof location === 'undefined') return null;
  const url = new URL(location.href);
  return pattern ? matchUrlPattern(pattern, name, url) : url.searchParams.get(name);
}

const listeners = new Set<() => void>();
let installed = false;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', notify);
  document.addEventListener('shop-navigate', () => setTimeout(notify));
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', notify);
}

/** Calls `listener` whenever the page URL may have changed; returns the unsubscribe function. */
export function watchPageUrl(listener: () => void): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
