import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus, initialState } from '@lit/task';
import { StorefrontError, isAbortError } from '../../api/errors.js';
import type { PostDetail } from '../../api/readers/board.js';
import { errorMessage } from '../../i18n/error-message.js';
import { PagerController } from '../../ui/pager.js';
import { checkPageId, problems, type ConfigProblem } from '../../ui/config-error.js';
import { sellerHtml } from '../../ui/sanitize.js';
import { ShopTask } from '../../ui/shop-task.js';
import { renderTask } from '../../ui/status.js';
import { BoardElement } from '../shop-board/board-element.js';
import { strings } from './strings.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { PageIdController } from '../../ui/page-id.js';
import { styles } from './shop-post.styles.js';
import { FieldErrorsController } from '../../ui/field-errors.js';

/**
 * A post: title, writer, date and the body (seller HTML, sanitized), then its comments, following
 * the spec's rule 4: no comment section at all when `comment_mode` is `disabled`; the comment list
 * is fetched only when `can_read_comment` (otherwise a log-in or permission notice); the comment
 * form only when `can_write_comment`. A posted comment appears at once (the list is read again,
 * on its last page). A failed comment keeps what was typed: 422 errors show next to the text
 * field, 403 gives a permission notice, 401 asks for login once.
 *
 * Spec: docs/spec/storefront-api.md, "Boards", "GET /posts/{post_id}", "GET /posts/{post_id}/comments",
 * "Rules tying reads to writes" 4, "Errors". Design: docs/spec/public-api.md, "Buyer pages and boards".
 *
 * @element shop-post
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: a log-in button was pressed, or a comment answered 401.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the post, its comments or a comment write failed.
 * @csspart post - The post (title, meta, body).
 * @csspart title - The post title.
 * @csspart writer - A writer's name (post and comments).
 * @csspart date - A date (post and comments).
 * @csspart body - The post body (sanitized HTML).
 * @csspart comments - The comment section.
 * @csspart comment - One comment.
 * @csspart comment-text - A comment's text.
 * @csspart notice - The log-in or permission notice.
 * @csspart comment-form - The comment form.
 * @csspart field - The comment text field.
 * @csspart field-error - The message next to the text field.
 * @csspart button - Every button.
 * @csspart submit-button - The "Post comment" button.
 * @csspart login-button - The log-in button of a notice.
 * @csspart pagination - The comment pager.
 * @csspart empty - "No comments yet".
 * @csspart loading - A loading state.
 * @csspart error - An error message (a missing post: "not found").
 * @csspart stale - The notice shown when data is from the last good read.
 */
export class ShopPost extends BoardElement {
  static override styles = styles;

  /** The post (post_id). Required. */
  @property({ attribute: 'post-id', converter: idAttribute }) postId: number | null = null;
  /**
   * Where the page URL holds the id when `post-id` is absent, in the `*-href` template language:
   * `/posts/{post_id}/` or `/page.html?id={post_id}`. Default: the query parameter `post_id`.
   */
  @property({ attribute: 'url-pattern' }) urlPattern: string | null = null;
  /** The post_id shown: `post-id`, else the page URL. */
  readonly #postId = new PageIdController(this, { attribute: 'post-id', property: 'postId', param: 'post_id' });

  /** The comment being written: kept through every failure. */
  @state() private draft = '';
  /** The message next to the text field (key `content`, the spec's field). */
  readonly #fieldErrors = new FieldErrorsController<'content'>(this);
  /** A failed write that is not about the text field (403, 401, network…). */
  @state() private writeError: unknown = null;
  @state() private busy = false;
  @state() private notice = '';
  /** Comment page shown; 0 = the last one (after posting). */
  @state() private commentPage = 1;

  /** The post the draft and the comment page belong to. */
  #shownId: number | null = null;

  readonly #post = new ShopTask(this, {
    task: async ([shop, id], { signal }) => {
      if (!shop || !id) return initialState;
      const post = await shop.client.post(id, signal);
      if (id !== this.#shownId) {
        // Another post: start over (a token or language change keeps the draft).
        this.#shownId = id;
        this.draft = this.notice = '';
        this.#fieldErrors.clear();
        this.writeError = null;
        this.commentPage = 1;
      }
      return post;
    },
    // The token: the comment flags depend on the buyer.
    args: () => [this.shop, this.#postId.id, this.contentLanguage, this.shop?.session.token] as const,
    onError: (e) => this.#report(e),
  });

  /** Runs only for a post read in full whose `can_read_comment` is true (spec rule 4). */
  readonly #comments = new ShopTask(this, {
    task: async ([shop, post, page], { signal }) => {
      if (!shop || !post) return initialState;
      const id = post.post_id;
      let list = await shop.client.comments(id, { page: page || 1 }, signal);
      if (!page && this.#commentPager.pages(list) > 1) list = await shop.client.comments(id, { page: this.#commentPager.pages(list) }, signal);
      return list;
    },
    args: () => {
      const p = this.#post.status === TaskStatus.COMPLETE ? this.#post.value : undefined;
      return [this.shop, p && p.can_read_comment && p.comment_mode !== 'disabled' ? p : null, this.commentPage] as const;
    },
    onError: (e) => this.#report(e),
  });

  /** The comment pages (0 asks for the last one, where a new comment lands). */
  readonly #commentPager = new PagerController(this, {
    get: () => this.#comments.value?.current_page ?? this.commentPage,
    set: (page) => (this.commentPage = page),
  });

  /** The post's id (attribute or page URL) as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkPageId(this.#postId));
  }

  #report(e: unknown): void {
    if (!isAbortError(e)) this.reportError(e);
  }

  async #submit(e: Event, post_id: number): Promise<void> {
    e.preventDefault();
    const shop = this.shop;
    if (!shop || this.busy) return;
    const lang = this.language;
    const content = this.draft.trim();
    this.writeError = null;
    this.notice = '';
    this.#fieldErrors.clear();
    if (!content) {
      this.#fieldErrors.set({ content: strings(lang, 'required') });
      return void this.#fieldErrors.focusFirst();
    }
    this.busy = true;
    try {
      await shop.client.createComment(post_id, content);
      this.draft = '';
      this.notice = strings(lang, 'posted');
      if (this.commentPage === 0) void this.#comments.run();
      else this.commentPage = 0;
    } catch (error) {
      this.reportError(error);
      const field = error instanceof StorefrontError && (error.status === 422 || error.status === 400) ? error.fieldMessage('content') : undefined;
      if (field) {
        this.#fieldErrors.set({ content: field });
        void this.#fieldErrors.focusFirst();
      } else this.writeError = error;
    } finally {
      this.busy = false;
    }
  }

  override render() {
    return renderTask(this.#post, { language: this.language, complete: (p) => this.#renderPost(p) });
  }

  #renderPost(p: PostDetail) {
    return html`<article part="post">
        <h2 part="title">${p.title}</h2>
        <p class="meta">${this.meta(p.writer_name, p.created_at)}</p>
        ${sellerHtml(p.content, 'body')}
      </article>
      ${p.comment_mode === 'disabled' ? nothing : this.#renderComments(p)}`;
  }

  #renderComments(p: PostDetail) {
    const lang = this.language;
    const loggedIn = !!this.shop?.session.loggedIn;
    const list = p.can_read_comment ? this.#comments.value : undefined;
    const notice = (key: 'loginToRead' | 'noRead' | 'loginToWrite' | 'noWrite', login: boolean) =>
      html`<p class="notice" part="notice">${strings(lang, key)}</p>
        ${login ? html`<div>${this.loginButton(strings(lang, 'logIn'))}</div>` : nothing}`;
    return html`<section class="comments" part="comments" aria-labelledby="comments-title">
      <h3 id="comments-title">${strings(lang, 'comments', { count: list?.total ?? p.comment_cnt ?? 0 })}</h3>
      ${
        p.can_read_comment
          ? html`${renderTask(this.#comments, {
              language: lang,
              complete: (l) =>
                l.items.length
                  ? html`<ol>
                      ${l.items.map(
                        (c) =>
                          html`<li part="comment">
                            <p class="meta">${this.meta(c.writer_name, c.created_at)}</p>
                            <p class="text" part="comment-text">${c.content}</p>
                          </li>`,
                      )}
                    </ol>`
                  : html`<p class="status" part="empty">${strings(lang, 'noComments')}</p>`,
            })}
            ${this.#commentPager.render(list, lang)}`
          : notice(loggedIn ? 'noRead' : 'loginToRead', !loggedIn)
      }
      ${p.can_write_comment ? this.#renderForm(p) : p.can_read_comment ? notice(loggedIn ? 'noWrite' : 'loginToWrite', !loggedIn) : nothing}
      <p class="visually-hidden" role="status">${this.notice}</p>
    </section>`;
  }

  #renderForm(p: PostDetail) {
    const lang = this.language;
    const error = this.writeError;
    const fieldError = this.#fieldErrors.get('content');
    const forbidden = error instanceof StorefrontError && error.status === 403;
    return html`<form part="comment-form" novalidate @submit=${(e: Event) => void this.#submit(e, p.post_id)}>
      <div class="field">
        <label for="comment">${strings(lang, 'yourComment')}</label>
        <textarea
          id="comment"
          name="content"
          part="field"
          rows="3"
          .value=${this.draft}
          aria-invalid=${fieldError ? 'true' : 'false'}
          aria-describedby=${fieldError ? 'comment-error' : nothing}
          @input=${(e: Event) => (this.draft = (e.target as HTMLTextAreaElement).value)}
        ></textarea>
        ${fieldError ? html`<p id="comment-error" class="field-error" part="field-error" role="alert">${fieldError}</p>` : nothing}
      </div>
      ${error ? html`<p class="error" role="alert" part="error">${forbidden ? strings(lang, 'noWrite') : errorMessage(error, lang)}</p>` : nothing}
      <button type="submit" class="primary" part="button submit-button" ?disabled=${this.busy}>${strings(lang, 'send')}</button>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-post': ShopPost;
  }
}
