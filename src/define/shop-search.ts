/**
 * Entry `shop-elements/elements/shop-search.js`: defines `<shop-search>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopSearch } from '../elements/shop-search/shop-search.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-search', ShopSearch);

export { ShopSearch };
