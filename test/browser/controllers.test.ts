/**
 * The shared pieces on throwaway elements defined here (as Material Web tests its internals):
 * ShopController, ShopTask with renderTask, renderStatus, and the controllers the elements share
 * (field errors, cart reading, the login gate, the pager). Real Chromium, the real sandbox;
 * assertions on what a user would see: text, aria-invalid, aria-busy, focus.
 */
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { loadLocale } from '../../src/i18n/load.js';
import { StorefrontError } from '../../src/api/errors.js';
import type { ProductDetail } from '../../src/api/readers/product.js';
import { FieldErrorsController, fieldErrorsOf, without } from '../../src/ui/field-errors.js';
import { LoginGateController } from '../../src/ui/login-gate.js';
import { PagerController, type PagedAnswer } from '../../src/ui/pager.js';
import { ShopController } from '../../src/ui/shop-controller.js';
import { ShopElement } from '../../src/ui/shop-element.js';
import { ShopTask } from '../../src/ui/shop-task.js';
import { renderStatus, renderTask, type StatusState } from '../../src/ui/status.js';
import { baseStyles } from '../../src/ui/styles.js';
import { $, calls, clearFaults, injectFault, listen, mountShop, newSite, nextTask, sandboxUrl, settled, textOf, until } from './helpers.js';

/** Shows the storefront's site key and the number of cart lines (ShopController with watchCart). */
class TestShopView extends LitElement {
  readonly controller = new ShopController(this, { watchCart: true });
  override render() {
    const shop = this.controller.shop;
    return html`<p>${shop ? `site ${shop.siteKey}, ${shop.cart.value.cart?.items.length ?? '?'} lines` : 'no shop'}</p>`;
  }
}
customElements.define('test-shop-view', TestShopView);

/** A product name read through a ShopTask and rendered with renderTask. */
class TestTaskView extends ShopElement {
  static override styles = [baseStyles];
  static override properties = { productId: { type: Number, attribute: 'product-id' } };
  productId = 101;
  readonly task = new ShopTask(this, {
    task: async ([shop, id], { signal }) => (shop ? shop.client.product(id, signal) : undefined),
    args: () => [this.shop, this.productId] as const,
  });
  override render() {
    return renderTask(this.task, { language: this.language, complete: (p: ProductDetail | undefined) => html`<h2>${p?.name}</h2>` });
  }
}
customElements.define('test-task-view', TestTaskView);

/** renderStatus of a state set by the test, around a text field. */
class TestStatusView extends LitElement {
  static override styles = [baseStyles];
  static override properties = { state: { attribute: false }, markBusy: { attribute: false } };
  state: StatusState<string> = { value: undefined, error: null, pending: true, retry: () => {} };
  markBusy = true;
  override render() {
    return renderStatus(this.state, {
      language: 'en',
      markBusy: this.markBusy,
      isEmpty: (v) => v === '',
      complete: (v) => html`<label>Note <input name="note" .value=${v} /></label>`,
    });
  }
}
customElements.define('test-status-view', TestStatusView);

/** A form with a text field, a radio group and a memo, its messages in a FieldErrorsController. */
class TestFieldForm extends LitElement {
  readonly errors = new FieldErrorsController<'name' | 'size' | 'memo'>(this);
  override render() {
    const invalid = (key: 'name' | 'size' | 'memo') => String(this.errors.has(key));
    return html`<form>
      <label>Name <input name="name" aria-invalid=${invalid('name')} @input=${() => this.errors.clear('name')} /></label>
      <fieldset role="radiogroup" aria-invalid=${invalid('size')}>
        <legend>Size</legend>
        <label><input type="radio" name="size" value="s" disabled /> S</label>
        <label><input type="radio" name="size" value="m" /> M</label>
      </fieldset>
      <label>Memo <textarea name="memo" aria-invalid=${invalid('memo')} @input=${() => this.errors.clear('memo')}></textarea></label>
      ${Object.entries(this.errors.all).map(([key, message]) => html`<p class="field-error" data-for=${key}>${message}</p>`)}
    </form>`;
  }
}
customElements.define('test-field-form', TestFieldForm);

/** Reads the cart through CartLoadController (ShopElement's, switched on by needsCart) and shows its lines. */
class TestCartView extends ShopElement {
  protected static override shopOptions = { watchCart: true };
  protected override needsCart(): boolean {
    return true;
  }
  override render() {
    const cart = this.shop?.cart.value.cart;
    return html`<p>${cart ? `${cart.items.length} lines` : 'loading'}</p>`;
  }
}
customElements.define('test-cart-view', TestCartView);

/** Needs a buyer: LoginGateController's prompt while logged out. */
class TestGated extends ShopElement {
  static override styles = [baseStyles];
  readonly gate = new LoginGateController(this, { shop: () => this.shop, onError: (e) => this.reportError(e) });
  override render() {
    return this.shop?.session.loggedIn ? html`<p>Welcome</p>` : this.gate.renderPrompt('Log in to see this.', 'Log in');
  }
}
customElements.define('test-gated', TestGated);

/** A list of `total` items, 2 a page, with PagerController. */
class TestPaged extends LitElement {
  static override styles = [baseStyles];
  static override properties = { page: { type: Number }, total: { type: Number } };
  page = 1;
  total = 5;
  readonly pager = new PagerController(this, { get: () => this.page, set: (page) => (this.page = page), limit: () => 2 });
  #list(): PagedAnswer {
    const start = (this.page - 1) * 2;
    const items = Array.from({ length: Math.max(0, Math.min(2, this.total - start)) }, (_, i) => `item ${start + i + 1}`);
    return { items, total: this.total, per_page: null, last_page: null };
  }
  override render() {
    const list = this.#list();
    return html`${
      this.pager.isPastEnd(list)
        ? this.pager.renderPastEnd(list, 'en')
        : html`<ul>
            ${list.items.map((i) => html`<li>${i}</li>`)}
          </ul>`
    }
    ${this.pager.render(list, 'en')}`;
  }
}
customElements.define('test-paged', TestPaged);

describe('shared pieces', () => {
  before(() => loadLocale('en'));

  describe('ShopController', () => {
    it('finds the nearest storefront, and re-renders on cart changes when it watches the cart', async () => {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, testHtml`<test-shop-view></test-shop-view>`);
      const el = sf.querySelector('test-shop-view')!;
      await until(() => textOf(el).startsWith(`site ${siteKey}`), 'shop found');
      const product = await sf.shop!.client.product(102);
      await sf.shop!.cart.add({ item_type: 'product', product_id: 102, variant_id: product.variants.find((v) => v.is_active)!.variant_id, quantity: 1 });
      await until(() => textOf(el) === `site ${siteKey}, 1 lines`, 'cart change rendered');
    });

    it('finds a storefront that connects later, outside it', async () => {
      const siteKey = await newSite();
      const el = await fixture<TestShopView>(testHtml`<test-shop-view></test-shop-view>`);
      expect(textOf(el)).to.equal('no shop');
      const sf = document.createElement('shop-storefront');
      for (const [name, value] of Object.entries({ 'site-key': siteKey, 'base-url': sandboxUrl(), language: 'en', 'token-storage': 'memory' }))
        sf.setAttribute(name, value);
      document.body.append(sf);
      try {
        await until(() => textOf(el).startsWith(`site ${siteKey}`), 'the later storefront found');
      } finally {
        sf.remove();
      }
    });
  });

  describe('ShopTask and renderTask', () => {
    it('keeps the last good value on screen, marked stale, through a failed refresh, and retries', async () => {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, testHtml`<test-task-view product-id="101"></test-task-view>`);
      const el = sf.querySelector<TestTaskView>('test-task-view')!;
      const name = (await until(() => $(el, 'h2')?.textContent, 'first read')) as string;
      expect(el.task.lastValue?.name).to.equal(name);
      // A refusal (a 5xx read would be tried again by the client).
      await injectFault(siteKey, { method: 'GET', path: '/products/101', kind: 'status', status: 404, times: 1 });
      sf.shop!.client.transport.invalidate('/products/101');
      void el.task.run();
      await until(() => $(el, '[part~="stale"]'), 'stale notice');
      expect($(el, '[role="alert"]')!.textContent).to.not.equal('');
      expect($(el, 'h2')!.textContent, 'the last good value stays').to.equal(name);
      expect(el.task.value, 'the Task itself forgot it').to.equal(undefined);
      expect(el.task.lastValue?.name).to.equal(name);
      await clearFaults(siteKey);
      $<HTMLButtonElement>(el, '[part~="retry-button"]')!.click();
      await until(() => !$(el, '[part~="stale"]') && !$(el, '[role="alert"]'), 'retried');
      expect($(el, 'h2')!.textContent).to.equal(name);
      await expect(el).to.be.accessible();
    });
  });

  describe('renderStatus', () => {
    it('shows loading, then an error with a retry, then the value, marked busy or stale', async () => {
      const el = await fixture<TestStatusView>(testHtml`<test-status-view></test-status-view>`);
      expect($(el, '[part~="loading"]')!.textContent).to.contain('Loading');
      let retried = 0;
      const retry = () => retried++;
      el.state = {
        value: undefined,
        error: new StorefrontError({ kind: 'network', status: null, method: 'GET', path: '/x', message: 'offline' }),
        pending: false,
        retry,
      };
      await el.updateComplete;
      expect($(el, '[role="alert"]')).to.exist;
      expect($(el, 'input'), 'no value yet').to.equal(null);
      $<HTMLButtonElement>(el, '[part~="retry-button"]')!.click();
      expect(retried).to.equal(1);
      el.state = { value: 'hello', error: null, pending: true, retry };
      await el.updateComplete;
      expect($<HTMLInputElement>(el, '[aria-busy="true"] input')!.value).to.equal('hello');
      el.markBusy = false;
      await el.updateComplete;
      expect($(el, '[aria-busy="true"]'), 'markBusy: false').to.equal(null);
      el.state = { value: '', error: null, pending: false, retry };
      await el.updateComplete;
      expect($(el, '[part~="empty"]')!.textContent).to.not.equal('');
      await expect(el).to.be.accessible();
    });

    it('keeps the value and the focus in it when a read fails and succeeds again', async () => {
      const el = await fixture<TestStatusView>(testHtml`<test-status-view></test-status-view>`);
      const retry = () => {};
      el.markBusy = false;
      el.state = { value: 'draft', error: null, pending: false, retry };
      await el.updateComplete;
      const input = $<HTMLInputElement>(el, 'input')!;
      input.focus();
      el.state = { value: 'draft', error: new Error('boom'), pending: false, retry };
      await el.updateComplete;
      expect($(el, '[part~="stale"]')).to.exist;
      expect($(el, 'input'), 'the same field').to.equal(input);
      el.state = { value: 'draft', error: null, pending: false, retry };
      await el.updateComplete;
      expect($(el, '[part~="stale"]')).to.equal(null);
      expect(el.shadowRoot!.activeElement, 'focus kept').to.equal(input);
    });
  });

  describe('FieldErrorsController', () => {
    it('marks fields invalid, clears one key on input, and focuses the first invalid field', async () => {
      const el = await fixture<TestFieldForm>(testHtml`<test-field-form></test-field-form>`);
      el.errors.set({ size: 'Choose a size.', memo: 'Too long.' });
      expect(await el.errors.focusFirst()).to.equal(true);
      expect($(el, 'fieldset')!.getAttribute('aria-invalid')).to.equal('true');
      expect(el.shadowRoot!.activeElement, 'a fieldset: its first enabled input').to.equal($(el, 'input[value="m"]'));
      const memo = $<HTMLTextAreaElement>(el, 'textarea')!;
      memo.value = 'short';
      memo.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(memo.getAttribute('aria-invalid')).to.equal('false');
      expect([...el.shadowRoot!.querySelectorAll('.field-error')].map((p) => p.textContent)).to.deep.equal(['Choose a size.']);
      el.errors.setOne('name', 'Enter a name.');
      expect(await el.errors.focusFirst()).to.equal(true);
      expect(el.shadowRoot!.activeElement).to.equal($(el, 'input[name="name"]'));
      el.errors.clear();
      expect(await el.errors.focusFirst()).to.equal(false);
      expect(el.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length).to.equal(0);
    });

    it("maps a 422 answer's errors to fields, the rest apart", async () => {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, testHtml``);
      await injectFault(siteKey, {
        method: 'GET',
        path: '/products/101',
        kind: 'status',
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'receiver.phone': ['Bad phone.', 'Second.'], coupon: ['No such coupon.'] } },
      });
      const error = await sf.shop!.client.product(101).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(StorefrontError);
      const { fields, other } = fieldErrorsOf(error, (path) => (path === 'receiver.phone' ? 'phone' : null));
      expect(fields).to.deep.equal({ phone: 'Bad phone.' });
      expect(other).to.deep.equal(['No such coupon.']);
      expect(fieldErrorsOf(new Error('x'), () => 'phone')).to.deep.equal({ fields: {}, other: [] });
      const record = { a: 1, b: 2 };
      expect(without(record, 'a')).to.deep.equal({ b: 2 });
      expect(without(record, 'c')).to.equal(record);
    });
  });

  describe('CartLoadController', () => {
    it('reads the cart once for every element of the page', async () => {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, testHtml`<test-cart-view></test-cart-view><test-cart-view></test-cart-view>`);
      const views = [...sf.querySelectorAll('test-cart-view')];
      for (const view of views) await until(() => textOf(view) === '0 lines', 'cart read');
      await settled(siteKey, ...views);
      const reads = await calls(siteKey, 'GET', '/guest-cart');
      expect(reads.length).to.equal(1);
    });
  });

  describe('LoginGateController', () => {
    it('asks for login once and shows the prompt meanwhile', async () => {
      const siteKey = await newSite();
      const required = listen('shop-login-required', true);
      try {
        const sf = await mountShop(siteKey, testHtml`<test-gated></test-gated>`);
        const el = sf.querySelector<TestGated>('test-gated')!;
        await until(() => required.seen.length === 1, 'asked');
        el.requestUpdate();
        await el.updateComplete;
        await nextTask();
        expect(required.seen).to.have.length(1);
        expect($(el, '[part~="login-prompt"] p')!.textContent).to.equal('Log in to see this.');
        expect($(el, '[part~="login-button"]')!.textContent).to.equal('Log in');
        await expect(el).to.be.accessible();
      } finally {
        required.stop();
      }
    });
  });

  describe('PagerController', () => {
    it('pages through the list and keeps the keyboard focus in the pager', async () => {
      const el = await fixture<TestPaged>(testHtml`<test-paged></test-paged>`);
      expect($(el, '[part~="page-status"]')!.textContent).to.equal('Page 1 of 3');
      const next = $<HTMLButtonElement>(el, '[part~="next"]')!;
      next.focus();
      next.click();
      await el.updateComplete;
      next.click();
      await el.updateComplete;
      await el.updateComplete;
      expect(textOf(el)).to.contain('item 5');
      expect(next.disabled).to.equal(true);
      await until(() => el.shadowRoot!.activeElement === $(el, '[part~="previous"]'), 'focus moved to the other button');
      el.page = 9;
      await el.updateComplete;
      expect($(el, '[part~="past-end"]')).to.exist;
      $<HTMLButtonElement>(el, '[part~="first-page-button"]')!.click();
      await el.updateComplete;
      expect(textOf(el)).to.contain('item 1');
      await expect(el).to.be.accessible();
    });
  });
});
