/**
 * The payment result page leads somewhere: a cancelled payment is called cancelled (not failed) and
 * leads back to the checkout; a declined one offers "Try again" (the checkout, where the pending
 * order waits); a paid order shows its items, total and receiver as the platform has them, a link
 * to the order and what happens next.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-payment-result/shop-payment-result.js';
import { $, calls, mountShop, textOf, until, untilAsync } from './helpers.js';
import { type Buyer, newBuyer, purchase } from './buyer-helpers.js';

const original = location.pathname + location.search + location.hash;

async function mountAt(search: string, buyer: Buyer, attrs: { checkout?: string; order?: string; token?: boolean; language?: string } = {}) {
  history.replaceState(null, '', `${location.pathname}${search}`);
  const markup = html`<shop-payment-result checkout-href=${attrs.checkout ?? ''} order-href=${attrs.order ?? ''}></shop-payment-result>`;
  const sf = await mountShop(buyer.siteKey, markup, { ...(attrs.token ? { token: buyer.token } : {}), language: attrs.language ?? 'en' });
  const el = sf.querySelector('shop-payment-result')!;
  if (!attrs.checkout) el.removeAttribute('checkout-href');
  if (!attrs.order) el.removeAttribute('order-href');
  await el.updateComplete;
  return { sf, el };
}

/** The `shop-navigate` events `el` emits from now on (each cancelled, so that the test page stays). */
function navigations(el: Element): Array<{ href: string | null; kind: string; id: unknown }> {
  const seen: Array<{ href: string | null; kind: string; id: unknown }> = [];
  el.addEventListener('shop-navigate', (e) => {
    const { href, kind, id } = (e as CustomEvent).detail;
    seen.push({ href, kind, id });
    e.preventDefault();
  });
  return seen;
}

describe('<shop-payment-result> leads the buyer on', () => {
  afterEach(() => history.replaceState(null, '', original));

  it('a cancelled payment: "Payment cancelled", nothing charged, and "Back to checkout" to checkout-href', async () => {
    const buyer = await newBuyer();
    const { el } = await mountAt('?pay_success=false&order_id=80003&error=user_cancel', buyer, { checkout: '/checkout.html' });
    expect(textOf(el)).to.contain('Payment cancelled');
    expect(textOf(el)).not.to.contain('failed');
    expect(textOf(el)).to.contain('Nothing was charged');
    const back = $<HTMLAnchorElement>(el, '[part~="checkout-link"]')!;
    expect(back.textContent!.trim()).to.equal('Back to checkout');
    expect(back.getAttribute('href')).to.equal('/checkout.html');
    const seen = navigations(el);
    back.click();
    expect(seen).to.deep.equal([{ href: '/checkout.html', kind: 'checkout', id: null }]);
    // Not an alert: the buyer chose it.
    expect($(el, '[part~="result"]')!.getAttribute('role')).to.equal('status');
    await expect(el).to.be.accessible();
  });

  it('without checkout-href, "Back to checkout" emits shop-navigate kind checkout', async () => {
    const buyer = await newBuyer();
    const { el } = await mountAt('?pay_success=false&order_id=80003&error=user_cancel', buyer);
    const seen = navigations(el);
    const back = $<HTMLButtonElement>(el, '[part~="checkout-link"]')!;
    expect(back.localName).to.equal('button');
    back.focus();
    back.click();
    expect(seen).to.deep.equal([{ href: null, kind: 'checkout', id: null }]);
  });

  for (const [language, title, back] of [
    ['ko', '결제 취소', '결제 페이지로 돌아가기'],
    ['ja', 'お支払いをキャンセルしました', 'ご注文手続きに戻る'],
  ] as const) {
    it(`says a cancellation neutrally in ${language}`, async () => {
      const buyer = await newBuyer();
      const { el } = await mountAt('?pay_success=false&order_id=80003&error=user_cancel', buyer, { checkout: '/checkout.html', language });
      expect($(el, '[part~="title"]')!.textContent!.trim()).to.equal(title);
      expect($(el, '[part~="checkout-link"]')!.textContent!.trim()).to.equal(back);
      await expect(el).to.be.accessible();
    });
  }

  it('a declined card: "Try again" back to checkout-href', async () => {
    const buyer = await newBuyer();
    const { el } = await mountAt('?pay_success=false&order_id=80002&error=card_declined', buyer, { checkout: '/checkout.html' });
    expect(textOf(el)).to.contain('Payment failed');
    const again = $<HTMLAnchorElement>(el, '[part~="checkout-link"]')!;
    expect(again.textContent!.trim()).to.equal('Try again');
    expect(again.getAttribute('href')).to.equal('/checkout.html');
    await expect(el).to.be.accessible();
  });

  it('a paid order: its items, total and receiver from the platform, a link to the order, what happens next; shop-purchase once', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { product_items: [{ variant_id: 1001, quantity: 2 }], content_items: [{ option_id: 5001 }] });
    const purchases: number[] = [];
    document.addEventListener('shop-purchase', (e) => purchases.push((e as CustomEvent).detail.order_id));
    const { el } = await mountAt(`?pay_success=true&order_id=${order_id}`, buyer, { token: true, order: '/order.html?id={order_id}' });
    await until(() => $(el, '[part~="items"]'), 'the items shown');
    await untilAsync(async () => (await calls(buyer.siteKey, 'GET', `/me/orders/${order_id}/details`)).length === 1, 'the lines read');
    const items = $(el, '[part~="items"]')!.textContent!;
    expect(items).to.contain('Linen Shirt');
    expect(items).to.contain('× 2');
    expect(items).to.contain('TypeScript for Beginners');
    const order = (await calls(buyer.siteKey, 'GET', `/me/orders/${order_id}`))[0]!;
    expect(order.status).to.equal(200);
    expect($(el, '[part~="total"]:not([part~="shipping"])')!.textContent).to.match(/Total paid ₩\d/);
    expect($(el, '[part~="receiver"]')!.textContent).to.contain('Test Buyer');
    const link = $<HTMLAnchorElement>(el, '[part~="order-link"]')!;
    expect(link.textContent!.trim()).to.equal('View your order');
    expect(link.getAttribute('href')).to.equal(`/order.html?id=${order_id}`);
    expect($(el, '[part~="next"]')!.textContent!.trim().length).to.be.greaterThan(10);
    await expect(el).to.be.accessible();
    await until(() => purchases.length === 1, 'shop-purchase');
    expect(purchases).to.deep.equal([order_id]);
  });

  it('a paid order without order-href: "View your order" emits shop-navigate kind order with its id', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { content_items: [{ option_id: 5001 }] });
    const { el } = await mountAt(`?pay_success=true&order_id=${order_id}`, buyer, { token: true });
    const button = await until(() => $<HTMLButtonElement>(el, '[part~="order-link"]'), 'the order link');
    const seen = navigations(el);
    button.click();
    expect(seen).to.deep.equal([{ href: null, kind: 'order', id: order_id }]);
  });
});
