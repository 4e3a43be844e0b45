/**
 * The content seed: 18 contents (501…518) of the four types. Purchase options are numbered
 * from 5001 (5002 and 5004 unused), chapters from 6001 and lessons (curriculum_id) from 7001, in
 * content order. Like any content sent through the server API, a vod has exactly one option and
 * every content at most one tag. Live and offline schedules are computed from the seed time, so
 * "past" and "future" stay true.
 */
import type { ChapterRecord, ContentOptionRecord, ContentQuirks, ContentRecord, ContentType, LessonRecord, Translated } from '../store.js';
import { seoulAt } from '../format.js';
import { contentDescription, xssDescription } from './html.js';
import { type ImageUrl, slugify, t } from './text.js';

interface OptionSpec {
  /** A fixed option id; the next options count on from it. */
  id?: number;
  title: Translated;
  price: number;
  sale?: number;
  /** Days from the seed date; the session starts at `hour` Seoul time. */
  day?: number;
  hour?: number;
  /** Length of the session in hours. */
  hours?: number;
  description?: Translated;
}

interface LessonSpec {
  title: Translated;
  duration_text: string;
  /** No playback source stored (media_url empty). */
  no_media?: boolean;
}

interface ChapterSpec {
  title: Translated;
  lessons: LessonSpec[];
}

interface ContentSpec {
  id: number;
  type: ContentType;
  title: Translated;
  pitch: Translated;
  categories: number[];
  /** At most one tag (server API rule). */
  tag?: number;
  rating: number;
  reviews: number;
  options: OptionSpec[];
  chapters?: ChapterSpec[];
  quirks?: ContentQuirks;
  description?: () => Translated;
}

const lifetime = (price: number, sale?: number): OptionSpec => ({
  title: t('평생 소장', 'Lifetime access', '無期限視聴'),
  price,
  ...(sale === undefined ? {} : { sale }),
  description: t('기간 제한 없이 다시 볼 수 있어요.', 'Watch again, with no time limit.', '期間の制限なく見返せます。'),
});

const session = (n: number, day: number, price: number, sale?: number, hour = 19, hours = 2): OptionSpec => ({
  title: t(`${n}회차`, `Session ${n}`, `第${n}回`),
  price,
  ...(sale === undefined ? {} : { sale }),
  day,
  hour,
  hours,
  description: t(`${n}회차 일정입니다.`, `The schedule of session ${n}.`, `第${n}回の日程です。`),
});

const l = (ko: string, en: string, ja: string, duration_text: string, more: Partial<LessonSpec> = {}): LessonSpec => ({
  title: t(ko, en, ja),
  duration_text,
  ...more,
});

const SPECS: ContentSpec[] = [
  {
    id: 501,
    type: 'vod',
    title: t('처음 배우는 타입스크립트', 'TypeScript for Beginners', 'はじめてのTypeScript'),
    pitch: t('타입으로 버그를 미리 잡는 법.', 'Catch bugs before they run, with types.', '型で実行前にバグを防ぐ方法。'),
    categories: [18],
    tag: 26,
    rating: 4.8,
    reviews: 132,
    // A vod has exactly one option. Option 5002 is no longer used: the ids after it stay as
    // they were, so tests and saved carts keep naming the same options.
    options: [lifetime(99000, 79000)],
    chapters: [
      {
        title: t('시작하기', 'Getting started', 'はじめに'),
        lessons: [
          l('타입스크립트란?', 'What is TypeScript?', 'TypeScriptとは', '06:12'),
          l('개발 환경 만들기', 'Setting up', '環境構築', '09:40'),
          l('첫 컴파일', 'Your first compile', '初めてのコンパイル', '07:05'),
        ],
      },
      {
        title: t('기본 타입', 'Basic types', '基本の型'),
        lessons: [
          l('원시 타입', 'Primitive types', 'プリミティブ型', '11:20'),
          l('배열과 튜플', 'Arrays and tuples', '配列とタプル', '08:45'),
          l('유니온 타입', 'Union types', 'ユニオン型', '12:02'),
          l('참고 자료', 'Further reading', '参考資料', '02:10', { no_media: true }),
        ],
      },
      {
        title: t('실전', 'In practice', '実践'),
        lessons: [
          l('API 응답 타이핑', 'Typing API responses', 'APIレスポンスの型付け', '14:30'),
          l('제네릭', 'Generics', 'ジェネリクス', '15:55'),
          l('마무리', 'Wrapping up', 'まとめ', '04:18'),
        ],
      },
    ],
  },
  {
    id: 502,
    type: 'vod',
    title: t('Lit으로 만드는 웹 컴포넌트', 'Web Components with Lit', 'Litで作るWebコンポーネント'),
    pitch: t('어디서나 쓰이는 컴포넌트를 만들어요.', 'Build components that work everywhere.', 'どこでも使えるコンポーネントを作ります。'),
    categories: [18],
    tag: 27,
    rating: 4.6,
    reviews: 58,
    // Option 5004 is no longer used (see 501).
    options: [
      { id: 5003, title: t('기본', 'Standard', 'スタンダード'), price: 129000, description: t('영상 강의 전체.', 'All video lessons.', '全動画講義。') },
    ],
    chapters: [
      {
        title: t('웹 컴포넌트 기초', 'Web component basics', 'Webコンポーネントの基礎'),
        lessons: [l('커스텀 엘리먼트', 'Custom elements', 'カスタム要素', '10:00'), l('섀도 DOM', 'Shadow DOM', 'シャドウDOM', '12:30')],
      },
      {
        title: t('Lit 시작', 'Starting with Lit', 'Lit入門'),
        lessons: [
          l('리액티브 속성', 'Reactive properties', 'リアクティブプロパティ', '13:15'),
          l('템플릿', 'Templates', 'テンプレート', '11:48'),
          l('스타일', 'Styles', 'スタイル', '09:27'),
        ],
      },
      {
        title: t('데이터 다루기', 'Working with data', 'データの扱い'),
        lessons: [l('Task 컨트롤러', 'The Task controller', 'Taskコントローラー', '16:02'), l('컨텍스트', 'Context', 'コンテキスト', '13:40')],
      },
      {
        title: t('배포', 'Shipping it', '公開'),
        lessons: [l('번들과 CDN', 'Bundles and CDNs', 'バンドルとCDN', '10:10')],
      },
    ],
    quirks: { legacy_chapters: true },
  },
  {
    id: 503,
    type: 'vod',
    title: t('수채화 기초', 'Watercolor Basics', '水彩画の基礎'),
    pitch: t('물과 색을 다루는 기본기.', 'The basics of water and pigment.', '水と色の扱いの基本。'),
    categories: [19],
    tag: 26,
    rating: 4.9,
    reviews: 211,
    options: [{ ...lifetime(59000), id: 5005 }],
    chapters: [
      {
        title: t('재료', 'Materials', '画材'),
        lessons: [l('붓과 종이', 'Brushes and paper', '筆と紙', '07:30'), l('물감', 'Paints', '絵の具', '06:45')],
      },
      {
        title: t('기법', 'Techniques', '技法'),
        lessons: [l('번지기', 'Wet on wet', 'にじみ', '12:00'), l('그러데이션', 'Gradients', 'グラデーション', '10:20')],
      },
      {
        title: t('작품', 'A first painting', '作品'),
        lessons: [l('풍경 그리기', 'Painting a landscape', '風景を描く', '22:15')],
      },
    ],
    quirks: { name_instead_of_title: true, numeric_strings: true },
  },
  {
    id: 504,
    type: 'vod',
    title: t('한식 집밥 클래스', 'Korean Home Cooking', '韓国家庭料理クラス'),
    pitch: t('매일 먹는 반찬 20가지.', 'Twenty everyday side dishes.', '毎日のおかず20品。'),
    categories: [20],
    tag: 29,
    rating: 4.7,
    reviews: 87,
    options: [lifetime(69000, 49000)],
    chapters: [
      {
        title: t('기본 양념', 'Basic seasonings', '基本の調味料'),
        lessons: [l('간장과 된장', 'Soy sauce and doenjang', '醤油と味噌', '08:00'), l('고추장', 'Gochujang', 'コチュジャン', '07:10')],
      },
      {
        title: t('나물', 'Namul', 'ナムル'),
        lessons: [l('시금치나물', 'Spinach namul', 'ほうれん草のナムル', '06:30'), l('콩나물', 'Bean sprouts', '豆もやし', '05:50')],
      },
      {
        title: t('볶음과 조림', 'Stir-fries and braises', '炒め物と煮物'),
        lessons: [l('멸치볶음', 'Stir-fried anchovies', 'ちりめん炒め', '09:15'), l('장조림', 'Soy-braised beef', '牛肉の醤油煮', '11:40')],
      },
    ],
    quirks: { legacy_class_id: 40504 },
  },
  {
    id: 505,
    type: 'vod',
    title: t('실전 디자인 시스템', 'Design Systems in Practice', '実践デザインシステム'),
    pitch: t('토큰부터 컴포넌트 문서까지.', 'From tokens to component docs.', 'トークンからコンポーネント文書まで。'),
    categories: [19, 18],
    tag: 27,
    rating: 4.5,
    reviews: 34,
    options: [lifetime(149000)],
    chapters: [
      {
        title: t('토큰', 'Tokens', 'トークン'),
        lessons: [l('색과 간격', 'Color and spacing', '色と余白', '13:00'), l('타이포그래피', 'Typography', 'タイポグラフィ', '12:00')],
      },
      {
        title: t('컴포넌트', 'Components', 'コンポーネント'),
        lessons: [l('버튼', 'Buttons', 'ボタン', '10:00'), l('폼', 'Forms', 'フォーム', '18:00')],
      },
      {
        title: t('운영', 'Running it', '運用'),
        lessons: [l('버전 관리', 'Versioning', 'バージョン管理', '09:30')],
      },
    ],
  },
  {
    id: 506,
    type: 'live',
    title: t('라이브 Q&A: 접근성 있는 웹 컴포넌트', 'Live Q&A: Accessible Web Components', 'ライブQ&A：アクセシブルなWebコンポーネント'),
    pitch: t('실시간으로 질문하고 답을 들어요.', 'Ask your questions, live.', 'その場で質問できます。'),
    categories: [18],
    tag: 29,
    rating: 4.4,
    reviews: 19,
    options: [session(1, -10, 30000), session(2, 7, 30000), session(3, 21, 30000)],
  },
  {
    id: 507,
    type: 'live',
    title: t('라이브 코딩: 쇼핑몰 만들기', 'Live Coding: Building a Shop', 'ライブコーディング：ショップを作る'),
    pitch: t('처음부터 끝까지 함께 만들어요.', 'We build it together, start to finish.', '最初から最後まで一緒に作ります。'),
    categories: [18],
    tag: 29,
    rating: 4.2,
    reviews: 11,
    options: [session(1, -3, 20000, 15000, 20), session(2, 5, 20000, 15000, 20)],
  },
  {
    id: 508,
    type: 'live',
    title: t('라이브 빵 굽기', 'Live Bread Baking', 'ライブ・パン作り'),
    pitch: t('지난 라이브: 모든 회차가 끝났어요.', 'Past live: every session has ended.', '終了したライブです。'),
    categories: [20],
    tag: 28,
    rating: 4.8,
    reviews: 64,
    options: [session(1, -14, 25000, undefined, 10), session(2, -7, 25000, undefined, 10)],
  },
  {
    id: 509,
    type: 'live',
    title: t('포트폴리오 리뷰 라이브', 'Portfolio Review Live', 'ポートフォリオレビュー・ライブ'),
    pitch: t('현업 디자이너가 포트폴리오를 봐 드려요.', 'Working designers review your portfolio.', '現役デザイナーがポートフォリオを講評します。'),
    categories: [19],
    tag: 27,
    rating: 4.6,
    reviews: 22,
    options: [session(1, 10, 40000), session(2, 17, 40000)],
    quirks: { numeric_strings: true },
  },
  {
    id: 510,
    type: 'offline',
    title: t('서울 도자기 공방', 'Seoul Pottery Workshop', 'ソウル陶芸工房'),
    pitch: t('물레로 나만의 그릇을 만들어요.', 'Throw your own bowl on the wheel.', 'ろくろで自分の器を作ります。'),
    categories: [19],
    tag: 28,
    rating: 4.9,
    reviews: 41,
    options: [session(1, -5, 85000, undefined, 14, 3), session(2, 12, 85000, undefined, 14, 3), session(3, 26, 85000, undefined, 14, 3)],
  },
  {
    id: 511,
    type: 'offline',
    title: t('도쿄 디자인 밋업', 'Tokyo Design Meetup', '東京デザインミートアップ'),
    pitch: t('디자이너들의 저녁 모임.', 'An evening meetup for designers.', 'デザイナーの夜の集まり。'),
    categories: [19],
    tag: 28,
    rating: 4.3,
    reviews: 9,
    options: [session(1, -20, 15000, undefined, 18, 3), session(2, 30, 15000, undefined, 18, 3)],
    quirks: { legacy_class_id: 40511 },
  },
  {
    id: 512,
    type: 'offline',
    title: t('북한산 당일 산행', 'Hiking Day Trip: Bukhansan', '北漢山日帰りハイキング'),
    pitch: t('가이드와 함께하는 당일 산행.', 'A guided day hike.', 'ガイド付きの日帰りハイキング。'),
    categories: [14],
    tag: 28,
    rating: 4.7,
    reviews: 27,
    options: [session(1, 9, 45000, 39000, 8, 8)],
    quirks: { numeric_strings: true },
  },
  {
    id: 513,
    type: 'offline',
    title: t('칼 다루기 클래스', 'Knife Skills Class', '包丁さばき教室'),
    pitch: t('안전하고 빠른 칼질.', 'Safe, fast knife work.', '安全で速い包丁さばき。'),
    categories: [20],
    tag: 26,
    rating: 4.5,
    reviews: 15,
    options: [session(1, -2, 70000, undefined, 11, 3), session(2, 4, 70000, undefined, 11, 3)],
  },
  {
    id: 514,
    type: 'digital_content',
    title: t('UI 아이콘 팩', 'UI Icon Pack', 'UIアイコンパック'),
    pitch: t('SVG 아이콘 1,200개.', '1,200 SVG icons.', 'SVGアイコン1,200個。'),
    categories: [19],
    tag: 29,
    rating: 4.6,
    reviews: 73,
    options: [
      { title: t('개인용', 'Personal license', '個人利用'), price: 19000 },
      { title: t('상업용', 'Commercial license', '商用利用'), price: 59000 },
    ],
  },
  {
    id: 515,
    type: 'digital_content',
    title: t('레시피 전자책', 'Recipe E-book', 'レシピ電子書籍'),
    pitch: t('50가지 레시피를 담은 전자책.', 'Fifty recipes, as an e-book.', '50のレシピを収めた電子書籍。'),
    categories: [20],
    tag: 26,
    rating: 4.1,
    reviews: 12,
    options: [
      { title: t('PDF', 'PDF', 'PDF'), price: 12000 },
      { title: t('PDF + EPUB', 'PDF + EPUB', 'PDF + EPUB'), price: 15000, sale: 12900 },
    ],
    quirks: { numeric_strings: true },
  },
  {
    id: 516,
    type: 'digital_content',
    title: t('브러시 폰트 패밀리', 'Brush Font Family', 'ブラシフォントファミリー'),
    pitch: t('', '', ''),
    categories: [19],
    tag: 30,
    rating: 3.9,
    reviews: 5,
    options: [{ title: t('데스크톱 라이선스', 'Desktop license', 'デスクトップライセンス'), price: 39000 }],
    description: xssDescription,
  },
  {
    id: 517,
    type: 'vod',
    title: t('입문 사진 수업', 'Photography for Beginners', '写真入門'),
    pitch: t('수료증이 나오는 사진 입문 강의.', 'A beginner course with a certificate.', '修了証付きの写真入門講座。'),
    categories: [19],
    tag: 30,
    rating: 4.7,
    reviews: 96,
    options: [lifetime(79000)],
    chapters: [
      {
        title: t('카메라', 'The camera', 'カメラ'),
        lessons: [l('노출', 'Exposure', '露出', '12:40'), l('초점', 'Focus', 'ピント', '09:50')],
      },
      {
        title: t('빛', 'Light', '光'),
        lessons: [l('자연광', 'Natural light', '自然光', '11:00'), l('실내 조명', 'Indoor light', '室内照明', '10:30')],
      },
      {
        title: t('구도', 'Composition', '構図'),
        lessons: [l('삼분할', 'The rule of thirds', '三分割法', '08:20'), l('과제', 'Assignment', '課題', '03:00', { no_media: true })],
      },
    ],
  },
  {
    id: 518,
    type: 'digital_content',
    title: t('라이트룸 프리셋', 'Lightroom Presets', 'Lightroomプリセット'),
    pitch: t('필름 느낌 프리셋 30종.', 'Thirty film-look presets.', 'フィルム風プリセット30種。'),
    categories: [19],
    rating: 4.0,
    reviews: 8,
    options: [{ title: t('프리셋 30종', '30 presets', 'プリセット30種'), price: 25000, sale: 19000 }],
  },
];

export function seedContents(image: ImageUrl, now: number, publicUrl: string): ContentRecord[] {
  let nextOptionId = 5001;
  let nextChapterId = 6001;
  let nextCurriculumId = 7001;
  return SPECS.map((spec, index): ContentRecord => {
    const slug = `c${spec.id}-${slugify(spec.title.en)}`;
    if (spec.type === 'vod' && spec.options.length !== 1) throw new Error(`seed content ${spec.id}: a vod has exactly one option`);
    const options = spec.options.map((o): ContentOptionRecord => {
      const starts_at = o.day === undefined ? null : seoulAt(now, o.day, o.hour ?? 19);
      if (o.id !== undefined) nextOptionId = o.id;
      return {
        option_id: nextOptionId++,
        title: o.title,
        description: o.description ?? o.title,
        price: o.price,
        sale_price: o.sale ?? o.price,
        starts_at,
        ends_at: starts_at === null ? null : starts_at + (o.hours ?? 2) * 3_600_000,
      };
    });
    const chapters = (spec.chapters ?? []).map((chapter, chapterIndex): ChapterRecord => ({
      chapter_id: nextChapterId++,
      title: chapter.title,
      items: chapter.lessons.map((lesson, lessonIndex): LessonRecord => {
        const curriculum_id = nextCurriculumId++;
        return {
          curriculum_id,
          title: lesson.title,
          duration_text: lesson.duration_text,
          is_preview: chapterIndex === 0 && lessonIndex === 0,
          media_url: lesson.no_media ? '' : `${publicUrl}/__sandbox/media/${curriculum_id}.m3u8`,
          reference_url: `https://example.com/notes/${spec.id}/${curriculum_id}`,
        };
      }),
    }));
    return {
      content_id: spec.id,
      content_type: spec.type,
      title: spec.title,
      description: spec.description ? spec.description() : contentDescription(spec.pitch),
      category_ids: spec.categories,
      tag_ids: spec.tag === undefined ? [] : [spec.tag],
      created_at: now - (SPECS.length - index) * 86_400_000,
      image: image(slug),
      additional_images: [image(`${slug}-scene`)],
      review_count: spec.reviews,
      average_rating: spec.rating,
      options,
      chapters,
      quirks: spec.quirks ?? {},
    };
  });
}
