/**
 * English UI strings of the `lists` part: what a list page's optional elements say (the sort
 * control, the content list), loaded with their chunks; a catalog page of products without a sort
 * control does not download it. These files define the keys: `defineStrings(namespace)` is typed
 * by them, and every other language has exactly these keys. Loaded on demand as a chunk of its own
 * (see ../../load.ts).
 */
export default {
  'shop-content-list': {
    empty: 'No contents found',
    count: 'Contents found: {count}',
  },
  'shop-sort': {
    label: 'Sort by',
    default: 'Default order',
    newest: 'Newest',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    name: 'Name',
  },
};
