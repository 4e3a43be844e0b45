/**
 * Entry `shop-elements/elements/shop-cart-drawer.js`: defines `<shop-cart-drawer>` and
 * `<shop-storefront>`, which it needs, and listens to the page for `data-shop-cart-toggle` clicks
 * and `shop-cart-add`; `<shop-cart>`, which the sheet shows, is imported when the sheet first
 * opens. Safe to import twice, or beside the CDN script (a second copy's listeners find the click
 * handled, and opening an open sheet does nothing).
 */
import { ShopCartDrawer } from '../elements/shop-cart-drawer/shop-cart-drawer.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-cart-drawer', ShopCartDrawer);
if (typeof document !== 'undefined') ShopCartDrawer.listen();

export { ShopCartDrawer };
