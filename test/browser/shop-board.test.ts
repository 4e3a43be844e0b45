import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-board/shop-board.js';
import type { ShopBoard } from '../../src/elements/shop-board/shop-board.js';
import { formatDateTime } from '../../src/i18n/i18n.js';
import { StorefrontClient } from '../../src/api/client.js';
import { StorefrontError } from '../../src/api/errors.js';
import { boardsReader, commentCreatedReader, commentPageReader, postDetailReader, postPageReader } from '../../src/api/readers/board.js';
import { $, $$, buyerToken, injectFault, listen, mountShop, newSite, requests, sandboxUrl, textOf, until } from './helpers.js';

// Seed boards (docs/sandbox.md, "Boards"): 41 Notices (admin_only, write "1"), 42 Q&A (qna, member),
// 43 Free talk (member, 25 posts), 44 Past events (member, write "0", comments disabled, legacy
// names), 45 Photo gallery (member, no posts).

interface Mounted {
  siteKey: string;
  el: ShopBoard;
}

async function mount(
  boardId: number,
  opts: { token?: boolean; language?: string; attrs?: Partial<Record<'post-href' | 'write-href' | 'limit', string>> } = {},
): Promise<Mounted> {
  const siteKey = await newSite();
  const token = opts.token ? await buyerToken(siteKey) : undefined;
  const a = opts.attrs ?? {};
  const sf = await mountShop(
    siteKey,
    html`<shop-board board-id=${boardId} post-href=${a['post-href'] ?? ''} write-href=${a['write-href'] ?? ''} limit=${a.limit ?? ''}></shop-board>`,
    { token, language: opts.language },
  );
  const el = sf.querySelector('shop-board')!;
  await until(() => $(el, '[part~="posts"], [part~="empty"], [part~="error"]'), 'board rendered');
  await el.updateComplete;
  return { siteKey, el };
}

const titles = (el: Element) => $$(el, '[part~="post"] [part~="card-link"]').map((a) => a.textContent!.trim());

describe('<shop-board>', () => {
  describe('a board with posts', () => {
    it('shows the title and the posts newest first with writer, date (Intl) and comment count', async () => {
      const { el, siteKey } = await mount(43);
      expect($(el, '[part~="title"]')!.textContent).to.equal('Free talk');
      const rows = $$(el, '[part~="post"]');
      expect(rows).to.have.length(20);
      expect(titles(el)[0]).to.equal('Welcome to free talk');
      expect(titles(el)[1]).to.equal('Weekend photo thread #24');
      expect(textOf(rows[0]!)).to.contain('Shop team');
      expect(rows[0]!.querySelector('[part~="comment-count"]')!.textContent).to.equal('Comments: 23');
      const time = rows[0]!.querySelector('time')!;
      const date = new Date(time.getAttribute('datetime')!);
      expect(Number.isNaN(date.getTime())).to.equal(false);
      expect(time.textContent).to.equal(formatDateTime(date, 'en'));
      const posts = (await requests(siteKey)).filter((r) => r.path === '/posts');
      expect(posts[0]!.query).to.include({ board_id: '43', page: '1', language: 'en' });
      await expect(el).to.be.accessible();
    });

    it('pages through the posts', async () => {
      const { el, siteKey } = await mount(43);
      expect($(el, '[part~="page-status"]')!.textContent).to.equal('Page 1 of 2');
      $<HTMLButtonElement>(el, '[part~="next"]')!.click();
      await until(() => titles(el).length === 5, 'page 2');
      expect(titles(el)).to.deep.equal([
        'Weekend photo thread #5',
        'Weekend photo thread #4',
        'Weekend photo thread #3',
        'Weekend photo thread #2',
        'Weekend photo thread #1',
      ]);
      expect(el.getAttribute('page')).to.equal('2');
      expect($(el, '[part~="page-status"]')!.textContent).to.equal('Page 2 of 2');
      const pages = (await requests(siteKey)).filter((r) => r.path === '/posts').map((r) => r.query.page);
      expect(pages).to.deep.equal(['1', '2']);
      await expect(el).to.be.accessible();
    });

    it('reads titles in the storefront language', async () => {
      const { el } = await mount(43, { language: 'ja' });
      expect($(el, '[part~="title"]')!.textContent).to.equal('フリートーク');
      expect(titles(el)[0]).to.equal('フリートークへようこそ');
      expect($(el, '[part~="comment-count"]')!.textContent).to.equal('コメント 23');
    });

    it('reads a board served with legacy names (board_contents, ids as strings)', async () => {
      const { el } = await mount(44, { token: true });
      expect($(el, '[part~="title"]')!.textContent).to.equal('Past events');
      expect(titles(el)).to.deep.equal(['Winter workshop photos', 'Autumn flea market recap']);
    });

    it('links posts through post-href and emits shop-navigate (kind post)', async () => {
      const nav = listen('shop-navigate', true);
      try {
        const { el } = await mount(43, { attrs: { 'post-href': '/post.html?id={post_id}' } });
        const link = $<HTMLAnchorElement>(el, '[part~="card-link"]')!;
        expect(link.getAttribute('href')).to.equal('/post.html?id=4325');
        link.click();
        expect(nav.seen).to.deep.equal([{ href: '/post.html?id=4325', kind: 'post', id: 4325 }]);
      } finally {
        nav.stop();
      }
    });

    it('without post-href, Enter on a post emits shop-navigate with href null', async () => {
      const nav = listen('shop-navigate', true);
      try {
        const { el } = await mount(43);
        const link = $<HTMLElement>(el, '[part~="card-link"]')!;
        link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        expect(nav.seen).to.deep.equal([{ href: null, kind: 'post', id: 4325 }]);
      } finally {
        nav.stop();
      }
    });
  });

  describe('the write button (spec rule 4)', () => {
    it('shows on a member board to a logged-in buyer and goes to write-href', async () => {
      const nav = listen('shop-navigate', true);
      try {
        const { el } = await mount(43, { token: true, attrs: { 'write-href': '/write.html?board={board_id}' } });
        const button = $<HTMLButtonElement>(el, '[part~="write-button"]')!;
        expect(button.textContent!.trim()).to.equal('Write a post');
        expect($(el, '[part~="login-button"]')).to.equal(null);
        button.click();
        expect(nav.seen).to.deep.equal([{ href: '/write.html?board=43', kind: 'post', id: null }]);
        await expect(el).to.be.accessible();
      } finally {
        nav.stop();
      }
    });

    it('is a log-in button for a logged-out buyer on a member board', async () => {
      const login = listen('shop-login-required', true);
      try {
        const { el } = await mount(42);
        expect($(el, '[part~="write-button"]')).to.equal(null);
        const button = $<HTMLButtonElement>(el, '[part~="login-button"]')!;
        expect(button.textContent!.trim()).to.equal('Log in to write');
        button.click();
        expect(login.seen).to.have.length(1);
        expect(login.seen[0]!.returnTo).to.equal(location.pathname + location.search + location.hash);
        await expect(el).to.be.accessible();
      } finally {
        login.stop();
      }
    });

    it('is hidden when posting_scope is admin_only (even with write "1"), logged in or out', async () => {
      for (const token of [true, false]) {
        const { el } = await mount(41, { token });
        expect($(el, '[part~="title"]')!.textContent).to.equal('Notices');
        expect($(el, '[part~="write-button"]'), `token ${token}`).to.equal(null);
        expect($(el, '[part~="login-button"]'), `token ${token}`).to.equal(null);
        await expect(el).to.be.accessible();
      }
    });

    it('is hidden when write is "0" (even on a member board), logged in or out', async () => {
      for (const token of [true, false]) {
        const { el } = await mount(44, { token });
        expect($(el, '[part~="write-button"]'), `token ${token}`).to.equal(null);
        expect($(el, '[part~="login-button"]'), `token ${token}`).to.equal(null);
      }
    });
  });

  describe('states', () => {
    it('shows the empty state for a board without posts', async () => {
      const { el } = await mount(45, { token: true });
      expect($(el, '[part~="title"]')!.textContent).to.equal('Photo gallery');
      expect($(el, '[part~="empty"]')!.textContent).to.equal('No posts yet.');
      expect($(el, '[part~="write-button"]')).to.exist;
      expect($(el, '[part~="pagination"]')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('shows not-found for a missing board', async () => {
      const { el, siteKey } = await mount(999);
      const error = $(el, '[part~="error"]')!;
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.textContent).to.contain('We could not find this item.');
      expect((await requests(siteKey)).some((r) => r.path === '/posts' && (r as { status?: number }).status === 404)).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('shows a loading state, then the posts', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { method: 'GET', path: '/posts', kind: 'latency', delay_ms: 1500 });
      const sf = await mountShop(siteKey, html`<shop-board board-id="43"></shop-board>`);
      const el = sf.querySelector('shop-board')!;
      await until(() => $(el, '[part~="loading"]'), 'loading');
      await expect(el).to.be.accessible();
      await until(() => titles(el).length === 20, 'posts after loading', 10000);
    });

    it('shows an error with a retry that reads again', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { method: 'GET', path: '/posts', kind: 'status', status: 500, times: 3 });
      const sf = await mountShop(siteKey, html`<shop-board board-id="43"></shop-board>`);
      const el = sf.querySelector('shop-board')!;
      await until(() => $(el, '[part~="error"]'), 'error', 10000);
      await expect(el).to.be.accessible();
      $<HTMLButtonElement>(el, '[part~="retry-button"]')!.click();
      await until(() => titles(el).length === 20, 'posts after retry');
    });
  });
});

describe('board client and readers', () => {
  it('reads boards with write / comment_write "1"/"0" as booleans and numeric strings as numbers', () => {
    const boards = boardsReader.parse({
      boards: {
        data: [
          {
            board_id: '41',
            title: 'Notices',
            post_cnt: '3',
            type: 'default',
            write: '1',
            comment_write: '0',
            comment_mode: 'flat',
            posting_scope: 'admin_only',
          },
          { board_id: 44, title: 'Past', post_cnt: 2, type: 'qna', write: '0', comment_mode: 'disabled', posting_scope: 'member' },
          { title: 'no id: skipped' },
        ],
      },
    });
    expect(boards).to.deep.equal([
      { board_id: 41, title: 'Notices', post_cnt: 3, type: 'default', write: true, comment_write: false, comment_mode: 'flat', posting_scope: 'admin_only' },
      { board_id: 44, title: 'Past', post_cnt: 2, type: 'qna', write: false, comment_write: true, comment_mode: 'disabled', posting_scope: 'member' },
    ]);
  });

  it('reads posts from posts.data or the legacy board_contents, with comment_mode and board_type alongside', () => {
    const raw = {
      data: [{ post_id: '7', board_id: '3', title: 'Hi', writer_name: 'Ann', created_at: '2025-03-01T14:00:00+09:00', comment_cnt: '2' }],
      current_page: 1,
      total: 1,
    };
    for (const page of [
      postPageReader.parse({ posts: raw, comment_mode: 'flat', board_type: 'qna' }),
      postPageReader.parse({ board_contents: raw, comment_mode: 'flat', board_type: 'qna' }),
    ]) {
      expect(page.items[0]).to.deep.equal({
        post_id: 7,
        board_id: 3,
        title: 'Hi',
        writer_name: 'Ann',
        created_at: '2025-03-01T14:00:00+09:00',
        comment_cnt: 2,
      });
      expect(page).to.include({ comment_mode: 'flat', board_type: 'qna', total: 1 });
    }
    expect(postPageReader.safeParse({ data: [] }).success).to.equal(false);
  });

  it('reads a post (or the legacy board_content) with the comment flags beside it; absent flags are false', () => {
    const post = postDetailReader.parse({
      board_content: { post_id: 9, board_id: 3, title: 'T', content: '<p>x</p>', writer_name: 'W', created_at: '2025-03-01T05:00:00Z' },
      comment_mode: 'flat',
      can_read_comment: '1',
      can_write_comment: 0,
    });
    expect(post).to.include({ post_id: 9, content: '<p>x</p>', comment_mode: 'flat', can_read_comment: true, can_write_comment: false, comment_cnt: null });
    const bare = postDetailReader.parse({ post: { post_id: 9, title: 'T' } });
    expect(bare).to.include({ can_read_comment: false, can_write_comment: false, comment_mode: 'flat' });
    expect(postDetailReader.safeParse({ post: { title: 'no id' } }).success).to.equal(false);
  });

  it('reads comments (a list or a page; legacy content_id is the post_id)', () => {
    const list = commentPageReader.parse({
      comments: [{ comment_id: '1', content_id: '9', content: 'Hi', writer_name: 'A', created_at: '2025-03-01T05:00:00Z' }],
    });
    expect(list.items[0]).to.deep.equal({ comment_id: 1, post_id: 9, content: 'Hi', writer_name: 'A', created_at: '2025-03-01T05:00:00Z' });
    const page = commentPageReader.parse({ comments: { data: [{ comment_id: 2, post_id: 9, content: 'x' }], current_page: 2, per_page: 1, total: 2 } });
    expect(page).to.include({ current_page: 2, last_page: 2 });
    expect(commentCreatedReader.parse({ comment: { comment_id: 3, post_id: 9, content: 'y' } })!.comment_id).to.equal(3);
    expect(commentCreatedReader.parse({ ok: true })).to.equal(null);
  });

  it('takes the boards list and comment creation paths from its options', async () => {
    const siteKey = await newSite();
    const client = new StorefrontClient({
      siteKey,
      baseUrl: sandboxUrl(),
      language: 'en',
      retries: 0,
      getToken: () => 'sbx_unknown',
      paths: { boards: '/community/boards', commentCreate: '/community/posts/{post_id}/replies' },
    });
    const notFound = async (p: Promise<unknown>) => {
      const e = await p.catch((x: unknown) => x);
      expect(e).to.be.instanceOf(StorefrontError);
      expect((e as StorefrontError).status).to.equal(404);
    };
    await notFound(client.boards());
    await notFound(client.createComment(4301, 'Hi'));
    const seen = (await requests(siteKey)).map((r) => `${r.method} ${r.path}`);
    expect(seen).to.deep.equal(['GET /community/boards', 'POST /community/posts/4301/replies']);
    expect((await requests(siteKey))[1]!.body).to.deep.equal({ post_id: 4301, content: 'Hi' });
  });
});
