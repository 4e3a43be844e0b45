/**
 * The order summary of `<shop-checkout>` (`summaryTemplate`): the shipping estimated per product
 * line and the estimated total, marked as estimates; each line's buyer inputs with their labels,
 * and its variant named as the product page names it, in the shop's language.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopCheckout } from '../../src/elements/shop-checkout/shop-checkout.js';
import type { Shop } from '../../src/state/shop.js';
import { formatPrice } from '../../src/i18n/i18n.js';
import { $, $$, buyerToken, mountShop, newSite, textOf, until } from './helpers.js';

/** A logged-in buyer on a checkout with Engraved Cutting Board (108) Small × 1 and its inputs, and Cotton T-Shirt (102) × 2. */
async function mount(language = 'en'): Promise<{ shop: Shop; el: ShopCheckout }> {
  const siteKey = await newSite();
  const token = await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com');
  const sf = await mountShop(siteKey, html`<shop-checkout redirect-url="/payment-result.html"></shop-checkout>`, { token, language });
  const shop = sf.shop!;
  const board = (await shop.client.product(108)).variants.find((v) => v.attributesArray[0]?.value === 'Small')!;
  await shop.cart.add({
    item_type: 'product',
    product_id: 108,
    variant_id: board.variant_id,
    quantity: 1,
    buyer_inputs: { 301: 'For Mina', 302: 'Happy birthday!' },
  });
  const shirt = (await shop.client.product(102)).variants.find((v) => v.is_active)!;
  await shop.cart.add({ item_type: 'product', product_id: 102, variant_id: shirt.variant_id, quantity: 2 });
  const el = sf.querySelector('shop-checkout')!;
  await until(() => shop.cart.value.cart?.items.length === 2 && !shop.cart.value.loading && shop.session.value.user, 'cart and user');
  return { shop, el };
}

const krw = (n: number, lang: 'en' | 'ja' = 'en') => formatPrice(n, 'KRW', lang);
const text = (el: Element, part: string) => textOf($(el, `[part~="${part}"]`) ?? document.createElement('p'));

describe('<shop-checkout> order summary', () => {
  it('shows the shipping estimated per product line and the estimated total, marked as estimates', async () => {
    const { el } = await mount();
    // The board (45,000) pays 3,000 below its threshold of 50,000; the T-shirts ship free.
    await until(() => text(el, 'total') === `Estimated total ${krw(45000 + 30000 + 3000)}`, 'the estimated total');
    expect(text(el, 'subtotal')).to.equal(`Subtotal ${krw(75000)}`);
    expect(text(el, 'shipping')).to.equal(`Shipping (estimate) ${krw(3000)}`);
    expect(text(el, 'estimate-note')).to.equal('The final amount is confirmed when you place your order.');
    await expect(el).to.be.accessible();
  });

  it('shows each line’s buyer inputs with their labels', async () => {
    const { el } = await mount();
    const inputs = await until(() => $$(el, '[part~="inputs"]').find((i) => i.textContent!.includes('Engraving text')), 'the labelled inputs');
    expect([...inputs.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Engraving text: For Mina',
      'Gift message: Happy birthday!',
    ]);
    expect(inputs.closest('[part~="line"]')!.textContent).to.contain('Engraved Cutting Board');
  });

  it('names the variant and the inputs in the shop’s language (ja), with the estimate', async () => {
    const { el } = await mount('ja');
    await until(() => $$(el, '[part~="inputs"]').some((i) => i.textContent!.includes('刻印する文字')), 'the labelled inputs');
    const board = $$(el, '[part~="line"]').find((l) => l.textContent!.includes('名入れカッティングボード'))!;
    expect(textOf(board.querySelector('[part~="detail"]')!)).to.equal('小');
    await until(() => text(el, 'total') === `お支払い予定額（概算） ${krw(78000, 'ja')}`, 'the estimated total in ja');
    expect(text(el, 'shipping')).to.equal(`送料（概算） ${krw(3000, 'ja')}`);
  });
});
