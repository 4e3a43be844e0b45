/**
 * The fields of a product for the `<template>` of `<shop-product-detail>` (README, "Your own
 * markup"; ../../ui/item-template.ts): loaded only by a detail that has a template.
 */
import type { ProductDetail } from '../../api/readers/product.js';
import { common } from '../../i18n/common.js';
import { formatPrice, type Language } from '../../i18n/i18n.js';
import type { TemplateItem } from '../../ui/item-template.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';
import { strings } from './strings.js';
import { soldOut } from './variants.js';

/** `product_id`, `name`, `image`, `price`, `from`, `base_price`, `sold_out`, `description` in `language` (see `ShopProductDetail`). */
export function productDetailTemplateItem(p: ProductDetail, language: Language, shopCurrency: string | undefined): TemplateItem {
  const low = p.lowest_price;
  const currency = low?.currency || shopCurrency || DEFAULT_CURRENCY;
  return {
    id: p.product_id,
    fields: {
      product_id: p.product_id,
      name: p.name,
      image: p.images[0],
      price: low && formatPrice(low.price, currency, language),
      from: low && new Set(p.prices.map((x) => x.price)).size > 1 ? strings(language, 'from') : null,
      base_price: low?.is_on_sale && low.base_price > low.price ? formatPrice(low.base_price, currency, language) : null,
      sold_out: soldOut(p) ? common(language, 'soldOut') : null,
      description: p.description_html,
    },
  };
}
