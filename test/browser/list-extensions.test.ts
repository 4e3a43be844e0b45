/**
 * Lists people can narrow and extend (design: docs/spec/public-api.md, "Beyond the catalog"):
 * `multiple` on the category and tag filters, `<shop-sort>`, `pagination="more"` and `sync-url`
 * on the lists. Asserted on what the sandbox received and what a buyer sees.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-product-list/shop-product-list.js';
import '../../src/elements/shop-content-list/shop-content-list.js';
import '../../src/elements/shop-category-filter/shop-category-filter.js';
import '../../src/elements/shop-tag-filter/shop-tag-filter.js';
import '../../src/elements/shop-sort/shop-sort.js';
import {
  consoleDuring,
  expectConsoleOnce,
  injectFault,
  mountShop,
  newSite,
  requests,
  sandboxUrl,
  settled as allSettled,
  until,
  untilAsync,
  sendKeys,
} from './helpers.js';

const titles = (list: Element): string[] => [...list.shadowRoot!.querySelectorAll('li[part~="card"] [part~="title"]')].map((t) => t.textContent!.trim());
const settled = (list: Element) => !list.shadowRoot!.querySelector('[aria-busy="true"], [part~="loading"]');

async function loaded(list: Element, check: (names: string[]) => boolean = (n) => n.length > 0): Promise<string[]> {
  return until(() => settled(list) && check(titles(list)) && titles(list), 'list loaded');
}

/** The inputs of a filter, by visible name. */
async function inputs(filter: Element, type: 'checkbox' | 'radio'): Promise<Map<string, HTMLInputElement>> {
  await until(() => filter.shadowRoot!.querySelector(`input[type="${type}"]`), type);
  const map = new Map<string, HTMLInputElement>();
  for (const label of filter.shadowRoot!.querySelectorAll('label')) map.set(label.querySelector('span')!.textContent!.trim(), label.querySelector('input')!);
  return map;
}

/** The list reads the elements sent (each carries `page`; the test's own reads of the platform do not). */
const listCalls = async (siteKey: string, path: string) => (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === path && r.query.page);

/** Waits for a list read whose query includes `query`, and returns it. */
const sentWith = (siteKey: string, path: string, query: Record<string, string>) =>
  untilAsync(
    async () => (await listCalls(siteKey, path)).find((r) => Object.entries(query).every(([k, v]) => r.query[k] === v)),
    `a read with ${JSON.stringify(query)}`,
  );

/** Product names the platform gives for one query (read straight from the sandbox, for comparison). */
async function platformNames(siteKey: string, query: string): Promise<string[]> {
  const res = await fetch(`${sandboxUrl()}/api/storefront/v1/products?limit=100&language=en&${query}`, { headers: { 'X-Service-Site-Key': siteKey } });
  const body = (await res.json()) as { products: { data: Array<{ name: string }> } };
  return body.products.data.map((p) => p.name);
}

describe('multiple on <shop-category-filter> and <shop-tag-filter>', () => {
  it('checks several categories: category-ids on the list, category_ids=a,b sent, the union shown; "All" clears', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter kind="product" for="products" multiple></shop-category-filter>
        <shop-product-list id="products" category-id="12" limit="100"></shop-product-list>`,
    );
    const filter = shop.querySelector('shop-category-filter')!;
    const list = shop.querySelector('shop-product-list')!;
    await loaded(list);
    const boxes = await inputs(filter, 'checkbox');
    expect(filter.shadowRoot!.querySelector('input[type="radio"]')).to.equal(null);
    expect(filter.shadowRoot!.querySelector('legend')!.textContent).to.equal('Categories');
    // The list's single category counts as checked.
    expect([...boxes].filter(([, box]) => box.checked).map(([name]) => name)).to.deep.equal(['Kitchen']);
    await expect(filter).to.be.accessible();

    // Keyboard: Tab to the next box, Space checks it.
    boxes.get('Kitchen')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(filter.shadowRoot!.activeElement).to.equal(boxes.get('Stationery'));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(filter.shadowRoot!.activeElement).to.equal(boxes.get('Books'));
    await sendKeys({ press: 'Space' });
    await until(() => list.getAttribute('category-ids') === '12,15', 'category-ids set');
    expect(list.hasAttribute('category-id')).to.equal(false);
    const union = [...new Set([...(await platformNames(siteKey, 'category_id=12')), ...(await platformNames(siteKey, 'category_id=15'))])];
    await loaded(list, (n) => n.length === union.length);
    expect([...titles(list)].sort()).to.deep.equal([...union].sort());
    const sent = (await listCalls(siteKey, '/products')).at(-1)!.query;
    expect(sent.category_ids).to.equal('12,15');
    expect(sent).not.to.have.property('category_id');
    expect(boxes.get('Kitchen')!.checked && boxes.get('Books')!.checked && !boxes.get('All')!.checked).to.equal(true);
    await expect(filter).to.be.accessible();

    // Unchecking one leaves the other.
    boxes.get('Kitchen')!.click();
    await until(() => list.getAttribute('category-ids') === '15', 'one left');
    await loaded(list, (n) => n.length === 1 || n.every((name) => union.includes(name)));

    boxes.get('All')!.click();
    expect(list.hasAttribute('category-ids')).to.equal(false);
    expect(list.hasAttribute('category-id')).to.equal(false);
    await until(() => boxes.get('All')!.checked, 'All checked');
    expect([...boxes].filter(([, box]) => box.checked).map(([name]) => name)).to.deep.equal(['All']);
    await untilAsync(async () => !(await listCalls(siteKey, '/products')).at(-1)!.query.category_ids, 'a read without categories');
    expect((await listCalls(siteKey, '/products')).at(-1)!.query).not.to.have.property('category_id');
    await expect(filter).to.be.accessible();

    // A click on "All" when it is checked (nothing to clear) leaves it checked: the boxes show the list's state, not the click.
    boxes.get('All')!.click();
    await filter.updateComplete;
    expect([...boxes].filter(([, box]) => box.checked).map(([name]) => name)).to.deep.equal(['All']);
  });

  it('tag filter with multiple sets tag-ids; a single-choice filter beside it shows a one-id list', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-tag-filter for="products" multiple></shop-tag-filter>
        <shop-category-filter for="products"></shop-category-filter>
        <shop-product-list id="products" category-ids="14"></shop-product-list>`,
      { language: 'ko' },
    );
    const list = shop.querySelector('shop-product-list')!;
    const tags = await inputs(shop.querySelector('shop-tag-filter')!, 'checkbox');
    const categories = await inputs(shop.querySelector('shop-category-filter')!, 'radio');
    // category-ids="14" (one id) shows as that category chosen in the single-choice filter.
    expect(categories.get('아웃도어')!.checked).to.equal(true);
    expect(tags.get('전체')!.checked).to.equal(true);
    tags.get('한정판')!.click();
    tags.get('선물')!.click();
    await until(() => list.getAttribute('tag-ids') === '25,23', 'tag-ids set');
    expect((await sentWith(siteKey, '/products', { tag_ids: '25,23' })).query).to.include({ category_ids: '14' });
    // The single-choice filter takes the category back to category-id.
    categories.get('도서')!.click();
    expect(list.getAttribute('category-id')).to.equal('15');
    expect(list.hasAttribute('category-ids')).to.equal(false);
    expect((await sentWith(siteKey, '/products', { category_id: '15' })).query).to.include({ tag_ids: '25,23' });
    expect((await sentWith(siteKey, '/products', { category_id: '15' })).query).not.to.have.property('category_ids');
    await expect(shop.querySelector('shop-tag-filter')!).to.be.accessible();
  });
});

describe('<shop-sort>', () => {
  it('sets orderby on the list: the platform gets it and the cards follow its order; keyboard and axe', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-sort for="products" options="newest,price_asc,price_desc,name"></shop-sort>
        <shop-product-list id="products" orderby="newest" page="2" limit="6"></shop-product-list>`,
    );
    const sort = shop.querySelector('shop-sort')!;
    const list = shop.querySelector('shop-product-list')!;
    await loaded(list);
    const select = await until(() => sort.shadowRoot!.querySelector('select'), 'select');
    expect(sort.shadowRoot!.querySelector(`label[for="${select.id}"]`)!.textContent).to.equal('Sort by');
    expect([...select.options].map((o) => o.textContent!.trim())).to.deep.equal([
      'Default order',
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Name',
    ]);
    expect(select.value).to.equal('newest');
    await expect(sort).to.be.accessible();

    // Keyboard: the focused select moves to the next entry with ArrowDown.
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => list.getAttribute('orderby') === 'price_asc', 'orderby set by keyboard');
    expect(list.getAttribute('page')).to.equal('1');
    const cheapest = (await platformNames(siteKey, 'orderby=price_asc')).slice(0, 6);
    await loaded(list, (n) => n.join() === cheapest.join());
    expect((await sentWith(siteKey, '/products', { orderby: 'price_asc' })).query).to.include({ page: '1', limit: '6' });

    select.value = 'name';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const byName = (await platformNames(siteKey, 'orderby=name')).slice(0, 6);
    await loaded(list, (n) => n.join() === byName.join());
    expect([...byName].sort((a, b) => a.localeCompare(b, 'en'))).to.deep.equal(byName);

    // "Default order" removes orderby: the platform's own order.
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(list.hasAttribute('orderby')).to.equal(false);
    await untilAsync(async () => !(await listCalls(siteKey, '/products')).at(-1)!.query.orderby, 'a read without orderby');

    // A script changing the list is shown.
    list.orderby = 'price_desc';
    await until(() => select.value === 'price_desc', 'select follows the list');
    await expect(sort).to.be.accessible();
  });

  it("offers the spec's values by default, in the page language", async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-sort for="products"></shop-sort><shop-product-list id="products"></shop-product-list>`, {
      language: 'ja',
    });
    const select = await until(() => shop.querySelector('shop-sort')!.shadowRoot!.querySelector('select'), 'select');
    expect([...select.options].map((o) => [o.value, o.textContent!.trim()])).to.deep.equal([
      ['', '標準'],
      ['newest', '新着順'],
    ]);
    expect(shop.querySelector('shop-sort')!.shadowRoot!.querySelector('label')!.textContent).to.equal('並び替え');
  });

  it('shows a configuration error for an orderby value it does not know, and says why in the console', async () => {
    const siteKey = await newSite();
    const error = await expectConsoleOnce(
      '<shop-sort>',
      async (said) => {
        const shop = await mountShop(
          siteKey,
          html`<shop-sort for="products" options="newest,popular"></shop-sort><shop-product-list id="products"></shop-product-list>`,
        );
        const sort = shop.querySelector('shop-sort')!;
        const shown = await until(() => sort.shadowRoot!.querySelector('[part~="config-error"]'), 'configuration error');
        expect(shown.textContent).to.contain('options');
        expect(sort.shadowRoot!.querySelector('select')).to.equal(null);
        await until(() => said.some((line) => line.text.includes('<shop-sort>')), 'console error');
        await expect(sort).to.be.accessible();
      },
      { level: 'error' },
    );
    expect(error).to.contain('options="newest,popular"').and.contain('price_asc');
  });
});

describe('pagination="more"', () => {
  const moreButton = (list: Element) => list.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more-button"]');
  const status = (list: Element) => list.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();

  it('appends the next page below the cards shown, moves focus to the first new card, announces the count, and hides at the end', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-product-list id="products" category-id="12" limit="4" pagination="more"></shop-product-list>`);
    const list = shop.querySelector('shop-product-list')!;
    const kitchen = await platformNames(siteKey, 'category_id=12');
    expect(kitchen).to.have.length(7);
    await loaded(list, (n) => n.length === 4);
    expect(titles(list)).to.deep.equal(kitchen.slice(0, 4));
    expect(list.shadowRoot!.querySelector('[part~="pagination"]')).to.equal(null);
    expect(status(list)).to.equal('Showing 4 of 7');
    const button = await until(() => moreButton(list), 'Load more');
    expect(button.textContent!.trim()).to.equal('Load more');
    await expect(list).to.be.accessible();

    // Keyboard: Enter on the button.
    button.focus();
    await sendKeys({ press: 'Enter' });
    await loaded(list, (n) => n.length === 7);
    expect(titles(list)).to.deep.equal(kitchen);
    expect((await sentWith(siteKey, '/products', { page: '2' })).query).to.include({ category_id: '12', limit: '4' });
    expect(list.getAttribute('page')).to.equal('2');
    // The last page: no button; focus on the first card added.
    expect(moreButton(list)).to.equal(null);
    const fifth = list.shadowRoot!.querySelectorAll('li[part~="card"]')[4]!.querySelector('[part~="card-link"]');
    expect(list.shadowRoot!.activeElement).to.equal(fifth);
    expect(status(list)).to.equal('Showing 7 of 7');
    await expect(list).to.be.accessible();

    // A filter change starts again from page 1.
    list.setAttribute('category-id', '15');
    const books = await platformNames(siteKey, 'category_id=15');
    await loaded(list, (n) => n.join() === books.slice(0, 4).join());
    expect(list.getAttribute('page')).to.equal('1');
  });

  it('a failed "Load more" shows the error with a retry below the cards shown, and the retry appends the page', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-content-list id="classes" limit="3" pagination="more"></shop-content-list>`, { language: 'ko' });
    const list = shop.querySelector('shop-content-list')!;
    const first = await loaded(list, (n) => n.length === 3);
    await injectFault(siteKey, { path: '/contents', kind: 'status', status: 503, times: 3 });
    moreButton(list)!.focus();
    await sendKeys({ press: 'Space' });
    // While it reads: busy, and the cards stay.
    const alert = await until(() => list.shadowRoot!.querySelector('[role="alert"]'), 'error shown', 15000);
    expect(titles(list)).to.deep.equal(first);
    expect(moreButton(list)).to.equal(null);
    const retry = alert.querySelector('button')!;
    expect(retry.textContent!.trim()).to.equal('다시 시도');
    expect(list.shadowRoot!.activeElement).to.equal(retry);
    expect(list.shadowRoot!.querySelector('[part~="stale"]')).to.equal(null);
    await expect(list).to.be.accessible();

    await sendKeys({ press: 'Enter' });
    await loaded(list, (n) => n.length === 6);
    expect(titles(list).slice(0, 3)).to.deep.equal(first);
    expect(list.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(list.shadowRoot!.activeElement).to.equal(list.shadowRoot!.querySelectorAll('[part~="card-link"]')[3]);
    expect(moreButton(list)!.textContent!.trim()).to.equal('더 보기');
    await expect(list).to.be.accessible();
  });

  it('is busy while the next page loads, and a click then does nothing more', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-product-list id="products" limit="5" pagination="more"></shop-product-list>`);
    const list = shop.querySelector('shop-product-list')!;
    await loaded(list, (n) => n.length === 5);
    await injectFault(siteKey, { path: '/products', kind: 'latency', delay_ms: 1500 });
    moreButton(list)!.click();
    const busy = await until(() => moreButton(list)?.getAttribute('aria-disabled') === 'true' && moreButton(list), 'busy button');
    expect(busy.textContent!.trim()).to.equal('Loading…');
    busy.click();
    expect(titles(list)).to.have.length(5);
    await expect(list).to.be.accessible();
    await loaded(list, (n) => n.length === 10);
    expect((await listCalls(siteKey, '/products')).map((r) => r.query.page)).to.deep.equal(['1', '2']);
  });
});

describe('sync-url', () => {
  let start: string;
  beforeEach(() => {
    start = location.href;
  });
  afterEach(() => {
    history.replaceState(history.state, '', start);
  });
  const query = () => new URL(location.href).searchParams;
  /** Sets the page URL's query (keeping the test runner's own parameters) before a list connects. */
  const openWith = (params: Record<string, string>) => {
    const url = new URL(location.href);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    history.replaceState(history.state, '', url);
  };

  it('writes the filters, sort and page to the query (pushState for a choice, replaceState for typing), keeping the other parameters; Back restores', async () => {
    openWith({ keep: 'me' });
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter for="products" multiple></shop-category-filter>
        <shop-sort for="products" options="newest,price_asc"></shop-sort>
        <shop-product-list id="products" limit="3" orderby="newest" sync-url></shop-product-list>`,
    );
    const list = shop.querySelector('shop-product-list')!;
    const boxes = await inputs(shop.querySelector('shop-category-filter')!, 'checkbox');
    const initial = await loaded(list);
    // The list as the HTML gave it writes nothing.
    expect([...query().keys()].filter((k) => k !== 'keep' && !k.startsWith('wtr'))).to.deep.equal([]);
    const entries = history.length;

    boxes.get('Kitchen')!.click();
    await until(() => query().get('category_ids') === '12', 'category_ids in the URL');
    boxes.get('Books')!.click();
    await until(() => query().get('category_ids') === '12,15', 'two category_ids in the URL');
    expect(query().get('keep')).to.equal('me');
    expect(history.length).to.be.greaterThan(entries);
    await loaded(list);

    const select = shop.querySelector('shop-sort')!.shadowRoot!.querySelector('select')!;
    select.value = 'price_asc';
    select.dispatchEvent(new Event('change'));
    await until(() => query().get('orderby') === 'price_asc', 'orderby in the URL');
    await loaded(list);
    const next = await until(() => list.shadowRoot!.querySelector<HTMLButtonElement>('[part~="next"]'), 'pager');
    next.click();
    await until(() => query().get('page') === '2', 'page in the URL');
    await loaded(list);
    const afterPage = history.length;

    // Typing a search (as <shop-search> does) replaces the entry.
    list.setAttribute('search', 'a');
    await until(() => query().get('search') === 'a', 'search in the URL');
    expect(query().has('page')).to.equal(false);
    expect(history.length).to.equal(afterPage);
    await loaded(list);

    // Back: the entry before the search replaced it is the sort's (page 1, price_asc).
    history.back();
    await until(() => !query().has('search') && list.getAttribute('orderby') === 'price_asc' && !list.hasAttribute('search'), 'Back: before the page');
    expect(list.getAttribute('category-ids')).to.equal('12,15');
    history.back();
    await until(() => list.getAttribute('orderby') === 'newest', 'Back: the sort undone');
    await until(() => select.value === 'newest', 'the sort control follows');
    expect(query().has('orderby')).to.equal(false);
    const read = await sentWith(siteKey, '/products', { category_ids: '12,15', orderby: 'newest', page: '1' });
    expect(read.query).not.to.have.property('search');
    history.back();
    await until(() => list.getAttribute('category-ids') === '12', 'Back: one category');
    history.back();
    await until(() => !list.hasAttribute('category-ids') && boxes.get('All')!.checked, 'Back: the list as the HTML gave it');
    await loaded(list, (n) => n.join() === initial.join());
    expect(query().get('keep')).to.equal('me');
    await expect(list).to.be.accessible();
  });

  it('a page opened with the query shows the filtered list with one read', async () => {
    openWith({ category_ids: '12', orderby: 'price_asc', page: '2', keep: '1' });
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter for="products"></shop-category-filter>
        <shop-product-list id="products" category-id="11" limit="3" orderby="newest" sync-url></shop-product-list>`,
    );
    const list = shop.querySelector('shop-product-list')!;
    const expected = (await platformNames(siteKey, 'category_id=12&orderby=price_asc')).slice(3, 6);
    await loaded(list, (n) => n.join() === expected.join());
    await allSettled(siteKey, list);
    const reads = await listCalls(siteKey, '/products');
    expect(reads).to.have.length(1);
    expect(reads[0]!.query).to.include({ category_ids: '12', orderby: 'price_asc', page: '2', limit: '3' });
    expect(reads[0]!.query).not.to.have.property('category_id');
    expect(list.getAttribute('category-ids')).to.equal('12');
    expect(list.hasAttribute('category-id')).to.equal(false);
    // The single-choice filter shows the URL's one category.
    expect((await inputs(shop.querySelector('shop-category-filter')!, 'radio')).get('Kitchen')!.checked).to.equal(true);
    expect(query().get('keep')).to.equal('1');
  });

  it('drops what it cannot use from the URL; an empty parameter clears what the HTML set', async () => {
    openWith({ category_ids: '', tag_ids: 'x,22', page: 'zero' });
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-product-list id="products" category-id="12" page="2" sync-url></shop-product-list>`);
    const list = shop.querySelector('shop-product-list')!;
    await loaded(list);
    await allSettled(siteKey, list);
    const reads = await listCalls(siteKey, '/products');
    expect(reads).to.have.length(1);
    expect(reads[0]!.query).to.include({ tag_ids: '22', page: '1' });
    expect(reads[0]!.query).not.to.have.property('category_id');
    expect(list.shadowRoot!.querySelector('[part~="config-error"]')).to.equal(null);
    expect(query().get('tag_ids')).to.equal('22');
    expect(query().get('category_ids')).to.equal('');
    expect(query().get('page')).to.equal('');
  });

  it('only the first list with sync-url syncs; the other says so in the console', async () => {
    openWith({ search: 'mug' });
    const { lines, result } = await consoleDuring(async () => {
      const siteKey = await newSite();
      const shop = await mountShop(
        siteKey,
        html`<shop-product-list id="products" sync-url></shop-product-list><shop-content-list id="classes" sync-url></shop-content-list>`,
      );
      const [products, classes] = [shop.querySelector('shop-product-list')!, shop.querySelector('shop-content-list')!];
      await loaded(products);
      await loaded(classes);
      expect(products.getAttribute('search')).to.equal('mug');
      expect(classes.hasAttribute('search')).to.equal(false);
      classes.setAttribute('tag-id', '26');
      await loaded(classes);
      expect(query().has('tag_ids')).to.equal(false);
      return [classes, products];
    });
    const ignored = lines.filter((line) => line.level === 'warn' && String(line.args[0]).includes('sync-url is ignored on this list'));
    expect(ignored).to.have.length(1);
    expect(ignored[0]!.args.slice(1)).to.deep.equal(result);
  });
});
