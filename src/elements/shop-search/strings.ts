import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { label: 'Search', submit: 'Search', clear: 'Clear search' },
  {
    ko: { label: '검색', submit: '검색', clear: '검색어 지우기' },
    ja: { label: '検索', submit: '検索', clear: '検索語をクリア' },
  },
);
