import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { liveProperty } from '../../ui/live-property.js';
import { listTarget, setListFilter } from '../../ui/list-filters.js';
import { watchListOf } from '../../ui/list-target.js';
import { ShopElement } from '../../ui/shop-element.js';
import { strings } from './strings.js';
import { checkRequired, problems, type ConfigProblem } from '../../ui/config-error.js';
import { styles } from './shop-search.styles.js';

/** Milliseconds after the last keystroke before the list is searched. */
const DEBOUNCE_MS = 300;

/**
 * A labelled search box (`role="search"`) that sets `search` on the list named by `for` and sets
 * its `page` back to 1: when typing stops for 300 ms, on Enter, and empty again with the clear
 * button. Shows the list's current `search`, also when a script changes it.
 *
 * Spec: docs/spec/storefront-api.md, "List filters of /products and /contents" (`search`: name or title).
 *
 * @element shop-search
 * @csspart form - The search form.
 * @csspart label - The visible label.
 * @csspart field - The search input (also `input`).
 * @csspart button - The clear and search buttons (also `clear-button`, `submit-button`).
 */
export class ShopSearch extends ShopElement {
  static override styles = styles;

  /** The id of the list element this search drives (in the same document or shadow root). */
  @property() for?: string | null;
  /** Visible label of the box. Default "Search" in the UI language. */
  @property() label?: string | null;

  /** The text in the box (kept while the buyer types; the list gets it trimmed). */
  @state() private query = '';

  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    // The box follows the list's `search`, also when a script or the page URL changes it.
    watchListOf(
      this,
      () => ['search'],
      () => this.#syncFromList(),
      true,
    );
  }

  /** `for` (required) as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkRequired(this, 'for', 'products', this.for));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  /** Takes the list's `search` when it differs from what is typed (set by a script or on load). */
  #syncFromList(): void {
    const value = listTarget(this, this.for)?.getAttribute('search') ?? '';
    if (value.trim() !== this.query.trim()) this.query = value;
  }

  #apply(): void {
    clearTimeout(this.#timer);
    const target = listTarget(this, this.for);
    if (!target) {
      console.warn(`<shop-search>: no list with id "${this.for ?? ''}".`);
      return;
    }
    setListFilter(target, 'search', this.query.trim());
  }

  #onInput(e: Event): void {
    this.query = (e.target as HTMLInputElement).value;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#apply(), DEBOUNCE_MS);
  }

  #onSubmit(e: Event): void {
    e.preventDefault();
    this.#apply();
  }

  #clear(): void {
    this.query = '';
    this.#apply();
    this.renderRoot.querySelector('input')?.focus();
  }

  override render() {
    const language = this.language;
    return html`<form role="search" part="form" @submit=${this.#onSubmit}>
      <label for="q" part="label">${this.label || strings(language, 'label')}</label>
      <div class="row">
        <input
          id="q"
          type="search"
          name="search"
          part="field input"
          autocomplete="off"
          enterkeyhint="search"
          .value=${liveProperty(this.query)}
          @input=${this.#onInput}
        />
        ${
          this.query
            ? html`<button type="button" class="clear" part="button clear-button" aria-label=${strings(language, 'clear')} @click=${this.#clear}>
                <span aria-hidden="true">✕</span>
              </button>`
            : nothing
        }
        <button type="submit" class="primary" part="button submit-button">${strings(language, 'submit')}</button>
      </div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-search': ShopSearch;
  }
}
