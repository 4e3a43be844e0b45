/** Japanese UI strings of the `buyer` part: the same namespaces and keys as ../en/buyer.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'buyer'> = {
  buyer: {
    loginPrompt: '購入履歴を見るにはログインしてください。',
    logIn: 'ログイン',
    forbidden: 'このページを見る権限がありません。',
    notFound: '見つかりませんでした。アドレスを確認するか、もう一度お試しください。',
    order: '注文 {id}',
    qty: '数量 {n}',
    pay: 'お支払いに進む',
    paying: 'お支払いを開始しています…',
    s_pending: 'お支払い待ち',
    s_paid: '支払い済み',
    s_delivered: '配達済み',
    s_confirmed: '購入確定',
    s_refund_requested: '返金リクエスト中',
    s_return_requested: '返品リクエスト中',
    s_refunded: '返金済み',
    s_cancelled: 'キャンセル',
    l_pending: '未受講',
    l_processing: '受講中',
    l_completed: '修了',
    t_all: 'すべて',
    t_vod: '動画',
    t_live: 'ライブ',
    t_offline: 'オフライン',
    t_digital_content: 'ダウンロード',
    t_membership: 'メンバーシップ',
  },
};
export default ja;
