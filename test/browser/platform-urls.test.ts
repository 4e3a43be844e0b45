/**
 * Image URLs from the platform pass one guard before they reach `img src`:
 * the whole corpus of bad URLs is stored as image fields of every product and content of a
 * sandbox site, and the lists, details, cart, checkout and my contents render in Chromium.
 */
import { expect } from '@open-wc/testing';
import { StorefrontClient } from '../../src/api/client.js';
import { BAD_URLS, GOOD_IMAGE_URLS } from '../fixtures/url-payloads.js';
import { admin, mountShop, newSite, sandboxUrl, until } from './helpers.js';
import { html, newBuyer, purchase } from './buyer-helpers.js';

/** Every `img` under `root`, shadow roots included. */
function images(root: Element): HTMLImageElement[] {
  const out: HTMLImageElement[] = [];
  const walk = (node: ParentNode) => {
    for (const el of node.querySelectorAll('*')) {
      if (el instanceof HTMLImageElement) out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  if (root.shadowRoot) walk(root.shadowRoot);
  return out;
}

/** Fails on an `img src` that is not http(s), relative or a `data:image/*` URI, or that is one of the corpus. */
function assertSafe(imgs: HTMLImageElement[]): void {
  for (const img of imgs) {
    const src = img.getAttribute('src');
    if (src === null) continue;
    expect(BAD_URLS, `img src=${JSON.stringify(src)}`).not.to.include(src);
    const browserReads = src.replace(/[\u0000-\u0020]/g, '');
    const scheme = new URL(browserReads, location.href).protocol;
    const ok = scheme === 'http:' || scheme === 'https:' || (scheme === 'data:' && /^data:image\//i.test(browserReads));
    expect(ok, `img src=${JSON.stringify(src)}`).to.equal(true);
  }
}

/** Stores the corpus as image fields: every other item gets a bad main image; every item lists all of them. */
async function poison(siteKey: string): Promise<{ product_ids: number[]; content_ids: number[] }> {
  const client = new StorefrontClient({ siteKey, baseUrl: sandboxUrl() });
  const product_ids = (await client.products({ limit: 100 })).items.map((p) => p.product_id);
  const content_ids = (await client.contents({ limit: 100 })).items.map((c) => c.content_id);
  const all = [...BAD_URLS, ...GOOD_IMAGE_URLS];
  for (const [i, product_id] of product_ids.entries()) {
    const main_image = i % 2 === 0 ? BAD_URLS[i % BAD_URLS.length]! : GOOD_IMAGE_URLS[i % GOOD_IMAGE_URLS.length]!;
    await admin('POST', '/products', {
      site_key: siteKey,
      patch: { product_id, main_image, additional_images: all, option_image: BAD_URLS[i % BAD_URLS.length] },
    });
  }
  for (const [i, content_id] of content_ids.entries()) {
    const image = i % 2 === 0 ? BAD_URLS[i % BAD_URLS.length]! : GOOD_IMAGE_URLS[i % GOOD_IMAGE_URLS.length]!;
    await admin('POST', '/contents', { site_key: siteKey, patch: { content_id, image, additional_images: all } });
  }
  return { product_ids, content_ids };
}

describe(`platform image URLs: ${BAD_URLS.length} bad URLs as image fields`, () => {
  it('lists and details render only guarded img src values', async () => {
    const siteKey = await newSite();
    const { product_ids, content_ids } = await poison(siteKey);
    const sf = await mountShop(
      siteKey,
      html` <shop-product-list limit="100"></shop-product-list>
        <shop-content-list limit="100"></shop-content-list>
        <shop-product-detail product-id=${product_ids[0]}></shop-product-detail>
        <shop-content-detail content-id=${content_ids[0]}></shop-content-detail>`,
    );
    for (const tag of ['shop-product-list', 'shop-content-list', 'shop-product-detail', 'shop-content-detail']) {
      await until(() => images(sf.querySelector(tag)!).length > 0, `${tag} images`);
    }
    const imgs = images(sf);
    assertSafe(imgs);
    // The good URLs do render: the guard drops only what it must.
    const srcs = imgs.map((i) => i.getAttribute('src'));
    for (const good of GOOD_IMAGE_URLS) expect(srcs, good).to.include(good);
  });

  it('the cart, the checkout and my contents render only guarded img src values', async () => {
    const buyer = await newBuyer();
    const { product_ids, content_ids } = await poison(buyer.siteKey);
    await purchase(buyer, { content_items: [{ option_id: 5001 }, { option_id: 5003 }] });
    const sf = await mountShop(
      buyer.siteKey,
      html` <shop-cart></shop-cart>
        <shop-checkout redirect-url="/payment-result.html"></shop-checkout>
        <shop-my-contents></shop-my-contents>`,
      { token: buyer.token },
    );
    const shop = sf.shop!;
    for (const product_id of product_ids.slice(0, 2)) {
      const variant_id = (await shop.client.product(product_id)).variants.find((v) => v.is_active)!.variant_id;
      await shop.cart.add({ item_type: 'product', product_id, variant_id, quantity: 1 });
    }
    for (const content_id of content_ids.slice(0, 2)) {
      const option = (await shop.client.content(content_id)).options[0];
      if (option) await shop.cart.add({ item_type: 'content', option_id: option.option_id });
    }
    for (const tag of ['shop-cart', 'shop-checkout', 'shop-my-contents']) {
      await until(() => images(sf.querySelector(tag)!).length > 0, `${tag} images`);
    }
    assertSafe(images(sf));
  });
});
