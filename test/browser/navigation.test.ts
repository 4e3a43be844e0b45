/**
 * Every link or button that leads elsewhere emits the cancelable `shop-navigate` and stays a real
 * `<a href>`, so that a single-page app can route every one of them; a page author's URL that is
 * not an http(s) address on this site is never rendered or followed.
 */
import { expect, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { ShopNavigateDetail } from '../../src/events/index.js';
import { buyerToken, consoleDuring, expectConsoleOnce, expectEvent, mountShop, newSite, until } from './helpers.js';

async function vodOption(shop: ShopStorefront): Promise<{ content_id: number; option_id: number }> {
  const page = await shop.shop!.client.contents({ content_type: 'vod', limit: 1 });
  const item = page.items[0]!;
  return { content_id: item.content_id, option_id: item.options[0]!.option_id };
}

const shadowLink = (el: Element, part: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`);

/** A link of an element to another page: how to show it, and what it points at. */
interface LinkRow {
  title: string;
  /** Mounts the element and returns its link, once shown. */
  show(): Promise<HTMLElement>;
  href: string;
  detail: ShopNavigateDetail;
}

const LINKS: LinkRow[] = [
  {
    title: "<shop-cart>'s checkout is a real link that a router can take over",
    async show() {
      const shop = await mountShop(await newSite(), html`<shop-cart checkout-href="/checkout.html"></shop-cart>`);
      await shop.shop!.cart.add({ item_type: 'content', option_id: (await vodOption(shop)).option_id });
      const cart = shop.querySelector('shop-cart')!;
      return until(() => shadowLink(cart, 'checkout-button'), 'checkout link');
    },
    href: '/checkout.html',
    detail: { href: '/checkout.html', kind: 'checkout', id: null },
  },
  {
    title: '"In cart" on a content detail is a link to cart-href with shop-navigate',
    async show() {
      const shop = await mountShop(await newSite(), html``);
      const { content_id, option_id } = await vodOption(shop);
      await shop.shop!.cart.add({ item_type: 'content', option_id });
      const detail = document.createElement('shop-content-detail');
      detail.setAttribute('content-id', String(content_id));
      detail.setAttribute('cart-href', '/cart.html');
      shop.append(detail);
      return until(() => shadowLink(detail, 'in-cart-button'), '"In cart"');
    },
    href: '/cart.html',
    detail: { href: '/cart.html', kind: 'cart', id: null },
  },
  {
    title: "a board's write button is a link to write-href with shop-navigate",
    async show() {
      // Board 43 lets logged-in buyers write.
      const siteKey = await newSite();
      const shop = await mountShop(siteKey, html`<shop-board board-id="43" write-href="/write.html?board_id={board_id}"></shop-board>`, {
        token: await buyerToken(siteKey),
      });
      const board = shop.querySelector('shop-board')!;
      return until(() => shadowLink(board, 'write-button'), 'write button');
    },
    href: '/write.html?board_id=43',
    detail: { href: '/write.html?board_id=43', kind: 'post', id: null },
  },
];

describe('navigation', () => {
  for (const row of LINKS) {
    it(row.title, async () => {
      const link = await row.show();
      expect(link.tagName).to.equal('A');
      expect(link.getAttribute('href')).to.equal(row.href);
      const before = location.href;
      // Cancelled, as a router does: the page stays.
      const detail = await expectEvent(document, 'shop-navigate', () => link.click(), { prevent: true });
      expect(detail).to.deep.equal(row.detail);
      expect(location.href).to.equal(before);
    });
  }

  for (const href of [
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/checkout',
    '//evil.example/checkout',
  ]) {
    it(`never renders or follows checkout-href="${href}"`, async () => {
      const error = await expectConsoleOnce(
        'checkout-href',
        async () => {
          const shop = await mountShop(await newSite(), html`<shop-cart checkout-href=${href}></shop-cart>`);
          await shop.shop!.cart.add({ item_type: 'content', option_id: (await vodOption(shop)).option_id });
          const cart = shop.querySelector('shop-cart')!;
          const control = await until(() => shadowLink(cart, 'checkout-button'), 'checkout control');
          expect(control.tagName).to.equal('BUTTON');
          expect(cart.shadowRoot!.innerHTML).not.to.contain(href.slice(0, 12));
          const detail = await expectEvent(document, 'shop-navigate', () => control.click(), { prevent: true });
          expect(detail).to.deep.equal({ href: null, kind: 'checkout', id: null });
        },
        { level: 'error' },
      );
      expect(error).to.contain('shop-elements');
    });
  }

  it('never renders a product-href template that is not an http(s) address on this site', async () => {
    const { lines } = await consoleDuring(async () => {
      const shop = await mountShop(await newSite(), html`<shop-product-list limit="2" product-href="javascript:alert({product_id})"></shop-product-list>`);
      const list = shop.querySelector('shop-product-list')!;
      const card = await until(() => shadowLink(list, 'card-link'), 'a card');
      expect(card.hasAttribute('href')).to.equal(false);
    });
    expect(lines.some((line) => line.level === 'error' && line.text.includes('product-href'))).to.equal(true);
  });
});
