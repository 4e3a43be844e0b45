import { expect } from '@open-wc/testing';
import '../../src/elements/shop-my-contents/shop-my-contents.js';
import type { ShopMyContents } from '../../src/elements/shop-my-contents/shop-my-contents.js';
import { $, $$, admin, calls, listen, mountShop, newSite, settled, textOf, until, untilAsync } from './helpers.js';
import { html, mountBuyer, newBuyer, purchase, type Buyer } from './buyer-helpers.js';

/** Two videos (501, 502) and a download (514). */
async function buyThree(buyer: Buyer) {
  return purchase(buyer, { content_items: [{ option_id: 5001 }, { option_id: 5003 }, { option_id: 5025 }] });
}

async function mount(buyer: Buyer, attrs = html`<shop-my-contents content-href="/content-viewer.html?id={content_id}"></shop-my-contents>`) {
  const { el, sf } = await mountBuyer<ShopMyContents>(buyer, attrs, 'shop-my-contents');
  await until(() => $(el, '[part~="grid"]') || $(el, '[part~="empty"]'), 'list');
  await until(() => $(el, '[part~="count"]'), 'counts');
  return { el, sf };
}

const tab = (el: Element, id: string) => $<HTMLButtonElement>(el, `#${id}`)!;
const count = (el: Element, id: string) => tab(el, id).querySelector('[part~="count"]')?.textContent?.trim();
const titles = (el: Element) => $$(el, '[part~="card-link"]').map((a) => a.textContent!.trim());

describe('<shop-my-contents>', () => {
  describe('with purchased contents', () => {
    it('shows tabs by type and status as tablists, with counts from content_counts', async () => {
      const buyer = await newBuyer();
      await buyThree(buyer);
      const { el } = await mount(buyer);
      const lists = $$(el, '[role="tablist"]');
      expect(lists.map((l) => l.getAttribute('aria-label'))).to.deep.equal(['Content type', 'Progress']);
      expect($$(el, '[role="tablist"]:first-of-type [role="tab"]').map((t) => t.id)).to.deep.equal([
        'type-all',
        'type-vod',
        'type-live',
        'type-offline',
        'type-digital_content',
        'type-membership',
      ]);
      expect(['type-all', 'type-vod', 'type-live', 'type-digital_content', 'type-membership'].map((id) => count(el, id))).to.deep.equal([
        '3',
        '2',
        '0',
        '1',
        '0',
      ]);
      expect(['status-all', 'status-pending', 'status-processing', 'status-completed'].map((id) => count(el, id))).to.deep.equal(['3', '3', '0', '0']);
      expect(tab(el, 'type-all').getAttribute('aria-selected')).to.equal('true');
      expect(tab(el, 'type-vod').tabIndex).to.equal(-1);
      expect($(el, '[role="tabpanel"]')!.getAttribute('aria-labelledby')).to.equal('type-all status-all');
      expect(titles(el)).to.have.length(3);
      expect(titles(el)).to.include.members(['TypeScript for Beginners', 'Web Components with Lit']);
      expect(textOf(el)).to.contain('Not started');
      await expect(el).to.be.accessible();
    });

    it('links each content by content_id, never by lookup_id', async () => {
      const buyer = await newBuyer();
      await buyThree(buyer);
      const { el } = await mount(buyer);
      const hrefs = $$<HTMLAnchorElement>(el, '[part~="card-link"]').map((a) => a.getAttribute('href'));
      expect(hrefs).to.have.members(['/content-viewer.html?id=501', '/content-viewer.html?id=502', '/content-viewer.html?id=514']);
    });

    it('selects a tab with a click or the arrow keys, sets the attribute and reads that list', async () => {
      const buyer = await newBuyer();
      await buyThree(buyer);
      const { el } = await mount(buyer);
      tab(el, 'type-all').focus();
      tab(el, 'type-all').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
      await until(() => el.getAttribute('type') === 'vod', 'type attribute');
      await until(() => $$(el, '[part~="card"]').length === 2, 'two videos');
      expect(el.shadowRoot!.activeElement).to.equal(tab(el, 'type-vod'));
      expect(tab(el, 'type-vod').getAttribute('aria-selected')).to.equal('true');
      expect(await calls(buyer.siteKey, 'GET', '/me/contents/vod/all')).to.have.length(1);
      expect(['status-all', 'status-pending'].map((id) => count(el, id))).to.deep.equal(['2', '2']);

      tab(el, 'type-vod').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
      await until(() => el.getAttribute('type') === 'membership', 'last tab');
      await until(() => $(el, '[part~="empty"]'), 'empty list');
      expect(textOf(el)).to.contain('No contents here yet.');
      await expect(el).to.be.accessible();

      tab(el, 'status-completed').click();
      await until(() => el.getAttribute('status') === 'completed', 'status attribute');
      tab(el, 'type-all').click();
      // The empty state of the previous tab is on screen until the new list arrives: wait for the read itself.
      await untilAsync(async () => (await calls(buyer.siteKey, 'GET', '/me/contents/all/completed')).length > 0, 'all/completed read');
      await until(() => el.getAttribute('type') === 'all' && $(el, '[part~="empty"]'), 'all completed: none');
    });

    it('starts on the tabs of its type and status attributes', async () => {
      const buyer = await newBuyer();
      await buyThree(buyer);
      const { el } = await mount(buyer, html`<shop-my-contents type="digital_content" status="pending"></shop-my-contents>`);
      await until(() => $$(el, '[part~="card"]').length === 1, 'one download');
      expect(titles(el)).to.have.length(1);
      expect(tab(el, 'type-digital_content').getAttribute('aria-selected')).to.equal('true');
      expect(tab(el, 'status-pending').getAttribute('aria-selected')).to.equal('true');
    });

    it('moves a content from pending to processing once opened, and to completed once completed', async () => {
      const buyer = await newBuyer();
      const { line_item_ids } = await buyThree(buyer);
      const { el, sf } = await mount(buyer);
      await sf.shop!.client.openContent(line_item_ids[0]!);
      tab(el, 'type-vod').click();
      await until(() => count(el, 'status-processing') === '1' && count(el, 'status-pending') === '1', 'processing 1');
      expect(textOf(el)).to.contain('In progress');

      await admin('POST', '/complete-content', { site_key: buyer.siteKey, content_id: 501 });
      // A new page: the first storefront goes (storefronts of one key on a page share their reads).
      sf.remove();
      await new Promise((r) => setTimeout(r));
      const again = await mount(buyer);
      expect(['status-pending', 'status-processing', 'status-completed'].map((id) => count(again.el, id))).to.deep.equal(['2', '0', '1']);
      tab(again.el, 'status-completed').click();
      await until(() => $$(again.el, '[part~="card"]').length === 1, 'one completed');
      expect(titles(again.el)).to.deep.equal(['TypeScript for Beginners']);
      expect(textOf(again.el)).to.contain('Completed');
      await expect(again.el).to.be.accessible();
    });

    it('emits shop-navigate without content-href', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const { el } = await mount(buyer, html`<shop-my-contents></shop-my-contents>`);
      const navigations = listen('shop-navigate', true);
      try {
        $<HTMLElement>(el, '[part~="card-link"]')!.click();
        expect(navigations.seen).to.deep.equal([{ href: null, kind: 'content', id: 501 }]);
      } finally {
        navigations.stop();
      }
    });
  });

  describe('without contents', () => {
    it('shows zero counts and an empty list', async () => {
      const { el } = await mount(await newBuyer());
      expect(count(el, 'type-all')).to.equal('0');
      expect(textOf(el)).to.contain('No contents here yet.');
      await expect(el).to.be.accessible();
    });
  });

  describe('without a buyer', () => {
    it('emits shop-login-required once and shows a log-in prompt', async () => {
      const required = listen('shop-login-required', true);
      try {
        const siteKey = await newSite();
        const sf = await mountShop(siteKey, html`<shop-my-contents></shop-my-contents>`);
        const el = sf.querySelector('shop-my-contents')!;
        await until(() => required.seen.length > 0, 'shop-login-required');
        await settled(siteKey, el);
        expect(required.seen).to.have.length(1);
        expect($(el, '[part~="login-prompt"]')).to.exist;
        expect($(el, '[role="tablist"]')).to.equal(null);
        await expect(el).to.be.accessible();
      } finally {
        required.stop();
      }
    });
  });
});
