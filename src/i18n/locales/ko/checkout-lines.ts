/** Korean texts of the checkout's line messages: the same keys as ../en/checkout-lines.ts. */
import type en from '../en/checkout-lines.js';

const ko: typeof en = {
  minimum: '이 상품의 최소 주문 수량은 {quantity}개입니다.',
  unavailable: '이 상품은 더 이상 주문할 수 없습니다.',
  inputs: '이 상품은 상품 페이지에서 입력하는 정보가 필요합니다: {reason} 여기서 삭제한 뒤 상품 페이지에서 다시 담아 주세요.',
  optionEnded: '이 옵션은 더 이상 판매하지 않습니다.',
  refused: '이 상품은 지금 상태로 주문할 수 없습니다: {reason}',
  gone: '{name}은(는) 더 이상 장바구니에 없습니다: {reason}',
  change: '{quantity}개로 변경',
  remove: '삭제',
  removeItem: '{name} 삭제',
  changed: '{name} 수량이 {quantity}개로 변경되었습니다.',
  removed: '{name}을(를) 장바구니에서 삭제했습니다.',
};
export default ko;
