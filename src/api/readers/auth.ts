/**
 * Login and the buyer. Spec: docs/spec/storefront-api.md, "Login (identity provider)", "User (GET /me)".
 * The login-start shape is not shown (see README, "Choices made where the spec says 'not shown'").
 */
import { type Raw, asRecord, fail, idOf, reader, textOf } from './read.js';
import { safeLinkUrl } from '../safe-url.js';

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
 * shown: README, "Choices made where the spec says 'not shown'"). URLs passed the link guard
 * (../safe-url.ts). Spec: docs/spec/storefront-api.md, "Login (identity provider)".
 */
export interface LoginStart {
  client_id: string | null;
  /** Authorization endpoint of the identity provider (also read from `authorization_url`, `auth_url`). */
  authorize_url: string | null;
  /** A ready login address (`login_url`, else `url`), when the platform gives one. */
  login_url: string | null;
  scope: string | null;
}

export const loginStartReader = reader((raw): LoginStart => ({
  client_id: textOf(raw, 'client_id') ?? null,
  authorize_url: safeLinkUrl(textOf(raw, 'authorize_url', 'authorization_url', 'auth_url')),
  login_url: safeLinkUrl(textOf(raw, 'login_url', 'url')),
  scope: textOf(raw, 'scope') ?? null,
}));

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
