/**
 * Entry `shop-elements/elements/shop-sort.js`: defines `<shop-sort>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopSort } from '../elements/shop-sort/shop-sort.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-sort', ShopSort);

export { ShopSort };
