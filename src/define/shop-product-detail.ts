/**
 * Entry `shop-elements/elements/shop-product-detail.js`: defines `<shop-product-detail>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopProductDetail } from '../elements/shop-product-detail/shop-product-detail.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-product-detail', ShopProductDetail);

export { ShopProductDetail };
