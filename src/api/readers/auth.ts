/**
 * Login and the buyer. Spec: docs/spec/storefront-api.md, "Login (identity provider)", "User (GET /me)".
 * The login-start shape is not shown (see README, "Choices made where the spec says 'not shown'").
 */
import { type Raw, asRecord, fail, idOf, reader, textOf } from './read.js';

/** The buyer (`user`). Spec: docs/spec/storefront-api.md, "User (GET /me)". */
export interface User {
  user_id: number | null;
  /** `name`, else `nickname`; '' when neither. */
  name: string;
  nickname: string | null;
  email: string | null;
  /** `user_phone`, else `phone`. */
  user_phone: string | null;
}

function readUser(raw: Raw): User {
  return {
    user_id: idOf(raw, 'user_id') ?? null,
    name: textOf(raw, 'name', 'nickname') ?? '',
    nickname: textOf(raw, 'nickname') ?? null,
    email: textOf(raw, 'email') ?? null,
    user_phone: textOf(raw, 'user_phone', 'phone') ?? null,
  };
}

/** `GET /me` → `{ user }`; anything else is a parse error. */
export const meReader = reader((raw): User => {
  const user = asRecord(raw.user);
  return user ? readUser(user) : fail('missing user');
});

/**
 * What `GET /auth/idp-client` gives to build the identity provider's address (the shape is not
 * shown: README, "Choices made where the spec says 'not shown'"). Both addresses are absolute
 * http(s) URLs (the provider may be on any origin): a path on the platform (`/idp-start`, one
 * leading slash) is resolved against the platform's origin; any other form is refused and named
 * in {@link LoginStart.refused}. Spec: docs/spec/storefront-api.md, "Login (identity provider)".
 */
export interface LoginStart {
  client_id: string | null;
  /** Authorization endpoint of the identity provider (also read from `authorization_url`, `auth_url`). */
  authorize_url: string | null;
  /** A ready login address (`login_url`, else `url`), when the platform gives one. */
  login_url: string | null;
  scope: string | null;
  /**
   * An address the answer gave that is never followed (a `javascript:`, `mailto:` or `ftp:`
   * address, a protocol-relative `//host` one, a path without a leading slash), for the site
   * owner's console; null when every address given was taken.
   */
  refused: { field: 'authorize_url' | 'login_url'; value: string } | null;
}

/**
 * `value` as an absolute http(s) URL: an absolute http(s) URL as is, a path on the platform (one
 * leading slash, no backslash or control character) resolved against `platformOrigin`; else null.
 */
function loginAddress(value: string, platformOrigin: string): string | null {
  const raw = value.trim();
  try {
    if (/^\/(?![\\/])/.test(raw) && !/[\u0000-\u001f\\]/.test(raw)) return new URL(raw, platformOrigin).href;
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The reader of `GET /auth/idp-client` for the platform at `platformOrigin` (which relative paths resolve against). */
export function loginStartReader(platformOrigin: string) {
  return reader((raw): LoginStart => {
    let refused: LoginStart['refused'] = null;
    const address = (field: 'authorize_url' | 'login_url', value: string | undefined): string | null => {
      if (value === undefined) return null;
      const url = loginAddress(value, platformOrigin);
      if (!url) refused ??= { field, value };
      return url;
    };
    return {
      client_id: textOf(raw, 'client_id') ?? null,
      login_url: address('login_url', textOf(raw, 'login_url', 'url')),
      authorize_url: address('authorize_url', textOf(raw, 'authorize_url', 'authorization_url', 'auth_url')),
      scope: textOf(raw, 'scope') ?? null,
      refused,
    };
  });
}

/** The answer of the login callback. Spec: docs/spec/storefront-api.md, "Login (identity provider)". */
export interface LoginResult {
  /** From `token`, else `access_token`. */
  token: string;
  user: User | null;
}

export const loginResultReader = reader((raw): LoginResult => {
  const token = textOf(raw, 'token', 'access_token');
  if (!token) return fail('missing token');
  const user = asRecord(raw.user);
  return { token, user: user ? readUser(user) : null };
});
