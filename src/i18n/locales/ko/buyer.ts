/** Korean UI strings of the `buyer` part: the same namespaces and keys as ../en/buyer.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'buyer'> = {
  buyer: {
    loginPrompt: '구매 내역을 보려면 로그인해 주세요.',
    logIn: '로그인',
    forbidden: '이 항목에 접근할 권한이 없습니다.',
    notFound: '찾을 수 없습니다. 주소를 확인하거나 다시 시도해 주세요.',
    order: '주문 {id}',
    qty: '수량 {n}',
    pay: '결제 계속하기',
    paying: '결제를 시작하는 중…',
    s_pending: '결제 대기',
    s_paid: '결제 완료',
    s_delivered: '배송 완료',
    s_confirmed: '구매 확정',
    s_refund_requested: '환불 요청됨',
    s_return_requested: '반품 요청됨',
    s_refunded: '환불 완료',
    s_cancelled: '취소됨',
    l_pending: '시작 전',
    l_processing: '학습 중',
    l_completed: '완료',
    t_all: '전체',
    t_vod: '동영상',
    t_live: '라이브',
    t_offline: '오프라인',
    t_digital_content: '다운로드',
    t_membership: '멤버십',
  },
};
export default ko;
