import { html, nothing, type TemplateResult } from 'lit';
import { common } from '../../i18n/common.js';
import { property, state } from 'lit/decorators.js';
import type { PurchasedContent, PurchasedLesson } from '../../api/readers/buyer.js';
import { BuyerElement, safeUrl } from '../../ui/buyer.js';
import { strings } from './strings.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { PageIdController } from '../../ui/page-id.js';
import { checkId, checkPageId, problems, type ConfigProblem } from '../../ui/config-error.js';
import { styles } from './shop-content-viewer.styles.js';
import { pluralOf } from '../../i18n/plural.js';
import { progressKey, readProgress, writeProgress, type ContentProgress } from './progress.js';

/** Paths the browser's `<video>` is given; anything else opens as a link. */
const VIDEO = /\.(mp4|m4v|webm|ogv|ogg|mov|m3u8)$/i;

/**
 * A purchased content: its chapters and lessons, the chosen lesson's player, and moving between
 * lessons (previous / next and the lesson list) by `curriculum_id`, which is kept in the
 * `curriculum-id` attribute.
 *
 * The player plays the lesson's `media_url` as is: a `<video>` for video files (the content's
 * image as its poster; nothing is downloaded before the buyer presses play), else a link that
 * opens it in a new tab (no iframe); only http(s) (or same-origin relative) URLs are used. A video
 * that cannot be loaded (a 404, a format the browser cannot play) is replaced by a message over
 * the poster, with "Try again". When `media_url` is empty nothing is derived from other fields:
 * the lesson shows "no video". `reference_url` is a separate link. When the content cannot be
 * played (`watchable` false, or `hold_blocked`), a notice says why and no player is shown.
 *
 * Lessons watched on this device (played to the end, or "Mark as watched", a toggle) are ticked
 * in the lesson list and counted ("3 of 10 lessons watched"); they are kept in `localStorage` per
 * buyer and content, with the lesson shown last (./progress.ts), and never sent: the spec shows
 * no progress endpoint. Counts are worded by `Intl.PluralRules` ("1 lesson", "3 lessons").
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
 * @csspart notice - Why the content cannot be played, that a lesson has no video, or that its video could not be loaded (also `blocked`,
 *   `no-media`, `media-error`; `retry-button` inside the last).
 * @csspart progress - How many lessons were watched on this device.
 * @csspart watched-button - "Mark as watched" of the chosen lesson (`aria-pressed`; also `button`).
 * @csspart lesson - The chosen lesson: its title, player and links.
 * @csspart lesson-title - The chosen lesson's title.
 * @csspart player - The `<video>`, or the link that opens the lesson (`player-link`).
 * @csspart reference-link - The lesson's related link.
 * @csspart previous - The previous lesson button.
 * @csspart next - The next lesson button.
 * @csspart lessons - The lesson list; `chapter` (with `chapter-count`), `lesson-button` (with `lesson-name` and, once watched, `watched`) inside.
 * @csspart button - Every button.
 * @csspart login-prompt - The log-in prompt; `login-button` inside.
 * @csspart loading - The loading state.
 * @csspart error - An error alert (also `forbidden`, `not-found`); `retry-button` inside.
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
  /** curriculum_id of the lesson whose video could not be loaded. */
  @state() private failed: number | null = null;
  /** The progress shown, with the key and content it was read for. */
  #progress: { key: string; id: number; value: ContentProgress } | null = null;

  readonly #task = this.buyerTask(
    async (shop, signal) => {
      const id = this.#contentId.id;
      if (!id) return undefined;
      // The buyer's user_id keys the progress on this device (one read of GET /me per page).
      const [content] = await Promise.all([shop.client.myContentItem(id, signal), shop.session.loadUser().catch(() => null)]);
      return content;
    },
    () => [this.#contentId.id],
  );

  /** The content's id (attribute or page URL) and an optional `curriculum-id`, as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkPageId(this.#contentId), checkId(this, 'curriculum-id'));
  }

  /** This buyer's progress in `content` on this device (null without a user_id: nothing is kept then). */
  #progressOf(content: PurchasedContent): { key: string; id: number; value: ContentProgress } | null {
    const shop = this.shop;
    const user = shop?.session.value.user?.user_id;
    if (!shop || !user) return null;
    const key = progressKey(shop.siteKey, shop.platformOrigin, user);
    const id = content.content_id;
    if (this.#progress?.key !== key || this.#progress.id !== id) this.#progress = { key, id, value: readProgress(key, id) };
    return this.#progress;
  }

  /** Marks `lesson` watched (or not) and keeps it on this device. */
  #mark(content: PurchasedContent, lesson: PurchasedLesson, watched: boolean): void {
    const progress = this.#progressOf(content);
    if (!progress) return;
    const others = progress.value.watched.filter((id) => id !== lesson.curriculum_id);
    progress.value = { watched: watched ? [...others, lesson.curriculum_id] : others, last: lesson.curriculum_id, at: Date.now() };
    writeProgress(progress.key, progress.id, progress.value);
    this.requestUpdate();
  }

  /** Keeps `lesson` as the one shown last. */
  #remember(content: PurchasedContent, lesson: PurchasedLesson): void {
    const progress = this.#progressOf(content);
    if (!progress || progress.value.last === lesson.curriculum_id) return;
    progress.value = { ...progress.value, last: lesson.curriculum_id, at: Date.now() };
    writeProgress(progress.key, progress.id, progress.value);
  }

  /** "Try again" after a video that could not be loaded: the player again, playing (the click allows it). */
  async #retry(): Promise<void> {
    this.failed = null;
    await this.updateComplete;
    const video = this.renderRoot.querySelector('video');
    video?.focus();
    void video?.play().catch(() => {});
  }

  async #go(lesson: PurchasedLesson | undefined, e: Event): Promise<void> {
    if (!lesson) return;
    this.curriculumId = lesson.curriculum_id;
    this.notice = strings(this.language, 'now', { title: lesson.title });
    const content = this.#task.value;
    if (content) this.#remember(content, lesson);
    const button = e.currentTarget as HTMLButtonElement;
    await this.updateComplete;
    if (button.disabled) button.parentElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }

  override render() {
    return html`<p class="visually-hidden" role="status" aria-live="polite">${this.notice}</p>
      ${this.renderBuyer(this.#task, { complete: (c) => (c ? this.#content(c) : nothing), notFound: strings(this.language, 'notFound') })}`;
  }

  #content(c: PurchasedContent): TemplateResult {
    const lang = this.language;
    const lessons = c.chapters.flatMap((ch) => ch.items);
    const current = lessons.find((l) => l.curriculum_id === this.#curriculumId.id) ?? lessons[0];
    const i = current ? lessons.indexOf(current) : -1;
    const playable = c.watchable && !c.hold_blocked;
    const watched = new Set(this.#progressOf(c)?.value.watched ?? []);
    const seen = lessons.filter((l) => watched.has(l.curriculum_id)).length;
    const isWatched = !!current && watched.has(current.curriculum_id);
    return html`<article aria-labelledby="title">
      <h2 id="title" part="title">${c.title}</h2>
      ${
        lessons.length
          ? html`<p class="hint" part="progress">${strings(lang, `progress_${pluralOf(lessons.length, lang)}`, { n: seen, total: lessons.length })}</p>`
          : nothing
      }
      ${playable ? nothing : html`<p class="notice" part="notice blocked">${strings(lang, c.hold_blocked ? 'held' : 'ended')}</p>`}
      ${!lessons.length ? html`<p class="notice" part="notice">${strings(lang, 'noLessons')}</p>` : nothing}
      ${
        playable && current
          ? html`<section class="lesson" part="lesson" aria-labelledby="lesson-title">
              <h3 id="lesson-title" part="lesson-title">${current.title}</h3>
              ${this.#player(c, current)}
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
                <button type="button" part="button watched-button" aria-pressed=${String(isWatched)} @click=${() => this.#mark(c, current, !isWatched)}>
                  ${isWatched ? html`<span class="tick" aria-hidden="true">✓</span>` : nothing}${strings(lang, 'markWatched')}
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
                  html`<h3 part="chapter">
                      ${ch.title}
                      <span class="hint" part="chapter-count">${strings(lang, `lessons_${pluralOf(ch.items.length, lang)}`, { n: ch.items.length })}</span>
                    </h3>
                    <ol>
                      ${ch.items.map((l) => {
                        const body = html`<span class="tick" aria-hidden="true">${watched.has(l.curriculum_id) ? '✓' : ''}</span
                          ><span part="lesson-name">${l.title}</span
                          >${watched.has(l.curriculum_id) ? html`<span class="visually-hidden" part="watched"> ${strings(lang, 'watched')}</span>` : nothing}
                          ${l.duration_text ? html`<span class="hint">${l.duration_text}</span>` : nothing}`;
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

  #player(c: PurchasedContent, l: PurchasedLesson): TemplateResult {
    const lang = this.language;
    const src = l.media_url;
    if (!safeUrl(src)) return html`<p class="notice" part="notice no-media">${strings(lang, 'noMedia')}</p>`;
    const link = html`<a part="player-link" class="button primary" href=${src} target="_blank" rel="noopener noreferrer">
      ${strings(lang, 'openLesson')}<span class="visually-hidden"> ${strings(lang, 'newTab')}</span></a
    >`;
    if (!VIDEO.test(new URL(src, location.href).pathname)) return link;
    const poster = safeUrl(c.image_url) ? c.image_url : null;
    if (this.failed === l.curriculum_id) {
      return html`<div class="screen media-error" part="notice media-error" role="alert">
        ${poster ? html`<img src=${poster} alt="" />` : nothing}
        <div class="message">
          <strong>${strings(lang, 'mediaError')}</strong>
          <span>${strings(lang, 'mediaHint')}</span>
          <button type="button" part="button retry-button" @click=${() => void this.#retry()}>${common(lang, 'retry')}</button>
        </div>
      </div>`;
    }
    return html`<video
      class="screen"
      part="player"
      controls
      playsinline
      preload="none"
      poster=${poster ?? nothing}
      src=${src}
      aria-label=${l.title}
      @error=${() => (this.failed = l.curriculum_id)}
      @play=${() => this.#remember(c, l)}
      @ended=${() => this.#mark(c, l, true)}
    ></video>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-content-viewer': ShopContentViewer;
  }
}
