/**
 * What the Next.js and Angular host tests share: an app of test/hosts/ copied into a temp folder
 * outside the repository, the PACKED package installed into it with `npm ci` from the app's
 * committed package-lock.json, a static server with an SPA fallback, page errors and console
 * errors of a page, and a page loaded many times over (a hydration error is a race).
 */
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO, run, serveSpa, type RunResult } from '../pack/harness.js';

export { serveSpa };

/** The routes of the Next.js and Angular test apps (the same pages), for `wholePurchase` (./purchase.ts). */
export function appRoutes(url: string) {
  return {
    url,
    catalog: '/',
    contentColumn: 'main',
    productUrl: (id: number) => new RegExp(`/products/${id}$`),
    cartUrl: /\/cart$/,
    checkoutUrl: /\/checkout$/,
    resultUrl: /\/payment-result\?/,
    account: '/account',
  } as const;
}

export const LOGS = join(REPO, '.cache/hosts');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Keeps a command's whole output in .cache/hosts/<name>.log; returns the result. */
export function logged(name: string, result: RunResult): RunResult {
  mkdirSync(LOGS, { recursive: true });
  writeFileSync(join(LOGS, `${name}.log`), result.output);
  return result;
}

/** Copies `from` (a folder or a file) into `to`, without what a developer's own install or build left in it. */
export function copySources(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (src) => !/(^|[\\/])(node_modules|\.next|dist)([\\/]|$)/.test(relative(from, src)) });
}

/**
 * `npm ci` of the app in `dir` (its package.json and package-lock.json already there), with the
 * packed package as `dir/shop-elements.tgz` (`"shop-elements": "file:shop-elements.tgz"`). The
 * lock file keeps every other package at its version; the tarball's integrity is left out of the
 * lock (each build packs a new tarball), so npm checks the rest of the tree against the lock.
 * To move a version: change the app's package.json, copy it with `npm pack`'s tarball as
 * `shop-elements.tgz` into an empty folder, `npm install` there, and bring its package-lock.json
 * back (a new dependency of shop-elements itself also needs that, or `npm ci` refuses the lock).
 */
export async function installPacked(dir: string, tarball: string, name: string): Promise<RunResult> {
  copyFileSync(tarball, join(dir, 'shop-elements.tgz'));
  const lockFile = join(dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, { resolved?: string; integrity?: string }> };
  const entry = lock.packages['node_modules/shop-elements'];
  assert.equal(entry?.resolved, 'file:shop-elements.tgz', `${name}: the lock file installs shop-elements from file:shop-elements.tgz`);
  delete entry.integrity;
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  return logged(`install-${name}`, await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir));
}

/**
 * Every page error, every console error and every failed request of `page` (but aborted ones: a
 * navigation aborts what is in flight; and the browser's own favicon request to the sandbox,
 * whose pages have none).
 */
export function watchAll(page: Page, sandboxUrl: string): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error at ${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url;
    if (at === `${sandboxUrl}/favicon.ico` && /^Failed to load resource/.test(m.text())) return;
    problems.push(`console error at ${page.url()}: ${m.text()}${at ? ` (${at})` : ''}`);
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (!/ERR_ABORTED/.test(error)) problems.push(`request failed: ${r.url()} (${error})`);
  });
  return problems;
}

/** React's hydration errors, as its production build words them (#418, #423, #425…) or as a message. */
export const HYDRATION_ERROR = /Minified React error #4(18|19|20|21|22|23|25)|hydrat/i;

/**
 * Loads `url` `times` times, each in a fresh context, waits for `ready(page)` (the data shown,
 * the framework done), then 300 ms more for late errors. Each load records its problems (page
 * and console errors), and any shop element that left the document while it loaded (a framework
 * that gives up hydrating re-creates its tree). Gives the loads that had one. HOSTS_TIMES=1 prints
 * each load's times (the HTML, then until `ready`).
 */
export async function repeatedLoads(browser: Browser, url: string, times: number, sandboxUrl: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const bad: string[] = [];
  for (let i = 1; i <= times; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchAll(page, sandboxUrl);
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { __shopRemoved: string[] }).__shopRemoved = removed;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes) if (n instanceof Element && n.localName.startsWith('shop-') && !n.isConnected) removed.push(n.localName);
      }).observe(document, { childList: true, subtree: true });
    });
    const t0 = Date.now();
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const t1 = Date.now();
      await ready(page);
      if (process.env.HOSTS_TIMES === '1') console.log(`load ${i} of ${url}: html ${t1 - t0} ms, ready ${Date.now() - t1} ms`);
      await page.waitForTimeout(300);
      const removed = await page.evaluate(() => (window as unknown as { __shopRemoved: string[] }).__shopRemoved);
      if (removed.length) problems.push(`shop elements removed from the document while loading: ${removed.join(', ')}`);
    } catch (e) {
      problems.push(`not ready: ${(e as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
    if (problems.length) bad.push(`load ${i} of ${url}:\n  ${problems.join('\n  ')}`);
  }
  return bad;
}
