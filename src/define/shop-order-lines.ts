/**
 * Entry `shop-elements/elements/shop-order-lines.js`: defines `<shop-order-lines>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopOrderLines } from '../elements/shop-order-lines/shop-order-lines.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-order-lines', ShopOrderLines);

export { ShopOrderLines };
