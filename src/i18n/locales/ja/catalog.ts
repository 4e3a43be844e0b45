/** Japanese UI strings of the `catalog` part: the same namespaces and keys as ../en/catalog.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'catalog'> = {
  'shop-product-list': {
    empty: '商品が見つかりません',
    count: '商品 {count}件',
  },
  'shop-content-list': {
    empty: 'コンテンツが見つかりません',
    count: 'コンテンツ {count}件',
  },
  'shop-category-filter': {
    legend: 'カテゴリー',
    all: 'すべて',
    empty: 'カテゴリーはまだありません。',
  },
  'shop-tag-filter': {
    legend: 'タグ',
    all: 'すべて',
    empty: 'タグはまだありません。',
  },
  'shop-search': {
    label: '検索',
    submit: '検索',
    clear: '検索語をクリア',
  },
};
export default ja;
