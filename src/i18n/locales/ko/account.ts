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
    askConfirm: '“{title}”을(를) 받으셨나요? 구매를 확정하면 환불이나 반품을 요청할 수 없습니다.',
    no: '돌아가기',
    doneConfirm: '“{title}” 구매를 확정했습니다. 감사합니다!',
    doneRefund: '“{title}” 환불 요청을 보냈습니다.',
    doneReturn: '“{title}” 반품 요청을 보냈습니다.',
    doneCancel: '“{title}” 취소 요청을 보냈습니다.',
    doneExchange: '“{title}” 교환 요청을 보냈습니다.',
    done: '“{title}”: {action} 요청을 보냈습니다.',
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
  },
};
export default ko;
