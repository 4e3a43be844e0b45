import { css, html, isServer, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { liveProperty } from '../../ui/live-property.js';
import { listTarget, setListFilter } from '../../ui/list-filters.js';
import { watchListOf } from '../../ui/list-target.js';
import { ShopElement } from '../../ui/shop-element.js';
import { baseStyles } from '../../ui/styles.js';
import { checkRequired, problems, type ConfigProblem } from '../../ui/config-error.js';
import { strings } from './strings.js';

/**
 * The `orderby` values `<shop-sort>` has a label for. The spec names `newest` (latest first); the
 * others are the sandbox's (docs/sandbox.md), to confirm with the platform (README, "Choices made
 * where the spec says 'not shown'").
 */
export const SORT_VALUES = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** The choices when `options` is not given: the values the spec lists. */
const DEFAULT_OPTIONS: readonly SortValue[] = ['newest'];

/** `options` as written: its comma-separated values (blanks dropped), or null when absent or blank. */
const optionsOf = (text: string | null | undefined): string[] | null => {
  const values = (text ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : null;
};

/**
 * A labelled sort control (a native `<select>`) that sets `orderby` on the list named by `for`
 * and sets its `page` back to 1; its first entry, "Default order", removes `orderby` (the
 * platform's own order). Shows the list's current `orderby`, also when a script or the page URL
 * (`sync-url`) changes it; a value it has no label for is shown as written. Waits for a list
 * placed later in the page, as the filters do.
 *
 * Spec: docs/spec/storefront-api.md, "List filters of /products and /contents" (`orderby`:
 * `newest` puts the latest first).
 *
 * @element shop-sort
 * @csspart label - The visible label ("Sort by").
 * @csspart select - The `<select>`.
 */
export class ShopSort extends ShopElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: grid;
        gap: calc(var(--_space) / 2);
      }
      label {
        font-weight: 600;
      }
    `,
  ];

  /** The id of the list element this control drives (in the same document or shadow root). */
  @property() for?: string | null;
  /**
   * The `orderby` values offered, a comma list of `newest`, `price_asc`, `price_desc`, `name`
   * (each labelled in ko, en and ja), in that order after "Default order". Default: `newest`, the
   * one value the spec names. Another value is a configuration error.
   */
  @property() options?: string | null;

  constructor() {
    super();
    // Shows the list's `orderby`, also when a script or the page URL changes it.
    watchListOf(
      this,
      () => ['orderby'],
      () => this.requestUpdate(),
    );
  }

  /** `for` (required), and every value of `options` one of {@link SORT_VALUES}. */
  protected override configProblems(): ConfigProblem[] {
    const unknown = optionsOf(this.options)?.find((v) => !(SORT_VALUES as readonly string[]).includes(v));
    return problems(
      checkRequired(this, 'for', 'products', this.for),
      unknown === undefined ? null : { attribute: 'options', value: this.options ?? '', expected: { kind: 'one-of', values: SORT_VALUES } },
    );
  }

  #onChange(e: Event): void {
    const target = listTarget(this, this.for);
    if (!target) {
      console.warn(`<shop-sort>: no list with id "${this.for ?? ''}".`);
      return;
    }
    setListFilter(target, 'orderby', (e.target as HTMLSelectElement).value);
    this.requestUpdate();
  }

  override render() {
    const language = this.language;
    // On a server there is no list to read: the control renders with the default entry chosen.
    const current = (isServer ? null : listTarget(this, this.for))?.getAttribute('orderby')?.trim() ?? '';
    const values: string[] = optionsOf(this.options) ?? [...DEFAULT_OPTIONS];
    const label = (v: string) => ((SORT_VALUES as readonly string[]).includes(v) ? strings(language, v as SortValue) : v);
    return html`<label for="s" part="label">${strings(language, 'label')}</label>
      <select id="s" part="select" .value=${liveProperty(current)} @change=${this.#onChange}>
        <option value="" ?selected=${current === ''}>${strings(language, 'default')}</option>
        ${values.map((v) => html`<option value=${v} ?selected=${v === current}>${label(v)}</option>`)}
        ${current && !values.includes(current) ? html`<option value=${current} selected>${current}</option>` : nothing}
      </select>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-sort': ShopSort;
  }
}
