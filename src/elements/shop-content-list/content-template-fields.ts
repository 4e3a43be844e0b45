/**
 * The fields of a content for the `<template>` of `<shop-content-list>` (README, "Your own markup";
 * ../../ui/item-template.ts): loaded only by a list that has a template.
 */
import type { ContentListItem, ContentOptionPrice, Priced } from '../../api/readers/content.js';
import { formatPrice } from '../../i18n/i18n.js';
import { cardStrings } from '../../ui/card.js';
import type { TemplateItem } from '../../ui/item-template.js';
import { DEFAULT_CURRENCY, unavailablePrice } from '../../ui/price.js';
import type { Language } from '../../i18n/i18n.js';

/** What a content card shows of its options: the lowest price still on sale, whether prices differ, whether all are over. */
export interface ContentOffer {
  /** The cheapest option on sale whose price can be read. */
  low: Priced<ContentOptionPrice> | null;
  varies: boolean;
  ended: boolean;
  /** No option on sale has a price that can be read: "Price unavailable". */
  unpriced: boolean;
}

/**
 * The fields in `language`; `href`: the content page's address (`content-href` filled).
 * `content_id`, `content_type`, `title`, `image`, `href`, `price`, `from`, `base_price`, `ended`,
 * `rating`, `review_count` (see `ShopContentList`).
 */
export function contentTemplateItem(
  c: ContentListItem,
  { low, varies, ended, unpriced }: ContentOffer,
  language: Language,
  shopCurrency: string | undefined,
  href: string | null,
): TemplateItem {
  const currency = shopCurrency ?? DEFAULT_CURRENCY;
  return {
    id: c.content_id,
    fields: {
      content_id: c.content_id,
      content_type: c.content_type,
      title: c.title,
      image: c.image_url,
      href,
      price: low ? formatPrice(low.final_price, currency, language) : unpriced ? unavailablePrice(language) : null,
      from: varies ? cardStrings(language, 'from') : null,
      base_price: low?.is_on_sale && low.price !== null ? formatPrice(low.price, currency, language) : null,
      ended: ended ? cardStrings(language, 'ended') : null,
      rating: c.review_count ? c.average_rating.toFixed(1) : null,
      review_count: c.review_count,
    },
  };
}
