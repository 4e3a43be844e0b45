import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/shop-content-detail/shop-content-detail.js';
import '../../src/elements/shop-cart/shop-cart.js';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopContentDetail } from '../../src/elements/shop-content-detail/shop-content-detail.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { loadLocale } from '../../src/i18n/load.js';
import { buyerToken, expectConsoleOnce, expectNoConsole, listen, mountShop, newSite, requests, sandboxUrl, settled, textOf, type, until } from './helpers.js';

// <shop-storefront display-currency> (README, "Prices in the buyer's currency"). The sandbox's
// content detail carries exchangeRates { USD: 0.00072, JPY: 0.11 } (per KRW). Seed (docs/sandbox.md):
// 501 vod, option 5001 "Lifetime access" 99,000 on sale at 79,000; 514 digital content, options
// 5025 "Personal license" and 5026 "Commercial license".

interface Mounted {
  siteKey: string;
  storefront: ShopStorefront;
  el: ShopContentDetail;
  sr: ShadowRoot;
}

async function mount(
  contentId: number,
  display: string | null,
  opts: { language?: string; token?: string; extra?: ReturnType<typeof html> } = {},
): Promise<Mounted> {
  const siteKey = await newSite();
  const language = opts.language ?? 'en';
  const storefront = await mountShop(siteKey, html`<shop-content-detail content-id=${contentId}></shop-content-detail>${opts.extra ?? ''}`, {
    language,
    ...(opts.token ? { token: opts.token } : {}),
    displayCurrency: display,
  });
  const el = storefront.querySelector('shop-content-detail')!;
  await until(() => el.shadowRoot?.querySelector('h2'), 'content shown');
  return { siteKey, storefront, el, sr: el.shadowRoot! };
}

const converted = (sr: ShadowRoot) => [...sr.querySelectorAll('[part=converted-price]')];
/** What a sighted buyer reads (aria-hidden part) and what a screen reader reads (the hidden text). */
const seen = (p: Element) => p.querySelector('[aria-hidden=true]')!.textContent!.trim();
const heard = (p: Element) => p.querySelector('.visually-hidden')!.textContent!.trim();

describe('display-currency on <shop-storefront>', () => {
  it('shows each option price also in USD, marked as an estimate, with an accessible text', async () => {
    const { el, sr } = await mount(501, 'USD');
    const option = sr.querySelector('[part=option]')!;
    expect(option.querySelector('[part=sale-price]')!.textContent).to.contain('₩79,000');
    const [usd] = converted(sr);
    // 79,000 × 0.00072 = 56.88, in the page language's format.
    expect(seen(usd!)).to.equal('≈ $56.88 (estimate)');
    expect(heard(usd!)).to.equal('Estimate: about $56.88');
    await expect(el).to.be.accessible();
  });

  it('speaks Korean and Japanese, in their number formats', async () => {
    const ko = await mount(501, 'usd', { language: 'ko' });
    expect(seen(converted(ko.sr)[0]!)).to.equal('≈ US$56.88 (예상)');
    expect(heard(converted(ko.sr)[0]!)).to.equal('예상 환산 금액: 약 US$56.88');
    await expect(ko.el).to.be.accessible();
    const ja = await mount(501, 'JPY', { language: 'ja' });
    // 79,000 × 0.11 = 8,690 yen (no minor unit).
    expect(seen(converted(ja.sr)[0]!)).to.equal('≈ ￥8,690（概算）');
    expect(heard(converted(ja.sr)[0]!)).to.equal('概算の換算額: 約￥8,690');
    await expect(ja.el).to.be.accessible();
  });

  it('converts every option, follows a change of the attribute, and goes away when it is removed', async () => {
    const { storefront, el, sr } = await mount(514, null);
    expect(converted(sr)).to.have.length(0);
    storefront.setAttribute('display-currency', 'JPY');
    await until(() => converted(sr).length === 2, 'converted prices');
    const prices = [...sr.querySelectorAll('[part=option] [part=sale-price]')].map((p) => Number(p.textContent!.replace(/[^0-9]/g, '')));
    expect(converted(sr).map(seen)).to.deep.equal(
      prices.map((p) => `≈ ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }).format(p * 0.11)} (estimate)`),
    );
    storefront.removeAttribute('display-currency');
    await until(() => converted(sr).length === 0, 'converted prices gone');
    await expect(el).to.be.accessible();
  });

  it('shows only the price for a currency without a rate or the shop currency itself, with no warning', async () => {
    await expectNoConsole(async () => {
      const eur = await mount(501, 'EUR');
      expect(converted(eur.sr)).to.have.length(0);
      expect(eur.sr.querySelector('[part=sale-price]')!.textContent).to.contain('₩79,000');
      const krw = await mount(501, 'KRW');
      expect(converted(krw.sr)).to.have.length(0);
    });
  });

  it('shows only the price for a code that is not ISO 4217, with one console warning', async () => {
    const [dollars] = await expectConsoleOnce(['display-currency="DOLLARS"', 'display-currency="XQQ"'], async (said) => {
      const { storefront, el, sr } = await mount(514, 'DOLLARS');
      expect(converted(sr)).to.have.length(0);
      expect(sr.querySelectorAll('[part=sale-price]')).to.have.length(2);
      // Rendered again (another option chosen, a second element): still one warning.
      sr.querySelectorAll<HTMLInputElement>('[part=option] input')[1]!.click();
      await el.updateComplete;
      const second = document.createElement('shop-content-detail');
      second.setAttribute('content-id', '501');
      storefront.append(second);
      await until(() => second.shadowRoot?.querySelector('h2'), 'second content shown');
      expect(converted(second.shadowRoot!)).to.have.length(0);
      // A well-formed code no currency has: the same.
      storefront.setAttribute('display-currency', 'XQQ');
      await el.updateComplete;
      // The text arrives with the configuration-error view (a chunk): wait for both warnings.
      await until(() => said.some((line) => line.text.includes('XQQ')), 'the XQQ warning');
    });
    expect(dollars).to.contain('is not an ISO 4217 currency code');
  });

  it('sends nothing different: the cart and the order stay in the platform currency', async () => {
    const siteKey0 = await newSite();
    const token = await buyerToken(siteKey0, 'Ada Lovelace', 'ada@example.com');
    // The buyer's own site: mount on it (mount() makes a new site, so build the page by hand).
    const storefront = await fixture<ShopStorefront>(
      html`<shop-storefront site-key=${siteKey0} base-url=${sandboxUrl()} language="en" token-storage="memory" display-currency="USD"
        ><shop-content-detail content-id="501"></shop-content-detail><shop-cart></shop-cart><shop-checkout redirect-url="/payment-result.html"></shop-checkout
      ></shop-storefront>`,
    );
    await storefront.shop!.session.useToken(token);
    await loadLocale('en');
    const el = storefront.querySelector('shop-content-detail')!;
    const sr = el.shadowRoot!;
    const shop = storefront.shop!;
    await until(() => converted(sr).length === 1 && shop.cart.value.cart && !shop.cart.value.loading && shop.session.value.user, 'price, cart and buyer');
    await el.updateComplete;
    sr.querySelector<HTMLButtonElement>('[part~=add-button]')!.click();
    await until(() => sr.querySelector('[part~=in-cart-button]') || sr.querySelector('[part=error]'), 'added');
    expect(sr.querySelector('[part=error]')?.textContent ?? null).to.equal(null);
    const adds = (await requests(siteKey0)).filter((r) => r.method === 'POST' && /^\/(guest-)?cart$/.test(r.path));
    expect(adds.map((r) => r.body)).to.deep.equal([{ data: { 5001: 1 } }]);
    // The cart shows the platform's currency only.
    const cart = storefront.querySelector('shop-cart')!;
    await until(() => textOf(cart).includes('₩79,000'), 'cart line in KRW');
    expect(textOf(cart)).not.to.contain('$');
    // The order: the same total in the platform's currency.
    const checkout = storefront.querySelector('shop-checkout')!;
    await until(() => checkout.shadowRoot?.querySelector('[part~="order-button"]'), 'checkout form');
    type(checkout, '[name="phone"]', '010-1234-5678');
    await checkout.updateComplete;
    const started = listen('shop-payment-start', true);
    try {
      checkout.shadowRoot!.querySelector<HTMLButtonElement>('[part~="order-button"]')!.click();
      await until(() => started.seen.length > 0, 'shop-payment-start');
    } finally {
      started.stop();
    }
    await settled(siteKey0, el, cart, checkout);
    const sent = await requests(siteKey0);
    const order = sent.find((r) => r.method === 'POST' && r.path === '/orders')!;
    expect((order.body as { total_price: unknown }).total_price).to.equal(79000);
    expect((order.body as { content_items: unknown }).content_items).to.deep.equal([{ option_id: 5001 }]);
    // No request names the display currency or carries a converted amount.
    for (const r of sent) expect(JSON.stringify([r.path, r.query, r.body])).not.to.match(/USD|56\.88/);
    await expect(el).to.be.accessible();
  });
});
