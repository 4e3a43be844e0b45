import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  { write: 'Write a post', loginToWrite: 'Log in to write', empty: 'No posts yet.', comments: 'Comments: {count}' },
  {
    ko: { write: '글쓰기', loginToWrite: '로그인하고 글쓰기', empty: '아직 글이 없습니다.', comments: '댓글 {count}' },
    ja: { write: '投稿する', loginToWrite: 'ログインして投稿', empty: 'まだ投稿がありません。', comments: 'コメント {count}' },
  },
);
