/**
 * The two ends of the login flow, loaded on first use (a login button pressed, a 401, the callback
 * route): sending the buyer to the identity provider, and completing the login on the callback
 * route. Most page loads do neither, so the CDN bundle keeps this out of its core (a chunk of its
 * own, fetched together with the login start data). The `Session` methods of the same names are
 * the API (./session.ts); these take what they need of the session as a {@link LoginFlowSession}.
 * Spec: docs/spec/storefront-api.md, "Login (identity provider)".
 */
import { StorefrontError } from '../api/errors.js';
import type { LoginStart } from '../api/readers/auth.js';
import type { StorefrontClient } from '../api/client.js';
import type { User } from '../api/readers/auth.js';
import { navigableUrl, safeReturnTo } from './redirect.js';
import { FLOW_KEY, type PendingLogin, randomState } from './login-storage.js';
import { LoginError } from './login-error.js';

/** What the flow needs of the session. */
export interface LoginFlowSession {
  client: StorefrontClient;
  /** Path of the callback route (`auth-callback`). */
  authCallback: string;
  /** `{site key}@{platform origin}`: what the token and a login flow belong to. */
  platform: string;
  /** Keeps the token of a completed login (and claims the guest cart's merge for it). */
  useLoginToken(token: string): void;
  loadUser(): Promise<User | null>;
}

/**
 * Sends the buyer to the identity provider with the answer of `GET /auth/idp-client` (`start`):
 * saves `state` and the return route in sessionStorage, and navigates. The address (`login_url`,
 * else `authorize_url`) is absolute http(s), as the reader made it (../api/readers/auth.ts). When
 * there is none (none given, or one refused: `javascript:`, `mailto:`, `//host`…), nothing is
 * navigated to: one console error tells the site owner which field said what, and this throws
 * StorefrontError (kind `parse`, `errors` keyed by the field), which the elements show as "Logging
 * in is not available right now" (src/i18n/error-message.ts).
 */
export function goToProvider(session: LoginFlowSession, start: LoginStart, returnTo: string): void {
  const url = navigableUrl(start.login_url ?? start.authorize_url);
  if (!url) {
    const field = start.refused?.field ?? 'authorize_url';
    const said = start.refused
      ? `${field} ${JSON.stringify(start.refused.value)}, which is neither an http(s) address nor a path on the platform (/…)`
      : 'neither login_url nor authorize_url';
    console.error(
      `shop-elements: GET ${session.client.paths.loginStart} gave ${said}, so the buyer cannot be sent to log in. The platform's login settings must give the identity provider's https address.`,
    );
    throw new StorefrontError({
      kind: 'parse',
      status: 200,
      method: 'GET',
      path: session.client.paths.loginStart,
      message: `login start without an http(s) address`,
      errors: { [field]: ['not an http(s) address'] },
    });
  }
  const state = randomState();
  const pending: PendingLogin = { state, returnTo: safeReturnTo(returnTo) ?? '/', platform: session.platform };
  try {
    sessionStorage.setItem(FLOW_KEY, JSON.stringify(pending));
  } catch {
    /* without sessionStorage the return route falls back to the site root */
  }
  const redirectUri = new URL(session.authCallback, location.origin).toString();
  if (start.client_id && !start.login_url) url.searchParams.set('client_id', start.client_id);
  if (start.scope && !start.login_url) url.searchParams.set('scope', start.scope);
  if (!start.login_url) url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  location.assign(url.toString());
}

/** The login this tab started for `platform`, taken out of sessionStorage; null when none. */
function takePendingLogin(platform: string): PendingLogin | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(FLOW_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const pending = raw as Partial<PendingLogin>;
    // A flow of another storefront (another key or platform) is not ours to read or to drop.
    if (pending.platform !== platform || typeof pending.state !== 'string' || !pending.state) return null;
    sessionStorage.removeItem(FLOW_KEY);
    return { state: pending.state, returnTo: typeof pending.returnTo === 'string' ? pending.returnTo : '/', platform: pending.platform };
  } catch {
    return null;
  }
}

/** See `Session.completeLogin` (./session.ts), which calls this. */
export async function completeLogin(session: LoginFlowSession, search: string): Promise<{ user: User | null; returnTo: string }> {
  const params = Object.fromEntries(new URLSearchParams(search));
  const pending = takePendingLogin(session.platform);
  const returnTo = safeReturnTo(pending?.returnTo) ?? '/';
  if (params.error) throw new LoginError(params.error, returnTo);
  if (!pending || !params.state || params.state !== pending.state) throw new LoginError('unverified', returnTo);
  const redirect_uri = new URL(session.authCallback, location.origin).toString();
  const result = await session.client.loginCallback({ ...params, redirect_uri });
  session.useLoginToken(result.token);
  const user = await session.loadUser();
  return { user, returnTo };
}
