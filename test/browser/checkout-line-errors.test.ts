/**
 * A checkout the platform refuses because of one of its lines (a 422 on `POST /orders` whose
 * `errors` name an item: `product_items.<i>.variant_id`, `quantities.<variant_id>` with
 * `min_quantity`, `content_items.<i>.option_id`, a buyer input): the message once, next to that line
 * of the summary, with its fix; the cart read again; the focus on the message. The lines are made
 * unorderable the way a seller does it, after they went into the cart (the sandbox's
 * `/__sandbox/products` and `/__sandbox/contents` patches), so the platform's own 422 is what the
 * checkout gets.
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopCheckout } from '../../src/elements/shop-checkout/shop-checkout.js';
import type { Shop } from '../../src/state/shop.js';
import { $, $$, admin, buyerToken, calls, mountShop, newSite, requests, settled, textOf, type, until, untilAsync } from './helpers.js';
import { holdPayments } from './checkout-helpers.js';

interface Mounted {
  siteKey: string;
  shop: Shop;
  el: ShopCheckout;
  /** The variant put in the cart, by product id. */
  variants: Record<number, number>;
}

type Line = { product_id: number; quantity: number } | { option_id: number };

/** A logged-in buyer whose cart holds `lines` (a product's first active variant), on a checkout with the shipping details typed in. */
async function mount(lines: Line[], language = 'en'): Promise<Mounted> {
  const siteKey = await newSite();
  const token = await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com');
  const sf = await mountShop(siteKey, html`<shop-checkout redirect-url="/payment-result.html"></shop-checkout>`, { token, language });
  const shop = sf.shop!;
  const variants: Record<number, number> = {};
  for (const line of lines) {
    if ('option_id' in line) {
      await shop.cart.add({ item_type: 'content', option_id: line.option_id });
      continue;
    }
    const variant_id = (await shop.client.product(line.product_id)).variants.find((v) => v.is_active)!.variant_id;
    variants[line.product_id] = variant_id;
    await shop.cart.add({ item_type: 'product', product_id: line.product_id, variant_id, quantity: line.quantity });
  }
  const el = sf.querySelector('shop-checkout')!;
  await until(() => shop.cart.value.cart?.items.length === lines.length && !shop.cart.value.loading && shop.session.value.user, 'cart and user');
  await until(() => $(el, '[part~="summary"]') && el.shadowRoot!.querySelectorAll('select option').length > 1, 'the summary and the countries');
  type(el, '[name="phone"]', '010-1234-5678');
  type(el, '[name="address"]', '1 Test Street');
  type(el, '[name="postal_code"]', '04524');
  await el.updateComplete;
  return { siteKey, shop, el, variants };
}

/** The name of the cart's first line (in the storefront's language). */
const firstName = (m: Mounted) => {
  const item = m.shop.cart.value.cart!.items[0]!;
  return item.item_type === 'product' ? item.name : item.title;
};

const patchProduct = (siteKey: string, patch: Record<string, unknown>) => admin('POST', '/products', { site_key: siteKey, patch });
const patchContent = (siteKey: string, patch: Record<string, unknown>) => admin('POST', '/contents', { site_key: siteKey, patch });

const orderButton = (el: Element) => $<HTMLButtonElement>(el, '[part~="order-button"]')!;
/** The summary line whose text holds `name`. */
const line = (el: Element, name: string) => $$(el, '[part~="line"]').find((li) => li.textContent!.includes(name)) ?? null;
const lineError = (el: Element, name: string) => line(el, name)?.querySelector<HTMLElement>('[part~="line-error"]') ?? null;
/** How many times `text` is in what the checkout shows. */
const times = (el: Element, text: string) => textOf(el).split(text).length - 1;

/** Clicks "Place order" and waits for the refusal of `POST /orders` and the message next to `name`'s line. */
async function placeRefused(m: Mounted, name: string): Promise<HTMLElement> {
  orderButton(m.el).click();
  await untilAsync(async () => (await calls(m.siteKey, 'POST', '/orders')).some((r) => r.status === 422), 'POST /orders refused');
  return until(() => lineError(m.el, name), `the message next to ${name}`);
}

/** True when the platform received a `GET /cart` after the first `POST /orders`. */
async function cartReadAfterOrder(siteKey: string): Promise<boolean> {
  const all = await requests(siteKey);
  const order = all.findIndex((r) => r.method === 'POST' && r.path === '/orders');
  return order >= 0 && all.slice(order + 1).some((r) => r.method === 'GET' && r.path === '/cart');
}

describe('<shop-checkout> when the platform refuses a line of the order', () => {
  it('a quantity below the minimum: the message once, next to the line, focused, and "Change to 3" sets the quantity', async () => {
    const m = await mount([{ product_id: 106, quantity: 2 }]);
    const name = firstName(m);
    await patchProduct(m.siteKey, { product_id: 106, min_quantity: 3 });
    const message = await placeRefused(m, name);
    expect(message.textContent).to.contain('The minimum order quantity of this item is 3.');
    expect(times(m.el, 'minimum order quantity')).to.equal(1);
    expect($(m.el, '[part~="form"] [role="alert"]')).to.be.null;
    await until(() => m.el.shadowRoot!.activeElement === message, 'focus on the message');
    await untilAsync(() => cartReadAfterOrder(m.siteKey), 'the cart read again');
    await expect(m.el).to.be.accessible();

    // Keyboard: from the message, Tab reaches the fix; Enter runs it.
    await sendKeys({ press: 'Tab' });
    const fix = m.el.shadowRoot!.activeElement as HTMLButtonElement;
    expect(fix.getAttribute('part')).to.contain('fix-button');
    expect(fix.textContent!.trim()).to.equal('Change to 3');
    await sendKeys({ press: 'Enter' });
    await untilAsync(async () => (await calls(m.siteKey, 'PUT', '/cart/quantity')).length === 1, 'PUT /cart/quantity');
    expect((await calls(m.siteKey, 'PUT', '/cart/quantity'))[0]!.body).to.deep.include({ variant_id: m.variants[106], quantity: 3 });
    await until(() => !lineError(m.el, name) && line(m.el, name)?.textContent?.includes('× 3'), 'the line at 3, its message gone');
    await until(() => textOf(m.el).includes(`Quantity of ${name} is now 3.`), 'the change announced');

    const payments = holdPayments();
    try {
      orderButton(m.el).click();
      await until(() => payments.seen.length === 1, 'the order placed, the payment ready');
    } finally {
      payments.stop();
    }
  });

  it('a variant the seller stopped selling (product_items.0.variant_id): the message next to it, and Remove takes the line out', async () => {
    const m = await mount([{ product_id: 102, quantity: 2 }, { option_id: 5001 }]);
    const variant = m.variants[102]!;
    await patchProduct(m.siteKey, { product_id: 102, inactive_variants: [variant] });
    const message = await placeRefused(m, 'Cotton T-Shirt');
    expect(message.textContent).to.contain('This item can no longer be ordered.');
    expect(times(m.el, 'no longer be ordered')).to.equal(1);
    expect(lineError(m.el, 'TypeScript for Beginners')).to.be.null;
    await until(() => m.el.shadowRoot!.activeElement === message, 'focus on the message');
    await untilAsync(() => cartReadAfterOrder(m.siteKey), 'the cart read again');
    await expect(m.el).to.be.accessible();

    const remove = line(m.el, 'Cotton T-Shirt')!.querySelector<HTMLButtonElement>('[part~="fix-button"]')!;
    expect(remove.textContent!.trim()).to.equal('Remove');
    expect(remove.getAttribute('aria-label')).to.equal('Remove Cotton T-Shirt');
    remove.click();
    await untilAsync(async () => (await calls(m.siteKey, 'DELETE', `/cart/${variant}`)).length === 1, 'DELETE /cart/{variant_id}');
    await until(() => !line(m.el, 'Cotton T-Shirt'), 'the line gone');
    await until(() => textOf(m.el).includes('Cotton T-Shirt was removed from your cart.'), 'the removal announced');
    // The focus is not lost with the button: it goes to "Place order".
    await until(() => m.el.shadowRoot!.activeElement === orderButton(m.el), 'focus on Place order');
  });

  it('a buyer input the seller made required: the message next to the line, no field of the form named, and Remove', async () => {
    const m = await mount([{ product_id: 107, quantity: 1 }]);
    const name = firstName(m);
    await patchProduct(m.siteKey, { product_id: 107, required_inputs: [307] });
    const message = await placeRefused(m, name);
    expect(message.textContent).to.contain('This item needs details you enter on its product page');
    expect(message.textContent).to.contain('Remove it here, then add it again from its product page.');
    expect(m.el.shadowRoot!.querySelectorAll('[part~="form"] [aria-invalid="true"]').length).to.equal(0);
    expect($(m.el, '[part~="form"] [role="alert"]')).to.be.null;
    expect(times(m.el, 'field is required')).to.equal(1);
    await until(() => m.el.shadowRoot!.activeElement === message, 'focus on the message');
    await expect(m.el).to.be.accessible();
    expect(line(m.el, name)!.querySelector('[part~="fix-button"]')!.textContent!.trim()).to.equal('Remove');
  });

  it('an option no longer sold (content_items.0.option_id): the detail read again, the message next to it, and Remove', async () => {
    const m = await mount([{ product_id: 102, quantity: 1 }, { option_id: 5015 }]);
    const title = (m.shop.cart.value.cart!.items.find((i) => i.item_type === 'content') as { title: string }).title;
    await patchContent(m.siteKey, { content_id: 509, ended_options: [5015] });
    const before = (await calls(m.siteKey, 'GET', '/contents/509')).length;
    const message = await placeRefused(m, title);
    await untilAsync(async () => (await calls(m.siteKey, 'GET', '/contents/509')).length > before, 'the content detail read again');
    await until(() => lineError(m.el, title)?.textContent?.includes('This option is no longer sold.'), 'the option named as over');
    expect(times(m.el, 'no longer sold')).to.equal(1);
    expect(m.el.shadowRoot!.activeElement === message || m.el.shadowRoot!.activeElement === lineError(m.el, title)).to.equal(true);
    await expect(m.el).to.be.accessible();
    line(m.el, title)!.querySelector<HTMLButtonElement>('[part~="fix-button"]')!.click();
    await untilAsync(async () => (await calls(m.siteKey, 'DELETE', '/cart/5015')).length === 1, 'DELETE /cart/5015');
    await until(() => !line(m.el, title), 'the line gone');
  });

  it('a receiver field and a line at once: each message once, in its place, and the focus on the first (the line, above the form)', async () => {
    const m = await mount([{ product_id: 106, quantity: 2 }]);
    const name = firstName(m);
    await patchProduct(m.siteKey, { product_id: 106, min_quantity: 3 });
    type(m.el, '[name="phone"]', 'call me');
    const message = await placeRefused(m, name);
    await until(() => $(m.el, '[name="phone"][aria-invalid="true"]'), 'the phone marked');
    expect(times(m.el, 'The phone must be a phone number')).to.equal(1);
    expect(times(m.el, 'minimum order quantity')).to.equal(1);
    await until(() => m.el.shadowRoot!.activeElement === message, 'focus on the line message');
    await settled(m.siteKey, m.el);
  });

  for (const [language, minimum, change] of [
    ['ko', '이 상품의 최소 주문 수량은 3개입니다.', '3개로 변경'],
    ['ja', 'この商品の最小注文数量は3点です。', '3点に変更'],
  ] as const) {
    it(`says it in ${language}`, async () => {
      const m = await mount([{ product_id: 106, quantity: 2 }], language);
      const name = firstName(m);
      await patchProduct(m.siteKey, { product_id: 106, min_quantity: 3 });
      const message = await placeRefused(m, name);
      expect(message.textContent).to.contain(minimum);
      expect(line(m.el, name)!.querySelector('[part~="fix-button"]')!.textContent!.trim()).to.equal(change);
      await expect(m.el).to.be.accessible();
    });
  }
});
