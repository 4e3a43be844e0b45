import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PurchasedContent, PurchasedLesson } from '../../api/readers/buyer.js';
import { BuyerElement, safeUrl } from '../../ui/buyer.js';
import { strings } from './strings.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { PageIdController } from '../../ui/page-id.js';
import { checkId, checkPageId, problems, type ConfigProblem } from '../../ui/config-error.js';
import { styles } from './shop-content-viewer.styles.js';

/** Paths the browser's `<video>` is given; anything else opens as a link. */
const VIDEO = /\.(mp4|m4v|webm|ogv|ogg|mov|m3u8)$/i;

/**
 * A purchased content: its chapters and lessons, the chosen lesson's player, and moving between
 * lessons (previous / next and the lesson list) by `curriculum_id`, which is kept in the
 * `curriculum-id` attribute.
 *
 * The player plays the lesson's `media_url` as is: a `<video>` for video files, else a link that
 * opens it in a new tab (no iframe); only http(s) (or same-origin relative) URLs are used. When
 * `media_url` is empty nothing is derived from other fields: the lesson shows "no video".
 * `reference_url` is a separate link. When the content cannot be played (`watchable` false, or
 * `hold_blocked`), a notice says why and no player is shown.
 *
 * Needs a logged-in buyer (asks for login once otherwise). A content the buyer has not bought
 * shows a permission notice (403), a missing one a not-found notice (404).
 *
 * Spec: docs/spec/storefront-api.md, "GET /me/content-items/{content_id}", value conventions 4 (media_url,
 * reference_url), "Versioning" (legacy `data`/`vod_link`, `watch_able`).
 *
 * @element shop-content-viewer
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in (once).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the content could not be read.
 * @csspart title - The content title.
 * @csspart notice - Why the content cannot be played, or that a lesson has no video (also `blocked`, `no-media`).
 * @csspart lesson - The chosen lesson: its title, player and links.
 * @csspart lesson-title - The chosen lesson's title.
 * @csspart player - The `<video>`, or the link that opens the lesson (`player-link`).
 * @csspart reference-link - The lesson's related link.
 * @csspart previous - The previous lesson button.
 * @csspart next - The next lesson button.
 * @csspart lessons - The lesson list; `chapter` and `lesson-button` inside.
 * @csspart button - Every button.
 * @csspart login-prompt - The log-in prompt; `login-button` inside.
 * @csspart loading - The loading state.
 * @csspart error - An error alert (also `forbidden`, `not-found`).
 */
export class ShopContentViewer extends BuyerElement {
  static override styles = styles;

  /** `content_id` of the purchased content. Required. */
  @property({ attribute: 'content-id', converter: idAttribute }) contentId: number | null = null;
  /**
   * Where the page URL holds the ids when `content-id` (and `curriculum-id`) are absent, in the
   * `*-href` template language: `/learn/{content_id}/{curriculum_id}` or `/viewer.html?id={content_id}`.
   * Default: the query parameters `content_id` and `curriculum_id`.
   */
  @property({ attribute: 'url-pattern' }) urlPattern: string | null = null;
  /** The content_id shown: `content-id`, else the page URL. */
  readonly #contentId = new PageIdController(this, { attribute: 'content-id', property: 'contentId', param: 'content_id' });
  /** `curriculum_id` of the lesson shown; the first lesson when unset or unknown. Updated when the buyer moves. */
  @property({ attribute: 'curriculum-id', converter: idAttribute, reflect: true }) curriculumId: number | null = null;
  /** The curriculum_id shown: `curriculum-id`, else the page URL (optional). */
  readonly #curriculumId = new PageIdController(this, { attribute: 'curriculum-id', property: 'curriculumId', param: 'curriculum_id' });

  /** Text of the polite live region after the buyer moved. */
  @state() private notice = '';

  readonly #task = this.buyerTask(
    (shop, signal) => (this.#contentId.id ? shop.client.myContentItem(this.#contentId.id, signal) : Promise.resolve(undefined)),
    () => [this.#contentId.id],
  );

  /** The content's id (attribute or page URL) and an optional `curriculum-id`, as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkPageId(this.#contentId), checkId(this, 'curriculum-id'));
  }

  async #go(lesson: PurchasedLesson | undefined, e: Event): Promise<void> {
    if (!lesson) return;
    this.curriculumId = lesson.curriculum_id;
    this.notice = strings(this.language, 'now', { title: lesson.title });
    const button = e.currentTarget as HTMLButtonElement;
    await this.updateComplete;
    if (button.disabled) button.parentElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }

  override render() {
    return html`<p class="visually-hidden" role="status" aria-live="polite">${this.notice}</p>
      ${this.renderBuyer(this.#task, { complete: (c) => (c ? this.#content(c) : nothing) })}`;
  }

  #content(c: PurchasedContent): TemplateResult {
    const lang = this.language;
    const lessons = c.chapters.flatMap((ch) => ch.items);
    const current = lessons.find((l) => l.curriculum_id === this.#curriculumId.id) ?? lessons[0];
    const i = current ? lessons.indexOf(current) : -1;
    const playable = c.watchable && !c.hold_blocked;
    return html`<article aria-labelledby="title">
      <h2 id="title" part="title">${c.title}</h2>
      ${playable ? nothing : html`<p class="notice" part="notice blocked">${strings(lang, c.hold_blocked ? 'held' : 'ended')}</p>`}
      ${!lessons.length ? html`<p class="notice" part="notice">${strings(lang, 'noLessons')}</p>` : nothing}
      ${
        playable && current
          ? html`<section class="lesson" part="lesson" aria-labelledby="lesson-title">
              <h3 id="lesson-title" part="lesson-title">${current.title}</h3>
              ${this.#player(current)}
              ${
                safeUrl(current.reference_url)
                  ? html`<a part="reference-link" href=${current.reference_url} target="_blank" rel="noopener noreferrer">
                      ${strings(lang, 'reference')}<span class="visually-hidden"> ${strings(lang, 'newTab')}</span></a
                    >`
                  : nothing
              }
              <div class="actions">
                <button type="button" part="button previous" ?disabled=${i <= 0} @click=${(e: Event) => this.#go(lessons[i - 1], e)}>
                  <span aria-hidden="true">‹</span> ${strings(lang, 'previous')}
                </button>
                <button type="button" part="button next" ?disabled=${i >= lessons.length - 1} @click=${(e: Event) => this.#go(lessons[i + 1], e)}>
                  ${strings(lang, 'next')} <span aria-hidden="true">›</span>
                </button>
              </div>
            </section>`
          : nothing
      }
      ${
        lessons.length
          ? html`<nav class="lessons" part="lessons" aria-label=${strings(lang, 'lessons')}>
              ${c.chapters.map(
                (ch) =>
                  html`<h3 part="chapter">${ch.title}</h3>
                    <ol>
                      ${ch.items.map((l) => {
                        const body = html`${l.title}${l.duration_text ? html` <span class="hint">${l.duration_text}</span>` : nothing}`;
                        return html`<li>
                          ${
                            playable
                              ? html`<button
                                  type="button"
                                  part="button lesson-button"
                                  aria-current=${l === current ? 'true' : 'false'}
                                  @click=${(e: Event) => this.#go(l, e)}
                                >
                                  ${body}
                                </button>`
                              : body
                          }
                        </li>`;
                      })}
                    </ol>`,
              )}
            </nav>`
          : nothing
      }
    </article>`;
  }

  #player(l: PurchasedLesson): TemplateResult {
    const lang = this.language;
    const src = l.media_url;
    if (!safeUrl(src)) return html`<p class="notice" part="notice no-media">${strings(lang, 'noMedia')}</p>`;
    const link = html`<a part="player-link" class="button primary" href=${src} target="_blank" rel="noopener noreferrer">
      ${strings(lang, 'openLesson')}<span class="visually-hidden"> ${strings(lang, 'newTab')}</span></a
    >`;
    return VIDEO.test(new URL(src, location.href).pathname)
      ? html`<video part="player" controls playsinline preload="metadata" src=${src} aria-label=${l.title}></video>`
      : link;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-content-viewer': ShopContentViewer;
  }
}
