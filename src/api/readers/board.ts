/**
 * Boards, posts and comments. Spec: docs/spec/storefront-api.md, "Boards", "Rules tying reads to writes" 4
 * and the legacy names of "Versioning" (`board_contents` / `board_content` for `posts` / `post`;
 * `content_id` in comment requests for `post_id`). Shapes the spec does not show (the boards list
 * envelope, the comment list and the comment create answer):
 * README, "Choices made where the spec says 'not shown'".
 */
import { type Raw, asRecord, boolOf, fail, idOf, numberOf, reader, records, textOf } from './read.js';
import { type Page, readPage } from './page.js';

/** `created_at` as sent (ISO 8601, or `<YYYY-MM-DD HH:MM:SS>` in the platform's zone: read with ../spec-time.ts); null when absent. */
const createdAt = (raw: Raw) => textOf(raw, 'created_at') ?? null;

/** A board (`boards.data[]`). Spec: docs/spec/storefront-api.md, "Boards". */
export interface Board {
  board_id: number;
  title: string;
  /** Number of posts. */
  post_cnt: number;
  /** Seen: `qna`, `default` (the full set is not shown). */
  type: string;
  /** `write` `"1"`/`"0"`: whether the board takes new posts at all. True when absent; false for a value that is no boolean (the write button hides). */
  write: boolean;
  /** `comment_write` `"1"`/`"0"`. True when absent. */
  comment_write: boolean;
  /** Seen: `flat`, `disabled`. `flat` when absent. */
  comment_mode: string;
  /**
   * Who may post: `member`, `admin_only`, `''` when absent (anyone the platform lets), or
   * `unknown` for any other value: the write button hides (README, "Choices made where the spec
   * says 'not shown'").
   */
  posting_scope: PostingScope;
}

/** `posting_scope` as read (see {@link Board}). */
export type PostingScope = '' | 'member' | 'admin_only' | 'unknown';

/** A flag: absent → `absent`; present but not a boolean → false. */
function flagOf(raw: Raw, name: string, absent: boolean): boolean {
  const v = raw[name];
  return v === undefined || v === null ? absent : (boolOf(raw, name) ?? false);
}

function readBoard(raw: Raw): Board | undefined {
  const board_id = idOf(raw, 'board_id');
  if (board_id === undefined) return undefined;
  return {
    board_id,
    title: textOf(raw, 'title', 'name') ?? '',
    post_cnt: numberOf(raw, 'post_cnt') ?? 0,
    type: textOf(raw, 'type', 'board_type') ?? '',
    write: flagOf(raw, 'write', true),
    comment_write: boolOf(raw, 'comment_write') ?? true,
    comment_mode: textOf(raw, 'comment_mode') || 'flat',
    posting_scope: readScope(textOf(raw, 'posting_scope')),
  };
}

function readScope(text: string | undefined): PostingScope {
  const scope = text?.trim().toLowerCase() ?? '';
  return scope === '' || scope === 'member' || scope === 'admin_only' ? scope : 'unknown';
}

/** `GET /boards` → `{ boards: { data: [] } }` (also `boards: []`; README: the path is not shown). */
export const boardsReader = reader((raw): Board[] => {
  const list = Array.isArray(raw.boards) ? raw.boards : asRecord(raw.boards)?.data;
  return Array.isArray(list)
    ? records(list)
        .map(readBoard)
        .filter((b): b is Board => !!b)
    : fail('missing boards');
});

/** A post of a board list (`posts.data[]`, earlier `board_contents.data[]`). Spec: docs/spec/storefront-api.md, "Boards". */
export interface PostListItem {
  post_id: number;
  board_id: number;
  title: string;
  writer_name: string;
  /** `created_at` as sent (ISO 8601, or the spec's `<YYYY-MM-DD HH:MM:SS>` in the platform's zone); null when absent. */
  created_at: string | null;
  comment_cnt: number;
}

function readPost(raw: Raw): PostListItem | undefined {
  const post_id = idOf(raw, 'post_id');
  if (post_id === undefined) return undefined;
  return {
    post_id,
    board_id: idOf(raw, 'board_id') ?? 0,
    title: textOf(raw, 'title') ?? '',
    writer_name: textOf(raw, 'writer_name') ?? '',
    created_at: createdAt(raw),
    comment_cnt: numberOf(raw, 'comment_cnt') ?? 0,
  };
}

/** A page of posts, with the board's `comment_mode` and `board_type` sent alongside. */
export interface PostPage extends Page<PostListItem> {
  comment_mode: string | null;
  board_type: string | null;
}

/** `GET /posts` → `posts.data[]` (legacy `board_contents`), `comment_mode` and `board_type` alongside. */
export const postPageReader = reader((raw): PostPage => {
  const page = readPage(asRecord(raw.posts) ?? asRecord(raw.board_contents), raw, readPost);
  return { ...page, comment_mode: textOf(raw, 'comment_mode') ?? null, board_type: textOf(raw, 'board_type') ?? null };
});

/** A post (`post`, earlier `board_content`; spec: docs/spec/storefront-api.md, "Boards"), with `comment_mode`, `can_read_comment`, `can_write_comment` alongside. */
export interface PostDetail {
  post_id: number;
  board_id: number;
  title: string;
  /** The body: HTML, unsanitized. Sanitize before rendering. */
  content: string;
  writer_name: string;
  /** As in {@link PostListItem}. */
  created_at: string | null;
  /** Null when not sent. */
  comment_cnt: number | null;
  /** `disabled`: no comment section at all. `flat` when absent. */
  comment_mode: string;
  /** False (also when absent): the comment list is not fetched. */
  can_read_comment: boolean;
  /** False (also when absent): no comment form. */
  can_write_comment: boolean;
}

/** `GET /posts/{post_id}` → `post` (legacy `board_content`) with the comment flags alongside. */
export const postDetailReader = reader((raw): PostDetail => {
  const post = asRecord(raw.post) ?? asRecord(raw.board_content);
  const item = post && readPost(post);
  if (!post || !item) return fail('missing post');
  // The flags are read beside `post`, else inside it.
  const flag = (name: string) => boolOf(raw, name) ?? boolOf(post, name) ?? false;
  return {
    ...item,
    content: textOf(post, 'content') ?? '',
    comment_cnt: numberOf(post, 'comment_cnt') ?? null,
    comment_mode: textOf(raw, 'comment_mode') ?? textOf(post, 'comment_mode') ?? 'flat',
    can_read_comment: flag('can_read_comment'),
    can_write_comment: flag('can_write_comment'),
  };
});

/**
 * A comment (the shape is not shown: README, "Choices made where the spec says 'not shown'").
 * Its text is plain text (never HTML); earlier `content_id` is read as `post_id`.
 */
export interface PostComment {
  comment_id: number;
  post_id: number;
  content: string;
  writer_name: string;
  /** As in {@link PostListItem}. */
  created_at: string | null;
}

function readComment(raw: Raw): PostComment | undefined {
  const comment_id = idOf(raw, 'comment_id');
  if (comment_id === undefined) return undefined;
  return {
    comment_id,
    // Legacy comment payloads name the post `content_id` (spec: "Versioning").
    post_id: idOf(raw, 'post_id', 'content_id') ?? 0,
    content: textOf(raw, 'content') ?? '',
    writer_name: textOf(raw, 'writer_name') ?? '',
    created_at: createdAt(raw),
  };
}

/** `GET /posts/{post_id}/comments` → `{ comments: { data: [] , current_page, total… } }` (or `comments: []`). */
export const commentPageReader = reader((raw): Page<PostComment> => {
  const list = raw.comments;
  return Array.isArray(list) ? readPage({ data: list }, raw, readComment) : readPage(asRecord(list), raw, readComment);
});

/** Answer of comment creation: `{ comment }` (or the bare comment); null when it carries none. */
export const commentCreatedReader = reader((raw): PostComment | null => readComment(asRecord(raw.comment) ?? raw) ?? null);

/** Filters of `GET /posts`: one board, 1-based `page`, `limit` (platform default 20, at most 100). */
export interface PostFilters {
  board_id?: number;
  page?: number;
  limit?: number;
}
