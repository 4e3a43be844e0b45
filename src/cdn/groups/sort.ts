/**
 * The CDN chunk of `<shop-sort>` (see ../lazy.ts): a page with a sort control loads it with the
 * catalog chunk (a sort control sorts a list, whose chunk holds what the two share); a catalog
 * page without one never downloads it. Its strings are in the `core` part of the language packs.
 */
import '../../define/shop-sort.js';
