/**
 * English texts of the filter sheet (`<shop-product-list>` below 40rem:
 * ../../../elements/shop-product-list/filter-sheet.ts). Not a part of the language packs: the
 * sheet's chunk, which loads on the first click of the "Filter and sort" button, holds them in the
 * three languages. The button's own words are in the `core` part (`shop-product-list.filterSort`,
 * `filterActive`). These keys are the ones every language has.
 */
export default {
  close: 'Close',
  clearAll: 'Clear all',
  showResults: 'Show {count} results',
  showResult: 'Show 1 result',
};
