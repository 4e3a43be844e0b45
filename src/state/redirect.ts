/**
 * The one open-redirect guard: every URL the elements follow on the site itself (the login's
 * return-to route, the checkout's `redirect-url`) goes through {@link sameSiteUrl}; every URL taken
 * from a platform answer and navigated to (the login address, a purchased content's `serve.url`)
 * goes through the one scheme check {@link navigableUrl}.
 */

/**
 * `value` as a URL that may be navigated to or loaded: http(s) only, read as the browser would read
 * it (spaces, tabs, line breaks and control characters that the URL parser drops are dropped first,
 * so `java\tscript:` and ` JavaScript:` are seen as the `javascript:` they are). With `base`,
 * relative URLs resolve against it; without, only an absolute URL is accepted. Null otherwise
 * (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, entities such as `javascript&colon;`…).
 */
export function navigableUrl(value: string | null | undefined, base?: string): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = base === undefined ? new URL(value) : new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * `target` resolved against `base` when it stays on this page's origin over http(s), else null.
 * Protocol-relative (`//evil`), backslash (`/\evil`) and control-character forms are refused
 * before URL parsing can normalize them into another host.
 */
export function sameSiteUrl(target: string | null | undefined, base: string = location.href): URL | null {
  const raw = target?.trim();
  if (!raw || /^[\\/]{2}/.test(raw) || /^\/\\/.test(raw) || /[\u0000-\u001f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.origin === location.origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

/**
 * A return-to route (`/cart.html?x=1#y`), resolved against the site root, or null when `target`
 * points anywhere else. What is returned is exactly the URL that was checked: its path when that
 * path, read again, is the same URL, else the absolute URL. (Dot segments fold `/..//evil.example`
 * into the path `//evil.example`, which read again would be another host.)
 */
export function safeReturnTo(target: string | null | undefined): string | null {
  const url = sameSiteUrl(target, location.origin);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return new URL(path, location.origin).href === url.href ? path : url.href;
}

/** The current route, as a return-to path. */
export function currentRoute(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
