import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { ContentListFilters } from '../../api/index.js';
import type { Page } from '../../api/readers/page.js';
import { cheapest, isPastOption, type ContentListItem, type ContentType } from '../../api/readers/content.js';
import type { Shop } from '../../state/shop.js';
import { badge, cardImage, cardLink, cardStrings, ratingTemplate } from '../../ui/card.js';
import { initialState } from '@lit/task';
import { ShopTask } from '../../ui/shop-task.js';
import { authorHref } from '../../ui/navigation.js';
import { CatalogList } from '../../ui/catalog-list.js';
import { DEFAULT_CURRENCY, priceTemplate } from '../../ui/price.js';
import { strings } from './strings.js';
import { contentTypeFilter } from '../../ui/list-filters.js';
import type { ContentOffer } from './content-template-fields.js';

/**
 * Content cards (image, title, lowest option price, rating and review count) in a responsive
 * grid, with pagination. Takes the same filters as `<shop-product-list>` plus `content-type`.
 *
 * Spec: docs/spec/storefront-api.md, "GET /contents", "Content list item (contents.data[])" and
 * "List filters of /products and /contents".
 *
 * @element shop-content-list
 * @fires {ShopNavigateEvent} shop-navigate - `{ href, kind: 'content', id: content_id }`, cancelable. Without `content-href`, a card's
 *   click or Enter emits it with `href: null` and does nothing else; with one, the card is a real link and
 *   cancelling the event keeps the browser from following it (client-side routers).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the list could not be read.
 * A `<template>` child renders each content with the site's own markup in the light DOM instead of
 * the cards (README, "Your own markup"). Its fields: `content_id`, `content_type`, `title`, `image`
 * (URL), `href` (from `content-href`), `price` (the lowest price of the options still on sale,
 * formatted), `from` ("From" when the options' prices differ), `base_price` (its regular price,
 * formatted, when on sale), `ended` ("Ended": a live or offline content whose options are all
 * over), `rating` (average, 0–5, one decimal), `review_count`; an empty field hides its element.
 *
 * @csspart grid - The list of cards.
 * @csspart card - One content card.
 * @csspart card-link - The title, a link that covers the card.
 * @csspart image - The content image.
 * @csspart title - The content title.
 * @csspart price - The lowest price of the options still on sale; `base-price` (struck through) and `sale-price` inside.
 * @csspart badge - A badge; `ended-badge` on a live or offline content whose options are all over (it shows no price).
 * @csspart rating - Average rating and review count.
 * @csspart pagination - The pager; `page-button`, `previous`, `next`, `page-status` inside.
 * @csspart button - Pager and retry buttons.
 * @csspart loading - The skeleton cards.
 * @csspart empty - The "No contents found" message.
 * @csspart error - The error message with its retry button.
 * @cssproperty --shop-card-min-width - Smallest card width before the grid drops a column. Default 200px.
 */
export class ShopContentList extends CatalogList<ContentListItem> {
  /** `vod`, `live`, `offline` or `digital_content`; other values are ignored. */
  @property({ attribute: 'content-type', reflect: true }) contentType?: ContentType | null;
  /** URL template of a content page, e.g. `/class.html?id={content_id}`. */
  @property({ attribute: 'content-href' }) contentHref?: string | null;

  /**
   * Which options of the page's live and offline contents can still be bought, by content_id: the
   * list answer carries no schedule, so their details are read once the page is shown (cached,
   * shared with a detail page). Until then, and for a detail that cannot be read, every option
   * counts. Spec: "Rules tying reads to writes" 2.
   */
  readonly #sellable = new ShopTask(this, {
    task: async ([shop, key, timeZone], { signal }) => {
      if (!shop || !key) return initialState;
      const ids = key.split(',').map(Number);
      const reads = await Promise.allSettled(ids.map((id) => shop.client.content(id, signal)));
      const sellable = new Map<number, Set<number>>();
      reads.forEach((r, i) => {
        if (r.status === 'fulfilled') sellable.set(ids[i]!, new Set(r.value.options.filter((o) => !isPastOption(o, timeZone)).map((o) => o.option_id)));
      });
      return sellable;
    },
    args: () => {
      const dated = (this.listTask.value?.items ?? []).filter((c) => c.content_type === 'live' || c.content_type === 'offline');
      return [this.shop, dated.map((c) => c.content_id).join(','), this.timeZone] as const;
    },
  });

  protected readonly kind = 'content';

  protected override extraFilterProps = ['contentType'];

  protected override filters(): ContentListFilters {
    const filters: ContentListFilters = super.filters();
    const type = contentTypeFilter(this.contentType);
    if (type) filters.content_type = type;
    return filters;
  }

  protected fetchPage(shop: Shop, filters: ContentListFilters, signal: AbortSignal): Promise<Page<ContentListItem>> {
    return shop.client.contents(filters, signal);
  }

  protected text(key: 'empty' | 'count', count = 0): string {
    return strings(this.language, key, { count });
  }

  protected describe(c: ContentListItem): [number, string, number | null, string | null] {
    return [c.content_id, c.title, c.lowest_option?.final_price ?? null, this.#href(c)];
  }

  #href(c: ContentListItem): string | null {
    return authorHref(this, 'content-href', this.contentHref, { content_id: c.content_id });
  }

  /** The lowest price still on sale (see the `#sellable` task), whether the options' prices differ, whether every option is over. */
  #offer(c: ContentListItem): ContentOffer {
    const sellable = this.#sellable.value?.get(c.content_id);
    const options = sellable ? c.options.filter((o) => sellable.has(o.option_id)) : c.options;
    const low = sellable ? cheapest(options) : c.lowest_option;
    return {
      low,
      varies: low !== null && options.some((o) => o.final_price !== null && o.final_price !== low.final_price),
      ended: sellable !== undefined && options.length === 0,
      unpriced: low === null && options.some((o) => o.final_price === null),
    };
  }

  protected override templateInputs(): unknown {
    return this.#sellable.value;
  }

  protected templateItems() {
    return import('./content-template-fields.js').then(
      (m) => (c: ContentListItem) => m.contentTemplateItem(c, this.#offer(c), this.language, this.shop?.currency, this.#href(c)),
    );
  }

  protected renderCard(c: ContentListItem) {
    const language = this.language;
    const { low, varies, ended, unpriced } = this.#offer(c);
    return html`${cardImage(c.image_url, c.title)}
      <h3 class="card-title" part="title">${cardLink({ href: this.#href(c), title: c.title, activate: (href) => this.navigate(c.content_id, href) })}</h3>
      ${ratingTemplate(c.average_rating, c.review_count, language)}
      ${
        low
          ? html`<div>
              ${varies ? html`<span class="from">${cardStrings(language, 'from')}</span>` : nothing}${priceTemplate({
                price: low.final_price,
                base: low.is_on_sale ? low.price : null,
                currency: this.shop?.currency ?? DEFAULT_CURRENCY,
                language,
              })}
            </div>`
          : unpriced
            ? html`<div>${priceTemplate({ price: null, currency: DEFAULT_CURRENCY, language })}</div>`
            : nothing
      }
      ${ended ? html`<div class="badges">${badge('ended', cardStrings(language, 'ended'))}</div>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-content-list': ShopContentList;
  }
}
