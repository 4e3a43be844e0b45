/**
 * The sandbox's boards (docs/sandbox.md, "Boards"): shapes, legacy names, permissions and status
 * codes, through the Hono app (no server): `node --import tsx --test test/node/boards.test.ts`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSandbox } from '../../sandbox/app.js';

type Json = Record<string, any>;

function setup() {
  const { app, store } = createSandbox({ publicUrl: 'http://localhost:1', demoOrigins: [] });
  const site = store.createSite({ origins: [] });
  const token = store.issueToken(site, store.findOrCreateBuyer(site, { name: 'Ann', email: 'ann@example.com' }));
  const call = async (method: string, path: string, opts: { body?: unknown; token?: string } = {}): Promise<{ status: number; body: Json }> => {
    const res = await app.request(`/api/storefront/v1${path}`, {
      method,
      headers: {
        'X-Service-Site-Key': site.site_key,
        'Content-Type': 'application/json',
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  return { call, token };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

describe('sandbox boards', () => {
  it('lists the boards with write and comment_write as "1"/"0"', async () => {
    const { call } = setup();
    const { status, body } = await call('GET', '/boards?language=en');
    assert.equal(status, 200);
    const boards = body.boards.data as Json[];
    assert.deepEqual(
      boards.map((b) => b.board_id),
      [41, 42, 43, '44', 45],
    );
    assert.deepEqual(boards[0], {
      board_id: 41,
      title: 'Notices',
      post_cnt: 3,
      type: 'default',
      write: '1',
      comment_write: '0',
      comment_mode: 'flat',
      posting_scope: 'admin_only',
    });
    assert.equal(boards[1]!.type, 'qna');
    assert.equal(boards[3]!.write, '0');
    assert.equal(boards[3]!.comment_mode, 'disabled');
  });

  it('lists posts of a board newest first, paginated, in the asked language, with comment_mode and board_type', async () => {
    const { call } = setup();
    const first = await call('GET', '/posts?board_id=43&language=ja');
    assert.equal(first.status, 200);
    assert.equal(first.body.comment_mode, 'flat');
    assert.equal(first.body.board_type, 'default');
    const page = first.body.posts;
    assert.deepEqual([page.current_page, page.per_page, page.last_page, page.total, page.data.length], [1, 20, 2, 25, 20]);
    assert.equal(page.data[0].post_id, 4325);
    assert.equal(page.data[0].title, 'フリートークへようこそ');
    assert.equal(page.data[0].comment_cnt, 23);
    assert.match(page.data[0].created_at, ISO);
    const second = await call('GET', '/posts?board_id=43&page=2');
    assert.deepEqual(
      second.body.posts.data.map((p: Json) => p.post_id),
      [4305, 4304, 4303, 4302, 4301],
    );
    assert.equal((await call('GET', '/posts?board_id=45')).body.posts.total, 0);
  });

  it('serves board 44 with the legacy names and string ids', async () => {
    const { call } = setup();
    const list = await call('GET', '/posts?board_id=44');
    assert.equal(list.body.posts, undefined);
    assert.equal(list.body.board_contents.data[0].post_id, '4402');
    const post = await call('GET', '/posts/4401');
    assert.equal(post.body.post, undefined);
    assert.equal(post.body.board_content.post_id, '4401');
    assert.equal(post.body.can_read_comment, '0');
  });

  it('answers 404 for a missing board or post', async () => {
    const { call } = setup();
    assert.equal((await call('GET', '/posts?board_id=999')).status, 404);
    assert.equal((await call('GET', '/posts/999')).status, 404);
    assert.equal((await call('GET', '/posts/999/comments')).status, 404);
    assert.equal((await call('POST', '/posts/999/comments', { body: { post_id: 999, content: 'x' } })).status, 404);
  });

  it('sets can_read_comment / can_write_comment from the board and the buyer', async () => {
    const { call, token } = setup();
    const flags = async (id: number, t?: string) => {
      const { body } = await call('GET', `/posts/${id}`, { token: t });
      return [body.comment_mode, body.can_read_comment, body.can_write_comment];
    };
    assert.deepEqual(await flags(4101), ['flat', true, false]);
    assert.deepEqual(await flags(4101, token), ['flat', true, false]);
    assert.deepEqual(await flags(4201), ['flat', false, false]);
    assert.deepEqual(await flags(4201, token), ['flat', true, true]);
    assert.deepEqual(await flags(4301), ['flat', true, false]);
    assert.deepEqual(await flags(4301, token), ['flat', true, true]);
    assert.deepEqual(await flags(4301, 'sbx_not_a_token'), ['flat', true, false]);
    assert.deepEqual(await flags(4401, token), ['disabled', '0', '0']);
  });

  it('guards comment reads: 401 members-only while logged out, 403 disabled', async () => {
    const { call, token } = setup();
    assert.equal((await call('GET', '/posts/4201/comments')).status, 401);
    const read = await call('GET', '/posts/4201/comments', { token });
    assert.equal(read.status, 200);
    assert.equal(read.body.comments.total, 1);
    assert.match(read.body.comments.data[0].created_at, ISO);
    assert.equal((await call('GET', '/posts/4401/comments', { token })).status, 403);
    const busy = await call('GET', '/posts/4325/comments?page=2&language=en');
    assert.deepEqual(
      busy.body.comments.data.map((c: Json) => c.content),
      ['Hello from reader 21', 'Hello from reader 22', 'Hello from reader 23'],
    );
  });

  it('creates a comment from { post_id, content } and guards the write', async () => {
    const { call, token } = setup();
    assert.equal((await call('POST', '/posts/4301/comments', { body: { post_id: 4301, content: 'Hi' } })).status, 401);
    assert.equal((await call('POST', '/posts/4101/comments', { body: { post_id: 4101, content: 'Hi' }, token })).status, 403);
    assert.equal((await call('POST', '/posts/4401/comments', { body: { post_id: 4401, content: 'Hi' }, token })).status, 403);
    const empty = await call('POST', '/posts/4301/comments', { body: { post_id: 4301, content: '  ' }, token });
    assert.deepEqual([empty.status, Object.keys(empty.body.errors)], [422, ['content']]);
    const long = await call('POST', '/posts/4301/comments', { body: { post_id: 4301, content: 'x'.repeat(1001) }, token });
    assert.deepEqual([long.status, Object.keys(long.body.errors)], [422, ['content']]);
    const wrong = await call('POST', '/posts/4301/comments', { body: { post_id: 4302, content: 'Hi' }, token });
    assert.deepEqual([wrong.status, Object.keys(wrong.body.errors)], [422, ['post_id']]);
    const missing = await call('POST', '/posts/4301/comments', { body: { content: 'Hi' }, token });
    assert.deepEqual([missing.status, Object.keys(missing.body.errors)], [422, ['post_id']]);
    const legacy = await call('POST', '/posts/4301/comments', { body: { content_id: '4301', content: 'Legacy name' }, token });
    assert.equal(legacy.status, 201);
    const both = await call('POST', '/posts/4301/comments', { body: { post_id: 4301, content_id: 1, content: ' Public name wins ' }, token });
    assert.equal(both.status, 201);
    assert.equal(both.body.comment.content, 'Public name wins');
    assert.equal(both.body.comment.writer_name, 'Ann');
    assert.equal(both.body.comment.post_id, 4301);
    const list = await call('GET', '/posts/4301/comments');
    assert.deepEqual(
      list.body.comments.data.map((c: Json) => c.content),
      ['Legacy name', 'Public name wins'],
    );
    assert.equal((await call('GET', '/posts/4301')).body.post.comment_cnt, 2);
  });
});
