import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { legend: 'Tags', all: 'All', empty: 'No tags yet.' },
  {
    ko: { legend: '태그', all: '전체', empty: '아직 태그가 없습니다.' },
    ja: { legend: 'タグ', all: 'すべて', empty: 'タグはまだありません。' },
  },
);
