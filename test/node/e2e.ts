/**
 * Shared pieces of the end-to-end tests: the demo shop and sandbox on two origins, Debian's
 * Chromium, raw reads of the sandbox API, seed lookups, and the steps every purchase takes.
 */
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDemo, type DemoServers } from '../../scripts/demo-server.js';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

export const SITE_KEY = 'demo-site-key';

/** The flags of the tests' Chromium (scripts/chromium.mjs). */
export const CHROMIUM_ARGS = [...TEST_CHROMIUM_ARGS];

/** Debian's Chromium with the tests' flags (and `extraArgs`). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...TEST_CHROMIUM_ARGS, ...extraArgs] });
}

export interface E2E {
  servers: DemoServers;
  browser: Browser;
  close(): Promise<void>;
}

/** The demo shop (port chosen by the system), its sandbox, and a headless Chromium. */
export async function startE2E(): Promise<E2E> {
  const servers = await startDemo({ sandboxPort: 0, demoPort: 0 });
  const browser = await launchChromium();
  return {
    servers,
    browser,
    async close() {
      await browser.close();
      await servers.close();
    },
  };
}

/** Where the sandbox runs: the demo servers, or a sandbox started alone (`{ sandboxUrl }`). */
export type SandboxAt = Pick<DemoServers, 'sandboxUrl'>;

/** A raw GET of the storefront API, as a server would make it (no Origin header). */
export async function api<T>(servers: SandboxAt, path: string, token?: string): Promise<T> {
  const res = await fetch(`${servers.sandboxUrl}/api/storefront/v1${path}`, {
    headers: { 'X-Service-Site-Key': SITE_KEY, Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  assert.equal(res.ok, true, `GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Calls a test endpoint of the sandbox at `sandboxUrl` (`/__sandbox{path}`; GET without a body,
 * else POST unless `method` says otherwise) and returns its JSON answer. A non-2xx answer fails
 * the test with the method, path, status and body.
 */
export async function sandboxAdmin<T = Record<string, any>>(
  sandboxUrl: string,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const res = await fetch(`${sandboxUrl}/__sandbox${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} /__sandbox${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

interface RawDetail {
  product: {
    translation?: { name?: string };
    variants: Array<{ variant_id: number | string; is_active?: boolean; quantity?: number | string }>;
    buyer_input_options?: Array<{ is_required?: boolean; status?: string }>;
    sourcing_info?: { min_quantity?: number | string };
  };
}

/** A product a buyer can add with one click: one active variant (`variant_id`) in stock, no required input. */
export async function simpleProduct(servers: SandboxAt): Promise<{ id: number; name: string; variant_id: number }> {
  const list = await api<{ products: { data: Array<{ product_id: number | string }> } }>(servers, '/products?limit=100&language=en');
  for (const item of list.products.data) {
    const id = Number(item.product_id);
    const { product } = await api<RawDetail>(servers, `/products/${id}?language=en`);
    const inputs = (product.buyer_input_options ?? []).filter((b) => b.status !== 'hidden' && b.is_required);
    const [only] = product.variants;
    if (
      product.variants.length === 1 &&
      only!.is_active !== false &&
      Number(only!.quantity ?? 1) > 0 &&
      inputs.length === 0 &&
      Number(product.sourcing_info?.min_quantity ?? 1) <= 1
    ) {
      return { id, name: product.translation?.name ?? '', variant_id: Number(only!.variant_id) };
    }
  }
  throw new Error('no simple product in the seed');
}

/** The first vod content of the seed. */
export async function vodContent(servers: SandboxAt): Promise<{ id: number; title: string }> {
  const list = await api<{ contents: { data: Array<{ content_id: number | string; title?: string; name?: string }> } }>(
    servers,
    '/contents?content_type=vod&language=en',
  );
  const c = list.contents.data[0]!;
  return { id: Number(c.content_id), title: c.title ?? c.name ?? '' };
}

/** Orders of the demo site as the sandbox keeps them (status, payment fields received). */
export async function sandboxOrders(servers: SandboxAt): Promise<Array<{ order_id: number; status: string; payment_fields?: Record<string, string> }>> {
  return (
    await sandboxAdmin<{ orders: Array<{ order_id: number; status: string; payment_fields?: Record<string, string> }> }>(
      servers.sandboxUrl,
      `/orders?site_key=${SITE_KEY}`,
    )
  ).orders;
}

/**
 * On the payment result page: the URL says `pay_success=true`, the page says "Payment complete"
 * and shows the order number, and the sandbox holds that order as paid. Gives the order_id.
 */
export async function assertPaid(page: Page, sandbox: SandboxAt): Promise<number> {
  const result = new URL(page.url());
  assert.equal(result.searchParams.get('pay_success'), 'true');
  const orderId = Number(result.searchParams.get('order_id'));
  await page.getByText(/payment complete/i).waitFor();
  // (In the result element: the demo's dataLayer panel also shows the order id, in `purchase`.)
  await page.locator('shop-payment-result').getByText(String(orderId)).first().waitFor();
  const order = (await sandboxOrders(sandbox)).find((o) => o.order_id === orderId);
  assert.equal(order?.status, 'paid', 'the sandbox holds the order as paid');
  return orderId;
}

/** The sandbox's sign-in page, standing in for the identity provider. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.waitForURL(/__idp\/authorize/);
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Fills the checkout's receiver form, once the page at `checkoutUrl` is open. */
export async function fillReceiver(page: Page, receiverName = 'Kim Minji', checkoutUrl: RegExp = /checkout\.html/): Promise<void> {
  await page.waitForURL(checkoutUrl);
  await page
    .getByLabel(/receiver name|^name/i)
    .first()
    .fill(receiverName);
  await page.getByLabel(/phone/i).first().fill('010-1234-5678');
  await page
    .getByLabel(/^address(?! details)/i)
    .first()
    .fill('1 Sejong-daero, Jung-gu, Seoul');
  await page
    .getByLabel(/postal code/i)
    .first()
    .fill('04524');
}

/**
 * Page errors, every `securitypolicyviolation` on the demo's pages (served with a strict CSP and
 * Trusted Types) and every CSP / Trusted Types console error, across navigations.
 */
export function watchProblems(page: Page): string[] {
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

export function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
