/**
 * Every link or button that leads elsewhere emits the cancelable `shop-navigate` and stays a real
 * `<a href>`, so that a single-page app can route every one of them; a page author's URL that is
 * not an http(s) address on this site is never rendered or followed.
 */
import { expect, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { ShopNavigateEvent } from '../../src/events/shop-navigate.js';
import { buyerToken, mountShop, newSite, until } from './helpers.js';

/** Catches `shop-navigate`, cancels it (as a router does) and records its detail. */
function router(): { seen: ShopNavigateEvent['detail'][]; stop(): void } {
  const seen: ShopNavigateEvent['detail'][] = [];
  const route = (e: ShopNavigateEvent) => {
    e.preventDefault();
    seen.push(e.detail);
  };
  document.addEventListener('shop-navigate', route);
  return { seen, stop: () => document.removeEventListener('shop-navigate', route) };
}

async function vodOption(shop: ShopStorefront): Promise<{ content_id: number; option_id: number }> {
  const page = await shop.shop!.client.contents({ content_type: 'vod', limit: 1 });
  const item = page.items[0]!;
  return { content_id: item.content_id, option_id: item.options[0]!.option_id };
}

function captureErrors(): { errors: string[]; restore(): void } {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(String(args[0]));
  return { errors, restore: () => (console.error = original) };
}

const shadowLink = (el: Element, part: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`);

describe('navigation', () => {
  it("<shop-cart>'s checkout is a real link that a router can take over", async () => {
    const shop = await mountShop(await newSite(), html`<shop-cart checkout-href="/checkout.html"></shop-cart>`);
    await shop.shop!.cart.add({ item_type: 'content', option_id: (await vodOption(shop)).option_id });
    const cart = shop.querySelector('shop-cart')!;
    const link = await until(() => shadowLink(cart, 'checkout-button'), 'checkout link');
    expect(link.tagName).to.equal('A');
    expect(link.getAttribute('href')).to.equal('/checkout.html');
    const r = router();
    const before = location.href;
    try {
      link.click();
      expect(r.seen).to.deep.equal([{ href: '/checkout.html', kind: 'checkout', id: null }]);
      expect(location.href).to.equal(before);
    } finally {
      r.stop();
    }
  });

  it('"In cart" on a content detail is a link to cart-href with shop-navigate', async () => {
    const shop = await mountShop(await newSite(), html``);
    const { content_id, option_id } = await vodOption(shop);
    await shop.shop!.cart.add({ item_type: 'content', option_id });
    const detail = document.createElement('shop-content-detail');
    detail.setAttribute('content-id', String(content_id));
    detail.setAttribute('cart-href', '/cart.html');
    shop.append(detail);
    const link = await until(() => shadowLink(detail, 'in-cart-button'), '"In cart"');
    expect(link.tagName).to.equal('A');
    expect(link.getAttribute('href')).to.equal('/cart.html');
    const r = router();
    try {
      link.click();
      expect(r.seen).to.deep.equal([{ href: '/cart.html', kind: 'cart', id: null }]);
    } finally {
      r.stop();
    }
  });

  it("a board's write button is a link to write-href with shop-navigate", async () => {
    // Board 43 lets logged-in buyers write.
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-board board-id="43" write-href="/write.html?board_id={board_id}"></shop-board>`, {
      token: await buyerToken(siteKey),
    });
    const board = shop.querySelector('shop-board')!;
    const link = await until(() => shadowLink(board, 'write-button'), 'write button');
    expect(link.tagName).to.equal('A');
    expect(link.getAttribute('href')).to.equal('/write.html?board_id=43');
    const r = router();
    try {
      link.click();
      expect(r.seen).to.deep.equal([{ href: '/write.html?board_id=43', kind: 'post', id: null }]);
    } finally {
      r.stop();
    }
  });

  for (const href of [
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/checkout',
    '//evil.example/checkout',
  ]) {
    it(`never renders or follows checkout-href="${href}"`, async () => {
      const log = captureErrors();
      try {
        const shop = await mountShop(await newSite(), html`<shop-cart checkout-href=${href}></shop-cart>`);
        await shop.shop!.cart.add({ item_type: 'content', option_id: (await vodOption(shop)).option_id });
        const cart = shop.querySelector('shop-cart')!;
        const control = await until(() => shadowLink(cart, 'checkout-button'), 'checkout control');
        expect(control.tagName).to.equal('BUTTON');
        expect(cart.shadowRoot!.innerHTML).not.to.contain(href.slice(0, 12));
        const r = router();
        try {
          control.click();
          expect(r.seen).to.deep.equal([{ href: null, kind: 'checkout', id: null }]);
        } finally {
          r.stop();
        }
        expect(log.errors.filter((e) => e.includes('checkout-href'))).to.have.length(1);
      } finally {
        log.restore();
      }
    });
  }

  it('never renders a product-href template that is not an http(s) address on this site', async () => {
    const log = captureErrors();
    try {
      const shop = await mountShop(await newSite(), html`<shop-product-list limit="2" product-href="javascript:alert({product_id})"></shop-product-list>`);
      const list = shop.querySelector('shop-product-list')!;
      const card = await until(() => shadowLink(list, 'card-link'), 'a card');
      expect(card.hasAttribute('href')).to.equal(false);
      expect(log.errors.some((e) => e.includes('product-href'))).to.equal(true);
    } finally {
      log.restore();
    }
  });
});
