/**
 * English texts of the quick view's dialog (`<shop-product-list quick-view>`:
 * ../../../elements/shop-product-list/quick-view.ts). Not a part of the language packs: the
 * dialog's chunk, which loads on the first click of a "Quick view" button, holds them in the three
 * languages, so that no page pays for them before. The button's own word is in the `core` part
 * (`shop-product-list.quickView`). These keys are the ones every language has.
 */
export default {
  close: 'Close',
  fullDetails: 'View full details',
};
