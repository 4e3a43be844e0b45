/** Japanese UI strings of the `payment` part: the same namespaces and keys as ../en/payment.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'payment'> = {
  'shop-payment-result': {
    complete: 'お支払い完了',
    thanks: 'ご注文ありがとうございます。',
    orderNumber: '注文番号: {order_id}',
    failed: 'お支払いに失敗しました',
    cancelledTitle: 'お支払いをキャンセルしました',
    cancelled: 'お支払いはキャンセルされました。請求はありません。ご注文はそのまま残っているので、ご注文手続きからお支払いいただけます。',
    backToCheckout: 'ご注文手続きに戻る',
    tryAgain: 'もう一度試す',
    items: 'ご注文の商品',
    total: 'お支払い金額',
    shipping: '送料',
    shipTo: 'お届け先',
    viewOrder: 'ご注文を見る',
    next: 'この後の流れ: 販売者がご注文を準備します。進み具合はご注文のページで確認できます。',
    declined: 'カードが承認されませんでした。別のカードをお試しください。',
    generic: 'お支払いが完了しませんでした。もう一度お試しください。',
    errorCode: 'エラーコード: {code}',
    none: 'このページに表示する決済結果はありません。',
    checking: 'お支払いを確認しています…',
    notPaid: 'お支払いはまだ確認できていません',
    notPaidText: '注文 {order_id} はまだお支払いが済んでいません。お支払い直後の場合は、少し待ってからもう一度ご確認ください。',
    unconfirmed: 'お支払いを確認できませんでした',
    missingText: '注文 {order_id} はお客様の注文にありません。',
    unreadText: '現在、注文 {order_id} を読み込めません。',
    checkAgain: 'もう一度確認',
    reported: 'お支払い結果のお知らせ',
    reportedText: 'お支払いページから、お支払いが完了したとの知らせがありました。ログインすると注文とその状態を確認できます。',
  },
};
export default ja;
