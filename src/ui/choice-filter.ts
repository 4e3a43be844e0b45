/**
 * The base of `<shop-category-filter>` and `<shop-tag-filter>`: a radio group ("All" plus one
 * entry per category or tag in use) that sets one filter attribute of the list named by `for`,
 * and shows the list's current value, also when a script or another filter changes it. With
 * `multiple`, a group of checkboxes that sets the list's any-of attribute (`category-ids`,
 * `tag-ids`) instead (spec: docs/spec/storefront-api.md, "List filters of /products and
 * /contents": `category_ids`, `tag_ids`, any-of).
 *
 * The two forms share the list: a single choice sets `category-id` and removes `category-ids`
 * (a list whose `category-ids` holds one id, as a URL read back gives, shows that id chosen); a
 * multiple choice takes `category-id` into its set and writes `category-ids` alone; "All" removes
 * both.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { liveProperty } from './live-property.js';
import { initialState } from '@lit/task';
import { ShopTask } from './shop-task.js';
import { isAbortError } from '../api/errors.js';
import type { Shop } from '../state/shop.js';
import { listTarget, parseIds, positiveInt, setListFilter } from './list-filters.js';
import { watchListOf } from './list-target.js';
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
  /** `multiple`: checkboxes, any number chosen at once, set as the list's any-of attribute (`category-ids`, `tag-ids`). */
  @property({ type: Boolean }) multiple = false;

  /** The list attribute of one choice (`category-id`, `tag-id`). */
  protected abstract readonly attribute: string;
  /** The list attribute of several choices, any-of (`category-ids`, `tag-ids`). */
  protected abstract readonly listAttribute: string;
  protected readonly choiceTask = new ShopTask(this, {
    task: async ([shop, kind]: readonly [Shop | undefined, CatalogKind, string], { signal }) =>
      shop && this.configured ? this.load(shop, kind, signal) : initialState,
    args: () => [this.shop, this.#kind(), this.contentLanguage] as const,
    onError: (error) => {
      if (!isAbortError(error)) this.reportError(error);
    },
  });

  constructor() {
    super();
    // Shows the list's current choice, also when a script or another filter changes it.
    watchListOf(
      this,
      () => [this.attribute, this.listAttribute],
      () => this.requestUpdate(),
    );
  }

  /** Reads the entries. */
  protected abstract load(shop: Shop, kind: CatalogKind, signal: AbortSignal): Promise<Choice[]>;

  /** `legend` (group label), `all` (the no-filter entry), `empty` (nothing in use). */
  protected abstract text(key: 'legend' | 'all' | 'empty'): string;

  /** `for` (required) and `kind` as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkRequired(this, 'for', 'products', this.for), checkOneOf(this, 'kind', ['product', 'content']));
  }

  #kind(): CatalogKind {
    if (this.kind === 'product' || this.kind === 'content') return this.kind;
    return listTarget(this, this.for)?.localName === 'shop-content-list' ? 'content' : 'product';
  }

  /** The list's chosen ids: its single attribute's id and its any-of list's ids, in that order, each once. */
  #chosen(target: Element | null): number[] {
    const one = positiveInt(target?.getAttribute(this.attribute));
    return [...new Set([...(one ? [one] : []), ...parseIds(target?.getAttribute(this.listAttribute))])];
  }

  /**
   * Sets the list's filter: one id (or null for "All") without `multiple`; with it, `id` added to
   * the chosen ones (`on`) or taken out, and null clearing them.
   */
  #choose(id: number | null, on = true): void {
    const target = listTarget(this, this.for);
    if (!target) {
      console.warn(`<${this.localName}>: no list with id "${this.for ?? ''}".`);
      return;
    }
    const chosen = this.#chosen(target).filter((c) => c !== id);
    const [keep, drop, value] = this.multiple
      ? [this.listAttribute, this.attribute, id === null ? null : (on ? [...chosen, id] : chosen).join(',')]
      : [this.attribute, this.listAttribute, id];
    // Both changes land in the list's one update (one read); it goes back to page 1 itself.
    target.removeAttribute(drop);
    setListFilter(target, keep, value);
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
    const target = listTarget(this, this.for);
    const chosen = this.#chosen(target);
    // One choice shows one id: the single attribute's (first in `chosen`), else an any-of list of one.
    const current = this.multiple || chosen.length === 1 || target?.getAttribute(this.attribute) ? chosen.slice(0, this.multiple ? undefined : 1) : [];
    const type = this.multiple ? 'checkbox' : 'radio';
    const entry = (id: number | null, name: string, count: number | null) => {
      const checked = id === null ? current.length === 0 : current.includes(id);
      return html`<label class="choice" part=${checked ? 'choice choice-selected' : 'choice'}>
        <input
          type=${type}
          name="choice"
          part=${type}
          .value=${String(id ?? '')}
          .checked=${liveProperty(checked)}
          @change=${(e: Event) => (id === null || !this.multiple ? this.#choose(id) : this.#choose(id, (e.target as HTMLInputElement).checked))}
        />
        <span>${name}</span>${count === null ? nothing : html`<span class="count">(${count})</span>`}
      </label>`;
    };
    return html`<fieldset part="fieldset">
      <legend part="legend">${this.text('legend')}</legend>
      <div class="choices" part="choices">${entry(null, this.text('all'), null)} ${list.map((c) => entry(c.id, c.name, c.count))}</div>
    </fieldset>`;
  }
}
