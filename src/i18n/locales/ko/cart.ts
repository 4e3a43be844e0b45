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
    cancel: '아니요, 그대로 둡니다',
    subtotal: '상품 금액',
    shipping: '배송비 (예상)',
    shippingFree: '무료',
    shippingLater: '주문 단계에서 계산',
    total: '예상 결제 금액',
    estimateNote: '최종 결제 금액은 주문할 때 확정됩니다.',
    checkout: '주문하기',
    minQuantity: '최소 구매 수량은 {min}개입니다.',
    invalidQuantity: '1 이상의 정수를 입력해 주세요.',
    bundleQuantity: '{min} 이상, {unit}의 배수로 선택하세요.',
    stockLeft: '재고가 {count}개 남아 있습니다.',
    kept: '{typed}개로 바꾸지 못했습니다. {reason} 수량은 {quantity}개 그대로입니다.',
    keptBlank: '{reason} 수량은 {quantity}개 그대로입니다.',
    updated: '{name} 수량이 {quantity}개로 변경되었습니다.',
    removed: '{name}을(를) 장바구니에서 삭제했습니다.',
    unavailable: '더 이상 구매할 수 없는 상품입니다',
    emptied: '장바구니를 비웠습니다.',
  },
  'cart-drawer': {
    close: '장바구니 닫기',
    titleCount: '장바구니 ({count})',
    viewCart: '장바구니 보기',
  },
};
export default ko;
