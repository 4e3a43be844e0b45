import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-product-detail/shop-product-detail.js';
import type { ShopProductDetail } from '../../src/elements/shop-product-detail/shop-product-detail.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { expectEvent, guestCartAdds, injectFault, mountShop, newSite, sellerHtmlSettled, setSellerHtml, textOf, until, radio } from './helpers.js';
import { formatPrice } from '../../src/i18n/i18n.js';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

// Seed ids (docs/sandbox.md): 101 Linen Shirt (Color swatch × Size radio, "Sage / XL" inactive),
// 104 Rain Jacket (three options), 105 sold out, 107 cap (optional initials, max 3), 108 cutting
// board (buyer inputs 301 required/max 20 … 306 hidden), 110 no options, 114 min 3 / unit 3,
// 120 XSS description.

interface Mounted {
  siteKey: string;
  storefront: ShopStorefront;
  el: ShopProductDetail;
  sr: ShadowRoot;
}

async function mount(
  productId: number,
  opts: { language?: string; extra?: ReturnType<typeof html>; siteKey?: string; checkoutHref?: string } = {},
): Promise<Mounted> {
  const siteKey = opts.siteKey ?? (await newSite());
  const storefront = await mountShop(
    siteKey,
    html`<shop-product-detail product-id=${productId} checkout-href=${opts.checkoutHref ?? ''}></shop-product-detail>${opts.extra ?? ''}`,
    { language: opts.language ?? 'en' },
  );
  const el = storefront.querySelector('shop-product-detail')!;
  await until(() => el.shadowRoot?.querySelector('h2, [role=alert]'), 'product shown');
  return { siteKey, storefront, el, sr: el.shadowRoot! };
}

async function pick(el: ShopProductDetail, input: HTMLInputElement): Promise<void> {
  input.click();
  await el.updateComplete;
}

function button(sr: ShadowRoot, text: string): HTMLButtonElement {
  const b = [...sr.querySelectorAll('button')].find((x) => x.textContent?.trim() === text);
  if (!b) throw new Error(`no button ${text}`);
  return b;
}

/** The field error an input points at through aria-describedby. */
function describedError(sr: ShadowRoot, control: Element): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => sr.getElementById(id))
    .filter((e) => e?.classList.contains('field-error'))
    .map((e) => e!.textContent!.trim())
    .join(' ');
}

describe('<shop-product-detail>', () => {
  describe('while loading', () => {
    it('shows an accessible loading state', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { method: 'GET', path: '/products/101', kind: 'latency', delay_ms: 1500 });
      const storefront = await mountShop(siteKey, html`<shop-product-detail product-id="101"></shop-product-detail>`);
      const el = storefront.querySelector('shop-product-detail')!;
      await until(() => el.shadowRoot?.querySelector('[part=loading]'), 'loading state');
      await expect(el).to.be.accessible();
      await until(() => el.shadowRoot?.querySelector('h2'), 'loaded');
    });
  });

  describe('with options', () => {
    it('shows the gallery, name, lowest price, description and the options in the order of `options`', async () => {
      const { el, sr } = await mount(104);
      expect(sr.querySelector('h2')!.textContent).to.equal('Rain Jacket');
      expect(sr.querySelector('[part~=price]')!.textContent).to.contain('89,000');
      expect(sr.querySelector('[part=description]')!.textContent).to.contain('packs small');
      const groups = [...sr.querySelectorAll('fieldset legend, label[for^=option-]')].map((n) => n.textContent!.trim());
      expect(groups).to.deep.equal(['Color', 'Size', 'Fit']);
      // color_swatch: a radio group of swatches named by the value label; dropdown: a labelled select.
      expect(radio(sr, 'Color', 'Navy').type).to.equal('radio');
      // The swatch colour is set through the CSSOM (no style attribute text: strict CSP pages).
      expect(getComputedStyle(sr.querySelector('[part=swatch] span[aria-hidden]')!).backgroundColor).to.equal('rgb(31, 42, 68)');
      const select = sr.querySelector<HTMLSelectElement>('select#option-1')!;
      expect([...select.options].map((o) => o.value)).to.deep.equal(['', 'S', 'M', 'L']);
      expect(sr.querySelectorAll('.thumbs button').length).to.equal(3);
      await expect(el).to.be.accessible();
    });

    it('never lets the buyer choose an inactive variant', async () => {
      const { el, sr, siteKey } = await mount(101);
      await pick(el, radio(sr, 'Color', 'Sage'));
      const xl = radio(sr, 'Size', 'XL');
      expect(xl.disabled).to.equal(true);
      expect(xl.closest('label')!.textContent).to.contain('Unavailable');
      expect(radio(sr, 'Size', 'L').disabled).to.equal(false);
      // The other way round: XL first, then Sage is the one that can't be chosen.
      await pick(el, radio(sr, 'Color', 'White'));
      await pick(el, radio(sr, 'Size', 'XL'));
      expect(radio(sr, 'Color', 'Sage').disabled).to.equal(true);
      await expect(el).to.be.accessible();
      expect(await guestCartAdds(siteKey)).to.have.length(0);
    });

    it('asks for every option before sending anything', async () => {
      const { el, sr, siteKey } = await mount(101);
      button(sr, 'Add to cart').click();
      await until(() => sr.querySelector('fieldset[aria-invalid=true]'), 'options marked');
      const groups = sr.querySelectorAll('fieldset[aria-invalid=true]');
      expect(groups.length).to.equal(2);
      expect(describedError(sr, groups[0]!)).to.equal('Choose Color.');
      expect(sr.activeElement).to.equal(radio(sr, 'Color', 'White'));
      await expect(el).to.be.accessible();
      expect(await guestCartAdds(siteKey)).to.have.length(0);
    });

    it('marks the choices of an unchosen option as invalid in the colour of an invalid text field, until one is chosen', async () => {
      // 108: Size (radio chips) and a required engraving text; 101: Color (swatches) and Size.
      const { el, sr } = await mount(108);
      const text = sr.querySelector<HTMLInputElement>('input[type=text]')!;
      const chips = () => [...sr.querySelectorAll<HTMLElement>('fieldset .choice')];
      const idle = getComputedStyle(chips()[0]!).borderTopColor;
      button(sr, 'Add to cart').click();
      await until(() => text.getAttribute('aria-invalid') === 'true' && sr.querySelector('fieldset[aria-invalid=true]'), 'fields marked');
      const danger = getComputedStyle(text).borderTopColor;
      expect(danger).not.to.equal(idle);
      expect(chips().map((c) => getComputedStyle(c).borderTopColor)).to.deep.equal(chips().map(() => danger));
      await pick(el, radio(sr, 'Size', 'Large'));
      expect(sr.querySelector('fieldset[aria-invalid=true]')).to.equal(null);
      expect(getComputedStyle(radio(sr, 'Size', 'Small').closest('label')!).borderTopColor).to.equal(idle);
      await expect(el).to.be.accessible();

      const shirt = await mount(101);
      button(shirt.sr, 'Add to cart').click();
      await until(() => shirt.sr.querySelectorAll('fieldset[aria-invalid=true]').length === 2, 'options marked');
      const swatches = [...shirt.sr.querySelectorAll<HTMLElement>('[part~=swatch]')];
      expect(swatches.map((s) => getComputedStyle(s).borderTopColor)).to.deep.equal(swatches.map(() => danger));
    });

    it('shows the price of the chosen variant', async () => {
      const { el, sr } = await mount(101);
      expect(sr.querySelector('[part~=price]')!.closest('p')!.textContent).to.contain('From');
      await pick(el, radio(sr, 'Color', 'Sky'));
      await pick(el, radio(sr, 'Size', 'XL'));
      const price = sr.querySelector('[part~=price]')!.closest('p')!.textContent!;
      expect(price).to.contain('41,000');
      expect(price).not.to.contain('From');
    });

    it('swaps the large image for the chosen color, and thumbnails work from the keyboard', async () => {
      const { el, sr } = await mount(101);
      const main = () => sr.querySelector<HTMLImageElement>('[part=image]')!;
      expect(main().src).to.contain('p101-linen-shirt');
      await pick(el, radio(sr, 'Color', 'Sky'));
      expect(main().src).to.contain('p101-linen-shirt-sky');
      expect(sr.querySelector('legend')!.textContent).to.contain('Sky');
      const thumbs = sr.querySelectorAll<HTMLButtonElement>('.thumbs button');
      thumbs[1]!.focus();
      thumbs[1]!.click();
      await el.updateComplete;
      expect(main().src).to.contain('p101-linen-shirt-detail');
      expect(thumbs[1]!.getAttribute('aria-pressed')).to.equal('true');
      expect(thumbs[1]!.getAttribute('aria-label')).to.equal('Image 2 of 3');
      await expect(el).to.be.accessible();
    });
  });

  describe('quantity', () => {
    it('starts at min_quantity and steps by unit_quantity', async () => {
      const { el, sr } = await mount(114);
      const input = sr.querySelector<HTMLInputElement>('#quantity')!;
      expect(input.value).to.equal('3');
      const minus = sr.querySelector<HTMLButtonElement>('[aria-label="Decrease quantity"]')!;
      const plus = sr.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!;
      expect(minus.disabled).to.equal(true);
      plus.click();
      await el.updateComplete;
      expect(input.value).to.equal('6');
      expect(minus.disabled).to.equal(false);
      minus.click();
      await el.updateComplete;
      expect(input.value).to.equal('3');
      input.value = '8';
      input.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(input.value).to.equal('9');
      input.value = '1';
      input.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(input.value).to.equal('3');
      expect(sr.getElementById('quantity-hint')!.textContent).to.contain('At least 3, in steps of 3');
      await expect(el).to.be.accessible();
    });

    it('shows a min_quantity error from the server next to the quantity, and keeps every choice', async () => {
      const { el, sr, siteKey } = await mount(107);
      await pick(el, radio(sr, 'Color', 'Beige'));
      const initials = sr.querySelector<HTMLInputElement>('#input-307')!;
      initials.value = 'MJ';
      initials.dispatchEvent(new Event('input'));
      await injectFault(siteKey, {
        method: 'POST',
        path: '/guest-cart',
        kind: 'status',
        status: 422,
        body: { message: 'The minimum order quantity is 3.', min_quantity: 3, errors: { quantity: ['The minimum order quantity is 3.'] } },
        times: 1,
      });
      button(sr, 'Add to cart').click();
      const quantity = sr.querySelector<HTMLInputElement>('#quantity')!;
      await until(() => quantity.getAttribute('aria-invalid') === 'true', 'quantity marked');
      expect(describedError(sr, quantity)).to.equal('Minimum quantity is 3.');
      expect(quantity.value).to.equal('3');
      expect(radio(sr, 'Color', 'Beige').checked).to.equal(true);
      expect(sr.querySelector<HTMLInputElement>('#input-307')!.value).to.equal('MJ');
      expect(sr.querySelector('[role=alert]')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it("shows the platform's own quantity error (stock) next to the quantity", async () => {
      const { el, sr, siteKey } = await mount(101);
      await pick(el, radio(sr, 'Color', 'Sky'));
      await pick(el, radio(sr, 'Size', 'S'));
      const plus = sr.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!;
      plus.click();
      plus.click();
      await el.updateComplete;
      button(sr, 'Add to cart').click();
      const quantity = sr.querySelector<HTMLInputElement>('#quantity')!;
      await until(() => quantity.getAttribute('aria-invalid') === 'true', 'quantity marked');
      expect(describedError(sr, quantity)).to.contain('2');
      expect(quantity.value).to.equal('3');
      expect(await guestCartAdds(siteKey)).to.have.length(1);
      await expect(el).to.be.accessible();
    });
  });

  describe('buyer inputs', () => {
    it('shows one control per active input type and never the hidden one', async () => {
      const { el, sr } = await mount(108);
      const labels = [...sr.querySelectorAll('label[for^=input-]')].map((l) => l.textContent!.replace(/\s+/g, ' ').trim());
      expect(labels).to.deep.equal(['Engraving text (required)', 'Gift message', 'Preferred delivery date', 'Preferred delivery time', 'Store pickup at']);
      expect(sr.querySelector('#input-306')).to.equal(null);
      expect(textOf(el)).not.to.contain('Internal note');
      expect(sr.querySelector('#input-301')!.getAttribute('type')).to.equal('text');
      expect(sr.querySelector('#input-302')!.localName).to.equal('textarea');
      expect(sr.querySelector('#input-303')!.getAttribute('type')).to.equal('date');
      expect(sr.querySelector('#input-304')!.getAttribute('type')).to.equal('time');
      expect(sr.querySelector('#input-305')!.getAttribute('type')).to.equal('datetime-local');
      expect(sr.querySelector('#input-301')!.getAttribute('aria-required')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('checks is_required and max_length before sending, next to the field', async () => {
      const { el, sr, siteKey } = await mount(108);
      await pick(el, radio(sr, 'Size', 'Small'));
      button(sr, 'Add to cart').click();
      const engraving = sr.querySelector<HTMLInputElement>('#input-301')!;
      await until(() => engraving.getAttribute('aria-invalid') === 'true', 'required error');
      expect(describedError(sr, engraving)).to.equal('Fill in this field.');
      expect(sr.activeElement).to.equal(engraving);
      await expect(el).to.be.accessible();

      engraving.value = 'x'.repeat(21);
      engraving.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(describedError(sr, engraving)).to.equal('Use at most 20 characters.');
      button(sr, 'Add to cart').click();
      await el.updateComplete;
      expect(describedError(sr, engraving)).to.equal('Use at most 20 characters.');
      expect(engraving.value).to.equal('x'.repeat(21));
      expect(await guestCartAdds(siteKey)).to.have.length(0);

      engraving.value = 'For Mina';
      engraving.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(engraving.getAttribute('aria-invalid')).to.equal('false');
    });

    it('sends the buyer inputs keyed by input_option_id', async () => {
      const { el, sr, siteKey, storefront } = await mount(108);
      const product = await storefront.client!.product(108);
      const small = product.variants.find((v) => v.attributesArray[0]?.value === 'Small')!;
      await pick(el, radio(sr, 'Size', 'Small'));
      const type = async (id: number, value: string) => {
        const input = sr.querySelector<HTMLInputElement>(`#input-${id}`)!;
        input.value = value;
        input.dispatchEvent(new Event('input'));
        await el.updateComplete;
      };
      await type(301, 'For Mina');
      await type(303, '2030-05-01');
      await type(305, '2030-05-02T14:30');
      const added = await expectEvent(el, 'shop-cart-add', () => button(sr, 'Add to cart').click());
      expect(added).to.deep.equal({ item_type: 'product', product_id: 108, variant_id: small.variant_id, quantity: 1 });
      const [write] = await guestCartAdds(siteKey);
      expect(write!.body).to.deep.equal({
        data: {
          [small.variant_id]: { product_id: 108, quantity: 1, buyer_inputs: { 301: 'For Mina', 303: '2030-05-01', 305: '2030-05-02 14:30:00' } },
        },
      });
    });

    it('shows buyer-input errors of the server next to their fields', async () => {
      const { el, sr, siteKey } = await mount(108);
      await pick(el, radio(sr, 'Size', 'Large'));
      const engraving = sr.querySelector<HTMLInputElement>('#input-301')!;
      engraving.value = 'Hello';
      engraving.dispatchEvent(new Event('input'));
      await injectFault(siteKey, {
        method: 'POST',
        path: '/guest-cart',
        kind: 'status',
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'buyer_inputs.301': ['The Engraving text contains a word we cannot engrave.'] } },
        times: 1,
      });
      button(sr, 'Add to cart').click();
      await until(() => engraving.getAttribute('aria-invalid') === 'true', 'server error shown');
      expect(describedError(sr, engraving)).to.equal('The Engraving text contains a word we cannot engrave.');
      expect(engraving.value).to.equal('Hello');
      expect(radio(sr, 'Size', 'Large').checked).to.equal(true);
      await expect(el).to.be.accessible();
    });
  });

  describe('adding', () => {
    it('chooses the single variant of a product without options, sends the spec body and updates the cart count', async () => {
      const { el, sr, siteKey, storefront } = await mount(110, { extra: html`<shop-cart-count></shop-cart-count>` });
      const count = storefront.querySelector('shop-cart-count')!;
      await until(() => textOf(count) === '0');
      expect(sr.querySelectorAll('fieldset, select').length).to.equal(0);
      expect(sr.querySelector('[part=shipping]')!.textContent).to.contain('Free shipping');
      const product = await storefront.client!.product(110);
      const detail = await expectEvent(el, 'shop-cart-add', () => button(sr, 'Add to cart').click());
      expect(detail).to.deep.equal({ item_type: 'product', product_id: 110, variant_id: product.variants[0]!.variant_id, quantity: 1 });
      await until(() => textOf(count) === '1', 'count updated');
      expect((await guestCartAdds(siteKey))[0]!.body).to.deep.equal({ data: { [product.variants[0]!.variant_id]: { product_id: 110, quantity: 1 } } });
      await until(() => sr.querySelector('[role=status][part=status]')!.textContent!.includes('Added to cart.'));
      await expect(el).to.be.accessible();
    });

    it('"Buy now" adds, then emits shop-navigate to the checkout', async () => {
      const { el, sr, siteKey } = await mount(110, { checkoutHref: '/checkout.html' });
      const navigate = await expectEvent(el, 'shop-navigate', () => button(sr, 'Buy now').click(), { prevent: true });
      expect(navigate).to.deep.equal({ href: '/checkout.html', kind: 'checkout', id: null });
      expect(await guestCartAdds(siteKey)).to.have.length(1);
    });

    it('shows other failures in an alert and keeps the choices', async () => {
      const { el, sr, siteKey } = await mount(101);
      await pick(el, radio(sr, 'Color', 'Sky'));
      await pick(el, radio(sr, 'Size', 'M'));
      await injectFault(siteKey, { method: 'POST', path: '/guest-cart', kind: 'status', status: 500, body: { message: 'boom' }, times: 1 });
      button(sr, 'Add to cart').click();
      const alert = await until(() => sr.querySelector('[role=alert]'), 'alert');
      expect(alert.textContent).to.contain('The shop had a problem');
      expect(radio(sr, 'Color', 'Sky').checked).to.equal(true);
      expect(radio(sr, 'Size', 'M').checked).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('shows a sold-out product with its buttons disabled', async () => {
      const { el, sr } = await mount(105);
      expect(sr.querySelector('[part=badge]')!.textContent).to.equal('Sold out');
      expect(button(sr, 'Add to cart').disabled).to.equal(true);
      expect(button(sr, 'Buy now').disabled).to.equal(true);
      await expect(el).to.be.accessible();
    });
  });

  describe('seller HTML', () => {
    it('renders the XSS product description without running anything', async () => {
      delete window.__xss;
      const { el, sr } = await mount(120);
      const description = sr.querySelector('[part=description]')!;
      expect(description.textContent).to.contain('Safe text after the payloads.');
      await sellerHtmlSettled(description);
      expect(window.__xss).to.equal(undefined);
      expect(description.querySelectorAll('script, iframe, form, style, input').length).to.equal(0);
      for (const node of description.querySelectorAll('*')) {
        expect([...node.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name)).to.deep.equal([]);
        expect(node.getAttribute('href') ?? '').not.to.match(/^\s*javascript:/i);
      }
      await expect(el).to.be.accessible();
    });

    it('neutralizes any seller HTML set on the platform', async () => {
      delete window.__xss;
      const siteKey = await newSite();
      await setSellerHtml(
        siteKey,
        'product',
        133,
        '<p>Hi</p><img src=x onerror="window.__xss=2"><a href="javascript:window.__xss=3">x</a><script>window.__xss=4</script>',
      );
      const { sr } = await mount(133, { siteKey });
      const description = sr.querySelector('[part=description]')!;
      expect(description.textContent).to.contain('Hi');
      await sellerHtmlSettled(description);
      expect(window.__xss).to.equal(undefined);
      expect(description.querySelector('script')).to.equal(null);
      expect(description.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
      expect(description.querySelector('a')!.hasAttribute('href')).to.equal(false);
    });
  });

  describe('when the product is missing', () => {
    it('shows not-found', async () => {
      const { el, sr } = await mount(99999);
      expect(sr.querySelector('[role=alert]')!.textContent).to.contain('We could not find this item.');
      await expect(el).to.be.accessible();
    });
  });

  describe('shipping', () => {
    // 101 Linen Shirt: shipping 3,000 (the platform's label says so too, in its own words: "배송비 3,000원 (50,000원 이상 무료)").
    for (const [language, label] of [
      ['ko', '배송비'],
      ['en', 'Shipping'],
      ['ja', '送料'],
    ] as const) {
      it(`shows one shipping line, its money in the one format of the prices (${language})`, async () => {
        const { el, sr } = await mount(101, { language });
        const lines = [...sr.querySelectorAll('[part~=shipping]')];
        expect(lines.length).to.equal(1);
        expect(lines[0]!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(`${label}: ${formatPrice(3000, 'KRW', language)}`);
        // Every amount the buyer reads outside the seller's description is in that format: the fee once, the price once.
        const buy = sr.querySelector('.buy')!.textContent!.replace(/\s+/g, ' ');
        expect(buy.match(/3,000/g)?.length ?? 0, buy).to.equal(1);
        expect(buy).not.to.match(/\d원|\dウォン|50,000/);
        expect(buy).to.contain(formatPrice(39000, 'KRW', language));
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('language', () => {
    it("re-renders in the shop's language, option names too, and keeps the buyer's choices", async () => {
      const { el, sr, storefront } = await mount(101, { language: 'ko' });
      const legends = () => [...sr.querySelectorAll('fieldset legend')].map((l) => l.textContent!.trim());
      expect(sr.querySelector('h2')!.textContent).to.equal('리넨 셔츠');
      expect(legends()).to.deep.equal(['색상', '사이즈']);
      expect(button(sr, '장바구니 담기')).to.exist;
      await pick(el, radio(sr, '색상', '스카이'));
      expect(legends()).to.deep.equal(['색상: 스카이', '사이즈']);
      storefront.setAttribute('language', 'ja');
      await until(() => sr.querySelector('h2')?.textContent === 'リネンシャツ', 'Japanese name');
      expect(legends()).to.deep.equal(['カラー: スカイ', 'サイズ']);
      expect(button(sr, 'カートに入れる')).to.exist;
      expect(radio(sr, 'カラー', 'スカイ').checked).to.equal(true);
      expect(sr.querySelector('[part~=price]')!.textContent).to.match(/₩|￦/);
      await expect(el).to.be.accessible();
    });
  });
});
