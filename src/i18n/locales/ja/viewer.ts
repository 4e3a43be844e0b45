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
    notFound: 'コンテンツが見つかりませんでした。アドレスを確認するか、もう一度お試しください。',
    mediaError: '動画を読み込めませんでした。',
    mediaHint: 'しばらくしてからもう一度お試しください。解決しない場合はショップにお問い合わせください。',
    markWatched: '視聴済みにする',
    watched: '（視聴済み）',
    progress_one: '{total}レッスン中{n}レッスン視聴済み',
    progress_other: '{total}レッスン中{n}レッスン視聴済み',
    lessons_one: '{n}レッスン',
    lessons_other: '{n}レッスン',
  },
};
export default ja;
