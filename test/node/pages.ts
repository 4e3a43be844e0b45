/**
 * Test pages of one's own beside a sandbox, for end-to-end tests that need another setup than the
 * demo shop (several pages of one site with `token-storage="memory"` or `"local"`, an empty page
 * to add and remove storefronts in): the built bundle under /dist, each page's HTML at its path,
 * and a sandbox whose demo site (`demo-site-key`) allows the pages' origin.
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '../../sandbox/serve.js';

export interface TestPages {
  /** `http://localhost:<port>` of the pages. */
  url: string;
  /** `http://localhost:<port>` of the sandbox. */
  sandboxUrl: string;
  close(): Promise<void>;
}

/** `pages`: path (`/a.html`) → HTML, given the sandbox's URL. Other paths answer 404. */
export async function startPages(pages: Record<string, (sandboxUrl: string) => string>): Promise<TestPages> {
  const app = new Hono();
  let sandboxUrl = '';
  app.use('/dist/*', serveStatic({ root: './' }));
  app.get('*', (c) => {
    const page = pages[c.req.path];
    return page ? c.html(page(sandboxUrl)) : c.text('Not found', 404);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: 'localhost' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const sandbox = await startSandbox({ port: 0, demoOrigins: [url] });
  sandboxUrl = sandbox.url;
  return {
    url,
    sandboxUrl,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}

/** A page of the shop: the bundle, then `body`. */
export function shopPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<script type="module" src="/dist/shop-elements.js"></script></head>
<body>
${body}
</body>
</html>`;
}
