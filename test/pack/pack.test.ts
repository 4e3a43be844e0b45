/**
 * Tests of the PACKED package in real bundlers (`npm run test:pack`, run at the end of `npm test`).
 *
 * `npm pack` of the built repo, then one fresh project in the system temp dir (no node_modules
 * above it, so nothing can resolve from the repo's own) that pins Vite, webpack, esbuild and
 * Rollup and installs the tarball as a user would. Each bundler builds the pages of
 * test/pack/app/pages/ for production (minified):
 *   per-element  `import 'shop-elements/elements/<tag>.js'` only, no storefront import
 *   all          `import 'shop-elements'`
 *   client       `import { StorefrontClient } from 'shop-elements/client'`, plain DOM, and no
 *                custom element in its bundle
 *   server       `import … from 'shop-elements/server'`: the Vite build must fail and say "Node"
 *                (what esbuild and webpack say is printed, not asserted)
 * Every built page is served from a loopback origin and loaded in Debian's Chromium against the
 * real sandbox; it must show what a buyer would see (product cards, a cart count, product names)
 * with no console error and no page error. Sizes (gzip of every JS file the page loaded) are
 * printed as a table and written to .cache/pack-results.json.
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { type Browser } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.js';
import { launchChromium } from '../node/e2e.js';
import { KEEP, REPO, type RunResult, assertFreshBuild, mustRun, run, tarball as packedTarball, tempOutsideRepo } from './harness.js';

const APP_FIXTURE = join(REPO, 'test/pack/app');
const RESULTS = join(REPO, '.cache/pack-results.json');
/** Each build's whole output, kept after the run (the temp project is removed). */
const BUILD_LOGS = join(REPO, '.cache/pack-builds');
const SITE_KEY = 'demo-site-key';
/** How long a page may take to show its products (a wait, not a timing assertion). */
const PAGE_WAIT_MS = 20_000;

const BUNDLERS = ['vite', 'webpack', 'esbuild', 'rollup'] as const;
const PAGES = ['per-element', 'all', 'client'] as const;
type Bundler = (typeof BUNDLERS)[number];
type PageName = (typeof PAGES)[number] | 'server';

type BuildResult = RunResult;

interface Row {
  bundler: Bundler;
  page: PageName;
  /** null: reported, not asserted. */
  passed: boolean | null;
  /** JS files the page loaded, and the sum of their gzip sizes (level 9, each file alone). */
  js_files?: number;
  js_gzip_bytes?: number;
  build_ms?: number;
  note?: string;
}

let temp = '';
let app = '';
let sandbox: RunningSandbox | undefined;
let web: Server | undefined;
let origin = '';
let browser: Browser | undefined;
const builds = new Map<string, BuildResult>();
const rows: Row[] = [];
const key = (bundler: Bundler, page: PageName) => `${bundler}/${page}`;

/** The build of one page with one bundler, into <app>/dist/<bundler>/<page>/. */
async function build(bundler: Bundler, page: PageName): Promise<BuildResult> {
  const bin = (name: string) => join(app, 'node_modules/.bin', name);
  const out = join(app, 'dist', bundler, page);
  let result: BuildResult;
  switch (bundler) {
    case 'vite':
      result = await run(bin('vite'), ['build', `pages/${page}`, '--base', './', '--outDir', out, '--emptyOutDir'], app);
      break;
    case 'webpack':
      result = await run(bin('webpack'), ['--config', 'webpack.config.mjs', '--env', `page=${page}`], app);
      break;
    case 'esbuild':
      result = await run(bin('esbuild'), [`pages/${page}/main.js`, '--bundle', '--minify', '--format=esm', '--splitting', `--outdir=${out}`], app);
      break;
    case 'rollup':
      result = await run(bin('rollup'), ['-c', 'rollup.config.mjs'], app, { PAGE: page });
      break;
  }
  mkdirSync(BUILD_LOGS, { recursive: true });
  writeFileSync(join(BUILD_LOGS, `${bundler}-${page}.log`), result.output);
  // Vite builds the HTML itself; the others emit main.js beside the page's own index.html.
  if (result.ok && bundler !== 'vite') cpSync(join(app, 'pages', page, 'index.html'), join(out, 'index.html'));
  return result;
}

/** A build's output without colours, stack frames and native backtraces: what a user would read. */
function readable(output: string): string {
  return output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => !/^\s+at |^\s*\d+: |^Stack backtrace:/.test(l))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The last `lines` lines of `readable(output)`. */
function said(output: string, lines = 30): string {
  return readable(output).split('\n').slice(-lines).join('\n');
}

/** Runs `jobs` with at most `limit` at once. */
async function pool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

/** Every file under `dir` whose name ends in .js. */
function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Static files of <app>/dist on http://localhost:<port>; pages get the sandbox URL and key. */
function serveBuilds(root: string, sandboxUrl: () => string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root + sep)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end('not found');
    let body: Buffer | string = readFileSync(file);
    if (file.endsWith('.html')) body = body.toString().replaceAll('__SITE_KEY__', SITE_KEY).replaceAll('__BASE_URL__', sandboxUrl());
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(body);
  });
  return new Promise((done) => server.listen(0, 'localhost', () => done(server)));
}

// Code run in the page is written as strings: tsx would wrap named functions in a helper that
// the page does not have.
/** What a page that did not get ready showed: defined elements, shadow roots, body. */
const PAGE_STATE = `(() => {
  const squeeze = (html) => html.replace(/<!--[^>]*-->/g, '').replace(/\\s+/g, ' ').trim().slice(0, 600);
  const shadow = (tag) => { const root = document.querySelector(tag)?.shadowRoot; return root ? squeeze(root.innerHTML) : '(no shadow root)'; };
  const tags = ['shop-storefront', 'shop-product-list', 'shop-cart-count'];
  return {
    defined: Object.fromEntries(tags.map((t) => [t, Boolean(customElements.get(t))])),
    product_list_shadow: shadow('shop-product-list'),
    cart_count_shadow: shadow('shop-cart-count'),
    body: squeeze(document.body.innerHTML),
  };
})()`;
/** Card titles, the cart count and the client page's product names, as shown. */
const SHOWN = `({
  cards: [...(document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('li[part~="card"] [part~="title"]') ?? [])].map((t) => t.textContent.trim()),
  cart_count: document.querySelector('shop-cart-count')?.shadowRoot?.querySelector('[part~="count"]')?.textContent?.trim() ?? null,
  products: [...document.querySelectorAll('#products li')].map((li) => li.textContent.trim()),
})`;
interface Seen {
  /** Problems that fail the test: console errors, page errors, failed requests. */
  problems: string[];
  /** Every console message, for the failure report. */
  console: string[];
  /** gzip size of each JS file the page loaded, by URL. */
  scripts: Map<string, number>;
  /** What the page showed (SHOWN). */
  shown: { cards: string[]; cart_count: string | null; products: string[] };
}

/**
 * Loads one built page in a fresh browser context, waits until `ready` holds in the page (or a
 * page error), and returns what it saw. When the page does not get ready, throws with what it
 * showed and its console.
 */
async function visit(bundler: Bundler, page: PageName, ready: string): Promise<Seen> {
  const context = await browser!.newContext();
  const tab = await context.newPage();
  const problems: string[] = [];
  const messages: string[] = [];
  const scripts = new Map<string, number>();
  const bodies: Array<Promise<unknown>> = [];
  let pageError: (e: Error) => void = () => {};
  const pageFailed = new Promise<never>((_, reject) => (pageError = reject));
  pageFailed.catch(() => {});
  tab.on('console', (m) => {
    messages.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  tab.on('pageerror', (e) => {
    problems.push(`page error: ${e.message}`);
    pageError(e);
  });
  tab.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  tab.on('response', (r) => {
    if (r.request().resourceType() !== 'script' || !r.url().startsWith(origin)) return;
    bodies.push(
      r.body().then(
        (b) => scripts.set(r.url(), gzipSync(b, { level: 9 }).length),
        (e: Error) => console.log(`pack: ${bundler}/${page}: no body for ${r.url()} (${e.message}); left out of the size`),
      ),
    );
  });
  try {
    await tab.goto(`${origin}/${bundler}/${page}/`);
    const waited = tab.waitForFunction(ready, undefined, { timeout: PAGE_WAIT_MS });
    waited.catch(() => {});
    let reason = '';
    // A page error ends the wait: the page will not get there.
    await Promise.race([waited, pageFailed]).catch(
      (e: Error) => (reason = /Timeout/i.test(e.message) ? `within ${PAGE_WAIT_MS / 1000} s` : 'after a page error'),
    );
    if (reason) {
      const state = (await tab.evaluate(PAGE_STATE)) as {
        defined: Record<string, boolean>;
        product_list_shadow: string;
        cart_count_shadow: string;
        body: string;
      };
      assert.fail(
        `${bundler}/${page}: the page did not show its products ${reason}.\n` +
          `custom elements defined: ${JSON.stringify(state.defined)}\n` +
          `<shop-product-list> shadow root: ${state.product_list_shadow}\n` +
          `<shop-cart-count> shadow root: ${state.cart_count_shadow}\n` +
          `body: ${state.body}\n` +
          `console (${messages.length}):\n  ${messages.join('\n  ') || '(nothing)'}\n` +
          `problems: ${problems.join('; ') || '(none)'}`,
      );
    }
    const shown = (await tab.evaluate(SHOWN)) as Seen['shown'];
    await Promise.all(bodies);
    // Copies: closing the context below may still report aborted requests.
    return { problems: [...problems], console: [...messages], scripts: new Map(scripts), shown };
  } finally {
    await context.close();
  }
}

/** Products shown in the list's shadow root, and a number in the cart count. */
const ELEMENTS_READY = `(() => {
  const cards = document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('li[part~="card"] [part~="title"]') ?? [];
  const count = document.querySelector('shop-cart-count')?.shadowRoot?.querySelector('[part~="count"]')?.textContent?.trim() ?? '';
  return cards.length > 0 && [...cards].every((t) => t.textContent.trim() !== '') && /^\\d+$/.test(count);
})()`;
/** Product names listed into plain DOM by the client-only page. */
const CLIENT_READY = `document.querySelectorAll('#products li').length > 0`;

function record(row: Row): void {
  rows.push(row);
}

before(async () => {
  assertFreshBuild('dist/index.js');
  temp = tempOutsideRepo('shop-elements-pack-');
  app = join(temp, 'app');
  const t0 = Date.now();
  const tarball = await packedTarball(temp);
  cpSync(APP_FIXTURE, app, { recursive: true });
  await mustRun('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], app);
  const t1 = Date.now();
  console.log(`pack: npm pack + npm install of the tarball and 4 bundlers: ${((t1 - t0) / 1000).toFixed(1)} s`);

  // Webpack and Rollup are the slow ones: start them first; two at a time (2-core CI machines).
  const jobs: Array<[Bundler, PageName]> = [];
  for (const bundler of ['webpack', 'rollup', 'vite', 'esbuild'] as const)
    for (const page of [...PAGES, 'server'] as const) if (page !== 'server' || bundler !== 'rollup') jobs.push([bundler, page]);
  await pool(
    jobs.map(
      ([b, p]) =>
        async () =>
          builds.set(key(b, p), await build(b, p)),
    ),
    2,
  );
  console.log(`pack: ${jobs.length} production builds: ${((Date.now() - t1) / 1000).toFixed(1)} s`);

  // The page origin first (the sandbox's demo site must allow it), then the sandbox.
  let sandboxUrl = '';
  web = await serveBuilds(join(app, 'dist'), () => sandboxUrl);
  origin = `http://localhost:${(web.address() as AddressInfo).port}`;
  sandbox = await startSandbox({ port: 0, demoOrigins: [origin] });
  sandboxUrl = sandbox.url;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await sandbox?.close();
  if (web?.listening) await new Promise((done) => web!.close(done));
  if (temp && !KEEP) rmSync(temp, { recursive: true, force: true });
  if (rows.length === 0) return;
  const order = (r: Row) => BUNDLERS.indexOf(r.bundler) * 10 + [...PAGES, 'server'].indexOf(r.page);
  rows.sort((a, b) => order(a) - order(b));
  const kb = (n?: number) => (n === undefined ? '' : `${(n / 1024).toFixed(1)} kB`);
  const lines = rows.map(
    (r) =>
      `${r.bundler.padEnd(8)} ${r.page.padEnd(12)} ${(r.passed === null ? '-' : r.passed ? 'pass' : 'FAIL').padEnd(5)} ${kb(r.js_gzip_bytes).padStart(9)} ${String(r.js_files ?? '').padStart(5)}  ${r.note ?? ''}`,
  );
  console.log(['', 'pack: bundler  page         test  JS (gzip) files', ...lines.map((l) => `pack: ${l}`)].join('\n'));
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
});

function mustHaveBuilt(bundler: Bundler, page: PageName): BuildResult {
  const b = builds.get(key(bundler, page));
  assert.ok(b, `no build of ${bundler}/${page}`);
  if (!b.ok) {
    record({ bundler, page, passed: false, build_ms: b.ms, note: 'build failed' });
    assert.fail(`${bundler} production build of ${page} failed (whole output: .cache/pack-builds/${bundler}-${page}.log):\n${said(b.output)}`);
  }
  return b;
}

for (const bundler of BUNDLERS) {
  describe(`packed shop-elements built with ${bundler}`, { concurrency: true }, () => {
    for (const page of ['per-element', 'all'] as const) {
      test(`${page}: the page shows product cards and a cart count`, async () => {
        const b = mustHaveBuilt(bundler, page);
        let seen: Seen;
        try {
          seen = await visit(bundler, page, ELEMENTS_READY);
        } catch (e) {
          record({ bundler, page, passed: false, build_ms: b.ms, note: 'no product cards' });
          throw e;
        }
        const { shown } = seen;
        const sizes = [...seen.scripts.values()];
        record({
          bundler,
          page,
          passed: seen.problems.length === 0 && shown.cards.length === 4 && shown.cart_count === '0',
          js_files: sizes.length,
          js_gzip_bytes: sizes.reduce((a, n) => a + n, 0),
          build_ms: b.ms,
          note: `${shown.cards.length} cards, cart count ${shown.cart_count}`,
        });
        assert.deepEqual(seen.problems, [], `${bundler}/${page}: console or page errors`);
        assert.equal(shown.cards.length, 4, `limit="4" shows four cards; shown: ${shown.cards.join(', ')}`);
        assert.equal(shown.cart_count, '0', 'a fresh visitor has an empty guest cart');
      });
    }

    test('client: StorefrontClient lists products into plain DOM, with no custom element in the bundle', async () => {
      const b = mustHaveBuilt(bundler, 'client');
      const code = jsFiles(join(app, 'dist', bundler, 'client'))
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      const offending = ['customElements', 'shop-product-list', 'shop-storefront'].filter((s) => code.includes(s));
      let seen: Seen;
      try {
        seen = await visit(bundler, 'client', CLIENT_READY);
      } catch (e) {
        record({ bundler, page: 'client', passed: false, build_ms: b.ms, note: 'no products listed' });
        throw e;
      }
      const { shown } = seen;
      const sizes = [...seen.scripts.values()];
      const passed = seen.problems.length === 0 && offending.length === 0 && shown.products.length === 4;
      record({
        bundler,
        page: 'client',
        passed,
        js_files: sizes.length,
        js_gzip_bytes: sizes.reduce((a, n) => a + n, 0),
        build_ms: b.ms,
        note: offending.length ? `bundle holds ${offending.join(', ')}` : `${shown.products.length} products`,
      });
      assert.deepEqual(seen.problems, [], `${bundler}/client: console or page errors`);
      assert.deepEqual(offending, [], `${bundler}/client: the client-only bundle must hold no custom element`);
      assert.equal(shown.products.length, 4, `four products listed; shown: ${shown.products.join(', ')}`);
      assert.ok(
        shown.products.every((n) => n !== ''),
        'every product has a name',
      );
    });
  });
}

describe('shop-elements/server in a browser build', () => {
  test('the Vite production build fails and says the toolkit is for Node', () => {
    const b = builds.get(key('vite', 'server'));
    assert.ok(b, 'no Vite build of the server page');
    const vite = said(b.output, 15);
    // What the other bundlers say is reported here, not asserted.
    for (const other of ['esbuild', 'webpack'] as const) {
      const o = builds.get(key(other, 'server'))!;
      const note = o.ok ? 'build passed' : 'build failed';
      console.log(
        `pack: ${other} on shop-elements/server: ${note}:\n${said(o.output, 12)
          .split('\n')
          .map((l) => `  ${l}`)
          .join('\n')}`,
      );
      record({ bundler: other, page: 'server', passed: null, build_ms: o.ms, note: `${note} (reported, not asserted)` });
    }
    const passed = !b.ok && /\bNode\b/.test(readable(b.output));
    record({ bundler: 'vite', page: 'server', passed, build_ms: b.ms, note: b.ok ? 'build PASSED' : 'build failed' });
    assert.equal(b.ok, false, `Vite built a browser page that imports shop-elements/server:\n${vite}`);
    assert.match(readable(b.output), /\bNode\b/, `the Vite error must say the toolkit is for Node:\n${vite}`);
  });
});
