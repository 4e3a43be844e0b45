/**
 * Ids from the page URL: one page template serves every product, content, order, board and post
 * (design: docs/spec/public-api.md, "Ids from the page URL").
 */
import { expect, html } from '@open-wc/testing';
import { matchUrlPattern } from '../../src/ui/page-url.js';
import { readId } from '../../src/ui/attribute-values.js';
import { mountShop, newSite, requests, textOf, until } from './helpers.js';

// Seed ids (docs/sandbox.md): products 101 Linen Shirt, 102…; contents 501 (vod)…; boards 41–43, post 4310.
const start = location.href;

function goTo(url: string, push = false): void {
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

const heading = (el: Element) => el.shadowRoot?.querySelector('h2')?.textContent?.trim() ?? '';

describe('ids from the page URL', () => {
  afterEach(() => history.replaceState(null, '', start));

  describe('reading an id', () => {
    it('accepts only positive decimal integers JavaScript holds exactly', () => {
      expect([' 101 ', '7', '9007199254740991'].map(readId)).to.deep.equal([101, 7, 9007199254740991]);
      for (const bad of ['abc', '', '0', '101abc', 'NaN', '0x65', '1e3', '1.5', '-5', '+5', '9007199254740993', null]) {
        expect(readId(bad), String(bad)).to.equal(null);
      }
    });

    it('matches the *-href template language against the page URL', () => {
      const url = (u: string) => new URL(u, 'https://shop.example');
      expect(matchUrlPattern('/products/{product_id}/', 'product_id', url('/products/101/'))).to.equal('101');
      expect(matchUrlPattern('/products/{product_id}/', 'product_id', url('/products/101'))).to.equal('101');
      expect(matchUrlPattern('/products/{product_id}/', 'product_id', url('/contents/101/'))).to.equal(null);
      expect(matchUrlPattern('/product.html?id={product_id}', 'product_id', url('/product.html?id=102&x=1'))).to.equal('102');
      expect(matchUrlPattern('/product.html?id={product_id}', 'product_id', url('/other.html?id=102'))).to.equal(null);
      expect(matchUrlPattern('?pid={product_id}', 'product_id', url('/anything/?pid=103'))).to.equal('103');
      expect(matchUrlPattern('https://shop.example/learn/{content_id}/{curriculum_id}', 'curriculum_id', url('/learn/501/9001'))).to.equal('9001');
      expect(matchUrlPattern('/learn/{content_id}/{curriculum_id}', 'content_id', url('/learn/501/9001'))).to.equal('501');
    });
  });

  it('shows the product of ?product_id= when product-id is absent, and asks for nothing else', async () => {
    const siteKey = await newSite();
    goTo('?product_id=102');
    const shop = await mountShop(siteKey, html`<shop-product-detail></shop-product-detail>`);
    const el = shop.querySelector('shop-product-detail')!;
    await until(() => heading(el), 'a product heading');
    const reads = (await requests(siteKey)).filter((r) => r.path.startsWith('/products/'));
    expect(reads.map((r) => r.path)).to.deep.equal(['/products/102']);
  });

  it('reads the id through url-pattern, and follows pushState (with the Navigation API), Back and Forward in a single-page app', async () => {
    const siteKey = await newSite();
    goTo('/products/101/');
    const shop = await mountShop(siteKey, html`<shop-product-detail url-pattern="/products/{product_id}/"></shop-product-detail>`);
    const el = shop.querySelector('shop-product-detail')!;
    const first = await until(() => heading(el), 'product 101');
    goTo('/products/104/', true);
    // The Navigation API sees the page's own pushState. Without it (WebKitGTK 2.50, Safari before
    // 26.2) a pushState fires no event: the element follows the URL on popstate (Back, Forward),
    // as docs/spec/public-api.md promises, and a router tells it with a shop-navigate.
    if ('navigation' in window) await until(() => heading(el) !== first && heading(el), 'product 104 after pushState');
    history.back();
    await until(() => location.pathname === '/products/101/' && heading(el) === first, 'product 101 after Back');
    history.forward();
    const second = await until(() => heading(el) !== first && heading(el), 'product 104 after Forward');
    const paths = (await requests(siteKey)).filter((r) => r.path.startsWith('/products/')).map((r) => r.path);
    expect(paths).to.include.members(['/products/101', '/products/104']);
    expect(second).not.to.equal(first);
  });

  it('follows a shop-navigate that a router cancelled and routed by itself', async () => {
    const siteKey = await newSite();
    goTo('?content_id=501');
    const shop = await mountShop(
      siteKey,
      html`<shop-product-list limit="2"></shop-product-list><shop-product-detail></shop-product-detail><shop-content-detail></shop-content-detail>`,
    );
    const list = shop.querySelector('shop-product-list')!;
    const detail = shop.querySelector('shop-product-detail')!;
    // A router: cancels, then replaces the URL (replaceState fires no popstate and no navigation entry change).
    const route = (e: Event) => {
      const { id } = (e as CustomEvent<{ id: number }>).detail;
      e.preventDefault();
      history.replaceState(null, '', `?product_id=${id}`);
    };
    document.addEventListener('shop-navigate', route);
    try {
      const card = await until(() => list.shadowRoot?.querySelector<HTMLElement>('[part~="card-link"]'), 'a card');
      const name = card.textContent!.trim();
      card.click();
      await until(() => heading(detail) === name, 'the detail shows the card the buyer chose');
    } finally {
      document.removeEventListener('shop-navigate', route);
    }
  });

  it('lets an attribute that is set win over the URL', async () => {
    const siteKey = await newSite();
    goTo('?product_id=102');
    const shop = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`);
    await until(() => heading(shop.querySelector('shop-product-detail')!), 'a product');
    const paths = (await requests(siteKey)).filter((r) => r.path.startsWith('/products/')).map((r) => r.path);
    expect(paths).to.deep.equal(['/products/101']);
  });

  it('serves a board and a post from board_id and post_id', async () => {
    const siteKey = await newSite();
    goTo('?board_id=43&post_id=4310');
    const shop = await mountShop(siteKey, html`<shop-board></shop-board><shop-post></shop-post>`);
    await until(
      () => textOf(shop.querySelector('shop-board')!).length > 20 && shop.querySelector('shop-post')!.shadowRoot?.querySelector('h2'),
      'board and post',
    );
    const paths = (await requests(siteKey)).map((r) => `${r.path}${r.query.board_id ? `?board_id=${r.query.board_id}` : ''}`);
    expect(paths).to.include.members(['/posts?board_id=43', '/posts/4310']);
  });
});
