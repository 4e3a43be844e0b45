/**
 * Login and the buyer. Spec: docs/spec/storefront-api.md, "Login (identity provider)", "User (GET /me)".
 * The login-start shape is not shown (see README, "Choices made where the spec says 'not shown'").
 */
import { type Raw, asRecord, idOf, reader, fail } from './common.js';
import { pickText } from './read.js';
import { safeLinkUrl } from '../safe-url.js';

export interface User {
  user_id: number | null;
  name: string;
  nickname: string | null;
  email: string | null;
  user_phone: string | null;
}

/** What `GET /auth/idp-client` gives to build the identity provider's address. */
export interface LoginStart {
  client_id: string | null;
  /** Authorization endpoint of the identity provider. */
  authorize_url: string | null;
  /** A ready login address, when the platform gives one. */
  login_url: string | null;
  scope: string | null;
}

export interface LoginResult {
  /** From `token`, else `access_token`. */
  token: string;
  user: User | null;
}

export function readUser(raw: Raw): User {
  return {
    user_id: idOf(raw, 'user_id') ?? null,
    name: pickText(raw, 'name', 'nickname') ?? '',
    nickname: pickText(raw, 'nickname') ?? null,
    email: pickText(raw, 'email') ?? null,
    user_phone: pickText(raw, 'user_phone', 'phone') ?? null,
  };
}

export const meReader = reader((raw): User => {
  const user = asRecord(raw.user);
  return user ? readUser(user) : fail('missing user');
});

export const loginStartReader = reader((raw): LoginStart => {
  const r = raw;
  return {
    client_id: pickText(r, 'client_id') ?? null,
    authorize_url: safeLinkUrl(pickText(r, 'authorize_url', 'authorization_url', 'auth_url')),
    login_url: safeLinkUrl(pickText(r, 'login_url', 'url')),
    scope: pickText(r, 'scope') ?? null,
  };
});

export const loginResultReader = reader((raw): LoginResult => {
  const r = raw;
  const token = pickText(r, 'token', 'access_token');
  if (!token) return fail('missing token');
  const user = asRecord(r.user);
  return { token, user: user ? readUser(user) : null };
});
