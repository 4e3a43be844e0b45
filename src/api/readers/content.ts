/**
 * Contents: the types of list items, bulk, cart preview, public detail, summary and description
 * (their readers are ./content-list.ts, ./cart-preview.ts and ./content-detail.ts, each loaded on
 * first use), and what they share; the lessons and
 * chapters the buyer's detail (./buyer.ts) reads the same way. Spec:
 * docs/spec/storefront-api.md, "Content list item (contents.data[])", "Content detail",
 * "POST /contents/cart-preview", and the legacy names of "Versioning".
 */
import { type Raw, boolOf, idOf, priceOf, publicOr, records, textOf } from './read.js';
import { DEFAULT_TIME_ZONE, parseSpecTime } from '../spec-time.js';

/** `content_type` (earlier `type`); anything else reads as null. */
export type ContentType = 'vod' | 'live' | 'offline' | 'digital_content';
export const CONTENT_TYPES: readonly ContentType[] = ['vod', 'live', 'offline', 'digital_content'];

export function readType(raw: Raw): ContentType | null {
  const t = textOf(raw, 'content_type', 'type');
  return CONTENT_TYPES.find((c) => c === t) ?? null;
}

/**
 * A purchase option as listed (`options[]`, earlier `all_options`; option_id, earlier `ID`).
 * Prices in the major unit. Spec: docs/spec/storefront-api.md, "Content list item (contents.data[])".
 */
export interface ContentOptionPrice {
  option_id: number;
  content_id: number;
  /** `price` (earlier `base_price`); 0 when absent; null when it cannot be read (the console is told: ./read.ts `priceOf`). */
  price: number | null;
  /** Null when absent or unreadable. */
  sale_price: number | null;
  is_on_sale: boolean;
  /** What the buyer pays: `sale_price` when on sale, else `price`; null when that cannot be read (shown as "Price unavailable"). */
  final_price: number | null;
}

export function readOptionPrice(raw: Raw, content_id: number): ContentOptionPrice | undefined {
  const option_id = idOf(raw, 'option_id', 'ID');
  if (option_id === undefined) return undefined;
  const owner = idOf(raw, 'content_id', 'class_id') ?? content_id;
  const about = `content ${owner}, option ${option_id}`;
  const price = priceOf(raw, about, 'price', 'base_price');
  const sale = priceOf(raw, about, 'sale_price');
  return { option_id, content_id: owner, ...optionPrices(raw, price === undefined ? 0 : price, sale) };
}

/** An option whose price to pay is known. */
export type Priced<T extends ContentOptionPrice> = T & { final_price: number };

/** The option with the lowest known price to pay (options whose price cannot be read are left out), or null. */
export function cheapest<T extends ContentOptionPrice>(options: readonly T[]): Priced<T> | null {
  let low: Priced<T> | null = null;
  for (const o of options) if (o.final_price !== null && (low === null || o.final_price < low.final_price)) low = o as Priced<T>;
  return low;
}

/**
 * `price`, `sale_price`, `is_on_sale` and `final_price` from a read `price` and `sale` (null:
 * present but unreadable; undefined: absent). On sale without a readable sale price, or without a
 * readable price: the price to pay is unknown (null).
 */
export function optionPrices(
  raw: Raw,
  price: number | null,
  sale: number | null | undefined,
): Pick<ContentOptionPrice, 'price' | 'sale_price' | 'is_on_sale' | 'final_price'> {
  const onSale = boolOf(raw, 'is_on_sale') ?? (typeof sale === 'number' && price !== null && sale < price);
  const final_price = onSale && sale !== undefined ? sale : price;
  return { price, sale_price: sale ?? null, is_on_sale: onSale, final_price };
}

/** A content card (`contents.data[]`, earlier `classes.data`). Spec: docs/spec/storefront-api.md, "Content list item (contents.data[])". */
export interface ContentListItem {
  content_id: number;
  content_type: ContentType | null;
  title: string;
  image_url: string | null;
  options: ContentOptionPrice[];
  /** The cheapest option whose price can be read, or null. */
  lowest_option: Priced<ContentOptionPrice> | null;
  review_count: number;
  /** 0 to 5. */
  average_rating: number;
}

/** A purchase option of a content detail, merged from `options[]`, `curriculums[]` and `option_details[]`. */
export interface ContentPurchaseOption extends ContentOptionPrice {
  /** From the option's own `curriculums[]` entry (same `option_id`; its `title`), else the content's title. */
  title: string;
  description: string | null;
  /** `<YYYY-MM-DD HH:MM:SS>` text, or null. */
  duration_start: string | null;
  duration_end: string | null;
}

/**
 * A lesson of the public detail (`chapters[].items[]`, earlier `curriculums_details[]`;
 * curriculum_id, earlier `ID` or `item_id`). Spec: docs/spec/storefront-api.md, "Content detail".
 */
export interface Lesson {
  curriculum_id: number;
  title: string;
  /** `<MM:SS>` text, or null. */
  duration_text: string | null;
  is_preview: boolean;
}

/** A chapter (`chapters[]`) and its lessons. Spec: docs/spec/storefront-api.md, "Content detail". */
export interface Chapter {
  chapter_id: number | null;
  title: string;
  items: Lesson[];
}

/** What every lesson has, public or purchased (./buyer.ts): id, title and `<MM:SS>` duration. */
export function readLessonBase(raw: Raw): Pick<Lesson, 'curriculum_id' | 'title' | 'duration_text'> | undefined {
  const curriculum_id = idOf(raw, 'curriculum_id', 'ID', 'item_id');
  if (curriculum_id === undefined) return undefined;
  return { curriculum_id, title: textOf(raw, 'title', 'name') ?? '', duration_text: textOf(raw, 'duration_text', 'duration') ?? null };
}

/** `chapters[]`, each with its lessons (`items[]`, earlier `curriculums_details[]`) read by `read`. */
export function readChapters<L>(list: unknown, read: (raw: Raw) => L | undefined): Array<{ chapter_id: number | null; title: string; items: L[] }> {
  return records(list).map((c) => ({
    chapter_id: idOf(c, 'chapter_id') ?? null,
    title: textOf(c, 'title', 'name') ?? '',
    items: records(publicOr(c, 'items', 'curriculums_details'))
      .map(read)
      .filter((l): l is L => l !== undefined),
  }));
}

/**
 * The public content detail (`content`, earlier `class.default`; `curriculums[]`, `chapters[]`,
 * `exchangeRates`). Spec: docs/spec/storefront-api.md, "Content detail".
 */
export interface ContentDetail {
  content_id: number;
  content_type: ContentType | null;
  title: string;
  /** Seller HTML, unsanitized: sanitize before rendering. */
  description_html: string;
  images: string[];
  duration_start: string | null;
  duration_end: string | null;
  options: ContentPurchaseOption[];
  chapters: Chapter[];
  /**
   * `exchangeRates`: currency code (upper case) → rate, as the platform sends it (the spec does
   * not say against which currency; the sandbox sends rates from KRW). Entries whose key is not a
   * three-letter code or whose rate is not a positive number are left out; `{}` when absent.
   */
  exchangeRates: Record<string, number>;
  review_count: number;
  average_rating: number;
}

/** `GET /contents/{content_id}/summary` → `{ content }` (README: the shape is not shown). Prices in the major unit. */
export interface ContentSummary {
  content_id: number;
  content_type: ContentType | null;
  title: string;
  review_count: number;
  average_rating: number;
  min_price: number | null;
}

/**
 * An entry of the cart preview (`items[]`): a content (`option_id`, `content_id`; product ids
 * null) or a product (`variant_id`, `product_id`; content ids null). Amounts in the major unit.
 * Spec: docs/spec/storefront-api.md, "POST /contents/cart-preview".
 */
export interface CartPreviewItem {
  item_type: 'content' | 'product';
  content_id: number | null;
  option_id: number | null;
  product_id: number | null;
  variant_id: number | null;
  /** The content's or product's title (`title`, else `name`, else `option.title`). */
  title: string;
  /** The option's description, or the variant's label. */
  description: string | null;
  price: number | null;
  sale_price: number | null;
}

/**
 * Whether a live/offline option is over: its end time (`duration_end`, else `duration_start`), a
 * wall-clock time in the platform's `timeZone` (the storefront's `time-zone`, default
 * `Asia/Seoul`), is earlier than `now`. Spec: "Rules tying reads to writes" 2. Text shape
 * `<YYYY-MM-DD HH:MM:SS>` (see ../spec-time.ts).
 */
export function isPastOption(
  option: Pick<ContentPurchaseOption, 'duration_start' | 'duration_end'>,
  timeZone: string = DEFAULT_TIME_ZONE,
  now = new Date(),
): boolean {
  const end = parseSpecTime(option.duration_end, timeZone) ?? parseSpecTime(option.duration_start, timeZone);
  return end !== null && end.getTime() < now.getTime();
}
