/**
 * Entry `shop-elements/elements/shop-content-detail.js`: defines `<shop-content-detail>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopContentDetail } from '../elements/shop-content-detail/shop-content-detail.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-content-detail', ShopContentDetail);

export { ShopContentDetail };
