/** Japanese UI strings of the `product` part: the same namespaces and keys as ../en/product.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'product'> = {
  'shop-product-detail': {
    choose: '選択してください',
    chooseOption: '{name}を選択してください。',
    unavailable: '選択不可',
    from: '最安値',
    quantity: '数量',
    decrease: '数量を減らす',
    increase: '数量を増やす',
    quantityRule: '{min}点以上、{unit}点単位でご注文いただけます。',
    required: '必須',
    requiredError: 'この項目を入力してください。',
    maxHint: '{max}文字以内（{count}/{max}）',
    tooLong: '{max}文字以内で入力してください。',
    shipping: '送料',
    freeShipping: '送料無料',
  },
  gallery: {
    images: '画像',
    image: '画像 {n}/{total}',
  },
  'cart-actions': {
    unavailable: '購入できません',
    addToCart: 'カートに入れる',
    buyNow: '今すぐ購入',
    inCart: 'カートに追加済み',
    viewCart: 'カートを見る',
    adding: 'カートに追加中…',
    added: 'カートに追加しました。',
    minQuantity: '最小注文数量は{n}点です。',
  },
};
export default ja;
