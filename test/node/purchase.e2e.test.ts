/**
 * The whole purchase, end to end, in Debian's Chromium, on the demo pages (plain HTML + our
 * elements) served from another origin than the sandbox platform:
 * list → detail → cart → login (sandbox sign-in page) → checkout → payment page → result page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDemo, type DemoServers } from '../../scripts/demo-server.js';

const SITE_KEY = 'demo-site-key';
let servers: DemoServers;
let browser: Browser;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${servers.sandboxUrl}/api/storefront/v1${path}`, {
    headers: { 'X-Service-Site-Key': SITE_KEY, Accept: 'application/json' },
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

async function orders(): Promise<Array<{ order_id: number; status: string; payment_fields?: Record<string, string> }>> {
  const res = await fetch(`${servers.sandboxUrl}/__sandbox/orders?site_key=${SITE_KEY}`);
  return ((await res.json()) as { orders: Array<{ order_id: number; status: string }> }).orders;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.waitForURL(/__idp\/authorize/);
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** A receiver name that would break out of an HTML attribute if the form were built as text. */
const HOSTILE_NAME = 'Kim "><script>window.__xss=1</script><img src=x onerror=window.__xss=1>';

async function checkoutAndPay(page: Page, outcome: 'Pay' | 'Cancel', receiverName = 'Kim Minji'): Promise<URL> {
  await page.waitForURL(/checkout\.html/);
  await page.getByLabel(/receiver name|^name/i).first().fill(receiverName);
  await page.getByLabel(/phone/i).first().fill('010-1234-5678');
  await page.getByLabel(/^address(?! details)/i).first().fill('1 Sejong-daero, Jung-gu, Seoul');
  await page.getByLabel(/postal code/i).first().fill('04524');
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

  it('buys a product: list → detail → cart → login → checkout → payment page → result', async () => {
    const product = await simpleProduct();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const violations = watchPolicyViolations(page);

    await page.goto(`${servers.demoUrl}/`);
    // The catalog page: search narrows the list, then the card opens the product page.
    await page.getByRole('searchbox').fill(product.name);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('link', { name: new RegExp(escapeRe(product.name)) }).first().click();
    await page.waitForURL(new RegExp(`product\\.html\\?id=${product.id}`));
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();

    await page.getByRole('link', { name: /^cart/i }).first().click();
    await page.waitForURL(/cart\.html/);
    await page.getByText(product.name).first().waitFor();
    await page.getByRole('link', { name: /check ?out/i }).or(page.getByRole('button', { name: /check ?out/i })).first().click();

    await signIn(page, 'e2e-product@example.com');
    const result = await checkoutAndPay(page, 'Pay');
    assert.equal(result.searchParams.get('pay_success'), 'true');
    const orderId = Number(result.searchParams.get('order_id'));
    await page.getByText(/payment complete/i).waitFor();
    await page.getByText(String(orderId)).first().waitFor();

    const order = (await orders()).find((o) => o.order_id === orderId);
    assert.equal(order?.status, 'paid');
    assert.deepEqual(errors, []);
    assert.deepEqual(violations, [], 'the strict CSP of the demo pages was never violated');
    await context.close();
  });

  it('buys a vod content, and a cancelled payment comes back as cancelled', async () => {
    const content = await vodContent();
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${servers.demoUrl}/contents.html`);
    await page.getByRole('link', { name: new RegExp(escapeRe(content.title)) }).first().click();
    await page.waitForURL(new RegExp(`content\\.html\\?id=${content.id}`));
    await page.getByRole('button', { name: /^add to cart$/i }).click();
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();

    await page.goto(`${servers.demoUrl}/checkout.html`);
    await signIn(page, 'e2e-content@example.com');
    const cancelled = await checkoutAndPay(page, 'Cancel', HOSTILE_NAME);
    const cancelledOrder = (await orders()).find((o) => o.order_id === Number(cancelled.searchParams.get('order_id')));
    assert.equal(cancelledOrder?.payment_fields?.buyer_name, HOSTILE_NAME, 'the field arrived at the payment page unchanged');
    assert.equal(cancelled.searchParams.get('pay_success'), 'false');
    assert.equal(cancelled.searchParams.get('error'), 'user_cancel');
    await page.getByText(/cancel/i).first().waitFor();

    // The cart still holds the content after a cancelled payment: pay for it now.
    await page.goto(`${servers.demoUrl}/checkout.html`);
    const paid = await checkoutAndPay(page, 'Pay');
    assert.equal(paid.searchParams.get('pay_success'), 'true');
    await page.getByText(/payment complete/i).waitFor();
    await context.close();
  });
});

/**
 * Every `securitypolicyviolation` on the demo's pages (served with a strict CSP and Trusted
 * Types) and every CSP/Trusted Types console error, across navigations.
 */
function watchPolicyViolations(page: Page): string[] {
  const seen: string[] = [];
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

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
