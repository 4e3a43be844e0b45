/**
 * Next.js (App Router) as the guide sets it up (docs/frameworks/nextjs.md), built for production
 * (`next build`) and served by `next start`, in two setups of the app of test/hosts/nextjs-app/:
 *   client   Next.js 16: the elements in client components (`'use client'`), no plugin;
 *   lit-ssr  Next.js 15 with `@lit-labs/nextjs`: the same pages, the elements' shadow roots
 *            rendered on the server (declarative shadow DOM).
 * Each installs the PACKED package (`npm pack` of the built repo, or PACK_TARBALL) with `npm ci`
 * from its committed package-lock.json, in a temp folder outside the repo. Then, in Debian's
 * Chromium against the real sandbox: a whole purchase (catalog → product → add to cart → header
 * count → login → cart → checkout → payment → result → account), and the catalog, a product page
 * and a list with a `<template>` child (light-DOM items) each loaded 8 times: no page error, no
 * console error, no React hydration error (#418 and its kin: a race between the elements' data and
 * React's hydration), no shop element re-created. Times are printed and written to
 * .cache/hosts/nextjs-results.json.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.js';
import { KEEP, REPO, assertFreshBuild, run, tarball as packedTarball, tempOutsideRepo, type RunResult } from '../pack/harness.js';
import { launchChromium, simpleProduct, SITE_KEY } from '../node/e2e.js';
import { appRoutes, copySources, HYDRATION_ERROR, installPacked, logged, LOGS, repeatedLoads, seconds, watchAll } from './packed-app.js';
import { freePort, start, waitFor, type Running } from './processes.js';
import { wholePurchase } from './purchase.js';

const APP = join(REPO, 'test/hosts/nextjs-app');
const RESULTS = join(LOGS, 'nextjs-results.json');
const SETUPS = ['client', 'lit-ssr'] as const;
type Setup = (typeof SETUPS)[number];
/** Loads of each page per setup: about one in three failed before the JSON-LD left the light DOM. */
const LOADS = 8;

interface App {
  dir: string;
  port: number;
  url: string;
  install?: RunResult;
  build?: RunResult;
  server?: Running;
  next?: string;
}

let temp = '';
const apps = new Map<Setup, App>();
let sandbox: RunningSandbox | undefined;
let browser: Browser | undefined;
const results: Record<string, unknown> = {};

before(async () => {
  assertFreshBuild('dist/frameworks/react.d.ts');
  temp = tempOutsideRepo('shop-elements-nextjs-');
  const t0 = Date.now();
  const tarball = await packedTarball(temp);
  for (const setup of SETUPS) {
    const dir = join(temp, setup);
    for (const part of ['app', 'tsconfig.json', 'shop.d.ts']) copySources(join(APP, part), join(dir, part));
    copySources(join(APP, setup), dir);
    const port = await freePort();
    apps.set(setup, { dir, port, url: `http://localhost:${port}` });
  }
  const t1 = Date.now();
  // Both installs at once: mostly waiting on the cache and the registry.
  await Promise.all(SETUPS.map(async (setup) => (apps.get(setup)!.install = await installPacked(apps.get(setup)!.dir, tarball, `nextjs-${setup}`))));
  const t2 = Date.now();
  results.pack_ms = t1 - t0;
  results.installs_ms = t2 - t1;
  console.log(`nextjs: npm pack ${seconds(t1 - t0)}; two npm ci of the apps (client, lit-ssr) at once ${seconds(t2 - t1)}`);
  for (const [setup, app] of apps) assert.ok(app.install!.ok, `npm ci of the ${setup} app failed:\n${app.install!.output.slice(-3000)}`);

  // The sandbox must allow the apps' origins; each build takes the sandbox's URL.
  sandbox = await startSandbox({ port: 0, demoOrigins: [...apps.values()].map((a) => a.url) });
  const env = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SHOP_SITE_KEY: SITE_KEY, NEXT_PUBLIC_SHOP_BASE_URL: sandbox.url };
  // One build at a time (each uses every core).
  for (const [setup, app] of apps) {
    const next = join(app.dir, 'node_modules/.bin/next');
    app.build = logged(`build-nextjs-${setup}`, await run(next, ['build'], app.dir, env));
    app.next = /Next\.js (\d+\.\d+\.\d+)/.exec(app.build.output)?.[1];
    assert.ok(app.build.ok, `next build (${setup}) failed (whole output: .cache/hosts/build-nextjs-${setup}.log):\n${app.build.output.slice(-3000)}`);
    app.server = start(next, ['start', app.dir, '--port', String(app.port), '--hostname', 'localhost'], env);
  }
  results.builds_ms = Object.fromEntries([...apps].map(([s, a]) => [s, a.build!.ms]));
  results.versions = Object.fromEntries([...apps].map(([s, a]) => [s, a.next]));
  console.log(`nextjs: production builds: ${[...apps].map(([s, a]) => `${s} (Next.js ${a.next}) ${seconds(a.build!.ms)}`).join(', ')}`);
  for (const [setup, app] of apps)
    await waitFor(
      async () => (await fetch(`${app.url}/`)).ok,
      () => `next start (${setup}) did not answer on ${app.url}:\n${app.server!.output()}`,
    );
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  for (const app of apps.values()) await app.server?.stop();
  await sandbox?.close();
  if (temp && !KEEP) rmSync(temp, { recursive: true, force: true });
  if (Object.keys(results).length === 0) return;
  console.log(`nextjs: ${JSON.stringify(results)}`);
  mkdirSync(LOGS, { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
});

/** React has hydrated `selector` (its fiber is on the element). */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  }, selector);
}

for (const setup of SETUPS) {
  describe(`Next.js, ${setup === 'client' ? 'client components (Next.js 16)' : '@lit-labs/nextjs (Next.js 15)'}: production build`, () => {
    test('the server HTML: the elements’ tags (with their shadow roots under @lit-labs/nextjs), no event handler as an attribute', async () => {
      const { url, dir } = apps.get(setup)!;
      const html = await (await fetch(`${url}/`)).text();
      assert.match(html, /<shop-storefront [^>]*site-key="demo-site-key"/);
      assert.match(html, /<shop-product-list [^>]*product-href="\/products\/\{product_id\}"/);
      assert.doesNotMatch(html, /<shop-[a-z-]+ [^>]*\bonshop-/, 'no onshop-* attribute in the server HTML');
      const shadowRoots = html.match(/<template shadowroot(mode)?="open"/g)?.length ?? 0;
      if (setup === 'lit-ssr') assert.ok(shadowRoots >= 3, `the shadow roots are in the server HTML (found ${shadowRoots})`);
      else assert.equal(shadowRoots, 0, 'plain tags without the plugin');
      const pkg = JSON.parse(readFileSync(join(dir, 'node_modules/shop-elements/package.json'), 'utf8')) as { version: string };
      assert.ok(pkg.version, 'shop-elements installed from the tarball');
    });

    test('a whole purchase: catalog, product, cart, header count, login, checkout, payment, result, account; no console error', async () => {
      const { url } = apps.get(setup)!;
      const start = Date.now();
      await wholePurchase(browser!, { demoUrl: url, sandboxUrl: sandbox!.url, close: async () => {} }, appRoutes(url), `nextjs-${setup}@example.com`, (page) =>
        watchAll(page, sandbox!.url),
      );
      results[`${setup}_purchase_ms`] = Date.now() - start;
      console.log(`nextjs: ${setup}: purchase walked in ${seconds(Date.now() - start)}`);
    });

    test(`the catalog, a product page and a list with a <template> child, each loaded ${LOADS} times: no hydration error, no console error`, async () => {
      const { url } = apps.get(setup)!;
      const product = await simpleProduct({ sandboxUrl: sandbox!.url });
      const start = Date.now();
      const bad = [
        ...(await repeatedLoads(browser!, `${url}/`, LOADS, sandbox!.url, async (page) => {
          await hydrated(page, 'shop-product-list');
          await page.locator('shop-product-list').getByRole('link').first().waitFor();
          await page.locator('head script[data-shop-jsonld]').first().waitFor({ state: 'attached' });
        })),
        ...(await repeatedLoads(browser!, `${url}/products/${product.id}`, LOADS, sandbox!.url, async (page) => {
          await hydrated(page, 'shop-product-detail');
          await page.locator('shop-product-detail').getByText(product.name).first().waitFor();
          await page.locator('head script[data-shop-jsonld]').first().waitFor({ state: 'attached' });
        })),
        ...(await repeatedLoads(browser!, `${url}/collection`, LOADS, sandbox!.url, async (page) => {
          await hydrated(page, 'shop-product-list');
          // The items, in the light DOM, from the page's own template; the template stays where React put it.
          await page.locator('shop-product-list > [data-shop-items] > [data-shop-item] h3').first().waitFor();
          assert.equal(await page.locator('shop-product-list > template').count(), 1, 'the <template> child is still there');
        })),
      ];
      const ms = Date.now() - start;
      results[`${setup}_loads`] = { loads: 3 * LOADS, bad: bad.length, ms };
      console.log(`nextjs: ${setup}: ${3 * LOADS} loads in ${seconds(ms)}, ${bad.length} with a problem`);
      const hydration = bad.filter((b) => HYDRATION_ERROR.test(b)).length;
      assert.deepEqual(bad, [], `${bad.length} of ${3 * LOADS} loads had a problem (${hydration} a hydration error)`);
    });
  });
}
