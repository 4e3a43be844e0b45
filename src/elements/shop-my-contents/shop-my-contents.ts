import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ContentCounts, MyContent } from '../../api/readers/buyer.js';
import { MY_CONTENT_STATUSES, MY_CONTENT_TYPES, type MyContentStatus, type MyContentType } from '../../api/my-contents.js';
import { BuyerElement, labelOf } from '../../ui/buyer.js';
import { cardImage, cardLink } from '../../ui/card.js';
import { authorHref } from '../../ui/navigation.js';
import { PagerController } from '../../ui/pager.js';
import { checkOneOf, problems, type ConfigProblem } from '../../ui/config-error.js';
import { emptyTemplate } from '../../ui/status.js';
import { strings } from './strings.js';
import { styles } from './shop-my-contents.styles.js';

type TabKind = 'type' | 'status';

/**
 * The buyer's contents, with tabs by type (all, vod, live, offline, digital_content, membership)
 * and by learning status (all, pending, processing, completed), each with its count from
 * `content_counts`. The tabs are two ARIA tablists (arrow keys, Home and End move and select);
 * choosing one sets the `type` / `status` attribute. Counts and list are read again after every
 * buyer write on the page (opening a content moves it from pending to processing).
 *
 * Spec: docs/spec/storefront-api.md, "My contents", "Where things are read" (`contents.data[]` also when
 * empty, `content_counts[type][status]`). Items are keyed by `content_id`; `lookup_id` is never
 * used as one.
 *
 * @element shop-my-contents
 * @fires {ShopNavigateEvent} shop-navigate - `{ href, kind: 'content', id: content_id }`, cancelable. Without `content-href`, activating a
 *   content emits it with `href: null` and does nothing else; with one, the title is a real link.
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in (once).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the contents or counts could not be read.
 * @csspart tabs - A tablist (type or status).
 * @csspart tab - A tab; `count` inside.
 * @csspart panel - The tab panel.
 * @csspart grid - The list of contents.
 * @csspart card - One content.
 * @csspart card-link - The title, a link that covers the card.
 * @csspart image - The content image.
 * @csspart title - The title.
 * @csspart type - The content type.
 * @csspart badge - The learning status badge (also `status`).
 * @csspart pagination - The pager.
 * @csspart button - Every button.
 * @csspart login-prompt - The log-in prompt; `login-button` inside.
 * @csspart loading - The loading state.
 * @csspart empty - The "no contents" notice.
 * @csspart error - An error alert (also `forbidden`, `not-found`).
 */
export class ShopMyContents extends BuyerElement {
  static override styles = styles;

  /** Content type tab: `all` (default), `vod`, `live`, `offline`, `digital_content`, `membership`. */
  @property({ reflect: true }) type: MyContentType = 'all';
  /** Learning status tab: `all` (default), `pending`, `processing`, `completed`. */
  @property({ reflect: true }) status: MyContentStatus = 'all';
  /** URL template of a content's viewer page, e.g. `/content-viewer.html?id={content_id}`. */
  @property({ attribute: 'content-href' }) contentHref: string | null = null;

  /** Page of the list, 1-based; back to 1 when a tab changes. */
  @state() private page = 1;

  readonly #counts = this.buyerTask(
    async (shop, signal): Promise<ContentCounts> => {
      const type = this.#type();
      const counts = await shop.client.myContentCounts('all', signal);
      return counts[type] ? counts : { ...counts, ...(await shop.client.myContentCounts(type, signal)) };
    },
    () => [this.#type()],
  );

  readonly #list = this.buyerTask(
    (shop, signal) => shop.client.myContents(this.#type(), this.#status(), { page: this.page }, signal),
    () => [this.#type(), this.#status(), this.page],
  );

  readonly #pager = new PagerController(this, { get: () => this.page, set: (page) => (this.page = page) });

  /** `type` and `status` as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkOneOf(this, 'type', MY_CONTENT_TYPES), checkOneOf(this, 'status', MY_CONTENT_STATUSES));
  }

  #type(): MyContentType {
    return MY_CONTENT_TYPES.includes(this.type) ? this.type : 'all';
  }

  #status(): MyContentStatus {
    return MY_CONTENT_STATUSES.includes(this.status) ? this.status : 'all';
  }

  #select(kind: TabKind, value: string): void {
    if (kind === 'type') this.type = value as MyContentType;
    else this.status = value as MyContentStatus;
    this.page = 1;
  }

  /** Arrow keys, Home and End move between the tabs of one tablist and select the tab reached. */
  #onKey(e: KeyboardEvent): void {
    const tabs = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const i = tabs.indexOf(e.target as HTMLButtonElement);
    const n = tabs.length;
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1 + n, ArrowUp: i - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined || i < 0) return;
    e.preventDefault();
    const tab = tabs[next % n]!;
    tab.focus();
    tab.click();
  }

  override render() {
    if (!this.shop?.session.loggedIn) return this.renderBuyer(this.#list, { complete: () => nothing });
    const lang = this.language;
    const type = this.#type();
    const status = this.#status();
    const counts = this.#counts.value;
    const list = this.#list.value;
    return html`
      ${this.#tabs(
        'type',
        MY_CONTENT_TYPES,
        type,
        (t) => labelOf(lang, 't', t),
        (t) => counts?.[t]?.all,
      )}
      ${this.#tabs(
        'status',
        MY_CONTENT_STATUSES,
        status,
        (s) => labelOf(lang, s === 'all' ? 't' : 'l', s),
        (s) => counts?.[type]?.[s],
      )}
      <div role="tabpanel" id="panel" part="panel" aria-labelledby="type-${type} status-${status}">
        ${this.renderBuyer(this.#list, {
          isEmpty: (p) => !p?.items.length,
          empty: () => (list && this.#pager.isPastEnd(list) ? this.#pager.renderPastEnd(list, lang) : emptyTemplate(strings(lang, 'empty'))),
          complete: (p) =>
            html`<ul class="grid" part="grid">
              ${p.items.map((c) => this.#card(c))}
            </ul>`,
        })}
        ${this.#pager.render(list, lang)}
      </div>
    `;
  }

  #tabs<T extends string>(kind: TabKind, values: readonly T[], current: T, label: (v: T) => string, count: (v: T) => number | undefined): TemplateResult {
    return html`<div role="tablist" part="tabs" aria-label=${strings(this.language, kind === 'type' ? 'byType' : 'byStatus')} @keydown=${this.#onKey}>
      ${values.map((v) => {
        const n = count(v);
        return html`<button
          type="button"
          role="tab"
          part="tab"
          id="${kind}-${v}"
          aria-selected=${String(v === current)}
          aria-controls="panel"
          tabindex=${v === current ? 0 : -1}
          @click=${() => this.#select(kind, v)}
        >
          ${label(v)}${n === undefined ? nothing : html` <span class="count" part="count">${n}</span>`}
        </button>`;
      })}
    </div>`;
  }

  #card(c: MyContent): TemplateResult {
    const lang = this.language;
    return html`<li class="card" part="card">
      ${cardImage(c.image_url, c.title)}
      <h3 class="card-title" part="title">
        ${cardLink({
          href: authorHref(this, 'content-href', this.contentHref, { content_id: c.content_id }),
          title: c.title,
          activate: (href) => this.emit('shop-navigate', { href, kind: 'content', id: c.content_id }),
        })}
      </h3>
      ${c.content_type ? html`<span class="muted" part="type">${labelOf(lang, 't', c.content_type)}</span>` : nothing}
      ${c.status ? html`<span><span class="badge" part="badge status">${labelOf(lang, 'l', c.status)}</span></span>` : nothing}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-my-contents': ShopMyContents;
  }
}
