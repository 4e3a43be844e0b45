import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-content-list/shop-content-list.js';
import type { ShopContentList } from '../../src/elements/shop-content-list/shop-content-list.js';
import type { ShopEventDetails } from '../../src/events/index.js';
import { injectFault, mountShop, newSite, requests, textOf, until, sendKeys } from './helpers.js';

type Navigate = ShopEventDetails['shop-navigate'];

async function mountList(siteKey: string, content: ReturnType<typeof html>, language = 'en'): Promise<ShopContentList> {
  const shop = await mountShop(siteKey, content, { language });
  return shop.querySelector('shop-content-list')!;
}

const cards = (list: Element): HTMLElement[] => [...list.shadowRoot!.querySelectorAll<HTMLElement>('li[part~="card"]')];
const titles = (list: Element): string[] => cards(list).map((c) => c.querySelector('[part~="title"]')!.textContent!.trim());
const card = (list: Element, title: string): HTMLElement => {
  const found = cards(list).find((c) => c.querySelector('[part~="title"]')!.textContent!.trim() === title);
  if (!found) throw new Error(`no card ${title}; cards: ${titles(list).join(', ')}`);
  return found;
};
const settled = (list: Element) => !list.shadowRoot!.querySelector('[aria-busy="true"], [part~="loading"]');

async function loaded(list: Element, first?: string): Promise<string[]> {
  return until(
    () => settled(list) && cards(list).length > 0 && (!first || titles(list)[0] === first) && titles(list),
    `cards${first ? ` starting with ${first}` : ''}`,
  );
}

const contentCalls = async (siteKey: string) => (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === '/contents');

describe('<shop-content-list>', () => {
  describe('when contents load', () => {
    it('shows cards with image, title, lowest price, rating and review count', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-content-list></shop-content-list>`);
      const names = await loaded(list, 'TypeScript for Beginners');
      expect(names).to.have.length(18);

      // One option (79,000 on sale from 99,000): its price, with no "From".
      const ts = card(list, 'TypeScript for Beginners');
      expect(ts.querySelector('img')!.alt).to.equal('TypeScript for Beginners');
      expect(ts.querySelector('img')!.getAttribute('loading')).to.equal('lazy');
      expect(textOf(ts)).not.to.contain('From');
      expect(ts.querySelector('[part~="sale-price"]')!.textContent!.trim()).to.equal('₩79,000');
      expect(ts.querySelector('s[part~="base-price"]')!.textContent).to.contain('₩99,000');
      const rating = ts.querySelector('[part~="rating"]')!;
      expect(rating.querySelector('.visually-hidden')!.textContent).to.equal('4.8 out of 5, 132 reviews');

      // UI Icon Pack: two options (19,000 and 59,000): the lowest, shown as "From".
      const icons = card(list, 'UI Icon Pack');
      expect(textOf(icons)).to.contain('From');
      expect(icons.querySelector('[part~="sale-price"]')!.textContent!.trim()).to.equal('₩19,000');

      // Watercolor Basics: `name` instead of `title`, numeric strings for price and rating.
      const watercolor = card(list, 'Watercolor Basics');
      expect(watercolor.querySelector('[part~="sale-price"]')!.textContent!.trim()).to.equal('₩59,000');
      expect(watercolor.querySelector('.visually-hidden')!.textContent).to.equal('4.9 out of 5, 211 reviews');

      // Korean Home Cooking (legacy class_id): on sale, base price struck through.
      const cooking = card(list, 'Korean Home Cooking');
      expect(cooking.querySelector('[part~="sale-price"]')!.textContent!.trim()).to.equal('₩49,000');
      expect(cooking.querySelector('s[part~="base-price"]')!.textContent).to.contain('₩69,000');
      await expect(list).to.be.accessible();
    });

    it('filters by content-type', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-content-list content-type="live"></shop-content-list>`);
      const names = await loaded(list);
      expect(names).to.deep.equal(['Live Q&A: Accessible Web Components', 'Live Coding: Building a Shop', 'Live Bread Baking', 'Portfolio Review Live']);
      expect((await contentCalls(siteKey))[0]!.query.content_type).to.equal('live');

      list.setAttribute('content-type', 'digital_content');
      await loaded(list, 'UI Icon Pack');
      expect(titles(list)).to.deep.equal(['UI Icon Pack', 'Recipe E-book', 'Brush Font Family', 'Lightroom Presets']);
      expect((await contentCalls(siteKey)).at(-1)!.query.content_type).to.equal('digital_content');
    });

    it('shows the configuration error for an unknown content-type, and reads nothing', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-content-list content-type="podcast" limit="2"></shop-content-list>`);
      const alert = await until(() => list.shadowRoot!.querySelector('[part~="config-error"]'), 'configuration error');
      expect(alert.textContent).to.contain('content-type="podcast"');
      expect(alert.textContent).to.contain('vod, live, offline, digital_content');
      expect(await contentCalls(siteKey)).to.have.length(0);
    });
  });

  describe('pagination', () => {
    it('moves pages and asks the platform for page=2', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-content-list limit="10"></shop-content-list>`);
      await loaded(list, 'TypeScript for Beginners');
      const next = list.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="next"]')!;
      next.click();
      const names = await loaded(list, 'Tokyo Design Meetup');
      expect(names).to.have.length(8);
      expect(textOf(list)).to.contain('Page 2 of 2');
      expect((await contentCalls(siteKey)).at(-1)!.query).to.include({ page: '2', limit: '10' });
      await expect(list).to.be.accessible();
    });
  });

  describe('card links', () => {
    it('replaces {content_id} in content-href', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-content-list content-href="/class.html?id={content_id}&from=list"></shop-content-list>`);
      await loaded(list);
      expect(card(list, 'Watercolor Basics').querySelector('a')!.getAttribute('href')).to.equal('/class.html?id=503&from=list');
    });

    it('emits shop-navigate with kind content without a template', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-content-list></shop-content-list>`);
      await loaded(list);
      const events: Navigate[] = [];
      list.addEventListener('shop-navigate', (e) => events.push(e.detail));
      const link = card(list, 'Korean Home Cooking').querySelector<HTMLElement>('[part~="card-link"]')!;
      link.focus();
      await sendKeys({ press: 'Enter' });
      // A click anywhere on the card lands on the link that covers it.
      card(list, 'Korean Home Cooking').scrollIntoView();
      const rect = card(list, 'Korean Home Cooking').getBoundingClientRect();
      (list.shadowRoot!.elementFromPoint(rect.left + 20, rect.top + 20) as HTMLElement).click();
      expect(events).to.deep.equal([
        { href: null, kind: 'content', id: 504 },
        { href: null, kind: 'content', id: 504 },
      ]);
    });
  });

  describe('when nothing matches', () => {
    it('shows the empty state', async () => {
      const siteKey = await newSite();
      const list = await mountList(siteKey, html`<shop-content-list tag-id="30" content-type="live"></shop-content-list>`);
      await until(() => list.shadowRoot!.querySelector('[part="empty"]'), 'empty state');
      expect(textOf(list)).to.contain('No contents found');
      expect((await contentCalls(siteKey))[0]!.query).to.include({ tag_id: '30', content_type: 'live' });
      await expect(list).to.be.accessible();

      const ko = await mountList(await newSite(), html`<shop-content-list search="없는 강의"></shop-content-list>`, 'ko');
      await until(() => ko.shadowRoot!.querySelector('[part="empty"]'), 'empty state (ko)');
      expect(textOf(ko)).to.contain('콘텐츠가 없습니다');
    });
  });

  describe('when the platform fails', () => {
    it('shows an alert with a retry button that works', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { path: '/contents', kind: 'status', status: 500, times: 3 });
      const list = await mountList(siteKey, html`<shop-content-list></shop-content-list>`);
      const alert = await until(() => list.shadowRoot!.querySelector('[role="alert"]'), 'alert', 10000);
      expect(cards(list)).to.have.length(0);
      await expect(list).to.be.accessible();
      alert.querySelector('button')!.click();
      await loaded(list, 'TypeScript for Beginners');
      await expect(list).to.be.accessible();
    });
  });
});
