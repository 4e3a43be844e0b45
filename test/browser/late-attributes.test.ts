/**
 * Attributes that arrive after the elements connected (issue 29): a framework such as Angular
 * inserts the elements first and binds `[attr.site-key]` just after, in the same task or later;
 * a script may set, change or remove them at any time, or set properties instead. The children
 * follow their storefront: none keeps a shop that its storefront has replaced, and nothing is
 * reported for a setup that is complete by the end of the task.
 */
import { expect } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { loadLocale } from '../../src/i18n/load.js';
import { calls, consoleDuring, expectNoConsole, newSite, sandboxUrl, textOf, until } from './helpers.js';

/** Every storefront and element made by a test, removed after it. */
const made: Element[] = [];
afterEach(() => {
  for (const el of made.splice(0)) el.remove();
});

/** A storefront (no attributes yet) with a cart count and a login inside, connected. */
function storefrontWithChildren(): { sf: ShopStorefront; count: Element; login: Element } {
  const sf = document.createElement('shop-storefront') as ShopStorefront;
  sf.setAttribute('language', 'en');
  sf.setAttribute('token-storage', 'memory');
  sf.innerHTML = '<shop-cart-count></shop-cart-count><shop-login></shop-login>';
  document.body.append(sf);
  made.push(sf);
  return { sf, count: sf.querySelector('shop-cart-count')!, login: sf.querySelector('shop-login')! };
}

const shadowText = (el: Element) => (el.shadowRoot ? textOf(el) : '');

describe('attributes of <shop-storefront> that arrive after its children connected', () => {
  before(() => loadLocale('en'));

  it('site-key and base-url set in the same task: the children work, and nothing is reported', async () => {
    const siteKey = await newSite();
    await expectNoConsole(async () => {
      const { sf, count, login } = storefrontWithChildren();
      sf.setAttribute('site-key', siteKey);
      sf.setAttribute('base-url', sandboxUrl());
      await until(() => shadowText(count) === '0', 'the count of the guest cart');
      await until(() => /log in/i.test(shadowText(login)), 'the log-in button');
      await until(async () => (await calls(siteKey, 'GET', '/guest-cart')).length > 0 || null, 'the cart read');
    }, 'shop-elements');
  });

  it('site-key set a task later: the children that connected before follow the shop it makes', async () => {
    const siteKey = await newSite();
    const { sf, count, login } = storefrontWithChildren();
    await new Promise((resolve) => setTimeout(resolve));
    sf.setAttribute('base-url', sandboxUrl());
    sf.siteKey = siteKey;
    await until(() => shadowText(count) === '0', 'the count of the guest cart');
    await until(() => /log in/i.test(shadowText(login)), 'the log-in button');
    expect(sf.shop?.siteKey).to.equal(siteKey);
  });

  it('site-key changed later: the children use the new shop, never the one it replaced', async () => {
    const [a, b] = [await newSite(), await newSite()];
    const { sf, count } = storefrontWithChildren();
    sf.setAttribute('base-url', sandboxUrl());
    sf.setAttribute('site-key', a);
    await until(() => shadowText(count) === '0', 'the count of site a');
    const first = sf.shop!;
    // Site b's guest cart gets a line on this device: only b's shop can show it.
    await first.client.products();
    sf.setAttribute('site-key', b);
    await until(() => sf.shop && sf.shop !== first, 'a new shop');
    await sf.shop!.cart.add({ item_type: 'content', option_id: 5001 });
    await until(() => shadowText(count) === '1', "the count of site b's cart");
    expect(first.active.value).to.equal(false);
    expect(await calls(b, 'POST', '/guest-cart')).to.have.length(1);
    expect(await calls(a, 'POST', '/guest-cart')).to.have.length(0);
  });

  it('token-storage changed later: the shop keeps the token where the storefront now says', async () => {
    const siteKey = await newSite();
    const { sf, count } = storefrontWithChildren();
    sf.setAttribute('site-key', siteKey);
    sf.setAttribute('base-url', sandboxUrl());
    await until(() => shadowText(count) === '0', 'the count');
    const first = sf.shop!;
    sf.tokenStorage = 'session';
    await until(() => sf.shop?.session.storageKind === 'session', 'the new storage');
    // Only the new shop's cart store can tell the count of a line added through it.
    await sf.shop!.cart.add({ item_type: 'content', option_id: 5001 });
    await until(() => shadowText(count) === '1', "the count from the new shop's cart");
    expect(sf.shop === first).to.equal(false);
    expect(first.active.value).to.equal(false);
  });

  it('site-key removed: the children show nothing and the storefront tells the site owner', async () => {
    const siteKey = await newSite();
    const { sf, count } = storefrontWithChildren();
    sf.setAttribute('site-key', siteKey);
    sf.setAttribute('base-url', sandboxUrl());
    await until(() => shadowText(count) === '0', 'the count');
    const { lines } = await consoleDuring(async () => {
      sf.removeAttribute('site-key');
      await until(() => sf.shadowRoot?.querySelector('[part="problem"]'), 'the notice');
      await until(() => shadowText(count) === '', 'the count empty');
    });
    expect(lines.some((line) => line.text.includes('has no site-key attribute'))).to.equal(true);
  });
});

describe('attributes of the other elements that arrive after they connected', () => {
  it('product-id set in the same task: the detail loads, and no configuration error is reported', async () => {
    const siteKey = await newSite();
    await expectNoConsole(async () => {
      const sf = document.createElement('shop-storefront') as ShopStorefront;
      sf.setAttribute('site-key', siteKey);
      sf.setAttribute('base-url', sandboxUrl());
      sf.setAttribute('language', 'en');
      const detail = document.createElement('shop-product-detail');
      sf.append(detail);
      document.body.append(sf);
      made.push(sf);
      detail.setAttribute('product-id', '110');
      await until(() => shadowText(detail).includes("Chef's Knife"), 'the product');
    }, 'shop-elements');
  });

  it('product-id set a task later: the configuration error gives way to the product', async () => {
    const siteKey = await newSite();
    const sf = document.createElement('shop-storefront') as ShopStorefront;
    sf.setAttribute('site-key', siteKey);
    sf.setAttribute('base-url', sandboxUrl());
    sf.setAttribute('language', 'en');
    const detail = document.createElement('shop-product-detail');
    sf.append(detail);
    document.body.append(sf);
    made.push(sf);
    await new Promise((resolve) => setTimeout(resolve, 0));
    (detail as HTMLElement & { productId: number | null }).productId = 110;
    await until(() => shadowText(detail).includes("Chef's Knife"), 'the product');
    expect(detail.shadowRoot!.querySelector('[part~="config-error"]')?.textContent ?? null).to.equal(null);
  });
});
