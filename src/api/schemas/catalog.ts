/**
 * Site, categories and tags. Spec: docs/spec/storefront-api.md, "Site (GET /site)", "Tag (tags[])";
 * the category shape is not shown (see README, "Choices made where the spec says 'not shown'").
 */
import { type Raw, asRecord, idOf, reader, fail, records } from './common.js';
import { pickNumber, pickText } from './read.js';
import { safeImageUrl } from '../safe-url.js';

export interface Site {
  site_id: number | null;
  site_name: string;
  name: string;
  host: string | null;
  logo: string | null;
}

export interface Category {
  category_id: number;
  name: string;
  slug: string | null;
  parent_id: number | null;
  /** Items in the category, when given. */
  count: number | null;
}

export interface Tag {
  tag_id: number;
  name: string;
  slug: string | null;
  target_type: string | null;
}

export const siteReader = reader((raw): Site => {
  const s = asRecord(raw.site) ?? raw;
  return {
    site_id: idOf(s, 'site_id') ?? null,
    site_name: pickText(s, 'site_name', 'name') ?? '',
    name: pickText(s, 'name', 'site_name') ?? '',
    host: pickText(s, 'host') ?? null,
    logo: safeImageUrl(pickText(s, 'logo')),
  };
});

function readCategory(raw: Raw): Category | undefined {
  // `id`: the earlier name README documents for this shape (not shown in the spec).
  const category_id = idOf(raw, 'category_id', ['id']);
  if (category_id === undefined) return undefined;
  return {
    category_id,
    name: pickText(raw, 'name', 'title') ?? '',
    slug: pickText(raw, 'slug') ?? null,
    parent_id: idOf(raw, 'parent_id') ?? null,
    count: pickNumber(raw, 'count') ?? null,
  };
}

/** `{ categories: [] }` (README: the shape is not shown); anything else is a parse error. */
export const categoriesReader = reader((raw): Category[] =>
  Array.isArray(raw.categories) ? records(raw.categories).map(readCategory).filter((c): c is Category => !!c) : fail('missing categories'),
);

/** `tags[]` (spec: "Where things are read"). */
export const tagsReader = reader((raw): Tag[] =>
  !Array.isArray(raw.tags) ? fail('missing tags') : records(raw.tags).flatMap((t): Tag[] => {
    const tag_id = idOf(t, 'tag_id');
    if (tag_id === undefined) return [];
    return [{
      tag_id,
      name: pickText(t, 'name') ?? '',
      slug: pickText(t, 'slug') ?? null,
      target_type: pickText(t, 'target_type') ?? null,
    }];
  }),
);
