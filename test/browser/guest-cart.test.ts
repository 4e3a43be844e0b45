/**
 * The guest cart kept on the device (`guest-cart` of `<shop-storefront>`; design:
 * docs/spec/public-api.md, "Every browser, every site"). The cross-site cases use the sandbox by
 * its loopback address (`crossSiteSandboxUrl()`): another site than the test page, so the browser
 * keeps none of its cookies on the page's calls — the platform's device cookie never comes back,
 * as for every shop whose domain is not the platform's. A "page load" is a storefront removed and
 * mounted again: a new shop, reading only what the device kept.
 */
import { expect, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { ShopAddToCart } from '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import type { ShopCart } from '../../src/elements/shop-cart/shop-cart.js';
import { deviceCartKey } from '../../src/state/device-cart.js';
import { cartChannelName } from '../../src/state/cart-store.js';
import {
  admin,
  buyerToken,
  calls,
  crossSiteSandboxUrl,
  injectFault,
  listen,
  mountShop,
  newSite,
  sandboxUrl,
  sentSoFar,
  settled,
  textOf,
  until,
} from './helpers.js';

/** Product 110: one variant, no options, no buyer input (docs/sandbox.md). */
const SIMPLE = { product_id: 110, variant_id: 1052 };
/** Product 108, variant 1047: buyer input 301 required. */
const WITH_INPUT = { product_id: 108, variant_id: 1047 };
/** Content 501's only option (vod). */
const VOD_OPTION = 5001;

interface Mounted {
  siteKey: string;
  sf: ShopStorefront;
  count: Element;
}

/** A storefront with a cart count, on the platform at `baseUrl` (default: another site than this page). */
async function mount(siteKey: string, opts: { baseUrl?: string; guestCart?: string; extra?: ReturnType<typeof html> } = {}): Promise<Mounted> {
  const sf = await mountShop(siteKey, html`<shop-cart-count></shop-cart-count>${opts.extra ?? ''}`, {
    baseUrl: opts.baseUrl ?? crossSiteSandboxUrl(),
    ...(opts.guestCart ? { guestCart: opts.guestCart } : {}),
  });
  return { siteKey, sf, count: sf.querySelector('shop-cart-count')! };
}

/** The page is left: its storefront goes (and lets go of its shop). */
async function leave(sf: ShopStorefront): Promise<void> {
  sf.remove();
  await new Promise((resolve) => setTimeout(resolve));
}

/** What the device keeps for `siteKey` at `platform`, parsed (null when nothing). */
function kept(siteKey: string, platform = crossSiteSandboxUrl()): { items: Array<Record<string, unknown>>; cookie?: string; refused?: unknown[] } | null {
  const text = localStorage.getItem(deviceCartKey(siteKey, new URL(platform).origin));
  return text ? JSON.parse(text) : null;
}

/**
 * Console calls of `level` made while `run` runs, and until one matches `expected` (the notes'
 * texts load with their own chunk, after what caused them).
 */
async function consoleOf<T>(level: 'info' | 'warn', expected: RegExp, run: () => Promise<T>): Promise<{ result: T; said: string[] }> {
  const said: string[] = [];
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    said.push(args.map(String).join(' '));
  };
  try {
    const result = await run();
    await until(() => said.some((s) => expected.test(s)), `a console.${level} matching ${expected}`);
    await new Promise((resolve) => setTimeout(resolve)); // a second note would have come with the first
    return { result, said };
  } finally {
    console[level] = original;
  }
}

const addBody = (r: { body: unknown }) => (r.body as { data: Record<string, { quantity?: number }> }).data;

describe('<shop-storefront guest-cart="auto">, the shop and the platform on two sites', () => {
  it('keeps the guest cart across page loads: the first add is read back, the device copy is the cart from then on', async () => {
    const siteKey = await newSite();
    let page = await mount(siteKey);
    await until(() => textOf(page.count) === '0', 'the empty cart');
    const { said } = await consoleOf('info', /cookie does not come back/, async () => {
      await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
      await until(() => textOf(page.count) === '1', 'the line');
    });
    // The platform checked the line, then the cart was read back: the cookie did not come back.
    const log = (await sentSoFar(siteKey)).map((r) => `${r.method} ${r.path}`);
    expect(log.slice(log.indexOf('POST /guest-cart'))).to.deep.equal(['POST /guest-cart', 'GET /guest-cart']);
    expect(said.filter((s) => s.includes('cookie does not come back'))).to.have.length(1);
    expect(kept(siteKey)).to.include({ cookie: 'fails' });

    await leave(page.sf);
    page = await mount(siteKey);
    await until(() => textOf(page.count) === '1', 'the line after the page load');
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 2 });
    await settled(siteKey);
    const line = page.sf.shop!.cart.value.cart!.items[0]!;
    expect(line).to.include({ item_type: 'product', variant_id: SIMPLE.variant_id, quantity: 3 });
    expect(line.item_type === 'product' && line.name).to.equal("Chef's Knife");
    // The page load read no /guest-cart; the add sent the line's whole quantity to a fresh cart, and read nothing back.
    const after = (await sentSoFar(siteKey)).map((r) => `${r.method} ${r.path}`);
    const posts = await calls(siteKey, 'POST', '/guest-cart');
    expect(addBody(posts.at(-1)!)[SIMPLE.variant_id]!.quantity).to.equal(3);
    expect(after.filter((r) => r === 'GET /guest-cart')).to.have.length(2);
    // Nothing of the buyer and no token on the device.
    expect(JSON.stringify(kept(siteKey))).to.not.match(/token|email|phone|receiver/i);
  });

  it('a refused add changes nothing on the device, and the buyer reads the platform\u2019s reason', async () => {
    const siteKey = await newSite();
    const page = await mount(siteKey, { extra: html`<shop-add-to-cart product-id="105" variant-id="1039"></shop-add-to-cart>` });
    const button = page.sf.querySelector<ShopAddToCart>('shop-add-to-cart')!;
    await until(() => button.shadowRoot!.querySelector('[part~="add-button"]'), 'the button');
    button.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!.click();
    const error = await until(() => button.shadowRoot!.querySelector('[part="error"]'), 'the refusal');
    expect(error.textContent).to.match(/sold out|stock|left/i);
    expect(textOf(page.count)).to.equal('0');
    expect(kept(siteKey)?.items ?? []).to.have.length(0);
    await expect(button).to.be.accessible();
  });

  it('an add whose check answer is lost changes nothing; the next click adds once', async () => {
    const siteKey = await newSite();
    const page = await mount(siteKey, { extra: html`<shop-add-to-cart product-id="110" variant-id="1052"></shop-add-to-cart>` });
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
    await until(() => textOf(page.count) === '1', 'the first line');
    const button = page.sf.querySelector<ShopAddToCart>('shop-add-to-cart')!;
    const add = () => button.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!;
    // The platform acts, then its answer is lost.
    await injectFault(siteKey, { method: 'POST', path: '/guest-cart', kind: 'drop', after: true });
    add().click();
    await until(() => button.shadowRoot!.querySelector('[part="error"]'), 'the error');
    expect(page.sf.shop!.cart.value.cart!.items[0]!.quantity).to.equal(1);
    await until(() => add().getAttribute('aria-disabled') === 'false', 'the button again');
    add().click();
    await until(() => page.sf.shop!.cart.value.cart!.items[0]!.quantity === 2, 'the second click');
    await settled(siteKey, button);
    expect(page.sf.shop!.cart.value.cart!.items[0]!.quantity).to.equal(2);
    expect(kept(siteKey)!.items[0]!.cart_quantity).to.equal(2);
  });

  it('the cart describes the kept lines from the platform, and shows a line it no longer has as unavailable, with Remove', async () => {
    const siteKey = await newSite();
    const origin = new URL(crossSiteSandboxUrl()).origin;
    localStorage.setItem(
      deviceCartKey(siteKey, origin),
      JSON.stringify({
        cookie: 'fails',
        items: [
          { item_type: 'product', ...SIMPLE, cart_quantity: 2, name: 'Old name', sale_price: 1, image_url: null },
          { item_type: 'product', product_id: 999, variant_id: 99999, cart_quantity: 1, name: 'Discontinued lamp', sale_price: 50000 },
        ],
      }),
    );
    const page = await mount(siteKey, { extra: html`<shop-cart></shop-cart>` });
    const cart = page.sf.querySelector<ShopCart>('shop-cart')!;
    await until(() => textOf(cart).includes("Chef's Knife"), 'the platform\u2019s name');
    const lines = () => [...cart.shadowRoot!.querySelectorAll('[part~="line"]')];
    await until(() => lines()[1]?.querySelector('[part="unavailable"]'), 'the gone line marked');
    expect(lines()[1]!.textContent).to.contain('Discontinued lamp');
    expect(lines()[1]!.textContent).to.contain('No longer available');
    // The subtotal counts the available line only (2 × the knife's price), not the lamp's 50,000.
    const knife = await page.sf.shop!.client.product(110);
    const unit = knife.prices.find((p) => p.variant_id === SIMPLE.variant_id)!.price;
    expect(textOf(cart.shadowRoot!.querySelector('[part~="subtotal"]')!)).to.contain((unit * 2).toLocaleString('en-US'));
    await expect(cart).to.be.accessible();
    lines()[1]!.querySelector<HTMLButtonElement>('[part~="remove-button"]')!.click();
    await until(() => lines().length === 1, 'removed');
    expect(kept(siteKey)!.items.map((i) => i.variant_id)).to.deep.equal([SIMPLE.variant_id]);
    expect((await sentSoFar(siteKey)).filter((r) => r.method === 'DELETE')).to.have.length(0);
  });

  it("after login, every device line goes into the buyer's cart, one POST /cart at a time, and the device forgets them", async () => {
    const siteKey = await newSite();
    const page = await mount(siteKey);
    const cart = page.sf.shop!.cart;
    await cart.add({ item_type: 'product', ...WITH_INPUT, quantity: 1, buyer_inputs: { 301: 'Kim' } });
    await cart.add({ item_type: 'product', ...SIMPLE, quantity: 2 });
    await cart.add({ item_type: 'content', option_id: VOD_OPTION });
    await until(() => textOf(page.count) === '3', 'three lines');
    const restored = listen('shop-cart-restore');
    try {
      const before = (await sentSoFar(siteKey)).length;
      await page.sf.shop!.session.useToken(await buyerToken(siteKey));
      await cart.afterLogin();
      const log = (await sentSoFar(siteKey)).slice(before).map((r) => `${r.method} ${r.path}`);
      expect(log.filter((r) => /\/cart/.test(r))).to.deep.equal(['GET /cart', 'POST /cart', 'POST /cart', 'POST /cart', 'GET /cart']);
      expect(restored.seen).to.deep.equal([{ placed: 3, refused: [] }]);
    } finally {
      restored.stop();
    }
    const platform = await page.sf.shop!.client.cart('user');
    expect(platform.items.map((i) => [i.item_type === 'product' ? i.variant_id : i.option_id, i.quantity])).to.deep.equal([
      [WITH_INPUT.variant_id, 1],
      [SIMPLE.variant_id, 2],
      [VOD_OPTION, 1],
    ]);
    expect(platform.items[0]!.item_type === 'product' && platform.items[0]!.buyer_inputs).to.deep.equal({ 301: 'Kim' });
    expect(kept(siteKey)?.items ?? []).to.have.length(0);
    expect(textOf(page.count)).to.equal('3');
  });

  it('a line the platform refuses at login is named next to the cart, never dropped silently', async () => {
    const siteKey = await newSite();
    const page = await mount(siteKey, { guestCart: 'device', extra: html`<shop-cart></shop-cart>` });
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 2 });
    await page.sf.shop!.cart.add({ item_type: 'content', option_id: VOD_OPTION });
    // Meanwhile the knife sold out.
    await admin('POST', '/products', { site_key: siteKey, patch: { product_id: SIMPLE.product_id, stock: 0 } });
    const restored = listen('shop-cart-restore');
    try {
      await page.sf.shop!.session.useToken(await buyerToken(siteKey));
      await page.sf.shop!.cart.afterLogin();
      expect(restored.seen).to.have.length(1);
      expect(restored.seen[0]!.placed).to.equal(1);
      expect(restored.seen[0]!.refused).to.have.length(1);
      expect(restored.seen[0]!.refused[0]).to.include({ item_type: 'product', product_id: SIMPLE.product_id, variant_id: SIMPLE.variant_id });
      expect(restored.seen[0]!.refused[0]!.message).to.match(/sold out|stock|left/i);
    } finally {
      restored.stop();
    }
    const cart = page.sf.querySelector<ShopCart>('shop-cart')!;
    const notice = await until(() => cart.shadowRoot!.querySelector('[part~="refused"]'), 'the notice');
    expect(notice.textContent).to.contain("Chef's Knife");
    expect(notice.textContent).to.match(/sold out|stock|left/i);
    await expect(cart).to.be.accessible();
    // The device forgot the lines; only the notice stays, until the buyer dismisses it.
    expect(kept(siteKey)!.items).to.have.length(0);
    notice.querySelector<HTMLButtonElement>('[part~="dismiss-button"]')!.click();
    await until(() => !cart.shadowRoot!.querySelector('[part~="refused"]'), 'dismissed');
    expect(kept(siteKey)).to.equal(null);
  });

  it('a placement whose answer is lost is read back, and never sent twice', async () => {
    const siteKey = await newSite();
    const page = await mount(siteKey);
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 2 });
    await injectFault(siteKey, { method: 'POST', path: '/cart', kind: 'status', status: 502, after: true });
    const restored = listen('shop-cart-restore');
    try {
      await page.sf.shop!.session.useToken(await buyerToken(siteKey));
      await page.sf.shop!.cart.afterLogin();
      expect(restored.seen).to.deep.equal([{ placed: 1, refused: [] }]);
    } finally {
      restored.stop();
    }
    expect(await calls(siteKey, 'POST', '/cart')).to.have.length(1);
    const platform = await page.sf.shop!.client.cart('user');
    expect(platform.items.map((i) => i.quantity)).to.deep.equal([2]);
  });
});

describe('<shop-storefront guest-cart="auto">, the shop and the platform on one site', () => {
  it("uses the platform's copy while its cookie works, keeps the device in step, and merges once at login", async () => {
    const siteKey = await newSite();
    let page = await mount(siteKey, { baseUrl: sandboxUrl() });
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
    await until(() => textOf(page.count) === '1', 'the line');
    expect(kept(siteKey, sandboxUrl())).to.include({ cookie: 'works' });
    expect(kept(siteKey, sandboxUrl())!.items.map((i) => i.variant_id)).to.deep.equal([SIMPLE.variant_id]);

    await leave(page.sf);
    page = await mount(siteKey, { baseUrl: sandboxUrl() });
    await until(() => textOf(page.count) === '1', 'the line after the page load');
    const before = (await sentSoFar(siteKey)).length;
    await page.sf.shop!.session.useToken(await buyerToken(siteKey));
    await page.sf.shop!.cart.afterLogin();
    const log = (await sentSoFar(siteKey)).slice(before).map((r) => `${r.method} ${r.path}`);
    expect(log.filter((r) => /\/cart/.test(r))).to.deep.equal(['GET /cart', 'POST /cart/merge-guest', 'GET /cart']);
    const platform = await page.sf.shop!.client.cart('user');
    expect(platform.items.map((i) => i.quantity)).to.deep.equal([1]);
    expect(kept(siteKey, sandboxUrl())?.items ?? []).to.have.length(0);
  });
});

describe('<shop-storefront guest-cart="device">', () => {
  it('never calls /guest-cart, and the cart survives a page load', async () => {
    const siteKey = await newSite();
    let page = await mount(siteKey, { guestCart: 'device', baseUrl: sandboxUrl() });
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
    await until(() => textOf(page.count) === '1', 'the line');
    expect(page.sf.shop!.cart.value.cart!.items[0]).to.include({ name: "Chef's Knife" });
    await leave(page.sf);
    page = await mount(siteKey, { guestCart: 'device', baseUrl: sandboxUrl() });
    await until(() => textOf(page.count) === '1', 'the line after the page load');
    expect((await sentSoFar(siteKey)).filter((r) => r.path.startsWith('/guest-cart'))).to.deep.equal([]);
  });
});

describe('<shop-storefront guest-cart="platform">', () => {
  it('keeps no device copy', async () => {
    const siteKey = await newSite();
    const page = await mount(siteKey, { guestCart: 'platform', baseUrl: sandboxUrl() });
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
    await until(() => textOf(page.count) === '1', 'the line');
    expect(kept(siteKey, sandboxUrl())).to.equal(null);
  });
});

describe('a localStorage that cannot be used', () => {
  it('holding something else under the key: ignored with one console warning, and the cart works', async () => {
    const siteKey = await newSite();
    localStorage.setItem(deviceCartKey(siteKey, new URL(crossSiteSandboxUrl()).origin), '{"items": "not a cart"');
    const { result: page, said } = await consoleOf('warn', /not a guest cart/, async () => {
      const mounted = await mount(siteKey);
      await until(() => textOf(mounted.count) === '0', 'an empty cart');
      await mounted.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
      return mounted;
    });
    expect(said.filter((s) => s.includes('not a guest cart'))).to.have.length(1);
    await until(() => textOf(page.count) === '1', 'the line');
    expect(kept(siteKey)!.items).to.have.length(1);
  });

  it('refusing writes (full): the cart works on the page, and the console says so once', async () => {
    const siteKey = await newSite();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const { result: page, said } = await consoleOf('warn', /cannot be kept on this device/, async () => {
        const mounted = await mount(siteKey);
        await mounted.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
        await mounted.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
        return mounted;
      });
      await until(() => textOf(page.count) === '1', 'the line');
      expect(page.sf.shop!.cart.value.cart!.items[0]!.quantity).to.equal(2);
      expect(said.filter((s) => s.includes('cannot be kept on this device'))).to.have.length(1);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

describe('the device copy across tabs', () => {
  it("shows another tab's change", async () => {
    const siteKey = await newSite();
    const page = await mount(siteKey);
    await page.sf.shop!.cart.add({ item_type: 'product', ...SIMPLE, quantity: 1 });
    await until(() => textOf(page.count) === '1', 'the line');
    // Another tab adds a content: it writes the device copy, then tells the others.
    const key = deviceCartKey(siteKey, new URL(crossSiteSandboxUrl()).origin);
    const state = JSON.parse(localStorage.getItem(key)!);
    state.items.push({ item_type: 'content', option_id: VOD_OPTION, content_id: 501, title: 'A course', sale_price: 1000 });
    localStorage.setItem(key, JSON.stringify(state));
    const other = new BroadcastChannel(cartChannelName(siteKey, new URL(crossSiteSandboxUrl()).origin));
    other.postMessage({ type: 'cart-changed', kind: 'guest', sender: 'another-tab' });
    other.close();
    await until(() => textOf(page.count) === '2', 'the other tab\u2019s line');
  });
});
