/** Japanese UI strings of the `order` part: the same namespaces and keys as ../en/order.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'order'> = {
  'shop-order-detail': {
    status: 'ステータス',
    ordered: '注文日',
    paid: '支払日',
    subtotal: '商品金額',
    shipping: '送料',
    total: '合計',
    receiver: 'お届け先',
    memo: '注文メモ',
    items: '注文商品',
    notFound: 'ご注文が見つかりませんでした。アドレスを確認するか、もう一度お試しください。',
  },
};
export default ja;
