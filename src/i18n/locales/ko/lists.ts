/** Korean UI strings of the `lists` part: the same namespaces and keys as ../en/lists.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'lists'> = {
  'shop-content-list': {
    empty: '콘텐츠가 없습니다',
    count: '콘텐츠 {count}개',
  },
  'shop-sort': {
    label: '정렬',
    default: '기본순',
    newest: '최신순',
    price_asc: '낮은 가격순',
    price_desc: '높은 가격순',
    name: '이름순',
  },
};
export default ko;
