/**
 * The bench's two servers: the sandbox (started in-process, port 0) and a small static server
 * (another localhost port, so every API call is cross-origin as in production) for the bench
 * pages, the demo pages, dist/ and the peers' files. Bench pages are templates: `%SITE%` and
 * `%API%` are filled from the `site` and `api` query parameters, and `<!--probe-->` becomes the
 * inline probe script.
 *
 * Routes of the static server:
 * - `/pages/<name>.html`: a bench page (bench/pages/).
 * - `/demo/<name>.html`: a demo page (demo/), its `http://localhost:8787` replaced by the
 *   sandbox's address (as scripts/demo-server.ts does); its site key is the sandbox's demo site,
 *   whose allowed origin is this server.
 * - `/dist/<file>.js`: the built files, held in memory once read.
 * - `/peers/<peer>/<file>`: a peer's browser files from node_modules (see PEERS), held likewise.
 * - `/peers/empty.js`: an empty module, the control of the peers' timing.
 * - `/floor/lit-list.js`: bench/floor/lit-list.ts bundled with Lit (esbuild, minified, once per
 *   server), the Lit-alone page's script (bench/pages/paint-lit.html).
 * - `/<language>/pages/…`, `/<language>/demo/…` (ko, en or ja): the same page with its
 *   `<shop-storefront>`'s `language` set to that language (the pages section measures each).
 * - `/br/…`: the same as `/…`, with every script sent brotli-compressed (quality 11,
 *   `Content-Encoding: br`, compressed once and held) as a CDN serves it, and a page's
 *   `/dist/` and `/peers/` addresses rewritten to `/br/dist/` and `/br/peers/`, so that every
 *   script the page loads (the chunks are imported by relative address) comes compressed.
 *   Without `/br/` files are sent uncompressed (a loopback connection gains nothing from
 *   compression).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildSync } from 'esbuild';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startSandbox } from '../sandbox/serve.js';
import { LANGUAGES, type Language } from '../src/i18n/i18n.js';
import { Link, throttledProxy, type LinkProfile } from './throttle.js';

/** The peers' browser files, as their CDNs publish them (directories under node_modules). */
export const PEERS = {
  shopify: 'node_modules/@shopify/buy-button-js/dist',
  commercelayer: 'node_modules/@commercelayer/drop-in.js/dist/drop-in',
} as const;

export interface BenchServers {
  /** `http://localhost:<port>` of the static server. */
  pagesUrl: string;
  /** `http://localhost:<port>` of the sandbox. */
  sandboxUrl: string;
  /**
   * URL of a bench page for a site; with `br`, its scripts are sent brotli-compressed; with
   * `language`, its storefront's language is that one (see `/<language>/…`); with `slow`, the page,
   * its scripts and its API calls go through the slow link (./throttle.ts; see {@link slowLink}).
   */
  page(name: string, siteKey: string, opts?: { br?: boolean; language?: Language; slow?: boolean }): string;
  /**
   * Opens the slow link of the mobile profile (once): a proxy to each server through one shared
   * link. Sites made after it allow its page origin too.
   */
  slowLink(profile: LinkProfile): Promise<void>;
  /** URL of a demo page (demo/<name>.html) with a query string (without `?`), in `language` when given. */
  demo(name: string, query?: string, language?: Language): string;
  /** A fresh sandbox site whose allowed origin is the static server. */
  newSite(): Promise<string>;
  /** POST to a sandbox test endpoint (`/__sandbox…`); throws on an error status. */
  admin<T>(path: string, body: unknown): Promise<T>;
  close(): Promise<void>;
}

/**
 * The Lit-alone page's script: bench/floor/lit-list.ts and Lit in one minified ES module (esbuild),
 * built on first request and then held like the dist files (see `hold` in startServers).
 */
function bundleFloor(): Buffer {
  const built = buildSync({
    entryPoints: ['bench/floor/lit-list.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return Buffer.from(built.outputFiles[0]!.contents);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
};

export async function startServers(): Promise<BenchServers> {
  const probe = readFileSync(new URL('./pages/probe.js', import.meta.url), 'utf8');
  let sandboxUrl = '';
  const app = new Hono();

  /** Under `/br/`, a page's script addresses point under `/br/` too. */
  const forBrotli = (html: string, br: boolean) => (br ? html.replace(/"\/(dist|peers|floor)\//g, '"/br/$1/') : html);

  /**
   * A page's HTML in `language` (ko, en or ja: its `<shop-storefront language="en">` set so), or
   * as written when none is given.
   */
  const inLanguage = (html: string, language: string | undefined) =>
    language
      ? html.replace(/<shop-storefront\b([^>]*)>/g, (_, attrs: string) => `<shop-storefront${attrs.replace(/\slanguage="[^"]*"/, '')} language="${language}">`)
      : html;

  for (const prefix of ['', '/br'] as const) {
    const br = prefix === '/br';
    // One route per language, written out: a `:language{ko|en|ja}` parameter is an ungrouped
    // alternation in Hono's router, which took `/br/pages/paint-elements.html` ("…en…") for a
    // language route and served the page without its `/br/` script addresses.
    for (const language of [undefined, ...LANGUAGES]) {
      const lang = language ? `/${language}` : '';
      app.get(`${prefix}${lang}/pages/:name{[a-z-]+\\.html}`, (c) => {
        const text = readFileSync(new URL(`./pages/${c.req.param('name')}`, import.meta.url), 'utf8');
        const html = text
          .replace('<!--probe-->', `<script>${probe}</script>`)
          .replaceAll('%SITE%', escapeHtml(c.req.query('site') ?? ''))
          .replaceAll('%API%', escapeHtml(c.req.query('api') ?? ''));
        return c.html(forBrotli(inLanguage(html, language), br), 200, { 'Cache-Control': 'no-store' });
      });
      app.get(`${prefix}${lang}/demo/:name{[a-z-]+\\.html}`, (c, next) => {
        let text: string;
        try {
          text = readFileSync(`demo/${c.req.param('name')}`, 'utf8');
        } catch {
          return next();
        }
        return c.html(forBrotli(inLanguage(text.replaceAll('http://localhost:8787', sandboxUrl), language), br), 200, {
          'Cache-Control': 'no-store',
        });
      });
    }
  }

  // Files are held in memory once read (and once compressed), as a CDN edge would: no disk read
  // and no stream plumbing in this process (which also runs the sandbox and drives the browser)
  // per request.
  const held = new Map<string, Buffer>();
  const readOrNull = (path: string) => {
    try {
      return readFileSync(path);
    } catch {
      return null;
    }
  };
  /** The body of `path` (read by `read` the first time), brotli-compressed with `br`, held. */
  const hold = (path: string, br: boolean, read: () => Buffer | null): Buffer | null => {
    const key = `${br ? 'br:' : ''}${path}`;
    let body = held.get(key);
    if (!body) {
      const raw = read();
      if (!raw) return null;
      body = br ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : raw;
      held.set(key, body);
    }
    return body;
  };
  const send = (path: string, br: boolean, read: () => Buffer | null = () => readOrNull(path)) => {
    if (path.includes('..')) return null;
    const ext = /\.(\w+)$/.exec(path)?.[1] ?? '';
    const type = TYPES[ext];
    if (!type) return null;
    const compress = br && ext === 'js';
    const body = hold(path, compress, read);
    if (!body) return null;
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    if (compress) headers['Content-Encoding'] = 'br';
    return new Response(new Uint8Array(body), { status: 200, headers });
  };
  for (const prefix of ['', '/br'] as const) {
    const br = prefix === '/br';
    app.get(`${prefix}/dist/:file{.+}`, (c, next) => send(`dist/${c.req.param('file')}`, br) ?? next());
    app.get(`${prefix}/floor/lit-list.js`, () => send('floor/lit-list.js', br, bundleFloor)!);
    app.get(`${prefix}/peers/empty.js`, () => new Response('', { headers: { 'Content-Type': TYPES.js!, 'Cache-Control': 'no-cache' } }));
    app.get(`${prefix}/peers/:peer{[a-z]+}/:file{.+}`, (c, next) => {
      const dir = PEERS[c.req.param('peer') as keyof typeof PEERS];
      return (dir && send(`${dir}/${c.req.param('file')}`, br)) ?? next();
    });
  }
  app.get('/style.css', () => send('demo/style.css', false)!);

  const server = serve({ fetch: app.fetch, port: 0, hostname: 'localhost' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const pagesUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  const sandbox = await startSandbox({ port: 0, demoOrigins: [pagesUrl] });
  sandboxUrl = sandbox.url;

  async function admin<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  let slow: { pages: Awaited<ReturnType<typeof throttledProxy>>; api: Awaited<ReturnType<typeof throttledProxy>> } | undefined;

  return {
    pagesUrl,
    sandboxUrl: sandbox.url,
    page: (name, siteKey, opts = {}) => {
      if (opts.slow && !slow) throw new Error('bench: the slow link is not open (servers.slowLink first)');
      const [pages, api] = opts.slow ? [slow!.pages.url, slow!.api.url] : [pagesUrl, sandbox.url];
      return `${pages}${opts.br ? '/br' : ''}${opts.language ? `/${opts.language}` : ''}/pages/${name}.html?site=${encodeURIComponent(siteKey)}&api=${encodeURIComponent(api)}`;
    },
    async slowLink(profile) {
      if (slow) return;
      const link = new Link(profile);
      slow = { pages: await throttledProxy(pagesUrl, link), api: await throttledProxy(sandbox.url, link) };
    },
    demo: (name, query, language) => `${pagesUrl}${language ? `/${language}` : ''}/demo/${name}.html${query ? `?${query}` : ''}`,
    newSite: async () => (await admin<{ site_key: string }>('/__sandbox/sites', { origins: [pagesUrl, ...(slow ? [slow.pages.url] : [])] })).site_key,
    admin,
    async close() {
      await slow?.pages.close();
      await slow?.api.close();
      (server as import('node:http').Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
