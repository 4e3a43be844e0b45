/**
 * The CDN chunk of the catalog elements (see ../lazy.ts): the product list, the category and tag
 * filters, search and sort, with the lists' base that the content list (./contents.ts) takes from
 * it. Their strings are in the `core` part of the language packs.
 */
import '../../define/shop-product-list.js';
import '../../define/shop-category-filter.js';
import '../../define/shop-tag-filter.js';
import '../../define/shop-search.js';
import '../../define/shop-sort.js';
