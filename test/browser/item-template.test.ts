/**
 * "Your own markup": a list with a `<template>` child renders each item with it in the light DOM
 * (README, "Your own markup"; src/ui/item-template.ts), binding only the documented fields, never
 * as HTML, with guarded URLs; an empty field hides its element; links emit `shop-navigate`.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-product-list/shop-product-list.js';
import '../../src/elements/shop-content-list/shop-content-list.js';
import '../../src/elements/shop-product-detail/shop-product-detail.js';
import '../../src/elements/shop-content-detail/shop-content-detail.js';
import type { ShopEventDetails } from '../../src/events/index.js';
import { admin, expectConsoleOnce, guestCartAdds, listen, mountShop, newSite, sellerHtmlSettled, setSellerHtml, until } from './helpers.js';

/** The items the element rendered in its light DOM. */
const items = (list: Element): HTMLElement[] => [...list.querySelectorAll<HTMLElement>(':scope > [data-shop-items] > [data-shop-item]')];
const field = (item: Element, selector: string): HTMLElement => item.querySelector<HTMLElement>(selector)!;

const productTemplate = html`<template>
  <article class="theme-card">
    <a class="theme-link" data-field-href="href"><h2 data-field="name"></h2></a>
    <img data-field-src="image" alt="" />
    <span class="from" data-field="from"></span> <b class="price" data-field="price"></b> <s class="was" data-field="base_price"></s>
    <em class="sold" data-field="sold_out"></em><em class="sale" data-field="on_sale"></em>
  </article>
</template>`;

describe('<template> in a list: your own markup', () => {
  it('renders each product with the template in the light DOM, fields as text, empty ones hidden', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-product-list id="products" limit="6" product-href="/product.html?product_id={product_id}">${productTemplate}</shop-product-list>`,
    );
    const list = shop.querySelector('shop-product-list')!;
    const rendered = await until(() => items(list).length === 6 && items(list), 'six items in the light DOM');

    // The cards of the element's own are not rendered; its shadow root shows the light DOM.
    expect(list.shadowRoot!.querySelector('li[part~="card"]')).to.equal(null);
    expect(list.shadowRoot!.querySelector('slot')).to.not.equal(null);
    expect(list.querySelector('[data-shop-items]')!.getAttribute('role')).to.equal('list');
    expect(rendered[0]!.getAttribute('role')).to.equal('listitem');

    const names = rendered.map((item) => field(item, 'h2').textContent);
    expect(names.slice(0, 3)).to.deep.equal(['Linen Shirt', 'Cotton T-Shirt', 'Wool Beanie']);
    const linen = rendered[0]!;
    expect(linen.dataset.shopItem).to.equal('101');
    expect(field(linen, 'a').getAttribute('href')).to.equal('/product.html?product_id=101');
    expect(field(linen, '.price').textContent).to.equal('₩39,000');
    expect(field(linen, '.from').textContent).to.equal('From');
    expect(field(linen, '.from').hidden).to.equal(false);
    // Not on sale, not sold out: those elements are hidden.
    expect(field(linen, '.was').hidden).to.equal(true);
    expect(field(linen, '.sold').hidden).to.equal(true);
    expect(field(linen, 'img').getAttribute('src')).to.match(/^https?:|^\//);

    const tee = rendered[1]!;
    expect(field(tee, '.price').textContent).to.equal('₩15,000');
    expect(field(tee, '.was').textContent).to.equal('₩19,000');
    expect(field(tee, '.was').hidden).to.equal(false);
    expect(field(tee, '.sale').textContent).to.equal('Sale');
    await expect(list).to.be.accessible();
  });

  it('never parses a value as HTML and drops a URL that is not http(s)', async () => {
    const siteKey = await newSite();
    const hostile = '<img src=x onerror="window.__templateXss=1"></script><script>window.__templateXss=1</script>';
    await admin('POST', '/products', { site_key: siteKey, patch: { product_id: 101, name: hostile, main_image: 'javascript:alert(1)' } });
    const shop = await mountShop(siteKey, html`<shop-product-list limit="3">${productTemplate}</shop-product-list>`);
    const list = shop.querySelector('shop-product-list')!;
    const first = await until(() => items(list)[0], 'items');
    const title = field(first, 'h2');
    expect(title.textContent).to.equal(hostile);
    expect(title.children).to.have.length(0);
    expect(first.querySelector('script')).to.equal(null);
    const img = field(first, 'img');
    expect(img.hasAttribute('src')).to.equal(false);
    expect(img.hidden).to.equal(true);
    // Without product-href, the link has no address and is hidden.
    expect(field(first, 'a').hasAttribute('href')).to.equal(false);
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __templateXss?: number }).__templateXss).to.equal(undefined);
  });

  it('renders the next page in place, and a link emits shop-navigate (cancelable)', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-product-list limit="2" product-href="/product.html?product_id={product_id}">${productTemplate}</shop-product-list>`,
    );
    const list = shop.querySelector('shop-product-list')!;
    await until(() => items(list).length === 2, 'page 1');
    const firstPage = items(list).map((i) => i.dataset.shopItem);
    list.page = 2;
    await until(() => items(list).length === 2 && items(list)[0]!.dataset.shopItem !== firstPage[0], 'page 2');
    expect(list.querySelectorAll('[data-shop-items]')).to.have.length(1);

    const seen = listen('shop-navigate', true);
    const item = items(list)[0]!;
    field(item, 'a').click();
    seen.stop();
    expect(seen.seen).to.deep.equal([
      { href: `/product.html?product_id=${item.dataset.shopItem}`, kind: 'product', id: Number(item.dataset.shopItem) },
    ] satisfies ShopEventDetails['shop-navigate'][]);
    expect(location.pathname).to.not.equal('/product.html');
  });

  it('with pagination="more", renders every page shown: "Load more" appends the next page\'s items', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-product-list limit="3" pagination="more">${productTemplate}</shop-product-list>`);
    const list = shop.querySelector('shop-product-list')!;
    await until(() => items(list).length === 3, 'page 1');
    const first = items(list).map((i) => i.dataset.shopItem);
    const more = await until(() => list.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more-button"]'), 'Load more');
    more.click();
    await until(() => items(list).length === 6, 'pages 1 and 2');
    expect(
      items(list)
        .slice(0, 3)
        .map((i) => i.dataset.shopItem),
    ).to.deep.equal(first);
    expect(new Set(items(list).map((i) => i.dataset.shopItem)).size).to.equal(6);
    await expect(list).to.be.accessible();
  });

  it('tells the site owner once, in the console, of a field the element does not give', async () => {
    const siteKey = await newSite();
    const told = await expectConsoleOnce(
      '"title"',
      async () => {
        const shop = await mountShop(
          siteKey,
          html`<shop-product-list limit="3"
            ><template
              ><p data-field="name"></p>
              <p data-field="title"></p></template
          ></shop-product-list>`,
        );
        const list = shop.querySelector('shop-product-list')!;
        await until(() => items(list).length === 3, 'items');
      },
      { level: 'warn' },
    );
    expect(told).to.contain('<shop-product-list>').and.contain('name, image, href');
  });

  it('renders contents with their own fields (title, price, rating)', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-content-list limit="4" content-type="vod"
        ><template
          ><h3 data-field="title"></h3>
          <span class="type" data-field="content_type"></span><b data-field="price"></b><i data-field="rating"></i></template
      ></shop-content-list>`,
    );
    const list = shop.querySelector('shop-content-list')!;
    const rendered = await until(() => items(list).length > 0 && items(list), 'content items');
    for (const item of rendered) {
      expect(field(item, 'h3').textContent).to.not.equal('');
      expect(field(item, '.type').textContent).to.equal('vod');
      expect(field(item, 'b').textContent).to.match(/₩/);
    }
    await expect(list).to.be.accessible();
  });

  it('shows a product detail with the template in the light DOM; options and buttons stay in the element', async () => {
    const siteKey = await newSite();
    await setSellerHtml(
      siteKey,
      'product',
      110,
      '<p>Forged <b>steel</b>.</p><script>window.__templateXss=1</script><img src=x onerror="window.__templateXss=1">',
    );
    const shop = await mountShop(
      siteKey,
      html`<shop-product-detail product-id="110"
        ><template
          ><h1 data-field="name"></h1>
          <b class="price" data-field="price"></b>
          <div class="about" data-field-html="description"></div></template
      ></shop-product-detail>`,
    );
    const detail = shop.querySelector('shop-product-detail')!;
    const item = await until(() => detail.querySelector<HTMLElement>(':scope > [data-shop-items] > [data-shop-item="110"]'), 'the product in the light DOM');
    expect(field(item, 'h1').textContent).to.equal("Chef's Knife");
    expect(field(item, '.price').textContent).to.equal('₩120,000');
    const about = field(item, '.about');
    await sellerHtmlSettled(item);
    await until(() => about.querySelector('b'), 'the description');
    expect(about.querySelector('b')!.textContent).to.equal('steel');
    expect(about.querySelector('script')).to.equal(null);
    expect(about.querySelector('[onerror]')).to.equal(null);
    expect(detail.querySelector('[data-shop-items]')!.hasAttribute('role')).to.equal(false);

    // The element's own name and description are not shown; its buy box is, and works.
    const sr = detail.shadowRoot!;
    expect(sr.querySelector('[part~="title"]')).to.equal(null);
    expect(sr.querySelector('[part~="description"]')).to.equal(null);
    expect(sr.querySelector('slot')).to.not.equal(null);
    expect(sr.querySelector('article')!.getAttribute('aria-label')).to.equal("Chef's Knife");
    sr.querySelector<HTMLButtonElement>('[part~="add-button"]')!.click();
    await until(async () => (await guestCartAdds(siteKey)).length === 1 || null, 'the add sent');
    expect((window as { __templateXss?: number }).__templateXss).to.equal(undefined);
    await expect(detail).to.be.accessible();
  });

  it('shows a content detail with the template; its options stay in the element', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(
      siteKey,
      html`<shop-content-detail content-id="501"
        ><template
          ><h2 data-field="title"></h2>
          <span class="type" data-field="content_type"></span></template
      ></shop-content-detail>`,
    );
    const detail = shop.querySelector('shop-content-detail')!;
    const item = await until(() => detail.querySelector<HTMLElement>(':scope > [data-shop-items] > [data-shop-item="501"]'), 'the content in the light DOM');
    expect(field(item, 'h2').textContent).to.not.equal('');
    expect(detail.shadowRoot!.querySelector('[part~="title"]')).to.equal(null);
    expect(detail.shadowRoot!.querySelector('[part~="add-button"], [part~="field"]')).to.not.equal(null);
    await expect(detail).to.be.accessible();
  });
});
