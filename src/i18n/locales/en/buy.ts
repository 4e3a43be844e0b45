/**
 * The `buy` part: the buy button (shop-add-to-cart) has no strings of its own (its words are the
 * `cart-actions` namespace, in core), so this part is empty and never loaded (see `GROUP_PARTS` in
 * ../../i18n.ts). It exists because every element group of the CDN bundle is a part.
 */
export default {};
