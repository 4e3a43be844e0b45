/**
 * English UI strings of the `core` part: the catalog elements (product list, filters, search), the
 * header elements (cart count, login, the cart drawer's title) and what every element shares. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-cart-count': {
    label: 'Cart, {count} items',
    loading: 'Cart',
  },
  'shop-cart-drawer': {
    title: 'Cart',
  },
  'shop-login': {
    logIn: 'Log in',
    logOut: 'Log out',
    loggedInAs: 'Logged in as',
    buyer: 'Buyer',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    empty: 'Nothing here yet.',
    errorNetwork: 'We could not reach the shop. Check your connection and try again.',
    errorTimeout: 'The shop took too long to answer. Try again.',
    errorServer: 'The shop had a problem answering. Try again in a moment.',
    errorParse: 'The shop sent an answer we could not read.',
    errorLoginUnavailable: 'Logging in is not available right now. Please try again later.',
    errorOffline: 'You are offline. Reconnect to make changes.',
    errorForbidden: 'This shop is not allowed on this page. The site owner should check the storefront key and its allowed domains.',
    errorNotFound: 'We could not find this item.',
    errorUnauthorized: 'Please log in to continue.',
    staleNotice: 'Showing saved data: we could not refresh it.',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
    pagination: 'Pagination',
    pastEnd: 'There is no page {page}: this list has {pages}.',
    firstPage: 'Go to page 1',
    more: 'Load more',
    moreShown: 'Showing {shown} of {total}',
    soldOut: 'Sold out',
    onSale: 'Sale',
  },
  price: {
    regular: 'Regular price ',
    unavailable: 'Price unavailable',
  },
  card: {
    ended: 'Ended',
    from: 'From',
    rating: '{rating} out of 5, {count} reviews',
    ratingOne: '{rating} out of 5, 1 review',
  },
  'shop-product-list': {
    empty: 'No products found',
    count: 'Products found: {count}',
    quickView: 'Quick view',
    filterSort: 'Filter and sort',
    filterActive: 'Filter and sort, {count} active',
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
