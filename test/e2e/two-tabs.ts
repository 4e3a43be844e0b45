/**
 * Two tabs of one buyer pay once (purchase-engines.test.ts runs it in each engine): a logged-in
 * buyer's cart on the checkout in two tabs of one browser (two windows in WebKit: driver-webdriver.ts),
 * each with the receiver filled in.
 *
 * 1. "Place order" clicked in both at the same moment (demo-shop.ts `clickAtOnce`): the sandbox
 *    holds one new order N of the buyer; both tabs reach the payment page of N; "Pay" in the first
 *    pays it; "Pay" in the second is refused ("Order N is already paid.").
 * 2. The sandbox still holds that one order, paid once.
 *
 * (The second tab that continues the first tab's order, placed one after the other, is checked in
 * Chromium by test/browser/orders.e2e.test.ts: left out here to keep the matrix within minutes.)
 *
 * No page error, console error or CSP violation in either tab (Chromium's own log line of the
 * refused payment page's 400 aside).
 */
import assert from 'node:assert/strict';
import type { Driver } from './driver.js';
import {
  CART_COUNT,
  PAYMENT_PAGE_ORDER,
  clickAtOnce,
  fillReceiver,
  isRequestLog,
  sandboxOrders,
  signIn,
  simpleProduct,
  type SandboxOrder,
} from './demo-shop.js';
import { SITE_KEY, type Sites } from './sites.js';

/** What the walk saw, for the report (one line per step). */
export type Notes = string[];

const PLACE_ORDER = { role: 'button', name: /place order/i, within: 'shop-checkout' } as const;

/** The payment page's order number, once the tab shows it. */
function paymentPageOrder(tab: Driver, which: string): Promise<string> {
  return tab.waitFor<string>(`the payment page of ${which} to name its order`, PAYMENT_PAGE_ORDER);
}

/** The checkout of the buyer's cart in `tab` (logging in there), receiver filled in. */
async function openCheckout(tab: Driver, demoUrl: string, email: string, productName: string): Promise<void> {
  await tab.goto(`${demoUrl}/checkout.html`);
  await signIn(tab, email);
  await tab.waitForUrl(/\/checkout\.html/);
  await tab.waitForText(productName, 'shop-checkout');
  await fillReceiver(tab);
}

/** Adds the product from its page in `tab` (the header count says 1 and the drawer shows the line). */
async function addProduct(tab: Driver, demoUrl: string, product: { id: number; name: string }): Promise<void> {
  await tab.goto(`${demoUrl}/product.html?product_id=${product.id}`);
  await tab.waitFor('the header count to be read', `${CART_COUNT} !== null`);
  await tab.click({ role: 'button', name: /^add to cart$/i, within: 'shop-product-detail' });
  await tab.waitFor('the header count to say 1', `${CART_COUNT} === '1'`);
  // The drawer's lazily loaded view too: leaving while it loads makes Firefox fail the import.
  await tab.waitForText(product.name, 'shop-cart-drawer');
}

/** The walk; `driver` is the first tab, the second is opened here (and closed). */
export async function walkTwoTabs(driver: Driver, at: Sites, email: string, notes: Notes): Promise<void> {
  const { demoUrl } = at.servers;
  const product = await simpleProduct(at);
  const { user } = await at.admin<{ user: { user_id: number } }>('/login', { site_key: SITE_KEY, email });
  const ordersOfBuyer = async (): Promise<SandboxOrder[]> => (await sandboxOrders(at)).filter((order) => order.user_id === user.user_id);
  const first = driver;

  // A guest's cart, then the checkout in the first tab (login there), then in a second tab (login there too: a token is kept per tab).
  await addProduct(first, demoUrl, product);
  await openCheckout(first, demoUrl, email, product.name);
  const second = await first.newTab();
  try {
    await openCheckout(second, demoUrl, email, product.name);

    // 1. "Place order" in both at the same moment: one order, both tabs on its payment page.
    const [firstClick, secondClick] = await clickAtOnce([first, second], PLACE_ORDER);
    await first.waitForUrl(/\/__pay/);
    await second.waitForUrl(/\/__pay/);
    const shown = [await paymentPageOrder(first, 'the first tab'), await paymentPageOrder(second, 'the second tab')];
    const made = await ordersOfBuyer();
    const gap =
      typeof firstClick === 'number' && typeof secondClick === 'number' ? `${Math.abs(secondClick - firstClick).toFixed(1)} ms apart` : 'moments not read';
    notes.push(
      `same moment (clicks ${gap}): sandbox orders of the buyer ${JSON.stringify(made.map((o) => o.order_id))}; payment pages show ${shown.join(' and ')}`,
    );
    assert.equal(made.length, 1, `one order of the cart; the sandbox holds ${JSON.stringify(made)}`);
    const order = String(made[0]!.order_id);
    assert.deepEqual(shown, [order, order], 'both tabs are on the payment page of that order');

    // Paid in the first tab; the second tab's payment of the same order is refused.
    await first.click({ role: 'button', name: 'Pay' });
    const result = new URL(await first.waitForUrl(/\/payment-result\.html/));
    assert.equal(result.searchParams.get('order_id'), order);
    assert.equal(result.searchParams.get('pay_success'), 'true');
    await second.click({ role: 'button', name: 'Pay' });
    await second.waitForText(`Order ${order} is already paid.`);
    const afterPay = await ordersOfBuyer();
    notes.push(`"Pay" in the first tab: ${order} ${afterPay[0]?.status}; in the second: "Order ${order} is already paid."`);
    assert.deepEqual(
      afterPay.map((o) => [String(o.order_id), o.status]),
      [[order, 'paid']],
      'still one order, paid once',
    );

    // The refused payment page answers 400: Chromium logs that request itself.
    const problems = [...(await first.problems()), ...(await second.problems())].filter((p) => !isRequestLog(p, /\/__pay\/complete$/));
    assert.deepEqual(problems, [], 'no page error, console error or CSP violation in either tab');
  } finally {
    await second.close();
  }
}
