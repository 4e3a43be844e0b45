/** Content payloads (`POST /contents`, `PUT /contents/{content_id}`): options per `content_type`, vod chapters, translations. */
import { z } from 'zod';
import {
  always,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentType,
  durationText,
  fileEntry,
  httpsUrl,
  id,
  image,
  isSpecDateTime,
  LANGUAGES,
  money,
  requiredText,
  specDateTime,
  tagIds,
} from './common.js';

/** Adds "start_at must be before end_at" when both are valid texts and out of order. */
function checkSchedule(value: unknown, ctx: z.RefinementCtx): void {
  const v = value as { start_at?: unknown; end_at?: unknown };
  if (isSpecDateTime(v?.start_at) && isSpecDateTime(v?.end_at) && !(v.start_at < v.end_at)) {
    ctx.addIssue({ code: 'custom', message: 'start_at must be before end_at', path: ['end_at'] });
  }
}

const optionBase = {
  title: requiredText,
  base_price: money,
  sale_price: money.optional(),
};
const optionId = { option_id: id.optional() };

/** The option fields of each content type (the spec's option table), strict: another type's fields are refused. */
const optionShapes = {
  vod: { ...optionBase, download_limit_days: z.number().int().nonnegative(), is_on_sale: z.boolean().optional() },
  live: { ...optionBase, start_at: specDateTime, end_at: specDateTime, access_url: httpsUrl },
  offline: {
    ...optionBase,
    start_at: specDateTime,
    end_at: specDateTime,
    location_text: requiredText,
    location_detail: z.string().optional(),
    capacity: z.number().int().positive().optional(),
  },
  digital_content: {
    ...optionBase,
    download_limit_days: z.number().int().nonnegative(),
    files: z.array(fileEntry).min(1, 'at least 1 file (an https:// URL, a file_id or a file)'),
  },
};

const vodOption = z.strictObject(optionShapes.vod);
const liveOption = z.strictObject(optionShapes.live).superRefine(checkSchedule, always);
const offlineOption = z.strictObject(optionShapes.offline).superRefine(checkSchedule, always);
const digitalOption = z.strictObject(optionShapes.digital_content);
const vodOptionUpdate = z.strictObject({ ...optionId, ...optionShapes.vod });
const liveOptionUpdate = z.strictObject({ ...optionId, ...optionShapes.live }).superRefine(checkSchedule, always);
const offlineOptionUpdate = z.strictObject({ ...optionId, ...optionShapes.offline }).superRefine(checkSchedule, always);
const digitalOptionUpdate = z.strictObject({ ...optionId, ...optionShapes.digital_content });

export const OPTION_SCHEMAS = {
  create: { vod: vodOption, live: liveOption, offline: offlineOption, digital_content: digitalOption },
  update: { vod: vodOptionUpdate, live: liveOptionUpdate, offline: offlineOptionUpdate, digital_content: digitalOptionUpdate },
};

/**
 * One purchase option of a content of `type` (the spec's option table). On update an option may
 * carry its `option_id` to be kept; without one it is created.
 */
export function contentOptionSchema(type: ContentType, mode: 'create' | 'update' = 'create') {
  return OPTION_SCHEMAS[mode][type];
}

const lessonShape = { title: requiredText, media_url: requiredText, duration_text: durationText };
/** A vod chapter of a create payload. */
const chapterCreate = z.strictObject({ title: requiredText, items: z.array(z.strictObject(lessonShape)) });
/** A vod chapter of an update: `chapter_id` keeps a chapter, `curriculum_id` a lesson. */
export const chapterUpdate = z.strictObject({
  chapter_id: id.optional(),
  title: requiredText,
  items: z.array(z.strictObject({ curriculum_id: id.optional(), ...lessonShape })),
});

/** A vod chapter; with `mode` `update`, `chapter_id` / `curriculum_id` keep existing ones. */
export function chapterSchema(mode: 'create' | 'update' = 'create') {
  return mode === 'create' ? chapterCreate : chapterUpdate;
}

/**
 * Texts in other languages (our choice where the spec shows one title): `translations.en.title`
 * and so on. Arrays match the payload's (or, when not sent, the stored) options, chapters and
 * lessons by position.
 */
export const contentTranslationSchema = z.strictObject({
  title: requiredText.optional(),
  description_html: z.string().optional(),
  options: z.array(z.strictObject({ title: requiredText.optional() })).optional(),
  chapters: z
    .array(z.strictObject({ title: requiredText.optional(), items: z.array(z.strictObject({ title: requiredText.optional() })).optional() }))
    .optional(),
});
export const contentTranslationsSchema = z.partialRecord(z.enum(LANGUAGES), contentTranslationSchema);

const notOnUpdate = z.undefined({ error: 'content_type cannot be changed after creation: do not send it on update' }).optional();
const notForType = (type: ContentType) => z.undefined({ error: `chapters are accepted only for vod contents, not for ${type}` }).optional();

/** Translation arrays longer than the arrays they translate. */
function checkTranslationLengths(value: unknown, ctx: z.RefinementCtx): void {
  const v = value as { options?: unknown; chapters?: unknown; translations?: unknown };
  if (typeof v !== 'object' || v === null || typeof v.translations !== 'object' || v.translations === null) return;
  for (const [lang, tr] of Object.entries(v.translations as Record<string, { options?: unknown; chapters?: unknown }>)) {
    for (const key of ['options', 'chapters'] as const) {
      const sent = v[key];
      const given = tr?.[key];
      if (Array.isArray(sent) && Array.isArray(given) && given.length > sent.length) {
        ctx.addIssue({ code: 'custom', message: `has ${given.length} entries but the payload has ${sent.length} ${key}`, path: ['translations', lang, key] });
      }
    }
  }
}

/** Exactly one option (a vod). */
const exactlyOne = <T extends z.ZodType>(option: T) =>
  z.array(option).superRefine((list, ctx) => {
    if (Array.isArray(list) && list.length !== 1) ctx.addIssue({ code: 'custom', message: 'a vod content has exactly 1 option' });
  }, always);
const atLeastOne = <T extends z.ZodType>(option: T) => z.array(option).min(1, 'at least 1 option');
const chaptersOf = <T extends z.ZodType>(chapter: T) => z.array(chapter).min(1, 'a vod content needs at least 1 chapter');

/** Fields every content type shares on create. */
export const contentCommon = {
  title: requiredText,
  description_html: z.string(),
  category_ids: z.array(id).min(1, 'at least 1 category id'),
  featured_image: image(),
  status: z.enum(CONTENT_STATUSES).optional(),
  images: z.array(image()).optional(),
  thumbnail_link: httpsUrl.optional(),
  inventory_display_mode: z.string().optional(),
  installment_month: z.number().int().min(0, 'must be 0 to 36').max(36, 'must be 0 to 36').optional(),
  allow_link: z.string().optional(),
  tag_ids: tagIds.optional(),
  translations: contentTranslationsSchema.optional(),
};
/** The same fields, all optional, for an update. */
const contentCommonUpdate = {
  ...contentCommon,
  title: contentCommon.title.optional(),
  description_html: contentCommon.description_html.optional(),
  category_ids: contentCommon.category_ids.optional(),
  featured_image: contentCommon.featured_image.optional(),
};

const create = <T extends ContentType, O extends z.ZodType, C extends z.ZodType>(type: T, options: O, chapters: C) =>
  z.strictObject({ ...contentCommon, content_type: z.literal(type), options, chapters }).superRefine(checkTranslationLengths, always);
const update = <O extends z.ZodType, C extends z.ZodType>(options: O, chapters: C) =>
  z.strictObject({ ...contentCommonUpdate, content_type: notOnUpdate, options, chapters }).superRefine(checkTranslationLengths, always);

const CONTENT_CREATE = {
  vod: create('vod', exactlyOne(vodOption), chaptersOf(chapterCreate)),
  live: create('live', atLeastOne(liveOption), notForType('live')),
  offline: create('offline', atLeastOne(offlineOption), notForType('offline')),
  digital_content: create('digital_content', atLeastOne(digitalOption), notForType('digital_content')),
};
export const CONTENT_UPDATE = {
  vod: update(exactlyOne(vodOptionUpdate).optional(), chaptersOf(chapterUpdate).optional()),
  live: update(atLeastOne(liveOptionUpdate).optional(), notForType('live')),
  offline: update(atLeastOne(offlineOptionUpdate).optional(), notForType('offline')),
  digital_content: update(atLeastOne(digitalOptionUpdate).optional(), notForType('digital_content')),
};

/** The create payload of a content of one type (`POST /contents`). */
export function contentCreateSchemaFor<T extends ContentType>(type: T): (typeof CONTENT_CREATE)[T] {
  return CONTENT_CREATE[type];
}

/** `POST /contents` payload: the content fields, options and chapters fitting `content_type`. */
export const contentCreateSchema = z.discriminatedUnion(
  'content_type',
  [CONTENT_CREATE.vod, CONTENT_CREATE.live, CONTENT_CREATE.offline, CONTENT_CREATE.digital_content],
  { error: `content_type must be one of ${CONTENT_TYPES.join(', ')}` },
);

/**
 * `PUT /contents/{content_id}` payload for a content of `type` (the request is validated against
 * the content's current type): every field optional, `content_type` never sent, options and
 * chapters as on create plus their ids to keep existing ones.
 */
export function contentUpdateSchema<T extends ContentType>(type: T): (typeof CONTENT_UPDATE)[T] {
  return CONTENT_UPDATE[type];
}
