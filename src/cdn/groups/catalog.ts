/**
 * The CDN chunk of the catalog elements (see ../lazy.ts): the product list, the category and tag
 * filters and search, with the lists' base that the content list (./contents.ts) and the sort
 * control (./sort.ts) take from it. Their strings are in the `core` part of the language packs.
 */
import '../../define/shop-product-list.js';
import '../../define/shop-category-filter.js';
import '../../define/shop-tag-filter.js';
import '../../define/shop-search.js';
