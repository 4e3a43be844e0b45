/**
 * The product seed: 33 products (101…133) in 6 categories, variants numbered from 1001 in
 * product order. Like any product sent through the server API, each has one category and at
 * most one tag. docs/sandbox.md lists which ids exercise which rule.
 */
import type {
  BuyerInputOptionRecord,
  DisplayType,
  OptionAxisRecord,
  ProductQuirks,
  ProductRecord,
  ShippingRecord,
  Translated,
  VariantRecord,
} from '../store.js';
import { cookbookDescription, fieldGuideDescription, plainDescription, xssDescription } from './html.js';
import { type ImageUrl, slugify, t } from './text.js';

interface ValueSpec {
  value: string;
  label: Translated;
  hex?: string;
  /** Serve a per-value image (`p<id>-<slug>-<value>`). */
  image?: boolean;
  /** Added to the base price (and sale price) of variants with this value. */
  extra?: number;
}

interface AxisSpec {
  name: string;
  display: DisplayType;
  values: ValueSpec[];
}

interface ProductSpec {
  id: number;
  name: Translated;
  pitch: Translated;
  /** A product has one category (server API `category_id`). */
  category: number;
  /** At most one tag (server API rule). */
  tag?: number;
  price: number;
  sale?: number;
  axes?: AxisSpec[];
  /** Stock for every variant (default 25), or per variant label such as "Sky / S". */
  stock?: number;
  stockByLabel?: Record<string, number>;
  /** Labels of inactive variants. */
  inactive?: string[];
  min?: number;
  unit?: number;
  shipping: ShippingRecord;
  inputs?: BuyerInputOptionRecord[];
  quirks?: ProductQuirks;
  description?: (image: ImageUrl) => Translated;
}

const v = (value: string, label: Translated, more: Omit<ValueSpec, 'value' | 'label'> = {}): ValueSpec => ({
  value,
  label,
  ...more,
});
const same = (value: string, more: Omit<ValueSpec, 'value' | 'label'> = {}): ValueSpec => v(value, t(value, value, value), more);

const FREE: ShippingRecord = { shipping_fee: 0, free_over: null };
const fee = (shipping_fee: number, free_over: number | null = null): ShippingRecord => ({ shipping_fee, free_over });

const SIZES = ['S', 'M', 'L'].map((s) => same(s));

/** The options' names in ko, en and ja (an axis is named by its English name, as its variants are by their values). */
const OPTION_NAMES: Record<string, Translated> = {
  Color: t('색상', 'Color', 'カラー'),
  Size: t('사이즈', 'Size', 'サイズ'),
  Fit: t('핏', 'Fit', 'フィット'),
  Format: t('형식', 'Format', '形式'),
  Grind: t('분쇄도', 'Grind', '挽き目'),
  Language: t('언어', 'Language', '言語'),
  Length: t('길이', 'Length', '長さ'),
  Capacity: t('용량', 'Capacity', '容量'),
  Nib: t('펜촉', 'Nib', 'ペン先'),
};

function optionName(productId: number, name: string): Translated {
  const names = OPTION_NAMES[name];
  if (!names) throw new Error(`seed product ${productId}: the option ${name} has no names in ko, en and ja (OPTION_NAMES)`);
  return names;
}

const SPECS: ProductSpec[] = [
  {
    id: 101,
    name: t('리넨 셔츠', 'Linen Shirt', 'リネンシャツ'),
    pitch: t('가볍고 시원한 리넨 100% 셔츠.', 'A light shirt in pure linen.', '軽くて涼しいリネン100%のシャツ。'),
    category: 11,
    tag: 21,
    price: 39000,
    axes: [
      {
        name: 'Color',
        display: 'color_swatch',
        values: [
          v('White', t('화이트', 'White', 'ホワイト'), { hex: '#F4F1EA', image: true }),
          v('Sky', t('스카이', 'Sky', 'スカイ'), { hex: '#8EB8E5', image: true }),
          v('Sage', t('세이지', 'Sage', 'セージ'), { hex: '#9CAF88', image: true }),
        ],
      },
      { name: 'Size', display: 'radio', values: [...SIZES, same('XL', { extra: 2000 })] },
    ],
    inactive: ['Sage / XL'],
    stockByLabel: { 'Sky / S': 2 },
    shipping: fee(3000, 50000),
  },
  {
    id: 102,
    name: t('코튼 티셔츠', 'Cotton T-Shirt', 'コットンTシャツ'),
    pitch: t('매일 입기 좋은 두툼한 코튼 티셔츠.', 'A heavy cotton tee for every day.', '毎日着たい厚手のコットンTシャツ。'),
    category: 11,
    tag: 22,
    price: 19000,
    sale: 15000,
    axes: [{ name: 'Size', display: 'dropdown', values: [...SIZES, same('XL'), same('XXL')] }],
    shipping: FREE,
    quirks: { numeric_strings: true },
  },
  {
    id: 103,
    name: t('울 비니', 'Wool Beanie', 'ウールビーニー'),
    pitch: t('부드러운 메리노 울 비니.', 'A soft merino wool beanie.', '柔らかなメリノウールのビーニー。'),
    category: 11,
    tag: 25,
    price: 25000,
    sale: 21000,
    axes: [
      {
        name: 'Color',
        display: 'color_swatch',
        values: [
          v('Charcoal', t('차콜', 'Charcoal', 'チャコール'), { hex: '#36454F' }),
          v('Mustard', t('머스타드', 'Mustard', 'マスタード'), { hex: '#E1AD01' }),
          v('Forest', t('포레스트', 'Forest', 'フォレスト'), { hex: '#228B22' }),
        ],
      },
    ],
    shipping: fee(3000),
    quirks: { legacy_id: 90103, is_on_sale_as: 'string' },
  },
  {
    id: 104,
    name: t('레인 재킷', 'Rain Jacket', 'レインジャケット'),
    pitch: t('가볍게 접히는 방수 재킷.', 'A waterproof jacket that packs small.', '小さくたためる防水ジャケット。'),
    category: 16,
    tag: 24,
    price: 89000,
    axes: [
      {
        name: 'Color',
        display: 'color_swatch',
        values: [
          v('Navy', t('네이비', 'Navy', 'ネイビー'), { hex: '#1F2A44', image: true }),
          v('Olive', t('올리브', 'Olive', 'オリーブ'), { hex: '#708238', image: true }),
          v('Yellow', t('옐로', 'Yellow', 'イエロー'), { hex: '#F2C94C', image: true }),
        ],
      },
      { name: 'Size', display: 'dropdown', values: SIZES },
      {
        name: 'Fit',
        display: 'radio',
        values: [v('Regular', t('레귤러', 'Regular', 'レギュラー')), v('Relaxed', t('릴랙스', 'Relaxed', 'リラックス'))],
      },
    ],
    stockByLabel: { 'Yellow / L / Relaxed': 0 },
    shipping: FREE,
    quirks: { variant_without_product_id: true },
  },
  {
    id: 105,
    name: t('캔버스 스니커즈', 'Canvas Sneakers', 'キャンバススニーカー'),
    pitch: t('전 사이즈 품절된 인기 스니커즈.', 'Popular sneakers, sold out in every size.', '全サイズ完売の人気スニーカー。'),
    category: 11,
    tag: 22,
    price: 59000,
    axes: [{ name: 'Size', display: 'dropdown', values: ['230', '240', '250', '260', '270'].map((s) => same(s)) }],
    stock: 0,
    shipping: fee(3000, 50000),
  },
  {
    id: 106,
    name: t('데일리 양말 3팩', 'Everyday Socks 3-Pack', 'デイリーソックス3足組'),
    pitch: t('2팩부터 주문할 수 있어요.', 'Sold from two packs.', '2パックからご注文いただけます。'),
    category: 11,
    tag: 22,
    price: 9000,
    min: 2,
    shipping: fee(3000, 30000),
  },
  {
    id: 107,
    name: t('자수 캡', 'Embroidered Cap', '刺繍キャップ'),
    pitch: t('이니셜 자수를 넣을 수 있는 캡.', 'A cap with optional embroidered initials.', 'イニシャル刺繍を入れられるキャップ。'),
    category: 11,
    tag: 23,
    price: 29000,
    axes: [
      {
        name: 'Color',
        display: 'radio',
        values: [v('Black', t('블랙', 'Black', 'ブラック')), v('Beige', t('베이지', 'Beige', 'ベージュ'))],
      },
    ],
    inputs: [
      {
        input_option_id: 307,
        label: t('이니셜', 'Initials', 'イニシャル'),
        input_type: 'text',
        placeholder: t('예: MJ', 'e.g. MJ', '例：MJ'),
        is_required: false,
        max_length: 3,
        sort_order: 1,
        status: 'active',
      },
    ],
    shipping: fee(3000),
  },
  {
    id: 108,
    name: t('각인 도마', 'Engraved Cutting Board', '名入れカッティングボード'),
    pitch: t('원하는 문구를 새겨 드리는 원목 도마.', 'A walnut board engraved with your words.', 'お好きな言葉を刻むウォールナットのボード。'),
    category: 12,
    tag: 23,
    price: 45000,
    axes: [
      {
        name: 'Size',
        display: 'radio',
        values: [v('Small', t('소', 'Small', '小')), v('Large', t('대', 'Large', '大'), { extra: 15000 })],
      },
    ],
    inputs: [
      {
        input_option_id: 301,
        label: t('각인 문구', 'Engraving text', '刻印する文字'),
        input_type: 'text',
        placeholder: t('20자 이내', 'Up to 20 characters', '20文字以内'),
        is_required: true,
        max_length: 20,
        sort_order: 1,
        status: 'active',
      },
      {
        input_option_id: 302,
        label: t('선물 메시지', 'Gift message', 'ギフトメッセージ'),
        input_type: 'textarea',
        placeholder: t('카드에 적어 드립니다', 'Written on a card', 'カードに書いてお届けします'),
        is_required: false,
        max_length: 200,
        sort_order: 2,
        status: 'active',
      },
      {
        input_option_id: 303,
        label: t('희망 배송일', 'Preferred delivery date', '配達希望日'),
        input_type: 'date',
        placeholder: t('', '', ''),
        is_required: false,
        max_length: null,
        sort_order: 3,
        status: 'active',
      },
      {
        input_option_id: 304,
        label: t('희망 배송 시간', 'Preferred delivery time', '配達希望時間'),
        input_type: 'time',
        placeholder: t('', '', ''),
        is_required: false,
        max_length: null,
        sort_order: 4,
        status: 'active',
      },
      {
        input_option_id: 305,
        label: t('매장 픽업 일시', 'Store pickup at', '店舗受け取り日時'),
        input_type: 'datetime',
        placeholder: t('', '', ''),
        is_required: false,
        max_length: null,
        sort_order: 5,
        status: 'active',
      },
      {
        input_option_id: 306,
        label: t('내부 메모', 'Internal note', '内部メモ'),
        input_type: 'text',
        placeholder: t('', '', ''),
        is_required: false,
        max_length: 50,
        sort_order: 6,
        status: 'hidden',
      },
    ],
    shipping: fee(3000, 50000),
  },
  {
    id: 109,
    name: t('세라믹 머그', 'Ceramic Mug', 'セラミックマグ'),
    pitch: t('손으로 빚은 350ml 머그.', 'A hand-thrown 350 ml mug.', '手作りの350mlマグ。'),
    category: 12,
    tag: 24,
    price: 18000,
    axes: [
      {
        name: 'Color',
        display: 'color_swatch',
        values: [
          v('Cream', t('크림', 'Cream', 'クリーム'), { hex: '#F3E9D2', image: true }),
          v('Blue', t('블루', 'Blue', 'ブルー'), { hex: '#3D6FB6', image: true }),
          v('Terracotta', t('테라코타', 'Terracotta', 'テラコッタ'), { hex: '#C8553D', image: true }),
        ],
      },
    ],
    shipping: fee(3000, 30000),
  },
  {
    id: 110,
    name: t('셰프 나이프', "Chef's Knife", 'シェフナイフ'),
    pitch: t('21cm 다마스커스 셰프 나이프.', 'A 21 cm Damascus chef’s knife.', '21cmのダマスカス牛刀。'),
    category: 12,
    tag: 22,
    price: 120000,
    shipping: FREE,
    quirks: { numeric_strings: true },
  },
  {
    id: 111,
    name: t('원두 200g', 'Coffee Beans 200 g', 'コーヒー豆 200g'),
    pitch: t('매주 볶는 싱글 오리진. 2봉부터 주문 가능.', 'Single origin, roasted weekly. Sold from two bags.', '毎週焙煎のシングルオリジン。2袋から。'),
    category: 12,
    tag: 21,
    price: 16000,
    axes: [
      {
        name: 'Grind',
        display: 'radio',
        values: [
          v('Whole bean', t('홀빈', 'Whole bean', '豆のまま')),
          v('Filter', t('핸드드립용', 'Filter', 'ドリップ用')),
          v('Espresso', t('에스프레소용', 'Espresso', 'エスプレッソ用')),
        ],
      },
    ],
    min: 2,
    shipping: fee(3000, 30000),
  },
  {
    id: 112,
    name: t('티타월 세트', 'Tea Towel Set', 'ティータオルセット'),
    pitch: t('리넨 티타월 3장.', 'Three linen tea towels.', 'リネンのティータオル3枚。'),
    category: 12,
    tag: 24,
    price: 22000,
    sale: 17600,
    shipping: fee(3000),
    quirks: { is_on_sale_as: 'int' },
  },
  {
    id: 113,
    name: t('무쇠 팬', 'Cast Iron Pan', '鋳鉄フライパン'),
    pitch: t('평생 쓰는 무쇠 팬.', 'A cast iron pan for life.', '一生使える鋳鉄フライパン。'),
    category: 12,
    tag: 22,
    price: 65000,
    axes: [
      {
        name: 'Size',
        display: 'dropdown',
        values: [same('20 cm'), same('24 cm', { extra: 10000 }), same('28 cm', { extra: 20000 })],
      },
    ],
    shipping: fee(4000),
    quirks: { shipping_field: 'shipping_details' },
  },
  {
    id: 114,
    name: t('유리 보관 용기', 'Glass Storage Jar', 'ガラス保存容器'),
    pitch: t('3개 단위로 판매합니다.', 'Sold in sets of three.', '3個単位で販売します。'),
    category: 12,
    tag: 24,
    price: 7000,
    min: 3,
    unit: 3,
    shipping: fee(3000, 50000),
  },
  {
    id: 115,
    name: t('도트 노트', 'Dot Grid Notebook', 'ドット方眼ノート'),
    pitch: t('만년필에 강한 100g 종이.', '100 g paper that loves fountain pens.', '万年筆に強い100gの紙。'),
    category: 13,
    tag: 21,
    price: 12000,
    axes: [
      {
        name: 'Color',
        display: 'color_swatch',
        values: [
          v('Kraft', t('크라프트', 'Kraft', 'クラフト'), { hex: '#C3A47A' }),
          v('Black', t('블랙', 'Black', 'ブラック'), { hex: '#1B1B1B' }),
          v('Sage', t('세이지', 'Sage', 'セージ'), { hex: '#9CAF88' }),
        ],
      },
      { name: 'Size', display: 'radio', values: [same('A5'), same('B6', { extra: -2000 })] },
    ],
    shipping: FREE,
  },
  {
    id: 116,
    name: t('만년필', 'Fountain Pen', '万年筆'),
    pitch: t('스틸 닙 만년필.', 'A steel-nib fountain pen.', 'スチールニブの万年筆。'),
    category: 13,
    tag: 25,
    price: 78000,
    sale: 62400,
    axes: [
      { name: 'Nib', display: 'radio', values: [same('F'), same('M'), same('B')] },
      {
        name: 'Color',
        display: 'color_swatch',
        values: [v('Black', t('블랙', 'Black', 'ブラック'), { hex: '#111111' }), v('Burgundy', t('버건디', 'Burgundy', 'バーガンディ'), { hex: '#800020' })],
      },
    ],
    shipping: FREE,
    quirks: { is_on_sale_as: 'int' },
  },
  {
    id: 117,
    name: t('마스킹 테이프 세트', 'Washi Tape Set', 'マスキングテープセット'),
    pitch: t('계절 색 마스킹 테이프 6롤.', 'Six rolls in seasonal colors.', '季節の色のテープ6巻。'),
    category: 13,
    tag: 23,
    price: 8500,
    shipping: fee(2500),
    quirks: { image_field: 'mainImage' },
  },
  {
    id: 118,
    name: t('색연필 12색', 'Colored Pencils, 12 Colors', '色鉛筆12色'),
    pitch: t('2세트부터 주문할 수 있어요.', 'Sold from two sets.', '2セットからご注文いただけます。'),
    category: 13,
    price: 14000,
    min: 2,
    shipping: fee(2500),
    quirks: { image_field: 'img' },
  },
  {
    id: 119,
    name: t('탁상 달력', 'Desk Calendar', '卓上カレンダー'),
    pitch: t('매달 다른 일러스트.', 'A new illustration every month.', '毎月違うイラスト。'),
    category: 13,
    tag: 21,
    price: 15000,
    sale: 9900,
    shipping: fee(2500),
    quirks: { image_field: 'details' },
  },
  {
    id: 120,
    name: t('스티커 팩', 'Sticker Pack', 'ステッカーパック'),
    pitch: t('', '', ''),
    category: 13,
    tag: 23,
    price: 5000,
    shipping: fee(2500),
    description: () => xssDescription(),
  },
  {
    id: 121,
    name: t('가죽 필통', 'Leather Pencil Case', 'レザーペンケース'),
    pitch: t('쓸수록 멋이 나는 소가죽 필통.', 'A cowhide case that ages well.', '使うほど味が出る牛革ペンケース。'),
    category: 13,
    tag: 22,
    price: 32000,
    axes: [
      {
        name: 'Color',
        display: 'color_swatch',
        values: [v('Tan', t('탄', 'Tan', 'タン'), { hex: '#D2B48C' }), v('Black', t('블랙', 'Black', 'ブラック'), { hex: '#1B1B1B' })],
      },
    ],
    shipping: fee(3000),
    quirks: { legacy_id: 90121 },
  },
  {
    id: 122,
    name: t('캠핑 의자', 'Camping Chair', 'キャンプチェア'),
    pitch: t('1kg의 접이식 의자.', 'A folding chair that weighs 1 kg.', '重さ1kgの折りたたみチェア。'),
    category: 14,
    tag: 22,
    price: 69000,
    axes: [
      {
        name: 'Color',
        display: 'radio',
        values: [v('Khaki', t('카키', 'Khaki', 'カーキ')), v('Navy', t('네이비', 'Navy', 'ネイビー'))],
      },
    ],
    shipping: fee(5000, 100000),
  },
  {
    id: 123,
    name: t('트레킹 폴', 'Trekking Poles', 'トレッキングポール'),
    pitch: t('카본 트레킹 폴 한 쌍.', 'A pair of carbon trekking poles.', 'カーボンのトレッキングポール2本組。'),
    category: 14,
    price: 54000,
    axes: [{ name: 'Length', display: 'dropdown', values: [same('110 cm'), same('120 cm'), same('130 cm')] }],
    shipping: fee(3000),
    quirks: { numeric_strings: true },
  },
  {
    id: 124,
    name: t('보온 보냉 보틀', 'Insulated Bottle', '保温保冷ボトル'),
    pitch: t('24시간 보냉, 12시간 보온.', 'Cold for 24 hours, hot for 12.', '保冷24時間、保温12時間。'),
    category: 14,
    tag: 24,
    price: 32000,
    sale: 27000,
    axes: [
      {
        name: 'Color',
        display: 'color_swatch',
        values: [
          v('Steel', t('스틸', 'Steel', 'スチール'), { hex: '#A8A9AD' }),
          v('Coral', t('코랄', 'Coral', 'コーラル'), { hex: '#FF7F50' }),
          v('Mint', t('민트', 'Mint', 'ミント'), { hex: '#98D7C2' }),
        ],
      },
      { name: 'Capacity', display: 'radio', values: [same('500 ml'), same('750 ml', { extra: 4000 })] },
    ],
    shipping: FREE,
    quirks: { is_on_sale_as: 'int' },
  },
  {
    id: 125,
    name: t('헤드램프', 'Headlamp', 'ヘッドランプ'),
    pitch: t('400루멘 충전식 헤드램프.', 'A rechargeable 400-lumen headlamp.', '400ルーメンの充電式ヘッドランプ。'),
    category: 14,
    price: 27000,
    shipping: fee(3000),
    quirks: { shipping_field: 'shippingDetails' },
  },
  {
    id: 126,
    name: t('피크닉 매트', 'Picnic Blanket', 'ピクニックブランケット'),
    pitch: t('방수 바닥의 피크닉 매트.', 'A blanket with a waterproof back.', '防水裏地のピクニックブランケット。'),
    category: 14,
    tag: 23,
    price: 38000,
    shipping: fee(3000, 50000),
    quirks: { shipping_field: 'details' },
  },
  {
    id: 127,
    name: t('2인용 돔 텐트', 'Two-Person Dome Tent', '2人用ドームテント'),
    pitch: t('혼자서도 5분이면 설치.', 'Pitched in five minutes, alone.', '一人でも5分で設営。'),
    category: 14,
    tag: 25,
    price: 189000,
    axes: [
      {
        name: 'Color',
        display: 'dropdown',
        values: [v('Green', t('그린', 'Green', 'グリーン')), v('Orange', t('오렌지', 'Orange', 'オレンジ'))],
      },
    ],
    shipping: fee(8000),
  },
  {
    id: 128,
    name: t('서울 집밥', 'Seoul Home Cooking', 'ソウルの家庭料理'),
    pitch: t('', '', ''),
    category: 15,
    tag: 22,
    price: 28000,
    axes: [
      {
        name: 'Format',
        display: 'radio',
        values: [v('Hardcover', t('양장', 'Hardcover', 'ハードカバー')), v('Paperback', t('무선', 'Paperback', 'ペーパーバック'), { extra: -8000 })],
      },
    ],
    shipping: FREE,
    quirks: { numeric_strings: true },
    description: cookbookDescription,
  },
  {
    id: 129,
    name: t('새 도감', 'Field Guide to Birds', '野鳥図鑑'),
    pitch: t('', '', ''),
    category: 15,
    tag: 21,
    price: 24000,
    shipping: FREE,
    description: fieldGuideDescription,
  },
  {
    id: 130,
    name: t('비 오는 날의 시', 'Poems for Rainy Days', '雨の日の詩'),
    pitch: t('비 오는 날 읽는 시 60편.', 'Sixty poems for a rainy day.', '雨の日に読む詩60編。'),
    category: 15,
    price: 13000,
    shipping: FREE,
    quirks: { image_field: 'img' },
  },
  {
    id: 131,
    name: t('사진집: 제주', 'Photo Book: Jeju', '写真集：済州'),
    pitch: t('사계절 제주 사진 120장.', 'Jeju in 120 photos, across four seasons.', '四季の済州、写真120枚。'),
    category: 15,
    tag: 25,
    price: 42000,
    sale: 35000,
    shipping: FREE,
  },
  {
    id: 132,
    name: t('그림책 세트', 'Picture Book Set', '絵本セット'),
    pitch: t('세 가지 언어로 읽는 그림책 5권.', 'Five picture books, in three languages.', '3か国語で読める絵本5冊。'),
    category: 15,
    tag: 23,
    price: 36000,
    axes: [
      {
        name: 'Language',
        display: 'dropdown',
        values: [v('Korean', t('한국어', 'Korean', '韓国語')), v('English', t('영어', 'English', '英語')), v('Japanese', t('일본어', 'Japanese', '日本語'))],
      },
    ],
    shipping: FREE,
  },
  {
    id: 133,
    name: t('여행 일기장', 'Travel Journal', 'トラベルジャーナル'),
    pitch: t('지도와 체크리스트가 있는 일기장.', 'A journal with maps and checklists.', '地図とチェックリスト付きの日記帳。'),
    category: 15,
    tag: 21,
    price: 19000,
    shipping: fee(2500),
  },
];

/** All combinations of the axes' values, in axis order. */
function combinations(axes: AxisSpec[]): ValueSpec[][] {
  return axes.reduce<ValueSpec[][]>((acc, axis) => acc.flatMap((combo) => axis.values.map((value) => [...combo, value])), [[]]);
}

export function seedProducts(image: ImageUrl, now: number): ProductRecord[] {
  let nextVariantId = 1001;
  return SPECS.map((spec, index): ProductRecord => {
    const slug = `p${spec.id}-${slugify(spec.name.en)}`;
    const axes = spec.axes ?? [];
    const variants = combinations(axes).map((combo): VariantRecord => {
      const label = combo.map((value) => value.value).join(' / ');
      const extra = combo.reduce((sum, value) => sum + (value.extra ?? 0), 0);
      return {
        variant_id: nextVariantId++,
        values: combo.map((value) => value.value),
        is_active: !(spec.inactive ?? []).includes(label),
        quantity: spec.stockByLabel?.[label] ?? spec.stock ?? 25,
        base_price: spec.price + extra,
        sale_price: spec.sale === undefined ? null : spec.sale + extra,
      };
    });
    const options: OptionAxisRecord[] = axes.map((axis) => ({
      name: axis.name,
      label: optionName(spec.id, axis.name),
      display_type: axis.display,
      values: axis.values.map((value) => ({
        value: value.value,
        display_label: value.label,
        color_hex: value.hex ?? null,
        image_url: value.image ? image(`${slug}-${slugify(value.value)}`) : null,
      })),
    }));
    return {
      product_id: spec.id,
      name: spec.name,
      description: spec.description ? spec.description(image) : plainDescription(spec.pitch),
      category_ids: [spec.category],
      tag_ids: spec.tag === undefined ? [] : [spec.tag],
      // Later ids are newer: product 133 is the newest.
      created_at: now - (SPECS.length - index) * 86_400_000,
      main_image: image(slug),
      additional_images: [image(`${slug}-detail`), image(`${slug}-in-use`)],
      options,
      variants,
      buyer_input_options: spec.inputs ?? [],
      min_quantity: spec.min ?? 1,
      unit_quantity: spec.unit ?? 1,
      shipping: spec.shipping,
      quirks: spec.quirks ?? {},
    };
  });
}
