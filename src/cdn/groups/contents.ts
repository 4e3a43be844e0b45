/**
 * The CDN chunk of `<shop-content-list>` (see ../lazy.ts): a page of contents loads it with the
 * catalog chunk, whose list base it extends; the catalog page of products never downloads it. Its
 * strings are in the `core` part of the language packs.
 */
import '../../define/shop-content-list.js';
