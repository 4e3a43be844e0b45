/**
 * Seller HTML for descriptions: a plain template, two rich ones (headings, lists, images, links,
 * tables), and the XSS payloads that the front end must neutralize.
 */
import type { Translated } from '../store.js';
import type { ImageUrl } from './text.js';
import { t } from './text.js';

/** Every payload listed in docs/sandbox.md, in seller HTML. Each one sets `window.__xss`. */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<form action="https://evil.example"><input name=q></form>',
  '<style>body{display:none}</style>',
  '<svg onload="window.__xss=1"></svg>',
] as const;

export function xssDescription(): Translated {
  const payloads = XSS_PAYLOADS.join('\n');
  return t(
    `<p>판매자 HTML 테스트: 아래 내용은 모두 무력화되어야 합니다.</p>\n${payloads}\n<p>페이로드 뒤의 안전한 문장.</p>`,
    `<p>Seller HTML test: everything below must be neutralized.</p>\n${payloads}\n<p>Safe text after the payloads.</p>`,
    `<p>販売者HTMLのテスト：以下はすべて無害化される必要があります。</p>\n${payloads}\n<p>ペイロードの後の安全な文。</p>`,
  );
}

/** A short, harmless description built from a one-line pitch. */
export function plainDescription(pitch: Translated): Translated {
  return t(
    `<p>${pitch.ko}</p>\n<ul>\n<li>평일 오후 2시 이전 주문은 당일 출고됩니다.</li>\n<li>수령 후 7일 이내 교환·반품할 수 있습니다.</li>\n</ul>`,
    `<p>${pitch.en}</p>\n<ul>\n<li>Orders placed before 2 pm on weekdays ship the same day.</li>\n<li>Exchanges and returns within 7 days of delivery.</li>\n</ul>`,
    `<p>${pitch.ja}</p>\n<ul>\n<li>平日14時までのご注文は当日発送します。</li>\n<li>お届け後7日以内の交換・返品を承ります。</li>\n</ul>`,
  );
}

/** Rich seller HTML: headings, an ordered list, a table, an image and a link. */
export function cookbookDescription(image: ImageUrl): Translated {
  const table = (h: [string, string, string], rows: [string, string, string][]): string =>
    `<table>\n<thead><tr><th>${h[0]}</th><th>${h[1]}</th><th>${h[2]}</th></tr></thead>\n<tbody>\n${rows
      .map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td></tr>`)
      .join('\n')}\n</tbody>\n</table>`;
  return t(
    `<h2>서울 집밥</h2>\n<p>매일 차리는 <strong>한식 집밥</strong> 80가지.</p>\n<img src="${image('p128-seoul-home-cooking-spread')}" alt="책 속 펼친 면" width="400" height="400">\n<h3>차례</h3>\n<ol>\n<li>국과 찌개</li>\n<li>반찬</li>\n<li>한 그릇 요리</li>\n</ol>\n${table(
      ['판형', '쪽수', '무게'],
      [
        ['양장', '320', '1.1 kg'],
        ['무선', '320', '0.8 kg'],
      ],
    )}\n<p>저자 인터뷰는 <a href="https://example.com/interview">출판사 블로그</a>에서 읽을 수 있습니다.</p>`,
    `<h2>Seoul Home Cooking</h2>\n<p>Eighty <strong>everyday Korean</strong> dishes.</p>\n<img src="${image('p128-seoul-home-cooking-spread')}" alt="A spread from the book" width="400" height="400">\n<h3>Contents</h3>\n<ol>\n<li>Soups and stews</li>\n<li>Side dishes</li>\n<li>One-bowl meals</li>\n</ol>\n${table(
      ['Format', 'Pages', 'Weight'],
      [
        ['Hardcover', '320', '1.1 kg'],
        ['Paperback', '320', '0.8 kg'],
      ],
    )}\n<p>Read the author interview on <a href="https://example.com/interview">the publisher's blog</a>.</p>`,
    `<h2>ソウルの家庭料理</h2>\n<p>毎日の<strong>韓国家庭料理</strong>80品。</p>\n<img src="${image('p128-seoul-home-cooking-spread')}" alt="本の見開き" width="400" height="400">\n<h3>目次</h3>\n<ol>\n<li>スープと鍋</li>\n<li>おかず</li>\n<li>丼もの</li>\n</ol>\n${table(
      ['判型', 'ページ', '重さ'],
      [
        ['ハードカバー', '320', '1.1 kg'],
        ['ペーパーバック', '320', '0.8 kg'],
      ],
    )}\n<p>著者インタビューは<a href="https://example.com/interview">出版社のブログ</a>で読めます。</p>`,
  );
}

/** Rich seller HTML: several images, a nested list, a blockquote and links. */
export function fieldGuideDescription(image: ImageUrl): Translated {
  const imgs = `<p><img src="${image('p129-field-guide-to-birds-magpie')}" alt="Magpie" width="300" height="300"> <img src="${image('p129-field-guide-to-birds-heron')}" alt="Heron" width="300" height="300"></p>`;
  return t(
    `<h2>새 도감</h2>\n${imgs}\n<ul>\n<li>텃새 120종\n<ul><li>도시</li><li>습지</li></ul>\n</li>\n<li>철새 80종</li>\n</ul>\n<blockquote>“산책이 달라집니다.” — 독자 리뷰</blockquote>\n<p><a href="https://example.com/birds" target="_blank" rel="noopener">탐조 지도 보기</a></p>`,
    `<h2>Field Guide to Birds</h2>\n${imgs}\n<ul>\n<li>120 resident species\n<ul><li>City</li><li>Wetland</li></ul>\n</li>\n<li>80 migrant species</li>\n</ul>\n<blockquote>“It changes your walks.” — a reader</blockquote>\n<p><a href="https://example.com/birds" target="_blank" rel="noopener">Open the birding map</a></p>`,
    `<h2>野鳥図鑑</h2>\n${imgs}\n<ul>\n<li>留鳥120種\n<ul><li>都市</li><li>湿地</li></ul>\n</li>\n<li>渡り鳥80種</li>\n</ul>\n<blockquote>「散歩が変わります。」— 読者レビュー</blockquote>\n<p><a href="https://example.com/birds" target="_blank" rel="noopener">探鳥マップを見る</a></p>`,
  );
}

/** Content description from a pitch, with a short "what you get" list. */
export function contentDescription(pitch: Translated): Translated {
  return t(
    `<p>${pitch.ko}</p>\n<h3>이런 분께 추천해요</h3>\n<ul>\n<li>처음 시작하는 분</li>\n<li>기초를 다시 다지고 싶은 분</li>\n</ul>`,
    `<p>${pitch.en}</p>\n<h3>Who it is for</h3>\n<ul>\n<li>Newcomers</li>\n<li>Anyone who wants to revisit the basics</li>\n</ul>`,
    `<p>${pitch.ja}</p>\n<h3>こんな方におすすめ</h3>\n<ul>\n<li>初めての方</li>\n<li>基礎を見直したい方</li>\n</ul>`,
  );
}
