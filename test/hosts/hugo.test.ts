/**
 * The Hugo module in a real Hugo site (Debian's Hugo): the shortcodes in Markdown pages, the
 * head, storefront and header partials in the site's own layouts, one product page for every
 * product (the module's layout), the module's login callback page, and a whole purchase in
 * Chromium, served under the demo's strict Content-Security-Policy.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/serve.js';
import type { DemoServers } from '../../scripts/demo-server.js';
import { launchChromium, SITE_KEY } from '../node/e2e.js';
import { freePort } from './processes.js';
import { startHugo, type HugoSite } from './hugo-site.js';
import { wholePurchase } from './purchase.js';

let hugo: HugoSite;
let sandbox: RunningSandbox;
let browser: Browser;
let servers: DemoServers;

describe('Hugo: the module, shortcodes in Markdown, and a whole purchase', () => {
  before(async () => {
    // The sandbox must know the site's origin, and the site is built with the sandbox's address.
    const port = await freePort();
    sandbox = await startSandbox({ port: 0, demoOrigins: [`http://localhost:${port}`] });
    hugo = await startHugo({ port, siteKey: SITE_KEY, baseURL: sandbox.url, language: 'en', analytics: 'datalayer', displayCurrency: 'usd' });
    servers = { demoUrl: hugo.url, sandboxUrl: sandbox.url, close: async () => {} };
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await sandbox?.close();
    await hugo?.close();
  });

  it('builds with Debian’s Hugo: shortcodes become elements, the partials fill head, body and header', () => {
    assert.match(hugo.hugoVersion, /hugo v0\.\d+/);
    const shop = readFileSync(join(hugo.publicDir, 'shop/index.html'), 'utf8');
    assert.doesNotMatch(shop, /raw HTML omitted/);
    assert.match(shop, /<shop-product-list id="products" limit="12" product-href="\/product\/\?product_id=\{product_id\}"><\/shop-product-list>/);
    assert.match(shop, /<script type="module" src="\/shop-elements\/shop-elements\.js"><\/script>/);
    assert.match(
      shop,
      new RegExp(
        `<shop-storefront analytics="datalayer" auth-callback="/auth/callback/" base-url="${sandbox.url}" display-currency="USD" language="en" site-key="${SITE_KEY}" token-storage="session"></shop-storefront>`,
      ),
    );
    assert.match(shop, /<a class="shop-elements-cart-link" href="\/cart\/">Cart <shop-cart-count><\/shop-cart-count><\/a><shop-login><\/shop-login>/);
    // The module serves the loader and its cdn/ folder (the core it names, the chunks) from the site itself.
    const loader = readFileSync(join(hugo.publicDir, 'shop-elements/shop-elements.js'), 'utf8');
    const core = /\.\/(cdn\/core-[\w-]+\.js)/.exec(loader)?.[1];
    assert.ok(core, 'the loader names the core');
    assert.ok(readFileSync(join(hugo.publicDir, 'shop-elements', core)).length > 10_000);
    const callback = readFileSync(join(hugo.publicDir, 'auth/callback/index.html'), 'utf8');
    assert.match(callback, /<meta name="robots" content="noindex">/);
    assert.match(callback, /<shop-storefront [^>]*site-key="demo-site-key"[^>]*><p>Completing sign-in…<\/p><\/shop-storefront>/);
    const product = readFileSync(join(hugo.publicDir, 'product/index.html'), 'utf8');
    assert.match(product, /<shop-product-detail checkout-href="\/checkout\/"><\/shop-product-detail>/);
  });

  it('a buyer makes the whole purchase: list, product page, cart, header count, login, checkout, payment, result, account', async () => {
    await wholePurchase(
      browser,
      servers,
      {
        url: hugo.url,
        catalog: '/shop/',
        contentColumn: 'main.content > p',
        productUrl: (id) => new RegExp(`/product/\\?product_id=${id}$`),
        cartUrl: /\/cart\/$/,
        checkoutUrl: /\/checkout\/$/,
        resultUrl: /\/payment-result\/\?/,
        account: '/account/',
      },
      'hugo-buyer@example.com',
    );
  });
});
