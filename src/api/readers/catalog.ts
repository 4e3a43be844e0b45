/**
 * Site, categories and tags. Spec: docs/spec/storefront-api.md, "Site (GET /site)", "Tag (tags[])";
 * the category shape is not shown (see README, "Choices made where the spec says 'not shown'").
 */
import { type Raw, asRecord, fail, idOf, numberOf, reader, records, textOf } from './read.js';
import { safeImageUrl } from '../safe-url.js';

/** The site (`site`, or the bare answer). Spec: docs/spec/storefront-api.md, "Site (GET /site)". */
export interface Site {
  site_id: number | null;
  site_name: string;
  name: string;
  host: string | null;
  /** An image URL that passed the guard (../safe-url.ts), or null. */
  logo: string | null;
}

export const siteReader = reader((raw): Site => {
  const s = asRecord(raw.site) ?? raw;
  return {
    site_id: idOf(s, 'site_id') ?? null,
    site_name: textOf(s, 'site_name', 'name') ?? '',
    name: textOf(s, 'name', 'site_name') ?? '',
    host: textOf(s, 'host') ?? null,
    logo: safeImageUrl(textOf(s, 'logo')),
  };
});

/**
 * A category (`categories[]`; the shape is not shown: README, "Choices made where the spec says
 * 'not shown'"). Legacy `id` is read as `category_id`.
 */
export interface Category {
  category_id: number;
  name: string;
  slug: string | null;
  parent_id: number | null;
  /** Items in the category, when given. */
  count: number | null;
}

function readCategory(raw: Raw): Category | undefined {
  // `id`: the earlier name README documents for this shape (not shown in the spec).
  const category_id = idOf(raw, 'category_id', 'id');
  if (category_id === undefined) return undefined;
  return {
    category_id,
    name: textOf(raw, 'name', 'title') ?? '',
    slug: textOf(raw, 'slug') ?? null,
    parent_id: idOf(raw, 'parent_id') ?? null,
    count: numberOf(raw, 'count') ?? null,
  };
}

/** `{ categories: [] }` (README: the shape is not shown); anything else is a parse error. */
export const categoriesReader = reader((raw): Category[] =>
  Array.isArray(raw.categories)
    ? records(raw.categories)
        .map(readCategory)
        .filter((c): c is Category => !!c)
    : fail('missing categories'),
);

/** A tag (`tags[]`). Spec: docs/spec/storefront-api.md, "Tag (tags[])". */
export interface Tag {
  tag_id: number;
  name: string;
  slug: string | null;
  target_type: string | null;
}

/** `tags[]` (spec: "Where things are read"). */
export const tagsReader = reader((raw): Tag[] =>
  !Array.isArray(raw.tags)
    ? fail('missing tags')
    : records(raw.tags).flatMap((t): Tag[] => {
        const tag_id = idOf(t, 'tag_id');
        if (tag_id === undefined) return [];
        return [{ tag_id, name: textOf(t, 'name') ?? '', slug: textOf(t, 'slug') ?? null, target_type: textOf(t, 'target_type') ?? null }];
      }),
);
