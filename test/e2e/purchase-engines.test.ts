/**
 * The guest's purchase in the three engines (Chromium, Firefox ESR, WebKitGTK), with the shop and
 * the platform on one site (http, two localhost ports) and on two sites (HTTPS, shop.test and
 * platform.test), plus Chromium with third-party cookies blocked (its other cells allow them). On
 * the demo pages:
 *
 *   product page → "Add to cart" → header count 1 → reload → still 1 → cart page shows the line →
 *   "Check out" → the sandbox's sign-in page → the checkout shows the line (and the platform holds
 *   it in the buyer's cart) → receiver form → "Place order" → payment page → "Pay" → the result
 *   page says the payment is complete → the account page lists the order
 *
 * with no page error, console error or CSP violation. A second cross-site walk logs in first (the
 * logged-in cart goes by the buyer token, not the device cookie). Each cell's report (count after
 * the reload, what the sandbox received, the cookie each engine kept) is printed at the end.
 *
 * In each engine, same-site and cross-site, one more walk: two tabs of one buyer pay once
 * (two-tabs.ts). Its report says what the buyer saw and the sandbox received.
 *
 * Run: `npm run test:engines` (E2E_ENGINES=webkit, E2E_SITES=cross-site, E2E_WALKS=tabs narrow it down). Needs
 * shop.test and platform.test in /etc/hosts (scripts/cross-site-hosts.sh adds them as root).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Engine } from '../../scripts/engines.mjs';
import type { BrowserCookie, Driver } from './driver.js';
import { CART_COUNT, type CookieEntry, signIn, simpleProduct } from './demo-shop.js';
import { Sessions, missingEnginesProblem, selectedEngines } from './engines.js';
import { SITE_KEY, type SiteMode, type Sites, crossSiteHostsProblem, startSites } from './sites.js';
import { walkTwoTabs } from './two-tabs.js';

const engines = selectedEngines();
const modes = (['same-site', 'cross-site'] as const).filter((mode) => (process.env.E2E_SITES ?? 'same-site,cross-site').split(',').includes(mode));

// Fail at once, in one line, when the machine lacks what the matrix needs.
const setupProblem = missingEnginesProblem(engines, true) ?? (modes.includes('cross-site') ? await crossSiteHostsProblem() : null);
if (setupProblem) {
  console.error(setupProblem);
  process.exit(1);
}

/** What a cell walks: `purchase` (above), `tabs` (two tabs pay once: two-tabs.ts). */
type Walk = 'purchase' | 'tabs';
const WALKS: readonly Walk[] = ['purchase', 'tabs'];
const WALK_NAMES: Record<Exclude<Walk, 'purchase'>, string> = {
  tabs: 'two tabs pay once',
};
/** `E2E_WALKS` (comma list of purchase, tabs) narrows the matrix down. */
const walks = WALKS.filter((walk) => (process.env.E2E_WALKS ?? WALKS.join(',')).split(',').includes(walk));

/** One walk of the matrix. */
interface Cell {
  engine: Engine;
  mode: SiteMode;
  walk: Walk;
  /** The purchase: `guest` adds as a guest, logs in at the checkout; `logged in first` logs in, then adds. */
  buyer?: 'guest' | 'logged in first';
  /** Chromium: its profile blocks third-party cookies (otherwise it allows them). */
  blockThirdPartyCookies?: boolean;
}

/** What a cell saw, for the report. */
interface CellReport {
  cell: string;
  ms?: number;
  result?: 'pass' | 'FAIL';
  failure?: string;
  countAfterReload?: string | null;
  /** The Set-Cookie line the sandbox answered to the first cart call (value elided). */
  setCookie?: string;
  /** Cookie names carried by the cart read after the reload (`GET /guest-cart`, or `/cart` logged in). */
  reloadCarried?: string[];
  /** Cookie names carried by a top-level visit to the platform afterwards (a partitioned cookie is not). */
  firstPartyCarried?: string[];
  /** The cookies the browser holds for the platform's host. */
  stored?: BrowserCookie[];
  /** The requests the sandbox recorded for the cart read after the reload. */
  reloadRequests?: string[];
  /** The other walks: what the buyer saw and the sandbox received, step by step. */
  notes?: string[];
}

const reports: CellReport[] = [];
const sites = new Map<SiteMode, Sites>();
const sessions = new Sessions();
let runStarted = 0;

function cellName(cell: Cell): string {
  const what = cell.walk === 'purchase' ? cell.buyer : WALK_NAMES[cell.walk];
  return `${cell.engine}, ${cell.mode}${cell.blockThirdPartyCookies ? ', third-party cookies blocked' : ''}, ${what}`;
}

/** A buyer of its own per cell (the platform keeps a cart and orders per buyer). */
function emailOf(cell: Cell): string {
  const what = cell.walk === 'purchase' ? cell.buyer! : cell.walk;
  return `engines-${cell.engine}-${cell.mode}-${what.replace(/\W+/g, '-')}${cell.blockThirdPartyCookies ? '-3pc-blocked' : ''}-${Date.now()}@example.com`;
}

/** The walk of one cell; fills `report` as it goes. */
async function walk(driver: Driver, at: Sites, cell: Cell, report: CellReport): Promise<void> {
  const { demoUrl } = at.servers;
  const product = await simpleProduct(at);
  const email = emailOf(cell);
  const cartPath = cell.buyer === 'guest' ? '/guest-cart' : '/cart';
  await at.admin('/cookies', undefined, 'DELETE');

  await driver.goto(`${demoUrl}/product.html?product_id=${product.id}`);
  if (cell.buyer === 'logged in first') {
    await driver.click({ role: 'button', name: /^log in$/i, within: 'shop-login' });
    await signIn(driver, email);
    await driver.waitForUrl(new RegExp(`product\\.html\\?product_id=${product.id}`));
    await driver.waitForText(/log out/i, 'shop-login');
  }

  // A guest (or the buyer) adds the product; the header says 1, and its drawer opens with the line.
  // (Waiting for the drawer's line also waits for its lazily loaded view: reloading while it
  // loads makes Firefox fail the import, and the drawer logs "did not load its view".)
  await driver.click({ role: 'button', name: /^add to cart$/i, within: 'shop-product-detail' });
  await driver.waitFor('the header count to say 1', `${CART_COUNT} === '1'`);
  await driver.waitForText(product.name, 'shop-cart-drawer');
  const beforeReload = (await at.admin<{ cookies: CookieEntry[] }>('/cookies')).cookies;
  report.setCookie = beforeReload
    .flatMap((entry) => entry.set_cookie)
    .find((line) => line.startsWith('sf_guest_'))
    ?.replace(/=[^;]*/, '=…');

  // Reload: the count is read again from the platform (and the device).
  await driver.reload();
  report.countAfterReload = await driver.waitFor<string>('the header count to be read after the reload', CART_COUNT);
  const afterReload = (await at.admin<{ cookies: CookieEntry[] }>('/cookies')).cookies.slice(beforeReload.length);
  const reloadRead = afterReload.find((entry) => entry.method === 'GET' && entry.path === cartPath);
  report.reloadCarried = reloadRead?.cookies;
  report.reloadRequests = afterReload
    .filter((entry) => entry.path.includes('cart'))
    .map(
      (entry) => `${entry.method} ${entry.path} ${entry.status} cookies=[${entry.cookies.join(',')}]${entry.set_cookie.length ? ' (Set-Cookie answered)' : ''}`,
    );
  assert.equal(
    report.countAfterReload,
    '1',
    `after the reload the header count says ${JSON.stringify(report.countAfterReload)}; the sandbox received: ${report.reloadRequests.join('; ') || 'no cart read'}`,
  );

  // The cart page shows the line; "Check out" goes on.
  await driver.goto(`${demoUrl}/cart.html`);
  await driver.waitForText(product.name, 'main shop-cart');
  await driver.click({ role: 'link', name: /^check ?out$/i, within: 'main shop-cart' });
  if (cell.buyer === 'guest') await signIn(driver, email);

  // Back on the checkout: the line is shown, and the platform holds it in the buyer's cart.
  await driver.waitForUrl(/\/checkout\.html/);
  await driver.waitForText(product.name, 'shop-checkout');
  const { token } = await at.admin<{ token: string }>('/login', { site_key: SITE_KEY, email });
  const platformCart = await at.api<{ items: Array<{ variant_id?: number | string; cart_quantity?: number | string }> }>('/cart?language=en', token);
  assert.deepEqual(
    platformCart.items.map((item) => [Number(item.variant_id), Number(item.cart_quantity)]),
    [[product.variant_id, 1]],
    "the platform holds the line in the buyer's cart",
  );

  // Receiver, order, payment page, "Pay".
  await driver.fill({ label: /receiver name|^name/i, css: 'input', within: 'shop-checkout' }, 'Kim Minji');
  await driver.fill({ label: /phone/i, css: 'input', within: 'shop-checkout' }, '010-1234-5678');
  await driver.fill({ label: /^address(?! details)/i, css: 'input, textarea', within: 'shop-checkout' }, '1 Sejong-daero, Jung-gu, Seoul');
  await driver.fill({ label: /postal code/i, css: 'input', within: 'shop-checkout' }, '04524');
  await driver.click({ role: 'button', name: /place order/i, within: 'shop-checkout' });
  await driver.waitForUrl(/\/__pay/);
  await driver.click({ role: 'button', name: 'Pay' });

  // The result page: payment complete, and the platform holds the order as paid.
  const resultUrl = new URL(await driver.waitForUrl(/\/payment-result\.html/));
  assert.equal(resultUrl.searchParams.get('pay_success'), 'true');
  const orderId = Number(resultUrl.searchParams.get('order_id'));
  await driver.waitForText(/payment complete/i, 'shop-payment-result');
  const { orders } = await at.admin<{ orders: Array<{ order_id: number; status: string }> }>(`/orders?site_key=${SITE_KEY}`);
  assert.equal(orders.find((order) => order.order_id === orderId)?.status, 'paid', 'the sandbox holds the order as paid');

  // The account page lists the order.
  await driver.goto(`${demoUrl}/account.html`);
  await driver.waitForText(String(orderId), 'shop-order-list');

  assert.deepEqual(await driver.problems(), [], 'no page error, console error or CSP violation');
}

/** After the walk (passed or not): the cookie the engine kept for the platform, and whether a top-level visit sends it. */
async function inspectCookies(driver: Driver, at: Sites, report: CellReport): Promise<void> {
  const { sandboxUrl } = at.servers;
  const host = new URL(sandboxUrl).hostname;
  report.stored = await driver.cookies(host, `${sandboxUrl}/`);
  const seen = (await at.admin<{ cookies: CookieEntry[] }>('/cookies')).cookies.length;
  // A top-level visit to the platform (first-party): a storefront path, recorded whatever it answers.
  await driver.goto(`${sandboxUrl}/api/storefront/v1/site`);
  const visit = (await at.admin<{ cookies: CookieEntry[] }>('/cookies')).cookies.slice(seen).find((entry) => entry.path === '/site');
  report.firstPartyCarried = visit?.cookies;
}

/**
 * The cells of an engine. The purchase: same-site and cross-site, cross-site also logged in first
 * (and in Chromium with third-party cookies blocked). Same-site and cross-site: two tabs pay once.
 */
function cellsOf(engine: Engine): Cell[] {
  const cells: Cell[] = [];
  for (const mode of modes) {
    cells.push({ engine, mode, walk: 'purchase', buyer: 'guest' });
    if (mode === 'cross-site') {
      cells.push({ engine, mode, walk: 'purchase', buyer: 'logged in first' });
      if (engine === 'chromium') cells.push({ engine, mode, walk: 'purchase', buyer: 'guest', blockThirdPartyCookies: true });
    }
    cells.push({ engine, mode, walk: 'tabs' });
  }
  return cells.filter((cell) => walks.includes(cell.walk));
}

function printReport(): void {
  const seconds = (r: CellReport) => (r.ms === undefined ? '' : `${(r.ms / 1000).toFixed(1)} s`);
  const purchases = reports.filter((r) => r.notes === undefined);
  const others = reports.filter((r) => r.notes !== undefined);
  const cookie = (c: BrowserCookie) =>
    `${c.name}: SameSite=${c.sameSite}${c.secure ? '; Secure' : ''}${c.httpOnly ? '; HttpOnly' : ''}${c.partitionKey ? `; partition ${c.partitionKey}` : ''}`;
  const lines = [
    `engine matrix (${((Date.now() - runStarted) / 1000).toFixed(1)} s in all)`,
    '| cell | result | time | count after reload | Set-Cookie answered | cookies on the cart read after the reload | stored for the platform | cookies on a top-level visit to the platform |',
    '|---|---|---|---|---|---|---|---|',
    ...purchases.map((r) =>
      [
        '',
        r.cell,
        r.result ?? '',
        seconds(r),
        r.countAfterReload ?? '',
        r.setCookie ?? '(none)',
        r.reloadCarried === undefined ? '(no read)' : `[${r.reloadCarried.join(', ')}]`,
        r.stored === undefined ? '' : r.stored.map(cookie).join(' / ') || '(none)',
        r.firstPartyCarried === undefined ? '' : `[${r.firstPartyCarried.join(', ')}]`,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    '| cell | result | time | what the buyer saw and the sandbox received |',
    '|---|---|---|---|',
    ...others.map((r) => `| ${r.cell} | ${r.result ?? ''} | ${seconds(r)} | ${r.notes!.join('<br>').replaceAll('|', '\\|')} |`),
    ...reports.filter((r) => r.failure).map((r) => `${r.cell}: ${r.failure}`),
  ];
  console.log(lines.join('\n'));
}

describe('the purchase and two tabs in three engines, same-site and cross-site', () => {
  before(async () => {
    runStarted = Date.now();
    await Promise.all(modes.map(async (mode) => sites.set(mode, await startSites(mode))));
  });

  after(async () => {
    printReport();
    await sessions.close();
    await Promise.all([...sites.values()].map((at) => at.close()));
  });

  for (const engine of engines) {
    describe(engine, () => {
      for (const cell of cellsOf(engine)) {
        it(cellName(cell), async () => {
          const started = Date.now();
          const report: CellReport = { cell: cellName(cell), ...(cell.walk === 'purchase' ? {} : { notes: [] }) };
          reports.push(report);
          const at = sites.get(cell.mode)!;
          const driver = await sessions.open(cell.engine, {
            acceptInsecureCerts: cell.mode === 'cross-site',
            ...(cell.engine === 'chromium' ? { thirdPartyCookies: cell.blockThirdPartyCookies ? 'blocked' : 'allowed' } : {}),
          });
          try {
            if (cell.walk === 'purchase') await walk(driver, at, cell, report);
            else await walkTwoTabs(driver, at, emailOf(cell), report.notes!);
            report.result = 'pass';
          } catch (error) {
            report.result = 'FAIL';
            report.failure = (error instanceof Error ? error.message : String(error)).split('\n')[0];
            throw error;
          } finally {
            if (cell.walk === 'purchase')
              await inspectCookies(driver, at, report).catch(
                (error: unknown) => (report.failure = `${report.failure ?? ''} (cookie inspection: ${String(error)})`),
              );
            await driver.close();
            report.ms = Date.now() - started;
          }
        });
      }
    });
  }
});
