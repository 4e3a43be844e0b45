/**
 * Entry `shop-elements/elements/shop-content-list.js`: defines `<shop-content-list>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopContentList } from '../elements/shop-content-list/shop-content-list.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-content-list', ShopContentList);

export { ShopContentList };
