/**
 * Raw content shapes: list item, detail (never with media_url), summary, cart preview, with each
 * content's quirks (`name` for `title`, legacy `class_id`, numeric strings, legacy chapters).
 */
import type { ContentOptionRecord, ContentRecord, Language } from '../store.js';
import { formatSeoul } from '../format.js';
import { EXCHANGE_RATES, money } from './common.js';

const timeText = (ms: number | null): string | null => (ms === null ? null : formatSeoul(ms));

/** True when a live/offline option's end (or start when it has no end) is before `now`. */
export function isPastOption(content: ContentRecord, option: ContentOptionRecord, now = Date.now()): boolean {
  if (content.content_type !== 'live' && content.content_type !== 'offline') return false;
  const end = option.ends_at ?? option.starts_at;
  return end !== null && end < now;
}

export function optionPrice(option: ContentOptionRecord): number {
  return option.sale_price;
}

function optionEntry(c: ContentRecord, o: ContentOptionRecord): Record<string, unknown> {
  const s = c.quirks.numeric_strings;
  return {
    option_id: o.option_id,
    content_id: c.content_id,
    price: money(o.price, s),
    sale_price: money(o.sale_price, s),
    is_on_sale: o.sale_price < o.price,
  };
}

function rating(c: ContentRecord): { review_count: number | string; average_rating: number | string } {
  return c.quirks.numeric_strings
    ? { review_count: String(c.review_count), average_rating: c.average_rating.toFixed(1) }
    : { review_count: c.review_count, average_rating: c.average_rating };
}

function idFields(c: ContentRecord): Record<string, unknown> {
  return {
    content_id: c.content_id,
    ...(c.quirks.legacy_class_id === undefined ? {} : { class_id: c.quirks.legacy_class_id }),
  };
}

export function minPrice(c: ContentRecord, now = Date.now()): number {
  const sellable = c.options.filter((o) => !isPastOption(c, o, now));
  const prices = (sellable.length > 0 ? sellable : c.options).map(optionPrice);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

export function contentListItem(c: ContentRecord, lang: Language): Record<string, unknown> {
  return {
    ...idFields(c),
    content_type: c.content_type,
    ...(c.quirks.name_instead_of_title ? { name: c.title[lang] } : { title: c.title[lang] }),
    thumbnail_link: c.image,
    img: [c.image],
    options: c.options.map((o) => optionEntry(c, o)),
    ...rating(c),
  };
}

function scheduleBounds(c: ContentRecord): { duration_start: string | null; duration_end: string | null } {
  const starts = c.options.map((o) => o.starts_at).filter((v): v is number => v !== null);
  const ends = c.options.map((o) => o.ends_at).filter((v): v is number => v !== null);
  return {
    duration_start: starts.length > 0 ? formatSeoul(Math.min(...starts)) : null,
    duration_end: ends.length > 0 ? formatSeoul(Math.max(...ends)) : null,
  };
}

export function contentDetail(c: ContentRecord, lang: Language): Record<string, unknown> {
  const s = c.quirks.numeric_strings;
  const lessonsKey = c.quirks.legacy_chapters ? 'curriculums_details' : 'items';
  return {
    content: {
      ...idFields(c),
      content_type: c.content_type,
      title: c.title[lang],
      description: c.description[lang],
      img: [c.image],
      additional_images: c.additional_images,
      ...scheduleBounds(c),
      option_details: c.options.map((o) => ({
        title: o.title[lang],
        duration_start: timeText(o.starts_at),
        duration_end: timeText(o.ends_at),
      })),
      options: c.options.map((o) => optionEntry(c, o)),
      ...rating(c),
    },
    curriculums: c.options.map((o) => ({
      option_id: o.option_id,
      title: o.title[lang],
      description: o.description[lang],
      price: money(o.price, s),
      sale_price: money(o.sale_price, s),
    })),
    chapters: c.chapters.map((chapter) => ({
      chapter_id: chapter.chapter_id,
      title: chapter.title[lang],
      [lessonsKey]: chapter.items.map((lesson) => ({
        curriculum_id: lesson.curriculum_id,
        title: lesson.title[lang],
        duration_text: lesson.duration_text,
        is_preview: lesson.is_preview,
      })),
    })),
    exchangeRates: { ...EXCHANGE_RATES },
  };
}

export function contentSummary(c: ContentRecord, lang: Language): Record<string, unknown> {
  return {
    content: {
      content_id: c.content_id,
      content_type: c.content_type,
      title: c.title[lang],
      ...rating(c),
      min_price: money(minPrice(c), c.quirks.numeric_strings),
    },
  };
}

/** The `option` object of cart lines and cart-preview items. */
export function cartOption(c: ContentRecord, o: ContentOptionRecord, lang: Language): Record<string, unknown> {
  const s = c.quirks.numeric_strings;
  return {
    option_id: o.option_id,
    content_id: c.content_id,
    content_type: c.content_type,
    title: o.title[lang],
    price: money(o.price, s),
    sale_price: money(o.sale_price, s),
  };
}

export function cartPreviewItem(c: ContentRecord, o: ContentOptionRecord, lang: Language): Record<string, unknown> {
  return {
    item_type: 'content',
    content_id: c.content_id,
    option_id: o.option_id,
    title: c.title[lang],
    description: o.description[lang],
    option: cartOption(c, o, lang),
  };
}
