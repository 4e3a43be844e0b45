/**
 * What a host page can count on when the network or the platform misbehaves: typed errors,
 * last good data kept, nothing thrown into the page, one login prompt for many 401s, the cart
 * never lost, and removed elements leave no request behind.
 */
import { expect, html } from '@open-wc/testing';
import type { ShopProductList } from '../../src/elements/shop-product-list/shop-product-list.js';
import { buyerToken, clearFaults, injectFault, mountShop, newSite, requests, settled, textOf, until, untilAsync } from './helpers.js';

/**
 * Collects `error` and `unhandledrejection` events on window while `fn` runs and until the page
 * has settled after it (every request of `siteKey` answered, a task run after the answers).
 */
async function pageErrors(siteKey: string, fn: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const onError = (e: ErrorEvent) => seen.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => seen.push(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await fn();
    await settled(siteKey);
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return seen;
}

describe('resilience', () => {
  it('a malformed answer becomes an error message, keeps the last good page on screen, and throws nothing into the page', async () => {
    const siteKey = await newSite();
    let list!: ShopProductList;
    const errors = await pageErrors(siteKey, async () => {
      const shop = await mountShop(siteKey, html`<shop-product-list limit="4"></shop-product-list>`);
      list = shop.querySelector('shop-product-list')!;
      await until(() => list.shadowRoot?.querySelectorAll('[part~="card"]').length === 4, 'first page');
      const firstName = list.shadowRoot!.querySelector('[part~="title"]')!.textContent!.trim();
      await injectFault(siteKey, { path: '/products', kind: 'malformed', times: 3 });
      list.setAttribute('page', '2');
      await until(() => list.shadowRoot?.querySelector('[role="alert"]'), 'error shown');
      expect(textOf(list)).to.contain(firstName);
      expect(list.shadowRoot!.querySelector('[part~="stale"]')).to.not.equal(null);
    });
    expect(errors).to.deep.equal([]);
    await expect(list).to.be.accessible();
  });

  it('ten concurrent 401s drop the token and ask for login exactly once', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey);
    const shop = await mountShop(siteKey, html``, { token });
    let asked = 0;
    shop.addEventListener('shop-login-required', (e) => {
      asked++;
      e.preventDefault();
    });
    await injectFault(siteKey, { path: '/me', kind: 'status', status: 401, times: 10 });
    const client = shop.shop!.client;
    const errors = await pageErrors(siteKey, async () => {
      await Promise.allSettled(Array.from({ length: 10 }, () => client.me()));
    });
    expect(asked).to.equal(1);
    expect(shop.shop!.session.token).to.equal(null);
    expect(errors).to.deep.equal([]);
  });

  it('a page script calling storefront.client without a buyer token gets shop-login-required once (issue 30 item 6, auth rule 2)', async () => {
    const siteKey = await newSite();
    const storefront = await mountShop(siteKey, html``);
    const asked: string[] = [];
    storefront.addEventListener('shop-login-required', (e) => {
      asked.push(e.detail.returnTo);
      e.preventDefault();
    });
    const client = storefront.client!;
    const results = await Promise.allSettled([client.me(), client.myOrders(), client.me()]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as { status?: number }).status : 'ok'))).to.deep.equal([401, 401, 401]);
    await until(() => asked.length > 0, 'shop-login-required');
    await settled(siteKey);
    expect(asked).to.have.length(1);
  });

  it('a transient error never empties the guest cart, and a retry brings it back', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-cart></shop-cart><shop-cart-count></shop-cart-count>`);
    const page = await shop.shop!.client.contents({ content_type: 'vod', limit: 1 });
    await shop.shop!.cart.add({ item_type: 'content', option_id: page.items[0]!.options[0]!.option_id });
    const count = shop.querySelector('shop-cart-count')!;
    await until(() => textOf(count) === '1');
    await injectFault(siteKey, { method: 'GET', path: '/guest-cart', kind: 'status', status: 503, times: 20 });
    await shop.shop!.cart.refresh();
    expect(shop.shop!.cart.value.error?.status).to.equal(503);
    expect(shop.shop!.cart.value.cart?.count).to.equal(1);
    expect(textOf(count)).to.equal('1');
    await clearFaults(siteKey);
    await shop.shop!.cart.refresh();
    expect(shop.shop!.cart.value.error).to.equal(null);
    expect(shop.shop!.cart.value.cart?.count).to.equal(1);
  });

  it('offline, writes are refused with a message and nothing is sent', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html``);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    let kind = '';
    try {
      await shop.shop!.cart.add({ item_type: 'content', option_id: 5001 });
    } catch (e) {
      kind = (e as { kind: string }).kind;
    } finally {
      delete (navigator as unknown as Record<string, unknown>).onLine;
    }
    expect(kind).to.equal('offline');
    expect((await requests(siteKey)).filter((r) => r.method === 'POST')).to.deep.equal([]);
  });

  it('removing an element aborts its request in flight', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/products', kind: 'hang' });
    const shop = await mountShop(siteKey, html`<shop-product-list limit="3"></shop-product-list>`);
    const list = shop.querySelector('shop-product-list')!;
    await untilAsync(async () => (await requests(siteKey)).some((r) => r.path === '/products'), 'request sent');
    list.remove();
    const recorded = await untilAsync(async () => (await requests(siteKey)).find((r) => r.path === '/products' && r.aborted), 'request aborted');
    expect(recorded.status).to.equal(null);
  });
});
