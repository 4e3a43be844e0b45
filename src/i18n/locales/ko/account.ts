/** Korean UI strings of the `account` part: the same namespaces and keys as ../en/account.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'account'> = {
  'shop-order-list': {
    orders: '주문 내역',
    empty: '아직 주문이 없습니다.',
  },
  'shop-order-lines': {
    lines: '구매한 상품',
    empty: '아직 구매한 상품이 없습니다.',
    ask: '“{title}” {action}을(를) 진행할까요?',
    yes: '확인',
    no: '취소',
    done: '{action} 완료.',
    badServe: '여기에서는 이 콘텐츠를 열 수 없습니다.',
    writeReview: '리뷰 쓰기',
    rating: '평점',
    stars: '5점 만점에 {n}점',
    reviewText: '리뷰',
    post: '리뷰 등록',
    reviewed: '리뷰 작성 완료',
    posted: '리뷰를 등록했습니다.',
    needRating: '1점부터 5점 중에서 골라 주세요.',
    needText: '리뷰 내용을 입력해 주세요.',
  },
  'shop-my-contents': {
    byType: '콘텐츠 종류',
    byStatus: '진행 상태',
    empty: '아직 콘텐츠가 없습니다.',
    count: '{n}개',
  },
};
export default ko;
