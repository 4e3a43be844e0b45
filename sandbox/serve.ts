/**
 * Runs the sandbox on a real server: `http://localhost:<port>` by default, or HTTPS on a host name
 * of the caller's choosing (`https://platform.test:<port>`), to stand in for a platform on
 * another site than the shop.
 */
import type { AddressInfo } from 'node:net';
import { type HttpBindings, createAdaptorServer } from '@hono/node-server';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createSandbox } from './app.js';
import type { ServerPacing } from './server-pacing.js';
import { withCookieRecord } from './cookie-record.js';
import { type TlsCertificate, makeCertificate } from './tls.js';

export type { TlsCertificate } from './tls.js';

export interface StartSandboxOptions {
  /** 0 picks a free port; 8787 by default. */
  port?: number;
  /** Allowed origins of the demo site (`https://shop.test:8080`: scheme, host and port, no path). */
  demoOrigins?: string[];
  /** The MCP access (docs/mcp.md); false by default. */
  mcp?: boolean;
  /**
   * The sandbox's public host name, `localhost` by default: the name in its URL (image URLs, the
   * sign-in and payment pages, `payment.action`). The server listens on the address this name
   * resolves to, so any other name must resolve on this machine (an `/etc/hosts` line such as
   * `127.0.0.1 platform.test`); a name that does not makes `startSandbox` reject (ENOTFOUND).
   */
  host?: string;
  /**
   * Serve HTTPS instead of HTTP (false by default). `true` makes a certificate for `host` at
   * start with openssl (sandbox/tls.ts: a throwaway authority and a server certificate signed by
   * it, valid 7 days); a {@link TlsCertificate} is used as given (the demo server passes one
   * made for both its names). Over HTTPS the guest-cart cookie is sent
   * `SameSite=None; Secure; Partitioned` (docs/sandbox.md).
   */
  https?: boolean | TlsCertificate;
  /**
   * Pacing of every site's server API: `latency_ms` before each request, a 429 with
   * `Retry-After: retry_after_s` every `rate_limit_every` requests (sandbox/server-pacing.ts;
   * `PUT /__sandbox/server-pacing` changes one site's). None by default.
   */
  serverPacing?: ServerPacing;
}

export interface RunningSandbox {
  /**
   * `http://localhost:<port>` by default (always the name localhost, never 127.0.0.1, so that
   * cookies stay same-site with pages on other localhost ports); `https://<host>:<port>` over HTTPS.
   */
  url: string;
  port: number;
  /** The MCP address, `http(s)://127.0.0.1:<port>/mcp`, when the MCP access is on. */
  mcpUrl?: string;
  /** The certificate served, when the sandbox serves HTTPS (its `ca` is what a client trusts). */
  certificate?: TlsCertificate;
  close(): Promise<void>;
}

/**
 * Starts the sandbox and resolves once it listens.
 *
 * @throws Error when the port is taken (EADDRINUSE), `host` does not resolve (ENOTFOUND), or the
 *   certificate cannot be made (openssl missing or failing).
 */
export async function startSandbox(opts: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? 'localhost';
  const certificate = opts.https === true ? await makeCertificate([host, '127.0.0.1', '::1']) : opts.https || undefined;
  const scheme = certificate ? 'https' : 'http';

  // The app needs its public URL, which is known only once the port is: bind first, then mount.
  let handler: ((request: Request, env: HttpBindings) => Response | Promise<Response>) | undefined;
  const server = createAdaptorServer({
    // A plain HTTP/1 (or HTTPS) server: its bindings are always HttpBindings.
    fetch: (request, env) => (handler ? handler(request, env as HttpBindings) : new Response('Starting', { status: 503 })),
    ...(certificate ? { createServer: createHttpsServer, serverOptions: { key: certificate.key, cert: certificate.cert } } : {}),
  }) as Server;
  // No keep-alive: a browser silently retries a request whose reused connection was closed, which
  // would hide a 'drop' fault. On a fresh connection, the dropped request fails as it should.
  // The server catalog API keeps its connections, as a seller's server does with a platform (no
  // browser there; a lost answer of its pacing fails the request all the same).
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.shouldKeepAlive = request.url?.startsWith('/api/public/') === true;
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const port = address.port;
  const url = `${scheme}://${host}:${port}`;
  const { app } = createSandbox({
    publicUrl: url,
    demoOrigins: opts.demoOrigins ?? [],
    mcp: opts.mcp ?? false,
    ...(opts.serverPacing ? { serverPacing: opts.serverPacing } : {}),
  });
  handler = withCookieRecord<HttpBindings>((request, env) => app.fetch(request, env));

  // The spec's local MCP address is 127.0.0.1; where the name bound IPv6 only, [::1] it is.
  const loopback = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
  return {
    url,
    port,
    ...(opts.mcp ? { mcpUrl: `${scheme}://${loopback}:${port}/mcp` } : {}),
    ...(certificate ? { certificate } : {}),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and keep-alive sockets would keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
