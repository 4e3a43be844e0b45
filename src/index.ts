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
export { ShopCartCount } from './elements/shop-cart-count/shop-cart-count.js';
