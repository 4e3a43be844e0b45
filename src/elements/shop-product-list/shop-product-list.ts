import { html, nothing } from 'lit';
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
import { strings } from './strings.js';

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
 * @csspart pagination - The pager; `page-button`, `previous`, `next`, `page-status` inside.
 * @csspart button - Pager and retry buttons.
 * @csspart loading - The skeleton cards.
 * @csspart empty - The "No products found" message.
 * @csspart error - The error message with its retry button.
 * @cssproperty --shop-card-min-width - Smallest card width before the grid drops a column. Default 200px.
 */
export class ShopProductList extends CatalogList<ProductListItem> {
  /** URL template of a product page, e.g. `/product.html?id={product_id}`. */
  @property({ attribute: 'product-href' }) productHref?: string | null;
  /**
   * `quick-view`: each card gets a "Quick view" button (named "Quick view: {name}") that opens the
   * product's options, quantity and add-to-cart (a `<shop-product-detail>`) in a modal `<dialog>`,
   * with a link to `product-href`. Its code and the product page's load on the first click.
   */
  @property({ attribute: 'quick-view', type: Boolean }) quickView = false;

  protected readonly kind = 'product';

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
          : nothing
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
