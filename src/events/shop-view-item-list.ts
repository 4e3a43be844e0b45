import { shopEventClass, type ShopEvent } from './shop-event.js';
/** One item of `shop-view-item-list`: a card shown. */
export type ShopViewedListItem = {
  readonly item_type: 'product' | 'content';
  /** Products: the product. */
  readonly product_id?: number;
  /** Contents: the content. */
  readonly content_id?: number;
  /** The product's name or the content's title, as shown. */
  readonly name: string;
  /** The price the card shows (the lowest), in the currency's major unit; null when it shows none. */
  readonly price: number | null;
};

/** `detail` of `shop-view-item-list`. */
export type ShopViewItemListDetail = {
  /** Which list: `<shop-product-list>` or `<shop-content-list>`. */
  readonly list: 'product' | 'content';
  /** The items shown, in their order. */
  readonly items: readonly ShopViewedListItem[];
};

/**
 * A list showed a page of results (once per page of results: not again when the same page is
 * drawn again, e.g. after a language change). Not cancelable.
 * Design: docs/spec/public-api.md, "Beyond the catalog".
 */
export const ShopViewItemListEvent = /* @__PURE__ */ shopEventClass<ShopViewItemListDetail>('shop-view-item-list');
/** An event of class {@link ShopViewItemListEvent}. */
export type ShopViewItemListEvent = ShopEvent<ShopViewItemListDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-view-item-list': ShopViewItemListEvent;
  }
}
