/**
 * Entry `shop-elements/elements/shop-board.js`: defines `<shop-board>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopBoard } from '../elements/shop-board/shop-board.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-board', ShopBoard);

export { ShopBoard };
