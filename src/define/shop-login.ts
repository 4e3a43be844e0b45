/**
 * Entry `shop-elements/elements/shop-login.js`: defines `<shop-login>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopLogin } from '../elements/shop-login/shop-login.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-login', ShopLogin);

export { ShopLogin };
