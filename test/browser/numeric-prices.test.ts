/**
 * Issue 30 item 4: numeric strings as platforms write them (`"12 000"`, `"₩12,000"`,
 * `"12,000.00"`) read as 12000; a price that cannot be read is never shown as 0 and never dropped
 * silently: it shows as unavailable and the console names the field and the item.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-content-detail/shop-content-detail.js';
import '../../src/elements/shop-product-list/shop-product-list.js';
import '../../src/elements/shop-product-detail/shop-product-detail.js';
import { toNumber } from '../../src/api/readers/read.js';
import { productListReader } from '../../src/api/readers/product.js';
import { contentDetailReader } from '../../src/api/readers/content-detail.js';
import { cartReader, cartSubtotal } from '../../src/api/readers/cart.js';
import { consoleDuring, injectFault, mountShop, newSite, textOf, until } from './helpers.js';

describe('numeric strings and unreadable prices (issue 30 item 4)', () => {
  it('reads prices as platforms write them', () => {
    for (const text of ['12000', '12 000', '12\u00a0000', '₩12,000', '12,000.00', '12,000원', 'KRW 12,000', '12,000 KRW', "12'000"]) {
      expect(toNumber(text), JSON.stringify(text)).to.equal(12000);
    }
    expect(toNumber('$12.50')).to.equal(12.5);
    expect(toNumber('-1,500')).to.equal(-1500);
    for (const text of ['12,00', '1,2', '1.2.3', 'twelve', '12 00', '₩', '12,000 000']) expect(toNumber(text), JSON.stringify(text)).to.equal(undefined);
  });

  it('reads "₩12,000" in a product list as 12000', () => {
    const page = productListReader.parse({
      products: { data: [{ product_id: 7, name: 'Mug', price: [{ variant_id: 70, base_price: '₩12,000', price: '12 000', currency: 'KRW' }] }] },
    });
    expect(page.items[0]!.lowest_price).to.include({ base_price: 12000, price: 12000 });
  });

  it('an option whose price cannot be read has no price (never 0), and the console names the field and the item', async () => {
    const { result: d, lines } = await consoleDuring(() =>
      contentDetailReader.parse({
        content: {
          content_id: 5,
          content_type: 'vod',
          title: 'Course',
          options: [
            { option_id: 900, price: 'twelve thousand' },
            { option_id: 901, price: '9,000' },
          ],
        },
      }),
    );
    expect(d.options.map((o) => [o.option_id, o.price, o.final_price])).to.deep.equal([
      [900, null, null],
      [901, 9000, 9000],
    ]);
    expect(lines.some(({ text }) => text.includes('content 5, option 900') && text.includes('price "twelve thousand"'))).to.equal(true);
  });

  it('a cart line whose price cannot be read makes the subtotal unknown, never a smaller sum', async () => {
    const { result: cart } = await consoleDuring(() =>
      cartReader.parse({
        items: [
          { item_type: 'product', variant_id: 1, product_id: 2, cart_quantity: 1, sale_price: 'n/a', name: 'A' },
          { item_type: 'product', variant_id: 3, product_id: 4, cart_quantity: 2, price: '1,000', name: 'B' },
        ],
      }),
    );
    expect(cart.items.map((i) => i.unit_price)).to.deep.equal([null, 1000]);
    expect(cartSubtotal(cart)).to.equal(null);
  });

  it('the content page shows "Price unavailable" for that option, not ₩0', async () => {
    const siteKey = await newSite();
    const body = {
      content: { content_id: 930, content_type: 'vod', title: 'Glaze basics', options: [{ option_id: 9301, price: 'ask us' }] },
      curriculums: [{ option_id: 9301, title: 'Lifetime access' }],
    };
    await injectFault(siteKey, { method: 'GET', path: '/contents/930', kind: 'status', status: 200, body, times: 50 });
    const { result: el, lines } = await consoleDuring(async () => {
      const storefront = await mountShop(siteKey, html`<shop-content-detail content-id="930"></shop-content-detail>`);
      const el = storefront.querySelector('shop-content-detail')!;
      await until(() => el.shadowRoot?.querySelector('[part=option]'), 'the option');
      return el;
    });
    const option = textOf(el.shadowRoot!.querySelector('[part=option]')!);
    expect(option).to.include('Price unavailable');
    expect(option).not.to.match(/₩\s?0(?!\d)/);
    expect(lines.some(({ text }) => text.includes('content 930, option 9301'))).to.equal(true);
  });

  it('a product card and the product page show "Price unavailable" for a price that cannot be read', async () => {
    const siteKey = await newSite();
    const product = {
      product_id: 940,
      name: 'Odd vase',
      price: [{ variant_id: 9401, price: 'TBD', currency: 'KRW' }],
      variants: [{ variant_id: 9401, label: 'One size' }],
    };
    await injectFault(siteKey, {
      method: 'GET',
      path: '/products',
      kind: 'status',
      status: 200,
      body: { products: { data: [product], current_page: 1, total: 1 } },
      times: 50,
    });
    const storefront = await mountShop(siteKey, html`<shop-product-list limit="4"></shop-product-list>`);
    const list = storefront.querySelector('shop-product-list')!;
    const card = await until(() => list.shadowRoot?.querySelector('[part~=card]'), 'the card');
    expect(textOf(card)).to.include('Price unavailable');
    expect(textOf(card)).not.to.match(/₩\s?0(?!\d)/);

    const detailSite = await newSite();
    await injectFault(detailSite, { method: 'GET', path: '/products/940', kind: 'status', status: 200, body: { product }, times: 50 });
    const detailFront = await mountShop(detailSite, html`<shop-product-detail product-id="940"></shop-product-detail>`);
    const detail = detailFront.querySelector('shop-product-detail')!;
    await until(() => detail.shadowRoot?.querySelector('h2'), 'the product page');
    expect(textOf(detail.shadowRoot!.querySelector('.buy')!)).to.include('Price unavailable');
  });
});
