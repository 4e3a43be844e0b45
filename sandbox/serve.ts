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
}

export interface RunningSandbox {
  /** `http://localhost:<port>` (always the name localhost, so that cookies stay same-site). */
  url: string;
  port: number;
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
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const { app } = createSandbox({ publicUrl: url, demoOrigins: opts.demoOrigins ?? [] });
  handler = (request, env) => app.fetch(request, env);

  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and keep-alive sockets would keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
