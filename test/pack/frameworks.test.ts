/**
 * Framework support, tested on the PACKED package (`npm run test:pack`, beside pack.test.ts).
 *
 * `npm pack` of the built repo (or PACK_TARBALL), then three temp projects in the system temp dir
 * (no node_modules above them), each with ONE `npm install <tarball> --prefer-offline`:
 *   react      a copy of examples/react (Vite + React 19 + React Router)
 *   vue        a copy of examples/vue (Vite + Vue 3 + Vue Router)
 *   typecheck  test/frameworks/typecheck: a Preact and a Svelte 5 fixture
 * Type checks, each of the example or fixture as a developer runs it, with zero errors:
 *   React `tsc --noEmit`, Vue `vue-tsc --noEmit` (strictTemplates), Preact `tsc`, Svelte `svelte-check`.
 * And a file of misuses per framework (test/frameworks/react-misuse, vue-misuse, typecheck/preact,
 * typecheck/svelte), checked with skipLibCheck off: it must FAIL with exactly the expected errors
 * (a wrong attribute value, a wrong property type, an unknown `detail` field of two events…), and
 * none in our typings. Typings that were `any` would pass it.
 * Then each example is built for production with Vite, served with an SPA fallback (every route
 * → index.html) from a loopback origin, and a whole purchase is walked in Debian's Chromium
 * against the real sandbox: catalog search → product page by client-side routing (a window marker
 * survives) → add to cart → header count → cart → checkout → sandbox sign-in → back to the
 * checkout → receiver form → place order → sandbox payment page → result route shows success.
 * No page error, no console error. Times and sizes (gzip of the JS each app loaded) are printed
 * and written to .cache/frameworks-results.json.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.js';
import { KEEP, REPO, type RunResult, assertFreshBuild, run, serveSpa, tarball as packedTarball, tempOutsideRepo } from './harness.js';
import { launchChromium, escapeRe, fillReceiver, assertPaid, signIn, simpleProduct, SITE_KEY } from '../node/e2e.js';

const FIXTURES = join(REPO, 'test/frameworks');
const RESULTS = join(REPO, '.cache/frameworks-results.json');
const LOGS = join(REPO, '.cache/frameworks');

const EXAMPLES = ['react', 'vue'] as const;
type Example = (typeof EXAMPLES)[number];
type Project = Example | 'typecheck';

/** Keeps a command's whole output in .cache/frameworks/<name>.log; returns the result. */
function logged(name: string, result: RunResult): RunResult {
  mkdirSync(LOGS, { recursive: true });
  writeFileSync(join(LOGS, `${name}.log`), result.output);
  return result;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let temp = '';
const dir = (project: Project) => join(temp, project);
const installs = new Map<Project, RunResult>();
const builds = new Map<Example, RunResult>();
const servers = new Map<Example, { server: Server; origin: string }>();
let sandbox: RunningSandbox | undefined;
let browser: Browser | undefined;
/** Times (ms) and sizes, printed and written to RESULTS at the end. */
const results: Record<string, unknown> = {};

/** Copies a folder without what a developer's own install or build left in it. */
function copyProject(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (src) => !/(^|[\\/])(node_modules|dist)([\\/]|$)/.test(relative(from, src)) });
}

before(async () => {
  assertFreshBuild('dist/frameworks/react.d.ts');
  temp = tempOutsideRepo('shop-elements-frameworks-');
  const t0 = Date.now();
  const tarball = await packedTarball(temp);
  for (const example of EXAMPLES) {
    copyProject(join(REPO, 'examples', example), dir(example));
    copyProject(join(FIXTURES, `${example}-misuse`), join(dir(example), 'misuse'));
  }
  copyProject(join(FIXTURES, 'typecheck'), dir('typecheck'));
  const t1 = Date.now();
  // The three installs at once: mostly waiting on the cache and the registry.
  await Promise.all(
    (['react', 'vue', 'typecheck'] as const).map(async (project) =>
      installs.set(project, logged(`install-${project}`, await run('npm', ['install', tarball!, '--prefer-offline', '--no-audit', '--no-fund'], dir(project)))),
    ),
  );
  const t2 = Date.now();
  results.pack_ms = t1 - t0;
  results.installs_ms = t2 - t1;
  console.log(`frameworks: npm pack ${seconds(t1 - t0)}; three npm installs of the tarball (react, vue, typecheck) at once ${seconds(t2 - t1)}`);
  for (const [project, r] of installs) assert.ok(r.ok, `npm install in the ${project} project failed:\n${r.output.slice(-3000)}`);

  // The app origins first (the sandbox's demo site must allow them), then the sandbox, whose
  // URL each production build takes from its Vite env.
  for (const example of EXAMPLES) {
    const server = await serveSpa(join(dir(example), 'dist'));
    servers.set(example, { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` });
  }
  sandbox = await startSandbox({ port: 0, demoOrigins: [...servers.values()].map((s) => s.origin) });
  for (const example of EXAMPLES) {
    const vite = join(dir(example), 'node_modules/.bin/vite');
    builds.set(
      example,
      logged(`build-${example}`, await run(vite, ['build'], dir(example), { VITE_SHOP_SITE_KEY: SITE_KEY, VITE_SHOP_BASE_URL: sandbox.url })),
    );
  }
  results.builds_ms = Object.fromEntries([...builds].map(([e, b]) => [e, b.ms]));
  console.log(`frameworks: production builds: ${[...builds].map(([e, b]) => `${e} ${seconds(b.ms)}`).join(', ')}`);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await sandbox?.close();
  for (const { server } of servers.values()) if (server.listening) await new Promise((done) => server.close(done));
  if (temp && !KEEP) rmSync(temp, { recursive: true, force: true });
  if (Object.keys(results).length === 0) return;
  console.log(`frameworks: ${JSON.stringify(results)}`);
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
});

// ---------------------------------------------------------------------------------------------
// Type checks

interface Diagnostic {
  file: string;
  line: number;
  message: string;
}

/** `file(line,col): error TSnnnn: message` of tsc and vue-tsc, with the indented lines that follow. */
function tscErrors(output: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const line of output.split('\n')) {
    const m = /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(line);
    if (m) found.push({ file: m[1]!, line: Number(m[2]), message: m[3]! });
    else if (/^\s+\S/.test(line) && found.length > 0) found.at(-1)!.message += `\n${line.trim()}`;
  }
  return found;
}

/** `… ERROR "file" line:col "message"` of `svelte-check --output machine`. */
function svelteErrors(output: string): Diagnostic[] {
  return [...output.matchAll(/^\d+ ERROR "(.+?)" (\d+):\d+ "(.*)"$/gm)].map((m) => ({ file: m[1]!, line: Number(m[2]), message: m[3]!.replace(/\\"/g, '"') }));
}

/** What the misuse files of every framework must be told, one error each. */
const MISUSES = [
  { what: 'token-storage="cookie" (not one of session, local, memory)', message: /"cookie"' is not assignable to type/ },
  { what: 'kind="products" (not product or content)', message: /"products"' is not assignable to type/ },
  { what: 'limit={{ n: 6 }} (a number or its text)', message: /'\{ n: number; \}' is not assignable to type/ },
  { what: 'shop-navigate: e.detail.nonexistent', message: /'nonexistent' does not exist on type 'ShopNavigateDetail'/ },
  { what: 'shop-cart-add: e.detail.product_idd', message: /'product_idd' does not exist on type 'ShopCartAddDetail'/ },
];
/** Vue's strictTemplates also rejects an unknown attribute and an unknown event. */
const VUE_MISUSES = [
  ...MISUSES,
  { what: 'prodct-id="1" (unknown attribute)', message: /'prodctId' does not exist in type/ },
  { what: '@shop-nav (unknown event)', message: /'onShopNav' does not exist in type/ },
];

function assertClean(label: string, r: RunResult, errors: Diagnostic[]): void {
  assert.deepEqual(
    errors.map((e) => `${e.file}:${e.line}: ${e.message}`),
    [],
    `${label}: errors`,
  );
  assert.ok(r.ok, `${label} exited with an error:\n${r.output.slice(-3000)}`);
}

/** The misuse check failed with exactly one error per expected misuse, all in the misuse file. */
function assertMisuses(label: string, r: RunResult, errors: Diagnostic[], file: string, expected: typeof MISUSES): void {
  assert.equal(r.ok, false, `${label}: the misuse file checked clean: the typings let everything through (any?)`);
  const elsewhere = errors.filter((e) => basename(e.file) !== file);
  assert.deepEqual(
    elsewhere.map((e) => `${e.file}:${e.line}: ${e.message}`),
    [],
    `${label}: errors outside ${file} (in the typings?)`,
  );
  const missing = expected.filter((x) => errors.filter((e) => x.message.test(e.message)).length !== 1).map((x) => x.what);
  assert.deepEqual(missing, [], `${label}: misuses not reported exactly once; all errors:\n${errors.map((e) => `${e.line}: ${e.message}`).join('\n')}`);
  assert.equal(errors.length, expected.length, `${label}: one error per misuse, no other:\n${errors.map((e) => `${e.line}: ${e.message}`).join('\n')}`);
}

async function check(name: string, cmd: string, args: string[], cwd: string): Promise<RunResult> {
  const r = logged(name, await run(cmd, args, cwd));
  results[`${name}_ms`] = r.ms;
  console.log(`frameworks: ${name}: ${r.ok ? 'no error' : 'errors'} in ${seconds(r.ms)}`);
  return r;
}

const bin = (project: Project, name: string) => join(dir(project), 'node_modules/.bin', name);

// Two checks at a time: each is one mostly single-threaded process.
describe('typings: each framework type-checks real use with zero errors, and rejects misuse', { concurrency: 2 }, () => {
  test('React 19: tsc --noEmit of examples/react', async () => {
    const r = await check('tsc-react', bin('react', 'tsc'), ['--noEmit', '-p', '.'], dir('react'));
    assertClean('tsc (React)', r, tscErrors(r.output));
  });
  test('React 19: the misuse file fails tsc with the expected errors only', async () => {
    const r = await check('tsc-react-misuse', bin('react', 'tsc'), ['--noEmit', '-p', 'misuse/tsconfig.json'], dir('react'));
    assertMisuses('tsc (React misuse)', r, tscErrors(r.output), 'misuse.tsx', MISUSES);
  });

  test('Vue 3: vue-tsc --noEmit of examples/vue (strictTemplates)', async () => {
    const config = JSON.parse(readFileSync(join(dir('vue'), 'tsconfig.json'), 'utf8')) as { vueCompilerOptions?: { strictTemplates?: boolean } };
    assert.equal(config.vueCompilerOptions?.strictTemplates, true, 'examples/vue/tsconfig.json must keep strictTemplates');
    const r = await check('vue-tsc', bin('vue', 'vue-tsc'), ['--noEmit', '-p', '.'], dir('vue'));
    assertClean('vue-tsc', r, tscErrors(r.output));
  });
  test('Vue 3: the misuse file fails vue-tsc with the expected errors only', async () => {
    const r = await check('vue-tsc-misuse', bin('vue', 'vue-tsc'), ['--noEmit', '-p', 'misuse/tsconfig.json'], dir('vue'));
    assertMisuses('vue-tsc (misuse)', r, tscErrors(r.output), 'Misuse.vue', VUE_MISUSES);
  });

  test('Preact: tsc of the Preact fixture', async () => {
    const r = await check('tsc-preact', bin('typecheck', 'tsc'), ['-p', 'preact/tsconfig.json'], dir('typecheck'));
    assertClean('tsc (Preact)', r, tscErrors(r.output));
  });
  test('Preact: the misuse file fails tsc with the expected errors only', async () => {
    const r = await check('tsc-preact-misuse', bin('typecheck', 'tsc'), ['-p', 'preact/tsconfig.misuse.json'], dir('typecheck'));
    assertMisuses('tsc (Preact misuse)', r, tscErrors(r.output), 'misuse.tsx', MISUSES);
  });

  test('Svelte 5: svelte-check of the Svelte fixture', async () => {
    const r = await check(
      'svelte-check',
      bin('typecheck', 'svelte-check'),
      ['--tsconfig', './tsconfig.json', '--output', 'machine', '--fail-on-warnings'],
      join(dir('typecheck'), 'svelte'),
    );
    assert.match(r.output, /COMPLETED \d+ FILES 0 ERRORS 0 WARNINGS/, `svelte-check:\n${r.output.slice(-3000)}`);
    assertClean('svelte-check', r, svelteErrors(r.output));
  });
  test('Svelte 5: the misuse file fails svelte-check with the expected errors only', async () => {
    const r = await check(
      'svelte-check-misuse',
      bin('typecheck', 'svelte-check'),
      ['--tsconfig', './tsconfig.misuse.json', '--output', 'machine'],
      join(dir('typecheck'), 'svelte'),
    );
    assertMisuses('svelte-check (misuse)', r, svelteErrors(r.output), 'Misuse.svelte', MISUSES);
  });
});

// ---------------------------------------------------------------------------------------------
// The whole purchase in each production build

/**
 * Page errors, console errors and failed requests (but aborted ones: a navigation aborts what is
 * in flight). The browser's own favicon request to the sandbox's pages (which have none) is not
 * the app's: its 404 is left out.
 */
function watch(page: Page, origin: string, scripts: Map<string, number>, reads: Array<Promise<unknown>>): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url;
    if (at === `${sandbox!.url}/favicon.ico` && /^Failed to load resource/.test(m.text())) return;
    problems.push(`console error at ${page.url()}: ${m.text()}${at ? ` (${at})` : ''}`);
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (!/ERR_ABORTED/.test(error)) problems.push(`request failed: ${r.url()} (${error})`);
  });
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script' || !r.url().startsWith(origin) || scripts.has(r.url())) return;
    scripts.set(r.url(), 0);
    reads.push(
      r.body().then(
        (b) => scripts.set(r.url(), gzipSync(b, { level: 9 }).length),
        (e: Error) => console.log(`frameworks: no body for ${r.url()} (${e.message}); counted as 0`),
      ),
    );
  });
  return problems;
}

const MARKER = 'window.__shopExampleMarker';

async function assertSameDocument(page: Page, where: string): Promise<void> {
  assert.equal(
    await page.evaluate(MARKER),
    'set before the first click',
    `${where}: a full page load happened (the window marker is gone): the app did not route client-side`,
  );
}

for (const example of EXAMPLES) {
  describe(`examples/${example}: production build, a whole purchase in Chromium`, () => {
    test('catalog → product (client-side route) → cart → checkout → sign-in → payment → result', async () => {
      const build = builds.get(example)!;
      assert.ok(build.ok, `vite build of examples/${example} failed (whole output: .cache/frameworks/build-${example}.log):\n${build.output.slice(-3000)}`);
      const { origin } = servers.get(example)!;
      const product = await simpleProduct({ sandboxUrl: sandbox!.url });
      const context = await browser!.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      const reads: Array<Promise<unknown>> = [];
      const problems = watch(page, origin, scripts, reads);
      const start = Date.now();
      try {
        await page.goto(`${origin}/`);
        await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
        await page.evaluate(`${MARKER} = 'set before the first click'`);

        // Catalog: the search narrows the list; the card's link routes in the app.
        await page.getByRole('searchbox').fill(product.name);
        await page.getByRole('searchbox').press('Enter');
        await page
          .getByRole('link', { name: new RegExp(escapeRe(product.name)) })
          .first()
          .click();
        await page.waitForURL(`${origin}/products/${product.id}`);
        await assertSameDocument(page, 'catalog → product');

        // Product page: add to cart; the app's onshop-cart-add handler shows the event's detail.
        await page.getByRole('button', { name: /^add to cart$/i }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `Added 1 × product ${product.id}` })
          .waitFor();
        await page.locator('header shop-cart-count').filter({ hasText: '1' }).waitFor();

        // Cart through the header link, then the cart's checkout link (shop-navigate, routed).
        await page.getByRole('link', { name: /^cart/i }).click();
        await page.waitForURL(`${origin}/cart`);
        await page.getByText(product.name).first().waitFor();
        await assertSameDocument(page, 'product → cart');
        await page.getByRole('link', { name: /check ?out/i }).click();

        // Logged out: the checkout sends the buyer to the sign-in page, which comes back through
        // /auth/callback (index.html by the SPA fallback) to /checkout.
        await signIn(page, `${example}-example@example.com`);
        await fillReceiver(page, 'Kim Minji', new RegExp(`^${escapeRe(origin)}/checkout$`));
        await page.getByRole('button', { name: /place order/i }).click();
        await page.waitForURL(/__pay/);
        await page.getByText('Kim Minji').first().waitFor();
        await page.getByRole('button', { name: 'Pay' }).click();
        await page.waitForURL(new RegExp(`^${escapeRe(origin)}/payment-result\\?`));
        await assertPaid(page, { sandboxUrl: sandbox!.url });
        await page.locator('header shop-cart-count').filter({ hasText: '0' }).waitFor();
      } catch (e) {
        const shot = join(LOGS, `${example}-failure.png`);
        mkdirSync(LOGS, { recursive: true });
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        throw new Error(`${(e as Error).message}\nat ${page.url()} (screenshot: ${relative(REPO, shot)})\nproblems: ${problems.join('\n') || '(none)'}`, {
          cause: e,
        });
      } finally {
        const walk_ms = Date.now() - start;
        await Promise.all(reads);
        await context.close();
        const sizes = [...scripts.values()];
        results[example] = { build_ms: build.ms, walk_ms, js_files: sizes.length, js_gzip_bytes: sizes.reduce((a, n) => a + n, 0) };
        console.log(
          `frameworks: ${example}: purchase walked in ${seconds(walk_ms)}; the app loaded ${sizes.length} JS files, ${(sizes.reduce((a, n) => a + n, 0) / 1024).toFixed(1)} kB gzip`,
        );
      }
      assert.deepEqual(problems, [], `examples/${example}: no page error, no console error`);
    });
  });
}
