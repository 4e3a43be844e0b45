/**
 * After the purchase, end to end in Debian's Chromium on the demo pages (served from another
 * origin than the sandbox): a vod content bought through the shop is opened from the account
 * page's "My contents" and a lesson plays in the viewer; a product bought through the shop is
 * confirmed and reviewed on the account page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDemo, type DemoServers } from '../../scripts/demo-server.js';

const SITE_KEY = 'demo-site-key';
let servers: DemoServers;
let browser: Browser;

async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${servers.sandboxUrl}/api/storefront/v1${path}`, {
    headers: { 'X-Service-Site-Key': SITE_KEY, Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  assert.equal(res.ok, true, `GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

interface RawDetail {
  product: {
    translation?: { name?: string };
    variants: Array<{ is_active?: boolean; quantity?: number | string }>;
    buyer_input_options?: Array<{ is_required?: boolean; status?: string }>;
    sourcing_info?: { min_quantity?: number | string };
  };
}

/** A product a buyer can add with one click: one active variant in stock, no required input. */
async function simpleProduct(): Promise<{ id: number; name: string }> {
  const list = await api<{ products: { data: Array<{ product_id: number | string }> } }>('/products?limit=100&language=en');
  for (const item of list.products.data) {
    const id = Number(item.product_id);
    const { product } = await api<RawDetail>(`/products/${id}?language=en`);
    const inputs = (product.buyer_input_options ?? []).filter((b) => b.status !== 'hidden' && b.is_required);
    if (product.variants.length === 1 && product.variants[0]!.is_active !== false && Number(product.variants[0]!.quantity ?? 1) > 0 && inputs.length === 0 && Number(product.sourcing_info?.min_quantity ?? 1) <= 1) {
      return { id, name: product.translation?.name ?? '' };
    }
  }
  throw new Error('no simple product in the seed');
}

async function vodContent(): Promise<{ id: number; title: string }> {
  const list = await api<{ contents: { data: Array<{ content_id: number | string; title?: string; name?: string }> } }>('/contents?content_type=vod&language=en');
  const c = list.contents.data[0]!;
  return { id: Number(c.content_id), title: c.title ?? c.name ?? '' };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.waitForURL(/__idp\/authorize/);
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /sign in/i }).click();
}

async function checkoutAndPay(page: Page): Promise<void> {
  await page.waitForURL(/checkout\.html/);
  await page.getByLabel(/receiver name|^name/i).first().fill('Kim Minji');
  await page.getByLabel(/phone/i).first().fill('010-1234-5678');
  await page.getByLabel(/^address(?! details)/i).first().fill('1 Sejong-daero, Jung-gu, Seoul');
  await page.getByLabel(/postal code/i).first().fill('04524');
  await page.getByRole('button', { name: /place order/i }).click();
  await page.waitForURL(/__pay/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/payment-result\.html/);
  assert.equal(new URL(page.url()).searchParams.get('pay_success'), 'true');
}

/** Page errors and policy violations (the demo pages are served with a strict CSP), media loads aside. */
function watch(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(e.message));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && /securitypolicyviolation|Content Security Policy|Trusted Type/i.test(text)) seen.push(text);
  });
  return seen;
}

describe('after the purchase, in the demo shop', () => {
  before(async () => {
    servers = await startDemo({ sandboxPort: 0, demoPort: 0 });
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });

  after(async () => {
    await browser?.close();
    await servers?.close();
  });

  it('buys a vod content, opens it from My contents and plays a lesson in the viewer', async () => {
    const content = await vodContent();
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watch(page);

    await page.goto(`${servers.demoUrl}/content.html?id=${content.id}`);
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();
    await page.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(page, 'e2e-viewer@example.com');
    await checkoutAndPay(page);

    await page.goto(`${servers.demoUrl}/account.html`);
    const mine = page.locator('shop-my-contents');
    await mine.getByRole('tab', { name: /^Videos/ }).click();
    await mine.getByRole('link', { name: content.title }).click();
    await page.waitForURL(new RegExp(`content-viewer\\.html\\?id=${content.id}$`));

    const token = await page.evaluate((key) => sessionStorage.getItem(key), `shop-elements:token:${SITE_KEY}`);
    assert.ok(token, 'the buyer is logged in');
    const raw = await api<{ chapters: Array<{ items?: Array<{ curriculum_id: number; media_url: string }>; curriculums_details?: Array<{ curriculum_id: number; data: string }> }> }>(
      `/me/content-items/${content.id}?language=en`,
      token,
    );
    const lessons = raw.chapters.flatMap((c) => c.items?.map((l) => ({ id: l.curriculum_id, src: l.media_url })) ?? c.curriculums_details!.map((l) => ({ id: l.curriculum_id, src: l.data })));
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
    const product = await simpleProduct();
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watch(page);

    await page.goto(`${servers.demoUrl}/product.html?id=${product.id}`);
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();
    await page.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(page, 'e2e-review@example.com');
    await checkoutAndPay(page);

    await page.goto(`${servers.demoUrl}/account.html`);
    const item = page.locator('shop-order-lines li[part~="line"]').filter({ hasText: product.name });
    await item.getByRole('button', { name: 'Confirm purchase' }).click();
    await item.getByText('Purchase confirmed').waitFor();
    assert.equal(await item.getByRole('button', { name: /request refund/i }).count(), 0);

    await item.getByText('Write a review').click();
    await item.getByRole('radio', { name: '4 out of 5' }).check();
    await item.getByLabel('Your review').fill('Arrived quickly and fits well.');
    await item.getByRole('button', { name: 'Post review' }).click();
    await item.getByText('Reviewed', { exact: true }).waitFor();
    assert.equal(await item.getByRole('button', { name: 'Post review' }).count(), 0);

    // The order list shows the order, and its page shows the item confirmed.
    await page.locator('shop-order-list').getByRole('link', { name: /^Order \d+$/ }).first().click();
    await page.waitForURL(/order\.html\?id=\d+/);
    await page.locator('shop-order-detail').getByText('Purchase confirmed').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
