/**
 * English UI strings of the `catalog` part: the catalog lists, filters and search. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-product-list': {
    empty: 'No products found',
    count: 'Products found: {count}',
  },
  'shop-content-list': {
    empty: 'No contents found',
    count: 'Contents found: {count}',
  },
  'shop-category-filter': {
    legend: 'Categories',
    all: 'All',
    empty: 'No categories yet.',
  },
  'shop-tag-filter': {
    legend: 'Tags',
    all: 'All',
    empty: 'No tags yet.',
  },
  'shop-search': {
    label: 'Search',
    submit: 'Search',
    clear: 'Clear search',
  },
};
