/**
 * The built CDN bundle (dist/shop-elements.js, made by `npm run build` before the tests):
 * it defines every element (the core's at once, the others from their group chunks when their
 * tags appear), loading it twice defines nothing twice and throws nothing, and it carries nothing
 * of the seller-server toolkit or the sandbox.
 */
import { expect } from '@open-wc/testing';

const TAGS = [
  'shop-storefront',
  'shop-product-list',
  'shop-product-detail',
  'shop-content-list',
  'shop-content-detail',
  'shop-category-filter',
  'shop-tag-filter',
  'shop-search',
  'shop-sort',
  'shop-cart',
  'shop-cart-count',
  'shop-add-to-cart',
  'shop-login',
  'shop-checkout',
  'shop-payment-result',
  'shop-order-list',
  'shop-order-detail',
  'shop-order-lines',
  'shop-my-contents',
  'shop-content-viewer',
  'shop-board',
  'shop-post',
];

describe('dist/shop-elements.js', () => {
  it('defines every element, and a second copy of the script neither throws nor redefines', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    const bundle = '/dist/shop-elements.js';
    await import(`${bundle}?copy=1`);
    // Every tag in the page: the core loads the chunks of those it does not define itself.
    const holder = document.createElement('div');
    holder.hidden = true;
    holder.innerHTML = TAGS.map((t) => `<${t}></${t}>`).join('');
    document.body.append(holder);
    await Promise.all(TAGS.map((t) => customElements.whenDefined(t)));
    const first = TAGS.map((t) => customElements.get(t));
    await import(`${bundle}?copy=2`);
    window.removeEventListener('error', onError);
    holder.remove();
    expect(first.every(Boolean), 'all defined').to.equal(true);
    expect(TAGS.map((t) => customElements.get(t))).to.deep.equal(first);
    expect(errors).to.deep.equal([]);
  });

  it('holds no server API path, private key name or sandbox code', async () => {
    const text = await (await fetch('/dist/shop-elements.js')).text();
    expect(text).not.to.contain('/api/public/v1');
    expect(text).not.to.contain('SERVER_PRIVATE_API_KEY');
    expect(text).not.to.contain('__sandbox');
    expect(text).not.to.contain('CatalogAdminClient');
  });

  it('carries no zod: the readers are plain functions (zod checks seller payloads in the toolkit and the sandbox only)', async () => {
    const main = await (await fetch('/dist/shop-elements.js')).text();
    // The chunks the bundle loads on demand (language packs, the sanitizer), by the names it imports.
    const chunks = [...main.matchAll(/["'](\.\/cdn\/[\w.-]+\.js)["']/g)].map((m) => m[1]!);
    for (const [name, text] of [
      ['shop-elements.js', main],
      ...(await Promise.all(chunks.map(async (c) => [c, await (await fetch(`/dist/${c.slice(2)}`)).text()]))),
    ]) {
      expect(text, name).not.to.contain('$ZodType');
    }
  });
});
