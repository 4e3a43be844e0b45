/**
 * Raw board shapes (docs/spec/storefront-api.md, "Boards"): `boards.data[]`, `posts.data[]`, `post`, and the
 * comment shapes the spec does not show (README, "Choices made where the spec says 'not shown'").
 * Times are ISO 8601 with the Seoul offset (`2025-03-01T14:00:00+09:00`). A `legacy` board
 * serves ids and counts as strings.
 */
import type { BoardData, BoardRecord, CommentRecord, PostRecord } from '../seed/boards.js';
import type { Language } from '../store.js';
import { id } from './common.js';

/** Epoch ms → ISO 8601 in Seoul time (`+09:00`). */
export function isoSeoul(ms: number): string {
  return `${new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
}

/** Who asks: whether a buyer is logged in. */
export interface Viewer {
  loggedIn: boolean;
}

export function canReadComments(board: BoardRecord, viewer: Viewer): boolean {
  return board.comment_mode !== 'disabled' && (board.comment_read === 'anyone' || viewer.loggedIn);
}

export function canWriteComments(board: BoardRecord, viewer: Viewer): boolean {
  return board.comment_mode !== 'disabled' && board.comment_write === '1' && viewer.loggedIn;
}

/** `"1"`/`"0"` on the legacy board, booleans elsewhere. */
function flag(board: BoardRecord, value: boolean): boolean | string {
  return board.legacy ? (value ? '1' : '0') : value;
}

export function commentCount(data: BoardData, post_id: number): number {
  return data.comments.filter((c) => c.post_id === post_id).length;
}

export function boardJson(data: BoardData, board: BoardRecord, lang: Language): Record<string, unknown> {
  return {
    board_id: id(board.board_id, board.legacy),
    title: board.title[lang],
    post_cnt: id(data.posts.filter((p) => p.board_id === board.board_id).length, board.legacy),
    type: board.type,
    write: board.write,
    comment_write: board.comment_write,
    comment_mode: board.comment_mode,
    posting_scope: board.posting_scope,
  };
}

export function postListJson(data: BoardData, board: BoardRecord, post: PostRecord, lang: Language): Record<string, unknown> {
  return {
    post_id: id(post.post_id, board.legacy),
    board_id: id(post.board_id, board.legacy),
    title: post.title[lang],
    writer_name: post.writer_name[lang],
    created_at: isoSeoul(post.created_at),
    comment_cnt: id(commentCount(data, post.post_id), board.legacy),
  };
}

/** `{ post | board_content, comment_mode, can_read_comment, can_write_comment }`. */
export function postDetailJson(data: BoardData, board: BoardRecord, post: PostRecord, lang: Language, viewer: Viewer): Record<string, unknown> {
  return {
    [board.legacy ? 'board_content' : 'post']: { ...postListJson(data, board, post, lang), content: post.content[lang] },
    comment_mode: board.comment_mode,
    can_read_comment: flag(board, canReadComments(board, viewer)),
    can_write_comment: flag(board, canWriteComments(board, viewer)),
  };
}

export function commentJson(comment: CommentRecord, lang: Language): Record<string, unknown> {
  return {
    comment_id: comment.comment_id,
    post_id: comment.post_id,
    content: comment.content[lang],
    writer_name: comment.writer_name[lang],
    created_at: isoSeoul(comment.created_at),
  };
}
