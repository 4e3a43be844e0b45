/**
 * Entry `shop-elements/elements/shop-my-contents.js`: defines `<shop-my-contents>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopMyContents } from '../elements/shop-my-contents/shop-my-contents.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-my-contents', ShopMyContents);

export { ShopMyContents };
