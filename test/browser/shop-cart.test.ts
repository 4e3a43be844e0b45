import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/shop-cart/shop-cart.js';
import type { ShopCart } from '../../src/elements/shop-cart/shop-cart.js';
import type { Shop } from '../../src/state/shop.js';
import { formatPrice } from '../../src/i18n/i18n.js';
import { lineDetail, lineName } from '../../src/ui/cart-line.js';
import {
  $,
  $$,
  buyerToken,
  clearFaults,
  expectEvent,
  injectFault,
  listen,
  mountShop,
  newSite,
  requests,
  sentSoFar,
  settled,
  textOf,
  until,
  fillCart,
} from './helpers.js';

interface Mounted {
  siteKey: string;
  shop: Shop;
  el: ShopCart;
  ids: { variant_id: number; option_id: number } | null;
  /** Names as the cart read gives them. */
  names: string[];
}

async function mount(opts: { token?: boolean; checkoutHref?: string; fill?: boolean; language?: string } = {}): Promise<Mounted> {
  const siteKey = await newSite();
  const token = opts.token ? await buyerToken(siteKey) : undefined;
  const sf = await mountShop(siteKey, opts.checkoutHref ? html`<shop-cart checkout-href=${opts.checkoutHref}></shop-cart>` : html`<shop-cart></shop-cart>`, {
    ...(token ? { token } : {}),
    language: opts.language,
  });
  const shop = sf.shop!;
  const ids = opts.fill ? await fillCart(shop) : null;
  const el = sf.querySelector('shop-cart')!;
  await until(() => shop.cart.value.cart && !shop.cart.value.loading, 'cart read');
  await el.updateComplete;
  return { siteKey, shop, el, ids, names: shop.cart.value.cart!.items.map(lineName) };
}

const lines = (el: Element) => $$(el, '[part~="line"]');
const krw = (n: number) => formatPrice(n, 'KRW', 'en');

function button(el: Element, name: string): HTMLButtonElement {
  const found = $$<HTMLButtonElement>(el, 'button').find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

function typeQuantity(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Engraved Cutting Board (108, Small: 45,000; 3,000 shipping, free over 50,000; stock 25) × `quantity`, with its engraving and gift message. */
async function addBoard(shop: Shop, quantity = 1): Promise<void> {
  const product = await shop.client.product(108);
  const small = product.variants.find((v) => v.attributesArray[0]?.value === 'Small')!;
  await shop.cart.add({
    item_type: 'product',
    product_id: 108,
    variant_id: small.variant_id,
    quantity,
    buyer_inputs: { 301: 'For Mina', 302: 'Happy birthday!\nLove, Jun' },
  });
}

describe('<shop-cart>', () => {
  describe('while the cart loads', () => {
    it('shows a loading state', async () => {
      const siteKey = await newSite();
      // Long enough that a loaded machine (Firefox took more than 1.5 s to get here) still sees the
      // read in flight; a latency, not a hang, so the connection is free again for the next test.
      await injectFault(siteKey, { method: 'GET', path: '/guest-cart', kind: 'latency', delay_ms: 6000 });
      const sf = await mountShop(siteKey, html`<shop-cart></shop-cart>`);
      const el = sf.querySelector('shop-cart')!;
      await el.updateComplete;
      expect($(el, '[part~="loading"]')).to.exist;
      expect($(el, '[role="status"]')!.textContent).to.contain('Loading');
      await expect(el).to.be.accessible();
    });
  });

  describe('when the cart is empty', () => {
    it('says so and offers no checkout', async () => {
      const { el } = await mount();
      expect(textOf(el)).to.contain('Your cart is empty.');
      expect($(el, '[part~="checkout-button"]')).to.be.null;
      await expect(el).to.be.accessible();
    });
  });

  describe('with products and contents', () => {
    it('lists both kinds with their unit prices, line totals and the subtotal', async () => {
      const { el, shop, names } = await mount({ fill: true });
      const [product, content] = lines(el);
      expect(lines(el)).to.have.length(2);
      expect(textOf(product!)).to.contain(names[0]);
      expect(textOf(product!)).to.contain(lineDetail(shop.cart.value.cart!.items[0]!));
      expect(product!.textContent).to.contain(krw(15000));
      expect(product!.textContent).to.contain(krw(30000));
      expect(textOf(content!)).to.contain(names[1]);
      expect(textOf(content!)).to.contain(lineDetail(shop.cart.value.cart!.items[1]!));
      expect(content!.textContent).to.contain(krw(79000));
      expect($(el, '[part~="subtotal"]')!.textContent).to.contain(krw(109000));
      await until(() => $(el, '[part~="total"]'), 'the estimated total');
      expect(textOf($(el, '[part~="shipping"]')!)).to.equal('Shipping (estimate) Free');
      expect(textOf($(el, '[part~="total"]')!)).to.equal(`Estimated total ${krw(109000)}`);
      await expect(el).to.be.accessible();
    });

    it('gives quantity controls to products only; a content shows 1', async () => {
      const { el } = await mount({ fill: true });
      const [product, content] = lines(el);
      expect(product!.querySelector('input[type="number"]')).to.exist;
      expect(content!.querySelector('input')).to.be.null;
      expect(content!.querySelectorAll('button')).to.have.length(1); // remove only
      expect(content!.querySelector('[part~="quantity"]')!.textContent).to.contain('1');
    });

    it('sends PUT /guest-cart/quantity when + is pressed and shows the new total', async () => {
      const { siteKey, el, ids, names } = await mount({ fill: true });
      button(el, `Increase quantity of ${names[0]}`).click();
      await until(() => lines(el)[0]!.textContent!.includes(krw(45000)), 'new line total');
      const puts = (await requests(siteKey)).filter((r) => r.method === 'PUT');
      expect(puts).to.have.length(1);
      expect(puts[0]!.path).to.equal('/guest-cart/quantity');
      expect(puts[0]!.body).to.deep.equal({ item_type: 'product', variant_id: ids!.variant_id, quantity: 3 });
      expect($(el, '[part~="subtotal"]')!.textContent).to.contain(krw(124000));
    });

    it('sends a typed quantity', async () => {
      const { siteKey, el } = await mount({ fill: true });
      typeQuantity($<HTMLInputElement>(el, 'input[type="number"]')!, '5');
      await until(() => lines(el)[0]!.textContent!.includes(krw(75000)), 'new line total');
      const put = (await requests(siteKey)).find((r) => r.method === 'PUT')!;
      expect((put.body as { quantity: number }).quantity).to.equal(5);
    });

    it('removes a line with a button named after the item', async () => {
      const { siteKey, el, ids, names } = await mount({ fill: true });
      button(el, `Remove ${names[0]}`).click();
      await until(() => lines(el).length === 1, 'one line left');
      expect(textOf(lines(el)[0]!)).to.contain(names[1]);
      expect($(el, '[role="status"]')!.textContent).to.contain(`${names[0]} was removed from your cart.`);
      const del = (await requests(siteKey)).find((r) => r.method === 'DELETE')!;
      expect(del.path).to.equal(`/guest-cart/${ids!.variant_id}`);
      expect(del.body).to.deep.equal({ item_type: 'product' });
      await expect(el).to.be.accessible();
    });

    it('emits shop-cart-remove for a removed line, and one per line when the cart is emptied', async () => {
      const { shop, el, ids, names } = await mount({ fill: true });
      const removed = listen('shop-cart-remove');
      try {
        button(el, `Remove ${names[0]}`).click();
        await until(() => lines(el).length === 1, 'one line left');
        expect(removed.seen).to.deep.equal([{ item_type: 'product', product_id: 102, variant_id: ids!.variant_id, quantity: 2 }]);
        await shop.cart.add({ item_type: 'product', product_id: 102, variant_id: ids!.variant_id, quantity: 3 });
        await el.updateComplete;
        button(el, 'Empty cart').click();
        await el.updateComplete;
        button(el, 'Yes, empty the cart').click();
        await until(() => textOf(el).includes('Your cart is empty.'), 'empty state');
        expect(removed.seen.slice(1)).to.have.deep.members([
          { item_type: 'content', option_id: ids!.option_id, quantity: 1 },
          { item_type: 'product', product_id: 102, variant_id: ids!.variant_id, quantity: 3 },
        ]);
        expect(removed.seen).to.have.length(3);
      } finally {
        removed.stop();
      }
    });

    it('empties the cart only after confirmation', async () => {
      const { siteKey, el } = await mount({ fill: true });
      button(el, 'Empty cart').click();
      await el.updateComplete;
      expect(textOf(el)).to.contain('Remove every item from your cart?');
      await expect(el).to.be.accessible();
      button(el, 'No, keep them').click();
      await el.updateComplete;
      expect(lines(el)).to.have.length(2);
      button(el, 'Empty cart').click();
      await el.updateComplete;
      expect((await requests(siteKey)).filter((r) => r.method === 'DELETE')).to.have.length(0);
      button(el, 'Yes, empty the cart').click();
      await until(() => textOf(el).includes('Your cart is empty.'), 'empty state');
      const dels = (await requests(siteKey)).filter((r) => r.method === 'DELETE');
      expect(dels.map((r) => r.path)).to.deep.equal(['/guest-cart']);
    });

    it('uses the logged-in cart for a buyer', async () => {
      const { siteKey, el, names } = await mount({ token: true, fill: true });
      button(el, `Increase quantity of ${names[0]}`).click();
      await until(() => lines(el)[0]!.textContent!.includes(krw(45000)), 'new line total');
      const put = (await requests(siteKey)).find((r) => r.method === 'PUT')!;
      expect(put.path).to.equal('/cart/quantity');
      expect(put.has_token).to.equal(true);
    });
  });

  describe('when a quantity is below the minimum', () => {
    it('shows the minimum the platform answers next to the line, with the typed value; the field keeps the quantity of the cart', async () => {
      const { siteKey, shop, el } = await mount();
      const product = await shop.client.product(114);
      await shop.cart.add({ item_type: 'product', product_id: 114, variant_id: product.variants[0]!.variant_id, quantity: 3 });
      await el.updateComplete;
      // The seller raised the minimum after the page read the product: the platform's 422 has the last word.
      await injectFault(siteKey, {
        method: 'PUT',
        path: '/guest-cart/quantity',
        kind: 'status',
        status: 422,
        body: { message: 'The minimum purchase quantity is 9.', min_quantity: 9, errors: { quantity: ['The minimum purchase quantity is 9.'] } },
      });
      const input = $<HTMLInputElement>(el, 'input[type="number"]')!;
      typeQuantity(input, '6');
      const message = await until(() => $(el, '[part~="field-error"]'), 'field error');
      expect(message.textContent).to.contain('6 was not set. The minimum quantity is 9. The quantity stays at 3.');
      expect(input.value).to.equal('3');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal(message.id);
      const put = (await requests(siteKey)).find((r) => r.method === 'PUT')!;
      expect((put as unknown as { status: number }).status).to.equal(422);
      await expect(el).to.be.accessible();
    });
  });

  describe("when a quantity breaks the product's bundle rule", () => {
    it('says so next to the line once the rule is read, and sends nothing', async () => {
      const { siteKey, shop, el } = await mount();
      const product = await shop.client.product(114);
      await shop.cart.add({ item_type: 'product', product_id: 114, variant_id: product.variants[0]!.variant_id, quantity: 3 });
      // The rule (minimum 3, sets of 3) is known when "−" is disabled at 3.
      await until(() => $<HTMLButtonElement>(el, `button[aria-label="Decrease quantity of ${product.name}"]`)?.disabled, 'the rule read');
      const input = $<HTMLInputElement>(el, 'input[type="number"]')!;
      typeQuantity(input, '4');
      const message = await until(() => $(el, '[part~="field-error"]'), 'field error');
      expect(message.textContent).to.contain('4 was not set. Choose a multiple of 3, at least 3. The quantity stays at 3.');
      expect(input.value).to.equal('3');
      expect((await sentSoFar(siteKey)).filter((r) => r.method === 'PUT')).to.have.length(0);
      await expect(el).to.be.accessible();
    });
  });

  describe('when the network fails', () => {
    it('shows an error with retry and keeps the last lines', async () => {
      const { siteKey, shop, el, names } = await mount({ fill: true });
      // The client makes three attempts (a GET is retried twice), but the browser itself resends a
      // dropped GET (Chrome on a reused keep-alive connection, Firefox up to 10 times), so enough
      // drops are queued and the rest cleared.
      await injectFault(siteKey, { method: 'GET', path: '/guest-cart', kind: 'drop', times: 40 });
      await shop.cart.refresh();
      await clearFaults(siteKey);
      await el.updateComplete;
      const alert = $(el, '[role="alert"]')!;
      expect(alert.textContent).to.contain('could not reach the shop');
      expect(lines(el)).to.have.length(2);
      expect(textOf(el)).to.contain(names[0]);
      await expect(el).to.be.accessible();
      button(el, 'Try again').click();
      await until(() => !$(el, '[role="alert"]'), 'recovered');
      expect(lines(el)).to.have.length(2);
    });

    it('shows an error with retry when the first read fails', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { method: 'GET', path: '/guest-cart', kind: 'drop', times: 40 });
      const sf = await mountShop(siteKey, html`<shop-cart></shop-cart>`);
      const el = sf.querySelector('shop-cart')!;
      await until(() => $(el, '[role="alert"]'), 'error');
      await clearFaults(siteKey);
      await expect(el).to.be.accessible();
      button(el, 'Try again').click();
      await until(() => textOf(el).includes('Your cart is empty.'), 'empty state after retry');
    });

    it('says so when a write is attempted offline, and sends nothing', async () => {
      const { siteKey, el, names } = await mount({ fill: true });
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      try {
        button(el, `Remove ${names[0]}`).click();
        const alert = await until(() => $(el, '[role="alert"]'), 'offline message');
        expect(alert.textContent).to.contain('You are offline');
        expect(lines(el)).to.have.length(2);
      } finally {
        delete (navigator as unknown as Record<string, unknown>).onLine;
      }
      expect((await requests(siteKey)).filter((r) => r.method === 'DELETE')).to.have.length(0);
    });
  });

  describe('checkout button', () => {
    it('is a link to checkout-href when set', async () => {
      const { el } = await mount({ fill: true, checkoutHref: '/checkout.html' });
      const link = $<HTMLAnchorElement>(el, 'a[part~="checkout-button"]')!;
      expect(link.getAttribute('href')).to.equal('/checkout.html');
      expect(link.textContent!.trim()).to.equal('Check out');
    });

    it('emits shop-navigate with kind checkout otherwise', async () => {
      const { el } = await mount({ fill: true });
      const detail = await expectEvent(el, 'shop-navigate', () => button(el, 'Check out').click(), { prevent: true });
      expect(detail).to.deep.equal({ href: null, kind: 'checkout', id: null });
    });
  });

  describe('what a buyer sees', () => {
    it('estimates the shipping of each product line as its product page shows it, and the total, marked as estimates', async () => {
      const { el, shop } = await mount({ fill: true });
      await addBoard(shop);
      const text = (part: string) => textOf($(el, `[part~="${part}"]`) ?? document.createElement('p'));
      // The T-shirts ship free; the board (45,000) pays its 3,000 below its threshold (free over 50,000); the course ships nothing.
      await until(() => text('shipping') === `Shipping (estimate) ${krw(3000)}`, 'the shipping estimate');
      expect(text('subtotal')).to.equal(`Subtotal ${krw(30000 + 45000 + 79000)}`);
      expect(text('total')).to.equal(`Estimated total ${krw(30000 + 45000 + 79000 + 3000)}`);
      expect(text('estimate-note')).to.equal('The final amount is confirmed when you place your order.');
      await expect(el).to.be.accessible();
      // Two boards (90,000) reach the threshold.
      button(el, 'Increase quantity of Engraved Cutting Board').click();
      await until(() => text('shipping') === 'Shipping (estimate) Free', 'free shipping from the threshold');
      expect(text('total')).to.equal(`Estimated total ${krw(30000 + 90000 + 79000)}`);
    });

    it('shows the buyer inputs with their line, labelled as the product names them', async () => {
      const { el, shop } = await mount({ fill: true });
      await addBoard(shop);
      const inputs = await until(
        () =>
          lines(el)
            .find((l) => l.querySelector('[part~="inputs"]')?.textContent?.includes('Engraving text'))
            ?.querySelector('[part~="inputs"]'),
        'the inputs of the board, labelled',
      );
      expect([...inputs.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
        'Engraving text: For Mina',
        'Gift message: Happy birthday! Love, Jun',
      ]);
      // The other lines have none.
      expect(lines(el).filter((l) => l.querySelector('[part~="inputs"]'))).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it("names the variant's values as the product page does, in the shop's language (ko), and labels the inputs in it", async () => {
      const { siteKey, el, shop } = await mount({ language: 'ko' });
      const shirt = await shop.client.product(101);
      const skyM = shirt.variants.find((v) => v.attributesArray.map((a) => a.value).join(' / ') === 'Sky / M')!;
      await shop.cart.add({ item_type: 'product', product_id: 101, variant_id: skyM.variant_id, quantity: 1 });
      await addBoard(shop);
      await until(() => lines(el).length === 2, 'both lines');
      await settled(siteKey, el);
      const detail = (name: string) =>
        textOf(
          lines(el)
            .find((l) => l.textContent!.includes(name))!
            .querySelector('[part~="detail"]')!,
        );
      expect(detail('리넨 셔츠')).to.equal('스카이 / M');
      expect(detail('각인 도마')).to.equal('소');
      expect(textOf($(el, '[part~="inputs"]')!)).to.contain('각인 문구: For Mina');
      await expect(el).to.be.accessible();
    });

    it('a quantity over the stock (99 of 25): the field, the line total and the subtotal keep the cart’s quantity; the message next to the field says what was typed and why', async () => {
      const { siteKey, el, shop } = await mount();
      await addBoard(shop);
      // The board's detail (its stock) is read.
      await settled(siteKey, el);
      const input = $<HTMLInputElement>(el, 'input[type="number"]')!;
      typeQuantity(input, '99');
      const message = await until(() => $(el, '[part~="field-error"]'), 'the message');
      expect(textOf(message)).to.equal('99 was not set. Only 25 left in stock. The quantity stays at 1.');
      const field = $<HTMLInputElement>(el, 'input[type="number"]')!;
      expect(field.value).to.equal('1');
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      expect(field.getAttribute('aria-describedby')).to.equal(message.id);
      expect(textOf(lines(el)[0]!.querySelector('strong[part~="price"]')!)).to.contain(krw(45000));
      expect(textOf($(el, '[part~="subtotal"]')!)).to.equal(`Subtotal ${krw(45000)}`);
      // The platform was asked, and refused: the cart holds 1.
      const put = (await requests(siteKey)).find((r) => r.method === 'PUT')!;
      expect(put.status).to.equal(422);
      expect(shop.cart.value.cart!.items[0]!.quantity).to.equal(1);
      await expect(el).to.be.accessible();
      // A quantity the platform takes clears the message.
      typeQuantity(field, '2');
      await until(() => !$(el, '[part~="field-error"]'), 'the message gone');
      expect(textOf($(el, '[part~="subtotal"]')!)).to.equal(`Subtotal ${krw(90000)}`);
    });

    it('says the stock in the shop’s language (ko) when it explains the refusal', async () => {
      const { siteKey, el, shop } = await mount({ language: 'ko' });
      await addBoard(shop);
      await settled(siteKey, el);
      typeQuantity($<HTMLInputElement>(el, 'input[type="number"]')!, '99');
      const message = await until(() => $(el, '[part~="field-error"]'), 'the message');
      expect(textOf(message)).to.equal('99개로 바꾸지 못했습니다. 재고가 25개 남아 있습니다. 수량은 1개 그대로입니다.');
    });

    it('keeps "Empty cart" with the lines, away from the checkout button, and asks first (by keyboard too)', async () => {
      const { siteKey, el } = await mount({ fill: true, checkoutHref: '/checkout.html' });
      const empty = button(el, 'Empty cart');
      const summary = $(el, '[part~="summary"]')!;
      expect(summary.contains(empty), 'not in the summary, beside Check out').to.equal(false);
      expect(!!(empty.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING), 'before the summary').to.equal(true);
      empty.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => el.shadowRoot!.activeElement?.textContent?.trim() === 'Yes, empty the cart', 'focus on the confirmation');
      expect(textOf(el)).to.contain('Remove every item from your cart?');
      expect(
        (await sentSoFar(siteKey)).filter((r) => r.method === 'DELETE'),
        'nothing removed yet',
      ).to.have.length(0);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('No, keep them');
      await sendKeys({ press: 'Enter' });
      await until(() => el.shadowRoot!.activeElement?.textContent?.trim() === 'Empty cart', 'focus back on Empty cart');
      expect(lines(el)).to.have.length(2);
      expect((await sentSoFar(siteKey)).filter((r) => r.method === 'DELETE')).to.have.length(0);
    });

    it('lines up the columns of its lines at 1280: line totals, quantities, Remove', async () => {
      const { el } = await mount({ fill: true });
      el.style.width = '1248px';
      await el.updateComplete;
      const [product, content] = lines(el);
      const box = (line: Element, selector: string) => line.querySelector(selector)!.getBoundingClientRect();
      const right = (r: DOMRect) => Math.round(r.right);
      const center = (r: DOMRect) => Math.round(r.left + r.width / 2);
      expect(right(box(content!, 'strong[part~="price"]')), 'line totals end at one x').to.equal(right(box(product!, 'strong[part~="price"]')));
      expect(center(box(content!, '[part~="quantity"]')), 'the course’s 1 under the stepper').to.equal(center(box(product!, '[part~="quantity"]')));
      expect(right(box(content!, '[part~="remove-button"]'))).to.equal(right(box(product!, '[part~="remove-button"]')));
    });

    it('puts each amount of the summary on the baseline of its label (ko)', async () => {
      const { el } = await mount({ fill: true, language: 'ko' });
      await until(() => $(el, '[part~="subtotal"]'), 'the summary');
      // An empty inline-block sits on its line's baseline.
      const baseline = (span: Element) => {
        const mark = document.createElement('span');
        mark.style.display = 'inline-block';
        span.append(mark);
        const y = mark.getBoundingClientRect().bottom;
        mark.remove();
        return Math.round(y);
      };
      for (const part of ['subtotal', 'shipping', 'total']) {
        const row = await until(() => $(el, `[part~="${part}"]`), part);
        const [label, amount] = row.querySelectorAll(':scope > span');
        expect(baseline(amount!), `${part}: the amount on the label's baseline`).to.equal(baseline(label!));
      }
    });
  });
});
