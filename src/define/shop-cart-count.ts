/**
 * Entry `shop-elements/elements/shop-cart-count.js`: defines `<shop-cart-count>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopCartCount } from '../elements/shop-cart-count/shop-cart-count.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-cart-count', ShopCartCount);

export { ShopCartCount };
