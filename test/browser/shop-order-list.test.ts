import { expect } from '@open-wc/testing';
import '../../src/elements/shop-order-list/shop-order-list.js';
import type { ShopOrderList } from '../../src/elements/shop-order-list/shop-order-list.js';
import { formatPrice } from '../../src/i18n/i18n.js';
import { $, $$, calls, injectFault, listen, mountShop, newSite, sandboxUrl, settled, textOf, until } from './helpers.js';
import { html, mountBuyer, newBuyer, purchase, type Buyer } from './buyer-helpers.js';

async function mount(buyer: Buyer, content = html`<shop-order-list order-href="/order.html?id={order_id}"></shop-order-list>`) {
  const { el } = await mountBuyer<ShopOrderList>(buyer, content, 'shop-order-list');
  await until(() => $(el, '[part~="orders"]') || $(el, '[part~="empty"]') || $(el, '[part~="error"]'), 'orders');
  return el;
}

const rows = (el: Element) => $$(el, '[part~="order"]');

describe('<shop-order-list>', () => {
  it("lists the buyer's orders, newest first, with status and amount, linked by order-href", async () => {
    const buyer = await newBuyer();
    const first = await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    const second = await purchase(buyer, { content_items: [{ option_id: 5001 }, { option_id: 5025 }] });
    const el = await mount(buyer);
    expect(rows(el)).to.have.length(2);
    const links = $$<HTMLAnchorElement>(el, '[part~="card-link"]');
    expect(links.map((a) => a.textContent!.trim())).to.deep.equal([`Order ${second.order_id}`, `Order ${first.order_id}`]);
    expect(links[0]!.getAttribute('href')).to.equal(`/order.html?id=${second.order_id}`);
    expect(textOf(rows(el)[0]!)).to.contain('TypeScript for Beginners and 1 more');
    expect(textOf(rows(el)[0]!)).to.contain('Paid');
    expect(rows(el)[1]!.querySelector('[part~="price"]')!.textContent).to.equal(formatPrice(42000, 'KRW', 'en'));
    await expect(el).to.be.accessible();
  });

  it('colours each status pill by its meaning, with text that passes the contrast check', async () => {
    const buyer = await newBuyer();
    const paid = await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    const waiting = await purchase(buyer, { product_items: [{ variant_id: 1001 }], pending: true });
    const el = await mount(buyer);
    const pill = (id: number) =>
      rows(el)
        .find((r) => textOf(r).includes(`Order ${id}`))!
        .querySelector<HTMLElement>('[part~="status"]')!;
    expect(pill(paid.order_id).textContent!.trim()).to.equal('Paid');
    expect(pill(waiting.order_id).textContent!.trim()).to.equal('Awaiting payment');
    expect(pill(paid.order_id).getAttribute('part')).to.contain('status-active');
    expect(pill(waiting.order_id).getAttribute('part')).to.contain('status-waiting');
    const look = (e: HTMLElement) => `${getComputedStyle(e).color} on ${getComputedStyle(e).backgroundColor}`;
    expect(look(pill(paid.order_id))).to.not.equal(look(pill(waiting.order_id)));
    await expect(el).to.be.accessible();
  });

  it('offers "Continue to payment" on an unpaid order only: the payment start for that order, then the payment form', async () => {
    const buyer = await newBuyer();
    await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    const { order_id } = await purchase(buyer, { product_items: [{ variant_id: 1001 }], pending: true });
    const el = await mount(buyer, html`<shop-order-list redirect-url="/payment-result.html"></shop-order-list>`);
    const pay = $$<HTMLButtonElement>(el, '[part~="pay-button"]');
    expect(pay.map((b) => b.textContent!.trim())).to.deep.equal(['Continue to payment']);
    expect(pay[0]!.closest('[part~="order"]')!.textContent).to.contain(`Order ${order_id}`);
    await expect(el).to.be.accessible();

    const submitted: HTMLFormElement[] = [];
    const original = HTMLFormElement.prototype.submit;
    HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
      submitted.push(this);
    };
    const started = listen('shop-payment-start');
    try {
      pay[0]!.focus();
      pay[0]!.click();
      await until(() => submitted.length > 0, 'the payment form submitted');
    } finally {
      HTMLFormElement.prototype.submit = original;
      started.stop();
      for (const form of submitted) form.remove();
    }
    const sent = await calls(buyer.siteKey, 'POST', '/payments/initialize');
    expect(sent.map((r) => r.body)).to.deep.equal([{ order_id, pay_method: 'CARD', redirect_url: new URL('/payment-result.html', location.href).href }]);
    expect(started.seen.map((s) => s.order_id)).to.deep.equal([order_id]);
    const form = submitted[0]!;
    expect(form.getAttribute('action')).to.equal(`${sandboxUrl()}/__pay`);
    expect(Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]))).to.deep.equal(started.seen[0]!.fields);
  });

  it('without redirect-url, the payment comes back to this page; a refused start is said next to the order', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { content_items: [{ option_id: 5001 }], pending: true });
    const el = await mount(buyer, html`<shop-order-list></shop-order-list>`);
    const started = listen('shop-payment-start', true);
    try {
      $<HTMLButtonElement>(el, '[part~="pay-button"]')!.click();
      await until(() => started.seen.length > 0, 'shop-payment-start');
    } finally {
      started.stop();
    }
    const [sent] = await calls(buyer.siteKey, 'POST', '/payments/initialize');
    expect((sent!.body as { redirect_url: string }).redirect_url).to.equal(location.href);

    await injectFault(buyer.siteKey, {
      method: 'POST',
      path: '/payments/initialize',
      kind: 'status',
      status: 422,
      body: { message: `Order ${order_id} is not payable: it is paid.`, errors: { order_id: [`Order ${order_id} is not payable: it is paid.`] } },
    });
    await until(() => $<HTMLButtonElement>(el, '[part~="pay-button"]')?.getAttribute('aria-disabled') === 'false', 'the button ready again');
    $<HTMLButtonElement>(el, '[part~="pay-button"]')!.click();
    const alert = await until(() => $(el, '[part~="order"] [role="alert"]'), 'the error next to the order');
    expect(alert.textContent).to.contain('not payable');
    await expect(el).to.be.accessible();
  });

  it('page="first": the configuration error shows the attribute as written', async () => {
    const buyer = await newBuyer();
    const { el } = await mountBuyer<ShopOrderList>(buyer, html`<shop-order-list page="first"></shop-order-list>`, 'shop-order-list');
    const shown = await until(() => $(el, '[part~="config-error"]'), 'the configuration error');
    await el.updateComplete;
    expect(el.getAttribute('page')).to.equal('first');
    expect(shown.textContent).to.contain('page="first"');
    expect(shown.textContent).to.not.contain('NaN');
  });

  it('pages through the orders', async () => {
    const buyer = await newBuyer();
    const a = await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    const b = await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    const el = await mount(buyer, html`<shop-order-list limit="1"></shop-order-list>`);
    expect(textOf(el)).to.contain(`Order ${b.order_id}`);
    expect($(el, '[part~="page-status"]')!.textContent).to.contain('Page 1 of 2');
    $<HTMLButtonElement>(el, '[part~="next"]')!.click();
    await until(() => textOf(el).includes(`Order ${a.order_id}`), 'page 2');
    expect(el.getAttribute('page')).to.equal('2');
    const reads = await calls(buyer.siteKey, 'GET', '/me/orders');
    expect(reads.at(-1)!.query).to.include({ page: '2', limit: '1' });
    await expect(el).to.be.accessible();
  });

  it('emits shop-navigate without order-href', async () => {
    const buyer = await newBuyer();
    const { order_id } = await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    const el = await mount(buyer, html`<shop-order-list></shop-order-list>`);
    const navigations = listen('shop-navigate', true);
    try {
      $<HTMLElement>(el, '[part~="card-link"]')!.click();
      expect(navigations.seen).to.deep.equal([{ href: null, kind: 'order', id: order_id }]);
    } finally {
      navigations.stop();
    }
  });

  it('says so when there are no orders', async () => {
    const el = await mount(await newBuyer());
    expect(textOf(el)).to.contain('You have no orders yet.');
    await expect(el).to.be.accessible();
  });

  it('shows an error with a retry when the read fails', async () => {
    const buyer = await newBuyer();
    await purchase(buyer, { product_items: [{ variant_id: 1001 }] });
    await injectFault(buyer.siteKey, { method: 'GET', path: '/me/orders', kind: 'status', status: 500, times: 3 });
    const el = await mount(buyer);
    const alert = await until(() => $(el, '[role="alert"]'), 'error');
    await expect(el).to.be.accessible();
    alert.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => rows(el).length === 1, 'retried');
  });

  it('shows a permission notice on 403', async () => {
    const buyer = await newBuyer();
    await injectFault(buyer.siteKey, { method: 'GET', path: '/me/orders', kind: 'status', status: 403, body: { message: 'Forbidden.' } });
    const el = await mount(buyer);
    expect($(el, '[part~="forbidden"]')!.textContent).to.contain('You do not have access to this.');
    await expect(el).to.be.accessible();
  });

  it('emits shop-login-required once and shows a log-in prompt without a buyer', async () => {
    const required = listen('shop-login-required', true);
    try {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, html`<shop-order-list></shop-order-list>`);
      const el = sf.querySelector('shop-order-list')!;
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
