/**
 * The base of `<shop-product-list>` and `<shop-content-list>`: the filter attributes, the fetch
 * through `@lit/task`, the states (skeleton cards, empty, error with retry, stale page), the
 * result count announced politely, pagination (the pager, or "Load more" with
 * `pagination="more"`), card activation (`shop-navigate`), and for each page of results shown,
 * `shop-view-item-list` and a schema.org `ItemList` JSON-LD script in `document.head` (README,
 * "Analytics" and "Search-engine data").
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { TaskStatus, initialState } from '@lit/task';
import { ShopTask } from './shop-task.js';
import type { ListFilters } from '../api/index.js';
import { isAbortError } from '../api/errors.js';
import type { Page } from '../api/readers/page.js';
import type { Shop } from '../state/shop.js';
import { FILTER_PROPS, idsConverter, listConfigProblems, readListFilters } from './list-filters.js';
import { PagerController, pagerStyles } from './pager.js';
import { ListUrlSync } from './list-url.js';
import type { ConfigProblem } from './config-error.js';
import { ShopElement } from './shop-element.js';
import { errorTemplate, renderTask } from './status.js';
import { common } from '../i18n/common.js';
import { baseStyles } from './styles.js';
import { cardStyles, skeletonGrid } from './card.js';
import type { TemplateItem } from './item-template.js';
import { adoptTemplate } from './template-child.js';
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
  /**
   * `pages` (default): the pager. `more`: a "Load more" button below the cards that appends the
   * next page's cards (`page` is then the last page shown; the list starts at the page it was
   * opened with), gone at the last page; focus moves to the first card added, the count shown is
   * announced, and a failed read shows the error with a retry below the cards already shown.
   */
  @property() pagination?: 'pages' | 'more' | null;
  /**
   * `sync-url`: the list's filters, sort and page are kept in the page URL's query
   * (`category_ids`, `tag_ids`, `search`, `orderby`, `page`) and read back from it when the list
   * connects (before its first read) and on Back/Forward; only the document's first list with it
   * syncs. See ./list-url.ts for when it pushes and when it replaces the history entry.
   */
  @property({ type: Boolean, attribute: 'sync-url' }) syncUrl = false;

  /** What the cards are, for `shop-navigate`. */
  protected abstract readonly kind: ListKind;
  /** Properties of the subclass that also reset the page. */
  protected extraFilterProps: readonly string[] = [];

  /** The last page received, kept for the pager and shown marked stale after a failed refresh. */
  protected lastPage: Page<T> | undefined;
  /** With `pagination="more"`: the cards shown, pages up to `page` of the filters `key` (all but `page`). */
  #more: { key: string; page: number; items: T[] } | undefined;
  /** The index of the first card a "Load more" adds, which gets the focus; -1 when none is awaited. */
  #focusFrom = -1;

  /**
   * The `<template>` child that renders each item in the light DOM instead of the cards (README,
   * "Your own markup"; ./item-template.ts, loaded with the element's fields when there is one),
   * read when the element connects; null without one.
   */
  #template: HTMLTemplateElement | null | undefined;
  /** The ids of the page last announced by `shop-view-item-list`. */
  #announced = '';

  /** The pages: from the answer's total, never from the page asked for. */
  /** True when the element was in the page before its tag was defined (an upgrade, not `createElement`). */
  readonly #upgraded = this.isConnected;

  /** `sync-url`: before the task, so that the URL is read into the attributes before the first read. */
  protected readonly urlSync = new ListUrlSync(this);

  protected readonly pager = new PagerController(this, { get: () => this.page, set: (page) => (this.page = page), limit: () => this.limit });

  protected readonly listTask = new ShopTask(this, {
    task: async ([shop, , key]: readonly [Shop | undefined, string, string], { signal }) =>
      shop && this.configured ? this.fetchPage(shop, JSON.parse(key) as ListFilters, signal) : initialState,
    args: () => [this.shop, this.contentLanguage, JSON.stringify(this.filters())] as const,
    onComplete: (value) => {
      this.lastPage = value;
      this.#takeMore(value);
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
    this.#template ??= adoptTemplate<readonly T[]>(this, () => this.templateItems().then((item) => (items: readonly T[]) => items.map(item)), {
      source: () => this.#shownItems,
      language: () => this.language,
      inputs: () => [this.templateInputs()],
      list: true,
      navigate: (id, href) => this.navigate(id, href),
    });
    if (this.#upgraded && !hasPendingProperties(this) && !this.hasUpdated && this.listTask.status === TaskStatus.INITIAL) void this.listTask.run();
  }

  /** The current filters, as sent to the platform. */
  protected filters(): ListFilters {
    return readListFilters(this);
  }

  /**
   * The items shown: with "Load more", every page of the run so far (a new array after each page
   * added); else the last page read.
   */
  get #shownItems(): readonly T[] | undefined {
    return this.pagination === 'more' && this.#more?.items.length ? this.#more.items : this.lastPage?.items;
  }

  /**
   * A page of results arrived: `shop-view-item-list` (once per page of results: not again for
   * the same items in the same order, e.g. read again after a language change) and the `ItemList`
   * JSON-LD script (`ListItem`s with `position`, `name` and, with a `*-href`, the absolute `url`)
   * of every card shown: with "Load more", the pages shown so far, positions from 1.
   */
  #shown(page: Page<T>): void {
    const shown = (this.#shownItems ?? page.items).map((i) => this.describe(i));
    // The page just read: the last of the items shown.
    const items = shown.slice(shown.length - page.items.length);
    setJsonLd(this, {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: shown.map(([, name, , href], i) => ({
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
  /**
   * Loads what maps an item to the fields its `<template>` may bind (with its id): a module of the
   * element's own, so that pages without a template never download it.
   */
  protected abstract templateItems(): Promise<(item: T) => TemplateItem>;
  /** What else the template's fields depend on (compared by identity): a change renders the items again. */
  protected templateInputs(): unknown {
    return undefined;
  }
  /** "No products found" and "{count} products" in the UI language. */
  protected abstract text(key: 'empty' | 'count', count?: number): string;

  protected override willUpdate(changed: PropertyValues): void {
    const filterChanged = [...FILTER_PROPS, ...this.extraFilterProps].some((name) => changed.has(name));
    if (this.hasUpdated && filterChanged && !changed.has('page') && (this.page ?? 1) !== 1) this.page = 1;
  }

  /** The filters but `page`, as a key: the cards of one `more` run share it. */
  #moreKey(): string {
    const { page: _page, ...rest } = this.filters();
    return JSON.stringify(rest);
  }

  /** With `pagination="more"`, adds a page read right after the last one shown to the cards shown; any other read starts them again. */
  #takeMore(value: Page<T>): void {
    if (this.pagination !== 'more') return;
    const key = this.#moreKey();
    const page = this.pager.page;
    const more = this.#more;
    this.#more = more?.key === key && page === more.page + 1 ? { key, page, items: [...more.items, ...value.items] } : { key, page, items: value.items };
  }

  #loadMore = (): void => {
    if (!this.#more || this.listTask.status === TaskStatus.PENDING) return;
    this.#focusFrom = this.#more.items.length;
    this.page = this.#more.page + 1;
  };

  /** After a "Load more": focus on the first card added, or on the retry button when the read failed. */
  protected override updated(): void {
    if (this.#focusFrom < 0) return;
    const root = this.renderRoot as ShadowRoot;
    if (this.listTask.status === TaskStatus.ERROR) root.querySelector<HTMLElement>('[part~="retry-button"]')?.focus();
    else if ((this.#more?.items.length ?? 0) > this.#focusFrom) {
      root.querySelectorAll('li[part~="card"]')[this.#focusFrom]?.querySelector<HTMLElement>('[part~="card-link"]')?.focus();
      this.#focusFrom = -1;
    }
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
    const more = this.pagination === 'more' ? this.#more : undefined;
    // With "Load more", how many of the total are shown (announced after each).
    const count = (total: number) => (more?.items.length ? common(language, 'moreShown', { shown: more.items.length, total }) : this.text('count', total));
    // "Load more" keeps the cards shown while the next page loads, fails, or the filters change.
    const moreView = more?.items.length && (more.key === this.#moreKey() || this.listTask.status === TaskStatus.PENDING) ? more : undefined;
    return html`<p class="visually-hidden" role="status">${done && current ? count(current.total) : ''}</p>
      ${
        moreView
          ? this.#renderMore(moreView)
          : renderTask<Page<T>>(this.listTask, {
              language,
              loading: () => skeletonGrid(language, Math.min(this.limit && this.limit > 0 ? this.limit : 8, 8)),
              complete: (list) =>
                list.items.length === 0
                  ? this.pager.isPastEnd(list)
                    ? this.pager.renderPastEnd(list, language)
                    : html`<p class="status" part="empty">${this.text('empty')}</p>`
                  : this.#cards(list.items),
            })
      }
      ${this.pagination === 'more' ? nothing : this.pager.render(current, language)}`;
  }

  /**
   * The items: the element's cards, or with a `<template>` child a slot for the items it renders in
   * the light DOM (./item-template.ts). `busy` while a "Load more" run's filters changed.
   */
  #cards(items: readonly T[], busy = false): TemplateResult {
    return this.#template
      ? html`<slot></slot>`
      : html`<ul class="grid" part="grid" aria-busy=${busy ? 'true' : 'false'}>
          ${items.map((item) => html`<li class="card" part="card">${this.renderCard(item)}</li>`)}
        </ul>`;
  }

  /** The cards of a `more` run, and below them "Load more" (busy while it reads), or the error of its read with a retry. */
  #renderMore(more: { key: string; page: number; items: T[] }): TemplateResult {
    const language = this.language;
    const same = more.key === this.#moreKey();
    const status = this.listTask.status;
    const pending = status === TaskStatus.PENDING;
    const last = this.lastPage;
    return html`${this.#cards(more.items, !same)}
    ${
      !same
        ? nothing
        : status === TaskStatus.ERROR
          ? errorTemplate(this.listTask.error, language, () => void this.listTask.run())
          : pending || (last && more.page < this.pager.pages(last))
            ? html`<div class="pager">
                <button type="button" part="button more-button" aria-disabled=${pending ? 'true' : 'false'} @click=${this.#loadMore}>
                  ${common(language, pending ? 'loading' : 'more')}
                </button>
              </div>`
            : nothing
    }`;
  }
}
