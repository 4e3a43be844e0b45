/**
 * The board seed: five boards (41–45) covering each kind the spec names, with posts (41xx–44xx;
 * board 45 has none) and comments (from 48001) in ko, en and ja. Times are counted back from the seed time. The
 * rules each board exercises are listed in docs/sandbox.md ("Boards").
 */
import type { Translated } from '../store.js';
import { XSS_PAYLOADS } from './html.js';
import { t } from './text.js';

export interface BoardRecord {
  board_id: number;
  title: Translated;
  type: 'qna' | 'default';
  /** `"1"`: the board takes posts. */
  write: '1' | '0';
  /** `"1"`: logged-in buyers may comment (when comments are not disabled). */
  comment_write: '1' | '0';
  comment_mode: 'flat' | 'disabled';
  posting_scope: 'member' | 'admin_only';
  /** Who reads comments: anyone, or logged-in buyers only (sandbox-internal; not served). */
  comment_read: 'anyone' | 'member';
  /** Served with legacy names (`board_contents`, `board_content`), ids and flags as strings. */
  legacy?: boolean;
}

export interface PostRecord {
  post_id: number;
  board_id: number;
  title: Translated;
  /** HTML. */
  content: Translated;
  writer_name: Translated;
  /** Epoch ms. */
  created_at: number;
}

export interface CommentRecord {
  comment_id: number;
  post_id: number;
  /** Plain text. */
  content: Translated;
  writer_name: Translated;
  created_at: number;
  /** The buyer who wrote it; null for seeded comments. */
  user_id: number | null;
}

/** A site's boards, posts and comments (comments written through the API are added here). */
export interface BoardData {
  boards: BoardRecord[];
  posts: PostRecord[];
  comments: CommentRecord[];
  next_comment_id: number;
}

export const BOARD_IDS = { notices: 41, qna: 42, free: 43, archive: 44, empty: 45 } as const;
/** Post 4310: a body with XSS payloads; post 4325: 23 comments (two pages of 20). */
export const POST_IDS = { xss: 4310, busy: 4325, notice: 4101, question: 4201, archived: 4401 } as const;

const HOUR = 3_600_000;
const admin = t('운영자', 'Shop team', '運営チーム');
const writers = [
  t('김민지', 'Minji Kim', 'キム・ミンジ'),
  t('이지호', 'Jiho Lee', 'イ・ジホ'),
  t('박서연', 'Seoyeon Park', 'パク・ソヨン'),
  t('최도윤', 'Doyun Choi', 'チェ・ドユン'),
];
const p = (ko: string, en: string, ja: string): Translated => t(`<p>${ko}</p>`, `<p>${en}</p>`, `<p>${ja}</p>`);

export function seedBoards(now: number): BoardData {
  const boards: BoardRecord[] = [
    {
      board_id: 41,
      title: t('공지사항', 'Notices', 'お知らせ'),
      type: 'default',
      write: '1',
      comment_write: '0',
      comment_mode: 'flat',
      posting_scope: 'admin_only',
      comment_read: 'anyone',
    },
    {
      board_id: 42,
      title: t('질문과 답변', 'Questions & answers', '質問と回答'),
      type: 'qna',
      write: '1',
      comment_write: '1',
      comment_mode: 'flat',
      posting_scope: 'member',
      comment_read: 'member',
    },
    {
      board_id: 43,
      title: t('자유게시판', 'Free talk', 'フリートーク'),
      type: 'default',
      write: '1',
      comment_write: '1',
      comment_mode: 'flat',
      posting_scope: 'member',
      comment_read: 'anyone',
    },
    {
      board_id: 44,
      title: t('지난 이벤트', 'Past events', '過去のイベント'),
      type: 'default',
      write: '0',
      comment_write: '0',
      comment_mode: 'disabled',
      posting_scope: 'member',
      comment_read: 'anyone',
      legacy: true,
    },
    {
      board_id: 45,
      title: t('사진 갤러리', 'Photo gallery', 'フォトギャラリー'),
      type: 'default',
      write: '1',
      comment_write: '1',
      comment_mode: 'flat',
      posting_scope: 'member',
      comment_read: 'anyone',
    },
  ];
  const posts: PostRecord[] = [];
  const comments: CommentRecord[] = [];
  let nextComment = 48001;
  const post = (
    post_id: number,
    board_id: number,
    hoursAgo: number,
    title: Translated,
    content: Translated,
    writer: Translated,
    replies: Array<[Translated, Translated]> = [],
  ) => {
    const created_at = now - hoursAgo * HOUR;
    posts.push({ post_id, board_id, title, content, writer_name: writer, created_at });
    replies.forEach(([text, by], i) => {
      comments.push({ comment_id: nextComment++, post_id, content: text, writer_name: by, created_at: created_at + (i + 1) * 120_000, user_id: null });
    });
  };

  // 41 Notices: admin posts only; comments readable by anyone, written by no one.
  post(
    4101,
    41,
    240,
    t('연휴 배송 일정 안내', 'Holiday shipping schedule', '連休中の配送スケジュール'),
    p('연휴 기간에는 주문 후 3일 안에 출고됩니다.', 'During the holidays, orders ship within three days.', '連休中はご注文から3日以内に発送します。'),
    admin,
    [
      [t('감사합니다!', 'Thanks for the heads-up!', 'お知らせありがとうございます！'), writers[0]!],
      [t('택배사는 어디인가요?', 'Which carrier do you use?', '配送業者はどこですか？'), writers[1]!],
    ],
  );
  post(
    4102,
    41,
    120,
    t('봄 신규 강의 오픈', 'New courses this spring', '春の新講座'),
    p('드로잉과 요리 강의가 새로 열렸습니다.', 'New drawing and cooking courses are open.', 'ドローイングと料理の講座が新しく始まりました。'),
    admin,
  );
  post(
    4103,
    41,
    24,
    t('이용약관 변경 안내', 'Store policy update', '利用規約の変更'),
    p('다음 달 1일부터 새 약관이 적용됩니다.', 'New terms apply from the first of next month.', '来月1日から新しい規約が適用されます。'),
    admin,
  );

  // 42 Q&A: members post; comments (answers) readable and writable by logged-in buyers only.
  const answer = (ko: string, en: string, ja: string): [Translated, Translated] => [t(ko, en, ja), admin];
  post(
    4201,
    42,
    200,
    t('린넨 셔츠가 줄어드나요?', 'Does the linen shirt shrink?', 'リネンシャツは縮みますか？'),
    p('찬물 세탁해도 줄어드는지 궁금합니다.', 'Will it shrink in a cold wash?', '冷水で洗っても縮みますか？'),
    writers[1]!,
    [
      answer(
        '찬물 손세탁을 권장하며 2% 이내로 줄어듭니다.',
        'Hand-wash it cold; it shrinks less than 2%.',
        '冷水での手洗いをおすすめします。縮みは2%以内です。',
      ),
    ],
  );
  post(
    4202,
    42,
    150,
    t('라이브 수업은 언제 시작하나요?', 'When does the live class start?', 'ライブ授業はいつ始まりますか？'),
    p('결제 후 입장 링크는 어디서 보나요?', 'Where do I find the link after paying?', '支払い後、参加リンクはどこで見られますか？'),
    writers[2]!,
    [
      answer(
        '시작 30분 전에 내 강의실에 링크가 열립니다.',
        'The link opens in My contents 30 minutes before the start.',
        '開始30分前にマイコンテンツでリンクが開きます。',
      ),
    ],
  );
  post(
    4203,
    42,
    48,
    t('배송지를 바꿀 수 있나요?', 'Can I change my delivery address?', '配送先を変更できますか？'),
    p('출고 전이면 변경 가능한가요?', 'Is it possible before it ships?', '発送前なら変更できますか？'),
    writers[3]!,
  );
  post(
    4204,
    42,
    5,
    t('시작하지 않은 강의 환불', 'Refund for a course I have not started', '未受講の講座の返金'),
    p('아직 한 강도 보지 않았어요.', 'I have not watched any lesson yet.', 'まだ一度も視聴していません。'),
    writers[0]!,
    [
      answer('구매 7일 이내라면 전액 환불됩니다.', 'Within 7 days of purchase you get a full refund.', '購入から7日以内なら全額返金されます。'),
      [t('고맙습니다.', 'Thank you.', 'ありがとうございます。'), writers[0]!],
    ],
  );

  // 43 Free talk: 25 posts (two pages of 20 when listed newest first); comments readable by anyone.
  for (let n = 1; n <= 25; n++) {
    const post_id = 4300 + n;
    const hoursAgo = (26 - n) * 20;
    const writer = writers[n % writers.length]!;
    if (post_id === POST_IDS.xss) {
      const payloads = XSS_PAYLOADS.join('\n');
      post(
        post_id,
        43,
        hoursAgo,
        t('HTML 테스트 글', 'HTML test post', 'HTMLテスト投稿'),
        t(
          `<p>아래 내용은 모두 무력화되어야 합니다.</p>\n${payloads}\n<p>페이로드 뒤의 안전한 문장.</p>`,
          `<p>Everything below must be neutralized.</p>\n${payloads}\n<p>Safe text after the payloads.</p>`,
          `<p>以下はすべて無害化される必要があります。</p>\n${payloads}\n<p>ペイロードの後の安全な文。</p>`,
        ),
        writer,
      );
    } else if (post_id === POST_IDS.busy) {
      const replies = Array.from({ length: 23 }, (_, i): [Translated, Translated] => [
        t(`반가워요 ${i + 1}`, `Hello from reader ${i + 1}`, `こんにちは ${i + 1}`),
        writers[i % writers.length]!,
      ]);
      post(
        post_id,
        43,
        1,
        t('자유게시판에 오신 것을 환영합니다', 'Welcome to free talk', 'フリートークへようこそ'),
        t(
          '<p>자유롭게 이야기를 나눠 주세요. <strong>서로 존중</strong>해 주세요.</p>',
          '<p>Talk about anything. <strong>Be kind</strong> to each other.</p>',
          '<p>自由に話しましょう。<strong>お互いを尊重</strong>してください。</p>',
        ),
        admin,
        replies,
      );
    } else {
      post(
        post_id,
        43,
        hoursAgo,
        t(`주말 사진 스레드 #${n}`, `Weekend photo thread #${n}`, `週末の写真スレッド #${n}`),
        p(`이번 주말에 찍은 사진을 올려 주세요 (#${n}).`, `Share a photo from your weekend (#${n}).`, `週末に撮った写真を投稿してください（#${n}）。`),
        writer,
        n % 3 === 0 ? [[t('멋져요!', 'Lovely!', '素敵！'), writers[(n + 1) % writers.length]!]] : [],
      );
    }
  }

  // 44 Past events: write "0", comments disabled; served with legacy names.
  post(
    4401,
    44,
    900,
    t('가을 플리마켓 후기', 'Autumn flea market recap', '秋のフリーマーケットの振り返り'),
    p('와 주신 모든 분께 감사드립니다.', 'Thanks to everyone who came.', 'ご来場の皆さまありがとうございました。'),
    admin,
  );
  post(
    4402,
    44,
    700,
    t('겨울 워크숍 사진', 'Winter workshop photos', '冬のワークショップの写真'),
    p('워크숍 사진을 공유합니다.', 'Photos from the workshop.', 'ワークショップの写真です。'),
    admin,
  );

  return { boards, posts, comments, next_comment_id: nextComment };
}
