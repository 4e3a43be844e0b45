import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { legend: 'Categories', all: 'All', empty: 'No categories yet.' },
  {
    ko: { legend: '카테고리', all: '전체', empty: '아직 카테고리가 없습니다.' },
    ja: { legend: 'カテゴリー', all: 'すべて', empty: 'カテゴリーはまだありません。' },
  },
);
