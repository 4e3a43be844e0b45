import { expect } from '@open-wc/testing';
import '../../src/elements/shop-content-viewer/shop-content-viewer.js';
import type { ShopContentViewer } from '../../src/elements/shop-content-viewer/shop-content-viewer.js';
import { safeUrl } from '../../src/ui/buyer.js';
import { $, $$, admin, buyerToken, listen, mountShop, newSite, sandboxUrl, settled, textOf, until } from './helpers.js';
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
/** A chapter heading's title, without its lesson count. */
const chapterTitle = (h: HTMLElement) => h.textContent!.replace(h.querySelector('[part~="chapter-count"]')?.textContent ?? '', '').trim();
const current = (el: Element) => $(el, '[aria-current="true"]')?.textContent?.trim();

describe('<shop-content-viewer>', () => {
  describe('a purchased vod', () => {
    it('shows chapters and lessons, and plays the first lesson from its media_url', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const el = await mount(buyer, 501);
      const lessons = await rawLessons(buyer, el, 501);
      expect($(el, '[part~="title"]')!.textContent).to.equal('TypeScript for Beginners');
      expect($$(el, '[part~="chapter"]').map(chapterTitle)).to.deep.equal(['Getting started', 'Basic types', 'In practice']);
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

    it("shows the content's image as the player's poster, and loads nothing before play", async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const el = await mount(buyer, 501);
      const raw = (await (
        await fetch(`${sandboxUrl()}/api/storefront/v1/me/content-items/501`, {
          headers: { 'X-Service-Site-Key': buyer.siteKey, Authorization: `Bearer ${buyer.token}` },
        })
      ).json()) as { content: { thumbnail_link: string } };
      expect(raw.content.thumbnail_link).to.be.a('string').and.not.equal('');
      expect(video(el)!.getAttribute('poster')).to.equal(raw.content.thumbnail_link);
      expect(video(el)!.preload).to.equal('none');
    });

    it("says so, instead of a black box, when the lesson's media cannot be loaded (404), and tries again", async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const el = await mount(buyer, 501);
      const src = video(el)!.getAttribute('src')!;
      const poster = video(el)!.getAttribute('poster');
      expect((await fetch(src)).status, 'the sandbox has no file there').to.equal(404);
      // Not awaited: the player leaves the page when its error shows, and its play() may then never settle.
      const play = (v: HTMLVideoElement) => {
        v.muted = true;
        void v.play().catch(() => {});
      };
      play(video(el)!);
      const shown = await until(() => $(el, '[part~="media-error"]'), 'the message');
      expect(video(el), 'no player left').to.equal(null);
      expect(shown.getAttribute('role')).to.equal('alert');
      expect(textOf(shown)).to.contain('This video could not be loaded.');
      expect(shown.querySelector('img')!.getAttribute('src'), 'the poster behind the message').to.equal(poster);
      await expect(el).to.be.accessible();

      shown.querySelector<HTMLButtonElement>('[part~="retry-button"]')!.click();
      const again = await until(() => video(el), 'the player again');
      expect(again.getAttribute('src')).to.equal(src);
      play(again);
      await until(() => $(el, '[part~="media-error"]'), 'the message again');

      // Another lesson gets its own chance.
      $<HTMLButtonElement>(el, '[part~="next"]')!.click();
      await until(() => video(el), "the next lesson's player");
      expect($(el, '[part~="media-error"]')).to.equal(null);
    });

    it('marks the lessons watched on this device, per buyer and content, and counts them', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5001 }] });
      const el = await mount(buyer, 501);
      const watched = () =>
        $$(el, '[part~="lesson-button"]')
          .filter((b) => b.querySelector('[part~="watched"]'))
          .map((b) => b.querySelector('[part~="lesson-name"]')!.textContent!.trim());
      expect(watched()).to.deep.equal([]);
      expect($(el, '[part~="progress"]')!.textContent!.trim()).to.equal('0 of 10 lessons watched');
      const mark = $<HTMLButtonElement>(el, '[part~="watched-button"]')!;
      expect(mark.getAttribute('aria-pressed')).to.equal('false');
      mark.click();
      await until(() => watched().length === 1, 'marked');
      expect(watched()).to.deep.equal(['What is TypeScript?']);
      expect($(el, '[part~="watched-button"]')!.getAttribute('aria-pressed')).to.equal('true');
      expect($(el, '[part~="progress"]')!.textContent!.trim()).to.equal('1 of 10 lessons watched');
      // A screen reader hears it in the lesson's name.
      expect($$(el, '[part~="lesson-button"]')[0]!.textContent!.replace(/\s+/g, ' ')).to.contain('(watched)');
      await expect(el).to.be.accessible();

      // A lesson played to its end is marked too.
      $<HTMLButtonElement>(el, '[part~="next"]')!.click();
      await until(() => el.getAttribute('curriculum-id') === '7002', 'next lesson');
      await el.updateComplete;
      video(el)!.dispatchEvent(new Event('ended'));
      await until(() => watched().length === 2, 'marked at the end');

      // Kept on this device: a new viewer shows them; another buyer on this device does not.
      const again = await mount(buyer, 501);
      await until(() => $(again, '[part~="progress"]')?.textContent?.trim() === '2 of 10 lessons watched', 'kept');
      const other = { siteKey: buyer.siteKey, token: await buyerToken(buyer.siteKey, 'Other', 'other@example.com') };
      await purchase(other, { content_items: [{ option_id: 5001 }] });
      const theirs = await mount(other, 501);
      await until(() => $(theirs, '[part~="progress"]'), 'their progress');
      expect($(theirs, '[part~="progress"]')!.textContent!.trim()).to.equal('0 of 10 lessons watched');

      // Unmarked by the same button.
      const first = $$<HTMLButtonElement>(again, '[part~="lesson-button"]')[0]!;
      first.click();
      await until(() => again.getAttribute('curriculum-id') === '7001', 'first lesson');
      await again.updateComplete;
      $<HTMLButtonElement>(again, '[part~="watched-button"]')!.click();
      await until(() => $(again, '[part~="progress"]')!.textContent!.trim() === '1 of 10 lessons watched', 'unmarked');
    });

    it('counts the lessons of each chapter in words that fit the number (1 lesson, 3 lessons)', async () => {
      const buyer = await newBuyer();
      await purchase(buyer, { content_items: [{ option_id: 5003 }] });
      const el = await mount(buyer, 502);
      const counts = $$(el, '[part~="chapter-count"]').map((c) => c.textContent!.trim());
      expect(counts).to.deep.equal(['2 lessons', '3 lessons', '2 lessons', '1 lesson']);
      for (const [language, one] of [
        ['ko', '강의 1개'],
        ['ja', '1レッスン'],
      ] as const) {
        // A site of its own: storefronts of one site share their first one's settings.
        const theirs = await newBuyer();
        await purchase(theirs, { content_items: [{ option_id: 5003 }] });
        const sf = await mountShop(theirs.siteKey, html`<shop-content-viewer content-id="502"></shop-content-viewer>`, { token: theirs.token, language });
        const viewer = sf.querySelector('shop-content-viewer')!;
        await until(() => $$(viewer, '[part~="chapter-count"]').length === 4, `${language} counts`);
        expect($$(viewer, '[part~="chapter-count"]').at(-1)!.textContent!.trim()).to.equal(one);
      }
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

    it('shows not-found for a missing content (404), with Try again', async () => {
      const el = await mount(await newBuyer(), 999);
      const notice = await until(() => $(el, '[part~="not-found"]'), 'not found');
      expect(notice.querySelector('p')!.textContent!.trim()).to.equal('We could not find this content. Check the address, or try again.');
      expect(notice.querySelector('[part~="retry-button"]')!.textContent!.trim()).to.equal('Try again');
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
