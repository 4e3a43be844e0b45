import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { ListFilters } from '../../api/index.js';
import type { Page } from '../../api/readers/page.js';
import type { ProductListItem } from '../../api/readers/product.js';
import { common } from '../../i18n/common.js';
import type { Shop } from '../../state/shop.js';
import { badge, cardImage, cardLink, cardStrings } from '../../ui/card.js';
import { authorHref } from '../../ui/navigation.js';
import { CatalogList } from '../../ui/catalog-list.js';
import { DEFAULT_CURRENCY, priceTemplate } from '../../ui/price.js';
import { parseIds, positiveInt } from '../../ui/list-filters.js';
import { strings } from './strings.js';
import type { FilterSheetInput } from './filter-sheet.js';

/** The controls of a list that fold into its filter sheet. */
const FOLDED = ['shop-sort', 'shop-category-filter', 'shop-tag-filter'];
/** The list width below which they fold, in rem (docs/spec/public-api.md, "What a buyer sees"). */
const FOLD_BELOW_REM = 40;

/**
 * Product cards (image, name, price with sale and base, sold-out or on-sale badge) in a
 * responsive grid, with pagination. Attribute changes (from the filter elements or scripts)
 * fetch again; changing a filter goes back to page 1.
 *
 * Spec: docs/spec/storefront-api.md, "GET /products", "Product list item (products.data[])" and
 * "List filters of /products and /contents".
 *
 * @element shop-product-list
 * @fires {ShopNavigateEvent} shop-navigate - `{ href, kind: 'product', id: product_id }`, cancelable. Without `product-href`, a card's
 *   click or Enter emits it with `href: null` and does nothing else; with one, the card is a real link and
 *   cancelling the event keeps the browser from following it (client-side routers).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the list could not be read.
 * A `<template>` child renders each product with the site's own markup in the light DOM instead of
 * the cards (README, "Your own markup"). Its fields: `product_id`, `name`, `image` (URL), `href`
 * (from `product-href`), `price` (what the buyer pays, formatted: the lowest variant price), `from`
 * ("From" when the variants' prices differ), `base_price` (the regular price, formatted, when on
 * sale), `sold_out` ("Sold out"), `on_sale` ("On sale"); an empty field hides its element.
 *
 * @csspart grid - The list of cards.
 * @csspart card - One product card.
 * @csspart card-link - The product name, a link that covers the card.
 * @csspart image - The product image.
 * @csspart title - The product name.
 * @csspart price - The price; `base-price` (struck through) and `sale-price` inside.
 * @csspart badge - A badge; also `sold-out-badge` or `sale-badge`.
 * @csspart quick-view-button - A card's "Quick view" button (with `quick-view`; also `button`).
 * @csspart quick-view - The quick view `<dialog>` (its backdrop: `::part(quick-view)::backdrop`); `full-details-link` (top left), `close-button` (the × at the top right, named "Close") and the `<shop-product-detail>` (whose parts `description` and `buy-button` it hides, and on a phone `thumbnail`) inside.
 * @csspart filter-button - Below a list width of 40rem, the "Filter and sort" button (also `button`) that stands for the page's
 *   `<shop-sort>`, `<shop-category-filter>` and `<shop-tag-filter>` of the list (`for` its id; hidden then); `filter-count`
 *   inside it, the number of category and tag filters in use (the button is then named "Filter and sort, {count} active").
 * @csspart filter-sheet - The sheet the button opens (a modal `<dialog>` at the inline end of the window; its backdrop:
 *   `::part(filter-sheet)::backdrop`), holding a copy of each of those controls; `filter-sheet-header` (with `filter-sheet-title`
 *   and `close-button`, the × named "Close"), `filter-sheet-body` (the controls) and `filter-sheet-footer` (with `clear-button`,
 *   "Clear all": the category and tag filters, not the sort; and `apply-button`, "Show {count} results", which closes the sheet) inside.
 * @csspart pagination - The pager; `page-button`, `previous`, `next`, `page-status` inside.
 * @csspart button - Pager and retry buttons.
 * @csspart loading - The skeleton cards.
 * @csspart empty - The "No products found" message.
 * @csspart error - The error message with its retry button.
 * @cssproperty --shop-card-min-width - Smallest card width before the grid drops a column. Default 200px.
 */
export class ShopProductList extends CatalogList<ProductListItem> {
  static override styles = [
    ...CatalogList.styles,
    css`
      :host {
        container-type: inline-size;
      }
      .filter-button {
        display: none;
        margin-block-end: calc(var(--_space) * 2);
      }
      @container (width < 40rem) {
        .filter-button {
          display: inline-flex;
        }
      }
      .filter-count {
        min-width: 1.5em;
        padding: 0 0.4em;
        border-radius: 999px;
        background: var(--_primary);
        color: var(--_on-primary);
        font-size: 0.875em;
        line-height: 1.5;
      }
    `,
  ];

  /** URL template of a product page, e.g. `/product.html?id={product_id}`. */
  @property({ attribute: 'product-href' }) productHref?: string | null;
  /**
   * `quick-view`: each card gets a "Quick view" button (named "Quick view: {name}") that opens the
   * product's options, quantity and add-to-cart (a `<shop-product-detail>`) in a modal `<dialog>`,
   * with a link to `product-href`. Its code and the product page's load on the first click.
   */
  @property({ attribute: 'quick-view', type: Boolean }) quickView = false;

  protected readonly kind = 'product';

  /** The page's controls of this list hidden while it is narrower than 40rem. */
  #folded: Element[] = [];
  /** Made on connect: a server renderer (Lit SSR) has no ResizeObserver. */
  #resize: ResizeObserver | undefined;
  /** Draws the filter sheet, once its chunk is loaded. */
  #sheet: typeof import('./filter-sheet.js') | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resize ??= new ResizeObserver(([entry]) => entry && this.#fold(this.checkVisibility() ? entry.contentRect.width : Infinity));
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#fold(Infinity);
  }

  /** The page's `<shop-sort>`, `<shop-category-filter>` and `<shop-tag-filter>` of this list, in the page's order. */
  #controls(): Element[] {
    if (!this.id || !this.isConnected) return [];
    const id = CSS.escape(this.id);
    return [...(this.getRootNode() as Document | ShadowRoot).querySelectorAll(FOLDED.map((tag) => `${tag}[for="${id}"]`).join(','))];
  }

  /**
   * Hides the controls of the list when `width` is below 40rem, and shows them back at 40rem and
   * more. The button shows itself by a container query (no update of the list, no layout shift).
   */
  #fold(width: number): void {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const controls = width < FOLD_BELOW_REM * rem ? this.#controls() : [];
    for (const el of this.#folded) if (!controls.includes(el)) el.removeAttribute('hidden');
    for (const el of controls) el.toggleAttribute('hidden', true);
    this.#folded = controls;
    if (!controls.length) this.#sheet?.closeFilterSheet(this);
  }

  /** The category and tag filters in use. */
  #active(): number {
    const ids = (one: string, many: string) => new Set([positiveInt(this.getAttribute(one)), ...parseIds(this.getAttribute(many))].filter(Boolean)).size;
    return ids('category-id', 'category-ids') + ids('tag-id', 'tag-ids');
  }

  #sheetInput(): FilterSheetInput {
    return {
      controls: this.#folded,
      language: this.language,
      active: this.#active(),
      total: this.lastPage?.total,
      clear: () => {
        for (const name of ['category-id', 'category-ids', 'tag-id', 'tag-ids']) this.removeAttribute(name);
        this.setAttribute('page', '1');
      },
      opener: () => this.renderRoot.querySelector<HTMLElement>('[part~="filter-button"]'),
    };
  }

  #openSheet(): void {
    import('./filter-sheet.js')
      .then((m) => {
        this.#sheet = m;
        m.drawFilterSheet(this, this.#sheetInput(), true);
      })
      .catch(console.error);
  }

  protected override updated(): void {
    super.updated();
    this.#sheet?.drawFilterSheet(this, this.#sheetInput());
  }

  override render() {
    // The button when the page has a control of the list; shown below 40rem (the styles' container query).
    if (!this.#controls().length) return super.render();
    const language = this.language;
    const active = this.#active();
    const label = strings(language, 'filterSort');
    return html`<button type="button" class="filter-button" part="button filter-button" aria-haspopup="dialog" @click=${this.#openSheet}>
        ${
          active
            ? html`<span aria-hidden="true">${label}</span><span class="filter-count" part="filter-count" aria-hidden="true">${active}</span
                ><span class="visually-hidden">${strings(language, 'filterActive', { count: active })}</span>`
            : html`<span>${label}</span>`
        }</button
      >${super.render()}`;
  }

  protected fetchPage(shop: Shop, filters: ListFilters, signal: AbortSignal): Promise<Page<ProductListItem>> {
    return shop.client.products(filters, signal);
  }

  protected text(key: 'empty' | 'count', count = 0): string {
    return strings(this.language, key, { count });
  }

  protected templateItems() {
    return import('./product-template-fields.js').then(
      (m) => (p: ProductListItem) => m.productTemplateItem(p, this.language, this.shop?.currency, this.#href(p)),
    );
  }

  protected describe(p: ProductListItem): [number, string, number | null, string | null] {
    return [p.product_id, p.name, p.lowest_price?.price ?? null, this.#href(p)];
  }

  #href(p: ProductListItem): string | null {
    return authorHref(this, 'product-href', this.productHref, { product_id: p.product_id });
  }

  protected renderCard(p: ProductListItem) {
    const language = this.language;
    const low = p.lowest_price;
    const varies = low !== null && p.prices.some((x) => x.price !== low.price);
    return html`${cardImage(p.image_url, p.name)}
      <h3 class="card-title" part="title">${cardLink({ href: this.#href(p), title: p.name, activate: (href) => this.navigate(p.product_id, href) })}</h3>
      ${
        low
          ? html`<div>
              ${varies ? html`<span class="from">${cardStrings(language, 'from')}</span>` : nothing}${priceTemplate({
                price: low.price,
                base: low.is_on_sale ? low.base_price : null,
                currency: low.currency ?? this.shop?.currency ?? DEFAULT_CURRENCY,
                language,
              })}
            </div>`
          : html`<div>${priceTemplate({ price: null, currency: this.shop?.currency ?? DEFAULT_CURRENCY, language })}</div>`
      }
      ${
        p.sold_out || p.on_sale
          ? html`<div class="badges">
              ${p.sold_out ? badge('sold-out', common(language, 'soldOut')) : nothing}
              ${p.on_sale && !p.sold_out ? badge('sale', common(language, 'onSale')) : nothing}
            </div>`
          : nothing
      }
      ${
        this.quickView
          ? // Named by aria-label: a visually hidden ": {name}" span would be read "Quick view : {name}".
            html`<button
              class="qv"
              part="button quick-view-button"
              aria-label="${strings(language, 'quickView')}: ${p.name}"
              @click=${({ currentTarget: b }: Event) =>
                import('./quick-view.js').then((m) => m.default(this, p, b as HTMLElement, language)).catch(console.error)}
            >
              ${strings(language, 'quickView')}
            </button>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-list': ShopProductList;
  }
}
