/**
 * A site owner's mistake is never silent: an attribute that cannot work gets the
 * configuration-error state (which attribute, what it expects), one console.error naming the
 * element, the attribute, the value and the fix, and no request. Also the pager that never
 * invents pages, bundle quantities and options that are over.
 */
import { expect, html } from '@open-wc/testing';
import type { ReactiveElement, TemplateResult } from 'lit';
import { mountShop, newSite, requests, sentSoFar, textOf, until, untilAsync } from './helpers.js';

/** Captures console.error and console.warn while `run` runs. */
async function capture<T>(run: () => Promise<T>): Promise<{ value: T; errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void errors.push(String(args[0]));
  console.warn = (...args: unknown[]) => void warnings.push(String(args[0]));
  try {
    return { value: await run(), errors, warnings };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

const configError = (el: Element) => el.shadowRoot?.querySelector('[part~="config-error"]');

/**
 * Mounts `markup` on a fresh site, waits for the configuration error of `tag` and its render, and
 * returns what the page showed, logged and sent (up to a marker request sent after that render:
 * a read the element would wrongly start on connect or render comes before it).
 */
async function mountBroken(tag: string, markup: TemplateResult) {
  const siteKey = await newSite();
  const { value: el, errors } = await capture(async () => {
    const shop = await mountShop(siteKey, markup);
    const el = shop.querySelector(tag)!;
    await until(() => configError(el), `the configuration error of <${tag}>`);
    await (el as Partial<ReactiveElement>).updateComplete;
    return el;
  });
  const sent = (await sentSoFar(siteKey)).map((r) => `${r.method} ${r.path}`);
  return { el, errors, sent, text: configError(el)!.textContent!.replace(/\s+/g, ' ').trim() };
}

describe('configuration errors', () => {
  const start = location.href;
  afterEach(() => history.replaceState(null, '', start));

  for (const value of ['abc', '', '0', '101abc', 'NaN', '0x65', '1e3', '1.5', ' -5']) {
    it(`<shop-product-detail product-id="${value}">: says what product-id expects, logs once, reads nothing`, async () => {
      const { el, errors, sent, text } = await mountBroken('shop-product-detail', html`<shop-product-detail product-id=${value}></shop-product-detail>`);
      expect(text).to.contain(`product-id="${value}"`);
      expect(text).to.contain('a positive whole number');
      expect(errors.filter((e) => e.includes('<shop-product-detail>'))).to.have.length(1);
      expect(errors[0]).to.contain(`product-id="${value}" is not valid`);
      expect(sent.filter((s) => s.includes('/products'))).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('[part~="loading"]')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it("shows the configuration error in the storefront's language (ko, ja)", async () => {
    for (const [language, title, expects] of [
      ['ko', '이 쇼핑 요소의 설정이 올바르지 않습니다.', '양의 정수'],
      ['ja', 'このショップ要素の設定が正しくありません。', '正の整数'],
    ] as const) {
      const siteKey = await newSite();
      const { value: el } = await capture(async () => {
        const shop = await mountShop(siteKey, html`<shop-product-detail product-id="abc"></shop-product-detail>`, { language });
        const el = shop.querySelector('shop-product-detail')!;
        await until(() => configError(el), `the configuration error in ${language}`);
        return el;
      });
      const text = configError(el)!.textContent!.replace(/\s+/g, ' ').trim();
      expect(text, language).to.contain(title);
      expect(text, language).to.contain(expects);
      expect(text, language).to.contain('product-id="abc"');
    }
  });

  for (const [tag, attribute, path] of [
    ['shop-content-detail', 'content-id', '/contents'],
    ['shop-board', 'board-id', '/posts'],
    ['shop-post', 'post-id', '/posts'],
    ['shop-order-detail', 'order-id', '/me/orders'],
    ['shop-content-viewer', 'content-id', '/me/content-items'],
  ] as const) {
    it(`<${tag} ${attribute}="abc">: the configuration error and no ${path} read`, async () => {
      const markup = {
        'shop-content-detail': html`<shop-content-detail content-id="abc"></shop-content-detail>`,
        'shop-board': html`<shop-board board-id="abc"></shop-board>`,
        'shop-post': html`<shop-post post-id="abc"></shop-post>`,
        'shop-order-detail': html`<shop-order-detail order-id="abc"></shop-order-detail>`,
        'shop-content-viewer': html`<shop-content-viewer content-id="abc"></shop-content-viewer>`,
      }[tag];
      const { errors, sent, text } = await mountBroken(tag, markup);
      expect(text).to.contain(`${attribute}="abc"`);
      expect(errors.some((e) => e.includes(`<${tag}> ${attribute}="abc" is not valid`))).to.equal(true);
      expect(sent.filter((s) => s.includes(path))).to.deep.equal([]);
      // A buyer element with a broken id asks for no login either.
      expect(sent.filter((s) => s.includes('/auth/'))).to.deep.equal([]);
    });
  }

  it('a required id that is neither set nor in the page URL is the same state, naming the query parameter', async () => {
    history.replaceState(null, '', '?other=1');
    const { errors, sent, text } = await mountBroken('shop-product-detail', html`<shop-product-detail></shop-product-detail>`);
    expect(text).to.contain('product-id');
    expect(text).to.contain('?product_id=101');
    expect(errors.some((e) => e.includes('has no product-id') && e.includes('?product_id=101'))).to.equal(true);
    expect(sent.filter((s) => s.includes('/products'))).to.deep.equal([]);
  });

  it('an id in the page URL that is not an id is reported as such', async () => {
    history.replaceState(null, '', '?product_id=0x65');
    const { sent, text } = await mountBroken('shop-product-detail', html`<shop-product-detail></shop-product-detail>`);
    expect(text).to.contain('?product_id="0x65"');
    expect(sent.filter((s) => s.includes('/products'))).to.deep.equal([]);
  });

  for (const [attrs, shown] of [
    [{ quantity: '-5', product: '110', variant: '1' }, 'quantity="-5"'],
    [{ quantity: '1e9', product: '110', variant: '1' }, 'quantity="1e9"'],
    [{ product: '110', variant: 'abc' }, 'variant-id="abc"'],
    [{ option: 'abc' }, 'option-id="abc"'],
    [{}, 'product-id'],
  ] as const) {
    it(`<shop-add-to-cart> with ${shown}: a disabled button and the message, and nothing sent`, async () => {
      const a = attrs as { quantity?: string; product?: string; variant?: string; option?: string };
      const siteKey = await newSite();
      const { value: el, errors } = await capture(async () => {
        const shop = await mountShop(
          siteKey,
          html`<shop-add-to-cart
            product-id=${a.product ?? ''}
            variant-id=${a.variant ?? ''}
            quantity=${a.quantity ?? ''}
            option-id=${a.option ?? ''}
          ></shop-add-to-cart>`,
        );
        const el = shop.querySelector('shop-add-to-cart')!;
        await until(() => configError(el), 'configuration error');
        return el;
      });
      const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!;
      expect(button.disabled).to.equal(true);
      button.click();
      await el.updateComplete;
      expect(configError(el)!.textContent).to.contain(shown);
      expect(errors.filter((e) => e.includes('<shop-add-to-cart>'))).to.have.length.greaterThan(0);
      expect((await sentSoFar(siteKey)).filter((r) => r.method === 'POST')).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  }

  it('<shop-product-list limit="ten">: the configuration error; limit="500" is clamped to 100 with a warning', async () => {
    const broken = await mountBroken('shop-product-list', html`<shop-product-list limit="ten"></shop-product-list>`);
    expect(broken.text).to.contain('limit="ten"');
    expect(broken.text).to.contain('a whole number from 1 to 100');
    expect(broken.sent.filter((s) => s.includes('/products'))).to.deep.equal([]);

    const siteKey = await newSite();
    const { warnings } = await capture(async () => {
      const shop = await mountShop(siteKey, html`<shop-product-list limit="500"></shop-product-list>`);
      const list = shop.querySelector('shop-product-list')!;
      await until(() => list.shadowRoot!.querySelector('[part~="card"]'), 'cards');
    });
    expect(warnings.some((w) => w.includes('limit="500" is more than 100'))).to.equal(true);
    const reads = (await requests(siteKey)).filter((r) => r.path === '/products');
    expect(reads.map((r) => r.query.limit)).to.deep.equal(['100']);
  });

  it('lays each problem out centred under the centred title, with no list bullet at the edge', async () => {
    // One problem and two, in a wide box: every line's text is centred in the box, and nothing is drawn as a marker.
    for (const markup of [
      html`<shop-product-list limit="ten"></shop-product-list>`,
      html`<shop-product-list limit="ten" page="first"></shop-product-list>`,
      html`<shop-category-filter></shop-category-filter>`,
    ]) {
      const tag = markup.strings[0]!.match(/<([a-z-]+)/)![1]!;
      const { el } = await mountBroken(tag, markup);
      const box = configError(el)!;
      const boxRect = box.getBoundingClientRect();
      expect(boxRect.width, 'a wide box').to.be.greaterThan(500);
      const items = [...box.querySelectorAll('li, [role=listitem]')];
      expect(items.length, 'the problems, as a list').to.equal(markup.strings[0]!.includes('page=') ? 2 : 1);
      const lines = [box.querySelector('p')!, ...items];
      expect(lines.length).to.be.greaterThan(1);
      for (const line of lines) {
        const range = document.createRange();
        range.selectNodeContents(line);
        const text = range.getBoundingClientRect();
        const centre = boxRect.left + boxRect.width / 2;
        expect(Math.abs(text.left + text.width / 2 - centre), `"${line.textContent!.trim()}" centred`).to.be.lessThan(2);
      }
      for (const item of items) expect(getComputedStyle(item).display, 'no bullet (a list-item marker)').not.to.equal('list-item');
      await expect(el).to.be.accessible();
    }
  });

  it('<shop-product-list page="99999999">: no invented pages, the past-the-end state, and back to page 1', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-product-list limit="5" page="99999999"></shop-product-list>`);
    const list = shop.querySelector('shop-product-list')!;
    const past = await until(() => list.shadowRoot!.querySelector('[part~="past-end"]'), 'past-the-end state');
    expect(past.textContent).to.match(/There is no page 99999999: this list has \d+\./);
    expect(textOf(list)).not.to.contain('Page 99999999 of 99999999');
    expect(list.shadowRoot!.querySelector('[part~="pagination"]')).to.equal(null);
    await expect(list).to.be.accessible();
    list.shadowRoot!.querySelector<HTMLButtonElement>('[part~="first-page-button"]')!.click();
    await until(() => list.shadowRoot!.querySelectorAll('[part~="card"]').length === 5, 'page 1');
    expect(list.getAttribute('page')).to.equal('1');
    const status = list.shadowRoot!.querySelector('[part~="page-status"]')!.textContent!;
    const total = (await shop.shop!.client.products({ limit: 5 })).total;
    expect(status).to.equal(`Page 1 of ${Math.ceil(total / 5)}`);
  });
});

describe('bundle quantities and options that are over', () => {
  it('<shop-cart> steps a product sold by 3 (minimum 3) by 3, and refuses 4 before sending', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-cart></shop-cart>`);
    const product = await shop.shop!.client.product(114);
    await shop.shop!.cart.add({ item_type: 'product', product_id: 114, variant_id: product.variants[0]!.variant_id, quantity: 3 });
    const cart = shop.querySelector('shop-cart')!;
    const field = await until(() => cart.shadowRoot!.querySelector<HTMLInputElement>('input[part~="field"]'), 'quantity field');
    const [minus, plus] = [...cart.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="quantity"] button')];
    await until(() => minus!.disabled && field.step === '3', 'the product rule is known');
    plus!.click();
    await until(() => shop.shop!.cart.value.cart?.items[0]?.quantity === 6, 'quantity 6');
    field.value = '4';
    field.dispatchEvent(new Event('input'));
    field.dispatchEvent(new Event('change'));
    const message = await until(() => cart.shadowRoot!.querySelector('[part~="field-error"]'), 'message');
    expect(message.textContent).to.contain('Choose a multiple of 3, at least 3.');
    const puts = (await requests(siteKey)).filter((r) => r.method === 'PUT');
    expect(puts.map((r) => (r.body as { quantity: number }).quantity)).to.deep.equal([6]);
    expect(puts.every((r) => r.status === 200)).to.equal(true);
  });

  it('<shop-add-to-cart quantity="1"> of a product sold by 3 adds 3, and says so in the console', async () => {
    const siteKey = await newSite();
    const probe = await mountShop(siteKey, html``);
    const variant_id = (await probe.shop!.client.product(114)).variants[0]!.variant_id;
    const { warnings } = await capture(async () => {
      const shop = await mountShop(siteKey, html`<shop-add-to-cart product-id="114" variant-id=${variant_id} quantity="1"></shop-add-to-cart>`);
      const el = shop.querySelector('shop-add-to-cart')!;
      const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!;
      await untilAsync(async () => (await requests(siteKey)).some((r) => r.path === '/products/114'), 'product read');
      // The button is enabled once the element has the product (and so its quantity rule).
      await until(() => !button.disabled, 'the button enabled');
      button.click();
      await until(() => el.shadowRoot!.querySelector('[part~="status"]')!.textContent!.includes('Added'), 'added');
    });
    const adds = (await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === '/guest-cart');
    expect(adds).to.have.length(1);
    expect(adds[0]!.status).to.equal(200);
    expect(JSON.stringify(adds[0]!.body)).to.contain('"quantity":3');
    expect(warnings.some((w) => w.includes('quantity="1"') && w.includes('3 is added'))).to.equal(true);
  });

  it('a live content whose sessions are all over shows "Ended" and no price on its card', async () => {
    const siteKey = await newSite();
    const shop = await mountShop(siteKey, html`<shop-content-list content-type="live" limit="20"></shop-content-list>`);
    const list = shop.querySelector('shop-content-list')!;
    const card = await until(
      () =>
        [...list.shadowRoot!.querySelectorAll('[part~="card"]')].find(
          (c) => c.textContent!.includes('Live Bread Baking') && c.querySelector('[part~="ended-badge"]'),
        ),
      'content 508 marked ended',
    );
    expect(card.querySelector('[part~="price"]')).to.equal(null);
    await expect(list).to.be.accessible();
  });

  it('<shop-add-to-cart option-id> of a session that is over is disabled as no longer available', async () => {
    const siteKey = await newSite();
    const probe = await mountShop(siteKey, html``);
    const option_id = (await probe.shop!.client.content(508)).options[0]!.option_id;
    const shop = await mountShop(siteKey, html`<shop-add-to-cart option-id=${option_id}></shop-add-to-cart>`);
    const el = shop.querySelector('shop-add-to-cart')!;
    await until(() => el.shadowRoot!.querySelector('[part~="unavailable"]'), 'unavailable');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-button"]')!;
    expect(button.disabled).to.equal(true);
    button.click();
    await el.updateComplete;
    expect((await sentSoFar(siteKey)).filter((r) => r.method === 'POST' && r.path === '/guest-cart')).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });
});
