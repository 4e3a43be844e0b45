import { expect } from '@open-wc/testing';
import '../../src/elements/shop-order-detail/shop-order-detail.js';
import type { ShopOrderDetail } from '../../src/elements/shop-order-detail/shop-order-detail.js';
import { formatPrice } from '../../src/i18n/i18n.js';
import { $, $$, admin, buyerToken, listen, mountShop, newSite, settled, textOf, until } from './helpers.js';
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

  it('shows not-found for a missing order (404)', async () => {
    const el = await mount(await newBuyer(), 12345);
    expect($(el, '[part~="not-found"]')!.textContent).to.contain('We could not find this.');
    await expect(el).to.be.accessible();
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
