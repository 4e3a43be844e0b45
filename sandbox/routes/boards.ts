/**
 * Boards: the boards list, posts of a board, a post, its comments and comment creation. Reads
 * are public; the buyer token (when valid) decides `can_read_comment` / `can_write_comment`.
 * Paths the spec does not show (`GET /boards`, `POST /posts/{post_id}/comments`) follow
 * the README, "Choices made where the spec says 'not shown'".
 * Status codes: 404 unknown board or post, 401 a logged-out buyer where a login is needed, 403
 * a logged-in buyer without the right, 422 field errors.
 */
import { Hono } from 'hono';
import {
  ApiError,
  type SandboxContext,
  type SandboxEnv,
  Validation,
  bearerToken,
  bodyObject,
  invalid,
  languageOf,
  notFound,
  toInt,
  unauthorized,
} from '../http.js';
import type { BoardRecord, PostRecord } from '../seed/boards.js';
import { boardJson, canReadComments, canWriteComments, commentJson, postDetailJson, postListJson, type Viewer } from '../shapes/boards.js';
import type { Buyer, SandboxStore, Site } from '../store.js';

/** Longest comment accepted, in characters. */
export const COMMENT_MAX_LENGTH = 1000;

/** `page` (default 1) and `limit` (default 20, at most 100), as the catalog lists. */
function paginate<T>(c: SandboxContext, rows: T[], toJson: (row: T) => unknown) {
  const page = Math.max(1, toInt(c.req.query('page')) ?? 1);
  const asked = toInt(c.req.query('limit'));
  const limit = asked === undefined || asked < 1 ? 20 : Math.min(asked, 100);
  const total = rows.length;
  return {
    data: rows.slice((page - 1) * limit, page * limit).map(toJson),
    current_page: page,
    per_page: limit,
    last_page: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}

function buyerOf(store: SandboxStore, c: SandboxContext): Buyer | undefined {
  return store.buyerByToken(c.get('site'), bearerToken(c));
}

function boardOf(site: Site, board_id: number): BoardRecord {
  const board = site.boards.boards.find((b) => b.board_id === board_id);
  if (!board) throw notFound(`Board ${board_id} not found.`);
  return board;
}

function postOf(site: Site, raw: string): { post: PostRecord; board: BoardRecord } {
  const post_id = toInt(raw);
  const post = post_id === undefined ? undefined : site.boards.posts.find((p) => p.post_id === post_id);
  if (!post) throw notFound(`Post ${raw} not found.`);
  return { post, board: boardOf(site, post.board_id) };
}

/** 401 when logging in would help, 403 otherwise. */
function refuse(viewer: Viewer, message: string): ApiError {
  return viewer.loggedIn ? new ApiError(403, message) : unauthorized(`Sign in to continue: ${message.charAt(0).toLowerCase()}${message.slice(1)}`);
}

export function boardRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();

  api.get('/boards', (c) => {
    const site = c.get('site');
    const lang = languageOf(c);
    return c.json({ boards: paginate(c, site.boards.boards, (b) => boardJson(site.boards, b, lang)) });
  });

  api.get('/posts', (c) => {
    const site = c.get('site');
    const lang = languageOf(c);
    const raw = c.req.query('board_id');
    const board_id = raw === undefined || raw === '' ? undefined : toInt(raw);
    if (raw && board_id === undefined) throw invalid('board_id', 'The board_id must be an integer.');
    const board = board_id === undefined ? undefined : boardOf(site, board_id);
    const rows = site.boards.posts.filter((p) => !board || p.board_id === board.board_id).sort((a, b) => b.created_at - a.created_at || b.post_id - a.post_id);
    const page = paginate(c, rows, (p) => postListJson(site.boards, boardOf(site, p.board_id), p, lang));
    if (!board) return c.json({ posts: page });
    return c.json({ [board.legacy ? 'board_contents' : 'posts']: page, comment_mode: board.comment_mode, board_type: board.type });
  });

  api.get('/posts/:post_id', (c) => {
    const site = c.get('site');
    const { post, board } = postOf(site, c.req.param('post_id'));
    return c.json(postDetailJson(site.boards, board, post, languageOf(c), { loggedIn: !!buyerOf(store, c) }));
  });

  api.get('/posts/:post_id/comments', (c) => {
    const site = c.get('site');
    const { post, board } = postOf(site, c.req.param('post_id'));
    const viewer = { loggedIn: !!buyerOf(store, c) };
    if (board.comment_mode === 'disabled') throw new ApiError(403, 'Comments are disabled on this board.');
    if (!canReadComments(board, viewer)) throw refuse(viewer, 'Only members can read the comments of this board.');
    const lang = languageOf(c);
    const rows = site.boards.comments.filter((m) => m.post_id === post.post_id).sort((a, b) => a.created_at - b.created_at || a.comment_id - b.comment_id);
    return c.json({ comments: paginate(c, rows, (m) => commentJson(m, lang)) });
  });

  api.post('/posts/:post_id/comments', (c) => {
    const site = c.get('site');
    const { post, board } = postOf(site, c.req.param('post_id'));
    const buyer = buyerOf(store, c);
    if (!buyer) throw unauthorized('Sign in to write a comment.');
    if (!canWriteComments(board, { loggedIn: true })) {
      throw new ApiError(
        403,
        board.comment_mode === 'disabled' ? 'Comments are disabled on this board.' : 'You do not have permission to comment on this board.',
      );
    }
    const body = bodyObject(c);
    const v = new Validation();
    // `content_id` is the legacy name of post_id in comment requests; the public name wins.
    const sentId = body.post_id ?? body.content_id;
    const key = body.post_id === undefined && body.content_id !== undefined ? 'content_id' : 'post_id';
    if (sentId === undefined || sentId === null) v.add('post_id', 'The post_id is required.');
    else if (toInt(sentId) !== post.post_id) v.add(key, 'The post_id must be the post of the path.');
    const text = typeof body.content === 'string' ? body.content.trim() : '';
    if (!text) v.add('content', 'The comment is required.');
    else if ([...text].length > COMMENT_MAX_LENGTH) v.add('content', `The comment may not be longer than ${COMMENT_MAX_LENGTH} characters.`);
    v.throwIfAny();
    const comment = {
      comment_id: site.boards.next_comment_id++,
      post_id: post.post_id,
      content: { ko: text, en: text, ja: text },
      writer_name: { ko: buyer.nickname || buyer.name, en: buyer.nickname || buyer.name, ja: buyer.nickname || buyer.name },
      created_at: Date.now(),
      user_id: buyer.user_id,
    };
    site.boards.comments.push(comment);
    return c.json({ comment: commentJson(comment, languageOf(c)) }, 201);
  });

  return api;
}
