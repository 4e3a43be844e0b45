/** Korean UI strings of the `product` part: the same namespaces and keys as ../en/product.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'product'> = {
  'shop-product-detail': {
    choose: '선택하세요',
    chooseOption: '{name}을(를) 선택해 주세요.',
    unavailable: '선택 불가',
    from: '최저가',
    quantity: '수량',
    decrease: '수량 줄이기',
    increase: '수량 늘리기',
    quantityRule: '최소 {min}개, {unit}개 단위로 주문할 수 있습니다.',
    required: '필수',
    requiredError: '이 항목을 입력해 주세요.',
    maxHint: '{max}자 이내 ({count}/{max})',
    tooLong: '{max}자 이내로 입력해 주세요.',
    shipping: '배송비',
    freeShipping: '무료 배송',
  },
  gallery: {
    images: '이미지',
    image: '이미지 {n}/{total}',
  },
  'cart-actions': {
    unavailable: '구매할 수 없습니다',
    addToCart: '장바구니 담기',
    buyNow: '바로 구매',
    inCart: '장바구니에 있음',
    viewCart: '장바구니 보기',
    adding: '장바구니에 담는 중…',
    added: '장바구니에 담았습니다.',
    minQuantity: '최소 주문 수량은 {n}개입니다.',
  },
};
export default ko;
