/**
 * Seller HTML cannot borrow the shop's own look: a seller link with the classes of the
 * shop's buttons (`class="button primary"`) is a plain link in a product description, not a
 * copy of "Buy now".
 */
import { expect, html } from '@open-wc/testing';
import { mountShop, newSite, setSellerHtml, until } from './helpers.js';

describe("seller HTML and the shop's classes", () => {
  it('a seller link with class="button primary" does not look like the Buy now button', async () => {
    const siteKey = await newSite();
    await setSellerHtml(siteKey, 'product', 110, '<p><a class="button primary" href="https://evil.example/pay">Pay now</a></p>');
    const sf = await mountShop(siteKey, html`<shop-product-detail product-id="110"></shop-product-detail>`);
    const el = sf.querySelector('shop-product-detail')!;
    const link = await until(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('.seller-html a'), 'the seller link');
    const buy = el.shadowRoot!.querySelector<HTMLElement>('[part~="buy-button"]')!;
    expect(link.hasAttribute('class')).to.equal(false);
    expect(link.getAttribute('href')).to.equal('https://evil.example/pay');
    const look = (e: Element) => {
      const s = getComputedStyle(e);
      return { background: s.backgroundColor, color: s.color, padding: s.paddingTop, radius: s.borderTopLeftRadius };
    };
    expect(look(link)).not.to.deep.equal(look(buy));
  });
});
