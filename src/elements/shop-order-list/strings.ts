import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { orders: 'Your orders', empty: 'You have no orders yet.' },
  {
    ko: { orders: '주문 내역', empty: '아직 주문이 없습니다.' },
    ja: { orders: 'ご注文履歴', empty: 'まだ注文はありません。' },
  },
);
