import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import type { ShopAddToCart } from '../../src/elements/shop-add-to-cart/shop-add-to-cart.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { expectEvent, guestCartAdds, injectFault, mountShop, newSite, textOf, until } from './helpers.js';

// Seed ids (docs/sandbox.md): 110 has one variant (no options), 114 has min_quantity 3,
// 5001 is the first option of the vod 501.

async function variantOf(storefront: ShopStorefront, productId: number): Promise<number> {
  return (await storefront.client!.product(productId)).variants[0]!.variant_id;
}

async function mountButton(siteKey: string, attrs: { product?: number; variant?: number; quantity?: number; option?: number }, label = '') {
  const storefront = await mountShop(
    siteKey,
    html`<shop-add-to-cart product-id=${attrs.product ?? ''} variant-id=${attrs.variant ?? ''} quantity=${attrs.quantity ?? 1} option-id=${attrs.option ?? ''}
        >${label}</shop-add-to-cart
      ><shop-cart-count></shop-cart-count>`,
  );
  const el = storefront.querySelector<ShopAddToCart>('shop-add-to-cart')!;
  await el.updateComplete;
  return { storefront, el, sr: el.shadowRoot!, count: storefront.querySelector('shop-cart-count')! };
}

describe('<shop-add-to-cart>', () => {
  describe('for a product variant', () => {
    it('adds the variant with its quantity, as the spec body, and the cart count follows', async () => {
      const siteKey = await newSite();
      const probe = await mountShop(siteKey, html``);
      const variant_id = await variantOf(probe, 110);
      const { el, sr, count } = await mountButton(siteKey, { product: 110, variant: variant_id, quantity: 2 });
      const button = sr.querySelector<HTMLButtonElement>('[part~=add-button]')!;
      expect(button.textContent!.trim()).to.equal('Add to cart');
      await expect(el).to.be.accessible();
      const added = await expectEvent(el, 'shop-cart-add', () => button.click());
      expect(added).to.deep.equal({ item_type: 'product', product_id: 110, variant_id, quantity: 2 });
      expect((await guestCartAdds(siteKey)).map((w) => w.body)).to.deep.equal([{ data: { [variant_id]: { product_id: 110, quantity: 2 } } }]);
      await until(() => textOf(count) === '1', 'count updated');
      await until(() => sr.querySelector('[part=status]')!.textContent!.includes('Added to cart.'));
      await expect(el).to.be.accessible();
    });

    it('shows the minimum quantity next to the button when the platform refuses a smaller one', async () => {
      const siteKey = await newSite();
      const probe = await mountShop(siteKey, html``);
      const variant_id = await variantOf(probe, 110);
      // A minimum the product page did not show (a rule changed since): the platform's 422 says it.
      // (Product 114's own minimum is added up to before sending: see the quantity tests.)
      await injectFault(siteKey, {
        method: 'POST',
        path: '/guest-cart',
        kind: 'status',
        status: 422,
        body: { message: 'The given data was invalid.', errors: { quantity: ['The minimum order quantity is 3.'] }, min_quantity: 3 },
        times: 1,
      });
      const { el, sr } = await mountButton(siteKey, { product: 110, variant: variant_id, quantity: 1 });
      sr.querySelector<HTMLButtonElement>('[part~=add-button]')!.click();
      const error = await until(() => sr.querySelector('[part=error]'), 'error');
      expect(error.textContent).to.equal('Minimum quantity is 3.');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(sr.querySelector('[part~=add-button]')!.getAttribute('aria-describedby')).to.equal(error.id);
      await expect(el).to.be.accessible();
    });

    it('is busy while adding and ignores a second click', async () => {
      const siteKey = await newSite();
      const probe = await mountShop(siteKey, html``);
      const variant_id = await variantOf(probe, 110);
      await injectFault(siteKey, { method: 'POST', path: '/guest-cart', kind: 'latency', delay_ms: 800, times: 1 });
      const { el, sr } = await mountButton(siteKey, { product: 110, variant: variant_id });
      const button = sr.querySelector<HTMLButtonElement>('[part~=add-button]')!;
      button.click();
      await el.updateComplete;
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(sr.querySelector('[part=status]')!.textContent).to.contain('Adding to cart…');
      await expect(el).to.be.accessible();
      button.click();
      await until(() => button.getAttribute('aria-busy') === 'false', 'done');
      expect(await guestCartAdds(siteKey)).to.have.length(1);
    });

    it('shows a server failure next to the button and reports it', async () => {
      const siteKey = await newSite();
      const variant_id = await variantOf(await mountShop(siteKey, html``), 110);
      const { el, sr } = await mountButton(siteKey, { product: 110, variant: variant_id });
      await until(() => !sr.querySelector<HTMLButtonElement>('[part~=add-button]')!.disabled, 'button ready');
      await injectFault(siteKey, { method: 'POST', path: '/guest-cart', kind: 'status', status: 503, times: 1 });
      const reported = await expectEvent(el, 'shop-error', () => sr.querySelector<HTMLButtonElement>('[part~=add-button]')!.click());
      expect(reported).to.include({ source: 'shop-add-to-cart', status: 503 });
      const error = await until(() => sr.querySelector('[part=error]'), 'error');
      expect(error.textContent).to.contain('The shop had a problem answering');
      await expect(el).to.be.accessible();
    });
  });

  describe('for a content option', () => {
    it('adds the option once, then shows "In cart"', async () => {
      const siteKey = await newSite();
      const { el, sr, count } = await mountButton(siteKey, { option: 5001 }, 'Enroll');
      const button = sr.querySelector<HTMLButtonElement>('[part~=add-button]')!;
      expect(
        button
          .querySelector('slot')!
          .assignedNodes()
          .map((n) => n.textContent)
          .join(''),
      ).to.equal('Enroll');
      const added = await expectEvent(el, 'shop-cart-add', () => button.click());
      expect(added).to.deep.equal({ item_type: 'content', option_id: 5001, quantity: 1 });
      await until(() => sr.querySelector('[part~=in-cart-button]'), 'in cart');
      expect(button.hidden).to.equal(true);
      await until(() => textOf(count) === '1');
      expect((await guestCartAdds(siteKey)).map((w) => w.body)).to.deep.equal([{ data: { 5001: 1 } }]);
      await expect(el).to.be.accessible();
    });

    it('shows "In cart" for an option already in the cart and sends nothing', async () => {
      const siteKey = await newSite();
      const probe = await mountShop(siteKey, html``);
      await probe.shop!.cart.add({ item_type: 'content', option_id: 5001 });
      const { el, sr } = await mountButton(siteKey, { option: 5001 });
      const inCart = await until(() => sr.querySelector<HTMLButtonElement>('[part~=in-cart-button]'), 'in cart');
      expect(inCart.textContent).to.contain('In cart');
      const navigate = await expectEvent(el, 'shop-navigate', () => inCart.click(), { prevent: true });
      expect(navigate).to.deep.equal({ href: null, kind: 'cart', id: null });
      expect(await guestCartAdds(siteKey)).to.have.length(1);
      await expect(el).to.be.accessible();
    });
  });

  describe('language', () => {
    it("labels the button in the shop's language", async () => {
      const siteKey = await newSite();
      const storefront = await mountShop(siteKey, html`<shop-add-to-cart option-id="5001"></shop-add-to-cart>`, { language: 'ko' });
      const el = storefront.querySelector('shop-add-to-cart')!;
      await el.updateComplete;
      expect(textOf(el)).to.contain('장바구니 담기');
      storefront.setAttribute('language', 'ja');
      await until(() => textOf(el).includes('カートに入れる'), 'Japanese label');
    });
  });
});
