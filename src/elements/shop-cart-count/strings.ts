import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { label: 'Cart, {count} items', loading: 'Cart' },
  { ko: { label: '장바구니 {count}개', loading: '장바구니' }, ja: { label: 'カート {count}点', loading: 'カート' } },
);
