/**
 * The base of `<shop-product-list>` and `<shop-content-list>`: the filter attributes, the fetch
 * through `@lit/task`, the states (skeleton cards, empty, error with retry, stale page), the
 * result count announced politely, pagination, card activation (`shop-navigate`), and for each
 * page of results shown, `shop-view-item-list` and a schema.org `ItemList` JSON-LD child in the
 * light DOM (README, "Analytics" and "Search-engine data").
 */
import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { TaskStatus, initialState } from '@lit/task';
import { ShopTask } from './shop-task.js';
import type { ListFilters } from '../api/index.js';
import { isAbortError } from '../api/errors.js';
import type { Page } from '../api/readers/page.js';
import type { Shop } from '../state/shop.js';
import { FILTER_PROPS, idsConverter, listConfigProblems, readListFilters } from './list-filters.js';
import { PagerController, pagerStyles } from './pager.js';
import type { ConfigProblem } from './config-error.js';
import { ShopElement } from './shop-element.js';
import { renderTask } from './status.js';
import { baseStyles } from './styles.js';
import { cardStyles, skeletonGrid } from './card.js';
import { setJsonLd } from './json-ld.js';

export type ListKind = 'product' | 'content';

/**
 * Whether Lit holds properties that a script set on the element before its tag was defined, to
 * apply in the first update (ReactiveElement's saved instance properties: `__instanceProperties`
 * in Lit's development build, `_$Ep` in its production build; test/browser/shop-product-list.test.ts
 * checks the case).
 */
function hasPendingProperties(element: object): boolean {
  const saved =
    (element as { __instanceProperties?: Map<unknown, unknown>; _$Ep?: Map<unknown, unknown> }).__instanceProperties ??
    (element as { _$Ep?: Map<unknown, unknown> })._$Ep;
  return (saved?.size ?? 0) > 0;
}

/**
 * A catalog list of `T` cards; subclasses give the read (`fetchPage`), the card and the texts.
 * Properties are reflected so that filter elements (which watch the attributes) stay in sync
 * with scripts.
 */
export abstract class CatalogList<T> extends ShopElement {
  static override styles = [baseStyles, cardStyles, pagerStyles];
  protected static override shopOptions = { showsPrices: true };

  /** `category-id`: one category (category_id). */
  @property({ attribute: 'category-id', type: Number, reflect: true }) categoryId?: number | null;
  /** `category-ids`: any of these categories; a comma list such as `"11,14"`. */
  @property({ attribute: 'category-ids', converter: idsConverter, reflect: true }) categoryIds?: number[] | null;
  /** `tag-id`: one tag (tag_id). */
  @property({ attribute: 'tag-id', type: Number, reflect: true }) tagId?: number | null;
  /** `tag-ids`: any of these tags; a comma list. */
  @property({ attribute: 'tag-ids', converter: idsConverter, reflect: true }) tagIds?: number[] | null;
  /** Name or title search. */
  @property({ reflect: true }) search?: string | null;
  /** Sort order passed to the platform; `newest` for latest first. */
  @property({ reflect: true }) orderby?: string | null;
  /** Items per page (1 to 100). Default: the platform's (20). */
  @property({ type: Number, reflect: true }) limit?: number | null;
  /** Page shown, 1-based. Changing any other filter sets it back to 1. */
  @property({ type: Number, reflect: true }) page?: number | null;

  /** What the cards are, for `shop-navigate`. */
  protected abstract readonly kind: ListKind;
  /** Properties of the subclass that also reset the page. */
  protected extraFilterProps: readonly string[] = [];

  /** The last page received, kept for the pager and shown marked stale after a failed refresh. */
  protected lastPage: Page<T> | undefined;
  /** The ids of the page last announced by `shop-view-item-list`. */
  #announced = '';

  /** The pages: from the answer's total, never from the page asked for. */
  /** True when the element was in the page before its tag was defined (an upgrade, not `createElement`). */
  readonly #upgraded = this.isConnected;

  protected readonly pager = new PagerController(this, { get: () => this.page, set: (page) => (this.page = page), limit: () => this.limit });

  protected readonly listTask = new ShopTask(this, {
    task: async ([shop, , key]: readonly [Shop | undefined, string, string], { signal }) =>
      shop && this.configured ? this.fetchPage(shop, JSON.parse(key) as ListFilters, signal) : initialState,
    args: () => [this.shop, this.language, JSON.stringify(this.filters())] as const,
    onComplete: (value) => {
      this.lastPage = value;
      this.#shown(value);
    },
    onError: (error) => {
      if (!isAbortError(error)) this.reportError(error);
    },
  });

  /**
   * A list that was in the page before its tag was defined (the HTML of a CDN page) sends its
   * first read at once, not in its first update: that update is a microtask, which waits for the
   * end of the script that defined the element (in the CDN core, the rest of the core's
   * evaluation: about 15 ms on a laptop, 60 ms on a slow phone). Its attributes are all there
   * already; the first update finds the same arguments and does not read again. A list made by a
   * script reads in its first update as before, so that properties set right after it is attached
   * are in its first read (one request, not two); so does a list on which a script set a property
   * before the tag was defined (Lit applies such a property only in the first update). Without a
   * shop yet, the task does nothing and runs when the shop arrives.
   */
  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#upgraded && !hasPendingProperties(this) && !this.hasUpdated && this.listTask.status === TaskStatus.INITIAL) void this.listTask.run();
  }

  /** The current filters, as sent to the platform. */
  protected filters(): ListFilters {
    return readListFilters(this);
  }

  /**
   * A page of results arrived: `shop-view-item-list` (once per page of results: not again for
   * the same items in the same order, e.g. read again after a language change) and the `ItemList`
   * JSON-LD child (`ListItem`s with `position`, `name` and, with a `*-href`, the absolute `url`).
   */
  #shown(page: Page<T>): void {
    const items = page.items.map((i) => this.describe(i));
    setJsonLd(this, {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: items.map(([, name, , href], i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name,
        url: href ? new URL(href, location.href).href : undefined,
      })),
    });
    const ids = `${items.map((i) => i[0])}`;
    if (ids === this.#announced) return;
    this.#announced = ids;
    this.emit('shop-view-item-list', {
      list: this.kind,
      items: items.map(([id, name, price]) => ({ item_type: this.kind, [`${this.kind}_id`]: id, name, price })),
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    setJsonLd(this, null);
  }

  /** A card's id (`product_id` / `content_id`), name, price shown (major unit; null: none) and link (null: none). */
  protected abstract describe(item: T): [id: number, name: string, price: number | null, href: string | null];

  /** Reads one page; `filters.page` is 1-based. */
  protected abstract fetchPage(shop: Shop, filters: ListFilters, signal: AbortSignal): Promise<Page<T>>;
  protected abstract renderCard(item: T): TemplateResult;
  /** "No products found" and "{count} products" in the UI language. */
  protected abstract text(key: 'empty' | 'count', count?: number): string;

  protected override willUpdate(changed: PropertyValues): void {
    const filterChanged = [...FILTER_PROPS, ...this.extraFilterProps].some((name) => changed.has(name));
    if (this.hasUpdated && filterChanged && !changed.has('page') && (this.page ?? 1) !== 1) this.page = 1;
  }

  /**
   * Activation of a card: emits `shop-navigate` `{ href, kind, id }`. Returns false when a
   * listener cancelled it. With an href the link itself navigates.
   */
  protected navigate(id: number, href: string | null): boolean {
    return this.emit('shop-navigate', { href, kind: this.kind, id });
  }

  /** Ids, id lists, `limit` (1–100; more is clamped) and `page` as written. */
  protected override configProblems(): ConfigProblem[] {
    return listConfigProblems(this, this.kind);
  }

  override render() {
    const language = this.language;
    const current = this.lastPage;
    const done = this.listTask.value !== undefined;
    return html`<p class="visually-hidden" role="status">${done && current ? this.text('count', current.total) : ''}</p>
      ${renderTask<Page<T>>(this.listTask, {
        language,
        loading: () => skeletonGrid(language, Math.min(this.limit && this.limit > 0 ? this.limit : 8, 8)),
        complete: (list) =>
          list.items.length === 0
            ? this.pager.isPastEnd(list)
              ? this.pager.renderPastEnd(list, language)
              : html`<p class="status" part="empty">${this.text('empty')}</p>`
            : html`<ul class="grid" part="grid">
                ${list.items.map((item) => html`<li class="card" part="card">${this.renderCard(item)}</li>`)}
              </ul>`,
      })}
      ${this.pager.render(current, language)}`;
  }
}
