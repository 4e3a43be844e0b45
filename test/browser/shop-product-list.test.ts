import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-product-list/shop-product-list.js';
import { ShopProductList } from '../../src/elements/shop-product-list/shop-product-list.js';
import type { ShopEventDetails } from '../../src/events/index.js';
import { expectEvent, injectFault, mountShop, newSite, requests, textOf, until, sendKeys } from './helpers.js';

type Navigate = ShopEventDetails['shop-navigate'];

async function mountList(siteKey: string, content: ReturnType<typeof html>, language = 'en'): Promise<ShopProductList> {
  const shop = await mountShop(siteKey, content, { language });
  return shop.querySelector('shop-product-list')!;
}

const cards = (list: Element): HTMLElement[] => [...list.shadowRoot!.querySelectorAll<HTMLElement>('li[part~="card"]')];
const titles = (list: Element): string[] => cards(list).map((c) => c.querySelector('[part~="title"]')!.textContent!.trim());
const card = (list: Element, name: string): HTMLElement => {
  const found = cards(list).find((c) => c.querySelector('[part~="title"]')!.textContent!.trim() === name);
  if (!found) throw new Error(`no card ${name}; cards: ${titles(list).join(', ')}`);
  return found;
};
const settled = (list: Element) => !list.shadowRoot!.querySelector('[aria-busy="true"], [part~="loading"]');

/** Waits until the list shows cards and nothing is loading; returns the titles. */
async function loaded(list: Element, first?: string): Promise<string[]> {
  return until(
    () => settled(list) && cards(list).length > 0 && (!first || titles(list)[0] === first) && titles(list),
    `cards${first ? ` starting with ${first}` : ''}`,
  );
}

const productCalls = async (siteKey: string) => (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === '/products');

/** The list shows category 12's seven products, read with one GET /products that had the category. */
async function expectOneReadOfCategory12(siteKey: string, list: Element): Promise<void> {
  const names = await loaded(list, 'Engraved Cutting Board');
  expect(names).to.have.length(7);
  const reads = await productCalls(siteKey);
  expect(reads, JSON.stringify(reads.map((r) => r.query))).to.have.length(1);
  expect(reads[0]!.query).to.include({ category_id: '12', page: '1' });
}

describe('<shop-product-list>', () => {
  describe('when products load', () => {
    it('shows cards with image, name, formatted prices and badges', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list></shop-product-list>`);
      const names = await loaded(list);
      expect(names).to.have.length(20);
      expect(names.slice(0, 3)).to.deep.equal(['Linen Shirt', 'Cotton T-Shirt', 'Wool Beanie']);

      const linen = card(list, 'Linen Shirt');
      const img = linen.querySelector('img')!;
      expect(img.alt).to.equal('Linen Shirt');
      expect(img.getAttribute('loading')).to.equal('lazy');
      // Variants differ in price (XL costs more): the lowest is shown as "From".
      expect(textOf(linen)).to.contain('From');
      expect(linen.querySelector('[part~="sale-price"]')!.textContent!.trim()).to.equal('₩39,000');
      expect(linen.querySelector('s')).to.equal(null);

      // Cotton T-Shirt: prices arrive as numeric strings ("15000.00"), on sale from 19,000.
      const tee = card(list, 'Cotton T-Shirt');
      expect(tee.querySelector('[part~="sale-price"]')!.textContent!.trim()).to.equal('₩15,000');
      expect(tee.querySelector('s[part~="base-price"]')!.textContent).to.contain('₩19,000');
      expect(tee.querySelector('[part~="sale-badge"]')!.textContent!.trim()).to.equal('Sale');

      // Chef's Knife: numeric strings, no sale.
      const knife = card(list, "Chef's Knife");
      expect(knife.querySelector('[part~="sale-price"]')!.textContent!.trim()).to.equal('₩120,000');
      expect(knife.querySelector('s')).to.equal(null);
      expect(knife.querySelector('[part~="badge"]')).to.equal(null);

      const sneakers = card(list, 'Canvas Sneakers');
      expect(sneakers.querySelector('[part~="sold-out-badge"]')!.textContent!.trim()).to.equal('Sold out');

      // The result count is announced politely.
      expect(list.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('33');
      await expect(list).to.be.accessible();
    });

    it('formats prices and texts in the storefront language', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list limit="3"></shop-product-list>`, 'ko');
      await loaded(list, '리넨 셔츠');
      expect(card(list, '코튼 티셔츠').querySelector('[part~="sale-badge"]')!.textContent!.trim()).to.equal('할인');
      expect(textOf(list)).to.contain('1페이지');
      const [call] = await productCalls(siteKey);
      expect(call!.query.language).to.equal('ko');
    });
  });

  describe('pagination', () => {
    it('moves to the next page and back, asking the platform for page=2', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list></shop-product-list>`);
      await loaded(list, 'Linen Shirt');
      const nav = list.shadowRoot!.querySelector('nav[part~="pagination"]')!;
      expect(nav.getAttribute('aria-label')).to.equal('Pagination');
      expect(nav.querySelector('[aria-current="page"]')!.textContent).to.equal('Page 1 of 2');
      const [previous, next] = [...nav.querySelectorAll('button')] as HTMLButtonElement[];
      expect(previous!.disabled).to.equal(true);

      next!.focus();
      await sendKeys({ press: 'Enter' });
      const names = await loaded(list, 'Leather Pencil Case');
      expect(names).to.have.length(13);
      expect(list.getAttribute('page')).to.equal('2');
      expect(nav.querySelector('[aria-current="page"]')!.textContent).to.equal('Page 2 of 2');
      expect(next!.disabled).to.equal(true);
      // Focus is not lost when the pressed button becomes disabled.
      await until(() => list.shadowRoot!.activeElement === previous, 'focus on Previous');
      expect((await productCalls(siteKey)).map((r) => r.query.page)).to.include('2');
      await expect(list).to.be.accessible();

      previous!.click();
      await loaded(list, 'Linen Shirt');
      expect(list.getAttribute('page')).to.equal('1');
    });

    it('reads the page and limit attributes', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list limit="5" page="3"></shop-product-list>`);
      const names = await loaded(list);
      expect(names).to.deep.equal(['Coffee Beans 200 g', 'Tea Towel Set', 'Cast Iron Pan', 'Glass Storage Jar', 'Dot Grid Notebook']);
      expect(textOf(list)).to.contain('Page 3 of 7');
      const [call] = await productCalls(siteKey);
      expect(call!.query).to.include({ limit: '5', page: '3' });
    });
  });

  describe('card links', () => {
    it('makes cards real links with product-href', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list product-href="/product.html?id={product_id}"></shop-product-list>`);
      await loaded(list);
      const link = card(list, 'Wool Beanie').querySelector('a')!;
      expect(link.getAttribute('href')).to.equal('/product.html?id=103');

      // A router may take over: the event carries the href, and cancelling it keeps the page.
      const before = location.href;
      const detail = await expectEvent(list, 'shop-navigate', () => link.click(), { prevent: true });
      expect(detail).to.deep.equal({ href: '/product.html?id=103', kind: 'product', id: 103 });
      expect(location.href).to.equal(before);
    });

    it('emits shop-navigate without a template, on click and on Enter, and does nothing else', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list></shop-product-list>`);
      await loaded(list);
      const events: Navigate[] = [];
      list.addEventListener('shop-navigate', (e) => events.push(e.detail));
      const before = location.href;
      const link = card(list, 'Linen Shirt').querySelector<HTMLElement>('[part~="card-link"]')!;
      expect(link.getAttribute('role')).to.equal('link');
      link.click();
      link.focus();
      await sendKeys({ press: 'Enter' });
      expect(events).to.deep.equal([
        { href: null, kind: 'product', id: 101 },
        { href: null, kind: 'product', id: 101 },
      ]);
      expect(location.href).to.equal(before);
      await expect(list).to.be.accessible();
    });
  });

  describe('when attributes change', () => {
    it('fetches again with the new filter and goes back to page 1', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list page="2"></shop-product-list>`);
      await loaded(list, 'Leather Pencil Case');
      list.setAttribute('category-id', '12');
      const names = await loaded(list, 'Engraved Cutting Board');
      expect(names).to.have.length(7);
      expect(list.getAttribute('page')).to.equal('1');
      const last = (await productCalls(siteKey)).at(-1)!;
      expect(last.query).to.include({ category_id: '12', page: '1' });
      expect(textOf(list)).not.to.contain('Page');
    });

    it('a list a script attaches and then gives a category reads once, with the category', async () => {
      const siteKey = await newSite();
      const shop = await mountShop(siteKey, html``, { language: 'en' });
      const list = document.createElement('shop-product-list') as ShopProductList;
      shop.append(list);
      list.categoryId = 12;
      await expectOneReadOfCategory12(siteKey, list);
    });

    it('a list on which a script set a category before its tag was defined reads once, with the category', async () => {
      const siteKey = await newSite();
      const shop = await mountShop(siteKey, html``, { language: 'en' });
      const tag = 'test-early-product-list';
      const list = document.createElement(tag) as ShopProductList;
      shop.append(list);
      // An own property on the element not yet upgraded: Lit keeps it for the first update.
      (list as { categoryId?: number }).categoryId = 12;
      customElements.define(tag, class extends ShopProductList {});
      await expectOneReadOfCategory12(siteKey, list);
    });

    it('sends comma lists, search and orderby as the platform expects', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list category-ids="13, 15" tag-ids="25" orderby="name"></shop-product-list>`);
      await loaded(list);
      expect(titles(list)).to.deep.equal(['Fountain Pen', 'Photo Book: Jeju']);
      const [call] = await productCalls(siteKey);
      expect(call!.query).to.include({ category_ids: '13,15', tag_ids: '25', orderby: 'name' });

      list.search = 'pen';
      await until(() => settled(list) && titles(list).length === 1 && titles(list));
      expect(titles(list)).to.deep.equal(['Fountain Pen']);
      expect(list.getAttribute('search')).to.equal('pen');
      expect((await productCalls(siteKey)).at(-1)!.query.search).to.equal('pen');
    });
  });

  describe('when nothing matches', () => {
    it('says so in the storefront language', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list search="no such thing"></shop-product-list>`);
      await until(() => list.shadowRoot!.querySelector('[part="empty"]'), 'empty state');
      expect(textOf(list)).to.contain('No products found');
      expect(list.shadowRoot!.querySelector('nav')).to.equal(null);
      await expect(list).to.be.accessible();

      const ja = await mountList(await newSite(), html`<shop-product-list search="no such thing"></shop-product-list>`, 'ja');
      await until(() => ja.shadowRoot!.querySelector('[part="empty"]'), 'empty state (ja)');
      expect(textOf(ja)).to.contain('商品が見つかりません');
    });
  });

  describe('while loading', () => {
    it('shows skeleton cards announced as loading', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { path: '/products', kind: 'latency', delay_ms: 1500 });
      const list = await mountList(siteKey, html`<shop-product-list limit="4"></shop-product-list>`);
      const loading = await until(() => list.shadowRoot!.querySelector('[part~="loading"]'), 'skeleton');
      expect(loading.getAttribute('role')).to.equal('status');
      expect(loading.textContent).to.contain('Loading');
      expect(loading.querySelectorAll('li')).to.have.length(4);
      await expect(list).to.be.accessible();
      await loaded(list, 'Linen Shirt');
    });
  });

  describe('when the platform fails', () => {
    it('shows an alert with a retry button that works', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { path: '/products', kind: 'status', status: 500, times: 3 });
      const list = await mountList(siteKey, html`<shop-product-list></shop-product-list>`);
      const errors: ShopEventDetails['shop-error'][] = [];
      list.addEventListener('shop-error', (e) => errors.push(e.detail));
      const alert = await until(() => list.shadowRoot!.querySelector('[role="alert"]'), 'alert', 10000);
      expect(alert.textContent).to.contain('problem');
      expect(cards(list)).to.have.length(0);
      expect(errors.some((e) => e.status === 500 && e.source === 'shop-product-list')).to.equal(true);
      await expect(list).to.be.accessible();

      alert.querySelector('button')!.click();
      await loaded(list, 'Linen Shirt');
      expect(list.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    });

    it('keeps the last page visible, marked stale, when a refresh fails', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-product-list></shop-product-list>`);
      await loaded(list, 'Linen Shirt');
      await injectFault(siteKey, { path: '/products', kind: 'status', status: 503, times: 3 });
      list.page = 2;
      const alert = await until(() => list.shadowRoot!.querySelector('[role="alert"]'), 'alert', 10000);
      expect(list.shadowRoot!.querySelector('[part~="stale"]')).not.to.equal(null);
      expect(titles(list)[0]).to.equal('Linen Shirt');
      await expect(list).to.be.accessible();

      alert.querySelector('button')!.click();
      await loaded(list, 'Leather Pencil Case');
      expect(list.shadowRoot!.querySelector('[part~="stale"]')).to.equal(null);
    });
  });
});
