/**
 * Entry `shop-elements/elements/shop-storefront.js`: defines `<shop-storefront>` (the provider every
 * other element needs) and lets elements outside any storefront reach the first one of the
 * document. Safe to import twice, or beside the CDN script.
 */
import { ShopStorefront } from '../elements/shop-storefront/shop-storefront.js';
import { defineStorefront } from './register.js';

defineStorefront();

export { ShopStorefront };
