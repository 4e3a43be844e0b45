import { expect } from '@open-wc/testing';
import '../../src/elements/shop-order-detail/shop-order-detail.js';
import type { ShopOrderDetail } from '../../src/elements/shop-order-detail/shop-order-detail.js';
import { formatPrice } from '../../src/i18n/i18n.js';
import { $, $$, admin, buyerToken, calls, listen, mountShop, newSite, settled, textOf, until, untilAsync } from './helpers.js';
import { html, mountBuyer, newBuyer, purchase, type Buyer } from './buyer-helpers.js';

async function mount(buyer: Buyer, orderId: number) {
  const { el } = await mountBuyer<ShopOrderDetail>(buyer, html`<shop-order-detail order-id=${orderId}></shop-order-detail>`, 'shop-order-detail');
  await until(() => $(el, '[part~="order"]') || $(el, '[part~="error"]'), 'order');
  return el;
}

describe('<shop-order-detail>', () => {
  it('shows the order, its amounts, shipping details and items with their status', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { product_items: [{ variant_id: 1001 }], content_items: [{ option_id: 5001 }] });
    await admin('POST', '/deliver', { site_key: buyer.siteKey, order_id });
    const el = await mount(buyer, order_id);
    expect($(el, '[part~="title"]')!.textContent).to.equal(`Order ${order_id}`);
    const summary = textOf($(el, '[part~="summary"]')!);
    expect(summary).to.contain('Paid');
    expect(summary).to.contain(formatPrice(121000, 'KRW', 'en'));
    expect(textOf($(el, '[part~="receiver"]')!)).to.contain('Test Buyer');
    const lines = $$(el, '[part~="line"]');
    expect(lines.map((l) => l.querySelector('strong')!.textContent)).to.deep.equal(['Linen Shirt', 'TypeScript for Beginners']);
    expect(textOf(lines[0]!)).to.contain('Delivered');
    expect(textOf(lines[1]!)).to.contain('Paid');
    await expect(el).to.be.accessible();
  });

  it('shows what the buyer filled in with its item', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, {
      product_items: [{ variant_id: 1047, buyer_inputs: { 301: 'For Mina', 302: 'Happy birthday!' } }, { variant_id: 1001 }],
    });
    const el = await mount(buyer, order_id);
    const [board, shirt] = $$(el, '[part~="line"]');
    const pairs = [...board!.querySelectorAll('[part~="inputs"] dt')].map((dt) => `${dt.textContent!.trim()}: ${dt.nextElementSibling!.textContent!.trim()}`);
    expect(pairs).to.deep.equal(['Engraving text: For Mina', 'Gift message: Happy birthday!']);
    expect(shirt!.querySelector('[part~="inputs"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('an unpaid order: "Awaiting payment" and "Continue to payment", which starts the payment of this order', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { product_items: [{ variant_id: 1001 }], pending: true });
    const { el } = await mountBuyer<ShopOrderDetail>(
      buyer,
      html`<shop-order-detail order-id=${order_id} redirect-url="/payment-result.html?from=order"></shop-order-detail>`,
      'shop-order-detail',
    );
    const pay = await until(() => $<HTMLButtonElement>(el, '[part~="pay-button"]'), 'the pay button');
    expect(pay.textContent!.trim()).to.equal('Continue to payment');
    const status = $(el, '[part~="summary"] [part~="status"]')!;
    expect(status.textContent!.trim()).to.equal('Awaiting payment');
    expect(status.getAttribute('part')).to.contain('status-waiting');
    await expect(el).to.be.accessible();
    const started = listen('shop-payment-start', true);
    try {
      pay.click();
      await until(() => started.seen.length > 0, 'shop-payment-start');
    } finally {
      started.stop();
    }
    const sent = await calls(buyer.siteKey, 'POST', '/payments/initialize');
    expect(sent.map((r) => r.body)).to.deep.equal([
      { order_id, pay_method: 'CARD', redirect_url: new URL('/payment-result.html?from=order', location.href).href },
    ]);
    expect(started.seen[0]!.order_id).to.equal(order_id);
  });

  it('a paid order has no pay button', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    const el = await mount(buyer, order_id);
    expect($(el, '[part~="pay-button"]')).to.equal(null);
    expect($(el, '[part~="summary"] [part~="status"]')!.getAttribute('part')).to.contain('status-active');
  });

  it("shows a permission notice for another buyer's order (403)", async () => {
    const buyer = await newBuyer();
    const other = { siteKey: buyer.siteKey, token: await buyerToken(buyer.siteKey, 'Other', 'other@example.com') };
    const { order_id } = await purchase(other, { product_items: [{ variant_id: 1001 }] });
    const el = await mount(buyer, order_id);
    const notice = $(el, '[part~="forbidden"]')!;
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.textContent).to.contain('You do not have access to this.');
    expect(textOf(el)).to.not.contain('Linen Shirt');
    await expect(el).to.be.accessible();
  });

  it('shows not-found for a missing order (404), with a way on: Try again reads it again', async () => {
    const buyer = await newBuyer();
    const el = await mount(buyer, 12345);
    const notice = $(el, '[part~="not-found"]')!;
    expect(notice.querySelector('p')!.textContent!.trim()).to.equal('We could not find this order. Check the address, or try again.');
    const retry = notice.querySelector<HTMLButtonElement>('[part~="retry-button"]')!;
    expect(retry.textContent!.trim()).to.equal('Try again');
    await expect(el).to.be.accessible();
    const before = (await calls(buyer.siteKey, 'GET', '/me/orders/12345')).length;
    retry.click();
    await untilAsync(async () => (await calls(buyer.siteKey, 'GET', '/me/orders/12345')).length > before, 'read again');
  });

  it('emits shop-login-required once and shows a log-in prompt without a buyer', async () => {
    const required = listen('shop-login-required', true);
    try {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, html`<shop-order-detail order-id="80001"></shop-order-detail>`);
      const el = sf.querySelector('shop-order-detail')!;
      await until(() => required.seen.length > 0, 'shop-login-required');
      await settled(siteKey, el);
      expect(required.seen).to.have.length(1);
      expect($(el, '[part~="login-prompt"]')).to.exist;
      await expect(el).to.be.accessible();
    } finally {
      required.stop();
    }
  });
});
