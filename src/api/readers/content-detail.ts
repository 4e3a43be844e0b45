/**
 * The readers of a content's public detail, summary and description (`GET /contents/{content_id}`,
 * `…/summary`, `…/description`; the types are in ./content.ts). A module of its own, loaded by the
 * client on first use, while the GET is in flight (src/api/client.ts, `lazy`): the CDN core never
 * downloads it, and the CDN build makes it a small chunk of its own (the content page, the buy
 * button and a content list's dated contents read it). Spec: docs/spec/storefront-api.md,
 * "Content detail".
 */
import { type Raw, asRecord, boolOf, fail, idOf, imageOf, imagesOf, numberOf, priceOf, records, textOf, toCurrency, toNumber, reader } from './read.js';
import {
  readChapters,
  readLessonBase,
  optionPrices,
  readOptionPrice,
  readType,
  type ContentDetail,
  type ContentPurchaseOption,
  type ContentSummary,
  type Lesson,
} from './content.js';

function readLesson(raw: Raw): Lesson | undefined {
  const base = readLessonBase(raw);
  return base && { ...base, is_preview: boolOf(raw, 'is_preview') ?? false };
}

function readDetail(raw: Raw): ContentDetail {
  const content = asRecord(raw.content) ?? asRecord(asRecord(raw.class)?.default) ?? asRecord(raw.class);
  if (!content) return fail('missing content');
  const content_id = idOf(content, 'content_id', 'class_id', 'ID');
  if (content_id === undefined) return fail('missing content_id');
  const curriculums = records(raw.curriculums);
  const details = records(content.option_details);
  const options = records(content.options ?? content.all_options).flatMap((o, i): ContentPurchaseOption[] => {
    const price = readOptionPrice(o, content_id);
    if (!price) return [];
    // The option's own entry (same option_id), never the entry at its position: without one, the
    // option shows the content's title and its own prices.
    const curriculum = curriculums.find((c) => idOf(c, 'option_id') === price.option_id);
    const detail = details[i] ?? {};
    // The entry's prices win over the option's ("read together with curriculums[]…": spec, "Content detail").
    const about = `content ${content_id}, option ${price.option_id}`;
    const cPrice = curriculum ? priceOf(curriculum, about, 'price') : undefined;
    const cSale = curriculum ? priceOf(curriculum, about, 'sale_price') : undefined;
    const merged =
      cPrice !== undefined || cSale !== undefined
        ? { ...price, ...optionPrices(o, cPrice !== undefined ? cPrice : price.price, cSale !== undefined ? cSale : priceOf(o, about, 'sale_price')) }
        : price;
    return [
      {
        ...merged,
        title: (curriculum && textOf(curriculum, 'title', 'name')) ?? textOf(content, 'title', 'name') ?? '',
        description: (curriculum && textOf(curriculum, 'description')) ?? null,
        duration_start: textOf(detail, 'duration_start') ?? textOf(o, 'duration_start', 'start_at') ?? null,
        duration_end: textOf(detail, 'duration_end') ?? textOf(o, 'duration_end', 'end_at') ?? null,
      },
    ];
  });
  const main = imageOf(content);
  const additional = imagesOf(content.additional_images);
  const images = imagesOf(content.img);
  const rates: Record<string, number> = {};
  for (const [key, rate] of Object.entries(asRecord(raw.exchangeRates) ?? {})) {
    const code = toCurrency(key);
    const n = toNumber(rate);
    if (code !== undefined && n !== undefined && n > 0 && !(code in rates)) rates[code] = n;
  }
  return {
    content_id,
    content_type: readType(content),
    title: textOf(content, 'title', 'name') ?? '',
    description_html: textOf(content, 'description', 'description_html') ?? '',
    images: [...new Set([...(main ? [main] : []), ...images, ...additional])],
    duration_start: textOf(content, 'duration_start') ?? null,
    duration_end: textOf(content, 'duration_end') ?? null,
    options,
    chapters: readChapters(raw.chapters, readLesson),
    exchangeRates: rates,
    review_count: numberOf(content, 'review_count') ?? 0,
    average_rating: numberOf(content, 'average_rating') ?? 0,
  };
}

export const contentDetailReader = reader(readDetail);

/** `{ content: {…} }` (README: the shape is not shown). */
export const contentSummaryReader = reader((raw): ContentSummary => {
  const c = asRecord(raw.content);
  if (!c) return fail('missing content');
  const content_id = idOf(c, 'content_id', 'class_id', 'ID');
  if (content_id === undefined) return fail('missing content_id');
  return {
    content_id,
    content_type: readType(c),
    title: textOf(c, 'title', 'name') ?? '',
    review_count: numberOf(c, 'review_count') ?? 0,
    average_rating: numberOf(c, 'average_rating') ?? 0,
    min_price: numberOf(c, 'min_price') ?? null,
  };
});

/** `{ description }` → the seller HTML (unsanitized). */
export const contentDescriptionReader = reader(
  (raw): string => textOf(raw, 'description', 'description_html') ?? textOf(asRecord(raw.content) ?? {}, 'description') ?? '',
);
