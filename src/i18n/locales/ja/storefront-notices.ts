/** Japanese texts of the storefront's notices: the same keys as ../en/storefront-notices.ts. */
import type en from '../en/storefront-notices.js';

const ja: Record<keyof typeof en, string> = {
  completing: 'ログインしています…',
  failed: 'ログインできませんでした。もう一度お試しください。',
  cancelled: 'ログインがキャンセルされました。',
  unverified: 'このログインを確認できませんでした。このページから開始されたログインではありません。もう一度ログインしてください。',
  problemSiteKey: 'このショップを読み込めません。ストアフロントキーがありません。',
  problemBaseUrl: 'このショップを読み込めません。プラットフォームのアドレスが正しくありません。',
  problemKey: 'このショップに接続できません。プラットフォームがこのストアフロントキーを受け付けません。',
  problemOrigin: 'このアドレス（{origin}）からはショップに接続できません。ストアフロントキーの許可ドメインに含まれていません。',
  problemHint: 'サイト運営者の方へ：直し方はブラウザのコンソールに表示されています。',
  back: '戻る',
};
export default ja;
