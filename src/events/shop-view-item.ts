import { shopEventClass, type ShopEvent } from './shop-event.js';
/** `detail` of `shop-view-item`. */
export type ShopViewItemDetail = {
  readonly item_type: 'product' | 'content';
  /** Products: the product. */
  readonly product_id?: number;
  /** Contents: the content. */
  readonly content_id?: number;
  /** The product's name or the content's title. */
  readonly name: string;
  /** The lowest price offered, in the currency's major unit; null when there is none. */
  readonly price: number | null;
  /** Currency code (ISO 4217) of `price`. */
  readonly currency: string;
};

/**
 * `<shop-product-detail>` or `<shop-content-detail>` showed a product or content (once per id
 * shown: not again when it is drawn again, e.g. after a language change). Not cancelable.
 * Design: docs/spec/public-api.md, "Beyond the catalog".
 */
export const ShopViewItemEvent = /* @__PURE__ */ shopEventClass<ShopViewItemDetail>('shop-view-item');
/** An event of class {@link ShopViewItemEvent}. */
export type ShopViewItemEvent = ShopEvent<ShopViewItemDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-view-item': ShopViewItemEvent;
  }
}
