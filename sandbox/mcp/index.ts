/**
 * The platform's MCP access, in the sandbox (storefront spec, "MCP access" and "Authentication"
 * rule 4): a separate protected resource at `POST /mcp` (Streamable HTTP, official TypeScript
 * SDK), its protected-resource metadata (RFC 9728), and a minimal OAuth 2.1 authorization server
 * for local development (authorization code + PKCE S256, dynamic client registration, a consent
 * page). Off unless the sandbox is created with `mcp: true` (`MCP_ENABLED=true`). See docs/mcp.md.
 *
 * Every path here answers only requests whose Host is this sandbox on a loopback name
 * (127.0.0.1, localhost, [::1]) or its public host, and whose Origin, when present, is a loopback
 * origin: both against DNS rebinding. Loopback origins get CORS answers, so browser-based clients
 * (the MCP Inspector) can run the OAuth flow.
 */
import { randomUUID } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { LATEST_PROTOCOL_VERSION, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { type SandboxEnv, isRecord, parseJsonBody } from '../http.js';
import type { SandboxStore } from '../store.js';
import { DEMO_CLIENT_ID, DEMO_SELLER, MCP_SCOPE, McpAccess } from './access.js';
import { oauthRoutes } from './oauth.js';
import { loadDemoPages } from './pages.js';
import { createMcpServer } from './tools.js';

/** The MCP protocol versions served (the specification revisions whose authorization rules apply). */
export const MCP_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18'] as const;
/** The resource's path. */
export const MCP_PATH = '/mcp';
/** Protected-resource metadata: the RFC 9728 address for `/mcp`, and the root one (same document). */
export const RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource/mcp';
export const ROOT_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

/** Sessions kept at most, and how long an unused one lives. */
const MAX_SESSIONS = 200;
const SESSION_IDLE_MS = 30 * 60_000;
/** Largest POST /mcp body read, in bytes. */
const MAX_BODY_BYTES = 1_048_576;

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID';
const CORS_EXPOSE_HEADERS = 'WWW-Authenticate, Mcp-Session-Id, Mcp-Protocol-Version';

export interface McpOptions {
  /** The sandbox's public URL (`http://localhost:<port>`): its port is the MCP port. */
  publicUrl: string;
}

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  connection_id: number;
  last_used: number;
}

type Ctx = Context<SandboxEnv>;

/** True for http(s) origins on a loopback name, any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && LOOPBACK_NAMES.includes(hostname);
  } catch {
    return false;
  }
}

function jsonRpcError(c: Ctx, status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return c.json({ jsonrpc: '2.0', error: { code, message }, id: null }, status as 400, headers);
}

/** The MCP routes; mount them on the sandbox app before its own CORS middleware. */
export function mcpRoutes(store: SandboxStore, opts: McpOptions): { routes: Hono<SandboxEnv>; access: McpAccess } {
  const publicUrl = new URL(opts.publicUrl);
  const port = publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80');
  /** Host header value → the origin it stands for. */
  const origins = new Map<string, string>(LOOPBACK_NAMES.map((name) => [`${name}:${port}`, `http://${name}:${port}`]));
  origins.set(publicUrl.host, publicUrl.origin);
  /** The address the spec gives for local development; the default audience of test tokens. */
  const canonicalResource = `http://127.0.0.1:${port}${MCP_PATH}`;
  const resources = new Set([...origins.values()].map((origin) => `${origin}${MCP_PATH}`));

  const access = new McpAccess(store);
  const pages = loadDemoPages();
  const sessions = new Map<string, Session>();
  const routes = new Hono<SandboxEnv>();

  /** The origin this request addressed (validated Host), e.g. `http://127.0.0.1:8787`. */
  const originOf = (c: Ctx): string => origins.get(c.req.header('host') ?? '') ?? publicUrl.origin;
  const resourceOf = (c: Ctx): string => `${originOf(c)}${MCP_PATH}`;
  const resourceMetadataUrl = (c: Ctx): string => `${originOf(c)}${RESOURCE_METADATA_PATH}`;

  /** Host and Origin checks, CORS for loopback origins, preflights. */
  const guard: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const host = c.req.header('host') ?? '';
    if (!origins.has(host)) {
      return c.json({ error: 'invalid_request', error_description: `Host "${host}" is not this sandbox: use ${canonicalResource}.` }, 403);
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !isLoopbackOrigin(origin)) {
      return c.json({ error: 'invalid_request', error_description: `Origin "${origin}" is not allowed: only loopback origins may call the MCP access.` }, 403);
    }
    const cors: Record<string, string> = origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
      });
    }
    await next();
    for (const [name, value] of Object.entries(cors)) c.res.headers.set(name, value);
    if (origin) c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
  };
  for (const path of [MCP_PATH, '/.well-known/*', '/oauth/*', '/__sandbox/mcp/*']) routes.use(path, guard);

  // --- protected-resource metadata (RFC 9728) ---------------------------------------------------

  const resourceMetadata = (c: Ctx) =>
    c.json(
      {
        resource: resourceOf(c),
        authorization_servers: [originOf(c)],
        scopes_supported: [MCP_SCOPE],
        bearer_methods_supported: ['header'],
        resource_name: 'shop-elements sandbox platform (MCP access)',
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  routes.get(RESOURCE_METADATA_PATH, resourceMetadata);
  routes.get(ROOT_RESOURCE_METADATA_PATH, resourceMetadata);

  // --- the authorization server -----------------------------------------------------------------

  routes.route('/', oauthRoutes(access, { originOf, resources, canonicalResource }));

  /** Test endpoint: a token of the site's demo connection (demo seller, demo client). */
  routes.post('/__sandbox/mcp/token', async (c) => {
    const body = parseJsonBody(await c.req.text());
    const siteKey = isRecord(body) ? body.site_key : undefined;
    const site = typeof siteKey === 'string' ? store.siteByKey(siteKey) : undefined;
    if (!site || !access.platform(site.site_id)) {
      return c.json({ message: 'Unknown site_key: create a site with POST /__sandbox/sites.' }, 404);
    }
    const resource = isRecord(body) && body.resource !== undefined ? body.resource : canonicalResource;
    if (typeof resource !== 'string' || !resources.has(resource)) {
      return c.json({ message: `The resource must be one of ${[...resources].join(', ')}.`, errors: { resource: ['Unknown resource.'] } }, 422);
    }
    const connection = access.connect(site, access.user(DEMO_SELLER), DEMO_CLIENT_ID, MCP_SCOPE);
    const { access_token, expires_in } = access.issueToken(connection, resource);
    return c.json({ access_token, token_type: 'Bearer', expires_in }, 200, { 'Cache-Control': 'no-store' });
  });

  // --- the MCP resource -------------------------------------------------------------------------

  // Neither a standalone SSE stream (GET) nor session deletion (DELETE) is provided.
  routes.on(['GET', 'DELETE'], MCP_PATH, (c) =>
    jsonRpcError(c, 405, -32000, `Method not allowed: ${c.req.method} ${MCP_PATH} is not provided; send MCP requests with POST.`, { Allow: 'POST' }),
  );

  const unauthorized = (c: Ctx, reason: string, tokenGiven: boolean): Response => {
    const params = [`resource_metadata="${resourceMetadataUrl(c)}"`, `scope="${MCP_SCOPE}"`];
    if (tokenGiven) params.push('error="invalid_token"', `error_description="${reason.replaceAll('"', "'")}"`);
    return c.json({ error: tokenGiven ? 'invalid_token' : 'unauthorized', error_description: reason }, 401, {
      'WWW-Authenticate': `Bearer ${params.join(', ')}`,
    });
  };

  const sweepSessions = () => {
    const now = Date.now();
    for (const [id, session] of sessions) {
      if (now - session.last_used > SESSION_IDLE_MS || sessions.size >= MAX_SESSIONS) {
        sessions.delete(id);
        void session.transport.close();
      }
    }
  };

  routes.post(MCP_PATH, async (c) => {
    // Only our own OAuth access token reaches the resource: storefront keys, server keys, buyer
    // tokens and cookies are not looked at, and a bearer that is not ours fails like any bad token.
    const header = c.req.header('authorization');
    const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    const verified = access.verify(bearer, resourceOf(c));
    if (!verified.ok) return unauthorized(c, verified.reason, header !== undefined);
    const { token, connection } = verified;

    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) return jsonRpcError(c, 413, -32000, 'Request body too large.');
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) return jsonRpcError(c, 413, -32000, 'Request body too large.');
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return jsonRpcError(c, 400, -32700, 'Parse error: Invalid JSON');
    }

    const authInfo: AuthInfo = {
      token: bearer ?? '',
      clientId: token.client_id,
      scopes: token.scope.split(' '),
      expiresAt: Math.floor(token.expires_at / 1000),
      resource: new URL(token.resource),
      extra: { connection_id: connection.connection_id, site_id: connection.site_id, user_id: connection.user_id },
    };

    const sessionId = c.req.header('mcp-session-id');
    if (sessionId === undefined) {
      if (!isInitializeRequest(body)) {
        return jsonRpcError(c, 400, -32000, 'Bad Request: No valid session ID provided; start with an initialize request.');
      }
      // Versions other than ours are answered with our latest one (the client then decides).
      if (!(MCP_PROTOCOL_VERSIONS as readonly string[]).includes(body.params.protocolVersion)) {
        body.params.protocolVersion = LATEST_PROTOCOL_VERSION;
      }
      sweepSessions();
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        keepAliveMs: 0,
        onsessioninitialized: (id) => {
          sessions.set(id, { transport, connection_id: connection.connection_id, last_used: Date.now() });
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await createMcpServer({ store, access, pages }).connect(transport);
      return transport.handleRequest(c.req.raw, { parsedBody: body, authInfo });
    }

    // A session serves only the connection that opened it: another connection's token finds no
    // session, exactly as an unknown session id.
    const session = sessions.get(sessionId);
    if (!session || session.connection_id !== connection.connection_id) {
      return jsonRpcError(c, 404, -32001, 'Session not found');
    }
    const version = c.req.header('mcp-protocol-version');
    if (version !== undefined && !(MCP_PROTOCOL_VERSIONS as readonly string[]).includes(version)) {
      return jsonRpcError(c, 400, -32000, `Bad Request: Unsupported protocol version ${version} (supported: ${MCP_PROTOCOL_VERSIONS.join(', ')}).`);
    }
    session.last_used = Date.now();
    return session.transport.handleRequest(c.req.raw, { parsedBody: body, authInfo });
  });

  return { routes, access };
}

/**
 * Reads the `MCP_ENABLED` setting: `true` or `1` turn the MCP access on; unset, empty, `false` or
 * `0` leave it off (the default). Any other value is refused, so a typo never silently disables it.
 */
export function mcpEnabled(value: string | undefined = process.env.MCP_ENABLED): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === '' || v === 'false' || v === '0') return false;
  throw new Error(`MCP_ENABLED must be true or false (got "${value}").`);
}
