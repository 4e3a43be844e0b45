/**
 * The hand-over of a `token-storage="memory"` token from the login callback page to the one next
 * page load (see `Session.handOver`), kept in sessionStorage for at most a minute. Design:
 * docs/spec/public-api.md, "Login completes by itself".
 */

/** sessionStorage key of a memory token handed over from the callback page to the next page load. */
export const HAND_OVER_KEY = 'shop-elements:hand-over';
/** How long a hand-over waits for the next page load (ms). */
export const HAND_OVER_MS = 60_000;

export interface HandOver {
  /** `{site key}@{platform origin}` of the storefront that completed the login. */
  platform: string;
  token: string;
  /** The page it is for (absolute URL). */
  to: string;
  /** `Date.now()` after which it is void. */
  expires: number;
}

/**
 * The token handed over to this page load by the callback page (see `Session.handOver`), or null.
 * A hand-over for this storefront's platform is taken out whether or not it is used (it serves one
 * page load only); it is used only on the very page it was for, before it expires. An expired one
 * of any platform is dropped.
 */
export function takeHandOver(platform: string): string | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(HAND_OVER_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const handOver = raw as Partial<HandOver>;
    const expired = typeof handOver.expires !== 'number' || handOver.expires < Date.now();
    if (handOver.platform !== platform && !expired) return null;
    sessionStorage.removeItem(HAND_OVER_KEY);
    return !expired && handOver.platform === platform && handOver.to === location.href && typeof handOver.token === 'string' ? handOver.token : null;
  } catch {
    return null;
  }
}
