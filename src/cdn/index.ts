/**
 * The core of the CDN bundle (`dist/cdn/core-<hash>.js`), imported by the loader
 * (`dist/shop-elements.js`, ./loader.ts) together with the page's chunks: Lit, the client, the
 * state, the shared UI and the elements of every demo page's header (storefront, cart count, the
 * cart drawer's shell, login), defined at once; every other element is in a chunk
 * (`dist/cdn/<group>-<hash>.js`, from ./groups/<group>.ts) that the loader imports when one of its
 * tags is in the page or added to it.
 *
 * It exports nothing for pages (a page's scripts use the elements, their events and properties:
 * `storefront.client`; the npm entries export the API); the chunks take what they share with it
 * from its exports, which the build adds.
 */
import '../define/shop-storefront.js';
import '../define/shop-cart-count.js';
import '../define/shop-cart-drawer.js';
import '../define/shop-login.js';
