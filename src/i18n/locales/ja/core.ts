/** Japanese UI strings of the `core` part: the same namespaces and keys as ../en/core.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'core'> = {
  'shop-cart-count': {
    label: 'カート {count}点',
    loading: 'カート',
  },
  'shop-cart-drawer': {
    title: 'カート',
  },
  'shop-login': {
    logIn: 'ログイン',
    logOut: 'ログアウト',
    loggedInAs: 'ログイン中:',
    buyer: '購入者',
  },
  common: {
    loading: '読み込み中…',
    retry: '再試行',
    empty: 'まだ何もありません。',
    errorNetwork: 'ショップに接続できません。接続を確認して、もう一度お試しください。',
    errorTimeout: 'ショップの応答に時間がかかりすぎています。もう一度お試しください。',
    errorServer: 'ショップで問題が発生しました。しばらくしてからもう一度お試しください。',
    errorParse: 'ショップからの応答を読み取れませんでした。',
    errorLoginUnavailable: '現在ログインできません。しばらくしてからもう一度お試しください。',
    errorOffline: 'オフラインです。再接続すると変更できます。',
    errorForbidden: 'このページではショップを利用できません。サイト管理者はストアフロントキーと許可ドメインを確認してください。',
    errorNotFound: '見つかりませんでした。',
    errorUnauthorized: '続けるにはログインしてください。',
    staleNotice: '保存済みのデータを表示しています。更新できませんでした。',
    previous: '前へ',
    next: '次へ',
    pageOf: '{page} / {pages} ページ',
    pagination: 'ページ送り',
    pastEnd: '{page} ページはありません。この一覧は {pages} ページまでです。',
    firstPage: '1 ページへ',
    more: 'もっと見る',
    moreShown: '{total}件中{shown}件を表示',
    soldOut: '売り切れ',
    onSale: 'セール',
  },
  price: {
    regular: '通常価格 ',
    unavailable: '価格不明',
  },
  card: {
    ended: '終了',
    from: '最安',
    rating: '5点中{rating}点、レビュー{count}件',
    ratingOne: '5点中{rating}点、レビュー1件',
  },
  'shop-product-list': {
    empty: '商品が見つかりません',
    count: '商品 {count}件',
    quickView: 'クイックビュー',
    filterSort: '絞り込み・並べ替え',
    filterActive: '絞り込み・並べ替え（{count}件適用中）',
  },
  'shop-category-filter': {
    legend: 'カテゴリー',
    all: 'すべて',
    empty: 'カテゴリーはまだありません。',
  },
  'shop-tag-filter': {
    legend: 'タグ',
    all: 'すべて',
    empty: 'タグはまだありません。',
  },
  'shop-search': {
    label: '検索',
    submit: '検索',
    clear: '検索語をクリア',
  },
};
export default ja;
