/**
 * The two ways the demo shop and the sandbox platform run for the engine tests: same-site (http on
 * two localhost ports, as every other test) and cross-site (HTTPS on shop.test and
 * platform.test, as a real shop and its platform), with Node-side reads of the sandbox that
 * trust its certificate.
 */
import { lookup } from 'node:dns/promises';
import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { startDemo, type DemoServers } from '../../scripts/demo-server.js';
import { PROBLEMS_PROBE } from './driver.js';

/** The demo site's storefront key. */
export const SITE_KEY = 'demo-site-key';

/** The shop's and the platform's host names in the cross-site mode. */
export const SHOP_HOST = 'shop.test';
export const PLATFORM_HOST = 'platform.test';

export type SiteMode = 'same-site' | 'cross-site';

/** The running servers of one mode, and JSON calls to the sandbox from Node. */
export interface Sites {
  mode: SiteMode;
  servers: DemoServers;
  /**
   * Calls a test endpoint (`/__sandbox{path}`): GET without a body, else POST unless `method`
   * says otherwise. Rejects on a non-2xx answer with the method, path, status and body.
   */
  admin<T = Record<string, unknown>>(path: string, body?: unknown, method?: string): Promise<T>;
  /** A storefront GET (`/api/storefront/v1{path}`) as a server makes it (no Origin), with a buyer token when given. */
  api<T = Record<string, unknown>>(path: string, token?: string): Promise<T>;
  close(): Promise<void>;
}

/** A JSON request with Node's http(s), trusting `ca` (PEM) when given. Rejects on a non-2xx answer. */
export function requestJson<T>(url: string, opts: { method?: string; body?: unknown; headers?: Record<string, string>; ca?: string } = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method,
        headers: { Accept: 'application/json', ...(payload ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
        ...(opts.ca ? { ca: opts.ca } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) return reject(new Error(`${method} ${target.pathname}${target.search}: ${status} ${text}`));
          try {
            resolve(JSON.parse(text) as T);
          } catch (error) {
            reject(new Error(`${method} ${target.pathname}: not JSON: ${String(error)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Null when shop.test and platform.test resolve to a loopback address here; else ONE line saying
 * what to add. When this process runs as root, it first runs scripts/cross-site-hosts.sh, which
 * adds them to /etc/hosts.
 */
export async function crossSiteHostsProblem(): Promise<string | null> {
  const missing = async () => {
    const names: string[] = [];
    for (const name of [SHOP_HOST, PLATFORM_HOST]) {
      const address = await lookup(name).catch(() => null);
      if (!address || !/^(127\.|::1$)/.test(address.address)) names.push(name);
    }
    return names;
  };
  let names = await missing();
  if (names.length > 0 && process.getuid?.() === 0) {
    await new Promise<void>((resolve) => execFile('bash', ['scripts/cross-site-hosts.sh'], () => resolve()));
    names = await missing();
  }
  if (names.length === 0) return null;
  return `cross-site tests: add "127.0.0.1 ${names.join(' ')}" to /etc/hosts (as root: bash scripts/cross-site-hosts.sh)`;
}

/** Starts the demo shop and the sandbox in `mode` (free ports), every demo page loading the problems probe. */
export async function startSites(mode: SiteMode): Promise<Sites> {
  const servers = await startDemo({
    sandboxPort: 0,
    demoPort: 0,
    probeScript: PROBLEMS_PROBE,
    ...(mode === 'cross-site' ? { https: true, demoHost: SHOP_HOST, sandboxHost: PLATFORM_HOST } : {}),
  });
  const ca = servers.certificate?.ca;
  return {
    mode,
    servers,
    admin: <T>(path: string, body?: unknown, method?: string) =>
      requestJson<T>(`${servers.sandboxUrl}/__sandbox${path}`, { ...(method ? { method } : {}), body, ...(ca ? { ca } : {}) }),
    api: <T>(path: string, token?: string) =>
      requestJson<T>(`${servers.sandboxUrl}/api/storefront/v1${path}`, {
        headers: { 'X-Service-Site-Key': SITE_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        ...(ca ? { ca } : {}),
      }),
    close: () => servers.close(),
  };
}
