/**
 * Pagination for lists: previous and next buttons around "Page x of y" (marked
 * `aria-current="page"`), in a labelled `nav`. Native buttons give keyboard use; the pager sits
 * outside the loading states so that focus stays on the button that was pressed.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { common } from '../i18n/common.js';
import type { Language } from '../i18n/i18n.js';

export interface PagerOptions {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (at least 1). */
  pages: number;
  language: Language;
  /** Called with the page to show. */
  go: (page: number, event: Event) => void;
}

/** Number of pages of a list: `last_page`, else `total / per_page` rounded up, else 1. */
export function pageCount(list: { total: number; per_page: number | null; last_page: number | null } | undefined): number {
  if (!list) return 1;
  return Math.max(1, list.last_page ?? (list.per_page ? Math.ceil(list.total / list.per_page) : 1));
}

/** The pager, or nothing when everything fits on page 1. */
export function pagerTemplate({ page, pages, language, go }: PagerOptions): TemplateResult | typeof nothing {
  if (pages <= 1 && page <= 1) return nothing;
  const last = Math.max(pages, page);
  return html`<nav class="pager" part="pagination" aria-label=${common(language, 'pagination')}>
    <button type="button" part="button page-button previous" ?disabled=${page <= 1} @click=${(e: Event) => go(page - 1, e)}>
      <span aria-hidden="true">‹</span> ${common(language, 'previous')}
    </button>
    <span part="page-status" aria-current="page">${common(language, 'pageOf', { page, pages: last })}</span>
    <button type="button" part="button page-button next" ?disabled=${page >= last} @click=${(e: Event) => go(page + 1, e)}>
      ${common(language, 'next')} <span aria-hidden="true">›</span>
    </button>
  </nav>`;
}

/**
 * After a page change by a button that is disabled once `updated` settles (first or last
 * page), moves focus to the other pager button so that keyboard users keep their place.
 */
export function keepPagerFocus(event: Event, updated: Promise<unknown>): void {
  const button = event.currentTarget as HTMLButtonElement | null;
  void updated.then(() => {
    if (button?.disabled) button.closest('nav')?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  });
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
