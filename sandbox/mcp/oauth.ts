/**
 * The sandbox's minimal OAuth 2.1 authorization server for the MCP access (local development
 * only): metadata (RFC 8414), dynamic client registration (RFC 7591, public clients), the
 * authorization endpoint with its consent page (authorization code, PKCE S256 required, resource
 * indicators per RFC 8707) and the token endpoint. The issuer is the origin the request addressed
 * (`http://127.0.0.1:<port>` for the spec's local address). See docs/mcp.md, "OAuth".
 */
import { Hono, type Context } from 'hono';
import type { SandboxEnv } from '../http.js';
import { errorPage } from '../pages/layout.js';
import { withQuery } from '../http.js';
import { DEMO_SELLER, MCP_SCOPE, type McpAccess, type OAuthClient, pkceMatches } from './access.js';
import { consentPage } from './consent-page.js';

type Ctx = Context<SandboxEnv>;

export interface OAuthOptions {
  /** The origin the request addressed: the issuer. */
  originOf(c: Ctx): string;
  /** The MCP addresses a token may be issued for (its audience). */
  resources: Set<string>;
  /** The spec's local address, `http://127.0.0.1:<port>/mcp`. */
  canonicalResource: string;
}

/** Headers of the consent page: no scripts, never framed; the form post keeps its Origin. */
const CONSENT_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
} as const;

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' } as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A redirect URI a client may register: https anywhere, http on a loopback host only; no fragment. */
function redirectUriProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'Each redirect URI must be a string.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an absolute URL.`;
  }
  if (url.hash) return `"${value}" must not have a fragment.`;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return `"${value}" must be https, or http on localhost, 127.0.0.1 or [::1].`;
}

/** The validated authorization request (from the query on GET, from the form on POST). */
interface AuthorizeRequest {
  client: OAuthClient;
  redirect_uri: string;
  state: string | null;
  code_challenge: string;
  code_challenge_method: 'S256';
  resource: string;
  scope: string;
}

type Checked =
  /** Not safe to redirect: an error page. */
  | { kind: 'page'; message: string }
  /** Redirect the error to the client. */
  | { kind: 'redirect'; redirect_uri: string; state: string | null; error: string; description: string }
  | { kind: 'ok'; request: AuthorizeRequest };

export function oauthRoutes(access: McpAccess, opts: OAuthOptions): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  const check = (c: Ctx, params: Record<string, string | undefined>): Checked => {
    const client = access.client(params.client_id);
    if (!client) return { kind: 'page', message: `Unknown client_id "${params.client_id ?? ''}": register the client first (POST /oauth/register).` };
    const redirect_uri = params.redirect_uri ?? (client.redirect_uris.length === 1 ? client.redirect_uris[0] : undefined);
    if (!redirect_uri || !client.redirect_uris.includes(redirect_uri)) {
      return { kind: 'page', message: 'The redirect_uri is missing or is not one the client registered.' };
    }
    const state = params.state ?? null;
    const fail = (error: string, description: string): Checked => ({ kind: 'redirect', redirect_uri, state, error, description });
    if (params.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported.');
    if (!params.code_challenge || !/^[A-Za-z0-9\-._~]{43,128}$/.test(params.code_challenge)) {
      return fail('invalid_request', 'PKCE is required: send code_challenge (S256).');
    }
    if (params.code_challenge_method !== 'S256') return fail('invalid_request', 'Only code_challenge_method=S256 is supported.');
    const requested = (params.scope ?? '').split(' ').filter(Boolean);
    if (requested.some((s) => s !== MCP_SCOPE)) return fail('invalid_scope', `The only scope is ${MCP_SCOPE}.`);
    const resource = params.resource ?? `${opts.originOf(c)}/mcp`;
    if (!opts.resources.has(resource)) return fail('invalid_target', `The resource must be this sandbox's MCP address (${opts.canonicalResource}).`);
    return {
      kind: 'ok',
      request: { client, redirect_uri, state, code_challenge: params.code_challenge, code_challenge_method: 'S256', resource, scope: MCP_SCOPE },
    };
  };

  const redirectError = (c: Ctx, checked: Extract<Checked, { kind: 'redirect' }>) =>
    c.redirect(
      withQuery(checked.redirect_uri, {
        error: checked.error,
        error_description: checked.description,
        ...(checked.state === null ? {} : { state: checked.state }),
        iss: opts.originOf(c),
      }),
      302,
    );

  const renderConsent = (
    request: AuthorizeRequest,
    fields: { name: string; email: string; site_id: number | null },
    errors?: { name?: string; email?: string; site_id?: string },
  ) =>
    consentPage({
      client_name: request.client.client_name,
      client_id: request.client.client_id,
      request,
      platforms: access.platforms().map((s) => ({ site_id: s.site_id, site_name: s.site_name })),
      ...fields,
      ...(errors ? { errors } : {}),
    });

  r.get('/.well-known/oauth-authorization-server', (c) => {
    const issuer = opts.originOf(c);
    return c.json(
      {
        issuer,
        authorization_endpoint: `${issuer}/oauth/authorize`,
        token_endpoint: `${issuer}/oauth/token`,
        registration_endpoint: `${issuer}/oauth/register`,
        scopes_supported: [MCP_SCOPE],
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code'],
        token_endpoint_auth_methods_supported: ['none'],
        code_challenge_methods_supported: ['S256'],
        authorization_response_iss_parameter_supported: true,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  r.post('/oauth/register', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'invalid_client_metadata', error_description: 'The body must be a JSON object.' }, 400);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return c.json({ error: 'invalid_client_metadata', error_description: 'The body must be a JSON object.' }, 400);
    }
    const meta = body as Record<string, unknown>;
    const uris = meta.redirect_uris;
    if (!Array.isArray(uris) || uris.length === 0) {
      return c.json({ error: 'invalid_redirect_uri', error_description: 'redirect_uris (at least one) is required.' }, 400);
    }
    for (const uri of uris) {
      const problem = redirectUriProblem(uri);
      if (problem) return c.json({ error: 'invalid_redirect_uri', error_description: problem }, 400);
    }
    const grantTypes = meta.grant_types;
    if (grantTypes !== undefined && (!Array.isArray(grantTypes) || !grantTypes.includes('authorization_code'))) {
      return c.json({ error: 'invalid_client_metadata', error_description: 'grant_types must include authorization_code.' }, 400);
    }
    const name = typeof meta.client_name === 'string' && meta.client_name.trim() ? meta.client_name.trim().slice(0, 100) : 'MCP client';
    const client = access.registerClient({ client_name: name, redirect_uris: uris as string[] });
    // Public clients only: whatever method was asked for, the answer says "none" (RFC 7591 §3.2.1).
    return c.json(
      {
        client_id: client.client_id,
        client_id_issued_at: client.client_id_issued_at,
        client_name: client.client_name,
        redirect_uris: client.redirect_uris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        scope: MCP_SCOPE,
      },
      201,
      NO_STORE,
    );
  });

  r.get('/oauth/authorize', (c) => {
    const checked = check(c, c.req.query());
    if (checked.kind === 'page') return c.html(errorPage('Authorization request refused', checked.message), 400, CONSENT_HEADERS);
    if (checked.kind === 'redirect') return redirectError(c, checked);
    const demo = access.platforms()[0];
    return c.html(renderConsent(checked.request, { name: DEMO_SELLER.name, email: DEMO_SELLER.email, site_id: demo?.site_id ?? null }), 200, CONSENT_HEADERS);
  });

  r.post('/oauth/authorize', async (c) => {
    const form = await c.req.parseBody();
    const text = (key: string): string | undefined => (typeof form[key] === 'string' ? form[key] : undefined);
    const checked = check(c, {
      client_id: text('client_id'),
      redirect_uri: text('redirect_uri'),
      response_type: text('response_type'),
      state: text('state'),
      code_challenge: text('code_challenge'),
      code_challenge_method: text('code_challenge_method'),
      resource: text('resource'),
      scope: text('scope'),
    });
    if (checked.kind === 'page') return c.html(errorPage('Authorization request refused', checked.message), 400, CONSENT_HEADERS);
    if (checked.kind === 'redirect') return redirectError(c, checked);
    const request = checked.request;
    if (text('decision') !== 'allow') {
      return redirectError(c, {
        kind: 'redirect',
        redirect_uri: request.redirect_uri,
        state: request.state,
        error: 'access_denied',
        description: 'The user denied the request.',
      });
    }
    const name = (text('name') ?? '').trim();
    const email = (text('email') ?? '').trim();
    const siteId = Number(text('site_id'));
    const site = Number.isSafeInteger(siteId) ? access.platform(siteId) : undefined;
    const errors: { name?: string; email?: string; site_id?: string } = {};
    if (!name) errors.name = 'Enter your name.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter an email address like name@example.com.';
    if (!site) errors.site_id = 'Choose a platform.';
    if (!site || errors.name || errors.email) {
      return c.html(renderConsent(request, { name, email, site_id: site?.site_id ?? null }, errors), 422, CONSENT_HEADERS);
    }
    const user = access.user({ name, email });
    const code = access.issueCode({
      client_id: request.client.client_id,
      redirect_uri: request.redirect_uri,
      code_challenge: request.code_challenge,
      resource: request.resource,
      scope: request.scope,
      site_id: site.site_id,
      user_id: user.user_id,
    });
    return c.redirect(withQuery(request.redirect_uri, { code, ...(request.state === null ? {} : { state: request.state }), iss: opts.originOf(c) }), 302);
  });

  r.post('/oauth/token', async (c) => {
    const tokenError = (error: string, description: string, status = 400) => c.json({ error, error_description: description }, status as 400, NO_STORE);
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      return tokenError('invalid_request', 'Send the token request as application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams(await c.req.text());
    if (form.get('grant_type') !== 'authorization_code') return tokenError('unsupported_grant_type', 'Only grant_type=authorization_code is supported.');
    const client = access.client(form.get('client_id') ?? undefined);
    if (!client) return tokenError('invalid_client', 'Unknown client_id.', 401);
    const code = form.get('code');
    const verifier = form.get('code_verifier');
    if (!code || !verifier) return tokenError('invalid_request', 'code and code_verifier are required.');
    const grant = access.redeemCode(code);
    if (!grant || grant.client_id !== client.client_id) return tokenError('invalid_grant', 'The code is unknown, expired, already used or not this client’s.');
    if (form.get('redirect_uri') !== grant.redirect_uri) return tokenError('invalid_grant', 'The redirect_uri differs from the authorization request’s.');
    if (!pkceMatches(verifier, grant.code_challenge)) return tokenError('invalid_grant', 'The code_verifier does not match the code_challenge.');
    const resource = form.get('resource');
    if (resource !== null && resource !== grant.resource) return tokenError('invalid_target', 'The resource differs from the authorization request’s.');
    const site = access.platform(grant.site_id);
    if (!site) return tokenError('invalid_grant', 'The platform of this code no longer exists.');
    const user = access.userById(grant.user_id);
    if (!user) return tokenError('invalid_grant', 'The user of this code no longer exists.');
    const connection = access.connect(site, user, client.client_id, grant.scope);
    const { access_token, expires_in } = access.issueToken(connection, grant.resource, grant);
    return c.json({ access_token, token_type: 'Bearer', expires_in, scope: grant.scope }, 200, NO_STORE);
  });

  return r;
}
