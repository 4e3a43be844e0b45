/** Runs the sandbox on a real HTTP server at http://localhost:<port>. */
import type { AddressInfo } from 'node:net';
import { type HttpBindings, createAdaptorServer } from '@hono/node-server';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createSandbox } from './app.js';

export interface StartSandboxOptions {
  /** 0 picks a free port; 8787 by default. */
  port?: number;
  /** Allowed origins of the demo site. */
  demoOrigins?: string[];
  /** The MCP access (docs/mcp.md); false by default. */
  mcp?: boolean;
}

export interface RunningSandbox {
  /** `http://localhost:<port>` (always the name localhost, so that cookies stay same-site). */
  url: string;
  port: number;
  /** The MCP address, `http://127.0.0.1:<port>/mcp`, when the MCP access is on. */
  mcpUrl?: string;
  close(): Promise<void>;
}

export async function startSandbox(opts: StartSandboxOptions = {}): Promise<RunningSandbox> {
  // The app needs its public URL, which is known only once the port is: bind first, then mount.
  let handler: ((request: Request, env: HttpBindings) => Response | Promise<Response>) | undefined;
  const server = createAdaptorServer({
    // A plain HTTP/1 server: its bindings are always HttpBindings.
    fetch: (request, env) => (handler ? handler(request, env as HttpBindings) : new Response('Starting', { status: 503 })),
  }) as Server;
  // No keep-alive: a browser silently retries a request whose reused connection was closed, which
  // would hide a 'drop' fault. On a fresh connection, the dropped request fails as it should.
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.shouldKeepAlive = false;
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8787, 'localhost', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const port = address.port;
  const url = `http://localhost:${port}`;
  const { app } = createSandbox({ publicUrl: url, demoOrigins: opts.demoOrigins ?? [], mcp: opts.mcp ?? false });
  handler = (request, env) => app.fetch(request, env);

  // The spec's local MCP address is 127.0.0.1; where `localhost` bound IPv6 only, [::1] it is.
  const loopback = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
  return {
    url,
    port,
    ...(opts.mcp ? { mcpUrl: `http://${loopback}:${port}/mcp` } : {}),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and keep-alive sockets would keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
