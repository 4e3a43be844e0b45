/**
 * The entry of the CDN bundle `dist/shop-elements.js` (the npm entries are `src/index.ts` and
 * `src/define/*.ts`, unchanged): the core — Lit, the client, the state, the shared UI and the
 * elements of every demo page's header (storefront, cart count, the cart drawer's shell, login) — defined at once, and every
 * other element loaded from its group chunk (`dist/cdn/<group>-<hash>.js`; the catalog elements
 * are the `catalog` group) when its tag appears in the page (./lazy.ts). The page still needs this
 * one script tag for all 23 elements.
 *
 * Exports: the same API as `shop-elements` (client, events, `loadLocale`, the core's element
 * classes); the classes of the elements in group chunks are not exported here (use
 * `customElements.get(tag)` once defined, or the npm entries).
 */
// First: queues the scan for group tags (and the first reads) before any element is defined.
import './start.js';
import '../define/shop-storefront.js';
import '../define/shop-cart-count.js';
import '../define/shop-cart-drawer.js';
import '../define/shop-login.js';

export * from '../client.js';
export * from '../events/index.js';
export { LoginError, type TokenStorage } from '../state/session.js';
export type { Shop, ShopSettings } from '../state/shop.js';
export type { Session, SessionState } from '../state/session.js';
export type { CartStore, CartState } from '../state/cart-store.js';
export { loadLocale } from '../i18n/load.js';
export { ShopStorefront } from '../elements/shop-storefront/shop-storefront.js';
export { ShopCartCount } from '../elements/shop-cart-count/shop-cart-count.js';
export { ShopCartDrawer } from '../elements/shop-cart-drawer/shop-cart-drawer.js';
export { ShopLogin } from '../elements/shop-login/shop-login.js';
