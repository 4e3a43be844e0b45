/**
 * The storefront API under /api/storefront/v1: the gate every call passes (site key, allowed
 * origin, request record, injected faults), then the endpoint groups.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, STOREFRONT_PREFIX, type SandboxContext, type SandboxEnv, bearerToken, parseJsonBody } from '../http.js';
import type { Fault, RequestRecord, SandboxStore, Site } from '../store.js';
import { authRoutes } from './auth.js';
import { boardRoutes } from './boards.js';
import { cartRoutes } from './cart.js';
import { catalogRoutes } from './catalog.js';
import { orderRoutes } from './orders-payments.js';
import { buyerRoutes } from './buyer.js';

function queryRecord(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URL(url).searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** Takes one hit of the first fault matching this request, if any. */
function takeFault(site: Site, method: string, path: string): Fault | undefined {
  const index = site.faults.findIndex((f) => (f.method === null || f.method === method) && path.startsWith(f.path));
  const fault = site.faults[index];
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) site.faults.splice(index, 1);
  return fault;
}

/** Resolves when the client goes away (or the server closes the connection). */
function clientGone(c: SandboxContext): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      if (outgoing.destroyed || outgoing.writableEnded) return resolve();
      outgoing.once('close', () => resolve());
    }
    const signal = c.req.raw.signal;
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Answers with the fault, or returns undefined for a latency fault once the delay has passed (the
 * request then goes on normally).
 */
async function applyFault(c: SandboxContext, fault: Fault, record: RequestRecord): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'latency':
      await sleep(fault.delay_ms);
      return undefined;
    case 'status': {
      const headers: Record<string, string> = fault.retry_after === null ? {} : { 'Retry-After': fault.retry_after };
      const body = fault.body ?? { message: `Injected fault: the platform answered ${fault.status}.` };
      record.status = fault.status;
      return c.json(body as object, fault.status as ContentfulStatusCode, headers);
    }
    case 'malformed':
      record.status = 200;
      return c.body('{"data": [{"product_id": 101, "name": "Linen Sh', 200, { 'Content-Type': 'application/json' });
    case 'html':
      record.status = 200;
      return c.html('<!doctype html>\n<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>', 200);
    case 'drop':
      c.env?.incoming?.socket?.destroy();
      await clientGone(c);
      return c.body(null, 500);
    case 'hang':
      await clientGone(c);
      return c.body(null, 500);
  }
}

/** Site key (401), allowed origin (403), request record, faults. */
function gate(store: SandboxStore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const site = store.siteByKey(c.req.header('x-service-site-key'));
    if (!site) return c.json({ message: 'The storefront key (X-Service-Site-Key header) is missing or unknown.' }, 401);

    const origin = c.req.header('origin') ?? null;
    const record: RequestRecord = {
      method: c.req.method,
      path: c.req.path.slice(STOREFRONT_PREFIX.length) || '/',
      query: queryRecord(c.req.url),
      body: null,
      has_token: bearerToken(c) !== undefined,
      origin,
      host: c.req.header('host') ?? null,
      status: null,
      at: new Date().toISOString(),
    };
    site.requests.push(record);
    c.req.raw.signal.addEventListener('abort', () => {
      if (record.status === null) record.aborted = true;
    });

    let body: unknown;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = await c.req.text();
      try {
        body = parseJsonBody(text);
        record.body = body ?? null;
      } catch (error) {
        record.body = text;
        record.status = 400;
        if (error instanceof ApiError) return c.json(error.body(), 400);
        throw error;
      }
    }

    if (origin !== null && !site.origins.has(origin)) {
      record.status = 403;
      return c.json({ message: `The storefront key is not allowed on the origin ${origin}. Ask the site admin to add it to the allowed domains.` }, 403);
    }

    let fault = takeFault(site, c.req.method, record.path);
    if (fault?.kind === 'latency' && !fault.after) {
      // A delay, then whatever other fault matches (a slow answer that is then lost…).
      await sleep(fault.delay_ms);
      fault = takeFault(site, c.req.method, record.path);
    }
    if (fault && !fault.after) {
      const response = await applyFault(c, fault, record);
      if (response) return response;
    }

    c.set('site', site);
    c.set('body', body);
    await next();
    record.status = c.res.status;
    if (fault?.after) {
      // The platform acted (or refused); the answer it gave is lost or corrupted on the way.
      record.status = null;
      const response = await applyFault(c, fault, record);
      if (response) c.res = response;
      else record.status = c.res.status;
    }
  };
}

export function storefrontRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();
  api.use('*', gate(store));
  api.route('/', catalogRoutes(store));
  api.route('/', cartRoutes(store));
  api.route('/', authRoutes(store));
  api.route('/', orderRoutes(store));
  api.route('/', buyerRoutes(store));
  api.route('/', boardRoutes(store));
  return api;
}
