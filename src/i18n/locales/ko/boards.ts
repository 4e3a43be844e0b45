/** Korean UI strings of the `boards` part: the same namespaces and keys as ../en/boards.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'boards'> = {
  'shop-board': {
    write: '글쓰기',
    loginToWrite: '로그인하고 글쓰기',
    empty: '아직 글이 없습니다.',
    comments: '댓글 {count}',
  },
  'shop-post': {
    comments: '댓글 ({count})',
    noComments: '아직 댓글이 없습니다.',
    loginToRead: '로그인하면 댓글을 볼 수 있습니다.',
    noRead: '이 게시판의 댓글을 볼 권한이 없습니다.',
    loginToWrite: '로그인하면 댓글을 쓸 수 있습니다.',
    noWrite: '여기에 댓글을 쓸 권한이 없습니다.',
    logIn: '로그인',
    yourComment: '댓글',
    send: '댓글 등록',
    posted: '댓글이 등록되었습니다.',
    required: '댓글을 입력해 주세요.',
  },
};
export default ko;
