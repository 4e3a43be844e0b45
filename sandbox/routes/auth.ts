/**
 * Login through the identity provider: the storefront endpoints (login start, callback, /me) and
 * the provider's own sign-in page under /__idp.
 */
import { Hono } from 'hono';
import { type SandboxEnv, bodyObject, invalid, isHttpUrl, withQuery } from '../http.js';
import { PAGE_HEADERS, errorPage } from '../pages/layout.js';
import { signInPage } from '../pages/sign-in.js';
import { type Buyer, DEMO_BUYER, type SandboxStore, type Site, randomToken } from '../store.js';
import { requireBuyer } from './cart.js';

const CODE_LIFETIME_MS = 10 * 60_000;

export function clientIdOf(site: Site): string {
  return `sandbox-client-${site.site_id}`;
}

export function userJson(buyer: Buyer): Record<string, unknown> {
  return {
    user_id: buyer.user_id,
    name: buyer.name,
    nickname: buyer.nickname,
    email: buyer.email,
    user_phone: buyer.user_phone,
  };
}

/** Storefront endpoints: GET /auth/idp-client, POST /auth/idp/callback, GET /me. */
export function authRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  r.get('/auth/idp-client', (c) => {
    const site = c.get('site');
    // A test may make the platform answer anything here (POST /__sandbox/login-start).
    if (site.login_start !== null) return c.json(site.login_start as object);
    return c.json({
      client_id: clientIdOf(site),
      authorize_url: `${store.publicUrl}/__idp/authorize`,
      scope: 'profile',
    });
  });

  r.post('/auth/idp/callback', (c) => {
    const site = c.get('site');
    const body = bodyObject(c);
    const code = typeof body.code === 'string' ? body.code : '';
    if (!code) throw invalid('code', 'The code field is required.');
    const entry = site.idp_codes.get(code);
    // A code is single-use: any attempt consumes it.
    site.idp_codes.delete(code);
    if (!entry || entry.expires_at < Date.now()) {
      throw invalid('code', 'The code is invalid, expired or already used. Sign in again.');
    }
    if (body.redirect_uri !== entry.redirect_uri) {
      throw invalid('redirect_uri', 'The redirect_uri must be the one the sign-in started with.');
    }
    const buyer = store.findOrCreateBuyer(site, { name: entry.name, email: entry.email });
    const token = store.issueToken(site, buyer);
    site.callbacks_answered++;
    // Every second callback (and every code minted as `at_…`) answers `access_token`.
    const asAccessToken = code.startsWith('at_') || site.callbacks_answered % 2 === 0;
    const user = userJson(buyer);
    return c.json(asAccessToken ? { access_token: token, user } : { token, user });
  });

  r.get('/me', requireBuyer(store), (c) => c.json({ user: userJson(c.get('buyer')) }));

  return r;
}

/** A one-time code, as the sign-in page gives to whoever signs in (also `POST /__sandbox/idp-code`). */
export function mintCode(site: Site, who: { name: string; email: string; redirect_uri: string; state: string | null; access_token?: boolean }): string {
  const code = randomToken(who.access_token ? 'at_' : 'c_', 18);
  site.idp_codes.set(code, {
    code,
    name: who.name,
    email: who.email,
    redirect_uri: who.redirect_uri,
    state: who.state,
    expires_at: Date.now() + CODE_LIFETIME_MS,
  });
  return code;
}

interface AuthorizeRequest {
  site: Site;
  client_id: string;
  redirect_uri: string;
  state: string | null;
}

/** Checks client_id, redirect_uri (an allowed origin of the site) and response_type. */
function readAuthorizeRequest(store: SandboxStore, params: Record<string, string | undefined>): AuthorizeRequest | string {
  const clientId = params.client_id ?? '';
  const match = /^sandbox-client-(\d+)$/.exec(clientId);
  const site = match?.[1] ? store.siteById(Number(match[1])) : undefined;
  if (!site) return `Unknown client_id "${clientId}". Use the client_id given by GET /auth/idp-client.`;
  if ((params.response_type ?? 'code') !== 'code') return 'Only response_type=code is supported.';
  const redirectUri = params.redirect_uri ?? '';
  if (!isHttpUrl(redirectUri)) return 'The redirect_uri must be an absolute http(s) URL.';
  const origin = new URL(redirectUri).origin;
  if (!site.origins.has(origin)) {
    return `The redirect_uri origin ${origin} is not an allowed origin of this site (${[...site.origins].join(', ') || 'none'}).`;
  }
  return { site, client_id: clientId, redirect_uri: redirectUri, state: params.state ?? null };
}

function cancelUrl(request: AuthorizeRequest): string {
  return withQuery(request.redirect_uri, {
    error: 'access_denied',
    ...(request.state === null ? {} : { state: request.state }),
  });
}

/** The sign-in page: GET shows it, POST signs in and redirects with a one-time code. */
export function idpPageRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  r.get('/authorize', (c) => {
    const request = readAuthorizeRequest(store, c.req.query());
    if (typeof request === 'string') return c.html(errorPage('Sign-in request refused', request), 400, PAGE_HEADERS);
    return c.html(
      signInPage({
        site_name: request.site.site_name,
        client_id: request.client_id,
        redirect_uri: request.redirect_uri,
        state: request.state,
        name: DEMO_BUYER.name,
        email: DEMO_BUYER.email,
        cancel_url: cancelUrl(request),
      }),
      200,
      PAGE_HEADERS,
    );
  });

  r.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const text = (key: string): string | undefined => (typeof form[key] === 'string' ? form[key] : undefined);
    const request = readAuthorizeRequest(store, {
      client_id: text('client_id'),
      redirect_uri: text('redirect_uri'),
      state: text('state'),
      response_type: text('response_type'),
    });
    if (typeof request === 'string') return c.html(errorPage('Sign-in request refused', request), 400, PAGE_HEADERS);
    const name = (text('name') ?? '').trim();
    const email = (text('email') ?? '').trim();
    const errors: { name?: string; email?: string } = {};
    if (!name) errors.name = 'Enter your name.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter an email address like name@example.com.';
    if (errors.name || errors.email) {
      return c.html(
        signInPage({
          site_name: request.site.site_name,
          client_id: request.client_id,
          redirect_uri: request.redirect_uri,
          state: request.state,
          name,
          email,
          cancel_url: cancelUrl(request),
          errors,
        }),
        422,
        PAGE_HEADERS,
      );
    }
    const code = mintCode(request.site, {
      name,
      email,
      redirect_uri: request.redirect_uri,
      state: request.state,
      access_token: text('token_field') === 'access_token',
    });
    return c.redirect(withQuery(request.redirect_uri, { code, ...(request.state === null ? {} : { state: request.state }) }), 302);
  });

  return r;
}
