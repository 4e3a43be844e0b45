/** Korean UI strings of the `catalog` part: the same namespaces and keys as ../en/catalog.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'catalog'> = {
  'shop-product-list': {
    empty: '상품이 없습니다',
    count: '상품 {count}개',
  },
  'shop-content-list': {
    empty: '콘텐츠가 없습니다',
    count: '콘텐츠 {count}개',
  },
  'shop-category-filter': {
    legend: '카테고리',
    all: '전체',
    empty: '아직 카테고리가 없습니다.',
  },
  'shop-tag-filter': {
    legend: '태그',
    all: '전체',
    empty: '아직 태그가 없습니다.',
  },
  'shop-search': {
    label: '검색',
    submit: '검색',
    clear: '검색어 지우기',
  },
};
export default ko;
