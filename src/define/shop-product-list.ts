/**
 * Entry `shop-elements/elements/shop-product-list.js`: defines `<shop-product-list>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopProductList } from '../elements/shop-product-list/shop-product-list.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-product-list', ShopProductList);

export { ShopProductList };
