/**
 * Entry `shop-elements/elements/shop-tag-filter.js`: defines `<shop-tag-filter>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopTagFilter } from '../elements/shop-tag-filter/shop-tag-filter.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-tag-filter', ShopTagFilter);

export { ShopTagFilter };
