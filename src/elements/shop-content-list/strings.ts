import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { empty: 'No contents found', count: 'Contents found: {count}' },
  {
    ko: { empty: '콘텐츠가 없습니다', count: '콘텐츠 {count}개' },
    ja: { empty: 'コンテンツが見つかりません', count: 'コンテンツ {count}件' },
  },
);
