import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { initialState } from '@lit/task';
import { isAbortError } from '../../api/errors.js';
import type { Board, PostPage } from '../../api/readers/board.js';
import { cardLink } from '../../ui/card.js';
import { authorHref, navLink } from '../../ui/navigation.js';
import { PagerController } from '../../ui/pager.js';
import { checkInteger, checkPageId, problems, readInteger, type ConfigProblem } from '../../ui/config-error.js';
import { ShopTask } from '../../ui/shop-task.js';
import { renderTask } from '../../ui/status.js';
import { BoardElement } from './board-element.js';
import { strings } from './strings.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { PageIdController } from '../../ui/page-id.js';
import { MAX_LIMIT } from '../../ui/list-filters.js';

interface BoardView {
  /** Null when the boards list does not name this board. */
  board: Board | null;
  posts: PostPage;
}

/**
 * A board: its title, its posts newest first (title, writer, date, comment count) with
 * pagination, and the write button only where the board allows it: none when `posting_scope` is
 * `admin_only` or a value it does not know, or `write` is `"0"` or no boolean; on a `member` board a logged-out buyer gets a log-in button
 * instead. The spec has no post creation call: the write button goes to `write-href`.
 *
 * Spec: docs/spec/storefront-api.md, "Boards", "GET /posts" and "Rules tying reads to writes" 4. Design:
 * docs/spec/public-api.md, "Buyer pages and boards".
 *
 * @element shop-board
 * @fires {ShopNavigateEvent} shop-navigate - `{ href, kind: 'post', id: post_id }`, cancelable, when a post is activated (with `post-href`
 *   the title is a real link; cancelling keeps the browser from following it). The write button emits
 *   `{ href: write-href or null, kind: 'post', id: null }`; its default action follows `href`.
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: the log-in button of a member board was pressed.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the board could not be read.
 * @csspart title - The board title.
 * @csspart posts - The list of posts.
 * @csspart post - One post.
 * @csspart card-link - A post title, a link that covers its row.
 * @csspart writer - A post's writer.
 * @csspart date - A post's date.
 * @csspart comment-count - A post's number of comments.
 * @csspart button - Every button.
 * @csspart write-button - The write button.
 * @csspart login-button - The log-in button shown instead of it to a logged-out buyer on a member board.
 * @csspart pagination - The pager; `page-button`, `previous`, `next`, `page-status` inside.
 * @csspart empty - The "No posts yet" message.
 * @csspart loading - The loading state.
 * @csspart error - The error message (a missing board: "not found") with its retry button.
 * @csspart stale - The notice shown when the posts are from the last good read.
 */
export class ShopBoard extends BoardElement {
  /** The board (board_id). Required. */
  @property({ attribute: 'board-id', converter: idAttribute }) boardId: number | null = null;
  /**
   * Where the page URL holds the id when `board-id` is absent, in the `*-href` template language:
   * `/boards/{board_id}/` or `/page.html?id={board_id}`. Default: the query parameter `board_id`.
   */
  @property({ attribute: 'url-pattern' }) urlPattern: string | null = null;
  /** The board_id shown: `board-id`, else the page URL. */
  readonly #boardId = new PageIdController(this, { attribute: 'board-id', property: 'boardId', param: 'board_id' });
  /** URL template of a post page, e.g. `/post.html?id={post_id}`. Without one, a post emits `shop-navigate` only. */
  @property({ attribute: 'post-href' }) postHref?: string | null;
  /** Where the write button goes, e.g. `/write.html?board={board_id}`; without one it emits `shop-navigate` only. */
  @property({ attribute: 'write-href' }) writeHref?: string | null;
  /** Page shown, 1-based. Set back to 1 when `board-id` changes. */
  @property({ type: Number, reflect: true }) page?: number | null;
  /** Posts per page (1 to 100). Default: the platform's (20). */
  @property({ type: Number }) limit?: number | null;

  /** The last page received, for the pager. */
  #last: BoardView | undefined;

  /** The pages of the board: from the answer's total. */
  readonly #pager = new PagerController(this, { get: () => this.page, set: (page) => (this.page = page), limit: () => this.limit });

  readonly #task = new ShopTask(this, {
    task: async ([shop, board_id, page, limit], { signal }): Promise<BoardView | typeof initialState> => {
      if (!shop || !board_id || !this.configured) return initialState;
      const [boards, posts] = await Promise.all([shop.client.boards(signal), shop.client.posts({ board_id, page, ...(limit ? { limit } : {}) }, signal)]);
      return { board: boards.find((b) => b.board_id === board_id) ?? null, posts };
    },
    // The token: what the board allows may depend on the buyer.
    args: () => [this.shop, this.#boardId.id, this.#pager.page, readInteger(this.limit, 1, MAX_LIMIT), this.contentLanguage, this.shop?.session.token] as const,
    onComplete: (value) => {
      this.#last = value;
    },
    onError: (error) => {
      if (!isAbortError(error)) this.reportError(error);
    },
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && changed.has('boardId') && !changed.has('page')) this.page = 1;
  }

  /** The board's id (attribute or page URL), `page` and `limit` (1–100) as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkPageId(this.#boardId), checkInteger(this, 'page', 1), checkInteger(this, 'limit', 1, MAX_LIMIT));
  }

  override render() {
    const last = this.#last;
    return html`${renderTask(this.#task, { language: this.language, complete: (v) => this.#renderBoard(v) })} ${this.#pager.render(last?.posts, this.language)}`;
  }

  #renderBoard({ board, posts }: BoardView) {
    const lang = this.language;
    return html`<div class="head">${board?.title ? html`<h2 part="title">${board.title}</h2>` : nothing} ${board ? this.#renderWrite(board) : nothing}</div>
      ${
        posts.items.length
          ? html`<ul part="posts">
              ${posts.items.map(
                (p) =>
                  html`<li part="post">
                    <h3>
                      ${cardLink({
                        href: authorHref(this, 'post-href', this.postHref, { post_id: p.post_id }),
                        title: p.title,
                        activate: (href) => this.emit('shop-navigate', { href, kind: 'post', id: p.post_id }),
                      })}
                    </h3>
                    <p class="meta">
                      ${this.meta(p.writer_name, p.created_at)} · <span part="comment-count">${strings(lang, 'comments', { count: p.comment_cnt })}</span>
                    </p>
                  </li>`,
              )}
            </ul>`
          : this.#pager.isPastEnd(posts)
            ? this.#pager.renderPastEnd(posts, lang)
            : html`<p class="status" part="empty">${strings(lang, 'empty')}</p>`
      }`;
  }

  /** Spec rule 4: no write button for `admin_only` or `write` "0"; a log-in button for a logged-out buyer on a member board. */
  #renderWrite(board: Board) {
    const lang = this.language;
    if (!board.write || board.posting_scope === 'admin_only' || board.posting_scope === 'unknown') return nothing;
    if (board.posting_scope === 'member' && !this.shop?.session.loggedIn) return this.loginButton(strings(lang, 'loginToWrite'));
    return navLink({
      host: this,
      href: authorHref(this, 'write-href', this.writeHref, { board_id: board.board_id }),
      kind: 'post',
      part: 'button write-button',
      className: 'button primary',
      content: strings(lang, 'write'),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-board': ShopBoard;
  }
}
