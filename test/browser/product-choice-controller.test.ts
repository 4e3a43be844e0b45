/**
 * ProductChoiceController (src/elements/shop-product-detail/product-choice-controller.ts) on a
 * throwaway element, as Material Web tests its behaviours: the options, the quantity within the
 * product's bounds, the buyer inputs and their messages. Real Chromium, the real sandbox: the
 * product is read from it, and the add goes to it (what the platform receives is checked there).
 */
import { expect, html as testHtml } from '@open-wc/testing';
import { LitElement, html, nothing } from 'lit';
import type { ProductDetail } from '../../src/api/readers/product.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { addVariant, checkChoices } from '../../src/elements/shop-product-detail/add-to-cart.js';
import { activeInputs, inputKey, inputTemplate } from '../../src/elements/shop-product-detail/buyer-inputs.js';
import { ProductChoiceController } from '../../src/elements/shop-product-detail/product-choice-controller.js';
import { guestCartAdds, mountShop, newSite, radio } from './helpers.js';

/** The options as radio groups, the quantity with its stepper, the buyer inputs, and every message. */
class TestProductChoice extends LitElement {
  readonly choice = new ProductChoiceController(this, () => 'en');
  override render() {
    const choice = this.choice;
    const p = choice.product;
    if (!p) return html`<p>No product</p>`;
    const message = (key: string) => choice.errors.get(key);
    return html`<h2>${p.name}</h2>
      ${choice.groups.map(
        (g) =>
          html`<fieldset aria-invalid=${String(choice.errors.has(`option.${g.index}`))}>
            <legend>${g.name}</legend>
            ${g.values.map((v) => {
              const state = choice.valueState(g, v.value);
              return html`<label
                ><input
                  type="radio"
                  name=${`option-${g.index}`}
                  .checked=${choice.selection[g.index] === v.value}
                  ?disabled=${state !== 'ok'}
                  @change=${() => choice.choose(g, v.value)}
                /><span>${v.label}</span>${state === 'ok' ? nothing : html`<span class="hint">${state}</span>`}</label
              >`;
            })}
            ${message(`option.${g.index}`) ? html`<p class="field-error">${message(`option.${g.index}`)}</p>` : nothing}
          </fieldset>`,
      )}
      <p>
        <button type="button" aria-label="Decrease" ?disabled=${choice.quantity <= choice.lowestQuantity} @click=${() => choice.step(-1)}>−</button>
        <output id="quantity">${choice.quantity}</output>
        <button type="button" aria-label="Increase" @click=${() => choice.step(1)}>+</button>
      </p>
      ${message('quantity') ? html`<p class="field-error" id="quantity-error">${message('quantity')}</p>` : nothing}
      ${activeInputs(p).map((b) => {
        const error = message(inputKey(b));
        return inputTemplate(
          'en',
          b,
          choice.inputValue(b),
          error ? html`<p class="field-error" id=${`input-${b.input_option_id}-error`}>${error}</p>` : nothing,
          (value) => choice.input(b, value),
        );
      })}
      <p id="variant">${choice.variant?.variant_id ?? 'none'}</p>`;
  }
}
customElements.define('test-product-choice', TestProductChoice);

interface Mounted {
  siteKey: string;
  storefront: ShopStorefront;
  host: TestProductChoice;
  sr: ShadowRoot;
}

async function mount(): Promise<Mounted> {
  const siteKey = await newSite();
  const storefront = await mountShop(siteKey, testHtml`<test-product-choice></test-product-choice>`);
  const host = storefront.querySelector<TestProductChoice>('test-product-choice')!;
  return { siteKey, storefront, host, sr: host.shadowRoot! };
}

/** Reads `productId` from the sandbox and shows it. */
async function show(m: Mounted, productId: number): Promise<ProductDetail> {
  const p = await m.storefront.shop!.client.product(productId);
  m.host.choice.show(p);
  await m.host.updateComplete;
  return p;
}

/** What the element's "Add to cart" does with the choices: check them, show the messages, and add when they are right. */
async function add(m: Mounted): Promise<boolean> {
  const choice = m.host.choice;
  const p = choice.product!;
  const { errors, buyer_inputs } = checkChoices('en', p, [...choice.groups], choice.selection, choice.inputs);
  choice.errors.set(errors);
  await m.host.updateComplete;
  if (Object.keys(errors).length || !choice.variant) return false;
  return addVariant(m.host, m.storefront.shop!, choice.variant, choice.quantity, buyer_inputs);
}

async function type(m: Mounted, id: number, value: string): Promise<HTMLInputElement> {
  const input = m.sr.querySelector<HTMLInputElement>(`#input-${id}`)!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await m.host.updateComplete;
  return input;
}

const errorOf = (sr: ShadowRoot, id: string) => sr.getElementById(`${id}-error`)?.textContent?.trim() ?? '';

describe('ProductChoiceController', () => {
  describe('options', () => {
    it('has a variant only once every option is chosen, and never lets an inactive variant be chosen', async () => {
      const m = await mount();
      await show(m, 101);
      expect(m.sr.getElementById('variant')!.textContent).to.equal('none');
      radio(m.sr, 'Color', 'Sage').click();
      await m.host.updateComplete;
      const xl = radio(m.sr, 'Size', 'XL');
      expect(xl.disabled).to.equal(true);
      expect(xl.closest('label')!.textContent).to.contain('unavailable');
      radio(m.sr, 'Size', 'L').click();
      await m.host.updateComplete;
      const variant = m.host.choice.variant!;
      expect(variant.is_active).to.equal(true);
      expect(m.sr.getElementById('variant')!.textContent).to.equal(String(variant.variant_id));
    });

    it('asks for every option that is not chosen, and clears a message when its option is chosen', async () => {
      const m = await mount();
      await show(m, 101);
      expect(await add(m)).to.equal(false);
      const marked = m.sr.querySelectorAll('fieldset[aria-invalid=true]');
      expect([...marked].map((f) => f.querySelector('.field-error')!.textContent)).to.deep.equal(['Choose Color.', 'Choose Size.']);
      radio(m.sr, 'Color', 'White').click();
      await m.host.updateComplete;
      expect(m.sr.querySelectorAll('fieldset[aria-invalid=true]')).to.have.length(1);
      expect(await guestCartAdds(m.siteKey)).to.have.length(0);
    });
  });

  describe('quantity', () => {
    it('starts at min_quantity, steps by unit_quantity, and brings a typed quantity within the bounds', async () => {
      const m = await mount();
      await show(m, 114);
      const quantity = () => m.sr.getElementById('quantity')!.textContent;
      const minus = m.sr.querySelector<HTMLButtonElement>('[aria-label=Decrease]')!;
      const plus = m.sr.querySelector<HTMLButtonElement>('[aria-label=Increase]')!;
      expect(quantity()).to.equal('3');
      expect(minus.disabled).to.equal(true);
      plus.click();
      await m.host.updateComplete;
      expect(quantity()).to.equal('6');
      expect(minus.disabled).to.equal(false);
      expect(m.host.choice.setQuantity(8)).to.equal(9);
      expect(m.host.choice.setQuantity(1)).to.equal(3);
      await m.host.updateComplete;
      expect(quantity()).to.equal('3');
    });

    it('sends the quantity chosen, and takes the min_quantity the platform asks for', async () => {
      const m = await mount();
      const p = await show(m, 114);
      m.host.choice.step(1);
      expect(await add(m)).to.equal(true);
      const [write] = await guestCartAdds(m.siteKey);
      const variant_id = p.variants[0]!.variant_id;
      expect(write!.body).to.deep.equal({ data: { [variant_id]: { product_id: 114, quantity: 6 } } });
      m.host.choice.takeMinQuantity(12);
      await m.host.updateComplete;
      expect(m.sr.getElementById('quantity')!.textContent).to.equal('12');
    });
  });

  describe('buyer inputs', () => {
    it('checks is_required and max_length next to the field, again as the buyer types, and sends the inputs keyed by input_option_id', async () => {
      const m = await mount();
      const p = await show(m, 108);
      radio(m.sr, 'Size', 'Small').click();
      await m.host.updateComplete;
      expect(await add(m)).to.equal(false);
      const engraving = m.sr.querySelector<HTMLInputElement>('#input-301')!;
      expect(engraving.getAttribute('aria-invalid')).to.equal('true');
      expect(errorOf(m.sr, 'input-301')).to.equal('Fill in this field.');
      // A message shown is checked again as the buyer types.
      await type(m, 301, 'x'.repeat(21));
      expect(errorOf(m.sr, 'input-301')).to.equal('Use at most 20 characters.');
      await type(m, 301, 'For Mina');
      expect(engraving.getAttribute('aria-invalid')).to.equal('false');
      await type(m, 305, '2030-05-02T14:30');
      expect(await guestCartAdds(m.siteKey)).to.have.length(0);

      expect(await add(m)).to.equal(true);
      const small = p.variants.find((v) => v.attributesArray[0]?.value === 'Small')!;
      const [write] = await guestCartAdds(m.siteKey);
      expect(write!.body).to.deep.equal({
        data: { [small.variant_id]: { product_id: 108, quantity: 1, buyer_inputs: { 301: 'For Mina', 305: '2030-05-02 14:30:00' } } },
      });
    });
  });

  describe('another product', () => {
    it('keeps the choices when the same product is shown again (as after a language change), and starts over for another product', async () => {
      const m = await mount();
      await show(m, 108);
      radio(m.sr, 'Size', 'Large').click();
      await type(m, 301, 'For Mina');
      m.host.choice.step(1);
      expect(m.host.choice.show(await m.storefront.shop!.client.product(108))).to.equal(false);
      await m.host.updateComplete;
      expect(radio(m.sr, 'Size', 'Large').checked).to.equal(true);
      expect(m.sr.querySelector<HTMLInputElement>('#input-301')!.value).to.equal('For Mina');
      expect(m.sr.getElementById('quantity')!.textContent).to.equal('2');

      expect(m.host.choice.show(await m.storefront.shop!.client.product(114))).to.equal(true);
      await m.host.updateComplete;
      expect(m.sr.querySelector('h2')!.textContent).to.equal(m.host.choice.product!.name);
      expect(m.host.choice.inputs).to.deep.equal({});
      expect(m.sr.getElementById('quantity')!.textContent).to.equal('3');
    });
  });
});
