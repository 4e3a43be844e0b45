/**
 * The filter sheet (docs/spec/public-api.md, "What a buyer sees"): below a width of 40rem, the
 * category, tag and sort controls of a list fold into one "Filter and sort" button of that list,
 * which opens a modal sheet holding them, with "Clear all".
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ShopProductList } from '../../src/elements/shop-product-list/shop-product-list.js';
import { announcedNames, mountShop, newSite, requests, textOf, until } from './helpers.js';

interface Mounted {
  siteKey: string;
  box: HTMLElement;
  list: ShopProductList;
  sort: HTMLElement;
  categories: HTMLElement;
  tags: HTMLElement;
  search: HTMLElement;
  other: HTMLElement;
}

/**
 * A catalog in a box `width` px wide: search, sort, category and tag filters of the list
 * `products` (with `attrs` on it), and a category filter of another list.
 */
async function mountCatalog(width: number, attrs: { categoryIds?: string; tagId?: string; language?: string } = {}): Promise<Mounted> {
  const siteKey = await newSite();
  const shop = await mountShop(
    siteKey,
    html`<div id="box" style="width: ${width}px">
      <shop-search for="products"></shop-search>
      <shop-sort for="products" options="newest,price_asc"></shop-sort>
      <shop-category-filter for="products" multiple></shop-category-filter>
      <shop-tag-filter for="products"></shop-tag-filter>
      <shop-category-filter id="other-filter" for="others"></shop-category-filter>
      <shop-product-list id="products" limit="4" category-ids=${attrs.categoryIds ?? ''} tag-id=${attrs.tagId ?? ''}></shop-product-list>
      <shop-product-list id="others" limit="1" style="width: 800px"></shop-product-list>
    </div>`,
    { language: attrs.language },
  );
  const $ = (s: string) => shop.querySelector<HTMLElement>(s)!;
  const list = $('#products') as ShopProductList;
  await until(() => list.shadowRoot!.querySelectorAll('li[part~="card"]').length > 0, 'cards');
  return {
    siteKey,
    box: $('#box'),
    list,
    sort: $('shop-sort'),
    categories: $('shop-category-filter[for="products"]'),
    tags: $('shop-tag-filter'),
    search: $('shop-search'),
    other: $('#other-filter'),
  };
}

/** The list's "Filter and sort" button, when shown. */
const button = (list: Element) => {
  const b = list.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="filter-button"]');
  return b?.checkVisibility() ? b : null;
};
const sheet = (list: Element) => list.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~="filter-sheet"]');
const shown = (el: Element) => el.checkVisibility();

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** True when `node` is inside `container`, through the shadow roots of its hosts. */
function within(container: Element, node: Node | null): boolean {
  for (let n = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) if (n === container) return true;
  return false;
}

/** The checkbox or radio of a filter labelled `name`. */
async function choice(filter: Element, name: string): Promise<HTMLInputElement> {
  return until(
    () => [...(filter.shadowRoot?.querySelectorAll('label') ?? [])].find((l) => l.querySelector('span')?.textContent?.trim() === name)?.querySelector('input'),
    `the choice ${name}`,
  );
}

/** The `/products` reads the platform received, as their queries. */
const reads = async (siteKey: string) => (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === '/products').map((r) => r.query);

describe('the filter sheet', () => {
  it('below 40rem, folds the sort and filters of a list into one "Filter and sort" button of that list; at 40rem and more, shows them', async () => {
    const m = await mountCatalog(360);
    const b = await until(() => button(m.list), 'the Filter and sort button');
    expect(b.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Filter and sort');
    expect(shown(b)).to.equal(true);
    for (const el of [m.sort, m.categories, m.tags]) expect(shown(el), el.localName).to.equal(false);
    // The search box stays, and so does a filter of another list.
    expect(shown(m.search)).to.equal(true);
    expect(shown(m.other)).to.equal(true);
    expect(button(m.list.parentElement!.querySelector('#others')!) === null).to.equal(true);
    // Nothing else takes the place: the cards start right below the button.
    const grid = m.list.shadowRoot!.querySelector('[part~="grid"]')!.getBoundingClientRect();
    expect(grid.top - b.getBoundingClientRect().bottom).to.be.lessThan(40);
    await expect(m.list).to.be.accessible();

    m.box.style.width = `${40 * 16}px`;
    await until(() => !button(m.list) && shown(m.sort) && shown(m.categories) && shown(m.tags), 'the controls back at 40rem');
    m.box.style.width = `${40 * 16 - 1}px`;
    await until(() => button(m.list) && !shown(m.sort), 'folded again below 40rem');
  });

  it('counts the active filters on the button, and opens a modal sheet holding the controls, which drive the list', async () => {
    const m = await mountCatalog(360, { categoryIds: '12,13', tagId: '21' });
    const b = await until(() => button(m.list), 'the button');
    expect(b.querySelector('[part~="filter-count"]')!.textContent!.trim()).to.equal('3');
    expect(await announcedNames('Filter and sort')).to.deep.equal(['Filter and sort, 3 active']);

    b.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => sheet(m.list)?.open && sheet(m.list), 'the sheet open');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.querySelector('h2')!.textContent!.trim()).to.equal('Filter and sort');
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
    expect(dialog.querySelector('[part~="close-button"]')!.getAttribute('aria-label')).to.equal('Close');
    expect(within(dialog, deepActive()), 'the focus in the sheet').to.equal(true);
    // The sort and the filters, in the page's order, each showing the list's state.
    const held = [...dialog.querySelectorAll('shop-sort, shop-category-filter, shop-tag-filter')];
    expect(held.map((el) => el.localName)).to.deep.equal(['shop-sort', 'shop-category-filter', 'shop-tag-filter']);
    for (const el of held) expect(shown(el), el.localName).to.equal(true);
    const [sort, categories, tags] = held as HTMLElement[];
    expect((await choice(categories!, 'Kitchen')).checked).to.equal(true);
    expect((await choice(categories!, 'Stationery')).checked).to.equal(true);
    expect((await choice(tags!, 'New')).checked).to.equal(true);
    await expect(m.list).to.be.accessible();

    // A change in the sheet reaches the list, and the platform.
    (await choice(categories!, 'Outdoor')).click();
    await until(() => m.list.getAttribute('category-ids') === '12,13,14', 'Outdoor added to the list');
    await until(async () => (await reads(m.siteKey)).some((q) => q.category_ids === '12,13,14' && q.tag_id === '21'), 'the read with three categories');
    const select = sort!.shadowRoot!.querySelector('select')!;
    select.value = 'price_asc';
    select.dispatchEvent(new Event('change'));
    expect(m.list.getAttribute('orderby')).to.equal('price_asc');
    await until(() => b.querySelector('[part~="filter-count"]')?.textContent?.trim() === '4', 'the count follows');

    // "Show N results" closes the sheet; the focus goes back to the button.
    const apply = dialog.querySelector<HTMLButtonElement>('[part~="apply-button"]')!;
    await until(() => /^Show \d+ results$/.test(apply.textContent!.trim()), 'the number of results');
    apply.click();
    await until(() => !dialog.open, 'closed');
    expect(deepActive() === b, 'the focus on the button').to.equal(true);
  });

  it('"Clear all" removes the category and tag filters (the sort stays), and Escape closes the sheet with the focus back on the button', async () => {
    const m = await mountCatalog(360, { categoryIds: '12', tagId: '21' });
    m.list.setAttribute('orderby', 'price_asc');
    const b = await until(() => button(m.list), 'the button');
    b.click();
    const dialog = await until(() => sheet(m.list)?.open && sheet(m.list), 'the sheet open');
    const clear = dialog.querySelector<HTMLButtonElement>('[part~="clear-button"]')!;
    expect(clear.textContent!.trim()).to.equal('Clear all');
    expect(clear.disabled).to.equal(false);
    clear.click();
    await until(() => !m.list.hasAttribute('category-ids') && !m.list.hasAttribute('tag-id'), 'filters cleared');
    expect(m.list.getAttribute('orderby')).to.equal('price_asc');
    await until(async () => {
      const last = (await reads(m.siteKey)).at(-1)!;
      return !('category_ids' in last) && !('tag_id' in last) && last.orderby === 'price_asc' && last.page === '1';
    }, 'the read without filters');
    await until(() => !b.querySelector('[part~="filter-count"]') && clear.disabled, 'no count, nothing to clear');
    const tags = dialog.querySelector('shop-tag-filter')!;
    expect((await choice(tags, 'All')).checked).to.equal(true);
    await expect(m.list).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed by Escape');
    expect(deepActive() === b, 'the focus on the button').to.equal(true);
    expect(await announcedNames('Filter and sort')).to.deep.equal(['Filter and sort']);
    // The controls keep their fold while closed, and the sheet opens again.
    expect(shown(m.sort)).to.equal(false);
    b.click();
    await until(() => sheet(m.list)?.open, 'open again');
    sheet(m.list)!.querySelector<HTMLButtonElement>('[part~="close-button"]')!.click();
    await until(() => !sheet(m.list)!.open, 'closed by ×');
  });

  it('speaks the page language (ko, ja)', async () => {
    for (const [language, label, active, clearAll] of [
      ['ko', '필터 및 정렬', '필터 및 정렬, 1개 적용', '모두 지우기'],
      ['ja', '絞り込み・並べ替え', '絞り込み・並べ替え（1件適用中）', 'すべてクリア'],
    ] as const) {
      const m = await mountCatalog(360, { tagId: '21', language });
      const b = await until(() => button(m.list), 'the button');
      expect(b.querySelector('span')!.textContent!.trim()).to.equal(label);
      expect(await announcedNames(label)).to.deep.equal([active]);
      b.click();
      const dialog = await until(() => sheet(m.list)?.open && sheet(m.list), 'the sheet open');
      expect(dialog.querySelector('h2')!.textContent!.trim()).to.equal(label);
      expect(dialog.querySelector('[part~="clear-button"]')!.textContent!.trim()).to.equal(clearAll);
      await until(() => textOf(dialog.querySelector('shop-tag-filter')!).length > 0, 'the tags in the sheet');
      await expect(m.list).to.be.accessible();
      dialog.close();
    }
  });
});
