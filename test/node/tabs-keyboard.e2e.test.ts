/**
 * Two promises a buyer feels directly, in Debian's Chromium on the demo pages:
 * - a cart change in one tab shows in another tab of the same site within one second;
 * - the whole purchase can be done with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { type E2E, startE2E } from './e2e.js';

let e2e: E2E;

/** Text that names the focused element, looking through shadow roots. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a) return '';
    const labelled = (a as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return `${a.getAttribute('aria-label') ?? ''} ${labelled} ${a.textContent ?? ''}`.replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the focused element's name matches, at most `limit` times. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name} (last: ${await focusedName(page)})`);
}

describe('across tabs and by keyboard', () => {
  before(async () => {
    e2e = await startE2E();
  });

  after(async () => {
    await e2e?.close();
  });

  it('a cart change in one tab shows in another tab within one second', async () => {
    const { servers, browser } = e2e;
    const context = await browser.newContext();
    const shopTab = await context.newPage();
    const cartTab = await context.newPage();
    await cartTab.goto(`${servers.demoUrl}/cart.html`);
    await cartTab.locator('shop-cart-count').filter({ hasText: '0' }).waitFor();

    await shopTab.goto(`${servers.demoUrl}/content.html?content_id=503`);
    await shopTab.getByRole('button', { name: /^add to cart$/i }).click();
    await shopTab.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();
    // From the moment the first tab shows the new cart, the other has one second.
    await cartTab.locator('shop-cart-count').filter({ hasText: '1' }).waitFor({ timeout: 1000 });
    await cartTab.locator('shop-cart').getByText(/./).first().waitFor();
    await context.close();
  });

  it('buys a course with the keyboard alone: detail → cart → login → checkout → payment → result', async () => {
    const { servers, browser } = e2e;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${servers.demoUrl}/content.html?content_id=504`);
    await page.getByRole('button', { name: /^add to cart$/i }).waitFor();

    await tabTo(page, /^add to cart$/i);
    await page.keyboard.press('Enter');
    await page.locator('shop-cart-count').filter({ hasText: '1' }).waitFor();

    // The header's cart drawer (open-on-add) opened with the focus inside: its checkout link goes on.
    await page.locator('shop-cart-drawer shop-cart [part~="line"]').first().waitFor();
    await tabTo(page, /^check ?out$/i);
    await page.keyboard.press('Enter');

    // The checkout asks for login: the sandbox's sign-in page, by keyboard too.
    await page.waitForURL(/__idp\/authorize/);
    await tabTo(page, /email/i);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('keyboard-buyer@example.com');
    await tabTo(page, /sign in/i);
    await page.keyboard.press('Enter');

    await page.waitForURL(/checkout\.html/);
    await page.getByRole('button', { name: /place order/i }).waitFor();
    await tabTo(page, /receiver name|^name/i);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Kim Minji');
    await tabTo(page, /phone/i);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('010-1234-5678');
    await tabTo(page, /place order/i);
    await page.keyboard.press('Enter');

    await page.waitForURL(/__pay/);
    await tabTo(page, /^pay$/i);
    await page.keyboard.press('Enter');
    await page.waitForURL(/payment-result\.html/);
    assert.equal(new URL(page.url()).searchParams.get('pay_success'), 'true');
    await page.getByText(/payment complete/i).waitFor();
    await context.close();
  });
});
