/**
 * The whole purchase, end to end, in Debian's Chromium, on the demo pages (plain HTML + our
 * elements, served with a strict CSP) from another origin than the sandbox platform:
 * list → detail → cart (the header's drawer) → login (sandbox sign-in page) → checkout → payment page → result page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { assertPaid, type E2E, escapeRe, fillReceiver, sandboxOrders, signIn, simpleProduct, startE2E, vodContent, watchProblems } from './e2e.js';

let e2e: E2E;

/** A receiver name that would break out of an HTML attribute if the form were built as text. */
const HOSTILE_NAME = 'Kim "><script>window.__xss=1</script><img src=x onerror=window.__xss=1>';

async function checkoutAndPay(page: Page, outcome: 'Pay' | 'Cancel', receiverName = 'Kim Minji'): Promise<URL> {
  await fillReceiver(page, receiverName);
  await page.getByRole('button', { name: /place order/i }).click();
  await page.waitForURL(/__pay/);
  // The payment page got every field as typed, and nothing in them ran on either page.
  assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
  await page.getByText(receiverName, { exact: false }).first().waitFor();
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(/payment-result\.html/);
  return new URL(page.url());
}

describe('the whole purchase in the demo shop', () => {
  before(async () => {
    e2e = await startE2E();
  });

  after(async () => {
    await e2e?.close();
  });

  it('buys a product: list → detail → cart → login → checkout → payment page → result', async () => {
    const { servers, browser } = e2e;
    const product = await simpleProduct(servers);
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${servers.demoUrl}/`);
    // The catalog page: search narrows the list, then the card opens the product page.
    await page.getByRole('searchbox').fill(product.name);
    await page.getByRole('searchbox').press('Enter');
    await page
      .getByRole('link', { name: new RegExp(escapeRe(product.name)) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`product\\.html\\?product_id=${product.id}`));
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();

    // The header's cart drawer (open-on-add) opens with the cart; its checkout link goes on.
    await page.locator('shop-cart-drawer shop-cart [part~="line"]').filter({ hasText: product.name }).waitFor();
    await page
      .getByRole('link', { name: /check ?out/i })
      .or(page.getByRole('button', { name: /check ?out/i }))
      .first()
      .click();

    await signIn(page, 'e2e-product@example.com');
    await checkoutAndPay(page, 'Pay');
    await assertPaid(page, servers);
    assert.deepEqual(problems, [], 'no page error, and the strict CSP of the demo pages was never violated');
    await context.close();
  });

  it('buys a vod content, and a cancelled payment comes back as cancelled', async () => {
    const { servers, browser } = e2e;
    const content = await vodContent(servers);
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${servers.demoUrl}/contents.html`);
    await page
      .getByRole('link', { name: new RegExp(escapeRe(content.title)) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`content\\.html\\?content_id=${content.id}`));
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();

    await page.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(page, 'e2e-content@example.com');
    const cancelled = await checkoutAndPay(page, 'Cancel', HOSTILE_NAME);
    const cancelledOrder = (await sandboxOrders(servers)).find((o) => o.order_id === Number(cancelled.searchParams.get('order_id')));
    assert.equal(cancelledOrder?.payment_fields?.buyer_name, HOSTILE_NAME, 'the field arrived at the payment page unchanged');
    assert.equal(cancelled.searchParams.get('pay_success'), 'false');
    assert.equal(cancelled.searchParams.get('error'), 'user_cancel');
    await page
      .getByText(/cancel/i)
      .first()
      .waitFor();

    // The cart still holds the content after a cancelled payment: the checkout offers to pay the
    // same order (it is still pending), not to make another.
    await page.goto(`${servers.demoUrl}/checkout.html`);
    await page.getByText(`Order ${cancelledOrder!.order_id} for these items is waiting for payment.`).waitFor();
    await page.getByRole('button', { name: /continue to payment/i }).click();
    await page.waitForURL(/__pay/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/payment-result\.html/);
    const paid = new URL(page.url());
    assert.equal(paid.searchParams.get('pay_success'), 'true');
    assert.equal(paid.searchParams.get('order_id'), String(cancelledOrder!.order_id));
    await page.getByText(/payment complete/i).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
