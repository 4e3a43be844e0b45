/**
 * Readers of content list items: `GET /contents` and `POST /contents/bulk`. Loaded on first use
 * (src/api/client.ts): the CDN bundle puts them in the content list's chunk, so that a catalog
 * page of products never downloads them. Spec: docs/spec/storefront-api.md, "Content list item
 * (contents.data[])", and the legacy names of "Versioning".
 */
import { type Raw, asRecord, fail, idOf, imageOf, numberOf, reader, records, textOf } from './read.js';
import { type Page, readPage } from './page.js';
import { type ContentListItem, type ContentOptionPrice, cheapest, readOptionPrice, readType } from './content.js';

function readListItem(raw: Raw): ContentListItem | undefined {
  const content_id = idOf(raw, 'content_id', 'class_id', 'ID');
  if (content_id === undefined) return undefined;
  const options = records(raw.options ?? raw.all_options)
    .map((o) => readOptionPrice(o, content_id))
    .filter((o): o is ContentOptionPrice => o !== undefined);
  return {
    content_id,
    content_type: readType(raw),
    title: textOf(raw, 'title', 'name') ?? '',
    image_url: imageOf(raw),
    options,
    lowest_option: cheapest(options),
    review_count: numberOf(raw, 'review_count') ?? 0,
    average_rating: numberOf(raw, 'average_rating') ?? 0,
  };
}

export const contentListReader = reader((raw): Page<ContentListItem> => readPage(asRecord(raw.contents) ?? asRecord(raw.classes), raw, readListItem));

/** `{ contents: [list items] }` (README: the shape is not shown); anything else is a parse error. */
export const contentBulkReader = reader((raw): ContentListItem[] =>
  Array.isArray(raw.contents)
    ? records(raw.contents)
        .map(readListItem)
        .filter((c): c is ContentListItem => !!c)
    : fail('missing contents'),
);
