/**
 * The payment result page does not believe its URL: with a buyer token it confirms the
 * order with `GET /me/orders/{order_id}` before saying it is paid; without one it says what the
 * URL says, worded as such.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-payment-result/shop-payment-result.js';
import { $, calls, injectFault, mountShop, textOf, until } from './helpers.js';
import { type Buyer, newBuyer, purchase } from './buyer-helpers.js';

const original = location.pathname + location.search + location.hash;

async function mountAt(search: string, buyer: Buyer, opts: { token?: boolean; language?: string } = {}) {
  history.replaceState(null, '', `${location.pathname}${search}`);
  const sf = await mountShop(buyer.siteKey, html`<shop-payment-result></shop-payment-result>`, {
    ...(opts.token === false ? {} : { token: buyer.token }),
    language: opts.language ?? 'en',
  });
  const el = sf.querySelector('shop-payment-result')!;
  await el.updateComplete;
  return { sf, el };
}

/** A pending order of `buyer` (made, never paid). */
async function pendingOrder(buyer: Buyer): Promise<number> {
  const probe = await mountShop(buyer.siteKey, html``, { token: buyer.token });
  const order = await probe.shop!.client.createOrder({
    product_items: [],
    content_items: [{ option_id: 5001 }],
    quantities: {},
    total_price: 79000,
    order_memo: '',
    receiver: { receiver_name: 'Ada', phone: '010-1234-5678', address: '', address_detailed: '', postal_code: '', pcc_number: '', region: { country: 'KR' } },
  });
  probe.remove();
  return order.order_id;
}

const settled = (el: Element) => !$(el, '[part~="loading"]') && $(el, '[part~="result"]');

describe('<shop-payment-result> confirms the payment', () => {
  afterEach(() => history.replaceState(null, '', original));

  it('says "Payment complete" for a paid order of the buyer, after reading it', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { content_items: [{ option_id: 5001 }] });
    const { el } = await mountAt(`?pay_success=true&order_id=${order_id}`, buyer);
    await until(() => settled(el) && textOf(el).includes('Payment complete'), 'confirmed');
    expect(await calls(buyer.siteKey, 'GET', `/me/orders/${order_id}`)).to.have.length(1);
    expect($(el, '[part~="result"]')!.getAttribute('role')).to.equal('status');
    expect(textOf(el)).to.contain(`Order number: ${order_id}`);
    await expect(el).to.be.accessible();
  });

  it('never says "Payment complete" for an order id that is not the buyer\'s (?pay_success=true&order_id=99999999)', async () => {
    const buyer = await newBuyer();
    const { el } = await mountAt('?pay_success=true&order_id=99999999', buyer);
    await until(() => settled(el) && textOf(el).includes('99999999'), 'outcome');
    await until(() => !textOf(el).includes('Checking'), 'checked');
    expect(textOf(el)).not.to.contain('Payment complete');
    expect(textOf(el)).to.contain('could not be confirmed');
    expect($(el, '[part~="result"]')!.getAttribute('role')).to.equal('alert');
    await expect(el).to.be.accessible();
  });

  it('says a pending order is not paid yet, and checks again on request', async () => {
    const buyer = await newBuyer();
    const order_id = await pendingOrder(buyer);
    const { el } = await mountAt(`?pay_success=true&order_id=${order_id}`, buyer);
    await until(() => settled(el) && textOf(el).includes('not confirmed yet'), 'pending');
    expect(textOf(el)).not.to.contain('Payment complete');
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '[part~="check-button"]')!.click();
    await until(async () => (await calls(buyer.siteKey, 'GET', `/me/orders/${order_id}`)).length === 2, 'read again');
  });

  it('when the order cannot be read, says so and offers to check again', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { content_items: [{ option_id: 5001 }] });
    await injectFault(buyer.siteKey, { method: 'GET', path: `/me/orders/${order_id}`, kind: 'status', status: 503, times: 3 });
    const { el } = await mountAt(`?pay_success=true&order_id=${order_id}`, buyer);
    await until(() => settled(el) && $(el, '[part~="check-button"]'), 'unknown');
    expect(textOf(el)).not.to.contain('Payment complete');
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '[part~="check-button"]')!.click();
    await until(() => textOf(el).includes('Payment complete'), 'confirmed on the second check');
  });

  it('without a buyer token, says what the URL says, worded as such', async () => {
    const buyer = await newBuyer();
    const { el } = await mountAt('?pay_success=true&order_id=99999999', buyer, { token: false });
    await until(() => settled(el), 'outcome');
    expect(textOf(el)).not.to.contain('Payment complete');
    expect(textOf(el)).to.contain('The payment page reports that the payment went through');
    expect(textOf(el)).to.contain('Order number: 99999999');
    expect(await calls(buyer.siteKey, 'GET', '/me/orders/99999999')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  for (const language of ['ko', 'ja']) {
    it(`has its ${language} strings in every state`, async () => {
      const buyer = await newBuyer();
      const { order_id } = await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const paid = await mountAt(`?pay_success=true&order_id=${order_id}`, buyer, { language });
      await until(() => settled(paid.el) && !$(paid.el, '[part~="check-button"]') && textOf(paid.el).includes(String(order_id)), 'confirmed');
      const confirmed = textOf(paid.el);
      paid.sf.remove();
      const unknown = await mountAt('?pay_success=true&order_id=99999999', buyer, { language });
      await until(() => settled(unknown.el) && $(unknown.el, '[role="alert"]'), 'not confirmed');
      const reported = await mountAt('?pay_success=true&order_id=99999999', buyer, { language, token: false });
      await until(() => settled(reported.el), 'reported');
      const texts = [confirmed, textOf(unknown.el), textOf(reported.el)];
      expect(new Set(texts).size).to.equal(3);
      for (const text of texts) expect(text).not.to.match(/Payment|payment/);
      await expect(reported.el).to.be.accessible();
    });
  }
});
