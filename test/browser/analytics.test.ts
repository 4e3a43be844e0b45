/**
 * The commerce analytics events (shop-view-item-list, shop-view-item, shop-begin-checkout,
 * shop-purchase) and `<shop-storefront analytics="datalayer">`'s GA4 pushes, against the sandbox:
 * each event once with its detail, nothing of the buyer in any of them.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { ContentCartItem } from '../../src/api/readers/cart.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import '../../src/elements/shop-product-list/shop-product-list.js';
import '../../src/elements/shop-content-list/shop-content-list.js';
import '../../src/elements/shop-product-detail/shop-product-detail.js';
import '../../src/elements/shop-content-detail/shop-content-detail.js';
import '../../src/elements/shop-payment-result/shop-payment-result.js';
import { $, $$, buyerToken, listen, mountShop, newSite, sandboxUrl, settled, textOf, until } from './helpers.js';
import { mountCheckout, fillAddress } from './checkout-helpers.js';
import { purchase } from './buyer-helpers.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What the page pushed to `window.dataLayer`, as JSON would carry it (undefined values absent). */
const pushed = (): Array<Record<string, unknown>> => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as Array<Record<string, unknown>>;
/** The pushes of GA4 event `event`. */
const pushesOf = (event: string) => pushed().filter((p) => p.event === event) as Array<{ event: string; ecommerce: Record<string, unknown> }>;

/** The demo buyer of the sandbox: name, email and phone set. */
const BUYER = { name: '김민지', email: 'minji@example.com', phone: '010-1234-5678' };

/** Throws when `json` holds any of the buyer's data or the token. */
function expectNoBuyerData(json: string, token: string, typed: string[] = []): void {
  for (const secret of [BUYER.name, BUYER.email, BUYER.phone, token, ...typed]) expect(json, `carries ${secret}`).not.to.contain(secret);
}

/** A storefront with `analytics="datalayer"` around `content` (as mountShop, English); resolves once the adapter pushed `first` (when given). */
async function mountWithDataLayer(siteKey: string, content: TemplateResult, token?: string): Promise<ShopStorefront> {
  const sf = await fixture<ShopStorefront>(
    html`<shop-storefront site-key=${siteKey} base-url=${sandboxUrl()} language="en" token-storage="memory" analytics="datalayer">${content}</shop-storefront>`,
  );
  if (token) await sf.shop!.session.useToken(token);
  return sf;
}

const original = location.pathname + location.search + location.hash;

describe('analytics events', () => {
  afterEach(() => {
    history.replaceState(null, '', original);
    delete window.dataLayer;
  });

  it('shop-view-item-list: once per page of results, with the items shown; not again when the page is drawn again', async () => {
    const siteKey = await newSite();
    const views = listen('shop-view-item-list');
    const sf = await mountShop(siteKey, html`<shop-product-list limit="3"></shop-product-list>`);
    const list = sf.querySelector('shop-product-list')!;
    await until(() => views.seen.length === 1, 'first page announced');
    const page = await sf.shop!.client.products({ limit: 3 });
    expect(views.seen[0]).to.deep.equal({
      list: 'product',
      items: page.items.map((p) => ({ item_type: 'product', product_id: p.product_id, name: p.name, price: p.lowest_price?.price ?? null })),
    });
    // The cards are what was announced.
    expect($$(list, '[part~="title"]').map((t) => t.textContent!.trim())).to.deep.equal(page.items.map((p) => p.name));
    // Drawn again (another language reads the same page again): no second event.
    sf.setAttribute('language', 'ko');
    await until(() => textOf(list).includes('개'), 'Korean');
    await settled(siteKey, list);
    expect(views.seen).to.have.length(1);
    // The next page is another page of results.
    list.page = 2;
    await until(() => views.seen.length === 2, 'second page announced');
    expect(views.seen[1]!.items.map((i) => i.product_id)).not.to.deep.equal(views.seen[0]!.items.map((i) => i.product_id));
    views.stop();
  });

  it('shop-view-item-list of a content list carries content_id and the lowest price', async () => {
    const siteKey = await newSite();
    const views = listen('shop-view-item-list');
    const sf = await mountShop(siteKey, html`<shop-content-list limit="2" content-type="vod"></shop-content-list>`);
    await until(() => views.seen.length === 1, 'announced');
    const page = await sf.shop!.client.contents({ limit: 2, content_type: 'vod' });
    expect(views.seen[0]).to.deep.equal({
      list: 'content',
      items: page.items.map((c) => ({ item_type: 'content', content_id: c.content_id, name: c.title, price: c.lowest_option?.final_price ?? null })),
    });
    views.stop();
  });

  it('shop-view-item: once per product shown, again for another id', async () => {
    const siteKey = await newSite();
    const views = listen('shop-view-item');
    const sf = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`);
    const el = sf.querySelector('shop-product-detail')!;
    await until(() => views.seen.length === 1, 'viewed');
    const p = await sf.shop!.client.product(101);
    expect(views.seen[0]).to.deep.equal({ item_type: 'product', product_id: 101, name: p.name, price: p.lowest_price!.price, currency: 'KRW' });
    sf.setAttribute('language', 'ja');
    await until(() => $(el, 'h2')?.textContent !== p.name, 'Japanese');
    await settled(siteKey, el);
    expect(views.seen).to.have.length(1);
    el.setAttribute('product-id', '104');
    await until(() => views.seen.length === 2, 'the next product viewed');
    expect(views.seen[1]!.product_id).to.equal(104);
    views.stop();
  });

  it('shop-view-item of a content: the lowest option on sale, in the storefront currency', async () => {
    const siteKey = await newSite();
    const views = listen('shop-view-item');
    const sf = await mountShop(siteKey, html`<shop-content-detail content-id="501"></shop-content-detail>`);
    await until(() => views.seen.length === 1, 'viewed');
    const c = await sf.shop!.client.content(501);
    expect(views.seen[0]).to.deep.equal({
      item_type: 'content',
      content_id: 501,
      name: c.title,
      price: Math.min(...c.options.map((o) => o.final_price!)),
      currency: 'KRW',
    });
    views.stop();
  });

  it('shop-begin-checkout: once, with the cart lines and subtotal, nothing of the buyer (datalayer push too)', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey, BUYER.name, BUYER.email);
    const begins = listen('shop-begin-checkout');
    // An adapter on the page (any storefront's: it listens to the whole page).
    await mountWithDataLayer(siteKey, html``);
    // The buyer's cart, filled before the checkout page opens.
    const before = await mountShop(siteKey, html``, { token });
    const variant_id = (await before.shop!.client.product(102)).variants.find((v) => v.is_active)!.variant_id;
    await before.shop!.cart.add({ item_type: 'product', product_id: 102, variant_id, quantity: 2 });
    await before.shop!.cart.add({ item_type: 'content', option_id: 5001 });
    before.remove();
    const { el, sf } = await mountCheckout(siteKey, token, { fill: false });
    await until(() => begins.seen.length === 1, 'checkout begun');
    const cart = sf.shop!.cart.value.cart!;
    const subtotal = cart.items.reduce((sum, i) => sum + i.unit_price! * i.quantity, 0);
    expect(begins.seen[0]).to.deep.equal({ items: cart.items, value: subtotal, currency: 'KRW' });
    // The buyer fills the form (the prefill has their name and phone): the checkout does not begin again.
    await fillAddress(el);
    await settled(siteKey, el);
    expect(begins.seen).to.have.length(1);
    expectNoBuyerData(JSON.stringify(begins.seen), token, ['1 Test Street']);
    await until(() => pushesOf('begin_checkout').length === 1, 'begin_checkout pushed');
    expect(pushesOf('begin_checkout')[0]!.ecommerce).to.deep.equal({
      currency: 'KRW',
      value: subtotal,
      items: cart.items.map((i) => ({
        item_id: String(i.item_type === 'product' ? i.product_id : i.content_id),
        item_name: i.item_type === 'product' ? i.name : i.title,
        price: i.unit_price,
        quantity: i.quantity,
      })),
    });
    expectNoBuyerData(JSON.stringify(pushed()), token, ['1 Test Street']);
    begins.stop();
  });

  it('shop-purchase: once per order id on this device, never on a reload; value from the order read, nothing of the buyer', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey, BUYER.name, BUYER.email);
    const { order_id } = await purchase({ siteKey, token }, { content_items: [{ option_id: 5001 }], product_items: [{ variant_id: 1021 }] });
    const order = await (await mountShop(siteKey, html``, { token })).shop!.client.myOrder(order_id);
    // The order read carries the receiver: the buyer's name, phone and address.
    expect(JSON.stringify(order)).to.contain(BUYER.phone);
    const purchases = listen('shop-purchase');
    history.replaceState(null, '', `${location.pathname}?pay_success=true&order_id=${order_id}`);
    window.dataLayer = [];
    const first = await mountWithDataLayer(siteKey, html`<shop-payment-result></shop-payment-result>`, token);
    const result = first.querySelector('shop-payment-result')!;
    await until(() => textOf(result).includes('Payment complete'), 'confirmed');
    await until(() => purchases.seen.length === 1, 'purchase told');
    expect(purchases.seen[0]).to.deep.equal({ order_id, value: order.price, currency: 'KRW' });
    // A reload of the page: the same order is not told again.
    first.remove();
    const again = await mountShop(siteKey, html`<shop-payment-result></shop-payment-result>`, { token });
    const second = again.querySelector('shop-payment-result')!;
    await until(() => textOf(second).includes('Payment complete'), 'confirmed again');
    await settled(siteKey, second);
    expect(purchases.seen).to.have.length(1);
    expectNoBuyerData(JSON.stringify(purchases.seen), token, ['Sejong-daero']);
    expect(pushesOf('purchase')).to.deep.equal([
      { event: 'purchase', ecommerce: { currency: 'KRW', value: order.price, transaction_id: String(order_id), items: [] } },
    ]);
    expectNoBuyerData(JSON.stringify(pushed()), token, ['Sejong-daero']);
    purchases.stop();
  });

  it('shop-purchase without a buyer: told once with an unknown value', async () => {
    const siteKey = await newSite();
    const purchases = listen('shop-purchase');
    history.replaceState(null, '', `${location.pathname}?pay_success=true&order_id=424242`);
    const sf = await mountShop(siteKey, html`<shop-payment-result></shop-payment-result>`);
    await until(() => purchases.seen.length === 1, 'told');
    expect(purchases.seen[0]).to.deep.equal({ order_id: 424242, value: null, currency: null });
    sf.remove();
    await mountShop(siteKey, html`<shop-payment-result></shop-payment-result>`);
    await settled(siteKey);
    expect(purchases.seen).to.have.length(1);
    purchases.stop();
  });
});

describe('<shop-storefront analytics="datalayer">', () => {
  afterEach(() => {
    history.replaceState(null, '', original);
    delete window.dataLayer;
  });

  it('pushes view_item_list, view_item and add_to_cart in GA4 shape, each after { ecommerce: null }', async () => {
    const siteKey = await newSite();
    delete window.dataLayer;
    const sf = await mountWithDataLayer(
      siteKey,
      html`<shop-product-list limit="2"></shop-product-list><shop-product-detail product-id="110"></shop-product-detail>`,
    );
    await until(() => pushesOf('view_item_list').length && pushesOf('view_item').length, 'views pushed');
    expect(window.dataLayer, 'made when missing').to.be.an('array');
    const page = await sf.shop!.client.products({ limit: 2 });
    expect(pushesOf('view_item_list')[0]!.ecommerce).to.deep.equal({
      currency: 'KRW',
      value: page.items.reduce((sum, p) => sum + p.lowest_price!.price, 0),
      items: page.items.map((p) => ({ item_id: String(p.product_id), item_name: p.name, price: p.lowest_price!.price, quantity: 1 })),
    });
    const p = await sf.shop!.client.product(110);
    expect(pushesOf('view_item')[0]!.ecommerce).to.deep.equal({
      currency: 'KRW',
      value: p.lowest_price!.price,
      items: [{ item_id: '110', item_name: p.name, price: p.lowest_price!.price, quantity: 1 }],
    });
    // Every push of an event follows a push of { ecommerce: null }.
    const all = pushed();
    all.forEach((push, i) => {
      if (push.event) expect(all[i - 1], `before ${String(push.event)}`).to.deep.equal({ ecommerce: null });
    });

    const detail = sf.querySelector('shop-product-detail')!;
    const add = $$<HTMLButtonElement>(detail, 'button').find((b) => b.textContent!.trim() === 'Add to cart')!;
    add.click();
    await until(() => pushesOf('add_to_cart').length === 1, 'add_to_cart pushed');
    const line = sf.shop!.cart.value.cart!.items.find((i) => i.item_type === 'product' && i.product_id === 110)!;
    expect(pushesOf('add_to_cart')[0]!.ecommerce).to.deep.equal({
      currency: 'KRW',
      value: line.unit_price! * line.quantity,
      items: [{ item_id: '110', item_name: line.item_type === 'product' ? line.name : '', price: line.unit_price, quantity: line.quantity }],
    });
  });

  it('pushes remove_from_cart for shop-cart-remove with the name and price of the line read before', async () => {
    const siteKey = await newSite();
    const sf = await mountWithDataLayer(siteKey, html`<shop-content-detail content-id="501"></shop-content-detail>`);
    const detail = sf.querySelector('shop-content-detail')!;
    await until(() => $$<HTMLButtonElement>(detail, 'button').find((b) => b.textContent!.trim() === 'Add to cart'), 'shown').then((b) => b.click());
    await until(() => pushesOf('add_to_cart').length === 1, 'add_to_cart pushed');
    const line = sf.shop!.cart.value.cart!.items.find((i): i is ContentCartItem => i.item_type === 'content' && i.option_id === 5001)!;
    await sf.shop!.cart.remove(line);
    // What <shop-cart> dispatches after a removal (design: "Beyond the catalog"; that element is another change).
    sf.dispatchEvent(new CustomEvent('shop-cart-remove', { detail: { item_type: 'content', option_id: 5001, quantity: 1 }, bubbles: true, composed: true }));
    await until(() => pushesOf('remove_from_cart').length === 1, 'remove_from_cart pushed');
    expect(pushesOf('remove_from_cart')[0]!.ecommerce).to.deep.equal({
      currency: 'KRW',
      value: line.unit_price,
      items: [{ item_id: String(line.content_id), item_name: line.title, price: line.unit_price, quantity: 1 }],
    });
  });
});
