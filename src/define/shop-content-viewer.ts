/**
 * Entry `shop-elements/elements/shop-content-viewer.js`: defines `<shop-content-viewer>` and `<shop-storefront>`, which it
 * needs. Safe to import twice, or beside the CDN script.
 */
import { ShopContentViewer } from '../elements/shop-content-viewer/shop-content-viewer.js';
import { defineShopElement } from './register.js';

defineShopElement('shop-content-viewer', ShopContentViewer);

export { ShopContentViewer };
