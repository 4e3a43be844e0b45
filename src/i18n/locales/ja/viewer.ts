/** Japanese UI strings of the `viewer` part: the same namespaces and keys as ../en/viewer.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'viewer'> = {
  'shop-content-viewer': {
    lessons: 'レッスン一覧',
    previous: '前のレッスン',
    next: '次のレッスン',
    now: '表示中: {title}',
    ended: '視聴期間が終了しました。',
    held: '保留中のコンテンツです。ショップにお問い合わせください。',
    noMedia: 'このレッスンには動画がありません。',
    noLessons: '再生できるレッスンがありません。',
    openLesson: 'レッスンを開く',
    reference: 'レッスン資料',
    newTab: '（新しいタブで開きます）',
  },
};
export default ja;
