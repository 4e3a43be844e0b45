/** Korean UI strings of the `order` part: the same namespaces and keys as ../en/order.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'order'> = {
  'shop-order-detail': {
    status: '상태',
    ordered: '주문일',
    paid: '결제일',
    subtotal: '상품 금액',
    shipping: '배송비',
    total: '합계',
    receiver: '배송 정보',
    memo: '주문 메모',
    items: '주문 상품',
    notFound: '주문을 찾을 수 없습니다. 주소를 확인하거나 다시 시도해 주세요.',
  },
};
export default ko;
