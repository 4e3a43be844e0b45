/** Japanese UI strings of the `content` part: the same namespaces and keys as ../en/content.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'content'> = {
  'shop-content-detail': {
    vod: '動画講座',
    live: 'ライブ講座',
    offline: 'オフライン講座',
    digital_content: 'デジタルコンテンツ',
    options: '購入オプション',
    chooseOption: 'オプションを選択してください。',
    noOptions: '現在購入できるオプションはありません。',
    curriculum: 'カリキュラム',
    lessons: '{n}レッスン',
    preview: 'プレビュー',
    estimate: '≈ {price}（概算）',
    estimateLabel: '概算の換算額: 約{price}',
  },
};
export default ja;
