/**
 * The one reader of `<shop-storefront>`'s setup attributes, run once when the storefront starts.
 * What cannot work (no key, a base URL that is not an http(s) origin) is a problem:
 * the storefront shows it and sends nothing. What it can correct (a base URL ending in the API
 * path, an unknown `token-storage` or `language`) is a warning, then the corrected value or the
 * default. Every message names the element, the attribute, its value and the fix.
 * Design: docs/spec/public-api.md, "The provider".
 */
import { LANGUAGES, resolveLanguage, type Language } from '../../i18n/i18n.js';
import type { TokenStorage } from '../../state/session.js';

/** The API path the client adds to `base-url` itself (spec: every call goes to `{base-url}/api/storefront/v1`). */
const API_PATH = '/api/storefront/v1';
const TOKEN_STORAGES: readonly TokenStorage[] = ['session', 'local', 'memory'];

/** A setup under which the storefront cannot work. */
export type SetupProblem = { kind: 'site-key' } | { kind: 'base-url' };

export interface SetupInput {
  siteKey: string | null;
  baseUrl: string | null;
  tokenStorage: string | null;
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
  language: Language;
  problem: SetupProblem | null;
  /** What the console gets: at most one error (the problem) and one warning per corrected attribute. */
  messages: Array<{ level: 'error' | 'warn'; text: string }>;
}

const tag = 'shop-elements: <shop-storefront>';

/** Reads the storefront's attributes (see the module comment). */
export function readSetup(input: SetupInput): Setup {
  const messages: Setup['messages'] = [];
  let problem: SetupProblem | null = null;

  const siteKey = (input.siteKey ?? '').trim();
  if (!siteKey) {
    problem = { kind: 'site-key' };
    const was = input.siteKey === null ? 'has no site-key attribute' : `site-key=${JSON.stringify(input.siteKey)} is blank`;
    messages.push({
      level: 'error',
      text: `${tag} ${was}, so the shop cannot load and sends nothing. Fix: site-key="YOUR-STOREFRONT-KEY", with the storefront key from the platform's site settings.`,
    });
  }

  let platformOrigin = input.pageOrigin;
  const rawBase = input.baseUrl?.trim() ?? '';
  if (rawBase) {
    const origin = originOf(rawBase);
    if (origin.ok) {
      platformOrigin = origin.origin;
      if (origin.trimmed) {
        messages.push({
          level: 'warn',
          text: `${tag} base-url=${JSON.stringify(input.baseUrl)} ends with the API path ${API_PATH}, which the client adds itself: using base-url="${origin.origin}". Fix: base-url="${origin.origin}".`,
        });
      }
    } else if (!problem) {
      problem = { kind: 'base-url' };
      const fix = origin.origin ? `base-url="${origin.origin}"` : 'base-url="https://your-platform.example"';
      messages.push({
        level: 'error',
        text: `${tag} base-url=${JSON.stringify(input.baseUrl)} is not an absolute http(s) origin (scheme and host, optionally a port; no path, query or fragment), so the shop cannot load and sends nothing. Fix: ${fix}, or no base-url to use this page's origin.`,
      });
    }
  }

  let tokenStorage: TokenStorage = 'session';
  if (input.tokenStorage !== null) {
    if ((TOKEN_STORAGES as readonly string[]).includes(input.tokenStorage)) tokenStorage = input.tokenStorage as TokenStorage;
    else {
      const near = TOKEN_STORAGES.find((t) => t === input.tokenStorage!.trim().toLowerCase());
      const hint = near
        ? ` Fix: token-storage="${near}" (values are lower case).`
        : input.tokenStorage.trim().toLowerCase() === 'cookie'
          ? ' The token is never kept in a cookie. Fix: one of those values, or none for "session".'
          : ' Fix: one of those values, or none for "session".';
      messages.push({
        level: 'warn',
        text: `${tag} token-storage=${JSON.stringify(input.tokenStorage)} is not one of "session", "local", "memory": using "session" (this tab only).${hint}`,
      });
    }
  }

  const fallback = resolveLanguage(input.documentLanguage);
  let language = fallback;
  if (input.language !== null && input.language.trim() !== '') {
    const base = input.language.trim().toLowerCase().split('-')[0];
    const known = LANGUAGES.find((l) => l === base);
    if (known) language = known;
    else {
      messages.push({
        level: 'warn',
        text: `${tag} language=${JSON.stringify(input.language)} is not one of "ko", "en", "ja": using "${fallback}" (from <html lang>, else "ko"). Fix: language="ko", "en" or "ja".`,
      });
    }
  }

  return problem
    ? { siteKey: '', platformOrigin: '', tokenStorage, language, problem, messages }
    : { siteKey, platformOrigin, tokenStorage, language, problem, messages };
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
