/** Korean UI strings of the `cart` part: the same namespaces and keys as ../en/cart.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'cart'> = {
  'shop-cart': {
    cart: '장바구니',
    empty: '장바구니가 비어 있습니다.',
    quantity: '수량',
    quantityOf: '{name} 수량',
    decrease: '{name} 수량 줄이기',
    increase: '{name} 수량 늘리기',
    remove: '삭제',
    removeItem: '{name} 삭제',
    unitPrice: '단가',
    lineTotal: '합계',
    emptyCart: '장바구니 비우기',
    confirmEmpty: '장바구니의 모든 상품을 삭제할까요?',
    confirmYes: '네, 비웁니다',
    cancel: '취소',
    subtotal: '상품 금액 (예상)',
    shippingNote: '배송비는 주문 단계에서 계산됩니다.',
    checkout: '주문하기',
    minQuantity: '최소 구매 수량은 {min}개입니다.',
    invalidQuantity: '1 이상의 정수를 입력해 주세요.',
    bundleQuantity: '{min} 이상, {unit}의 배수로 선택하세요.',
    updated: '{name} 수량이 {quantity}개로 변경되었습니다.',
    removed: '{name}을(를) 장바구니에서 삭제했습니다.',
    unavailable: '더 이상 구매할 수 없는 상품입니다',
    emptied: '장바구니를 비웠습니다.',
  },
  'cart-drawer': {
    close: '장바구니 닫기',
  },
};
export default ko;
