/**
 * The base of `<shop-category-filter>` and `<shop-tag-filter>`: a radio group ("All" plus one
 * entry per category or tag in use) that sets one filter attribute of the list named by `for`,
 * and shows the list's current value, also when a script or another filter changes it.
 */
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { initialState } from '@lit/task';
import { ShopTask } from './shop-task.js';
import { isAbortError } from '../api/errors.js';
import type { Shop } from '../state/shop.js';
import { listTarget, positiveInt, setListFilter, watchListTarget } from './list-filters.js';
import { ShopElement } from './shop-element.js';
import { renderTask } from './status.js';
import { baseStyles, targetSize } from './styles.js';
import { common } from '../i18n/common.js';
import { checkOneOf, checkRequired, problems, type ConfigProblem } from './config-error.js';

export type CatalogKind = 'product' | 'content';

/** One entry of the group. */
export interface Choice {
  id: number;
  name: string;
  /** Items carrying it, when the platform says. */
  count: number | null;
}

export abstract class ChoiceFilter extends ShopElement {
  static override styles = [
    baseStyles,
    css`
      fieldset {
        border: 0;
        margin: 0;
        padding: 0;
        min-width: 0;
      }
      legend {
        font-weight: 600;
        padding: 0;
        margin-block-end: var(--_space);
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space);
      }
      .choice {
        display: inline-flex;
        align-items: center;
        gap: calc(var(--_space) * 0.75);
        min-height: ${targetSize};
        padding: 0 calc(var(--_space) * 1.5);
        border: 1px solid var(--_border);
        border-radius: 999px;
        background: var(--_surface);
        cursor: pointer;
      }
      .choice:has(:checked) {
        border-color: var(--_primary);
        box-shadow: inset 0 0 0 1px var(--_primary);
        font-weight: 600;
      }
      .choice input {
        width: auto;
        min-height: 0;
        margin: 0;
        padding: 0;
        accent-color: var(--_primary);
      }
      .count {
        color: var(--_muted);
        font-weight: normal;
      }
    `,
  ];

  /** `product` or `content`: whose categories or tags. Default: `content` for a `<shop-content-list>` target, else `product`. */
  @property() kind?: CatalogKind | null;
  /** The id of the list element this filter drives (in the same document or shadow root). */
  @property() for?: string | null;

  /** The list attribute this filter sets (`category-id`, `tag-id`). */
  protected abstract readonly attribute: string;
  #unwatch: (() => void) | undefined;
  protected readonly choiceTask = new ShopTask(this, {
    task: async ([shop, kind]: readonly [Shop | undefined, CatalogKind, string], { signal }) =>
      shop && this.configured ? this.load(shop, kind, signal) : initialState,
    args: () => [this.shop, this.#kind(), this.language] as const,
    onError: (error) => {
      if (!isAbortError(error)) this.reportError(error);
    },
  });

  /** Reads the entries. */
  protected abstract load(shop: Shop, kind: CatalogKind, signal: AbortSignal): Promise<Choice[]>;

  /** `legend` (group label), `all` (the no-filter entry), `empty` (nothing in use). */
  protected abstract text(key: 'legend' | 'all' | 'empty'): string;

  /** `for` (required) and `kind` as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkRequired(this, 'for', 'products', this.for), checkOneOf(this, 'kind', ['product', 'content']));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#watch();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unwatch?.();
    this.#unwatch = undefined;
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('for') && this.isConnected) this.#watch();
  }

  #watch(): void {
    this.#unwatch?.();
    this.#unwatch = watchListTarget(this, this.for, [this.attribute], () => this.requestUpdate());
  }

  #kind(): CatalogKind {
    if (this.kind === 'product' || this.kind === 'content') return this.kind;
    return listTarget(this, this.for)?.localName === 'shop-content-list' ? 'content' : 'product';
  }

  #choose(id: number | null): void {
    const target = listTarget(this, this.for);
    if (!target) {
      console.warn(`<${this.localName}>: no list with id "${this.for ?? ''}".`);
      return;
    }
    setListFilter(target, this.attribute, id);
    this.requestUpdate();
  }

  override render() {
    const language = this.language;
    return renderTask(this.choiceTask, {
      language,
      loading: () =>
        html`<div role="status" part="loading">
          <span class="visually-hidden">${common(language, 'loading')}</span>
          <div class="skeleton tall" aria-hidden="true"></div>
        </div>`,
      isEmpty: (list) => list.length === 0,
      empty: () => html`<p class="muted" part="empty">${this.text('empty')}</p>`,
      complete: (list) => this.#renderGroup(list),
    });
  }

  #renderGroup(list: Choice[]): TemplateResult {
    const current = positiveInt(listTarget(this, this.for)?.getAttribute(this.attribute));
    const entry = (id: number | null, name: string, count: number | null) => {
      const checked = id === null ? current === undefined : current === id;
      return html`<label class="choice" part=${checked ? 'choice choice-selected' : 'choice'}>
        <input type="radio" name="choice" part="radio" .value=${String(id ?? '')} .checked=${live(checked)} @change=${() => this.#choose(id)} />
        <span>${name}</span>${count === null ? nothing : html`<span class="count">(${count})</span>`}
      </label>`;
    };
    return html`<fieldset part="fieldset">
      <legend part="legend">${this.text('legend')}</legend>
      <div class="choices" part="choices">${entry(null, this.text('all'), null)} ${list.map((c) => entry(c.id, c.name, c.count))}</div>
    </fieldset>`;
  }
}
