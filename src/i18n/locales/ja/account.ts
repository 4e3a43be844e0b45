/** Japanese UI strings of the `account` part: the same namespaces and keys as ../en/account.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'account'> = {
  'shop-order-list': {
    orders: 'ご注文履歴',
    empty: 'まだ注文はありません。',
  },
  'shop-order-lines': {
    lines: '購入した商品',
    empty: 'まだ購入した商品はありません。',
    ask: '「{title}」の{action}を行いますか？',
    askConfirm: '「{title}」を受け取りましたか？購入を確定すると、返金や返品のリクエストはできなくなります。',
    no: '戻る',
    doneConfirm: '「{title}」の購入を確定しました。ありがとうございました！',
    doneRefund: '「{title}」の返金リクエストを送信しました。',
    doneReturn: '「{title}」の返品リクエストを送信しました。',
    doneCancel: '「{title}」のキャンセルリクエストを送信しました。',
    doneExchange: '「{title}」の交換リクエストを送信しました。',
    done: '「{title}」の{action}を送信しました。',
    badServe: 'このコンテンツはここからは開けません。',
    writeReview: 'レビューを書く',
    rating: '評価',
    stars: '5点中{n}点',
    reviewText: 'レビュー',
    post: 'レビューを投稿',
    reviewed: 'レビュー済み',
    posted: 'レビューを投稿しました。',
    needRating: '1〜5の評価を選んでください。',
    needText: 'レビューを入力してください。',
  },
  'shop-my-contents': {
    byType: 'コンテンツの種類',
    byStatus: '進捗',
    empty: 'まだコンテンツはありません。',
  },
};
export default ja;
