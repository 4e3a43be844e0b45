import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { empty: 'No products found', count: 'Products found: {count}' },
  {
    ko: { empty: '상품이 없습니다', count: '상품 {count}개' },
    ja: { empty: '商品が見つかりません', count: '商品 {count}件' },
  },
);
