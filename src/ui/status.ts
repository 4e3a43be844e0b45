/**
 * One look for loading, error and empty states across elements: `renderStatus` renders any read
 * (a value, an error, pending): a skeleton while pending (or the last value with a busy marker),
 * an alert with a retry button on error (keeping the last good value on screen, marked stale),
 * and the `empty` template when `isEmpty(value)`. `renderTask` renders a {@link ShopTask} with it;
 * the cart and the checkout render the page's cart with it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import type { ShopTask } from './shop-task.js';
import { common } from '../i18n/common.js';
import type { Language } from '../i18n/i18n.js';
import { errorMessage } from '../i18n/error-message.js';

export interface RenderTaskOptions<T> {
  language: Language;
  complete: (value: T) => TemplateResult | typeof nothing;
  /** Shown when the value is empty. */
  empty?: () => TemplateResult | typeof nothing;
  isEmpty?: (value: T) => boolean;
  /** Skeleton while the first value loads. */
  loading?: () => TemplateResult;
}

export function loadingTemplate(language: Language, lines = 3): TemplateResult {
  return html`<div class="status" role="status" aria-live="polite" part="loading">
    <span class="visually-hidden">${common(language, 'loading')}</span>
    ${Array.from({ length: lines }, () => html`<div class="skeleton line" aria-hidden="true"></div>`)}
  </div>`;
}

export function errorTemplate(error: unknown, language: Language, retry: () => void): TemplateResult {
  return html`<div class="status error" role="alert" part="error">
    <p>${errorMessage(error, language)}</p>
    <button type="button" part="button retry-button" @click=${retry}>${common(language, 'retry')}</button>
  </div>`;
}

export function emptyTemplate(text: string): TemplateResult {
  return html`<p class="status" part="empty">${text}</p>`;
}

/** What {@link renderStatus} shows: a value (the last good one), the last read's error, whether a read is in flight. */
export interface StatusState<T> {
  /** The value to show: the last good one (kept through a failed or a pending read); undefined before the first. */
  value: T | undefined;
  /** The last read's error, or null/undefined when it did not fail. */
  error: unknown;
  /** A read is in flight (or about to start). */
  pending: boolean;
  /** Reads again (the error's retry button). */
  retry: () => void;
}

export interface RenderStatusOptions<T> extends RenderTaskOptions<T> {
  /**
   * A value shown during a read is wrapped in `<div aria-busy="true">` (default true); false when
   * `complete` marks it busy itself, or when the content holds fields that a wrapper, coming and
   * going, would rebuild (and so take the focus from).
   */
  markBusy?: boolean;
}

/**
 * The one look of a read's states. Without a value: the `loading` skeleton while pending, else
 * an alert with a retry button on error, else nothing. With a value: on error the alert, a
 * "stale" notice and the value; while pending the value marked busy; else the value (or `empty`
 * when `isEmpty(value)`).
 */
export function renderStatus<T>(state: StatusState<T>, options: RenderStatusOptions<T>): TemplateResult | typeof nothing {
  const { language } = options;
  const { value, error, pending, retry } = state;
  const failed = error !== undefined && error !== null;
  if (value === undefined) {
    if (pending) return options.loading?.() ?? loadingTemplate(language);
    return failed ? errorTemplate(error, language, retry) : nothing;
  }
  const shown = options.isEmpty?.(value) ? (options.empty?.() ?? emptyTemplate(common(language, 'empty'))) : options.complete(value);
  const marked = pending && !failed && options.markBusy !== false ? html`<div aria-busy="true">${shown}</div>` : shown;
  // One template whether or not the read failed: the value's DOM (and the focus in it) stays.
  return html`${
    failed
      ? html`${errorTemplate(error, language, retry)}
          <p class="stale" part="stale">${common(language, 'staleNotice')}</p>`
      : nothing
  }
  ${marked}`;
}

/** {@link renderStatus} of a task: its last good value, its error once it failed, pending until it completes. */
export function renderTask<T>(task: ShopTask<readonly unknown[], T>, options: RenderTaskOptions<T>): TemplateResult | typeof nothing {
  const status = task.status;
  return renderStatus(
    {
      value: task.lastValue,
      error: status === TaskStatus.ERROR ? task.error : null,
      pending: status === TaskStatus.INITIAL || status === TaskStatus.PENDING,
      retry: () => void task.run(),
    },
    options,
  );
}
