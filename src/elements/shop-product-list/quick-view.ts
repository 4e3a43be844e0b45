/**
 * The quick view of `<shop-product-list quick-view>`: a modal native `<dialog>` in the list's
 * shadow root that shows a `<shop-product-detail>` of the card's product (its options, buyer
 * inputs, quantity and "Add to cart", all the product page's own code), without its description
 * and "Buy now" (hidden through their parts), and a "View full details" link to `product-href`.
 *
 * Loaded by the list on the first click of a card's "Quick view" button (a chunk of its own in the
 * CDN bundle and in the npm build): the list pays only for the button. This module opens the dialog
 * at once with a busy state, then loads the product page's element (the `product` group chunk in
 * the CDN bundle, `shop-elements/elements/shop-product-detail.js` in the npm build) and its strings
 * (`loadLocale`, at the same time). A failed load shows the error in the dialog with a retry, and
 * `console.error` says which part did not load.
 *
 * The dialog is modal (`showModal()`: the page behind is inert, focus stays inside), labelled
 * "Quick view: {name}", looks like the cart drawer's sheet (sized to the product, "View full
 * details" at its top left and × at its top right), closes with Escape, its × button ("Close") or
 * a click on the page behind it, and gives the focus back to the button that opened it. One dialog
 * per list, reused for every product.
 */
import { css, html, render } from 'lit';
import type { ProductListItem } from '../../api/readers/product.js';
import { common } from '../../i18n/common.js';
import { defineStrings, type Language, type Part } from '../../i18n/i18n.js';
import { loadLocale, localeReady } from '../../i18n/load.js';
import { authorHref, navLink } from '../../ui/navigation.js';
import { targetSize } from '../../ui/styles.js';
import en from '../../i18n/locales/en/quick-view.js';
import ko from '../../i18n/locales/ko/quick-view.js';
import ja from '../../i18n/locales/ja/quick-view.js';
import type { ShopProductList } from './shop-product-list.js';
import { keepFocus } from './dialog-focus.js';

/** What the dialog shows: the element's code is loading, could not load, or is there. */
type State = 'loading' | 'failed' | 'ready';

interface QuickView {
  /** The dialog, once rendered. */
  dialog?: HTMLDialogElement;
  /** Where the template is rendered (a wrapper, so that the dialog's own attributes are bound too). */
  host: HTMLElement;
  product: ProductListItem;
  opener: HTMLElement;
  language: Language;
  state: State;
  /** The `<shop-product-detail>` of the product shown (a new one per product: no choice or stale view of the last stays). */
  detail?: HTMLElement;
}

/** The list's strings (its own lookup: importing the list's would make the catalog chunk export it). */
const strings = defineStrings('shop-product-list');
/** The dialog's own texts, in this chunk (see ../../i18n/locales/en/quick-view.ts). */
const TEXTS: Record<Language, typeof en> = { ko, en, ja };

/** The strings of `<shop-product-detail>` besides `core` (which the list has). */
const parts: Part[] = ['product'];

const views = new WeakMap<ShopProductList, QuickView>();

/** The product page's element and its strings: loaded once, tried again after a failure. */
let loading: Promise<void> | null = null;

function loadDetail(language: Language): Promise<void> {
  loading ??= Promise.all([
    import('../../define/shop-product-detail.js').catch((error: unknown) => {
      const { file, cause } = (error ?? {}) as { file?: string; cause?: unknown };
      console.error(
        `shop-elements: the quick view of <shop-product-list> cannot show the product: the code of <shop-product-detail>${file ? `, ${file},` : ''} did not load.`,
        cause ?? error,
      );
      throw error;
    }),
    loadLocale(language, parts).then(() => {
      if (!localeReady(language, parts)) {
        const error = new Error(`the "${language}" strings of <shop-product-detail> did not load`);
        console.error(`shop-elements: the quick view of <shop-product-list> cannot show the product: ${error.message}.`);
        throw error;
      }
    }),
  ]).then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Opens the quick view of `product` from `opener` (the card's button, which gets the focus back on
 * close), in `language`. Shows the busy state until the product page's element and strings are loaded.
 */
export default function openQuickView(list: ShopProductList, product: ProductListItem, opener: HTMLElement, language: Language): void {
  let view = views.get(list);
  if (!view) {
    const host = document.createElement('div');
    list.renderRoot.append(host);
    view = { host, product, opener, language, state: 'loading' };
    views.set(list, view);
  }
  const ready = !!customElements.get('shop-product-detail') && localeReady(language, parts);
  Object.assign(view, { product, opener, language, state: ready ? 'ready' : 'loading' });
  draw(list, view);
  if (!view.dialog!.open) view.dialog!.showModal();
  if (!ready) start(list, view);
}

function start(list: ShopProductList, view: QuickView): void {
  view.state = 'loading';
  draw(list, view);
  loadDetail(view.language)
    .then(
      () => (view.state = 'ready'),
      () => (view.state = 'failed'),
    )
    .finally(() => draw(list, view));
}

/**
 * The dialog's look, as the cart drawer's sheet (the shop's surface, no border, the page dimmed
 * behind): a box of the product's height, at most the window's, with a margin around it; on a
 * phone (below the product page's two-column width) the image is small and its thumbnails are
 * left to the product page, so that "Add to cart" is on the first screen. Adopted into the list's
 * shadow root, never a `<style>` element: a page whose Content-Security-Policy forbids inline
 * styles (README, "The Content-Security-Policy a site needs") accepts it.
 */
const styles = css`
  .quick-view {
    box-sizing: border-box;
    width: min(56rem, 100% - 2rem);
    max-width: none;
    height: fit-content;
    max-height: calc(100% - 2rem);
    margin: auto;
    padding: calc(var(--_space) * 2);
    border: 0;
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    overflow: auto;
  }
  .quick-view::backdrop {
    background: rgb(0 0 0 / 0.4);
  }
  .quick-view-bar {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: var(--_space);
    margin: calc(var(--_space) * -0.5) calc(var(--_space) * -0.5) var(--_space) 0;
  }
  .quick-view-bar a {
    color: var(--_primary);
  }
  .quick-view-close {
    min-width: ${targetSize};
    padding: 0;
    border: 0;
    background: none;
    font-size: 1.25em;
  }
  .quick-view shop-product-detail::part(description),
  .quick-view shop-product-detail::part(buy-button) {
    display: none;
  }
  @media (max-width: 719px) {
    .quick-view {
      width: calc(100% - 2rem);
      padding: calc(var(--_space) * 1.5);
    }
    .quick-view shop-product-detail::part(image) {
      width: 8rem;
    }
    .quick-view shop-product-detail::part(thumbnail) {
      display: none;
    }
  }
`;

/** The lists whose shadow root has the dialog's styles. */
const styled = new WeakSet<ShopProductList>();

function draw(list: ShopProductList, view: QuickView): void {
  const { product: p, state, language } = view;
  const href = authorHref(list, 'product-href', list.productHref, { product_id: p.product_id });
  if (!styled.has(list)) {
    styled.add(list);
    const root = list.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
  }
  render(
    html`<dialog
      class="quick-view"
      part="quick-view"
      aria-label=${`${strings(language, 'quickView')}: ${p.name}`}
      aria-busy=${state === 'loading' ? 'true' : 'false'}
      closedby="any"
      @close=${() => view.opener.isConnected && view.opener.focus()}
      @keydown=${(e: KeyboardEvent) => e.key === 'Tab' && keepFocus(view.dialog!, e)}
    >
      <div class="quick-view-bar">
        ${navLink({ host: list, href, kind: 'product', id: p.product_id, part: 'full-details-link', content: TEXTS[language].fullDetails })}
        <button
          type="button"
          class="quick-view-close"
          part="button close-button"
          aria-label=${TEXTS[language].close}
          autofocus
          @click=${() => view.dialog!.close()}
        >
          ✕
        </button>
      </div>
      ${
        state === 'ready'
          ? detailOf(view)
          : state === 'loading'
            ? html`<p class="status" role="status" part="loading">${common(language, 'loading')}</p>`
            : html`<div class="status error" role="alert" part="error">
                <p>${common(language, 'errorNetwork')}</p>
                <button type="button" part="button retry-button" @click=${() => start(list, view)}>${common(language, 'retry')}</button>
              </div>`
      }
    </dialog>`,
    view.host,
    { host: list },
  );
  view.dialog ??= view.host.querySelector('dialog')!;
}

function detailOf(view: QuickView): HTMLElement {
  const id = String(view.product.product_id);
  if (view.detail?.getAttribute('product-id') !== id) {
    view.detail = document.createElement('shop-product-detail');
    view.detail.setAttribute('product-id', id);
  }
  return view.detail;
}
