/**
 * One look for loading, error and empty states across elements. `renderTask` renders a
 * `@lit/task` Task: a skeleton while pending (or the last value with a busy marker), an alert
 * with a retry button on error (keeping the last good value on screen, marked stale), and the
 * `empty` template when `isEmpty(value)`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { TaskStatus, type Task } from '@lit/task';
import { common } from '../i18n/common.js';
import type { Language } from '../i18n/i18n.js';
import { errorMessage } from './error-message.js';

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

/** Last good value per task: a Task forgets its value when a run fails. */
const lastValues = new WeakMap<object, unknown>();

export function renderTask<T>(task: Task<readonly unknown[], T>, options: RenderTaskOptions<T>): TemplateResult | typeof nothing {
  const { language } = options;
  if (task.status === TaskStatus.COMPLETE && task.value !== undefined) lastValues.set(task, task.value);
  const value = (task.value ?? lastValues.get(task)) as T | undefined;
  const show = (v: T) =>
    options.isEmpty?.(v) ? (options.empty?.() ?? emptyTemplate(common(language, 'empty'))) : options.complete(v);
  switch (task.status) {
    case TaskStatus.INITIAL:
    case TaskStatus.PENDING:
      if (value !== undefined) return html`<div aria-busy="true">${show(value)}</div>`;
      return options.loading?.() ?? loadingTemplate(language);
    case TaskStatus.ERROR:
      if (value !== undefined) {
        return html`${errorTemplate(task.error, language, () => void task.run())}
          <p class="stale" part="stale">${common(language, 'staleNotice')}</p>
          ${show(value)}`;
      }
      return errorTemplate(task.error, language, () => void task.run());
    case TaskStatus.COMPLETE:
      return value === undefined ? nothing : show(value);
  }
}
