/**
 * The checkout's address form at 1280 and 390 px: Country (which decides the address) first, the
 * address fields full width, and the controls of one row aligned whatever the length of their labels.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-checkout/shop-checkout.js';
import { $, buyerToken, fillCart, mountShop, newSite, until, viewport } from './helpers.js';

const box = (el: Element, name: string) => $(el, `[name="${name}"]`)!.getBoundingClientRect();

describe('<shop-checkout> address layout', () => {
  after(() => viewport({ width: 800, height: 600 }));

  for (const width of [1280, 390]) {
    it(`at ${width} px: Country first, Address and Address details full width, controls of a row aligned`, async function () {
      await viewport({ width, height: 900 }, this);
      const siteKey = await newSite();
      const token = await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com');
      const sf = await mountShop(siteKey, html`<shop-checkout redirect-url="/payment-result.html"></shop-checkout>`, { token, language: 'en' });
      await fillCart(sf.shop!);
      const el = sf.querySelector('shop-checkout')!;
      await until(() => el.shadowRoot!.querySelectorAll('select option').length > 1, 'the countries');
      const names = [...el.shadowRoot!.querySelectorAll('fieldset')[0]!.querySelectorAll('[name]')].map((c) => c.getAttribute('name'));
      expect(names[0]).to.equal('country');
      const grid = $(el, '.grid')!.getBoundingClientRect();
      for (const name of ['address', 'address_detailed']) expect(box(el, name).width).to.be.greaterThan(grid.width * 0.95);
      // The customs code's label takes two lines in a narrow column: its control stays in line with its neighbour's.
      const pcc = box(el, 'pcc_number');
      const postal = box(el, 'postal_code');
      if (Math.abs(pcc.top - postal.top) < postal.height * 2 && pcc.left !== postal.left) expect(pcc.top).to.equal(postal.top);
      for (const [a, b] of [
        ['receiver_name', 'phone'],
        ['country', 'receiver_name'],
      ] as const) {
        const ra = box(el, a);
        const rb = box(el, b);
        if (ra.left !== rb.left && Math.abs(ra.top - rb.top) < ra.height * 2) expect(ra.top).to.equal(rb.top);
      }
      expect(el.shadowRoot!.querySelectorAll('[part~="input"]').length).to.be.greaterThan(6);
    });
  }
});
