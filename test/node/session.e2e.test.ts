/**
 * The buyer's session across pages and tabs, end to end in Debian's Chromium on pages of their own
 * (served beside a sandbox, see ./pages.ts), through the sandbox's real sign-in page:
 * - `token-storage="memory"` on a multi-page site: the login comes back to the saved route logged
 *   in, and only that one hop;
 * - a login in another tab merges the guest cart once (cart rule 5);
 * - a tampered saved route (`/..//evil.example`) with a valid callback stays on the site.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium, SITE_KEY, sandboxAdmin, signIn } from './e2e.js';
import { type TestPages, shopPage, startPages } from './pages.js';

let pages: TestPages;
let browser: Browser;

const storefront = (storage: string, inner: string) => (sandboxUrl: string) =>
  shopPage(
    storage,
    `<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en" token-storage="${storage}">
  <header><shop-login></shop-login> Cart: <shop-cart-count></shop-cart-count></header>
  <main>${inner}</main>
</shop-storefront>`,
  );

const sandbox = <T>(method: string, path: string, body?: unknown): Promise<T> => sandboxAdmin<T>(pages.sandboxUrl, path, body, method);

const requestsOf = async () =>
  (await sandbox<{ requests: Array<{ method: string; path: string; has_token: boolean }> }>('GET', `/requests?site_key=${SITE_KEY}`)).requests;
const mergeCount = async () => (await requestsOf()).filter((r) => r.method === 'POST' && r.path === '/cart/merge-guest').length;

/** The buyer's name in `<shop-login>`, once shown. */
const buyerName = (page: Page) => page.locator('shop-login [part~="name"]');

describe('the buyer session across pages and tabs', () => {
  before(async () => {
    pages = await startPages({
      '/memory/account.html': storefront('memory', '<h1>Account</h1>'),
      '/memory/other.html': storefront('memory', '<h1>Other</h1>'),
      '/auth/callback': storefront('memory', '<p>Signing in…</p>'),
      '/local/shop.html': storefront('local', '<h1>Shop</h1>'),
      '/session/account.html': storefront('session', '<h1>Account</h1>'),
    });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await pages?.close();
  });

  it('token-storage="memory": the login comes back to the saved route logged in, and is forgotten on the next load', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${pages.url}/memory/account.html`);
    await page.locator('shop-login').getByRole('button', { name: 'Log in' }).click();
    await signIn(page, 'memory-buyer@example.com');
    await page.waitForURL(`${pages.url}/memory/account.html`);
    await buyerName(page).waitFor();
    // Carried over that one hop only: nothing of the token is left in the tab's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    const token = await page.evaluate(() => document.querySelector('shop-storefront')!.shop!.session.token);
    assert.ok(token);
    assert.equal(stored.includes(token), false, 'no token in web storage');
    // Memory: the next page load (another page, or this one again) starts logged out.
    await page.goto(`${pages.url}/memory/other.html`);
    await page.locator('shop-login').getByRole('button', { name: 'Log in' }).waitFor();
    await page.goto(`${pages.url}/memory/account.html`);
    await page.locator('shop-login').getByRole('button', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('a login in another tab (token-storage="local") merges this device\'s guest cart once, and both tabs show it', async () => {
    const context = await browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto(`${pages.url}/local/shop.html`);
    await b.goto(`${pages.url}/local/shop.html`);
    // Tab B, logged out, puts a course into the device's guest cart.
    const option = await b.evaluate(async () => {
      // The elements are defined once the loader's imports have run, which may be after the page's load event.
      await customElements.whenDefined('shop-storefront');
      const shop = document.querySelector('shop-storefront')!.shop!;
      const page = await shop.client.contents({ content_type: 'vod', limit: 1 });
      const option_id = page.items[0]!.options[0]!.option_id;
      await shop.cart.add({ item_type: 'content', option_id });
      return option_id;
    });
    await a.locator('shop-cart-count').filter({ hasText: '1' }).waitFor(); // the guest cart, in both tabs
    const before = await mergeCount();
    // Tab A: the site's own login hands over a token.
    const { token } = await sandbox<{ token: string }>('POST', '/login', { site_key: SITE_KEY, email: 'two-tabs@example.com', name: 'Two Tabs' });
    await a.evaluate(async (t) => {
      await customElements.whenDefined('shop-storefront');
      document.querySelector('shop-storefront')!.shop!.session.useToken(t);
    }, token);
    for (const tab of [a, b]) {
      await buyerName(tab).waitFor();
      await tab.waitForFunction((o) => {
        const cart = document.querySelector('shop-storefront')!.shop!.cart.value;
        return cart.kind === 'user' && cart.cart?.items.some((i) => i.item_type === 'content' && i.option_id === o);
      }, option);
    }
    await b.evaluate(() => document.querySelector('shop-storefront')!.shop!.cart.settled());
    assert.equal((await mergeCount()) - before, 1, 'one merge for one login, across tabs');
    await context.close();
  });

  it('a tampered saved route (/..//evil.example) with a valid callback stays on the site', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Something on the site's origin rewrites the saved route before the callback page reads it.
    await page.addInitScript(`if (location.pathname === '/auth/callback') {
      const saved = JSON.parse(sessionStorage.getItem('shop-elements:login') || 'null');
      if (saved) sessionStorage.setItem('shop-elements:login', JSON.stringify({ ...saved, returnTo: '/..//evil.example' }));
    }`);
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations.push(r.url());
    });
    await page.goto(`${pages.url}/session/account.html`);
    await page.locator('shop-login').getByRole('button', { name: 'Log in' }).click();
    await signIn(page, 'tampered@example.com');
    // Where the callback page sends the buyer: the navigation after the callback's own.
    let landing: string | undefined;
    for (let i = 0; !landing && i < 300; i++) {
      const callback = navigations.findIndex((u) => new URL(u).pathname === '/auth/callback');
      landing = callback >= 0 ? navigations[callback + 1] : undefined;
      if (!landing) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(landing, `no navigation after the callback: ${navigations.join(' ')}`);
    assert.equal(new URL(landing).origin, pages.url, `landed on ${landing}`);
    await context.close();
  });
});
