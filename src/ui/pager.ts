/**
 * Pagination of every paged list (catalog lists, orders, my contents, a board's posts, a post's
 * comments): one reactive controller. Previous and next buttons around "Page x of y" in a
 * labelled `nav`; the number of pages comes from the answer (`last_page`, else `total` over the
 * page size), never from the page asked for; a page past the end shows its own empty state with
 * a way back to page 1; after a page change by a button that becomes disabled, focus moves to
 * the other pager button so that keyboard users keep their place.
 * Spec: docs/spec/storefront-api.md, "List filters" (`page`, `limit`) and "Where things are read"
 * (`current_page`, `total`); the page size default (20) is our choice (README, "not shown").
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { common } from '../i18n/common.js';
import type { Language } from '../i18n/i18n.js';

/** The page size assumed when an answer gives none and none was asked for. */
export const DEFAULT_PAGE_SIZE = 20;

/** What the pager reads of a list answer (`Page<T>` of src/api/readers/page.ts). */
export interface PagedAnswer {
  items: readonly unknown[];
  total: number;
  per_page: number | null;
  last_page: number | null;
}

export interface PagerOptions {
  /** The page asked for (the host's `page` property, or internal state), 1-based. */
  get: () => number | null | undefined;
  /** Shows another page (sets what `get` reads; the host's task reads again). */
  set: (page: number) => void;
  /** The page size asked for, when the element sets one (`limit`). */
  limit?: () => number | null | undefined;
}

export class PagerController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: PagerOptions;

  constructor(host: ReactiveControllerHost & HTMLElement, options: PagerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The page asked for, 1-based (1 when unset or not a positive integer). */
  get page(): number {
    const page = this.#options.get();
    return typeof page === 'number' && Number.isInteger(page) && page > 0 ? page : 1;
  }

  /** Number of pages of `list`: `last_page`, else `total` ÷ (`per_page`, else the limit asked, else 20); at least 1. */
  pages(list: PagedAnswer): number {
    if (list.last_page !== null && list.last_page > 0) return list.last_page;
    const size = list.per_page ?? this.#options.limit?.() ?? DEFAULT_PAGE_SIZE;
    return Math.max(1, Math.ceil(list.total / Math.max(1, size)));
  }

  /** True when the page asked for lies beyond the last page of `list`. */
  isPastEnd(list: PagedAnswer): boolean {
    return list.items.length === 0 && this.page > this.pages(list);
  }

  /** Goes to `page`, keeping keyboard focus in the pager. */
  go(page: number, event?: Event): void {
    this.#options.set(Math.max(1, page));
    const button = event?.currentTarget as HTMLButtonElement | null | undefined;
    void this.#host.updateComplete.then(() => {
      if (button?.disabled) button.closest('nav')?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    });
  }

  /** The pager, or nothing when everything fits on one page (or the page asked for is past the end). */
  render(list: PagedAnswer | undefined, language: Language): TemplateResult | typeof nothing {
    if (!list || this.isPastEnd(list)) return nothing;
    const pages = this.pages(list);
    const page = Math.min(this.page, pages);
    if (pages <= 1) return nothing;
    return html`<nav class="pager" part="pagination" aria-label=${common(language, 'pagination')}>
      <button type="button" part="button page-button previous" ?disabled=${page <= 1} @click=${(e: Event) => this.go(page - 1, e)}>
        <span aria-hidden="true">‹</span> ${common(language, 'previous')}
      </button>
      <span part="page-status" aria-current="page">${common(language, 'pageOf', { page, pages })}</span>
      <button type="button" part="button page-button next" ?disabled=${page >= pages} @click=${(e: Event) => this.go(page + 1, e)}>
        ${common(language, 'next')} <span aria-hidden="true">›</span>
      </button>
    </nav>`;
  }

  /** The empty state of a page past the end: says so, with a button back to page 1. */
  renderPastEnd(list: PagedAnswer, language: Language): TemplateResult {
    return html`<div class="status" part="empty past-end">
      <p>${common(language, 'pastEnd', { page: this.page, pages: this.pages(list) })}</p>
      <button type="button" part="button first-page-button" @click=${() => this.go(1)}>${common(language, 'firstPage')}</button>
    </div>`;
  }
}

export const pagerStyles = css`
  .pager {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-block: calc(var(--_space) * 2);
  }
  .pager [aria-current] {
    color: var(--_muted);
    min-width: 8em;
    text-align: center;
  }
`;
