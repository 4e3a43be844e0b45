/** Japanese UI strings of the `lists` part: the same namespaces and keys as ../en/lists.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'lists'> = {
  'shop-content-list': {
    empty: 'コンテンツが見つかりません',
    count: 'コンテンツ {count}件',
  },
  'shop-sort': {
    label: '並び替え',
    default: '標準',
    newest: '新着順',
    price_asc: '価格の安い順',
    price_desc: '価格の高い順',
    name: '名前順',
  },
};
export default ja;
