/** Japanese UI strings of the `boards` part: the same namespaces and keys as ../en/boards.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'boards'> = {
  'shop-board': {
    write: '投稿する',
    loginToWrite: 'ログインして投稿',
    empty: 'まだ投稿がありません。',
    comments: 'コメント {count}',
  },
  'shop-post': {
    comments: 'コメント（{count}）',
    noComments: 'まだコメントはありません。',
    loginToRead: 'ログインするとコメントを読めます。',
    noRead: 'この掲示板のコメントを読む権限がありません。',
    loginToWrite: 'ログインするとコメントを書けます。',
    noWrite: 'ここにコメントする権限がありません。',
    logIn: 'ログイン',
    yourComment: 'コメント',
    send: 'コメントする',
    posted: 'コメントを投稿しました。',
    required: 'コメントを入力してください。',
  },
};
export default ja;
