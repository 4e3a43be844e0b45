/**
 * zod schemas of every create and update payload of the server catalog API
 * (docs/spec/server-catalog-api.md). They enforce the spec's rules before anything is sent, and
 * the sandbox validates incoming payloads with the same schemas, so the toolkit and the stand-in
 * platform can never disagree on a rule.
 *
 * Each rule, and where it is checked:
 * - option fields per `content_type` (option table): `contentOption(type)`, strict objects;
 * - a vod has exactly 1 option and at least 1 chapter; chapters only on a vod: `contentCreate(type)`;
 * - `content_type` is never sent on update: `contentUpdateSchema(type)`;
 * - `installment_month` 0 to 36; at most 1 tag (contents and products);
 * - at most 5 product options; each variant has exactly one value `option1`…`optionN` per option;
 * - `color_hex` as `#RRGGBB`; `<YYYY-MM-DD HH:MM:SS>` (start_at, end_at) and `<MM:SS>`
 *   (duration_text) text shapes; `start_at` before `end_at`;
 * - images: an HTTPS URL (or a file; products also take a `data:image/…` URI).
 *
 * Paths of problems are dotted (`options.0.start_at`), as in the platform's 422 `errors`.
 */
import { z } from 'zod';

export const LANGUAGES = ['ko', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CONTENT_TYPES = ['vod', 'live', 'offline', 'digital_content'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Content status values (the list filter's; `pending` is the default on create). */
export const CONTENT_STATUSES = ['publish', 'pending', 'paused', 'in_review', 'banned'] as const;
/** Product status values accepted on create and update (default `pending`). */
export const PRODUCT_STATUSES = ['pending', 'publish'] as const;
export const DISPLAY_TYPES = ['dropdown', 'radio', 'color_swatch'] as const;
export const INPUT_TYPES = ['text', 'textarea', 'date', 'time', 'datetime'] as const;

/** At most this many options per product. */
export const MAX_PRODUCT_OPTIONS = 5;
/** At most this many tags per content or product "at present". */
export const MAX_TAGS = 1;

// ---------------------------------------------------------------------------------------------
// Text shapes and sources
// ---------------------------------------------------------------------------------------------

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True for a real calendar time written `YYYY-MM-DD HH:MM:SS` (the spec's `<YYYY-MM-DD HH:MM:SS>`). */
export function isSpecDateTime(value: unknown): value is string {
  const m = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** True for a duration written `MM:SS` (two-digit minutes, seconds 00–59). */
export function isDurationText(value: unknown): value is string {
  return typeof value === 'string' && /^\d{2}:[0-5]\d$/.test(value);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg|avif|bmp)$/i;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|svg\+xml|avif|bmp)$/;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml|avif);base64,[A-Za-z0-9+/]+=*$/;

/**
 * Why `value` is not an acceptable URL, or undefined when it is: `https:`, or `http:` on a
 * loopback host (localhost, 127.0.0.1, [::1]) for local development against the sandbox.
 */
export function urlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute https:// URL';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return undefined;
  return 'must be an https:// URL';
}

/** A file part (`Blob` or `File`). */
export function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Why `value` is not an image source, or undefined when it is one. */
function imageProblem(value: unknown, allowDataUri: boolean): string | undefined {
  if (isFile(value)) {
    return IMAGE_TYPES.test(value.type) ? undefined : `wrong image format: a file of type "${value.type || 'unknown'}" is not a PNG, JPEG, GIF, WebP, SVG or AVIF image`;
  }
  if (value === undefined) return 'is required';
  if (typeof value !== 'string' || value.trim() === '') {
    return allowDataUri ? 'must be an image file, an https:// URL or a data:image URI' : 'must be an image file or an https:// URL';
  }
  if (value.startsWith('data:')) {
    if (!allowDataUri) return 'a data: URI is not accepted here: send a file or an https:// URL';
    return DATA_IMAGE.test(value) ? undefined : 'wrong image format: expected data:image/<png|jpeg|gif|webp|svg+xml|avif>;base64,…';
  }
  const problem = urlProblem(value);
  if (problem) return problem;
  const last = new URL(value).pathname.split('/').pop() ?? '';
  if (last.includes('.') && !IMAGE_EXTENSIONS.test(last)) return `wrong image format: "${last}" is not an image file name`;
  return undefined;
}

/** An image: a file, or an HTTPS URL (and a `data:image/…;base64` URI when `allowDataUri`). */
const image = (allowDataUri = false) =>
  z.custom<string | Blob>().superRefine((value, ctx) => {
    const problem = imageProblem(value, allowDataUri);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const httpsUrl = z.string().superRefine((value, ctx) => {
  const problem = urlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A digital_content file entry: an HTTPS URL, an existing file_id, or a file. */
const fileEntry = z.custom<string | number | Blob>().superRefine((value, ctx) => {
  if (isFile(value) || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)) return;
  const problem = typeof value === 'string' ? urlProblem(value) : 'must be an https:// URL, an existing file_id or a file';
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const requiredText = z.string().refine((s) => s.trim() !== '', 'must not be empty');
const id = z.number().int().positive();
const money = z.number().finite().nonnegative();
const specDateTime = z.string().refine(isSpecDateTime, 'must be a date and time written YYYY-MM-DD HH:MM:SS');
const durationText = z.string().refine(isDurationText, 'must be a duration written MM:SS');
const always = { when: () => true };

/**
 * An array of at most `max` entries. Not zod's `.max()`: that rejects an over-long array before
 * anything else is checked, and every problem of a payload should be listed at once.
 */
function atMost<T extends z.ZodType>(item: T, max: number, message: string) {
  return z.array(item).superRefine((list, ctx) => {
    if (Array.isArray(list) && list.length > max) ctx.addIssue({ code: 'custom', message });
  }, always);
}
const tagIds = atMost(id, MAX_TAGS, `at most ${MAX_TAGS} tag at present`);

// ---------------------------------------------------------------------------------------------
// Contents
// ---------------------------------------------------------------------------------------------

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

const OPTION_SCHEMAS = {
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
const chapterUpdate = z.strictObject({
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
const notForType = (type: ContentType) =>
  z.undefined({ error: `chapters are accepted only for vod contents, not for ${type}` }).optional();

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
const contentCommon = {
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
const CONTENT_UPDATE = {
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

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

/** `option1` … `optionN` keys of a variant. */
const OPTION_KEY = /^option([1-9]\d*)$/;

const variantSchema = z
  .object({
    price: money.optional(),
    stock: z.number().int().nonnegative().optional(),
    sku: z.string().optional(),
    is_active: z.boolean().optional(),
  })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    for (const [key, v] of Object.entries(value)) {
      if (['price', 'stock', 'sku', 'is_active'].includes(key)) continue;
      if (!OPTION_KEY.test(key)) ctx.addIssue({ code: 'custom', message: 'unknown variant field: use option1 … optionN, price, stock, sku, is_active', path: [key] });
      else if (typeof v !== 'string' || v.trim() === '') ctx.addIssue({ code: 'custom', message: 'an option value must be a non-empty text', path: [key] });
    }
  }, always);

const optionDisplaySchema = z.strictObject({
  attribute_index: z.number().int().nonnegative(),
  display_type: z.enum(DISPLAY_TYPES),
  label: z.string().optional(),
  is_required: z.boolean().optional(),
});

const optionValueDisplaySchema = z.strictObject({
  attribute_index: z.number().int().nonnegative(),
  value_text: requiredText,
  display_label: z.string().optional(),
  color_hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a color written #RRGGBB').optional(),
  image_url: httpsUrl.optional(),
  sort_order: z.number().int().optional(),
});

const buyerInputSchema = z.strictObject({
  label: requiredText,
  input_type: z.enum(INPUT_TYPES),
  placeholder: z.string().optional(),
  is_required: z.boolean().optional(),
  max_length: z.number().int().positive().nullable().optional(),
  sort_order: z.number().int().optional(),
  status: z.enum(['active', 'hidden']).optional(),
});

/** Product texts in other languages (our choice); arrays match the payload's by position. */
export const productTranslationSchema = z.strictObject({
  title: requiredText.optional(),
  description_html: z.string().optional(),
  option_value_display_settings: z.array(z.strictObject({ display_label: z.string().optional() })).optional(),
  buyer_input_options: z.array(z.strictObject({ label: requiredText.optional(), placeholder: z.string().optional() })).optional(),
});
export const productTranslationsSchema = z.partialRecord(z.enum(LANGUAGES), productTranslationSchema);

const productFields = {
  title: requiredText,
  category_id: id,
  featured_image: image(true),
  description_html: z.string().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  base_price: money.optional(),
  sale_price: money.optional(),
  is_on_sale: z.boolean().optional(),
  is_free: z.boolean().optional(),
  requires_shipping: z.boolean().optional(),
  is_shipping_free: z.boolean().optional(),
  shipping_price: money.optional(),
  is_over_50000_free: z.boolean().optional(),
  free_shipping_min_purchase: z.number().int().nonnegative().optional(),
  is_extra_shipping_fee: z.boolean().optional(),
  is_purchase_agency: z.boolean().optional(),
  tax_type: z.string().optional(),
  options: atMost(requiredText, MAX_PRODUCT_OPTIONS, `at most ${MAX_PRODUCT_OPTIONS} options`).optional(),
  variants: z.array(variantSchema).optional(),
  no_option_sku: z.string().optional(),
  option_display_settings: z.array(optionDisplaySchema).optional(),
  option_value_display_settings: z.array(optionValueDisplaySchema).optional(),
  buyer_input_options: z.array(buyerInputSchema).optional(),
  images: z.array(image(true)).optional(),
  related_product_ids: z.array(id).optional(),
  tag_ids: tagIds.optional(),
  translations: productTranslationsSchema.optional(),
};

type Loose = Record<string, unknown>;
const asArray = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
const asRecord = (v: unknown): Loose | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : undefined);

/**
 * The rules that tie product fields together: variants carry exactly one value per option
 * (`option1`…`optionN`, N = options.length; none when there are no options), no repeated
 * combination or option name, display settings point at an existing option (and value), and
 * conditional free shipping only with paid shipping. With `options` unsent (an update), the
 * variants' N cannot be known here; the platform checks them against the stored options.
 */
export function checkProductStructure(value: unknown, ctx: z.RefinementCtx, mode: 'create' | 'update'): void {
  const p = asRecord(value);
  if (!p) return;
  const names = asArray(p.options) ?? (mode === 'create' ? [] : undefined);
  const variants = asArray(p.variants);
  if (names) {
    const seen = new Set<unknown>();
    names.forEach((name, i) => {
      if (seen.has(name)) ctx.addIssue({ code: 'custom', message: `option "${String(name)}" is listed twice`, path: ['options', i] });
      seen.add(name);
    });
  }
  const n = names?.length;
  if (n !== undefined && variants) {
    if (n === 0 && variants.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'a product without options takes no variants (send options, or an empty variants array)', path: ['variants'] });
    } else {
      const combos = new Set<string>();
      variants.forEach((raw, i) => {
        const v = asRecord(raw);
        if (!v) return;
        for (let k = 1; k <= n; k += 1) {
          if (v[`option${k}`] === undefined) ctx.addIssue({ code: 'custom', message: `needs one value for option ${k} ("${String(names?.[k - 1])}")`, path: ['variants', i, `option${k}`] });
        }
        for (const key of Object.keys(v)) {
          const m = OPTION_KEY.exec(key);
          if (m && Number(m[1]) > n) ctx.addIssue({ code: 'custom', message: `the product has ${n} option${n === 1 ? '' : 's'}: ${key} has no option`, path: ['variants', i, key] });
        }
        const combo = JSON.stringify(Array.from({ length: n }, (_, k) => v[`option${k + 1}`]));
        if (combos.has(combo)) ctx.addIssue({ code: 'custom', message: 'the same combination of option values is listed twice', path: ['variants', i] });
        combos.add(combo);
      });
    }
  }
  if (mode === 'create' && n !== undefined && n > 0 && variants?.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'a product with options needs at least 1 variant', path: ['variants'] });
  }
  if (mode === 'create' && n !== undefined && n > 0 && variants === undefined) {
    ctx.addIssue({ code: 'custom', message: 'a product with options needs its variants (one per combination sold)', path: ['variants'] });
  }
  const displays = asArray(p.option_display_settings);
  const seenIndex = new Set<unknown>();
  displays?.forEach((raw, i) => {
    const index = asRecord(raw)?.attribute_index;
    if (typeof index !== 'number') return;
    if (n !== undefined && index >= n) ctx.addIssue({ code: 'custom', message: `attribute_index ${index} names no option (the product has ${n})`, path: ['option_display_settings', i, 'attribute_index'] });
    if (seenIndex.has(index)) ctx.addIssue({ code: 'custom', message: `attribute_index ${index} is set twice`, path: ['option_display_settings', i, 'attribute_index'] });
    seenIndex.add(index);
  });
  const seenValue = new Set<string>();
  asArray(p.option_value_display_settings)?.forEach((raw, i) => {
    const s = asRecord(raw);
    const index = s?.attribute_index;
    if (typeof index !== 'number') return;
    if (n !== undefined && index >= n) {
      ctx.addIssue({ code: 'custom', message: `attribute_index ${index} names no option (the product has ${n})`, path: ['option_value_display_settings', i, 'attribute_index'] });
      return;
    }
    const key = `${index}\u0000${String(s?.value_text)}`;
    if (seenValue.has(key)) ctx.addIssue({ code: 'custom', message: `value "${String(s?.value_text)}" of option ${index} is set twice`, path: ['option_value_display_settings', i, 'value_text'] });
    seenValue.add(key);
    if (variants && n !== undefined && !variants.some((v) => asRecord(v)?.[`option${index + 1}`] === s?.value_text)) {
      ctx.addIssue({ code: 'custom', message: `no variant has the value "${String(s?.value_text)}" for option ${index + 1}`, path: ['option_value_display_settings', i, 'value_text'] });
    }
  });
  if (p.free_shipping_min_purchase !== undefined) {
    if (p.is_shipping_free === true || p.requires_shipping === false) {
      ctx.addIssue({ code: 'custom', message: 'is used only with paid shipping (is_shipping_free false, requires_shipping true)', path: ['free_shipping_min_purchase'] });
    }
    if (p.is_over_50000_free === false) {
      ctx.addIssue({ code: 'custom', message: 'must be true (or left out) when free_shipping_min_purchase is sent', path: ['is_over_50000_free'] });
    }
  }
  const translations = asRecord(p.translations);
  for (const [lang, tr] of Object.entries(translations ?? {})) {
    for (const key of ['option_value_display_settings', 'buyer_input_options'] as const) {
      const sent = asArray(p[key]);
      const given = asArray(asRecord(tr)?.[key]);
      if (sent && given && given.length > sent.length) {
        ctx.addIssue({ code: 'custom', message: `has ${given.length} entries but the payload has ${sent.length}`, path: ['translations', lang, key] });
      }
    }
  }
}

/** Sets `is_over_50000_free` when `free_shipping_min_purchase` is sent (the spec's rule). */
function withLegacyFreeShipping<T extends { free_shipping_min_purchase?: number | undefined; is_over_50000_free?: boolean | undefined }>(p: T): T {
  return p.free_shipping_min_purchase === undefined ? p : { ...p, is_over_50000_free: true };
}

/** `POST /products` payload. */
export const productCreateSchema = z
  .strictObject(productFields)
  .superRefine((value, ctx) => checkProductStructure(value, ctx, 'create'), always)
  .transform(withLegacyFreeShipping);

/** `PUT /products/{productId}` payload: the same fields, all optional. */
export const productUpdateSchema = z
  .strictObject({
    ...productFields,
    title: productFields.title.optional(),
    category_id: productFields.category_id.optional(),
    featured_image: productFields.featured_image.optional(),
  })
  .superRefine((value, ctx) => checkProductStructure(value, ctx, 'update'), always)
  .transform(withLegacyFreeShipping);

// ---------------------------------------------------------------------------------------------
// List queries
// ---------------------------------------------------------------------------------------------

const idList = z.union([id, z.array(id), z.string().regex(/^\d+(,\d+)*$/, 'must be ids separated by commas')]);
const page = z.coerce.number().int().positive().optional();
const limit = z.coerce.number().int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').optional();

/** `GET /contents` query. */
export const contentListQuerySchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  page,
  limit,
  status: z.enum(CONTENT_STATUSES).optional(),
  content_type: z.enum(CONTENT_TYPES).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  category_ids: idList.optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  tag_ids: idList.optional(),
  search: z.string().optional(),
});

/** `GET /products` query. */
export const productListQuerySchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  page,
  limit,
  status: z.string().optional(),
  category_id: z.coerce.number().int().positive().optional(),
  category_ids: idList.optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  tag_ids: idList.optional(),
  search: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// Types and validation helpers
// ---------------------------------------------------------------------------------------------

export type ContentCreatePayload = z.input<typeof contentCreateSchema>;
/** `PUT /contents/{content_id}` payload (the fields of the content's type). */
export type ContentUpdatePayload = z.input<(typeof CONTENT_UPDATE)[ContentType]>;
export type ContentOptionPayload = z.input<(typeof OPTION_SCHEMAS)['update'][ContentType]>;
export type ChapterPayload = z.input<typeof chapterUpdate>;
export type ContentTranslations = z.input<typeof contentTranslationsSchema>;
export type ProductCreatePayload = z.input<typeof productCreateSchema>;
export type ProductUpdatePayload = z.input<typeof productUpdateSchema>;
export type ProductTranslations = z.input<typeof productTranslationsSchema>;
export type ContentListQuery = z.input<typeof contentListQuerySchema>;
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** One problem: a dotted field path (`options.0.start_at`; empty for the whole payload) and a message. */
export interface PayloadIssue {
  path: string;
  message: string;
}

/** Field path → messages, the shape of the platform's 422 `errors`. */
export type FieldErrors = Record<string, string[]>;

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** Plain messages for zod's generic issues ("is required", "must be a number", …). */
function messageFor(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is required';
    const expected = issue.expected === 'int' ? 'integer' : String(issue.expected);
    return expected === 'undefined' ? 'must not be sent' : `must be ${article(expected)}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return `needs at least ${String(issue.minimum)} entr${issue.minimum === 1 ? 'y' : 'ies'}`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `takes at most ${String(issue.maximum)} entr${issue.maximum === 1 ? 'y' : 'ies'}`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `must be at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
  return undefined;
}

/** zod issues as {@link PayloadIssue}s; an unknown key becomes one issue at its own path. */
export function toIssues(error: z.ZodError): PayloadIssue[] {
  const out: PayloadIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: [...path, key].join('.'), message: 'is not a field accepted here' });
    } else {
      out.push({ path: path.join('.'), message: issue.message });
    }
  }
  return out;
}

/** Parses with plain messages; returns the payload to send, or every problem. */
export function validate<S extends z.ZodType>(schema: S, payload: unknown): { ok: true; data: z.output<S> } | { ok: false; issues: PayloadIssue[] } {
  const result = schema.safeParse(payload, { error: messageFor });
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: toIssues(result.error) };
}

/** Groups issues by path, the shape of the platform's 422 `errors`. */
export function issuesToErrors(issues: PayloadIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path || '_'] ??= []).push(issue.message);
  return errors;
}

/**
 * Validates a `POST /contents` payload. An unknown or missing `content_type` is reported with
 * the type-independent fields still checked (against the vod shape minus options and chapters).
 */
export function validateContentCreate(payload: unknown) {
  const type = (payload as { content_type?: unknown } | null)?.content_type;
  if (CONTENT_TYPES.includes(type as ContentType)) return validate(contentCreateSchema, payload);
  const anything = z.unknown().optional();
  const rest = validate(z.strictObject({ ...contentCommon, content_type: anything, options: anything, chapters: anything, translations: anything }), payload);
  const typeIssue: PayloadIssue = {
    path: 'content_type',
    message: type === undefined ? 'is required' : `must be one of ${CONTENT_TYPES.join(', ')}`,
  };
  return { ok: false as const, issues: [typeIssue, ...(rest.ok ? [] : rest.issues)] };
}

/** Validates a `PUT /contents/{content_id}` payload against the content's current type. */
export function validateContentUpdate(type: ContentType, payload: unknown) {
  return validate(contentUpdateSchema(type), payload);
}

export function validateProductCreate(payload: unknown) {
  return validate(productCreateSchema, payload);
}

export function validateProductUpdate(payload: unknown) {
  return validate(productUpdateSchema, payload);
}
