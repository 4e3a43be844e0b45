/**
 * The one open-redirect guard: every URL the elements follow on the site itself (the login's
 * return-to route, the checkout's `redirect-url`) goes through {@link sameSiteUrl}.
 */

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
