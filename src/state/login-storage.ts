/**
 * What the buyer session keeps in Web Storage, and the small pieces of the login flow: the token's
 * storage key, the login started in this tab (`state`, return route, platform), the token handed
 * over from the callback page to the next page load, and the random `state`. See ./session.ts.
 */
import type { TokenStorage } from './session.js';

/** sessionStorage key of the login started in this tab (`state`, return route, platform). */
export const LOGIN_FLOW_KEY = 'shop-elements:login';
export const FLOW_KEY = LOGIN_FLOW_KEY;

/** The login started in this tab, saved until its callback. */
export interface PendingLogin {
  state: string;
  returnTo: string;
  /** `{site key}@{platform origin}` of the storefront that started it. */
  platform: string;
}

/**
 * Where a buyer token is kept (`sessionStorage`/`localStorage` key): bound to the site key *and*
 * the platform origin that issued it, so that a storefront with the same key and another
 * `base-url` (markup injected into the page) never finds it.
 */
export function tokenStorageKey(siteKey: string, platformOrigin: string): string {
  return `shop-elements:token:${siteKey}@${platformOrigin}`;
}

export function storageOf(kind: TokenStorage): Storage | null {
  try {
    if (kind === 'local') return localStorage;
    if (kind === 'session') return sessionStorage;
  } catch {
    /* storage blocked: fall back to memory */
  }
  return null;
}

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

/** A short fingerprint of a token (FNV-1a, 32 bits): enough to tell one login's merge claim from another's. */
export function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
