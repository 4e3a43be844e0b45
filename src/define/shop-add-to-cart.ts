/**
 * Entry `shop-elements/elements/shop-add-to-cart.js`: defines `<shop-add-to-cart>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopAddToCart } from '../elements/shop-add-to-cart/shop-add-to-cart.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-add-to-cart', ShopAddToCart);

export { ShopAddToCart };
