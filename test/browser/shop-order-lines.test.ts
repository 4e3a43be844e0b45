import { expect } from '@open-wc/testing';
import '../../src/elements/shop-order-lines/shop-order-lines.js';
import '../../src/elements/shop-my-contents/shop-my-contents.js';
import type { ShopOrderLines } from '../../src/elements/shop-order-lines/shop-order-lines.js';
import { $, $$, admin, announcedNames, calls, injectFault, listen, mountShop, newSite, sandboxUrl, settled, textOf, until } from './helpers.js';
import { html, mountBuyer, newBuyer, purchase, type Buyer } from './buyer-helpers.js';

/** Linen Shirt White / S (product 101) and "TypeScript for Beginners", lifetime (content 501). */
const SHIRT = 1001;
const TS_LIFETIME = 5001;

async function mount(buyer: Buyer) {
  const { el } = await mountBuyer<ShopOrderLines>(buyer, html`<shop-order-lines></shop-order-lines>`, 'shop-order-lines');
  await until(() => $(el, '[part~="lines"]') || $(el, '[part~="empty"]'), 'lines');
  return el;
}

/** The rendered item whose line_item_id is `id`. */
const lineOf = (el: Element, id: string) => until(() => $$(el, '[part~="line"]').find((l) => l.dataset.id === id), `line ${id}`);
const buttonsOf = (line: HTMLElement) => [...line.querySelectorAll<HTMLButtonElement>('[part~="action-button"]')].map((b) => b.textContent!.trim());
const button = (line: HTMLElement, text: string) => [...line.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === text)!;

/** "Confirm purchase" on the item `id`, then the confirmation's confirm button; resolves once the new status shows. */
async function confirmPurchase(el: ShopOrderLines, id: string): Promise<void> {
  button(await lineOf(el, id), 'Confirm purchase').click();
  (await until(() => $<HTMLButtonElement>(el, '[part~="confirm-button"]'), 'confirmation')).click();
  await until(() => textOf(el).includes('Purchase confirmed'), 'confirmed');
}

/** The pairs label → text of a line's buyer inputs. */
/**
 * The buyer inputs of a line, label and text; a text's line breaks are kept as written and shown
 * (`white-space: pre-line`; read from the DOM, not innerText, which WebKitGTK gives without them).
 */
const inputsOf = (line: Element) =>
  [...line.querySelectorAll('[part~="inputs"] dt')].map((dt) => {
    const dd = dt.nextElementSibling as HTMLElement;
    expect(getComputedStyle(dd).whiteSpace, 'line breaks shown').to.equal('pre-line');
    return [dt.textContent!.trim(), dd.textContent!.trim()];
  });

/** Engraved Cutting Board, Small (product 108): its buyer inputs 301 (engraving), 302 (gift message), 303 (delivery date). */
const BOARD = 1047;

describe('<shop-order-lines>', () => {
  describe('with purchased items', () => {
    it('shows each item with its status, and a button only for each enabled action', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [shirt, course],
      } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }], content_items: [{ option_id: TS_LIFETIME }] });
      expect(shirt).to.match(/[:|]/);
      const el = await mount(buyer);
      const product = await lineOf(el, shirt!);
      expect(textOf(product)).to.contain('Linen Shirt');
      expect(product.querySelector('[part~="status"]')!.textContent!.trim()).to.equal('Paid');
      // return_request and review are listed with enabled false: no buttons, no review form.
      expect(buttonsOf(product)).to.deep.equal(['Confirm purchase', 'Request refund']);
      expect(product.querySelector('[part~="review"]')).to.equal(null);
      const content = await lineOf(el, course!);
      expect(buttonsOf(content)).to.deep.equal(['Open', 'Request refund']);
      await expect(el).to.be.accessible();
    });

    it('asks before a refund request: Cancel sends nothing, Confirm sends one POST with the line_item_id unchanged', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [shirt],
      } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }] });
      const el = await mount(buyer);
      let line = await lineOf(el, shirt!);
      button(line, 'Request refund').click();
      const confirm = await until(() => $<HTMLButtonElement>(el, '[part~="confirm-button"]'), 'confirmation');
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement, 'focus on Confirm').to.equal(confirm);
      expect(textOf($(el, '[part~="confirm"]')!)).to.contain('Request refund for “Linen Shirt”?');
      await expect(el).to.be.accessible();

      $<HTMLButtonElement>(el, '[part~="cancel-button"]')!.click();
      await until(() => !$(el, '[part~="confirm"]'), 'confirmation closed');
      await el.updateComplete;
      expect((el.shadowRoot!.activeElement as HTMLElement).dataset.action, 'focus back on the action').to.equal('refund_request');
      const path = `/me/order-lines/${shirt}/actions`;
      expect(await calls(buyer.siteKey, 'POST', path)).to.have.length(0);

      button(await lineOf(el, shirt!), 'Request refund').click();
      (await until(() => $<HTMLButtonElement>(el, '[part~="confirm-button"]'), 'confirmation')).click();
      await until(() => textOf(el).includes('Refund requested'), 'new status');
      const sent = await calls(buyer.siteKey, 'POST', path);
      expect(sent).to.have.length(1);
      expect(sent[0]!.body).to.deep.equal({ type: 'refund_request' });
      // The lines were read again after the action: no more enabled actions.
      line = await lineOf(el, shirt!);
      expect(buttonsOf(line)).to.deep.equal([]);
      await until(() => el.shadowRoot!.activeElement === line.querySelector('h3'), 'focus on the item after the action');
      expect((await calls(buyer.siteKey, 'GET', '/me/order-lines')).length).to.be.greaterThan(1);
      await expect(el).to.be.accessible();
    });

    it('confirms a purchase, then offers the review form once, and shows "Reviewed" after posting', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [shirt],
      } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }] });
      const el = await mount(buyer);
      await confirmPurchase(el, shirt!);
      expect(await calls(buyer.siteKey, 'POST', `/me/order-lines/${shirt}/actions`)).to.have.length(1);
      const line = await lineOf(el, shirt!);
      expect(buttonsOf(line), 'no refund after confirming').to.deep.equal([]);
      const details = line.querySelector<HTMLDetailsElement>('[part~="review"]')!;
      expect(details).to.exist;
      const title = line.querySelector('[part~="title"]')!.textContent!.trim();
      expect(await announcedNames('Write a review'), 'the name a screen reader announces').to.deep.equal([`Write a review: ${title}`]);
      details.open = true;
      await expect(el).to.be.accessible();

      // Nothing chosen: errors next to the fields, nothing sent.
      line.querySelector<HTMLButtonElement>('[part~="review-button"]')!.click();
      await until(() => line.querySelectorAll('[aria-invalid="true"]').length === 2, 'field errors');
      expect(textOf(line)).to.contain('Choose a rating from 1 to 5.');
      expect(await calls(buyer.siteKey, 'POST', `/me/order-lines/${shirt}/review`)).to.have.length(0);
      await expect(el).to.be.accessible();

      const radios = line.querySelectorAll<HTMLInputElement>('input[type="radio"]');
      expect(radios).to.have.length(5);
      radios[3]!.click();
      const text = line.querySelector<HTMLTextAreaElement>('textarea')!;
      text.value = 'Soft and well made.';
      text.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      line.querySelector<HTMLButtonElement>('[part~="review-button"]')!.click();
      await until(() => $(el, '[part~="reviewed"]'), 'Reviewed');
      const sent = await calls(buyer.siteKey, 'POST', `/me/order-lines/${shirt}/review`);
      expect(sent.map((r) => r.body)).to.deep.equal([{ rating: 4, content: 'Soft and well made.' }]);
      const after = await lineOf(el, shirt!);
      expect(after.querySelector('[part~="review"]'), 'no form once reviewed').to.equal(null);
      expect(textOf(after)).to.contain('Reviewed');
      await expect(el).to.be.accessible();
    });

    it('keeps the review text when the platform refuses it, with the message next to the field', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [shirt],
      } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }] });
      const el = await mount(buyer);
      await confirmPurchase(el, shirt!);
      const line = await lineOf(el, shirt!);
      line.querySelector<HTMLDetailsElement>('[part~="review"]')!.open = true;
      line.querySelectorAll<HTMLInputElement>('input[type="radio"]')[4]!.click();
      const text = line.querySelector<HTMLTextAreaElement>('textarea')!;
      text.value = 'Great';
      text.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await injectFault(buyer.siteKey, {
        method: 'POST',
        path: '/me/order-lines',
        kind: 'status',
        status: 422,
        body: { message: 'The review is too short.', errors: { content: ['The review is too short.'] } },
      });
      line.querySelector<HTMLButtonElement>('[part~="review-button"]')!.click();
      await until(() => textOf(el).includes('The review is too short.'), 'field error');
      const area = (await lineOf(el, shirt!)).querySelector<HTMLTextAreaElement>('textarea')!;
      expect(area.value).to.equal('Great');
      expect(area.getAttribute('aria-invalid')).to.equal('true');
      expect(el.shadowRoot!.getElementById(area.getAttribute('aria-describedby')!)!.textContent).to.contain('too short');
      await expect(el).to.be.accessible();
    });

    it('opens a content through the open endpoint, then follows serve.url unchanged', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [course],
      } = await purchase(buyer, { content_items: [{ option_id: TS_LIFETIME }] });
      const el = await mount(buyer);
      const raw = (await (
        await fetch(`${sandboxUrl()}/api/storefront/v1/me/order-lines`, {
          headers: { 'X-Service-Site-Key': buyer.siteKey, Authorization: `Bearer ${buyer.token}` },
        })
      ).json()) as { line_items: Array<{ line_item_id: string; serve: { url: string } }> };
      const serveUrl = raw.line_items.find((l) => l.line_item_id === course)!.serve.url;
      const navigations = listen('shop-navigate', true);
      try {
        button(await lineOf(el, course!), 'Open').click();
        await until(() => navigations.seen.length > 0, 'shop-navigate');
        expect(navigations.seen).to.deep.equal([{ href: serveUrl, kind: 'content', id: 501 }]);
        expect(await calls(buyer.siteKey, 'POST', `/me/content-entitlements/${course}/open`)).to.have.length(1);
        // Opened: a refund is no longer offered, and a review now is.
        await until(async () => buttonsOf(await lineOf(el, course!)).join() === 'Open', 'refund gone');
        expect((await lineOf(el, course!)).querySelector('[part~="review"]')).to.exist;
        await expect(el).to.be.accessible();
      } finally {
        navigations.stop();
      }
    });

    it('updates the counts of <shop-my-contents> on the same page after an open', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [course],
      } = await purchase(buyer, { content_items: [{ option_id: TS_LIFETIME }] });
      const { sf } = await mountBuyer(buyer, html`<shop-order-lines></shop-order-lines><shop-my-contents></shop-my-contents>`, 'shop-order-lines');
      const lines = sf.querySelector('shop-order-lines')!;
      const mine = sf.querySelector('shop-my-contents')!;
      const count = (id: string) => $(mine, `#${id} [part~="count"]`)?.textContent?.trim();
      await until(() => count('status-pending') === '1', 'pending 1');
      const navigations = listen('shop-navigate', true);
      try {
        button(await lineOf(lines, course!), 'Open').click();
        await until(() => count('status-processing') === '1' && count('status-pending') === '0', 'processing 1');
      } finally {
        navigations.stop();
      }
    });

    it('shows what the buyer filled in (engraving text, gift message) with its item, in the storefront language', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [board, shirt],
      } = await purchase(buyer, {
        product_items: [{ variant_id: BOARD, buyer_inputs: { 301: 'For Mina', 302: 'Happy birthday!\nLove, J', 303: '2030-05-01' } }, { variant_id: SHIRT }],
      });
      const el = await mount(buyer);
      expect(inputsOf(await lineOf(el, board!))).to.deep.equal([
        ['Engraving text', 'For Mina'],
        ['Gift message', 'Happy birthday!\nLove, J'],
        ['Preferred delivery date', '2030-05-01'],
      ]);
      expect((await lineOf(el, shirt!)).querySelector('[part~="inputs"]'), 'no inputs, no list').to.equal(null);
      await expect(el).to.be.accessible();

      // A site of its own: storefronts of one site share their first one's settings.
      const korean = await newBuyer();
      const {
        line_item_ids: [theirs],
      } = await purchase(korean, { product_items: [{ variant_id: BOARD, buyer_inputs: { 301: 'For Mina', 302: 'Happy birthday!', 303: '2030-05-01' } }] });
      const sf = await mountShop(korean.siteKey, html`<shop-order-lines></shop-order-lines>`, { token: korean.token, language: 'ko' });
      const ko = await lineOf(sf.querySelector('shop-order-lines')!, theirs!);
      expect(inputsOf(ko).map(([label]) => label)).to.deep.equal(['각인 문구', '선물 메시지', '희망 배송일']);
    });

    it('asks before confirming a purchase (it cannot be undone), and says what happened in plain words', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [shirt],
      } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }] });
      const el = await mount(buyer);
      const path = `/me/order-lines/${shirt}/actions`;
      button(await lineOf(el, shirt!), 'Confirm purchase').click();
      const confirm = await until(() => $<HTMLButtonElement>(el, '[part~="confirm-button"]'), 'confirmation');
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement, 'focus on the confirm button').to.equal(confirm);
      expect(textOf($(el, '[part~="confirm"]')!)).to.equal(
        'Confirm that you received “Linen Shirt”? After confirming, you can no longer ask for a refund or a return. Confirm purchase Go back',
      );
      expect(await calls(buyer.siteKey, 'POST', path), 'nothing sent on the first click').to.have.length(0);
      await expect(el).to.be.accessible();

      // Escape-free keyboard path: Go back returns the focus to the action.
      $<HTMLButtonElement>(el, '[part~="cancel-button"]')!.click();
      await until(() => !$(el, '[part~="confirm"]'), 'confirmation closed');
      await el.updateComplete;
      expect((el.shadowRoot!.activeElement as HTMLElement).dataset.action).to.equal('confirm_purchase');
      expect(await calls(buyer.siteKey, 'POST', path)).to.have.length(0);

      await confirmPurchase(el, shirt!);
      expect((await calls(buyer.siteKey, 'POST', path)).map((r) => r.body)).to.deep.equal([{ type: 'confirm_purchase' }]);
      const done = await until(() => $(el, '[part~="done"]'), 'the feedback');
      expect(done.textContent!.trim()).to.equal('You confirmed the purchase of “Linen Shirt”. Thank you!');
      expect($(el, '[role="status"]')!.textContent!.trim()).to.equal('You confirmed the purchase of “Linen Shirt”. Thank you!');
      expect(textOf(el)).to.not.contain('done.');
      await expect(el).to.be.accessible();
    });

    for (const [language, ask, done] of [
      ['ko', '“Linen Shirt”을(를) 받으셨나요? 구매를 확정하면 환불이나 반품을 요청할 수 없습니다.', '“Linen Shirt” 구매를 확정했습니다. 감사합니다!'],
      [
        'ja',
        '「Linen Shirt」を受け取りましたか？購入を確定すると、返金や返品のリクエストはできなくなります。',
        '「Linen Shirt」の購入を確定しました。ありがとうございました！',
      ],
    ] as const) {
      it(`asks and answers in ${language}`, async () => {
        const buyer = await newBuyer();
        const {
          line_item_ids: [shirt],
        } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }] });
        const sf = await mountShop(buyer.siteKey, html`<shop-order-lines></shop-order-lines>`, { token: buyer.token, language });
        const el = sf.querySelector<ShopOrderLines>('shop-order-lines')!;
        const line = await lineOf(el, shirt!);
        (line.querySelector('[data-action="confirm_purchase"]') as HTMLButtonElement).click();
        const group = await until(() => $(el, '[part~="confirm"]'), 'confirmation');
        // The titles come from the platform in the request's language; the sandbox keeps the English name of this product.
        const title = line.querySelector('h3')!.textContent!.trim();
        expect(group.querySelector('span')!.textContent!.trim()).to.equal(ask.replace('Linen Shirt', title));
        $<HTMLButtonElement>(el, '[part~="confirm-button"]')!.click();
        const shown = await until(() => $(el, '[part~="done"]'), 'the feedback');
        expect(shown.textContent!.trim()).to.equal(done.replace('Linen Shirt', title));
        await expect(el).to.be.accessible();
      });
    }

    it('keeps the review form inside the element', async () => {
      const buyer = await newBuyer();
      const { order_id } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }] });
      await admin('POST', '/deliver', { site_key: buyer.siteKey, order_id });
      const el = await mount(buyer);
      const review = await until(() => $<HTMLDetailsElement>(el, '[part~="review"]'), 'the review form');
      review.open = true;
      await el.updateComplete;
      const host = el.getBoundingClientRect();
      for (const field of review.querySelectorAll<HTMLElement>('textarea, fieldset, button')) {
        const box = field.getBoundingClientRect();
        expect(box.right, `${field.localName}'s right edge`).to.be.at.most(host.right);
        expect(box.left, `${field.localName}'s left edge`).to.be.at.least(host.left);
      }
    });

    it('shows a failed action next to the item and keeps it', async () => {
      const buyer = await newBuyer();
      const {
        line_item_ids: [shirt],
      } = await purchase(buyer, { product_items: [{ variant_id: SHIRT }] });
      const el = await mount(buyer);
      await injectFault(buyer.siteKey, { method: 'POST', path: '/me/order-lines', kind: 'status', status: 500 });
      button(await lineOf(el, shirt!), 'Confirm purchase').click();
      (await until(() => $<HTMLButtonElement>(el, '[part~="confirm-button"]'), 'confirmation')).click();
      const alert = await until(() => $(el, '[part~="line"] [role="alert"]'), 'error');
      expect(alert.textContent).to.contain('problem');
      expect(buttonsOf(await lineOf(el, shirt!))).to.deep.equal(['Confirm purchase', 'Request refund']);
      await expect(el).to.be.accessible();
    });
  });

  describe('without purchases', () => {
    it('says so', async () => {
      const el = await mount(await newBuyer());
      expect(textOf(el)).to.contain('You have not bought anything yet.');
      await expect(el).to.be.accessible();
    });
  });

  describe('without a buyer', () => {
    it('emits shop-login-required once and shows a log-in prompt', async () => {
      const required = listen('shop-login-required', true);
      try {
        const siteKey = await newSite();
        const sf = await mountShop(siteKey, html`<shop-order-lines></shop-order-lines>`);
        const el = sf.querySelector('shop-order-lines')!;
        await until(() => required.seen.length > 0, 'shop-login-required');
        await settled(siteKey, el);
        expect(required.seen).to.have.length(1);
        expect($(el, '[part~="login-prompt"]')).to.exist;
        expect($(el, '[part~="login-button"]')!.textContent!.trim()).to.equal('Log in');
        await expect(el).to.be.accessible();
      } finally {
        required.stop();
      }
    });

    it('drops an expired token on 401: the prompt and shop-login-required once', async () => {
      const buyer = await newBuyer();
      await injectFault(buyer.siteKey, { method: 'GET', path: '/me/order-lines', kind: 'status', status: 401, body: { message: 'Unauthenticated.' } });
      const required = listen('shop-login-required', true);
      try {
        const { el, sf } = await mountBuyer<ShopOrderLines>(buyer, html`<shop-order-lines></shop-order-lines>`, 'shop-order-lines');
        await until(() => $(el, '[part~="login-prompt"]'), 'prompt');
        await settled(buyer.siteKey, el);
        expect(sf.shop!.session.token).to.equal(null);
        expect(required.seen).to.have.length(1);
        await expect(el).to.be.accessible();
      } finally {
        required.stop();
      }
    });
  });
});
