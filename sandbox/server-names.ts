/**
 * Earlier names the server catalog API accepts beside the public ones (docs/spec/server-catalog-api.md,
 * "Versioning" 2: "the earlier names remain accepted, and when both a public name and an earlier
 * name are sent in one request the public name wins"). The earlier names are those of the
 * storefront spec's Versioning table that name a field of a server payload:
 *
 * | Earlier name | Public name |
 * |---|---|
 * | `all_options` (content) | `options` |
 * | `options[].ID` (purchase option) | `options[].option_id` |
 * | `chapters[].curriculums_details[]` | `chapters[].items[]` |
 * | `items[].ID`, `items[].item_id` (lesson) | `items[].curriculum_id` |
 * | `items[].data` (vod lesson) | `items[].media_url` |
 * | `type` (content list query) | `content_type` |
 *
 * They are renamed here, before the toolkit's own schemas (src/server/schemas.ts) check the
 * payload, so a problem is reported under the public name. Earlier names whose public name is no
 * field of the server API stay refused (`vod_link` → `reference_url`, `ID`/`id` of a product or
 * variant, `class_id`): the schemas answer 422 "is not a field accepted here" for them.
 */

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `raw` with `earlier[i]` renamed to `name`; when `name` is present the earlier ones are dropped. */
function rename(raw: Json, name: string, earlier: string[]): Json {
  if (!earlier.some((e) => e in raw)) return raw;
  const out: Json = {};
  const winner = name in raw ? name : earlier.find((e) => e in raw)!;
  for (const [key, value] of Object.entries(raw)) {
    if (key === winner) out[name] = value;
    else if (key !== name && !earlier.includes(key)) out[key] = value;
  }
  return out;
}

const each = (list: unknown, fn: (item: Json) => Json): unknown => (Array.isArray(list) ? list.map((item) => (isRecord(item) ? fn(item) : item)) : list);

/** A lesson of a vod chapter: `ID`/`item_id` → `curriculum_id`, `data` → `media_url`. */
function lesson(raw: Json): Json {
  return rename(rename(raw, 'curriculum_id', ['item_id', 'ID']), 'media_url', ['data']);
}

/** A content create or update payload with its earlier names renamed (the public name wins). */
export function contentPublicNames(payload: Json): Json {
  const out = rename(payload, 'options', ['all_options']);
  if ('options' in out) out.options = each(out.options, (o) => rename(o, 'option_id', ['ID']));
  if ('chapters' in out) {
    out.chapters = each(out.chapters, (ch) => {
      const chapter = rename(ch, 'items', ['curriculums_details']);
      if ('items' in chapter) chapter.items = each(chapter.items, lesson);
      return chapter;
    });
  }
  return out;
}

/** The `GET /contents` query with `type` renamed to `content_type` (the public name wins). */
export function contentQueryPublicNames(query: Json): Json {
  return rename(query, 'content_type', ['type']);
}
