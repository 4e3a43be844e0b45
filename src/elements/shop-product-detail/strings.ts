import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings('shop-product-detail');
/**
 * The buy buttons' words (the `cart-actions` namespace, as `cartStrings` of src/ui/cart-actions.ts):
 * read here too, so that the page shows its buttons without the cart write (./add-to-cart.ts, loaded on
 * the first click).
 */
export const cartStrings = defineStrings('cart-actions');
