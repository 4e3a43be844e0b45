/**
 * The filter sheet of `<shop-product-list>` (docs/spec/public-api.md, "What a buyer sees"): below
 * a list width of 40rem, the page's `<shop-sort>`, `<shop-category-filter>` and
 * `<shop-tag-filter>` of the list are hidden and a "Filter and sort" button of the list opens this
 * sheet, a modal native `<dialog>` in the list's shadow root at the inline end of the window (as
 * the cart drawer's sheet), holding a copy of each of them (same attributes: they drive the same
 * list and show its state), a "Clear all" button (the category and tag filters; the sort stays)
 * and "Show {count} results", which closes it.
 *
 * Loaded by the list on the first click of its button (a chunk of its own in the CDN bundle and in
 * the npm build): a page pays only for the button. Escape, the × ("Close"), a click beside the sheet
 * and "Show … results" close it; the focus goes back to the button. Its styles are adopted, never
 * a `<style>` element (README, "The Content-Security-Policy a site needs").
 */
import { css, html, render } from 'lit';
import { defineStrings, type Language } from '../../i18n/i18n.js';
import { targetSize } from '../../ui/styles.js';
import en from '../../i18n/locales/en/filter-sheet.js';
import ko from '../../i18n/locales/ko/filter-sheet.js';
import ja from '../../i18n/locales/ja/filter-sheet.js';
import type { ShopProductList } from './shop-product-list.js';
import { keepFocus } from './dialog-focus.js';

/** What the list gives the sheet each time it draws it. */
export interface FilterSheetInput {
  /** The page's controls of the list, in the page's order (hidden while the list is narrow). */
  controls: readonly Element[];
  language: Language;
  /** The category and tag filters in use. */
  active: number;
  /** The list's number of results, once read. */
  total: number | undefined;
  /** Removes the category and tag filters of the list. */
  clear: () => void;
  /** The "Filter and sort" button, which gets the focus back on close. */
  opener: () => HTMLElement | null;
}

interface Sheet {
  host: HTMLElement;
  dialog?: HTMLDialogElement;
  /** The copies shown, one per control of the page, keyed by it. */
  copies: Map<Element, HTMLElement>;
  input: FilterSheetInput;
}

/** The list's strings (its own lookup: importing the list's would make the catalog chunk export it). */
const strings = defineStrings('shop-product-list');
const TEXTS: Record<Language, typeof en> = { ko, en, ja };

const sheets = new WeakMap<ShopProductList, Sheet>();

const styles = css`
  .filter-sheet {
    box-sizing: border-box;
    margin-block: 0;
    margin-inline: auto 0;
    width: min(100%, 28rem);
    max-width: none;
    height: 100%;
    max-height: none;
    padding: 0;
    border: 0;
    background: var(--_surface);
    color: var(--_text);
  }
  .filter-sheet[open] {
    display: flex;
    flex-direction: column;
  }
  .filter-sheet::backdrop {
    background: rgb(0 0 0 / 0.4);
  }
  .filter-sheet-head,
  .filter-sheet-foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space);
    padding: var(--_space) calc(var(--_space) * 2);
  }
  .filter-sheet-head {
    border-block-end: 1px solid var(--_border);
  }
  .filter-sheet-head h2 {
    margin: 0;
    font-size: 1.25em;
  }
  .filter-sheet-close {
    min-width: ${targetSize};
    padding: 0;
    border: 0;
    background: none;
    font-size: 1.25em;
  }
  .filter-sheet-body {
    flex: 1;
    overflow: auto;
    display: grid;
    align-content: start;
    gap: calc(var(--_space) * 3);
    padding: calc(var(--_space) * 2);
  }
  .filter-sheet-foot {
    border-block-start: 1px solid var(--_border);
    padding-block: calc(var(--_space) * 1.5);
  }
  .filter-sheet-foot button {
    flex: 1;
  }
`;

const styled = new WeakSet<ShopProductList>();

/** Draws the sheet of `list` with `input`; opens it when `open`. */
export function drawFilterSheet(list: ShopProductList, input: FilterSheetInput, open = false): void {
  let sheet = sheets.get(list);
  if (!sheet) {
    if (!open) return;
    const host = document.createElement('div');
    list.renderRoot.append(host);
    sheet = { host, copies: new Map(), input };
    sheets.set(list, sheet);
  }
  if (!styled.has(list)) {
    styled.add(list);
    const root = list.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
  }
  sheet.input = input;
  draw(list, sheet);
  if (open && !sheet.dialog!.open) sheet.dialog!.showModal();
}

/** Closes the sheet of `list`, if open (the list became wide). */
export function closeFilterSheet(list: ShopProductList): void {
  const dialog = sheets.get(list)?.dialog;
  if (dialog?.open) dialog.close();
}

/** A copy of a control of the page: its attributes but its id and `hidden`. */
function copyOf(sheet: Sheet, control: Element): HTMLElement {
  let copy = sheet.copies.get(control);
  if (!copy) {
    copy = document.createElement(control.localName);
    for (const { name, value } of control.attributes) if (name !== 'id' && name !== 'hidden') copy.setAttribute(name, value);
    sheet.copies.set(control, copy);
  }
  return copy;
}

function draw(list: ShopProductList, sheet: Sheet): void {
  const { controls, language, active, total, clear } = sheet.input;
  const texts = TEXTS[language];
  const title = strings(language, 'filterSort');
  const close = () => sheet.dialog!.close();
  render(
    html`<dialog
      class="filter-sheet"
      part="filter-sheet"
      aria-labelledby="filter-sheet-title"
      closedby="any"
      @close=${() => sheet.input.opener()?.focus()}
      @keydown=${(e: KeyboardEvent) => e.key === 'Tab' && keepFocus(sheet.dialog!, e)}
    >
      <div class="filter-sheet-head" part="filter-sheet-header">
        <h2 id="filter-sheet-title" part="filter-sheet-title">${title}</h2>
        <button type="button" class="filter-sheet-close" part="button close-button" aria-label=${texts.close} autofocus @click=${close}>✕</button>
      </div>
      <div class="filter-sheet-body" part="filter-sheet-body">${controls.map((c) => copyOf(sheet, c))}</div>
      <div class="filter-sheet-foot" part="filter-sheet-footer">
        <button type="button" part="button clear-button" ?disabled=${active === 0} @click=${clear}>${texts.clearAll}</button>
        <button type="button" class="primary" part="button apply-button" @click=${close}>
          ${total === undefined ? title : total === 1 ? texts.showResult : texts.showResults.replace('{count}', String(total))}
        </button>
      </div>
    </dialog>`,
    sheet.host,
    { host: list },
  );
  sheet.dialog ??= sheet.host.querySelector('dialog')!;
}
