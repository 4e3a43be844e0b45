/** Korean UI strings of the `payment` part: the same namespaces and keys as ../en/payment.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'payment'> = {
  'shop-payment-result': {
    complete: '결제 완료',
    thanks: '주문해 주셔서 감사합니다.',
    orderNumber: '주문 번호: {order_id}',
    failed: '결제 실패',
    cancelledTitle: '결제 취소',
    cancelled: '결제를 취소하셨습니다. 청구된 금액은 없으며, 주문은 그대로 남아 있어 결제 페이지에서 다시 결제할 수 있습니다.',
    backToCheckout: '결제 페이지로 돌아가기',
    tryAgain: '다시 시도',
    items: '주문 상품',
    total: '결제 금액',
    shipping: '배송비',
    shipTo: '배송지',
    viewOrder: '주문 내역 보기',
    next: '다음 단계: 판매자가 주문을 준비하며, 진행 상황은 주문 페이지에서 확인할 수 있습니다.',
    declined: '카드 결제가 거절되었습니다. 다른 카드로 시도해 주세요.',
    generic: '결제가 완료되지 않았습니다. 다시 시도해 주세요.',
    errorCode: '오류 코드: {code}',
    none: '이 페이지에 표시할 결제 결과가 없습니다.',
    checking: '결제를 확인하는 중…',
    notPaid: '아직 결제가 확인되지 않았습니다',
    notPaidText: '주문 {order_id}은(는) 아직 결제되지 않았습니다. 방금 결제하셨다면 잠시 후 다시 확인해 주세요.',
    unconfirmed: '결제를 확인할 수 없습니다',
    missingText: '주문 {order_id}이(가) 회원님의 주문에 없습니다.',
    unreadText: '지금은 주문 {order_id}을(를) 읽을 수 없습니다.',
    checkAgain: '다시 확인',
    reported: '결제 결과 안내',
    reportedText: '결제 페이지에서 결제가 완료되었다고 알려 왔습니다. 로그인하면 주문과 그 상태를 볼 수 있습니다.',
  },
};
export default ko;
