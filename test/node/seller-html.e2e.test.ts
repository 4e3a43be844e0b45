/**
 * Seller HTML on the demo's product page, served with its strict CSP and Trusted Types, in
 * Debian's Chromium:
 * - a hostile description makes the page's policy report nothing, with either engine (the
 *   browser's `Element.setHTML`, or DOMPurify where it is missing);
 * - where `setHTML` is missing and the DOMPurify chunk fails to load once, nothing is thrown into
 *   the page, the console says which file did not load, another render of the same description
 *   does not ask for it again, and the next description rendered loads it again;
 * - the catalog page's dialogs (the quick view, the cart drawer, the filter sheet) open with their
 *   own styles and make the policy report nothing (their styles are adopted stylesheets).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { type E2E, SITE_KEY, startE2E, watchProblems } from './e2e.js';

let e2e: E2E;

/** Inline handlers, style attributes, <style>, scripts and script URLs: what a strict CSP would report. */
const HOSTILE = [
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">Click the <b onfocus="window.__xss=1" tabindex="0">linen</b> shirt.</p>',
  '<img src="/no-such-image.png" onerror="window.__xss=1" alt="a">',
  '<p style="color:red;background:url(/x.png)">Styled</p><span style="position:fixed">fixed</span>',
  '<style>body { display: none }</style><style>@import url(/evil.css);</style>',
  '<script>window.__xss=1</script><svg onload="window.__xss=1"><style>p{}</style></svg>',
  '<a href="javascript:window.__xss=1">link</a><details open ontoggle="window.__xss=1">d</details>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe><form action="/x"><input onfocus="window.__xss=1" autofocus></form>',
  '<ul><li>Still here: a list.</li></ul>',
].join('\n');

async function setDescription(productId: number, html: string): Promise<void> {
  const res = await fetch(`${e2e.servers.sandboxUrl}/__sandbox/seller-html`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site_key: SITE_KEY, kind: 'product', id: productId, html }),
  });
  assert.equal(res.ok, true);
}

/** Every `securitypolicyviolation` of the page, and every unhandled rejection, as text. */
async function watchPage(page: Page, opts: { withoutSetHTML: boolean }): Promise<() => Promise<string[]>> {
  await page.addInitScript((without) => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`violation ${e.violatedDirective} ${e.blockedURI}`));
    window.addEventListener('unhandledrejection', (e) => seen.push(`unhandledrejection ${String(e.reason)}`));
    window.addEventListener('error', (e) => seen.push(`error ${e.message}`));
    // A browser without the Sanitizer API.
    if (without) delete (Element.prototype as { setHTML?: unknown }).setHTML;
  }, opts.withoutSetHTML);
  return () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

const description = (page: Page) => page.locator('shop-product-detail .seller-html').first();

describe("seller HTML under the demo page's strict CSP", () => {
  before(async () => {
    e2e = await startE2E();
  });

  after(async () => {
    await e2e?.close();
  });

  for (const engine of ['native', 'dompurify'] as const) {
    it(`a hostile description makes the policy report nothing (${engine === 'native' ? 'Element.setHTML' : 'DOMPurify'})`, async () => {
      const { servers, browser } = e2e;
      const productId = engine === 'native' ? 101 : 102;
      await setDescription(productId, HOSTILE);
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watchProblems(page);
      const seen = await watchPage(page, { withoutSetHTML: engine === 'dompurify' });
      await page.goto(`${servers.demoUrl}/product.html?product_id=${productId}`);
      await description(page).getByText('Still here: a list.').waitFor();
      assert.equal(await page.evaluate(() => 'setHTML' in Element.prototype), engine === 'native');
      // Reports are queued: give them time to arrive.
      await page.waitForTimeout(500);
      assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
      assert.deepEqual(await seen(), []);
      assert.deepEqual(problems, []);
      assert.equal(await description(page).locator('[onclick], [style], style, script, svg, iframe, form').count(), 0);
      await context.close();
    });
  }

  it("the catalog page's dialogs, the quick view and the cart drawer, open styled and make the policy report nothing", async () => {
    const { servers, browser } = e2e;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const seen = await watchPage(page, { withoutSetHTML: false });
    /** What the page reported, once a task has run after the last change (a violation's event is queued as a task). */
    const reported = async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      return seen();
    };
    await page.goto(`${servers.demoUrl}/`);
    const opener = page.getByRole('button', { name: /^Quick view: / }).first();
    const name = (await opener.getAttribute('aria-label'))!.replace('Quick view: ', '');
    await opener.click();
    const quickView = page.locator('shop-product-list dialog[open]');
    await quickView.locator('shop-product-detail').getByRole('heading', { name }).waitFor();
    await quickView.getByRole('button', { name: 'Add to cart' }).waitFor();
    assert.deepEqual(await reported(), []);
    // Its own styles applied: no browser border, the shop's surface and radius (the demo's theme: 10px).
    const look = await quickView.evaluate((d) => {
      const s = getComputedStyle(d);
      return { border: s.borderTopStyle, radius: s.borderTopLeftRadius, background: s.backgroundColor };
    });
    assert.deepEqual(look, { border: 'none', radius: '10px', background: 'rgb(255, 255, 255)' });
    await page.keyboard.press('Escape');
    await quickView.waitFor({ state: 'detached' });

    await page.locator('a[data-shop-cart-toggle]').click();
    const drawer = page.locator('shop-cart-drawer dialog[open]');
    await drawer
      .locator('shop-cart')
      .getByText(/your cart is empty/i)
      .waitFor();
    assert.deepEqual(await reported(), []);
    assert.equal(await drawer.evaluate((d) => getComputedStyle(d).borderTopStyle), 'none');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('without setHTML, a DOMPurify chunk that fails once throws nothing, says so in the console, and loads again for the next description', async () => {
    const { servers, browser } = e2e;
    await setDescription(103, '<p>First description.</p>');
    await setDescription(104, '<p>Second description, after the chunk is back.</p>');
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = await watchPage(page, { withoutSetHTML: true });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().startsWith('shop-elements:')) warnings.push(m.text());
    });
    // The product strings part re-renders the detail when it arrives: the failure is sent after
    // it, so that the only render after the failure is the one this test asks for.
    const strings = page.waitForResponse(/\/locale-\w+-product-[\w-]+\.js$/);
    let failed = 0;
    await page.route(/\/purify-[\w-]+\.js(\?.*)?$/, async (route) => {
      if (failed++ === 0) {
        await strings;
        await route.fulfill({ status: 404, body: 'Not found' });
      } else await route.continue();
    });
    await page.goto(`${servers.demoUrl}/product.html?product_id=103`);
    await page.locator('shop-product-detail').getByRole('heading').first().waitFor();
    await strings;
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/purify-/.test(r.name)));
    await page.waitForTimeout(300);
    // Another render of the same product (what a picked option or an arriving cart does).
    await page.evaluate(async () => {
      const detail = document.querySelector('shop-product-detail') as HTMLElement & { requestUpdate(): void; updateComplete: Promise<boolean> };
      detail.requestUpdate();
      await detail.updateComplete;
    });
    await page.waitForTimeout(300);
    assert.equal(failed, 1, 'the chunk was asked for once, and failed');
    assert.equal((await description(page).textContent())?.trim(), '');
    assert.equal(warnings.length, 1, `one console warning: ${warnings.join(' | ')}`);
    assert.match(warnings[0]!, /<shop-product-detail>.*purify-/);

    // The next product, in the same page (the element follows the URL).
    await page.evaluate(() => {
      history.pushState(null, '', '?product_id=104');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await description(page).getByText('Second description, after the chunk is back.').waitFor();
    assert.deepEqual(await seen(), [], 'nothing reached window (no unhandledrejection, no error)');
    await context.close();
  });
});
