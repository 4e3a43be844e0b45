import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-product-list/shop-product-list.js';
import '../../src/elements/shop-content-list/shop-content-list.js';
import '../../src/elements/shop-category-filter/shop-category-filter.js';
import '../../src/elements/shop-tag-filter/shop-tag-filter.js';
import '../../src/elements/shop-search/shop-search.js';
import { injectFault, mountShop, newSite, requests, textOf, until, sendKeys } from './helpers.js';

const titles = (list: Element): string[] => [...list.shadowRoot!.querySelectorAll('li[part~="card"] [part~="title"]')].map((t) => t.textContent!.trim());
const settled = (list: Element) => !list.shadowRoot!.querySelector('[aria-busy="true"], [part~="loading"]');

async function loaded(list: Element, check: (names: string[]) => boolean = (n) => n.length > 0): Promise<string[]> {
  return until(() => settled(list) && check(titles(list)) && titles(list), 'list loaded');
}

/** The radio buttons of a filter, by visible name. */
async function radios(filter: Element): Promise<Map<string, HTMLInputElement>> {
  await until(() => filter.shadowRoot!.querySelector('input[type="radio"]'), 'radios');
  const map = new Map<string, HTMLInputElement>();
  for (const label of filter.shadowRoot!.querySelectorAll('label')) {
    map.set(label.querySelector('span')!.textContent!.trim(), label.querySelector('input')!);
  }
  return map;
}

const listCalls = async (siteKey: string, path: string) => (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === path);

describe('<shop-category-filter>', () => {
  it('lists the categories in use and sets category-id on the list', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter kind="product" for="products"></shop-category-filter> <shop-product-list id="products" page="2"></shop-product-list>`,
    );
    const filter = shop.querySelector('shop-category-filter')!;
    const list = shop.querySelector('shop-product-list')!;
    await loaded(list);

    const choices = await radios(filter);
    expect([...choices.keys()]).to.deep.equal(['All', 'Apparel', 'Kitchen', 'Stationery', 'Outdoor', 'Books', 'Outerwear']);
    expect(filter.shadowRoot!.querySelector('legend')!.textContent).to.equal('Categories');
    expect(choices.get('All')!.checked).to.equal(true);
    await expect(filter).to.be.accessible();

    choices.get('Kitchen')!.click();
    expect(list.getAttribute('category-id')).to.equal('12');
    expect(list.getAttribute('page')).to.equal('1');
    await loaded(list, (n) => n[0] === 'Engraved Cutting Board');
    expect(titles(list)).to.have.length(7);
    expect((await listCalls(siteKey, '/products')).at(-1)!.query).to.include({ category_id: '12', page: '1' });
    expect(choices.get('Kitchen')!.checked).to.equal(true);

    // Keyboard: arrows move through the group, and each choice applies.
    choices.get('Kitchen')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => list.getAttribute('category-id') === '13', 'Stationery chosen');
    await loaded(list, (n) => n[0] === 'Dot Grid Notebook');

    choices.get('All')!.click();
    expect(list.hasAttribute('category-id')).to.equal(false);
    await loaded(list, (n) => n.length === 20);
    expect((await listCalls(siteKey, '/products')).at(-1)!.query).not.to.have.property('category_id');
    await expect(filter).to.be.accessible();
  });

  it('shows the category the list was opened with', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter for="products"></shop-category-filter> <shop-product-list id="products" category-id="15"></shop-product-list>`,
    );
    const choices = await radios(shop.querySelector('shop-category-filter')!);
    expect(choices.get('Books')!.checked).to.equal(true);
    expect(choices.get('All')!.checked).to.equal(false);

    // A script changing the list is reflected too.
    const list = shop.querySelector('shop-product-list')!;
    list.categoryId = 14;
    await until(() => choices.get('Outdoor')!.checked, 'Outdoor checked');
  });

  it('lists content categories for kind="content" and drives a content list', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-content-list id="classes"></shop-content-list> <shop-category-filter kind="content" for="classes"></shop-category-filter>`,
    );
    const list = shop.querySelector('shop-content-list')!;
    const choices = await radios(shop.querySelector('shop-category-filter')!);
    expect([...choices.keys()]).to.deep.equal(['All', 'Outdoor', 'Programming', 'Design & Art', 'Cooking']);
    expect((await requests(siteKey)).some((r) => r.path === '/content-categories')).to.equal(true);
    choices.get('Cooking')!.click();
    await loaded(list, (n) => n[0] === 'Korean Home Cooking');
    expect((await listCalls(siteKey, '/contents')).at(-1)!.query.category_id).to.equal('20');
  });

  it('shows an error with a retry that works', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/product-categories', kind: 'status', status: 500, times: 3 });
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter for="products"></shop-category-filter> <shop-product-list id="products"></shop-product-list>`,
    );
    const filter = shop.querySelector('shop-category-filter')!;
    const alert = await until(() => filter.shadowRoot!.querySelector('[role="alert"]'), 'alert', 10000);
    await expect(filter).to.be.accessible();
    alert.querySelector('button')!.click();
    const choices = await radios(filter);
    expect(choices.has('Kitchen')).to.equal(true);
  });

  it('is announced while it loads', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/product-categories', kind: 'latency', delay_ms: 1500 });
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter for="products"></shop-category-filter> <shop-product-list id="products"></shop-product-list>`,
    );
    const filter = shop.querySelector('shop-category-filter')!;
    const loading = await until(() => filter.shadowRoot!.querySelector('[part~="loading"]'), 'loading');
    expect(loading.getAttribute('role')).to.equal('status');
    await expect(filter).to.be.accessible();
    await radios(filter);
  });
});

describe('<shop-tag-filter>', () => {
  it('lists the tags in use and sets tag-id on the list', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-tag-filter kind="product" for="products"></shop-tag-filter> <shop-product-list id="products"></shop-product-list>`,
      { language: 'ja' },
    );
    const filter = shop.querySelector('shop-tag-filter')!;
    const list = shop.querySelector('shop-product-list')!;
    const choices = await radios(filter);
    expect([...choices.keys()]).to.deep.equal(['すべて', '新商品', 'ベストセラー', 'ギフト', 'エコ', '限定']);
    expect(filter.shadowRoot!.querySelector('legend')!.textContent).to.equal('タグ');
    await expect(filter).to.be.accessible();

    choices.get('限定')!.click();
    expect(list.getAttribute('tag-id')).to.equal('25');
    await loaded(list, (n) => n.length === 4);
    expect(titles(list)).to.deep.equal(['ウールビーニー', '万年筆', '2人用ドームテント', '写真集：済州']);
    expect((await listCalls(siteKey, '/products')).at(-1)!.query).to.include({ tag_id: '25', language: 'ja' });
  });

  it('uses content tags for a content list and combines with the category filter', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-category-filter for="classes"></shop-category-filter>
        <shop-tag-filter for="classes"></shop-tag-filter>
        <shop-content-list id="classes" content-type="offline"></shop-content-list>`,
    );
    const list = shop.querySelector('shop-content-list')!;
    const tags = await radios(shop.querySelector('shop-tag-filter')!);
    expect([...tags.keys()]).to.deep.equal(['All', 'Beginner', 'Advanced', 'Weekend', 'Online', 'Certificate']);
    const categories = await radios(shop.querySelector('shop-category-filter')!);
    categories.get('Design & Art')!.click();
    tags.get('Weekend')!.click();
    await loaded(list, (n) => n.length === 2);
    expect(titles(list)).to.deep.equal(['Seoul Pottery Workshop', 'Tokyo Design Meetup']);
    expect((await listCalls(siteKey, '/contents')).at(-1)!.query).to.include({ category_id: '19', tag_id: '28', content_type: 'offline' });

    // Nothing matches: the list says so.
    tags.get('Online')!.click();
    await until(() => list.shadowRoot!.querySelector('[part="empty"]'), 'empty');
    expect(textOf(list)).to.contain('No contents found');
    await expect(list).to.be.accessible();
  });

  it('finds a list placed on the page after it', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-tag-filter for="later"></shop-tag-filter>`);
    const filter = shop.querySelector('shop-tag-filter')!;
    await radios(filter);
    const list = document.createElement('shop-content-list');
    list.id = 'later';
    list.setAttribute('tag-id', '28');
    shop.append(list);
    // The list is a content list: its tags replace the product tags, and its tag is chosen.
    await until(() => {
      const weekend = [...filter.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent!.includes('Weekend'));
      return weekend?.querySelector('input')!.checked;
    }, 'Weekend chosen');
    await expect(filter).to.be.accessible();
  });
});

describe('<shop-search>', () => {
  it('searches the list after typing stops, and clears', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-search for="products"></shop-search> <shop-product-list id="products" page="2"></shop-product-list>`);
    const search = shop.querySelector('shop-search')!;
    const list = shop.querySelector('shop-product-list')!;
    await loaded(list);
    const form = search.shadowRoot!.querySelector('form')!;
    expect(form.getAttribute('role')).to.equal('search');
    const input = search.shadowRoot!.querySelector('input')!;
    expect(search.shadowRoot!.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Search');
    await expect(search).to.be.accessible();

    input.focus();
    // Five keystrokes in one task (as a fast typist's land between two timer ticks): the list is
    // searched once typing stops, with the whole word. (Typed through sendKeys, the gaps between
    // keys depend on the machine's load, and a loaded machine lets a prefix through.)
    for (const char of 'shirt') {
      input.value += char;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: char }));
    }
    await until(() => list.getAttribute('search') === 'shirt', 'search set');
    expect(list.getAttribute('page')).to.equal('1');
    await loaded(list, (n) => n.length === 2);
    expect(titles(list)).to.deep.equal(['Linen Shirt', 'Cotton T-Shirt']);
    const searches = (await listCalls(siteKey, '/products')).filter((r) => r.query.search);
    expect(searches.map((r) => r.query.search)).to.deep.equal(['shirt']);
    await expect(search).to.be.accessible();

    const clear = search.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="clear-button"]')!;
    expect(clear.getAttribute('aria-label')).to.equal('Clear search');
    clear.click();
    expect(list.hasAttribute('search')).to.equal(false);
    await search.updateComplete;
    expect(input.value).to.equal('');
    expect(search.shadowRoot!.activeElement).to.equal(input);
    await loaded(list, (n) => n.length === 20);
  });

  it('searches at once on Enter', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-search for="classes"></shop-search> <shop-content-list id="classes"></shop-content-list>`);
    const search = shop.querySelector('shop-search')!;
    const list = shop.querySelector('shop-content-list')!;
    await loaded(list);
    const input = search.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({ type: 'live' });
    await sendKeys({ press: 'Enter' });
    expect(list.getAttribute('search')).to.equal('live');
    await loaded(list, (n) => n.length === 4);
    expect(titles(list)[0]).to.equal('Live Q&A: Accessible Web Components');
    expect((await listCalls(siteKey, '/contents')).at(-1)!.query.search).to.equal('live');
  });

  it('shows the search the list was opened with, and a search nothing matches', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-product-list id="products" search="zzz"></shop-product-list> <shop-search for="products"></shop-search>`, {
      language: 'ko',
    });
    const search = shop.querySelector('shop-search')!;
    const list = shop.querySelector('shop-product-list')!;
    await until(() => search.shadowRoot!.querySelector('input')?.value === 'zzz', 'initial search shown');
    expect(search.shadowRoot!.querySelector('label')!.textContent).to.equal('검색');
    await until(() => list.shadowRoot!.querySelector('[part="empty"]'), 'empty');
    expect(textOf(list)).to.contain('상품이 없습니다');
    await expect(list).to.be.accessible();
  });
});

describe('for given as a property, as React 19, Vue, Preact and Svelte set it', () => {
  it('counts as given: the search and the filter work, with no configuration error', async () => {
    const siteKey = await newSite();
    // `.for=${…}`: the property only, no attribute (`'for' in element` holds, so frameworks do the same).
    const shop = await mountShop(
      siteKey,
      html`<shop-search .for=${'products'}></shop-search>
        <shop-category-filter kind="product" .for=${'products'}></shop-category-filter>
        <shop-product-list id="products"></shop-product-list>`,
    );
    const search = shop.querySelector('shop-search')!;
    const filter = shop.querySelector('shop-category-filter')!;
    const list = shop.querySelector('shop-product-list')!;
    expect(search.hasAttribute('for')).to.equal(false);
    await loaded(list);
    const choices = await radios(filter);
    expect(search.shadowRoot!.querySelector('[part~="config-error"]')).to.equal(null);
    expect(filter.shadowRoot!.querySelector('[part~="config-error"]')).to.equal(null);
    const input = search.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({ type: 'shirt' });
    await sendKeys({ press: 'Enter' });
    await until(() => list.getAttribute('search') === 'shirt', 'search set through the property');
    choices.get('Apparel')!.click();
    await until(() => list.getAttribute('category-id') !== null, 'category set through the property');
  });
});
