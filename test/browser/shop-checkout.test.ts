import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-checkout/shop-checkout.js';
import type { ShopCheckout } from '../../src/elements/shop-checkout/shop-checkout.js';
import { safePaymentAction, sameOriginUrl } from '../../src/elements/shop-checkout/payment-form.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { Shop } from '../../src/state/shop.js';
import { formatPrice } from '../../src/i18n/i18n.js';
import { lineName } from '../../src/ui/cart-line.js';
import { $, buyerToken, injectFault, listen, mountShop, newSite, requests, sandboxUrl, settled, textOf, type, until } from './helpers.js';

interface Mounted {
  siteKey: string;
  sf: ShopStorefront;
  shop: Shop;
  el: ShopCheckout;
  variant_id: number;
  option_id: number;
}

/** A logged-in buyer with Cotton T-Shirt × 2 (15000 each) and content option "Lifetime access" (79000). */
async function mount(opts: { redirect?: string; fill?: 'both' | 'contents' | 'none'; name?: string } = {}): Promise<Mounted> {
  const siteKey = await newSite();
  const token = await buyerToken(siteKey, opts.name ?? 'Ada Lovelace', 'ada@example.com');
  const sf = await mountShop(siteKey, html`<shop-checkout redirect-url=${opts.redirect ?? '/payment-result.html'}></shop-checkout>`, { token });
  const shop = sf.shop!;
  const product = await shop.client.product(102);
  const variant_id = product.variants.find((v) => v.is_active)!.variant_id;
  const option_id = (await shop.client.content(501)).options[0]!.option_id;
  const fill = opts.fill ?? 'both';
  if (fill === 'both') await shop.cart.add({ item_type: 'product', product_id: 102, variant_id, quantity: 2 });
  if (fill !== 'none') await shop.cart.add({ item_type: 'content', option_id });
  const el = sf.querySelector('shop-checkout')!;
  await until(() => shop.cart.value.cart && !shop.cart.value.loading && shop.session.value.user, 'cart and user');
  await el.updateComplete;
  return { siteKey, sf, shop, el, variant_id, option_id };
}

const krw = (n: number) => formatPrice(n, 'KRW', 'en');
const field = (el: Element, name: string) => $<HTMLInputElement>(el, `[name="${name}"]`)!;
const orderButton = (el: Element) => $<HTMLButtonElement>(el, '[part~="order-button"]')!;

async function fillAddress(el: ShopCheckout): Promise<void> {
  type(el, '[name="phone"]', '010-1234-5678');
  type(el, '[name="address"]', '1 Test Street');
  type(el, '[name="address_detailed"]', 'Apt 2');
  type(el, '[name="postal_code"]', '04524');
  await el.updateComplete;
}

function errorOf(el: Element, name: string): string | null {
  const id = field(el, name).getAttribute('aria-describedby');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? null) : null;
}

const posts = async (siteKey: string, path: string) => (await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === path);

describe('<shop-checkout>', () => {
  describe('when logged out', () => {
    it('emits shop-login-required once and shows a log-in prompt', async () => {
      const required = listen('shop-login-required', true);
      try {
        const siteKey = await newSite();
        const sf = await mountShop(siteKey, html`<shop-checkout redirect-url="/result.html"></shop-checkout>`);
        const el = sf.querySelector('shop-checkout')!;
        await until(() => required.seen.length > 0, 'shop-login-required');
        await settled(siteKey, el);
        expect(required.seen).to.have.length(1);
        expect(required.seen[0]!.returnTo).to.equal(location.pathname + location.search + location.hash);
        expect(textOf(el)).to.contain('Please log in to check out.');
        expect($(el, '[part~="login-button"]')!.textContent!.trim()).to.equal('Log in');
        expect($(el, 'form')).to.be.null;
        await expect(el).to.be.accessible();
      } finally {
        required.stop();
      }
    });
  });

  describe('when logged in', () => {
    it('shows a loading state while the cart loads', async () => {
      const siteKey = await newSite();
      const token = await buyerToken(siteKey);
      await injectFault(siteKey, { method: 'GET', path: '/cart', kind: 'latency', delay_ms: 1500 });
      const sf = await mountShop(siteKey, html`<shop-checkout redirect-url="/result.html"></shop-checkout>`, { token });
      const el = sf.querySelector('shop-checkout')!;
      await el.updateComplete;
      expect($(el, '[part~="loading"]')).to.exist;
      await expect(el).to.be.accessible();
      await until(() => textOf(el).includes('Your cart is empty.'), 'empty cart after loading', 10000);
    });

    it('shows the summary and a receiver form prefilled from /me', async () => {
      const { el, shop } = await mount();
      // Prices wait for the metadata's currency (the storefront names none).
      const summary = await until(() => $(el, '[part~="summary"]'), 'summary');
      for (const item of shop.cart.value.cart!.items) expect(textOf(summary)).to.contain(lineName(item));
      expect(summary.textContent).to.contain(krw(30000));
      expect($(el, '[part~="subtotal"]')!.textContent).to.contain(krw(109000));
      expect(field(el, 'receiver_name').value).to.equal('Ada Lovelace');
      await until(() => el.shadowRoot!.querySelectorAll('select option').length > 1, 'countries from metadata');
      const country = $<HTMLSelectElement>(el, 'select[name="country"]')!;
      expect(country.value).to.equal('KR');
      expect($(el, 'textarea[name="order_memo"]')).to.exist;
      expect(orderButton(el).textContent!.trim()).to.equal('Place order');
      await expect(el).to.be.accessible();
    });

    it('shows a message and no order button when the cart is empty', async () => {
      const { el } = await mount({ fill: 'none' });
      expect(textOf(el)).to.contain('Your cart is empty.');
      expect($(el, '[part~="order-button"]')).to.be.null;
      await expect(el).to.be.accessible();
    });

    it('checks receiver name and phone before sending anything', async () => {
      const { siteKey, el } = await mount();
      type(el, '[name="receiver_name"]', '');
      type(el, '[name="phone"]', '');
      type(el, '[name="address"]', '1 Test Street');
      type(el, '[name="postal_code"]', '04524');
      await el.updateComplete;
      orderButton(el).click();
      await el.updateComplete;
      await until(() => el.shadowRoot!.activeElement === field(el, 'receiver_name'), 'focus on the first invalid field');
      expect(errorOf(el, 'receiver_name')).to.contain('receiver name');
      expect(errorOf(el, 'phone')).to.contain('phone');
      expect(field(el, 'receiver_name').getAttribute('aria-invalid')).to.equal('true');
      expect(field(el, 'address').getAttribute('aria-invalid')).to.equal('false');
      expect(await posts(siteKey, '/orders')).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it("shows the platform's 422 next to the field and keeps what was typed", async () => {
      const { siteKey, el } = await mount();
      await fillAddress(el);
      type(el, '[name="order_memo"]', 'Leave at the door');
      await injectFault(siteKey, {
        method: 'POST',
        path: '/orders',
        kind: 'status',
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'receiver.phone': ['The phone number is invalid.'] } },
      });
      orderButton(el).click();
      await until(() => errorOf(el, 'phone'), 'phone error');
      expect(errorOf(el, 'phone')).to.equal('The phone number is invalid.');
      expect($(el, '[role="alert"]')!.textContent).to.contain('The given data was invalid.');
      expect(field(el, 'phone').value).to.equal('010-1234-5678');
      expect(field(el, 'address').value).to.equal('1 Test Street');
      expect(field(el, 'order_memo').value).to.equal('Leave at the door');
      await until(() => el.shadowRoot!.activeElement === field(el, 'phone'), 'focus on phone');
      expect(orderButton(el).disabled).to.equal(false);
      expect(await posts(siteKey, '/orders')).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('maps receiver.region.country to the country field', async () => {
      const { siteKey, el } = await mount();
      await fillAddress(el);
      await injectFault(siteKey, {
        method: 'POST',
        path: '/orders',
        kind: 'status',
        status: 422,
        body: { message: 'Invalid.', errors: { 'receiver.region.country': ['We do not ship there.'], total_price: ['Changed.'] } },
      });
      orderButton(el).click();
      await until(() => errorOf(el, 'country'), 'country error');
      expect(errorOf(el, 'country')).to.equal('We do not ship there.');
      expect($(el, '[role="alert"]')!.textContent).to.contain('Changed.');
    });

    it('creates one order, starts one payment and hands over the payment fields, even after 10 fast clicks', async () => {
      const { siteKey, el, variant_id, option_id } = await mount();
      await fillAddress(el);
      type(el, '[name="order_memo"]', 'Gift wrap');
      const created = listen('shop-order-create');
      const started = listen('shop-payment-start', true);
      try {
        for (let i = 0; i < 10; i++) orderButton(el).click();
        await until(() => started.seen.length > 0, 'shop-payment-start');
        // Every click was before the first answer: any second order or payment start would have
        // been sent by now, and answered and handled once the page has settled.
        await settled(siteKey, el);
        expect(created.seen).to.have.length(1);
        expect(started.seen).to.have.length(1);
        const order = created.seen[0]!;
        const start = started.seen[0]!;
        expect(start.order_id).to.equal(order.order_id);
        expect(start.action).to.equal(`${sandboxUrl()}/__pay`);
        expect(start.fields.nonce).to.be.a('string').and.not.be.empty;
        expect(start.fields.order_id).to.equal(String(order.order_id));
        expect(start.fields.price).to.equal(String(order.price));
        expect(start.fields).not.to.have.property('extra_null');

        const orders = await posts(siteKey, '/orders');
        const inits = await posts(siteKey, '/payments/initialize');
        expect(orders).to.have.length(1);
        expect(inits).to.have.length(1);
        expect(orders[0]!.body).to.deep.equal({
          product_items: [{ variant_id, product_id: 102 }],
          content_items: [{ option_id }],
          quantities: { [variant_id]: 2 },
          total_price: 109000,
          order_memo: 'Gift wrap',
          receiver: {
            receiver_name: 'Ada Lovelace',
            phone: '010-1234-5678',
            address: '1 Test Street',
            address_detailed: 'Apt 2',
            postal_code: '04524',
            pcc_number: '',
            region: { country: 'KR' },
          },
        });
        expect(inits[0]!.body).to.deep.equal({
          order_id: order.order_id,
          redirect_url: new URL('/payment-result.html', location.href).href,
          pay_method: 'CARD',
        });
        expect(orderButton(el).disabled).to.equal(true);
        expect(document.querySelector('body > form')).to.be.null;
      } finally {
        created.stop();
        started.stop();
      }
    });

    it('sends an empty quantities object for contents only and asks no address', async () => {
      const { siteKey, el, option_id } = await mount({ fill: 'contents' });
      type(el, '[name="phone"]', '010-1234-5678');
      await el.updateComplete;
      const started = listen('shop-payment-start', true);
      try {
        orderButton(el).click();
        await until(() => started.seen.length > 0, 'shop-payment-start');
      } finally {
        started.stop();
      }
      const [order] = await posts(siteKey, '/orders');
      expect(order!.body).to.include.keys('quantities', 'product_items', 'content_items');
      const body = order!.body as { quantities: unknown; product_items: unknown; content_items: unknown; total_price: unknown };
      expect(body.quantities).to.deep.equal({});
      expect(body.product_items).to.deep.equal([]);
      expect(body.content_items).to.deep.equal([{ option_id }]);
      expect(body.total_price).to.equal(79000);
    });

    it('submits a hidden form with every non-null field, unchanged, when not prevented', async () => {
      const { siteKey, el } = await mount();
      await fillAddress(el);
      const submitted: HTMLFormElement[] = [];
      const original = HTMLFormElement.prototype.submit;
      HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
        submitted.push(this);
      };
      const started = listen('shop-payment-start');
      try {
        orderButton(el).click();
        await until(() => submitted.length > 0, 'form submitted');
      } finally {
        HTMLFormElement.prototype.submit = original;
        started.stop();
      }
      const form = submitted[0]!;
      try {
        expect(submitted).to.have.length(1);
        expect(form.parentElement).to.equal(document.body);
        expect(form.getAttribute('method')!.toUpperCase()).to.equal('POST');
        expect(form.getAttribute('action')).to.equal(`${sandboxUrl()}/__pay`);
        const inputs = [...form.querySelectorAll('input')];
        expect(inputs.every((i) => i.type === 'hidden')).to.equal(true);
        expect(Object.fromEntries(inputs.map((i) => [i.name, i.value]))).to.deep.equal(started.seen[0]!.fields);
        expect(inputs.map((i) => i.name)).not.to.include('extra_null');
        // The payment page accepts the fields as they are (it checks their signature).
        await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), mode: 'no-cors' });
        const { orders } = (await (await fetch(`${sandboxUrl()}/__sandbox/orders?site_key=${siteKey}`)).json()) as {
          orders: Array<{ payment_fields: Record<string, string> | null }>;
        };
        expect(orders[0]!.payment_fields).to.deep.equal(started.seen[0]!.fields);
      } finally {
        form.remove();
      }
    });

    it('keeps the order when the payment cannot start, and retries only the payment', async () => {
      const { siteKey, el } = await mount();
      await fillAddress(el);
      await injectFault(siteKey, { method: 'POST', path: '/payments/initialize', kind: 'status', status: 500 });
      const created = listen('shop-order-create');
      const started = listen('shop-payment-start', true);
      try {
        orderButton(el).click();
        const alert = await until(() => $(el, '[role="alert"]'), 'payment error');
        const order_id = created.seen[0]!.order_id;
        expect(alert.textContent).to.contain(`Order ${order_id} was created`);
        expect(orderButton(el).textContent!.trim()).to.equal('Try payment again');
        expect(started.seen).to.have.length(0);
        await expect(el).to.be.accessible();
        orderButton(el).click();
        await until(() => started.seen.length > 0, 'shop-payment-start');
        expect(started.seen[0]!.order_id).to.equal(order_id);
        expect(created.seen).to.have.length(1);
        expect(await posts(siteKey, '/orders')).to.have.length(1);
        expect(await posts(siteKey, '/payments/initialize')).to.have.length(2);
      } finally {
        created.stop();
        started.stop();
      }
    });

    it('refuses a redirect-url on another origin: the configuration error instead of the form, and no order', async () => {
      const { siteKey, el } = await mount({ redirect: 'https://evil.example/result' });
      const alert = await until(() => $(el, '[part~="config-error"]'), 'configuration error');
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(alert.textContent).to.contain('redirect-url="https://evil.example/result"');
      expect(alert.textContent).to.contain('an address on this site');
      expect($(el, 'form')).to.equal(null);
      expect(await posts(siteKey, '/orders')).to.have.length(0);
      await expect(el).to.be.accessible();
    });
  });

  describe('when the token expires mid-session', () => {
    it('drops the token, emits shop-login-required once and shows the prompt', async () => {
      const { siteKey, shop, el } = await mount();
      const required = listen('shop-login-required', true);
      try {
        await injectFault(siteKey, { method: 'GET', path: '/cart', kind: 'status', status: 401, body: { message: 'Unauthenticated.' } });
        await shop.cart.refresh();
        await until(() => $(el, '[part~="login-prompt"]'), 'prompt');
        await settled(siteKey, el);
        expect(shop.session.token).to.equal(null);
        expect(required.seen).to.have.length(1);
        await expect(el).to.be.accessible();
      } finally {
        required.stop();
      }
    });
  });

  describe('payment addresses', () => {
    it('posts only to https, or http on a loopback host', () => {
      expect(safePaymentAction('https://pay.example.com/form')).to.equal('https://pay.example.com/form');
      expect(safePaymentAction('http://localhost:9000/pay')).to.not.equal(null);
      expect(safePaymentAction('http://127.0.0.1/pay')).to.not.equal(null);
      expect(safePaymentAction('http://[::1]:8080/pay')).to.not.equal(null);
      expect(safePaymentAction('http://pay.example.com/form')).to.equal(null);
      expect(safePaymentAction('javascript:alert(1)')).to.equal(null);
      expect(safePaymentAction('data:text/html,<b>x</b>')).to.equal(null);
    });

    it('accepts only a same-origin redirect-url', () => {
      expect(sameOriginUrl('/result.html')).to.equal(`${location.origin}/result.html`);
      expect(sameOriginUrl(`${location.origin}/r?x=1`)).to.equal(`${location.origin}/r?x=1`);
      expect(sameOriginUrl('https://evil.example/r')).to.equal(null);
      expect(sameOriginUrl('//evil.example/r')).to.equal(null);
      expect(sameOriginUrl('')).to.equal(null);
      expect(sameOriginUrl(null)).to.equal(null);
    });
  });
});
