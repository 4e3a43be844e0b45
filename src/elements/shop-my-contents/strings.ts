import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { byType: 'Content type', byStatus: 'Progress', empty: 'No contents here yet.', count: '{n} items' },
  {
    ko: { byType: '콘텐츠 종류', byStatus: '진행 상태', empty: '아직 콘텐츠가 없습니다.', count: '{n}개' },
    ja: { byType: 'コンテンツの種類', byStatus: '進捗', empty: 'まだコンテンツはありません。', count: '{n}件' },
  },
);
