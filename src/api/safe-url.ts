/**
 * The one guard every image and link URL read from an API answer passes:
 * nothing the platform sends reaches an `img src`, `href`, `video src` or form `action`
 * unfiltered. The rule is the seller-HTML sanitizer's (src/ui/sanitize.ts) narrowed to what an
 * answer may hold: `http:`, `https:` and relative URLs (no `mailto:`/`tel:`, which the sanitizer
 * keeps in seller links), plus `data:image/*` for images: png, jpeg, gif, webp, avif as the
 * sanitizer, and svg+xml, which the server catalog API accepts for products (an `img` never runs
 * an SVG's scripts). A URL is tested as a browser would read it (blanks and control characters
 * around it, tabs and newlines inside it ignored), and returned unchanged (opaque values such as
 * `serve.url` are never rebuilt); anything else reads as null.
 */

/** Resolves relative URLs; only the scheme of the result is looked at. */
const BASE = 'https://relative.invalid/';
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

/** `value` when it is an http(s) or relative URL, else null. */
export function safeLinkUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const { protocol } = new URL(value, BASE);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** `value` when it is an http(s) or relative URL or a `data:image/*` URI, else null. */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // What the browser would use: controls and spaces dropped (as the sanitizer tests it).
  if (DATA_IMAGE.test(value.replace(/[\u0000-\u0020]/g, ''))) return value;
  return safeLinkUrl(value);
}
