/**
 * Entry `shop-elements/elements/shop-order-detail.js`: defines `<shop-order-detail>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopOrderDetail } from '../elements/shop-order-detail/shop-order-detail.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-order-detail', ShopOrderDetail);

export { ShopOrderDetail };
