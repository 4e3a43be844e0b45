/** Japanese texts of the checkout's line messages: the same keys as ../en/checkout-lines.ts. */
import type en from '../en/checkout-lines.js';

const ja: typeof en = {
  minimum: 'この商品の最小注文数量は{quantity}点です。',
  unavailable: 'この商品は現在ご注文いただけません。',
  inputs: 'この商品には商品ページで入力する情報が必要です: {reason} ここで削除してから、商品ページでもう一度カートに入れてください。',
  optionEnded: 'このオプションの販売は終了しました。',
  refused: 'この商品はこのままではご注文いただけません: {reason}',
  gone: '{name}はもうカートにありません: {reason}',
  change: '{quantity}点に変更',
  remove: '削除',
  removeItem: '{name}を削除',
  changed: '{name}の数量を{quantity}点に変更しました。',
  removed: '{name}をカートから削除しました。',
};
export default ja;
