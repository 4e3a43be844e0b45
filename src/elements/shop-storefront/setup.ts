/**
 * The one reader of `<shop-storefront>`'s setup attributes, run once when the storefront starts.
 * What cannot work (no key, a base URL that is not an http(s) origin) is a problem:
 * the storefront shows it and sends nothing. What it can correct (a base URL ending in the API
 * path, an unknown `token-storage` or `language`) is a warning, then the corrected value or the
 * default. Every message names the element, the attribute, its value and the fix (the texts are
 * loaded when there is one: ../../ui/setup-texts.ts).
 * Design: docs/spec/public-api.md, "The provider".
 */
import { LANGUAGES, resolveLanguage, type Language } from '../../i18n/i18n.js';
import type { TokenStorage } from '../../state/session.js';
import { GUEST_CART_MODES, type GuestCartMode } from '../../state/device-cart.js';
import type { SetupMessage } from '../../ui/config-error.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../api/spec-time.js';

/** The API path the client adds to `base-url` itself (spec: every call goes to `{base-url}/api/storefront/v1`). */
export const API_PATH = '/api/storefront/v1';
/** The values `token-storage` accepts. */
export const TOKEN_STORAGES: readonly TokenStorage[] = ['session', 'local', 'memory'];

/** A setup under which the storefront cannot work. */
export type SetupProblem = { kind: 'site-key' } | { kind: 'base-url' };

export interface SetupInput {
  siteKey: string | null;
  baseUrl: string | null;
  tokenStorage: string | null;
  /** `guest-cart`. */
  guestCart?: string | null;
  language: string | null;
  /** `<html lang>`, the fallback of `language`. */
  documentLanguage: string | null;
  /** This page's origin, the default platform origin. */
  pageOrigin: string;
}

export interface Setup {
  /** The key, or '' with a problem. */
  siteKey: string;
  /** The platform's origin (`https://platform.example`), or '' with a problem. */
  platformOrigin: string;
  tokenStorage: TokenStorage;
  /** `guest-cart` (`auto` when absent or unknown). */
  guestCart: GuestCartMode;
  language: Language;
  problem: SetupProblem | null;
  /** What the console gets: at most one error (the problem) and one warning per corrected attribute. */
  messages: SetupMessage[];
}

const element = 'shop-storefront';

/** Reads the storefront's attributes (see the module comment). */
export function readSetup(input: SetupInput): Setup {
  const messages: Setup['messages'] = [];
  let problem: SetupProblem | null = null;

  const siteKey = (input.siteKey ?? '').trim();
  if (!siteKey) {
    problem = { kind: 'site-key' };
    const about = input.siteKey === null ? 'no site-key' : `site-key=${JSON.stringify(input.siteKey)}`;
    messages.push({ level: 'error', element, about, kind: 'site-key', value: input.siteKey });
  }

  let platformOrigin = input.pageOrigin;
  const rawBase = input.baseUrl?.trim() ?? '';
  if (rawBase) {
    const origin = originOf(rawBase);
    if (origin.ok) {
      platformOrigin = origin.origin;
      if (origin.trimmed) {
        const value = input.baseUrl!;
        messages.push({ level: 'warn', element, about: `base-url=${JSON.stringify(value)}`, kind: 'base-url-api-path', value, origin: origin.origin });
      }
    } else if (!problem) {
      problem = { kind: 'base-url' };
      const value = input.baseUrl!;
      messages.push({ level: 'error', element, about: `base-url=${JSON.stringify(value)}`, kind: 'base-url', value, origin: origin.origin });
    }
  }

  let tokenStorage: TokenStorage = 'session';
  if (input.tokenStorage !== null) {
    const value = input.tokenStorage;
    if ((TOKEN_STORAGES as readonly string[]).includes(value)) tokenStorage = value as TokenStorage;
    else messages.push({ level: 'warn', element, about: `token-storage=${JSON.stringify(value)}`, kind: 'token-storage', value });
  }

  let guestCart: GuestCartMode = 'auto';
  if (input.guestCart != null) {
    const value = input.guestCart;
    if ((GUEST_CART_MODES as readonly string[]).includes(value)) guestCart = value as GuestCartMode;
    else messages.push({ level: 'warn', element, about: `guest-cart=${JSON.stringify(value)}`, kind: 'guest-cart', value });
  }

  const fallback = resolveLanguage(input.documentLanguage);
  let language = fallback;
  if (input.language !== null && input.language.trim() !== '') {
    const base = input.language.trim().toLowerCase().split('-')[0];
    const known = LANGUAGES.find((l) => l === base);
    if (known) language = known;
    else {
      const value = input.language;
      messages.push({ level: 'warn', element, about: `language=${JSON.stringify(value)}`, kind: 'language', value, fallback });
    }
  }

  return problem
    ? { siteKey: '', platformOrigin: '', tokenStorage, guestCart, language, problem, messages }
    : { siteKey, platformOrigin, tokenStorage, guestCart, language, problem, messages };
}

type OriginResult = { ok: true; origin: string; trimmed: boolean } | { ok: false; origin: string | null };

/**
 * `value` as an http(s) origin. Accepted: `https://host[:port]`, with or without a trailing `/`,
 * and with the API path after it (trimmed). Refused: anything relative (`//host`, `host`), another
 * scheme, credentials, a query, a fragment or another path (the refusal suggests the origin when
 * there is one).
 */
function originOf(value: string): OriginResult {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, origin: null };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, origin: null };
  // The scheme must be written out: `http:host` parses, but is not what anyone means.
  if (!/^https?:\/\//i.test(value)) return { ok: false, origin: null };
  const origin = url.origin;
  if (url.username || url.password || url.search || url.hash || value.includes('?') || value.includes('#')) return { ok: false, origin };
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '') return { ok: true, origin, trimmed: false };
  if (path === API_PATH) return { ok: true, origin, trimmed: true };
  return { ok: false, origin };
}

/**
 * `time-zone`: the platform's IANA zone (public-api.md); absent or blank → `Asia/Seoul`; a name this
 * browser does not know → `Asia/Seoul` and a warning. Read again whenever the attribute changes.
 */
export function readTimeZone(value: string | null): { timeZone: string; message: SetupMessage | null } {
  const zone = value?.trim() ?? '';
  if (!zone) return { timeZone: DEFAULT_TIME_ZONE, message: null };
  if (isTimeZone(zone)) return { timeZone: zone, message: null };
  return {
    timeZone: DEFAULT_TIME_ZONE,
    message: { level: 'warn', element, about: `time-zone=${JSON.stringify(value)}`, kind: 'time-zone', value: value!, fallback: DEFAULT_TIME_ZONE },
  };
}

/**
 * `content-language`: the platform's language for catalog reads, `ko`, `en` or `ja` (a region
 * such as `en-GB` reads as `en`); absent or blank → the UI `language`; anything else → the UI
 * `language` and a warning. Read again whenever the attribute changes.
 */
export function readContentLanguage(value: string | null, language: Language): { contentLanguage: Language; message: SetupMessage | null } {
  const text = value?.trim() ?? '';
  if (!text) return { contentLanguage: language, message: null };
  const known = LANGUAGES.find((l) => l === text.toLowerCase().split('-')[0]);
  if (known) return { contentLanguage: known, message: null };
  return {
    contentLanguage: language,
    message: { level: 'warn', element, about: `content-language=${JSON.stringify(value)}`, kind: 'content-language', value: value!, fallback: language },
  };
}
