/**
 * Entry `shop-elements/elements/shop-payment-result.js`: defines `<shop-payment-result>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopPaymentResult } from '../elements/shop-payment-result/shop-payment-result.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-payment-result', ShopPaymentResult);

export { ShopPaymentResult };
