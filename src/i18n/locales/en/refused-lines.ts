/**
 * English texts of the notice of guest-cart lines refused after login
 * (../../../ui/refused-lines.ts). Not a part of the language packs: the notice's chunk, loaded the
 * first time a page has refused lines to show, holds them in the three languages. These keys are the
 * ones every language has.
 */
export default {
  title: 'Items from before you logged in that could not be moved into your cart:',
  unnamed: 'An item',
  dismiss: 'OK',
};
