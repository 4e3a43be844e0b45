/**
 * The bench's two servers: the sandbox (started in-process, port 0) and a small static server
 * (another localhost port, so every API call is cross-origin as in production) for the bench
 * pages and dist/. Pages are templates: `%SITE%` and `%API%` are filled from the `site` and
 * `api` query parameters, and `<!--probe-->` becomes the inline probe script.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { startSandbox } from '../sandbox/serve.js';

export interface BenchServers {
  /** `http://localhost:<port>` of the static server. */
  pagesUrl: string;
  /** `http://localhost:<port>` of the sandbox. */
  sandboxUrl: string;
  /** URL of a bench page for a site. */
  page(name: string, siteKey: string): string;
  /** A fresh sandbox site whose allowed origin is the static server. */
  newSite(): Promise<string>;
  /** POST to a sandbox test endpoint (`/__sandbox…`); throws on an error status. */
  admin<T>(path: string, body: unknown): Promise<T>;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function startServers(): Promise<BenchServers> {
  const probe = readFileSync(new URL('./pages/probe.js', import.meta.url), 'utf8');
  const app = new Hono();
  app.get('/pages/:name{[a-z-]+\\.html}', (c) => {
    const text = readFileSync(new URL(`./pages/${c.req.param('name')}`, import.meta.url), 'utf8');
    const html = text
      .replace('<!--probe-->', `<script>${probe}</script>`)
      .replaceAll('%SITE%', escapeHtml(c.req.query('site') ?? ''))
      .replaceAll('%API%', escapeHtml(c.req.query('api') ?? ''));
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  });
  // dist/ files are held in memory once read, as a CDN edge would: no disk read and no stream
  // plumbing in this process (which also runs the sandbox and drives the browser) per request.
  const held = new Map<string, Buffer>();
  app.get('/dist/:file{.+\\.js}', async (c, next) => {
    const path = `dist/${c.req.param('file')}`;
    if (path.includes('..')) return next();
    let body = held.get(path);
    if (!body) {
      try {
        body = readFileSync(path);
      } catch {
        return next();
      }
      held.set(path, body);
    }
    return c.body(new Uint8Array(body), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
  app.use('/dist/*', serveStatic({ root: './' }));

  const server = serve({ fetch: app.fetch, port: 0, hostname: 'localhost' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const pagesUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  const sandbox = await startSandbox({ port: 0, demoOrigins: [pagesUrl] });

  async function admin<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  return {
    pagesUrl,
    sandboxUrl: sandbox.url,
    page: (name, siteKey) => `${pagesUrl}/pages/${name}.html?site=${encodeURIComponent(siteKey)}&api=${encodeURIComponent(sandbox.url)}`,
    newSite: async () => (await admin<{ site_key: string }>('/__sandbox/sites', { origins: [pagesUrl] })).site_key,
    admin,
    async close() {
      (server as import('node:http').Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
