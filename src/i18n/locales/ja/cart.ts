/** Japanese UI strings of the `cart` part: the same namespaces and keys as ../en/cart.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'cart'> = {
  'shop-cart': {
    cart: 'カート',
    empty: 'カートは空です。',
    quantity: '数量',
    quantityOf: '{name}の数量',
    decrease: '{name}の数量を減らす',
    increase: '{name}の数量を増やす',
    remove: '削除',
    removeItem: '{name}を削除',
    unitPrice: '単価',
    lineTotal: '小計',
    emptyCart: 'カートを空にする',
    confirmEmpty: 'カートのすべての商品を削除しますか？',
    confirmYes: 'はい、空にします',
    cancel: 'いいえ、残します',
    subtotal: '商品合計',
    shipping: '送料（概算）',
    shippingFree: '無料',
    shippingLater: 'ご注文手続きで計算',
    total: 'お支払い予定額（概算）',
    estimateNote: '最終的なお支払い金額はご注文時に確定します。',
    checkout: 'ご注文手続きへ',
    minQuantity: '最低購入数量は{min}個です。',
    invalidQuantity: '1以上の整数を入力してください。',
    bundleQuantity: '{min} 以上、{unit} の倍数で選んでください。',
    stockLeft: '在庫は残り{count}点です。',
    kept: '{typed}に変更できませんでした。{reason}数量は{quantity}のままです。',
    keptBlank: '{reason}数量は{quantity}のままです。',
    updated: '{name}の数量を{quantity}に変更しました。',
    removed: '{name}をカートから削除しました。',
    unavailable: '現在お取り扱いできません',
    emptied: 'カートを空にしました。',
  },
  'cart-drawer': {
    close: 'カートを閉じる',
    titleCount: 'カート（{count}）',
    viewCart: 'カートを見る',
  },
};
export default ja;
