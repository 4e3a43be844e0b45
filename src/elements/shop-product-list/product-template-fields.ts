/**
 * The fields of a product for the `<template>` of `<shop-product-list>` (README, "Your own markup";
 * ../../ui/item-template.ts): loaded only by a list that has a template.
 */
import type { ProductListItem } from '../../api/readers/product.js';
import { common } from '../../i18n/common.js';
import { formatPrice } from '../../i18n/i18n.js';
import { cardStrings } from '../../ui/card.js';
import type { TemplateItem } from '../../ui/item-template.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';
import type { Language } from '../../i18n/i18n.js';

/** The fields in `language`; `href`: the product page's address (`product-href` filled). `product_id`, `name`, `image`, `href`, `price`, `from`, `base_price`, `sold_out`, `on_sale` (see `ShopProductList`). */
export function productTemplateItem(p: ProductListItem, language: Language, shopCurrency: string | undefined, href: string | null): TemplateItem {
  const low = p.lowest_price;
  const currency = low?.currency ?? shopCurrency ?? DEFAULT_CURRENCY;
  return {
    id: p.product_id,
    fields: {
      product_id: p.product_id,
      name: p.name,
      image: p.image_url,
      href,
      price: low && formatPrice(low.price, currency, language),
      from: low && p.prices.some((x) => x.price !== low.price) ? cardStrings(language, 'from') : null,
      base_price: low?.is_on_sale && low.base_price > low.price ? formatPrice(low.base_price, currency, language) : null,
      sold_out: p.sold_out ? common(language, 'soldOut') : null,
      on_sale: p.on_sale && !p.sold_out ? common(language, 'onSale') : null,
    },
  };
}
