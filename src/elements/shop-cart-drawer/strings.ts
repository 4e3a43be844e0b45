import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings('shop-cart-drawer');
