// Per-element imports only: no import of the storefront entry. Each element's entry must define
// <shop-storefront> too, or the page shows skeletons forever.
import 'shop-elements/elements/shop-product-list.js';
import 'shop-elements/elements/shop-cart-count.js';
