/**
 * The sandbox platform as a Hono app: storefront API, sign-in page, payment page and the test
 * endpoints, over an in-memory store seeded from fixtures. See docs/sandbox.md.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { ApiError, STOREFRONT_PREFIX, type SandboxEnv } from './http.js';
import { adminRoutes } from './routes/admin.js';
import { buyerAdminRoutes } from './routes/buyer.js';
import { benchRoutes } from './routes/bench.js';
import { idpPageRoutes } from './routes/auth.js';
import { paymentPageRoutes } from './routes/orders-payments.js';
import { storefrontRoutes } from './routes/storefront.js';
import { installServerApi } from './server-api.js';
import type { ServerPacing } from './server-pacing.js';
import { mcpRoutes } from './mcp/index.js';
import { DEMO_SITE_KEY, SandboxStore } from './store.js';

export interface CreateSandboxOptions {
  /** The sandbox's own origin, e.g. `http://localhost:8787`: used in image URLs, authorize_url, payment.action. */
  publicUrl: string;
  /** Allowed origins of the demo site (key `demo-site-key`). */
  demoOrigins?: string[];
  /** The MCP access (`POST /mcp`, its metadata, OAuth, docs/mcp.md); false by default, as `MCP_ENABLED`. */
  mcp?: boolean;
  /** Pacing of every site's server API (latency, a 429 every N requests; ./server-pacing.ts); none by default. */
  serverPacing?: ServerPacing;
}

const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOW_HEADERS = 'X-Service-Site-Key, Authorization, Content-Type, Accept';

/** http(s)://localhost, 127.0.0.1 or [::1] on any port. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

/**
 * CORS for origins allowed by any site (and, on the /__sandbox test endpoints, for any loopback
 * origin, so a test page can create its site first). Preflights are answered here; every other
 * answer to such an origin, errors included, carries the allow-origin and credentials headers.
 */
function cors(store: SandboxStore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && (store.isOriginAllowedAnywhere(origin) || (c.req.path.startsWith('/__sandbox/') && isLoopbackOrigin(origin)));
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (allowed) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': ALLOW_METHODS,
          'Access-Control-Allow-Headers': ALLOW_HEADERS,
          'Access-Control-Max-Age': '600',
        });
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    }
  };
}

export function createSandbox(opts: CreateSandboxOptions): { app: Hono<SandboxEnv>; store: SandboxStore } {
  const store = new SandboxStore({ publicUrl: opts.publicUrl, demoOrigins: opts.demoOrigins ?? [] });
  const app = new Hono<SandboxEnv>();

  // MCP access first: its paths have their own Host, Origin and CORS rules. Off, they are 404s.
  if (opts.mcp) app.route('/', mcpRoutes(store, { publicUrl: store.publicUrl }).routes);
  app.use('*', cors(store));
  // Server catalog API under /api/public/v1, uploads, and the seed pushed through it (requests wait for it).
  installServerApi(app, store, opts.serverPacing);
  app.get('/', (c) =>
    c.json({
      name: 'shop-elements sandbox',
      storefront: `${store.publicUrl}${STOREFRONT_PREFIX}`,
      demo_site_key: DEMO_SITE_KEY,
      docs: 'docs/sandbox.md',
    }),
  );
  app.route(STOREFRONT_PREFIX, storefrontRoutes(store));
  app.route('/__sandbox/bench', benchRoutes(store));
  app.route('/__sandbox', adminRoutes(store));
  app.route('/__sandbox', buyerAdminRoutes(store));
  app.route('/__idp', idpPageRoutes(store));
  app.route('/__pay', paymentPageRoutes(store));

  app.notFound((c) => c.json({ message: `No endpoint ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status as 400);
    console.error('[sandbox]', error);
    return c.json({ message: 'The sandbox failed unexpectedly.' }, 500);
  });

  return { app, store };
}
