/** Strings shared by every element: states, errors, buttons. */
import { defineStrings } from './i18n.js';

export const common = defineStrings('common');
