/**
 * shop-elements: every element, for `import 'shop-elements'` and the CDN bundle
 * (`dist/shop-elements.js`). Importing this module defines all the custom elements.
 */
export * from './api/index.js';
export { Shop } from './state/shop.js';
export { Session, LoginError, type TokenStorage } from './state/session.js';
export { CartStore } from './state/cart-store.js';
export { safeReturnTo } from './state/redirect.js';
export type { ShopEventDetails, ShopEventName, NavigateKind } from './events.js';
export { shopContext } from './context.js';
export { ShopStorefront } from './elements/shop-storefront/shop-storefront.js';
export { ShopProductList } from './elements/shop-product-list/shop-product-list.js';
export { ShopProductDetail } from './elements/shop-product-detail/shop-product-detail.js';
export { ShopContentList } from './elements/shop-content-list/shop-content-list.js';
export { ShopContentDetail } from './elements/shop-content-detail/shop-content-detail.js';
export { ShopCategoryFilter } from './elements/shop-category-filter/shop-category-filter.js';
export { ShopTagFilter } from './elements/shop-tag-filter/shop-tag-filter.js';
export { ShopSearch } from './elements/shop-search/shop-search.js';
export { ShopCartCount } from './elements/shop-cart-count/shop-cart-count.js';
export { ShopAddToCart } from './elements/shop-add-to-cart/shop-add-to-cart.js';
export { ShopCart } from './elements/shop-cart/shop-cart.js';
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
export { loadLocale, localeReady } from './i18n/load.js';
