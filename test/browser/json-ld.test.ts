/**
 * Search-engine data: the JSON-LD script that each detail and list element keeps in
 * `document.head` (never a child of the element: a framework that hydrates the element owns its
 * children), in Chromium against the sandbox — one per element, it parses as JSON, has the fields
 * per content type, passes Adobe's structured-data validator (@adobe/structured-data-validator: Google's rich-result rules for Product, Offer,
 * AggregateOffer, ListItem…; without the schema.org vocabulary file, which this machine cannot
 * download) with no error, is replaced on an id change, removed on an error and when the element
 * leaves, and no seller text can end its script; with "Load more", a list's ItemList holds every
 * card shown.
 */
import { expect, html } from '@open-wc/testing';
import Validator from '@adobe/structured-data-validator';
import '../../src/elements/shop-product-list/shop-product-list.js';
import '../../src/elements/shop-content-list/shop-content-list.js';
import '../../src/elements/shop-product-detail/shop-product-detail.js';
import '../../src/elements/shop-content-detail/shop-content-detail.js';
import { jsonLdScript } from '../../src/ui/json-ld.js';
import { $, $$, admin, mountShop, newSite, setSellerHtml, until } from './helpers.js';

type Json = Record<string, unknown> & { '@type': string };

/** Every JSON-LD script of the elements in the head. */
const headScripts = () => [...document.head.querySelectorAll(':scope > script[type="application/ld+json"][data-shop-jsonld]')];

/** `el`'s JSON-LD script in the head (none or one); fails if any script is in its light DOM. */
function scripts(el: Element): Element[] {
  expect(el.querySelectorAll('script'), `no script in <${el.localName}>'s light DOM`).to.have.length(0);
  const script = jsonLdScript(el);
  if (!script) return [];
  expect(script.parentElement === document.head, 'the script is a child of the head').to.equal(true);
  expect(script.getAttribute('data-shop-jsonld')).to.equal(el.localName);
  return [script];
}

/** The JSON-LD script of `el`, parsed; waits until it holds `@type` `type` (and `ready` says so). */
async function jsonLd(el: Element, type: string, ready: (data: Json) => boolean = () => true): Promise<Json> {
  return until(() => {
    const [script] = scripts(el);
    if (!script) return null;
    const data = JSON.parse(script.textContent!) as Json;
    return data['@type'] === type && ready(data) ? data : null;
  }, `a ${type} JSON-LD script`);
}

/** The validator's errors (warnings, e.g. "aggregateRating recommended", are allowed). */
async function validationErrors(data: Json): Promise<unknown[]> {
  const issues = await new Validator().validate({ jsonld: { [data['@type']]: [structuredClone(data)] }, errors: [] });
  return issues.filter((i) => i.severity === 'ERROR');
}

describe('JSON-LD', () => {
  it('<shop-product-detail>: Product with an Offer or AggregateOffer, availability and price; valid; replaced when the id changes', async () => {
    const siteKey = await newSite();
    const sf = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`);
    const el = sf.querySelector('shop-product-detail')!;
    const p = await sf.shop!.client.product(101);
    const data = await jsonLd(el, 'Product');
    expect(data['@context']).to.equal('https://schema.org');
    expect(data.name).to.equal($(el, 'h2')!.textContent!.trim());
    expect(data.productID).to.equal('101');
    expect(data.image).to.deep.equal(p.images);
    const prices = [...new Set(p.prices.map((x) => x.price))];
    const offers = data.offers as Json;
    if (prices.length > 1) {
      expect(offers).to.include({ '@type': 'AggregateOffer', lowPrice: Math.min(...prices), highPrice: Math.max(...prices), priceCurrency: 'KRW' });
    } else {
      expect(offers).to.include({ '@type': 'Offer', price: prices[0], priceCurrency: 'KRW' });
    }
    expect(offers.availability).to.equal('https://schema.org/InStock');
    expect(await validationErrors(data)).to.deep.equal([]);

    el.setAttribute('product-id', '105');
    const soldOut = await jsonLd(el, 'Product', (d) => d.productID === '105');
    expect(soldOut.name).to.equal((await sf.shop!.client.product(105)).name);
    expect((soldOut.offers as Json).availability).to.equal('https://schema.org/OutOfStock');
    expect(scripts(el)).to.have.length(1);
    expect(await validationErrors(soldOut)).to.deep.equal([]);
  });

  it('no seller text can end the script: a product named </script><script>…, a description with tags (plain text only)', async () => {
    const siteKey = await newSite();
    const name = '</script><script>window.__jsonLdXss=1</script><!--';
    await admin('POST', '/products', { site_key: siteKey, patch: { product_id: 110, name } });
    await setSellerHtml(siteKey, 'product', 110, '<p>Solid <b>oak</b></p><script>window.__jsonLdXss=2</script><img src=x onerror="window.__jsonLdXss=3">');
    const sf = await mountShop(siteKey, html`<shop-product-detail product-id="110"></shop-product-detail>`);
    const el = sf.querySelector('shop-product-detail')!;
    const data = await jsonLd(el, 'Product', (d) => d.description !== undefined);
    expect(data.name).to.equal(name);
    expect(data.description).to.equal('Solid oak');
    const text = scripts(el)[0]!.textContent!;
    expect(text).not.to.contain('<');
    expect(text).to.contain('\\u003c/script>');
    // Serialized (a saved page) and parsed again: still one script, the same JSON.
    const parsed = new DOMParser().parseFromString(`<!doctype html>${document.head.outerHTML}<body>${sf.outerHTML}</body>`, 'text/html');
    const again = parsed.querySelectorAll('script[data-shop-jsonld]');
    expect(again).to.have.length(headScripts().length);
    const same = [...again].filter((s) => s.textContent === text);
    expect(same).to.have.length(1);
    expect(JSON.parse(same[0]!.textContent!)).to.deep.equal(data);
    expect(parsed.querySelectorAll('shop-product-detail script')).to.have.length(0);
    expect((window as unknown as { __jsonLdXss?: number }).__jsonLdXss).to.equal(undefined);
  });

  it('<shop-content-detail>: Course + CourseInstance for a vod, Event for live (VirtualLocation) and offline, Product for a digital content', async () => {
    const siteKey = await newSite();
    const sf = await mountShop(siteKey, html`<shop-content-detail content-id="501"></shop-content-detail>`);
    const el = sf.querySelector('shop-content-detail')!;
    const vod = await sf.shop!.client.content(501);
    const course = await jsonLd(el, 'Course');
    expect(course.name).to.equal(vod.title);
    expect(course.hasCourseInstance).to.deep.equal({ '@type': 'CourseInstance', courseMode: 'Online' });
    expect((course.offers as Json[]).map((o) => o.price)).to.deep.equal(vod.options.map((o) => o.final_price));
    expect(course.aggregateRating).to.include({ ratingValue: vod.average_rating, reviewCount: vod.review_count });
    expect(await validationErrors(course)).to.deep.equal([]);

    el.setAttribute('content-id', '506');
    const live = await jsonLd(el, 'Event', (d) => d.name === 'x' || d.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode');
    const liveDetail = await sf.shop!.client.content(506);
    expect(live.name).to.equal(liveDetail.title);
    expect(live.startDate).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(live.endDate).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(live.eventStatus).to.equal('https://schema.org/EventScheduled');
    expect(live.location).to.deep.equal({ '@type': 'VirtualLocation', url: location.href.split('#')[0] });
    expect(scripts(el)).to.have.length(1);
    expect(await validationErrors(live)).to.deep.equal([]);

    el.setAttribute('content-id', '510');
    const offline = await jsonLd(el, 'Event', (d) => d.eventAttendanceMode === 'https://schema.org/OfflineEventAttendanceMode');
    expect(offline.name).to.equal((await sf.shop!.client.content(510)).title);
    expect(offline.startDate).to.match(/^\d{4}-\d{2}-\d{2}T/);
    expect(offline.location).to.equal(undefined);

    el.setAttribute('content-id', '514');
    const digital = await jsonLd(el, 'Product', (d) => d.productID === '514');
    expect(digital.offers).to.have.property('priceCurrency', 'KRW');
    expect(await validationErrors(digital)).to.deep.equal([]);
  });

  it('is removed when the detail shows an error, and when the element leaves the page', async () => {
    const siteKey = await newSite();
    const sf = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`);
    const el = sf.querySelector('shop-product-detail')!;
    await jsonLd(el, 'Product');
    const before = headScripts().length;
    el.setAttribute('product-id', '999999');
    await until(() => $(el, '[role=alert]'), 'error shown');
    await el.updateComplete;
    expect(scripts(el)).to.have.length(0);
    expect(headScripts()).to.have.length(before - 1);
    el.setAttribute('product-id', '101');
    await jsonLd(el, 'Product');
    const script = scripts(el)[0]!;
    el.remove();
    expect(scripts(el)).to.have.length(0);
    expect(script.isConnected, 'the script left the head').to.equal(false);
  });

  it('the lists keep one ItemList of the cards shown, positions in order, valid', async () => {
    const siteKey = await newSite();
    const sf = await mountShop(
      siteKey,
      html`<shop-product-list limit="3" product-href="/product.html?id={product_id}"></shop-product-list><shop-content-list limit="2"></shop-content-list>`,
    );
    const products = sf.querySelector('shop-product-list')!;
    const data = await jsonLd(products, 'ItemList');
    await until(() => $$(products, '[part~="title"]').length === 3, 'cards');
    const names = $$(products, '[part~="title"]').map((t) => t.textContent!.trim());
    const items = data.itemListElement as Json[];
    expect(items.map((i) => i.name)).to.deep.equal(names);
    expect(items.map((i) => i.position)).to.deep.equal([1, 2, 3]);
    const page = await sf.shop!.client.products({ limit: 3 });
    expect(items.map((i) => i.url)).to.deep.equal(page.items.map((p) => new URL(`/product.html?id=${p.product_id}`, location.href).href));
    expect(await validationErrors(data)).to.deep.equal([]);
    // Another page: still one child, with the new cards.
    products.page = 2;
    await jsonLd(products, 'ItemList', (d) => (d.itemListElement as Json[])[0]!.name !== names[0]);
    const contents = await jsonLd(sf.querySelector('shop-content-list')!, 'ItemList');
    expect((contents.itemListElement as Json[]).map((i) => i.url)).to.deep.equal([undefined, undefined]);
    // One script per element in the head, each named by its element's tag.
    const ours = headScripts().filter((s) => s === jsonLdScript(products) || s === jsonLdScript(sf.querySelector('shop-content-list')!));
    expect(ours.map((s) => s.getAttribute('data-shop-jsonld'))).to.deep.equal(['shop-product-list', 'shop-content-list']);
  });

  it('with pagination="more", the ItemList holds every card shown, positions 1 to the last', async () => {
    const siteKey = await newSite();
    const sf = await mountShop(siteKey, html`<shop-product-list limit="3" pagination="more"></shop-product-list>`);
    const products = sf.querySelector('shop-product-list')!;
    await jsonLd(products, 'ItemList');
    await until(() => $$(products, '[part~="title"]').length === 3, 'the first page');
    $(products, '[part~="more-button"]')!.click();
    await until(() => $$(products, '[part~="title"]').length === 6, 'two pages of cards');
    const names = $$(products, '[part~="title"]').map((t) => t.textContent!.trim());
    const data = await jsonLd(products, 'ItemList', (d) => (d.itemListElement as Json[])[0]!.name === names[0]);
    const items = data.itemListElement as Json[];
    expect(items.map((i) => i.name)).to.deep.equal(names);
    expect(items.map((i) => i.position)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(await validationErrors(data)).to.deep.equal([]);
  });
});
