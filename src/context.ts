/** The context key through which `<shop-storefront>` hands its {@link Shop} to every element. */
import { createContext } from '@lit/context';
import type { Shop } from './state/shop.js';

export const shopContext = createContext<Shop | undefined>(Symbol.for('shop-elements/shop'));

/**
 * Dispatched on `document` by a `<shop-storefront>` when it connects, so that elements outside
 * any storefront (a cart badge in a CMS header) can ask again.
 */
export const STOREFRONT_READY = 'shop-storefront-ready';
