/**
 * Entry `shop-elements/elements/shop-order-list.js`: defines `<shop-order-list>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopOrderList } from '../elements/shop-order-list/shop-order-list.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-order-list', ShopOrderList);

export { ShopOrderList };
