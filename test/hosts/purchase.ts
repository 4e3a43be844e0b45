/**
 * The whole purchase in a host site (WordPress, Hugo), in Debian's Chromium, against the
 * sandbox: the catalog inside the theme's content column, a product page found from its URL,
 * add to cart, the header's count, a login round trip back to the same page, checkout, the
 * payment page, the result page, and the order in the buyer's account page.
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { DemoServers } from '../../scripts/demo-server.js';
import { escapeRe, fillReceiver, assertPaid, signIn, simpleProduct, watchProblems } from '../node/e2e.js';

export interface HostPages {
  /** The site's origin. */
  url: string;
  /** Path of the catalog page. */
  catalog: string;
  /** CSS selector of an element of the theme's content column on the catalog page (a paragraph). */
  contentColumn: string;
  /** The address of a product's page. */
  productUrl(id: number): RegExp;
  cartUrl: RegExp;
  checkoutUrl: RegExp;
  resultUrl: RegExp;
  /** Path of the account page (a <shop-order-list>), where the paid order shows. */
  account: string;
}

/** Left and right edges of an element, in CSS pixels. */
async function edges(page: Page, selector: string): Promise<{ left: number; right: number; width: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width };
    });
}

/**
 * Buys one product from the catalog page to the result page; returns the order id. Asserts
 * every step as the buyer sees it, the paid order in the sandbox, and no page error (nor what
 * `watch`, when given, records instead: every console error, for the framework hosts).
 */
export async function wholePurchase(
  browser: Browser,
  servers: DemoServers,
  site: HostPages,
  email: string,
  watch: (page: Page) => string[] = watchProblems,
): Promise<number> {
  const product = await simpleProduct(servers);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watch(page);
  try {
    // The catalog, inside the theme's content column.
    await page.goto(`${site.url}${site.catalog}`);
    const card = page.locator('shop-product-list').getByRole('link').first();
    await card.waitFor();
    const column = await edges(page, site.contentColumn);
    const list = await edges(page, 'shop-product-list');
    assert.ok(list.width > 0, 'the list has a width');
    assert.ok(
      list.left >= column.left - 0.5 && list.right <= column.right + 0.5,
      `the list (${list.left}–${list.right}) stays within the content column (${column.left}–${column.right})`,
    );

    // Search, then the card opens the product's page: one page for every product, the id in its URL.
    await page.getByRole('searchbox').fill(product.name);
    await page.getByRole('searchbox').press('Enter');
    await page
      .locator('shop-product-list')
      .getByRole('link', { name: new RegExp(escapeRe(product.name)) })
      .first()
      .click();
    await page.waitForURL(site.productUrl(product.id));
    await page.locator('shop-product-detail').getByText(product.name).first().waitFor();
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).first().waitFor();

    // Log in from the header, and come back to the same product page.
    const productPage = page.url();
    await page
      .getByRole('button', { name: /^log in$/i })
      .first()
      .click();
    await signIn(page, email);
    await page.waitForURL(productPage);
    await page
      .getByRole('button', { name: /log out/i })
      .first()
      .waitFor();
    await page.locator('shop-product-detail').getByText(product.name).first().waitFor();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).first().waitFor();

    // Cart (from the header), checkout, the payment page, the result page.
    await page.getByRole('link', { name: /^cart/i }).first().click();
    await page.waitForURL(site.cartUrl);
    await page.locator('shop-cart').getByText(product.name).first().waitFor();
    await page
      .locator('shop-cart')
      .getByRole('link', { name: /check ?out/i })
      .or(page.locator('shop-cart').getByRole('button', { name: /check ?out/i }))
      .first()
      .click();
    await fillReceiver(page, 'Kim Minji', site.checkoutUrl);
    await page.getByRole('button', { name: /place order/i }).click();
    await page.waitForURL(/__pay/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(site.resultUrl);
    const orderId = await assertPaid(page, servers);

    // The buyer's account page lists the order.
    await page.goto(`${site.url}${site.account}`);
    await page.locator('shop-order-list').getByText(String(orderId)).first().waitFor();
    assert.deepEqual(problems, [], 'no page error');
    return orderId;
  } finally {
    await context.close();
  }
}
