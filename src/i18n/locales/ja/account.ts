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
    yes: '確定',
    no: 'キャンセル',
    done: '{action}：完了しました。',
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
    count: '{n}件',
  },
};
export default ja;
