/**
 * `shop-elements`: every element (importing this module defines all of them, and nothing is
 * defined twice when the CDN script or another entry is on the page too), their classes and
 * events, and the API client. This is also the entry of the CDN bundle `dist/shop-elements.js`.
 *
 * Design: docs/spec/public-api.md ("Loading", "Events"). What is exported here is the documented API; the
 * README lists it.
 */
import './define/shop-storefront.js';
import './define/shop-product-list.js';
import './define/shop-product-detail.js';
import './define/shop-content-list.js';
import './define/shop-content-detail.js';
import './define/shop-category-filter.js';
import './define/shop-tag-filter.js';
import './define/shop-search.js';
import './define/shop-sort.js';
import './define/shop-cart-count.js';
import './define/shop-add-to-cart.js';
import './define/shop-cart.js';
import './define/shop-cart-drawer.js';
import './define/shop-login.js';
import './define/shop-checkout.js';
import './define/shop-payment-result.js';
import './define/shop-order-list.js';
import './define/shop-order-detail.js';
import './define/shop-order-lines.js';
import './define/shop-my-contents.js';
import './define/shop-content-viewer.js';
import './define/shop-board.js';
import './define/shop-post.js';

export * from './client.js';
export * from './events/index.js';
export { LoginError, type TokenStorage } from './state/session.js';
export type { Shop, ShopSettings } from './state/shop.js';
export type { Session, SessionState } from './state/session.js';
export type { CartStore, CartState } from './state/cart-store.js';
export { loadLocale } from './i18n/load.js';
export { ShopStorefront } from './elements/shop-storefront/shop-storefront.js';
export { ShopProductList } from './elements/shop-product-list/shop-product-list.js';
export { ShopProductDetail } from './elements/shop-product-detail/shop-product-detail.js';
export { ShopContentList } from './elements/shop-content-list/shop-content-list.js';
export { ShopContentDetail } from './elements/shop-content-detail/shop-content-detail.js';
export { ShopCategoryFilter } from './elements/shop-category-filter/shop-category-filter.js';
export { ShopTagFilter } from './elements/shop-tag-filter/shop-tag-filter.js';
export { ShopSearch } from './elements/shop-search/shop-search.js';
export { ShopSort } from './elements/shop-sort/shop-sort.js';
export { ShopCartCount } from './elements/shop-cart-count/shop-cart-count.js';
export { ShopAddToCart } from './elements/shop-add-to-cart/shop-add-to-cart.js';
export { ShopCart } from './elements/shop-cart/shop-cart.js';
export { ShopCartDrawer } from './elements/shop-cart-drawer/shop-cart-drawer.js';
export { ShopLogin } from './elements/shop-login/shop-login.js';
export { ShopCheckout } from './elements/shop-checkout/shop-checkout.js';
export { ShopPaymentResult } from './elements/shop-payment-result/shop-payment-result.js';
export { ShopOrderList } from './elements/shop-order-list/shop-order-list.js';
export { ShopOrderDetail } from './elements/shop-order-detail/shop-order-detail.js';
export { ShopOrderLines } from './elements/shop-order-lines/shop-order-lines.js';
export { ShopMyContents } from './elements/shop-my-contents/shop-my-contents.js';
export { ShopContentViewer } from './elements/shop-content-viewer/shop-content-viewer.js';
export { ShopBoard } from './elements/shop-board/shop-board.js';
export { ShopPost } from './elements/shop-post/shop-post.js';
