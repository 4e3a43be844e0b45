/**
 * Orders placed once, end to end in Debian's Chromium on the demo pages:
 * - two tabs of one browser on the checkout of the same cart: when one places the order, the
 *   other says so and pays that order; when the buyer clicks in both at the same moment, one
 *   order is made (a Web Lock), and both tabs go to its payment;
 * - Back to the checkout after a cancelled payment, with the back/forward cache off (the page
 *   loads again): the waiting order is paid, no second order is made.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium, type E2E, escapeRe, fillReceiver, sandboxOrders, signIn, simpleProduct, startE2E, vodContent, watchProblems } from './e2e.js';

let e2e: E2E;

describe('one order per cart in the demo shop', () => {
  before(async () => {
    e2e = await startE2E();
  });

  after(async () => {
    await e2e?.close();
  });

  /** A logged-in buyer's cart of `product` on the checkout in two tabs of one browser, each with the receiver filled in. */
  async function twoTabs(email: string) {
    const { servers, browser } = e2e;
    const product = await simpleProduct(servers);
    const context = await browser.newContext();
    const first = await context.newPage();
    const problems = watchProblems(first);
    await first.goto(`${servers.demoUrl}/product.html?product_id=${product.id}`);
    await first.getByRole('button', { name: /^add to cart$/i }).click();
    await first.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();
    await first.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(first, email);
    await fillReceiver(first);
    // The buyer opens the checkout in a second tab too (and logs in there: the token is per tab).
    const second = await context.newPage();
    const problems2 = watchProblems(second);
    await second.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(second, email);
    await fillReceiver(second);
    await second.locator('shop-checkout').getByText(product.name).first().waitFor();
    return { servers, context, first, second, problems: () => [...problems, ...problems2] };
  }

  it("two tabs on the checkout of one cart: the second continues the first tab's order", async () => {
    const { servers, context, first, second, problems } = await twoTabs('e2e-two-tabs@example.com');
    const before = (await sandboxOrders(servers)).length;
    await first.getByRole('button', { name: /place order/i }).click();
    await first.waitForURL(/__pay/);
    const orders = await sandboxOrders(servers);
    assert.equal(orders.length, before + 1);
    const made = orders.at(-1)!.order_id;

    // The second tab learnt it, and pays that order.
    const checkout = second.locator('shop-checkout');
    await checkout.getByText(new RegExp(`Order ${made} for these items was just placed in another tab`)).waitFor();
    await second.getByRole('button', { name: /^continue to payment$/i }).click();
    await second.waitForURL(/__pay/);
    await second
      .getByText(new RegExp(`^${escapeRe(String(made))}$`))
      .first()
      .waitFor();
    assert.equal((await sandboxOrders(servers)).length, before + 1, 'no second order');
    assert.deepEqual(problems(), []);
    await context.close();
  });

  it('two tabs whose buyer clicks "Place order" in both at the same moment make one order, paid from both', async () => {
    const { servers, context, first, second, problems } = await twoTabs('e2e-same-moment@example.com');
    const before = (await sandboxOrders(servers)).length;
    await Promise.all([first.getByRole('button', { name: /place order/i }).click(), second.getByRole('button', { name: /place order/i }).click()]);
    await Promise.all([first.waitForURL(/__pay/), second.waitForURL(/__pay/)]);
    const orders = await sandboxOrders(servers);
    assert.equal(orders.length, before + 1, 'one order');
    const made = String(orders.at(-1)!.order_id);
    for (const page of [first, second])
      await page
        .getByText(new RegExp(`^${escapeRe(made)}$`))
        .first()
        .waitFor();
    // Paid in the first tab, the order cannot be paid again in the second.
    await first.getByRole('button', { name: 'Pay' }).click();
    await first.waitForURL(/payment-result\.html/);
    await second.getByRole('button', { name: 'Pay' }).click();
    await second.getByText(new RegExp(`Order ${made} is already paid`)).waitFor();
    const paid = (await sandboxOrders(servers)).filter((o) => String(o.order_id) === made);
    assert.equal(paid.length, 1);
    assert.equal(paid[0]!.status, 'paid');
    assert.equal((await sandboxOrders(servers)).length, before + 1, 'still one order');
    assert.deepEqual(problems(), []);
    await context.close();
  });

  it('Back to the checkout after a cancelled payment (no back/forward cache) pays the same order', async () => {
    const { servers } = e2e;
    const content = await vodContent(servers);
    const browser = await launchChromium(['--disable-features=BackForwardCache']);
    try {
      const page = await browser.newPage();
      const problems = watchProblems(page);
      await page.goto(`${servers.demoUrl}/content.html?content_id=${content.id}`);
      await page.getByRole('button', { name: /^add to cart$/i }).click();
      await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();
      await page.goto(`${servers.demoUrl}/checkout.html`);
      await signIn(page, 'e2e-back@example.com');
      await fillReceiver(page);
      const before = (await sandboxOrders(servers)).length;
      await page.getByRole('button', { name: /place order/i }).click();
      await page.waitForURL(/__pay/);
      const made = (await sandboxOrders(servers)).at(-1)!.order_id;
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/payment-result\.html/);

      // Back, past the payment page, to the checkout: it loads again. (Started after the evaluate has
      // answered: a navigation started inside it could destroy its context before the answer came back.)
      await page.evaluate(() => void setTimeout(() => history.go(-2)));
      await page.waitForURL(/checkout\.html/);
      const orderButton = page.locator('shop-checkout [part~="order-button"]');
      // Once the platform says the order still waits for its payment, the checkout holds it.
      await page.locator('shop-checkout').getByText(`Order ${made} for these items is waiting for payment.`).waitFor();
      const label = (await orderButton.textContent())?.trim();
      await fillReceiver(page);
      await orderButton.click();
      await page.waitForURL(/__pay/);
      await page
        .getByText(new RegExp(`^${escapeRe(String(made))}$`))
        .first()
        .waitFor();
      assert.equal((await sandboxOrders(servers)).length, before + 1, 'no second order');
      assert.equal(label, 'Continue to payment');
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/payment-result\.html/);
      assert.equal(new URL(page.url()).searchParams.get('order_id'), String(made));
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
});
