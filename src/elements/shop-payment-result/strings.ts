import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  {
    complete: 'Payment complete',
    thanks: 'Thank you for your order.',
    orderNumber: 'Order number: {order_id}',
    failed: 'Payment failed',
    cancelled: 'You cancelled the payment. Nothing was charged.',
    declined: 'Your card was declined. Try another card.',
    generic: 'The payment did not go through. Please try again.',
    errorCode: 'Error code: {code}',
    none: 'There is no payment result to show on this page.',
  },
  {
    ko: {
      complete: '결제 완료',
      thanks: '주문해 주셔서 감사합니다.',
      orderNumber: '주문 번호: {order_id}',
      failed: '결제 실패',
      cancelled: '결제를 취소하셨습니다. 청구된 금액은 없습니다.',
      declined: '카드 결제가 거절되었습니다. 다른 카드로 시도해 주세요.',
      generic: '결제가 완료되지 않았습니다. 다시 시도해 주세요.',
      errorCode: '오류 코드: {code}',
      none: '이 페이지에 표시할 결제 결과가 없습니다.',
    },
    ja: {
      complete: 'お支払い完了',
      thanks: 'ご注文ありがとうございます。',
      orderNumber: '注文番号: {order_id}',
      failed: 'お支払いに失敗しました',
      cancelled: 'お支払いをキャンセルしました。請求はありません。',
      declined: 'カードが承認されませんでした。別のカードをお試しください。',
      generic: 'お支払いが完了しませんでした。もう一度お試しください。',
      errorCode: 'エラーコード: {code}',
      none: 'このページに表示する決済結果はありません。',
    },
  },
);
