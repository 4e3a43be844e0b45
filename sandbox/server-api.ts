/**
 * Mounts the server catalog API (routes/server-api.ts) and the uploads it stores, and seeds the
 * sandbox: at start the demo catalog (seed/catalog.ts, a catalog file) is pushed with the
 * `shop-elements catalog push` function, in-process, into the template site; every site copies
 * the template's catalog. Requests that arrive before the seed is in wait for it.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { CatalogAdminClient } from '../src/server/client.js';
import { formatProblem } from '../src/server/catalog-file.js';
import { emptyMapping } from '../src/server/mapping.js';
import { pushCatalog } from '../src/server/push.js';
import { ApiError, type SandboxEnv, invalid, isRecord, parseJsonBody } from './http.js';
import { SERVER_PREFIX, serverApiRoutes } from './routes/server-api.js';
import { NO_PACING, type ServerPacing, pacingOf, readPacing, setPacing } from './server-pacing.js';
import { seedCatalogFile } from './seed/catalog.js';
import { uploadNamed } from './server-store.js';
import { type SandboxStore, TEMPLATE_SERVER_KEY } from './store.js';

export interface SeedStatus {
  /** Resolves once the template holds the seed catalog; rejects when the seed failed. */
  ready: Promise<void>;
  /** The seed time: live and offline schedules are relative to it. */
  now: number;
}

const status = new WeakMap<SandboxStore, SeedStatus>();

/** The seeding of a sandbox made by `createSandbox`. */
export function seedStatus(store: SandboxStore): SeedStatus | undefined {
  return status.get(store);
}

/** Pushes the seed catalog file into the template site through `app` (in-process). */
async function seed(app: Hono<SandboxEnv>, store: SandboxStore, now: number): Promise<void> {
  // Let createSandbox register every route before the first request builds the router.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const client = new CatalogAdminClient({
    baseUrl: store.publicUrl,
    key: TEMPLATE_SERVER_KEY,
    fetch: async (request) => app.fetch(request),
    retries: 0,
  });
  const summary = await pushCatalog(seedCatalogFile({ publicUrl: store.publicUrl, now }), {
    client,
    mapping: emptyMapping(store.publicUrl, TEMPLATE_SERVER_KEY),
    baseDir: '.',
    sandboxSeed: true,
    // One at a time: the template's items keep the catalog file's order (lists, screenshots).
    concurrency: 1,
  });
  if (!summary.valid || summary.failed > 0) {
    throw new Error(`the seed catalog was refused:\n${summary.problems.map(formatProblem).join('\n')}`);
  }
  store.templateSeeded();
}

function isSeedCall(authorization: string | undefined): boolean {
  return authorization === `Bearer ${TEMPLATE_SERVER_KEY}`;
}

/**
 * Installs the server API, the uploads route and the seeding gate on the sandbox app; `pacing`
 * paces the server API of every site that has no pacing of its own (./server-pacing.ts).
 */
export function installServerApi(app: Hono<SandboxEnv>, store: SandboxStore, pacing: ServerPacing = NO_PACING): void {
  const now = Date.now();
  const ready = seed(app, store, now);
  ready.catch((error: unknown) => console.error('[sandbox] seeding failed:', error));
  status.set(store, { ready, now });

  const waitForSeed: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    if (!isSeedCall(c.req.header('authorization'))) {
      try {
        await ready;
      } catch (error) {
        throw new ApiError(500, `The sandbox could not seed its catalog: ${(error as Error).message}`);
      }
    }
    await next();
  };
  app.use('*', waitForSeed);
  app.route(SERVER_PREFIX, serverApiRoutes(store, pacing) as unknown as Hono<SandboxEnv>);
  // Pacing of one site's server API (docs/sandbox.md, "Pacing the server API").
  const pacedSite = (key: unknown) => {
    const site = typeof key === 'string' ? store.siteByKey(key) : undefined;
    if (!site) throw new ApiError(404, 'Unknown site_key: create a site with POST /__sandbox/sites.');
    return site;
  };
  app.put('/__sandbox/server-pacing', async (c) => {
    const body = parseJsonBody(await c.req.text());
    if (!isRecord(body)) throw new ApiError(422, 'The request body must be a JSON object.');
    const site = pacedSite(body.site_key);
    const read = readPacing(body);
    if (!read.ok) throw invalid(read.field, `The ${read.field} must be a non-negative integer.`);
    return c.json(setPacing(site, read.change, pacing, true));
  });
  app.get('/__sandbox/server-pacing', (c) => c.json(pacingOf(pacedSite(c.req.query('site_key')), pacing)));
  app.get('/__sandbox/uploads/:name', (c) => {
    const file = uploadNamed(store, c.req.param('name'));
    if (!file) throw new ApiError(404, 'No such upload.');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=86400, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    });
  });
}
