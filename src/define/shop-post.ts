/**
 * Entry `shop-elements/elements/shop-post.js`: defines `<shop-post>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopPost } from '../elements/shop-post/shop-post.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-post', ShopPost);

export { ShopPost };
