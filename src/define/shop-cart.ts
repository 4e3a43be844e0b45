/**
 * Entry `shop-elements/elements/shop-cart.js`: defines `<shop-cart>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopCart } from '../elements/shop-cart/shop-cart.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-cart', ShopCart);

export { ShopCart };
