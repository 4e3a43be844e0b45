/**
 * The demo shop's static server beside the sandbox: demo/ pages and dist/ bundles on one
 * origin, the sandbox (API, sign-in page, payment page) on another. Used by `npm start` and by
 * the end-to-end tests.
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '../sandbox/serve.js';

/**
 * The policy every demo page is served with: scripts and styles only from the page's own
 * origin, calls, images and the payment form only to the sandbox, and Trusted Types enforced
 * with only our policies (Lit's `lit-html`; DOMPurify's `dompurify` where the fallback sanitizer
 * loads). The shop must work under it with zero violations.
 */
export function demoContentSecurityPolicy(sandboxUrl: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${sandboxUrl} data:`,
    `media-src 'self' ${sandboxUrl}`,
    `connect-src 'self' ${sandboxUrl}`,
    `form-action 'self' ${sandboxUrl}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html dompurify shop-elements',
  ].join('; ');
}

export interface DemoServers {
  demoUrl: string;
  sandboxUrl: string;
  /** The sandbox's MCP address when its MCP access is on. */
  mcpUrl?: string;
  close(): Promise<void>;
}

/**
 * Starts both servers. The demo pages name the sandbox at `http://localhost:8787`; with another
 * sandbox port, the pages are served with that address instead.
 */
export async function startDemo(opts: { sandboxPort?: number; demoPort?: number; mcp?: boolean } = {}): Promise<DemoServers> {
  const demoPort = opts.demoPort ?? 8080;
  const app = new Hono();
  let sandboxUrl = 'http://localhost:8787';
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', demoContentSecurityPolicy(sandboxUrl));
    }
  });
  const rewrite = async (path: string) => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    return text.replaceAll('http://localhost:8787', sandboxUrl);
  };
  app.get('/auth/callback', async (c) => c.html(await rewrite('demo/auth/callback/index.html')));
  app.get('/auth/callback/', async (c) => c.html(await rewrite('demo/auth/callback/index.html')));
  app.use('/dist/*', serveStatic({ root: './' }));
  app.get('/', async (c) => c.html(await rewrite('demo/index.html')));
  app.get('/:page{[a-z-]+\\.html}', async (c, next) => {
    try {
      return c.html(await rewrite(`demo/${c.req.param('page')}`));
    } catch {
      return next();
    }
  });
  app.use('/*', serveStatic({ root: './demo' }));

  const server = serve({ fetch: app.fetch, port: demoPort, hostname: 'localhost' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const actualPort = (server.address() as AddressInfo).port;
  const demoUrl = `http://localhost:${actualPort}`;
  const sandbox = await startSandbox({ port: opts.sandboxPort ?? 8787, demoOrigins: [demoUrl], mcp: opts.mcp ?? false });
  sandboxUrl = sandbox.url;
  return {
    demoUrl,
    sandboxUrl: sandbox.url,
    ...(sandbox.mcpUrl ? { mcpUrl: sandbox.mcpUrl } : {}),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
