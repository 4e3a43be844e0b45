/**
 * Cart rule 5, "merge once after every login": not only after the provider's callback,
 * but also after a token handed over by the site (`Session.useToken`). (Another tab's login:
 * test/node/session.e2e.test.ts.)
 */
import { expect, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { buyerToken, injectFault, mountShop, newSite, requests, textOf, until } from './helpers.js';

const merges = async (siteKey: string) => (await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === '/cart/merge-guest');

/** A storefront with a cart count, whose guest cart holds one vod option (the count shows 1). */
async function guestWithOneLine() {
  const siteKey = await newSite();
  const sf = await mountShop(siteKey, html`<shop-cart-count></shop-cart-count>`);
  const page = await sf.shop!.client.contents({ content_type: 'vod', limit: 1 });
  const option_id = page.items[0]!.options[0]!.option_id;
  await sf.shop!.cart.add({ item_type: 'content', option_id });
  const count = sf.querySelector('shop-cart-count')!;
  await until(() => textOf(count) === '1', 'the guest line');
  return { siteKey, sf, option_id, count };
}

/** The option_id of each content line of the shop's cart (null for a product line). */
const contentLines = (sf: ShopStorefront) => sf.shop!.cart.value.cart!.items.map((i) => (i.item_type === 'content' ? i.option_id : null));

describe('guest cart merge after login', () => {
  it("merges the guest cart once after useToken: the buyer's cart gets the guest lines", async () => {
    const { siteKey, sf, option_id, count } = await guestWithOneLine();

    await sf.shop!.session.useToken(await buyerToken(siteKey));
    await sf.shop!.cart.afterLogin();
    await until(() => sf.shop!.cart.value.kind === 'user' && sf.shop!.cart.value.cart !== null, "the buyer's cart");
    expect(contentLines(sf)).to.deep.equal([option_id]);
    expect(textOf(count)).to.equal('1');
    expect(await merges(siteKey)).to.have.length(1);

    // The same token again is no new login: no second merge.
    await sf.shop!.session.useToken(sf.shop!.session.token!);
    await sf.shop!.cart.settled();
    expect(await merges(siteKey)).to.have.length(1);
  });

  it("keeps the merged cart when a read of the buyer's cart made before the merge answers after it", async () => {
    const { siteKey, sf, option_id, count } = await guestWithOneLine();
    // A read of the buyer's cart (an element refreshing) leaves with the merge: the platform
    // reads the still empty cart at once but its answer arrives late, after the merge (held a
    // little before the platform acts) has answered with the merged cart.
    await injectFault(siteKey, { method: 'POST', path: '/cart/merge-guest', kind: 'latency', delay_ms: 300, times: 1 });
    await injectFault(siteKey, { method: 'GET', path: '/cart', kind: 'latency', delay_ms: 900, after: true, times: 1 });
    const token = await buyerToken(siteKey);

    const login = sf.shop!.session.useToken(token);
    const read = sf.shop!.cart.load(true);
    await login;
    await sf.shop!.cart.afterLogin();
    await read;
    await sf.shop!.cart.settled();
    expect(await merges(siteKey)).to.have.length(1);
    expect(contentLines(sf)).to.deep.equal([option_id]);
    expect(textOf(count)).to.equal('1');
  });
});
