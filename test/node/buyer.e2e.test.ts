/**
 * After the purchase, end to end in Debian's Chromium on the demo pages (served from another
 * origin than the sandbox): a vod content bought through the shop is opened from the account
 * page's "My contents" and a lesson plays in the viewer; a product bought through the shop is
 * confirmed and reviewed on the account page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { type E2E, SITE_KEY, api, fillReceiver, signIn, simpleProduct, startE2E, vodContent, watchProblems } from './e2e.js';

let e2e: E2E;

async function checkoutAndPay(page: Page): Promise<void> {
  await fillReceiver(page);
  await page.getByRole('button', { name: /place order/i }).click();
  await page.waitForURL(/__pay/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/payment-result\.html/);
  assert.equal(new URL(page.url()).searchParams.get('pay_success'), 'true');
}

describe('after the purchase, in the demo shop', () => {
  before(async () => {
    e2e = await startE2E();
  });

  after(async () => {
    await e2e?.close();
  });

  it('buys a vod content, opens it from My contents and plays a lesson in the viewer', async () => {
    const { servers, browser } = e2e;
    const content = await vodContent(servers);
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${servers.demoUrl}/content.html?content_id=${content.id}`);
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();
    await page.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(page, 'e2e-viewer@example.com');
    await checkoutAndPay(page);

    await page.goto(`${servers.demoUrl}/account.html`);
    const mine = page.locator('shop-my-contents');
    await mine.getByRole('tab', { name: /^Videos/ }).click();
    await mine.getByRole('link', { name: content.title }).click();
    await page.waitForURL(new RegExp(`content-viewer\\.html\\?content_id=${content.id}$`));

    const token = await page.evaluate((key) => sessionStorage.getItem(key), `shop-elements:token:${SITE_KEY}@${servers.sandboxUrl}`);
    assert.ok(token, 'the buyer is logged in');
    const raw = await api<{
      chapters: Array<{ items?: Array<{ curriculum_id: number; media_url: string }>; curriculums_details?: Array<{ curriculum_id: number; data: string }> }>;
    }>(servers, `/me/content-items/${content.id}?language=en`, token);
    const lessons = raw.chapters.flatMap(
      (c) => c.items?.map((l) => ({ id: l.curriculum_id, src: l.media_url })) ?? c.curriculums_details!.map((l) => ({ id: l.curriculum_id, src: l.data })),
    );
    const viewer = page.locator('shop-content-viewer');
    const video = viewer.locator('video');
    await video.waitFor();
    assert.equal(await video.getAttribute('src'), lessons[0]!.src);

    // Another lesson from the lesson list: its own media_url, and the curriculum-id attribute follows.
    const second = lessons.find((l, i) => i > 0 && l.src)!;
    await viewer.getByRole('button', { name: /next lesson/i }).click();
    await viewer.locator(`video[src="${second.src}"]`).waitFor();
    assert.equal(await viewer.getAttribute('curriculum-id'), String(second.id));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('buys a product, confirms the purchase, writes a review and sees "Reviewed"', async () => {
    const { servers, browser } = e2e;
    const product = await simpleProduct(servers);
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${servers.demoUrl}/product.html?product_id=${product.id}`);
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();
    await page.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(page, 'e2e-review@example.com');
    await checkoutAndPay(page);

    await page.goto(`${servers.demoUrl}/account.html`);
    const item = page.locator('shop-order-lines li[part~="line"]').filter({ hasText: product.name });
    await item.getByRole('button', { name: 'Confirm purchase' }).click();
    // It cannot be undone: the item asks first, and the same name confirms.
    await item.getByRole('group').getByRole('button', { name: 'Confirm purchase' }).click();
    await item.getByText('Purchase confirmed').waitFor();
    assert.equal(await item.getByRole('button', { name: /request refund/i }).count(), 0);

    await item.getByText('Write a review').click();
    await item.getByRole('radio', { name: '4 out of 5' }).check();
    await item.getByLabel('Your review').fill('Arrived quickly and fits well.');
    await item.getByRole('button', { name: 'Post review' }).click();
    await item.getByText('Reviewed', { exact: true }).waitFor();
    assert.equal(await item.getByRole('button', { name: 'Post review' }).count(), 0);

    // The order list shows the order, and its page shows the item confirmed.
    await page
      .locator('shop-order-list')
      .getByRole('link', { name: /^Order \d+$/ })
      .first()
      .click();
    await page.waitForURL(/order\.html\?order_id=\d+/);
    await page.locator('shop-order-detail').getByText('Purchase confirmed').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
