/**
 * Angular as the guide sets it up (docs/frameworks/angular.md): the standalone app of
 * test/hosts/angular-app/ (`CUSTOM_ELEMENTS_SCHEMA`, the storefront's key and address bound with
 * `[attr.site-key]` and `[attr.base-url]`, which Angular applies just after it inserts the
 * elements), built for production with `ng build` and served as static files with an SPA
 * fallback. It installs the PACKED package (`npm pack` of the built repo, or PACK_TARBALL) with
 * `npm ci` from its committed package-lock.json, in a temp folder outside the repo. Then, in
 * Debian's Chromium against the real sandbox: a whole purchase (catalog → product → add to cart →
 * header count → login → cart → checkout → payment → result → account), and the catalog and a
 * product page each loaded 8 times: no page error, no console error (the late key once left the
 * header's elements with a dead shop: "has no site-key attribute"). Times are printed and written
 * to .cache/hosts/angular-results.json.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.js';
import { KEEP, REPO, assertFreshBuild, run, tarball as packedTarball, tempOutsideRepo, type RunResult } from '../pack/harness.js';
import { launchChromium, simpleProduct, SITE_KEY } from '../node/e2e.js';
import { appRoutes, copySources, installPacked, logged, LOGS, repeatedLoads, seconds, serveSpa, watchAll } from './packed-app.js';
import { freePort } from './processes.js';
import { wholePurchase } from './purchase.js';

const APP = join(REPO, 'test/hosts/angular-app');
const RESULTS = join(LOGS, 'angular-results.json');
const LOADS = 8;

let temp = '';
let dir = '';
let url = '';
let install: RunResult | undefined;
let build: RunResult | undefined;
let server: Server | undefined;
let sandbox: RunningSandbox | undefined;
let browser: Browser | undefined;
const results: Record<string, unknown> = {};

before(async () => {
  assertFreshBuild('dist/index.js');
  temp = tempOutsideRepo('shop-elements-angular-');
  dir = join(temp, 'angular');
  const t0 = Date.now();
  const tarball = await packedTarball(temp);
  copySources(APP, dir);
  const t1 = Date.now();
  install = await installPacked(dir, tarball, 'angular');
  const t2 = Date.now();
  results.pack_ms = t1 - t0;
  results.install_ms = t2 - t1;
  console.log(`angular: npm pack ${seconds(t1 - t0)}; npm ci of the app ${seconds(t2 - t1)}`);
  assert.ok(install.ok, `npm ci of the Angular app failed:\n${install.output.slice(-3000)}`);

  // The sandbox must allow the app's origin; the build takes the sandbox's URL from the app's environment file.
  const port = await freePort();
  url = `http://localhost:${port}`;
  sandbox = await startSandbox({ port: 0, demoOrigins: [url] });
  writeFileSync(
    join(dir, 'src/environments/environment.ts'),
    `export const environment = { shopSiteKey: ${JSON.stringify(SITE_KEY)}, shopBaseUrl: ${JSON.stringify(sandbox.url)} };\n`,
  );
  build = logged('build-angular', await run(join(dir, 'node_modules/.bin/ng'), ['build'], dir, { NG_CLI_ANALYTICS: 'false' }));
  const version = (JSON.parse(readFileSync(join(dir, 'node_modules/@angular/core/package.json'), 'utf8')) as { version: string }).version;
  results.build_ms = build.ms;
  results.versions = { angular: version };
  console.log(`angular: production build (Angular ${version}) ${seconds(build.ms)}`);
  assert.ok(build.ok, `ng build failed (whole output: .cache/hosts/build-angular.log):\n${build.output.slice(-3000)}`);
  server = await serveSpa(join(dir, 'dist/browser'), port);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  if (server?.listening) await new Promise((done) => server!.close(done));
  await sandbox?.close();
  if (temp && !KEEP) rmSync(temp, { recursive: true, force: true });
  if (Object.keys(results).length === 0) return;
  console.log(`angular: ${JSON.stringify(results)}`);
  mkdirSync(LOGS, { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
});

describe('Angular (standalone, the guide’s [attr.site-key] binding): production build', () => {
  test('the built index.html holds no shop element: Angular inserts them, then binds the key', () => {
    const index = readFileSync(join(dir, 'dist/browser/index.html'), 'utf8');
    assert.match(index, /<app-root><\/app-root>/);
    assert.doesNotMatch(index, /<shop-/);
  });

  test('a whole purchase: catalog, product, cart, header count, login, checkout, payment, result, account; no console error', async () => {
    const start = Date.now();
    await wholePurchase(browser!, { demoUrl: url, sandboxUrl: sandbox!.url, close: async () => {} }, appRoutes(url), 'angular-buyer@example.com', (page) =>
      watchAll(page, sandbox!.url),
    );
    results.purchase_ms = Date.now() - start;
    console.log(`angular: purchase walked in ${seconds(Date.now() - start)}`);
  });

  test(`the catalog and a product page, each loaded ${LOADS} times: the header's count and login work, no console error`, async () => {
    const product = await simpleProduct({ sandboxUrl: sandbox!.url });
    const start = Date.now();
    const bad = [
      ...(await repeatedLoads(browser!, `${url}/`, LOADS, sandbox!.url, async (page) => {
        await page.locator('shop-product-list').getByRole('link').first().waitFor();
        await page.locator('shop-cart-count').filter({ hasText: '0' }).waitFor();
        await page.getByRole('button', { name: /^log in$/i }).waitFor();
      })),
      ...(await repeatedLoads(browser!, `${url}/products/${product.id}`, LOADS, sandbox!.url, async (page) => {
        await page.locator('shop-product-detail').getByText(product.name).first().waitFor();
        await page.locator('shop-cart-count').filter({ hasText: '0' }).waitFor();
      })),
    ];
    const ms = Date.now() - start;
    results.loads = { loads: 2 * LOADS, bad: bad.length, ms };
    console.log(`angular: ${2 * LOADS} loads in ${seconds(ms)}, ${bad.length} with a problem`);
    assert.deepEqual(bad, [], `${bad.length} of ${2 * LOADS} loads had a problem`);
  });
});
