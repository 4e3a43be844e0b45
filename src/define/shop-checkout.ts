/**
 * Entry `shop-elements/elements/shop-checkout.js`: defines `<shop-checkout>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopCheckout } from '../elements/shop-checkout/shop-checkout.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-checkout', ShopCheckout);

export { ShopCheckout };
