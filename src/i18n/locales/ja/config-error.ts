/** Japanese texts of the configuration-error state: the same keys as ../en/config-error.ts. */
import type en from '../en/config-error.js';

const ja: Record<keyof typeof en, string> = {
  title: 'このショップ要素の設定が正しくありません。',
  missing: 'がありません。必要な値:',
  invalid: 'の値が正しくありません。必要な値:',
  id: '正の整数(101 のような ID)。',
  ids: 'カンマ区切りの ID の一覧(例: 11,14)。',
  integer: '{min} から {max} までの整数。',
  integerFrom: '{min} 以上の整数。',
  oneOf: '次のいずれか: {values}。',
  siteUrl: 'このサイトのアドレス(例: {example})。',
  idOrPattern: '101 のような ID、または {pattern} に合うページ URL。',
  idOrUrl: '101 のような ID、またはページ URL の ?{param}=101。',
  required: '値(例: {example})。',
};

export default ja;
