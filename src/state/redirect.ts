/**
 * Return-to routes: only same-origin targets are followed (open-redirect guard).
 * Returns a path (`/cart.html?x=1#y`) or null when `target` points anywhere else.
 */
export function safeReturnTo(target: string | null | undefined, origin = location.origin): string | null {
  if (!target) return null;
  const raw = target.trim();
  // Reject protocol-relative and backslash tricks before URL parsing normalizes them.
  if (/^[\\/]{2}/.test(raw) || /^\/\\/.test(raw) || /[\u0000-\u001f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The current route, as a return-to path. */
export function currentRoute(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
