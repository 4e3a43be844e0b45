/**
 * The checkout follows what the platform says: the payment form is submitted with
 * `payment.method` (POST or GET; anything else is refused with a message), and prices are shown
 * in the currency of `GET /checkout/metadata` when the storefront names none.
 */
import { expect } from '@open-wc/testing';
import { formatPrice } from '../../src/i18n/i18n.js';
import { $, buyerToken, calls, expectNoEvent, newSite, sandboxUrl, settled, textOf, until } from './helpers.js';
import { fillAddress, mountCheckout, orderButton, platformOrders } from './checkout-helpers.js';

/** Records the forms submitted through `HTMLFormElement.prototype.submit` (nothing navigates). */
function catchSubmits() {
  const submitted: HTMLFormElement[] = [];
  const original = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    submitted.push(this);
  };
  return {
    submitted,
    restore: () => {
      HTMLFormElement.prototype.submit = original;
      for (const form of submitted) form.remove();
    },
  };
}

async function checkoutOn(opts: { currency?: string; payment_form_method?: string }, storefront: { currency?: string } = {}) {
  const siteKey = await newSite(opts);
  return mountCheckout(siteKey, await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com'), { ...storefront, fill: true });
}

describe('<shop-checkout> and payment.method', () => {
  it('submits a GET form with the fields when payment.method is GET, and the payment page takes them', async () => {
    const { siteKey, el } = await checkoutOn({ payment_form_method: 'GET' });
    await fillAddress(el);
    const forms = catchSubmits();
    try {
      orderButton(el).click();
      await until(() => forms.submitted.length > 0, 'form submitted');
      const form = forms.submitted[0]!;
      expect(form.method).to.equal('get');
      expect(form.getAttribute('action')).to.equal(`${sandboxUrl()}/__pay`);
      const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      const page = await fetch(`${form.action}?${query}`, { mode: 'no-cors' });
      expect(page.type).to.equal('opaque');
      const [order] = await platformOrders(siteKey);
      expect(order!.payment_fields).to.deep.equal(Object.fromEntries(query));
      expect(order!.payment_fields!.nonce).to.be.a('string').and.not.be.empty;
    } finally {
      forms.restore();
    }
  });

  it('refuses any other payment.method with a message, and submits nothing', async () => {
    const { siteKey, el } = await checkoutOn({ payment_form_method: 'PUT' });
    await fillAddress(el);
    const forms = catchSubmits();
    try {
      await expectNoEvent(
        document,
        'shop-payment-start',
        async () => {
          orderButton(el).click();
          await until(() => $(el, '[role="alert"]'), 'the refusal');
          await settled(siteKey, el);
        },
        { prevent: true },
      );
      expect($(el, '[role="alert"]')!.textContent).to.contain('other than POST or GET (PUT)');
      expect(forms.submitted).to.have.length(0);
      expect(await calls(siteKey, 'POST', '/orders')).to.have.length(1);
      await expect(el).to.be.accessible();
    } finally {
      forms.restore();
    }
  });
});

describe('<shop-checkout> and the metadata currency', () => {
  it('shows prices in the currency of GET /checkout/metadata when the storefront names none', async () => {
    const { el } = await checkoutOn({ currency: 'USD' });
    await until(() => $(el, '[part~="subtotal"]')?.textContent?.includes(formatPrice(109000, 'USD', 'en')), 'USD subtotal');
    expect(textOf($(el, '[part~="summary"]')!)).to.contain(formatPrice(30000, 'USD', 'en'));
    expect(textOf($(el, '[part~="summary"]')!)).not.to.contain('₩');
  });

  it('keeps the currency the storefront names explicitly', async () => {
    const { el } = await checkoutOn({ currency: 'USD' }, { currency: 'KRW' });
    // The metadata was read, and the explicit currency stays.
    await until(() => el.shadowRoot!.querySelectorAll('select option').length > 1, 'metadata read');
    expect($(el, '[part~="subtotal"]')!.textContent).to.contain(formatPrice(109000, 'KRW', 'en'));
  });
});
