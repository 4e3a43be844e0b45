/**
 * The fields of a content for the `<template>` of `<shop-content-detail>` (README, "Your own
 * markup"; ../../ui/item-template.ts): loaded only by a detail that has a template.
 */
import { cheapest, type ContentDetail, type ContentPurchaseOption } from '../../api/readers/content.js';
import { formatPrice, type Language } from '../../i18n/i18n.js';
import type { TemplateItem } from '../../ui/item-template.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';
import { cardStrings } from '../../ui/card.js';

/**
 * `content_id`, `content_type`, `title`, `image`, `price` (the lowest of the options `offered`),
 * `from`, `base_price`, `rating`, `review_count`, `description` in `language` (see `ShopContentDetail`).
 */
export function contentDetailTemplateItem(
  c: ContentDetail,
  offered: readonly ContentPurchaseOption[],
  language: Language,
  shopCurrency: string | undefined,
): TemplateItem {
  const low = cheapest(offered);
  const currency = shopCurrency ?? DEFAULT_CURRENCY;
  return {
    id: c.content_id,
    fields: {
      content_id: c.content_id,
      content_type: c.content_type,
      title: c.title,
      image: c.images[0],
      price: low && formatPrice(low.final_price, currency, language),
      from: low && offered.some((o) => o.final_price !== low.final_price) ? cardStrings(language, 'from') : null,
      base_price: low?.is_on_sale && low.price !== null ? formatPrice(low.price, currency, language) : null,
      rating: c.review_count ? c.average_rating.toFixed(1) : null,
      review_count: c.review_count,
      description: c.description_html,
    },
  };
}
