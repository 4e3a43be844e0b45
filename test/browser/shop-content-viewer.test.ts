import { expect } from '@open-wc/testing';
import '../../src/elements/shop-content-viewer/shop-content-viewer.js';
import type { ShopContentViewer } from '../../src/elements/shop-content-viewer/shop-content-viewer.js';
import { safeUrl } from '../../src/ui/buyer.js';
import { $, $$, admin, listen, mountShop, newSite, sandboxUrl, settled, textOf, until } from './helpers.js';
import { html, mountBuyer, newBuyer, purchase, type Buyer } from './buyer-helpers.js';

interface RawLesson {
  curriculum_id: number;
  media_url?: string;
  reference_url?: string;
  data?: string;
  vod_link?: string;
}

/** The lessons of the raw `GET /me/content-items/{id}` (items or legacy curriculums_details). */
async function rawLessons(buyer: Buyer, _el: ShopContentViewer, id: number): Promise<RawLesson[]> {
  const res = await fetch(`${sandboxUrl()}/api/storefront/v1/me/content-items/${id}?language=en`, {
    headers: { 'X-Service-Site-Key': buyer.siteKey, Authorization: `Bearer ${buyer.token}` },
  });
  const body = (await res.json()) as { chapters: Array<{ items?: RawLesson[]; curriculums_details?: RawLesson[] }> };
  return body.chapters.flatMap((c) => c.items ?? c.curriculums_details ?? []);
}

async function mount(buyer: Buyer, contentId: number, curriculumId?: number) {
  const { el } = await mountBuyer<ShopContentViewer>(
    buyer,
    html`<shop-content-viewer content-id=${contentId} curriculum-id=${curriculumId ?? ''}></shop-content-viewer>`,
    'shop-content-viewer',
  );
  await until(() => $(el, '[part~="title"]') || $(el, '[part~="error"]'), 'content');
  return el;
}

const video = (el: Element) => $<HTMLVideoElement>(el, 'video');
const current = (el: Element) => $(el, '[aria-current="true"]')?.textContent?.trim();

describe('<shop-content-viewer>', () => {
  describe('a purchased vod', () => {
    it('shows chapters and lessons, and plays the first lesson from its media_url', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const el = await mount(buyer, 501);
      const lessons = await rawLessons(buyer, el, 501);
      expect($(el, '[part~="title"]')!.textContent).to.equal('TypeScript for Beginners');
      expect($$(el, '[part~="chapter"]').map((h) => h.textContent!.trim())).to.deep.equal(['Getting started', 'Basic types', 'In practice']);
      expect($$(el, '[part~="lesson-button"]')).to.have.length(10);
      expect(current(el)).to.contain('What is TypeScript?');
      expect(video(el)!.getAttribute('src')).to.equal(lessons[0]!.media_url);
      const reference = $<HTMLAnchorElement>(el, '[part~="reference-link"]')!;
      expect(reference.getAttribute('href')).to.equal(lessons[0]!.reference_url);
      expect(reference.getAttribute('href')).to.not.equal(video(el)!.getAttribute('src'));
      expect($<HTMLButtonElement>(el, '[part~="previous"]')!.disabled).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('moves between lessons by curriculum_id with next, previous and the lesson list', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const el = await mount(buyer, 501, 7005);
      const lessons = await rawLessons(buyer, el, 501);
      const src = (id: number) => lessons.find((l) => l.curriculum_id === id)!.media_url;
      expect(current(el)).to.contain('Arrays and tuples');
      expect(video(el)!.getAttribute('src')).to.equal(src(7005));

      $<HTMLButtonElement>(el, '[part~="next"]')!.click();
      await until(() => el.getAttribute('curriculum-id') === '7006', 'next');
      await el.updateComplete;
      expect(video(el)!.getAttribute('src')).to.equal(src(7006));
      expect($(el, '[role="status"]')!.textContent).to.contain('Union types');

      $<HTMLButtonElement>(el, '[part~="previous"]')!.click();
      await until(() => el.getAttribute('curriculum-id') === '7005', 'previous');

      $$<HTMLButtonElement>(el, '[part~="lesson-button"]').at(-1)!.click();
      await until(() => el.getAttribute('curriculum-id') === '7010', 'last lesson');
      await el.updateComplete;
      expect(video(el)!.getAttribute('src')).to.equal(src(7010));
      expect($<HTMLButtonElement>(el, '[part~="next"]')!.disabled).to.equal(true);

      el.curriculumId = 7001;
      await el.updateComplete;
      expect(current(el)).to.contain('What is TypeScript?');
      await expect(el).to.be.accessible();
    });

    it('shows a notice and no player for a lesson whose media_url is empty', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const el = await mount(buyer, 501, 7007);
      expect((await rawLessons(buyer, el, 501)).find((l) => l.curriculum_id === 7007)!.media_url).to.equal('');
      expect(current(el)).to.contain('Further reading');
      expect(video(el)).to.equal(null);
      expect($(el, '[part~="player-link"]')).to.equal(null);
      expect($(el, '[part~="no-media"]')!.textContent).to.contain('This lesson has no video.');
      expect($(el, '[part~="reference-link"]')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('reads the legacy data / vod_link of a lesson', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5003 }] });
      const el = await mount(buyer, 502);
      const [first] = await rawLessons(buyer, el, 502);
      expect(first!.data).to.be.a('string').and.not.equal('');
      expect(video(el)!.getAttribute('src')).to.equal(first!.data);
      expect($<HTMLAnchorElement>(el, '[part~="reference-link"]')!.getAttribute('href')).to.equal(first!.vod_link);
    });
  });

  describe('a content that cannot be played', () => {
    it('says why when its period ended (watchable false)', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      await admin('POST', '/content-access', { site_key: buyer.siteKey, content_id: 501, expired: true });
      const el = await mount(buyer, 501);
      expect($(el, '[part~="blocked"]')!.textContent).to.contain('Your access to this content has ended');
      expect(video(el)).to.equal(null);
      expect($(el, '[part~="lesson-button"]')).to.equal(null);
      expect(textOf(el)).to.contain('What is TypeScript?');
      await expect(el).to.be.accessible();
    });

    it('says why when it is on hold (hold_blocked)', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      await admin('POST', '/content-access', { site_key: buyer.siteKey, content_id: 501, hold_blocked: true });
      const el = await mount(buyer, 501);
      expect($(el, '[part~="blocked"]')!.textContent).to.contain('on hold');
      expect(video(el)).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('a past live session is not watchable and has no lessons', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5008 }] });
      const el = await mount(buyer, 506);
      expect(textOf(el)).to.contain('Your access to this content has ended');
      expect(textOf(el)).to.contain('No lessons to play.');
      await expect(el).to.be.accessible();
    });
  });

  describe('access', () => {
    it('shows a permission notice for a content the buyer has not bought (403)', async () => {
      const buyer = await newBuyer();
      const el = await mount(buyer, 503);
      const notice = await until(() => $(el, '[part~="forbidden"]'), 'forbidden');
      expect(notice.getAttribute('role')).to.equal('alert');
      expect(notice.textContent).to.contain('You do not have access to this.');
      await expect(el).to.be.accessible();
    });

    it('shows not-found for a missing content (404)', async () => {
      const el = await mount(await newBuyer(), 999);
      expect((await until(() => $(el, '[part~="not-found"]'), 'not found')).textContent).to.contain('We could not find this.');
      await expect(el).to.be.accessible();
    });

    it('emits shop-login-required once and shows a log-in prompt', async () => {
      const required = listen('shop-login-required', true);
      try {
        const siteKey = await newSite();
        const sf = await mountShop(siteKey, html`<shop-content-viewer content-id="501"></shop-content-viewer>`);
        const el = sf.querySelector('shop-content-viewer')!;
        await until(() => required.seen.length > 0, 'shop-login-required');
        await settled(siteKey, el);
        expect(required.seen).to.have.length(1);
        expect($(el, '[part~="login-prompt"]')).to.exist;
        await expect(el).to.be.accessible();
      } finally {
        required.stop();
      }
    });

    it('follows only http(s) or relative URLs', () => {
      expect(safeUrl('https://cdn.example/v.mp4')).to.equal(true);
      expect(safeUrl('/media/v.mp4')).to.equal(true);
      expect(safeUrl('javascript:alert(1)')).to.equal(false);
      expect(safeUrl('data:video/mp4;base64,AAAA')).to.equal(false);
      expect(safeUrl('')).to.equal(false);
      expect(safeUrl(null)).to.equal(false);
    });
  });
});
