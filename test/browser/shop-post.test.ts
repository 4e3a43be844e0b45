import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-post/shop-post.js';
import type { ShopPost } from '../../src/elements/shop-post/shop-post.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { formatDateTime } from '../../src/i18n/i18n.js';
import { $, $$, buyerToken, injectFault, listen, mountShop, newSite, requests, sellerHtmlSettled, textOf, type, until } from './helpers.js';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

// Seed posts (docs/sandbox.md, "Boards"): 4101 Notices (comments readable by anyone, written by
// no one), 4201 Q&A (comments for logged-in buyers only), 4301/4303 Free talk (comments readable
// by anyone, written by logged-in buyers; 4303 has one), 4310 XSS body, 4325 23 comments,
// 4401 Past events (comments disabled, legacy `board_content`).

interface Mounted {
  siteKey: string;
  sf: ShopStorefront;
  el: ShopPost;
}

async function mount(postId: number, opts: { token?: boolean; language?: string } = {}): Promise<Mounted> {
  const siteKey = await newSite();
  const token = opts.token ? await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com') : undefined;
  const sf = await mountShop(siteKey, html`<shop-post post-id=${postId}></shop-post>`, { token, language: opts.language });
  const el = sf.querySelector('shop-post')!;
  await until(() => $(el, '[part~="post"], [part~="error"]'), 'post rendered');
  // Comments (when readable) are read after the post.
  await until(() => !$(el, '[part~="comments"] [part~="loading"]'), 'comments settled');
  await el.updateComplete;
  return { siteKey, sf, el };
}

const commentTexts = (el: Element) => $$(el, '[part~="comment-text"]').map((p) => p.textContent!);
const commentReads = async (siteKey: string, postId: number) =>
  (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === `/posts/${postId}/comments`);
const commentWrites = async (siteKey: string, postId: number) =>
  (await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === `/posts/${postId}/comments`);

const submit = (el: Element) => $<HTMLButtonElement>(el, '[part~="submit-button"]')!.click();

describe('<shop-post>', () => {
  describe('the post', () => {
    it('shows the title, writer, date (Intl) and body', async () => {
      const { el } = await mount(4201);
      expect($(el, '[part~="title"]')!.textContent).to.equal('Does the linen shirt shrink?');
      expect($(el, '[part~="post"] [part~="writer"]')!.textContent).to.equal('Jiho Lee');
      const time = $(el, '[part~="post"] time')!;
      expect(time.textContent).to.equal(formatDateTime(new Date(time.getAttribute('datetime')!), 'en'));
      expect($(el, '[part~="body"]')!.textContent).to.contain('Will it shrink in a cold wash?');
    });

    it('reads the post in the storefront language', async () => {
      const { el } = await mount(4201, { language: 'ko' });
      expect($(el, '[part~="title"]')!.textContent).to.equal('린넨 셔츠가 줄어드나요?');
    });

    it('renders a body with XSS payloads without running anything', async () => {
      delete window.__xss;
      const { el } = await mount(4310);
      const body = $(el, '[part~="body"]')!;
      await until(() => body.textContent!.includes('Safe text after the payloads.'), 'sanitized body');
      await sellerHtmlSettled(body);
      expect(window.__xss).to.equal(undefined);
      expect(body.querySelectorAll('script, iframe, form, style, svg, input').length).to.equal(0);
      for (const node of body.querySelectorAll('*')) {
        expect([...node.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name)).to.deep.equal([]);
        expect(node.getAttribute('href') ?? '').not.to.match(/^\s*javascript:/i);
      }
      await expect(el).to.be.accessible();
    });

    it('shows another post when post-id changes, with a fresh comment form', async () => {
      const { el } = await mount(4301, { token: true });
      type(el, 'textarea', 'A draft for 4301');
      el.postId = 4303;
      await until(() => $(el, '[part~="title"]')!.textContent === 'Weekend photo thread #3' && commentTexts(el).length === 1, 'post 4303');
      expect($<HTMLTextAreaElement>(el, 'textarea')!.value).to.equal('');
    });

    it('shows not-found for a missing post', async () => {
      const { el, siteKey } = await mount(9999);
      const error = $(el, '[part~="error"]')!;
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.textContent).to.contain('We could not find this item.');
      expect($(el, '[part~="comments"]')).to.equal(null);
      expect(await commentReads(siteKey, 9999)).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('shows a loading state', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { method: 'GET', path: '/posts/4301', kind: 'latency', delay_ms: 1500 });
      const sf = await mountShop(siteKey, html`<shop-post post-id="4301"></shop-post>`);
      const el = sf.querySelector('shop-post')!;
      await until(() => $(el, '[part~="loading"]'), 'loading');
      await expect(el).to.be.accessible();
      await until(() => $(el, '[part~="title"]'), 'post after loading', 10000);
    });
  });

  describe('comment permissions (spec rule 4)', () => {
    it('comment_mode disabled: no comment section at all, comments never read', async () => {
      for (const token of [false, true]) {
        const { el, siteKey } = await mount(4401, { token });
        expect($(el, '[part~="title"]')!.textContent, 'legacy board_content is read').to.equal('Autumn flea market recap');
        expect($(el, '[part~="comments"]')).to.equal(null);
        expect($(el, 'form')).to.equal(null);
        expect($(el, '[part~="login-button"]')).to.equal(null);
        expect(await commentReads(siteKey, 4401)).to.have.length(0);
        await expect(el).to.be.accessible();
      }
    });

    it('can_read_comment false (member board, logged out): comments not fetched, a log-in notice, no form', async () => {
      const login = listen('shop-login-required', true);
      try {
        const { el, siteKey } = await mount(4201);
        expect(await commentReads(siteKey, 4201)).to.have.length(0);
        expect($(el, '[part~="comments"]')).to.exist;
        expect($(el, '[part~="comment"]')).to.equal(null);
        expect($(el, '[part~="notice"]')!.textContent).to.equal('Log in to read the comments.');
        expect($$(el, '[part~="login-button"]')).to.have.length(1);
        expect($(el, 'form')).to.equal(null);
        await expect(el).to.be.accessible();
        $<HTMLButtonElement>(el, '[part~="login-button"]')!.click();
        expect(login.seen).to.have.length(1);
      } finally {
        login.stop();
      }
    });

    it('member board, logged in: comments read with the token and the form shown', async () => {
      const { el, siteKey } = await mount(4201, { token: true });
      const reads = await commentReads(siteKey, 4201);
      expect(reads).to.have.length(1);
      expect(reads[0]!.has_token).to.equal(true);
      expect(commentTexts(el)).to.deep.equal(['Hand-wash it cold; it shrinks less than 2%.']);
      expect($(el, '#comments-title')!.textContent).to.equal('Comments (1)');
      expect($(el, 'textarea')).to.exist;
      expect($(el, '[part~="notice"]')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('can_write_comment false, logged in (comment_write "0"): comments shown, no form, a permission notice', async () => {
      const { el } = await mount(4101, { token: true });
      expect(commentTexts(el)).to.deep.equal(['Thanks for the heads-up!', 'Which carrier do you use?']);
      expect($(el, 'form')).to.equal(null);
      expect($(el, '[part~="notice"]')!.textContent).to.equal('You do not have permission to comment here.');
      expect($(el, '[part~="login-button"]')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('can_write_comment false, logged out (public comments): comments shown, no form, a log-in notice', async () => {
      const { el, siteKey } = await mount(4303);
      expect((await commentReads(siteKey, 4303))[0]!.has_token).to.equal(false);
      expect(commentTexts(el)).to.deep.equal(['Lovely!']);
      expect($(el, 'form')).to.equal(null);
      expect($(el, '[part~="notice"]')!.textContent).to.equal('Log in to write a comment.');
      expect($(el, '[part~="login-button"]')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('shows the empty state of a post without comments', async () => {
      const { el } = await mount(4301, { token: true });
      expect($(el, '[part~="empty"]')!.textContent).to.equal('No comments yet.');
      expect($(el, '#comments-title')!.textContent).to.equal('Comments (0)');
      await expect(el).to.be.accessible();
    });
  });

  describe('writing a comment', () => {
    it('sends { post_id, content } and shows the comment after reading the list again', async () => {
      const { el, siteKey } = await mount(4301, { token: true });
      type(el, 'textarea', '  Hello from the test  ');
      submit(el);
      await until(() => commentTexts(el).includes('Hello from the test'), 'new comment shown');
      const writes = await commentWrites(siteKey, 4301);
      expect(writes).to.have.length(1);
      expect(writes[0]!.body).to.deep.equal({ post_id: 4301, content: 'Hello from the test' });
      expect(writes[0]!.has_token).to.equal(true);
      expect(await commentReads(siteKey, 4301)).to.have.length(2);
      expect($(el, '[part~="comment"] [part~="writer"]')!.textContent).to.equal('Ada Lovelace');
      expect($<HTMLTextAreaElement>(el, 'textarea')!.value).to.equal('');
      expect($(el, '[role="status"]')!.textContent).to.equal('Your comment was posted.');
      expect($(el, '#comments-title')!.textContent).to.equal('Comments (1)');
      await expect(el).to.be.accessible();
    });

    it('pages through comments and shows a new comment on the last page', async () => {
      const { el, siteKey } = await mount(4325, { token: true });
      expect(commentTexts(el)).to.have.length(20);
      expect($(el, '[part~="page-status"]')!.textContent).to.equal('Page 1 of 2');
      $<HTMLButtonElement>(el, '[part~="next"]')!.click();
      await until(() => commentTexts(el).length === 3, 'page 2 of comments');
      expect(commentTexts(el)[2]).to.equal('Hello from reader 23');
      await expect(el).to.be.accessible();
      $<HTMLButtonElement>(el, '[part~="previous"]')!.click();
      await until(() => commentTexts(el).length === 20, 'page 1 again');
      type(el, 'textarea', 'Number twenty-four');
      submit(el);
      await until(() => commentTexts(el).at(-1) === 'Number twenty-four', 'new comment on the last page');
      expect($(el, '#comments-title')!.textContent).to.equal('Comments (24)');
      // Page 1, page 2, page 1 again from the cache; after posting, page 1 (for the page count) and the last page, fresh.
      expect((await commentReads(siteKey, 4325)).map((r) => r.query.page)).to.deep.equal(['1', '2', '1', '2']);
    });

    it('refuses an empty comment without sending it', async () => {
      const { el, siteKey } = await mount(4301, { token: true });
      type(el, 'textarea', '   ');
      submit(el);
      await until(() => $(el, '[part~="field-error"]'), 'field error');
      const area = $<HTMLTextAreaElement>(el, 'textarea')!;
      expect(area.getAttribute('aria-invalid')).to.equal('true');
      expect($(el, `#${area.getAttribute('aria-describedby')}`)!.textContent).to.equal('Write a comment first.');
      expect(await commentWrites(siteKey, 4301)).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('a 422 shows the platform message next to the field and keeps the text', async () => {
      const { el, siteKey } = await mount(4301, { token: true });
      const long = 'x'.repeat(1001);
      type(el, 'textarea', long);
      submit(el);
      await until(() => $(el, '[part~="field-error"]'), 'field error');
      const area = $<HTMLTextAreaElement>(el, 'textarea')!;
      expect(area.value).to.equal(long);
      expect(area.getAttribute('aria-invalid')).to.equal('true');
      expect($(el, `#${area.getAttribute('aria-describedby')}`)!.textContent).to.equal('The comment may not be longer than 1000 characters.');
      expect((await commentWrites(siteKey, 4301))[0]!.body).to.deep.equal({ post_id: 4301, content: long });
      expect(commentTexts(el)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('a 403 shows a permission notice and keeps the text', async () => {
      const { el, siteKey } = await mount(4301, { token: true });
      await injectFault(siteKey, { method: 'POST', path: '/posts/4301/comments', kind: 'status', status: 403, body: { message: 'Comments are closed.' } });
      type(el, 'textarea', 'Keep me');
      submit(el);
      await until(() => $(el, 'form [role="alert"]'), 'permission notice');
      expect($(el, 'form [role="alert"]')!.textContent).to.equal('You do not have permission to comment here.');
      expect($<HTMLTextAreaElement>(el, 'textarea')!.value).to.equal('Keep me');
      expect($(el, '[part~="submit-button"]')!.hasAttribute('disabled')).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('a 401 asks for login once and keeps the text for after the login', async () => {
      const login = listen('shop-login-required', true);
      try {
        const { el, sf, siteKey } = await mount(4301, { token: true });
        await injectFault(siteKey, { method: 'POST', path: '/posts/4301/comments', kind: 'status', status: 401, body: { message: 'Token expired.' } });
        type(el, 'textarea', 'Written before the token expired');
        submit(el);
        await until(() => $(el, '[part~="notice"]')?.textContent === 'Log in to write a comment.', 'log-in notice after the 401');
        expect(login.seen).to.have.length(1);
        expect($(el, 'form')).to.equal(null);
        await expect(el).to.be.accessible();
        await sf.shop!.session.useToken(await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com'));
        await until(() => $(el, 'textarea'), 'form after logging in again');
        expect($<HTMLTextAreaElement>(el, 'textarea')!.value).to.equal('Written before the token expired');
        expect(login.seen).to.have.length(1);
        expect(textOf(el)).not.to.contain('Hello');
      } finally {
        login.stop();
      }
    });
  });
});
