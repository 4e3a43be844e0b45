/**
 * Entry `shop-elements/elements/shop-category-filter.js`: defines `<shop-category-filter>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopCategoryFilter } from '../elements/shop-category-filter/shop-category-filter.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-category-filter', ShopCategoryFilter);

export { ShopCategoryFilter };
