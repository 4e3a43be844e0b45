import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  {
    status: 'Status',
    ordered: 'Ordered',
    paid: 'Paid',
    subtotal: 'Items',
    shipping: 'Shipping',
    total: 'Total',
    receiver: 'Shipping details',
    memo: 'Order memo',
    items: 'Items',
  },
  {
    ko: {
      status: '상태',
      ordered: '주문일',
      paid: '결제일',
      subtotal: '상품 금액',
      shipping: '배송비',
      total: '합계',
      receiver: '배송 정보',
      memo: '주문 메모',
      items: '주문 상품',
    },
    ja: {
      status: 'ステータス',
      ordered: '注文日',
      paid: '支払日',
      subtotal: '商品金額',
      shipping: '送料',
      total: '合計',
      receiver: 'お届け先',
      memo: '注文メモ',
      items: '注文商品',
    },
  },
);
