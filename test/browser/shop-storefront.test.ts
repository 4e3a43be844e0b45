import { expect, fixtureSync, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { defineElement } from '../../src/define/register.js';
import { tokenStorageKey } from '../../src/state/session.js';
import { mountShop, newSite, requests, sandboxUrl, until, textOf, buyerToken } from './helpers.js';

describe('<shop-storefront>', () => {
  it('gives every element inside it the same client and cart, and makes one cart request for many badges', async () => {
    const siteKey = await newSite();
    const el = await mountShop(siteKey, html`<shop-cart-count></shop-cart-count><shop-cart-count></shop-cart-count><shop-cart-count></shop-cart-count>`);
    const counts = [...el.querySelectorAll('shop-cart-count')];
    await until(() => el.shop!.cart.value.cart !== null && counts.every((c) => textOf(c) === '0'));
    expect((await requests(siteKey)).filter((r) => r.path === '/guest-cart').length).to.equal(1);
    expect(el.client).to.equal(el.shop!.client);
  });

  it('reaches an element outside any storefront, even when the storefront connects later', async () => {
    const siteKey = await newSite();
    const wrapper = fixtureSync<HTMLDivElement>(
      html`<div>
        <header><shop-cart-count></shop-cart-count></header>
      </div>`,
    );
    const badge = wrapper.querySelector('shop-cart-count')!;
    const storefront = document.createElement('shop-storefront') as ShopStorefront;
    storefront.setAttribute('site-key', siteKey);
    storefront.setAttribute('base-url', sandboxUrl());
    storefront.setAttribute('token-storage', 'memory');
    wrapper.append(storefront);
    await storefront.shop!.cart.add({ item_type: 'content', option_id: await firstFutureOption(storefront) });
    await until(() => textOf(badge) === '1', 'badge shows 1');
  });

  it('does not throw when an element is defined twice', () => {
    expect(() => defineElement('shop-storefront', class extends HTMLElement {})).not.to.throw();
  });

  it('follows a login and a logout in another tab with token-storage="local", and ignores them otherwise', async () => {
    // Two shops (storefronts of one key and platform would share one session).
    const [localKey, memoryKey] = [await newSite(), await newSite()];
    const tokens = { [localKey]: await buyerToken(localKey), [memoryKey]: await buyerToken(memoryKey) };
    const mount = (siteKey: string, storage: string) =>
      fixtureSync<ShopStorefront>(
        html`<shop-storefront site-key=${siteKey} base-url=${sandboxUrl()} language="en" token-storage=${storage}></shop-storefront>`,
      );
    // What the browser delivers to this page when another tab of the site writes localStorage.
    const otherTab = (newValue: string | null) => {
      for (const siteKey of [localKey, memoryKey]) {
        const key = tokenStorageKey(siteKey, sandboxUrl());
        const value = newValue && tokens[siteKey]!;
        if (value) localStorage.setItem(key, value);
        else localStorage.removeItem(key);
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
      }
    };
    try {
      const local = mount(localKey, 'local');
      const memory = mount(memoryKey, 'memory');
      expect(local.shop!.session.loggedIn).to.equal(false);
      otherTab('login');
      await until(() => local.shop!.session.value.user !== null, 'the local page loads the buyer');
      expect(local.shop!.session.value.token).to.equal(tokens[localKey]);
      expect(memory.shop!.session.loggedIn).to.equal(false);
      otherTab(null);
      await until(() => !local.shop!.session.loggedIn, 'the local page logs out');
    } finally {
      for (const key of Object.keys(localStorage)) if (key.startsWith('shop-elements:')) localStorage.removeItem(key);
    }
  });

  it('keeps the token in memory only when asked, never in a cookie', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey);
    const el = await mountShop(siteKey, html``, { token });
    expect(el.shop!.session.loggedIn).to.equal(true);
    expect(document.cookie).not.to.contain(token);
    expect(Object.values({ ...sessionStorage, ...localStorage })).not.to.include(token);
  });

  it('switches language for every element', async () => {
    const siteKey = await newSite();
    const el = await mountShop(siteKey, html`<shop-cart-count></shop-cart-count>`, { language: 'ja' });
    const badge = el.querySelector('shop-cart-count')!;
    await until(() => badge.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label')?.includes('カート'));
    el.setAttribute('language', 'ko');
    await until(() => badge.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label')?.includes('장바구니'));
    await expect(badge).to.be.accessible();
  });
});

/** The first option of a vod content: always sellable. */
async function firstFutureOption(storefront: ShopStorefront): Promise<number> {
  const client = storefront.shop!.client;
  const page = await client.contents({ content_type: 'vod', limit: 1 });
  return page.items[0]!.options[0]!.option_id;
}

describe('<shop-storefront> in a page layout', () => {
  it('stays within a constrained content width, as a block theme lays out a post', async () => {
    const siteKey = await newSite();
    const wrap = fixtureSync<HTMLDivElement>(
      html`<div>
        <style>
          .is-layout-constrained > * {
            max-width: 480px;
            margin-left: auto !important;
            margin-right: auto !important;
          }
        </style>
        <div class="is-layout-constrained" style="width: 900px">
          <p>Intro text of the post.</p>
          <shop-storefront site-key=${siteKey} base-url=${sandboxUrl()} language="en" token-storage="memory">
            <shop-product-list limit="4"></shop-product-list>
          </shop-storefront>
        </div>
      </div>`,
    );
    const list = wrap.querySelector('shop-product-list')!;
    await until(() => list.shadowRoot?.querySelector('[part~="card"]'), 'cards');
    const post = wrap.querySelector('.is-layout-constrained')!.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    expect(box.width).to.be.at.most(480);
    expect(box.width).to.be.greaterThan(0);
    // Centred like the paragraph before it, not full-bleed at the left edge.
    expect(Math.round(box.left - post.left)).to.equal(Math.round(post.right - box.right));
  });

  it('is one item of a grid parent', async () => {
    const siteKey = await newSite();
    const wrap = fixtureSync<HTMLDivElement>(
      html`<div style="display: grid; grid-template-columns: 200px 400px; width: 600px">
        <aside>Side</aside>
        <shop-storefront site-key=${siteKey} base-url=${sandboxUrl()} language="en" token-storage="memory">
          <shop-cart-count></shop-cart-count><shop-product-list limit="2"></shop-product-list>
        </shop-storefront>
      </div>`,
    );
    const storefront = wrap.querySelector('shop-storefront')!;
    const list = wrap.querySelector('shop-product-list')!;
    await until(() => list.shadowRoot?.querySelector('[part~="card"]'), 'cards');
    const cell = storefront.getBoundingClientRect();
    expect(Math.round(cell.left - wrap.getBoundingClientRect().left)).to.equal(200);
    expect(Math.round(cell.width)).to.equal(400);
    expect(list.getBoundingClientRect().width).to.be.at.most(400);
  });
});
