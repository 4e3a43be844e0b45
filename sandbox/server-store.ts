/**
 * The server catalog API's writes and reads on the sandbox store: a validated payload (checked by
 * the zod schemas of src/server, the seller toolkit's own) becomes catalog records, the very
 * records the storefront API serves; reads compose the server API's shapes from them.
 *
 * Replacement rules (docs/spec/server-catalog-api.md, PUT): only sent fields change; `options` and
 * `chapters` are synchronized by id (kept when their id is sent, created without one, removed when
 * missing); images, category_ids, variants, display settings, buyer inputs and related products
 * are replaced whole; `tag_ids: []` removes the tag. Sandbox choices where the spec is silent
 * are listed in docs/sellers.md ("Choices").
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ContentCreatePayload, ContentUpdatePayload, ProductCreatePayload, ProductUpdatePayload } from '../src/server/schemas.js';
import { isFile } from '../src/server/schemas.js';
import { formatSeoul } from './format.js';
import { ApiError, type FieldErrors } from './http.js';
import type { SentScalars } from './server-fields.js';
import {
  type BuyerInputOptionRecord,
  type CategoryRecord,
  type ChapterRecord,
  type ContentOptionRecord,
  type ContentRecord,
  type DisplayType,
  type Language,
  type LessonRecord,
  type OptionAxisRecord,
  type OptionValueRecord,
  type ProductRecord,
  type SandboxStore,
  type Site,
  type Translated,
  type VariantRecord,
  CatalogIndex,
  LANGUAGES,
} from './store.js';

/** Stock of a variant whose `stock` is not sent (and of the one variant of a product without options). */
export const DEFAULT_STOCK = 100;

// ---------------------------------------------------------------------------------------------
// Sandbox-only seeding fields (header X-Sandbox-Seed; accepted from the template site's key only)
// ---------------------------------------------------------------------------------------------

const id = z.number().int().positive();
const translated = z.strictObject({ ko: z.string(), en: z.string(), ja: z.string() });

/**
 * What the seed needs that the server API has no field for by design: fixed ids, quirks of the
 * storefront shapes, quantities, review figures, option descriptions, option names in every language, creation times and lessons
 * without a playback source. The payload itself is validated by the toolkit's schemas and holds
 * all of the item's catalog data (options, tags, categories): these fields never add to a payload
 * field nor lift one of its rules.
 */
export const seedExtensionSchema = z.strictObject({
  product_id: id.optional(),
  variant_ids: z.array(id).optional(),
  input_option_ids: z.array(id).optional(),
  content_id: id.optional(),
  option_ids: z.array(id).optional(),
  chapter_ids: z.array(id).optional(),
  curriculum_ids: z.array(z.array(id)).optional(),
  created_at: z.number().int().optional(),
  min_quantity: z.number().int().positive().optional(),
  unit_quantity: z.number().int().positive().optional(),
  stock: z.number().int().nonnegative().optional(),
  review_count: z.number().int().nonnegative().optional(),
  average_rating: z.number().nonnegative().optional(),
  option_descriptions: z.array(translated).optional(),
  /** A product's option names in ko, en and ja, in the order of `options` (the API's names are in one language). */
  option_names: z.array(translated).optional(),
  /** Lessons (curriculum_id) stored without a playback source. */
  no_media: z.array(id).optional(),
  quirks: z.record(z.string(), z.unknown()).optional(),
});
export type SeedExtension = z.output<typeof seedExtensionSchema>;

// ---------------------------------------------------------------------------------------------
// Ids, uploads, small helpers
// ---------------------------------------------------------------------------------------------

type IdKind = 'product' | 'variant' | 'input' | 'content' | 'option' | 'chapter' | 'lesson' | 'file';
const FIRST_ID: Record<IdKind, number> = { product: 101, variant: 1001, input: 301, content: 501, option: 5001, chapter: 6001, lesson: 7001, file: 1 };
const counters = new WeakMap<Site, Partial<Record<IdKind, number>>>();

function existingIds(site: Site, kind: IdKind): number[] {
  const { products, contents } = site.catalog;
  switch (kind) {
    case 'product':
      return products.map((p) => p.product_id);
    case 'variant':
      return products.flatMap((p) => p.variants.map((v) => v.variant_id));
    case 'input':
      return products.flatMap((p) => p.buyer_input_options.map((b) => b.input_option_id));
    case 'content':
      return contents.map((c) => c.content_id);
    case 'option':
      return contents.flatMap((c) => c.options.map((o) => o.option_id));
    case 'chapter':
      return contents.flatMap((c) => c.chapters.map((ch) => ch.chapter_id));
    case 'lesson':
      return contents.flatMap((c) => c.chapters.flatMap((ch) => ch.items.map((l) => l.curriculum_id)));
    case 'file':
      return contents.flatMap((c) => c.options.flatMap((o) => o.server?.files.map((f) => f.file_id) ?? []));
  }
}

/** The next free id of a kind in this site: above every id it has (or had) and the seed's first id. */
function nextId(site: Site, kind: IdKind): number {
  const known = counters.get(site) ?? {};
  counters.set(site, known);
  const next = known[kind] ?? Math.max(FIRST_ID[kind] - 1, ...existingIds(site, kind)) + 1;
  known[kind] = next + 1;
  return next;
}

/** A seed-given id, refused when the site already uses it. */
function givenId(site: Site, kind: IdKind, value: number | undefined, path: string): number {
  if (value === undefined) return nextId(site, kind);
  if (existingIds(site, kind).includes(value)) throw invalid(path, `${kind} id ${value} is already used`);
  const known = counters.get(site) ?? {};
  if (known[kind] !== undefined && known[kind] <= value) known[kind] = value + 1;
  counters.set(site, known);
  return value;
}

interface Upload {
  type: string;
  bytes: Uint8Array;
}
const uploads = new WeakMap<SandboxStore, Map<string, Upload>>();

/** Keeps an uploaded file and answers the URL it is served at (`/__sandbox/uploads/<name>`). */
async function keepUpload(store: SandboxStore, file: Blob): Promise<string> {
  const original = (file as { name?: string }).name ?? '';
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(original)?.[0] ?? '';
  const name = `${randomBytes(9).toString('base64url')}${ext.toLowerCase()}`;
  const map = uploads.get(store) ?? new Map<string, Upload>();
  uploads.set(store, map);
  map.set(name, { type: file.type || 'application/octet-stream', bytes: new Uint8Array(await file.arrayBuffer()) });
  return `${store.publicUrl}/__sandbox/uploads/${name}`;
}

export function uploadNamed(store: SandboxStore, name: string): Upload | undefined {
  return uploads.get(store)?.get(name);
}

async function imageUrl(store: SandboxStore, value: string | Blob): Promise<string> {
  return isFile(value) ? keepUpload(store, value) : value;
}

function invalid(path: string, message: string): ApiError {
  return new ApiError(422, message, { [path]: [message] });
}

/** Collects problems found against the stored catalog, then throws one 422 with all of them. */
class Problems {
  readonly errors: FieldErrors = {};
  add(path: string, message: string): void {
    (this.errors[path] ??= []).push(message);
  }
  throwIfAny(): void {
    const first = Object.entries(this.errors)[0];
    if (first) throw new ApiError(422, `${first[0]}: ${first[1][0]}`, this.errors, { success: false });
  }
}

/** Epoch ms of a `YYYY-MM-DD HH:MM:SS` text read as Seoul time (UTC+9, no daylight saving). */
export function parseSeoul(text: string): number {
  const [date = '', time = ''] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h - 9, mi, s);
}

type Translations = Partial<Record<Language, Record<string, unknown>>> | undefined;

/** The text of `field` at `path` (e.g. ['options', 2, 'title']) in one language of `translations`. */
function translationAt(translations: Translations, lang: Language, path: (string | number)[]): string | undefined {
  let node: unknown = translations?.[lang];
  for (const step of path) node = (node as Record<string | number, unknown> | undefined)?.[step];
  return typeof node === 'string' ? node : undefined;
}

/**
 * A text in every language after a write. `base` is the sent text in the request's language;
 * other languages take their translation, else keep their old text, except a text that only
 * copied the base language (as a create without translations leaves it), which follows it.
 */
function mergeText(old: Translated | undefined, base: string | undefined, lang: Language, translations: Translations, path: (string | number)[]): Translated {
  const out = { ...(old ?? { ko: base ?? '', en: base ?? '', ja: base ?? '' }) };
  for (const l of LANGUAGES) {
    const given = l === lang ? base : translationAt(translations, l, path);
    if (given !== undefined) out[l] = given;
    else if (base !== undefined && old && old[l] === old[lang]) out[l] = base;
  }
  return out;
}

function pickScalars(payload: Record<string, unknown>, keys: readonly string[]): SentScalars {
  const out: SentScalars = {};
  for (const key of keys) {
    const v = payload[key];
    if (v !== undefined && (v === null || ['string', 'number', 'boolean'].includes(typeof v))) out[key] = v as string | number | boolean | null;
  }
  return out;
}

function reindex(site: Site, change: { products?: ProductRecord[]; contents?: ContentRecord[] }): void {
  const c = site.catalog;
  site.catalog = new CatalogIndex({
    products: change.products ?? c.products,
    contents: change.contents ?? c.contents,
    categories: c.categories,
    tags: c.tags,
  });
}

function checkCategories(site: Site, ids: number[], path: (i: number) => string, problems: Problems): void {
  ids.forEach((cid, i) => {
    if (!site.catalog.categories.some((c) => c.category_id === cid)) problems.add(path(i), `category ${cid} does not exist`);
  });
}

function checkTags(site: Site, ids: number[], target: 'product' | 'content', problems: Problems): void {
  ids.forEach((tid, i) => {
    const tag = site.catalog.tags.find((t) => t.tag_id === tid);
    if (!tag) problems.add(`tag_ids.${i}`, `tag ${tid} does not exist`);
    else if (tag.target_type !== target) problems.add(`tag_ids.${i}`, `tag ${tid} is a ${tag.target_type} tag, not a ${target} tag`);
  });
}

// ---------------------------------------------------------------------------------------------
// Contents
// ---------------------------------------------------------------------------------------------

const CONTENT_SCALARS = ['status', 'thumbnail_link', 'inventory_display_mode', 'installment_month', 'allow_link'] as const;
const OPTION_SCALARS = ['download_limit_days', 'access_url', 'location_text', 'location_detail', 'capacity', 'is_on_sale'] as const;

type OptionPayload = Record<string, unknown> & {
  option_id?: number;
  title: string;
  base_price: number;
  sale_price?: number;
  is_on_sale?: boolean;
  start_at?: string;
  end_at?: string;
  files?: (string | number | Blob)[];
};
type ChapterPayload = { chapter_id?: number; title: string; items: { curriculum_id?: number; title: string; media_url: string; duration_text: string }[] };

interface Ctx {
  store: SandboxStore;
  site: Site;
  lang: Language;
  seed: SeedExtension | undefined;
}

async function buildOption(
  ctx: Ctx,
  content: ContentRecord,
  o: OptionPayload,
  index: number,
  old: ContentOptionRecord | undefined,
  translations: Translations,
  problems: Problems,
): Promise<ContentOptionRecord> {
  const option_id = old?.option_id ?? givenId(ctx.site, 'option', ctx.seed?.option_ids?.[index], `options.${index}`);
  const title = mergeText(old?.title, o.title, ctx.lang, translations, ['options', index, 'title']);
  const onSale = o.sale_price !== undefined && o.is_on_sale !== false && o.sale_price < o.base_price;
  const files: { file_id: number; url: string; name: string | null }[] = [];
  const stored = content.options.flatMap((x) => x.server?.files ?? []);
  for (const [j, entry] of (o.files ?? []).entries()) {
    if (typeof entry === 'number') {
      const known = stored.find((f) => f.file_id === entry);
      if (known) files.push(known);
      else problems.add(`options.${index}.files.${j}`, `file_id ${entry} is not a file of this content`);
    } else {
      const url = await imageUrl(ctx.store, entry);
      files.push({ file_id: nextId(ctx.site, 'file'), url, name: isFile(entry) ? ((entry as { name?: string }).name ?? null) : null });
    }
  }
  return {
    option_id,
    title,
    description: old?.description ?? ctx.seed?.option_descriptions?.[index] ?? { ...title },
    price: o.base_price,
    sale_price: onSale ? (o.sale_price as number) : o.base_price,
    starts_at: o.start_at ? parseSeoul(o.start_at) : null,
    ends_at: o.end_at ? parseSeoul(o.end_at) : null,
    server: { scalars: pickScalars(o, OPTION_SCALARS), files },
  };
}

function lessonRecord(
  ctx: Ctx,
  content_id: number,
  l: ChapterPayload['items'][number],
  curriculum_id: number,
  old: LessonRecord | undefined,
  translations: Translations,
  path: (string | number)[],
  first: boolean,
): LessonRecord {
  return {
    curriculum_id,
    title: mergeText(old?.title, l.title, ctx.lang, translations, [...path, 'title']),
    duration_text: l.duration_text,
    // Sandbox choice: the first lesson of a vod is its free preview.
    is_preview: first,
    media_url: ctx.seed?.no_media?.includes(curriculum_id) ? '' : l.media_url,
    reference_url: old?.reference_url ?? `https://example.com/notes/${content_id}/${curriculum_id}`,
  };
}

/** Chapters synchronized to what is sent: ids keep chapters and lessons, new ones are created. */
function syncChapters(ctx: Ctx, content: ContentRecord, sent: ChapterPayload[], translations: Translations, problems: Problems): ChapterRecord[] {
  const oldChapters = new Map(content.chapters.map((ch) => [ch.chapter_id, ch]));
  const oldLessons = new Map(content.chapters.flatMap((ch) => ch.items.map((l) => [l.curriculum_id, l] as const)));
  const usedChapters = new Set<number>();
  const usedLessons = new Set<number>();
  return sent.map((ch, ci): ChapterRecord => {
    let old: ChapterRecord | undefined;
    if (ch.chapter_id !== undefined) {
      old = oldChapters.get(ch.chapter_id);
      if (!old || usedChapters.has(ch.chapter_id))
        problems.add(
          `chapters.${ci}.chapter_id`,
          old ? `chapter ${ch.chapter_id} is sent twice` : `chapter ${ch.chapter_id} is not a chapter of content ${content.content_id}`,
        );
      usedChapters.add(ch.chapter_id);
    }
    const chapter_id = old?.chapter_id ?? givenId(ctx.site, 'chapter', ctx.seed?.chapter_ids?.[ci], `chapters.${ci}`);
    return {
      chapter_id,
      title: mergeText(old?.title, ch.title, ctx.lang, translations, ['chapters', ci, 'title']),
      items: ch.items.map((l, li) => {
        let oldLesson: LessonRecord | undefined;
        if (l.curriculum_id !== undefined) {
          oldLesson = oldLessons.get(l.curriculum_id);
          if (!oldLesson || usedLessons.has(l.curriculum_id))
            problems.add(
              `chapters.${ci}.items.${li}.curriculum_id`,
              oldLesson ? `lesson ${l.curriculum_id} is sent twice` : `lesson ${l.curriculum_id} is not a lesson of content ${content.content_id}`,
            );
          usedLessons.add(l.curriculum_id);
        }
        const curriculum_id = oldLesson?.curriculum_id ?? givenId(ctx.site, 'lesson', ctx.seed?.curriculum_ids?.[ci]?.[li], `chapters.${ci}.items.${li}`);
        return lessonRecord(ctx, content.content_id, l, curriculum_id, oldLesson, translations, ['chapters', ci, 'items', li], ci === 0 && li === 0);
      }),
    };
  });
}

/** Options synchronized to what is sent: an `option_id` keeps (and updates) that option. */
async function syncOptions(
  ctx: Ctx,
  content: ContentRecord,
  sent: OptionPayload[],
  translations: Translations,
  problems: Problems,
): Promise<ContentOptionRecord[]> {
  const used = new Set<number>();
  const out: ContentOptionRecord[] = [];
  for (const [i, o] of sent.entries()) {
    let old: ContentOptionRecord | undefined;
    if (o.option_id !== undefined) {
      old = content.options.find((x) => x.option_id === o.option_id);
      if (!old || used.has(o.option_id))
        problems.add(
          `options.${i}.option_id`,
          old ? `option ${o.option_id} is sent twice` : `option ${o.option_id} is not an option of content ${content.content_id}`,
        );
      used.add(o.option_id);
    }
    out.push(await buildOption(ctx, content, o, i, old, translations, problems));
  }
  return out;
}

/** Translations sent without the arrays they translate apply to the stored ones by position. */
function translateInPlace(content: ContentRecord, translations: Translations, lang: Language, sentOptions: boolean, sentChapters: boolean): void {
  if (!translations) return;
  if (!sentOptions) content.options.forEach((o, i) => (o.title = mergeText(o.title, undefined, lang, translations, ['options', i, 'title'])));
  if (!sentChapters) {
    content.chapters.forEach((ch, ci) => {
      ch.title = mergeText(ch.title, undefined, lang, translations, ['chapters', ci, 'title']);
      ch.items.forEach((l, li) => (l.title = mergeText(l.title, undefined, lang, translations, ['chapters', ci, 'items', li, 'title'])));
    });
  }
}

/** `POST /contents` with a validated payload. */
export async function createContent(
  store: SandboxStore,
  site: Site,
  payload: ContentCreatePayload,
  lang: Language,
  seed?: SeedExtension,
): Promise<ContentRecord> {
  const ctx: Ctx = { store, site, lang, seed };
  const p = payload as ContentCreatePayload & Record<string, unknown>;
  const problems = new Problems();
  checkCategories(site, p.category_ids, (i) => `category_ids.${i}`, problems);
  const tags = p.tag_ids ?? [];
  checkTags(site, tags, 'content', problems);
  problems.throwIfAny();
  const content_id = givenId(site, 'content', seed?.content_id, 'content_id');
  const now = Date.now();
  const translations = p.translations as Translations;
  const content: ContentRecord = {
    content_id,
    content_type: p.content_type,
    title: mergeText(undefined, p.title, lang, translations, ['title']),
    description: mergeText(undefined, p.description_html, lang, translations, ['description_html']),
    category_ids: [...p.category_ids],
    tag_ids: [...tags],
    created_at: seed?.created_at ?? now,
    image: await imageUrl(store, p.featured_image),
    additional_images: await Promise.all((p.images ?? []).map((img) => imageUrl(store, img))),
    review_count: seed?.review_count ?? 0,
    average_rating: seed?.average_rating ?? 0,
    options: [],
    chapters: [],
    quirks: (seed?.quirks ?? {}) as ContentRecord['quirks'],
    server: { scalars: { status: 'pending', ...pickScalars(p, CONTENT_SCALARS) }, language: lang, updated_at: now },
  };
  content.options = await syncOptions(ctx, content, p.options as OptionPayload[], translations, problems);
  if (p.content_type === 'vod') content.chapters = syncChapters(ctx, content, p.chapters as ChapterPayload[], translations, problems);
  problems.throwIfAny();
  site.catalog.add({ content });
  return content;
}

/** `PUT /contents/{content_id}` with a payload validated against the content's type. */
export async function updateContent(
  store: SandboxStore,
  site: Site,
  content: ContentRecord,
  payload: ContentUpdatePayload,
  lang: Language,
): Promise<ContentRecord> {
  const ctx: Ctx = { store, site, lang, seed: undefined };
  const p = payload as ContentUpdatePayload & Record<string, unknown>;
  const translations = p.translations as Translations;
  const problems = new Problems();
  if (p.category_ids) checkCategories(site, p.category_ids, (i) => `category_ids.${i}`, problems);
  if (p.tag_ids) checkTags(site, p.tag_ids, 'content', problems);
  problems.throwIfAny();
  // Build on a copy: a 422 leaves the stored content untouched.
  const next: ContentRecord = structuredClone(content);
  if (p.options) next.options = await syncOptions(ctx, content, p.options as OptionPayload[], translations, problems);
  if (p.chapters) next.chapters = syncChapters(ctx, content, p.chapters as ChapterPayload[], translations, problems);
  problems.throwIfAny();
  translateInPlace(next, translations, lang, p.options !== undefined, p.chapters !== undefined);
  next.title = mergeText(content.title, p.title, lang, translations, ['title']);
  next.description = mergeText(content.description, p.description_html, lang, translations, ['description_html']);
  if (p.category_ids) next.category_ids = [...p.category_ids];
  if (p.tag_ids) next.tag_ids = [...p.tag_ids];
  if (p.featured_image !== undefined) next.image = await imageUrl(store, p.featured_image);
  if (p.images) next.additional_images = await Promise.all(p.images.map((img) => imageUrl(store, img)));
  const server = next.server ?? { scalars: { status: 'publish' }, language: 'ko', updated_at: next.created_at };
  next.server = { ...server, scalars: { ...server.scalars, ...pickScalars(p, CONTENT_SCALARS) }, updated_at: Date.now() };
  Object.assign(content, next);
  reindex(site, {});
  return content;
}

const categoryJson = (c: CategoryRecord, lang: Language) => ({ category_id: c.category_id, name: c.name[lang], slug: c.slug, parent_id: c.parent_id });

/** A content in the server API's shape (texts in `lang`). */
export function contentJson(site: Site, c: ContentRecord, lang: Language): Record<string, unknown> {
  const s = c.server?.scalars ?? {};
  const onSale = (o: ContentOptionRecord) => o.sale_price < o.price;
  const prices = c.options.map((o) => o.price);
  const selling = c.options.map((o) => o.sale_price);
  return {
    content_id: c.content_id,
    content_type: c.content_type,
    title: c.title[lang],
    description_html: c.description[lang],
    status: s.status ?? 'publish',
    language: lang,
    category_ids: c.category_ids,
    categories: site.catalog.categories.filter((cat) => c.category_ids.includes(cat.category_id)).map((cat) => categoryJson(cat, lang)),
    tag_ids: c.tag_ids,
    featured_image: c.image,
    images: c.additional_images,
    thumbnail_link: s.thumbnail_link ?? c.image,
    inventory_display_mode: s.inventory_display_mode ?? null,
    installment_month: s.installment_month ?? 0,
    allow_link: s.allow_link ?? null,
    base_price: prices.length ? Math.min(...prices) : 0,
    sale_price: selling.length ? Math.min(...selling) : 0,
    is_on_sale: c.options.some(onSale),
    is_free: c.options.length > 0 && c.options.every((o) => o.sale_price === 0),
    options: c.options.map((o) => ({
      option_id: o.option_id,
      title: o.title[lang],
      base_price: o.price,
      sale_price: onSale(o) ? o.sale_price : null,
      ...(o.starts_at === null ? {} : { start_at: formatSeoul(o.starts_at) }),
      ...(o.ends_at === null ? {} : { end_at: formatSeoul(o.ends_at) }),
      ...(o.server?.scalars ?? {}),
      is_on_sale: onSale(o),
      ...(c.content_type === 'digital_content' ? { files: o.server?.files ?? [] } : {}),
    })),
    chapters:
      c.content_type === 'vod'
        ? c.chapters.map((ch) => ({
            chapter_id: ch.chapter_id,
            title: ch.title[lang],
            items: ch.items.map((l) => ({
              curriculum_id: l.curriculum_id,
              title: l.title[lang],
              media_url: l.media_url,
              duration_text: l.duration_text,
              is_preview: l.is_preview,
            })),
          }))
        : [],
    review_count: c.review_count,
    average_rating: c.average_rating,
    created_at: formatSeoul(c.created_at),
    updated_at: formatSeoul(c.server?.updated_at ?? c.created_at),
  };
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

const PRODUCT_SCALARS = [
  'status',
  'base_price',
  'sale_price',
  'is_on_sale',
  'is_free',
  'requires_shipping',
  'is_shipping_free',
  'shipping_price',
  'is_over_50000_free',
  'free_shipping_min_purchase',
  'is_extra_shipping_fee',
  'is_purchase_agency',
  'tax_type',
  'no_option_sku',
] as const;

type VariantPayload = Record<string, unknown> & { price?: number; stock?: number; sku?: string; is_active?: boolean };
type ValueSetting = { attribute_index: number; value_text: string; display_label?: string; color_hex?: string; image_url?: string; sort_order?: number };
type DisplaySetting = { attribute_index: number; display_type: DisplayType; label?: string; is_required?: boolean };
type InputPayload = {
  label: string;
  input_type: BuyerInputOptionRecord['input_type'];
  placeholder?: string;
  is_required?: boolean;
  max_length?: number | null;
  sort_order?: number;
  status?: 'active' | 'hidden';
};

/** Prices of a variant from the product's base/sale price and the variant's own `price`. */
function variantPrices(scalars: SentScalars, own: number | null): { base_price: number; sale_price: number | null } {
  const base = typeof scalars.base_price === 'number' ? scalars.base_price : 0;
  if (scalars.is_free === true) return { base_price: 0, sale_price: null };
  const sale = typeof scalars.sale_price === 'number' ? scalars.sale_price : undefined;
  const discount = sale !== undefined && scalars.is_on_sale !== false && sale < base ? base - sale : 0;
  const price = own ?? base;
  return { base_price: price, sale_price: discount > 0 ? Math.max(0, price - discount) : null };
}

/** Shipping from the sent flags: free, paid, or paid with free shipping from a threshold. */
function shippingOf(scalars: SentScalars): ProductRecord['shipping'] {
  if (scalars.requires_shipping === false || scalars.is_shipping_free === true) return { shipping_fee: 0, free_over: null };
  const fee = typeof scalars.shipping_price === 'number' ? scalars.shipping_price : 0;
  if (fee === 0) return { shipping_fee: 0, free_over: null };
  const over =
    scalars.is_over_50000_free === true ? (typeof scalars.free_shipping_min_purchase === 'number' ? scalars.free_shipping_min_purchase : 50000) : null;
  return { shipping_fee: fee, free_over: over };
}

/** The variants of a product: one per sent combination, ids kept for combinations that existed. */
function buildVariants(
  ctx: Ctx,
  names: string[],
  sent: VariantPayload[] | undefined,
  old: VariantRecord[],
  scalars: SentScalars,
  problems: Problems,
): VariantRecord[] {
  const byCombo = new Map(old.map((v) => [JSON.stringify(v.values), v]));
  if (names.length === 0) {
    if (sent && sent.length > 0) problems.add('variants', 'a product without options takes no variants');
    const prev = byCombo.get('[]');
    const variant_id = prev?.variant_id ?? givenId(ctx.site, 'variant', ctx.seed?.variant_ids?.[0], 'variants.0');
    return [
      {
        variant_id,
        values: [],
        is_active: true,
        quantity: prev?.quantity ?? ctx.seed?.stock ?? DEFAULT_STOCK,
        ...variantPrices(scalars, null),
        server: { price: null, sku: typeof scalars.no_option_sku === 'string' ? scalars.no_option_sku : null },
      },
    ];
  }
  const rows: VariantPayload[] =
    sent ??
    old.map((v) => ({
      ...Object.fromEntries(v.values.map((value, k) => [`option${k + 1}`, value])),
      ...(v.server?.price == null ? {} : { price: v.server.price }),
      stock: v.quantity,
      ...(v.server?.sku ? { sku: v.server.sku } : {}),
      is_active: v.is_active,
    }));
  return rows.map((row, i): VariantRecord => {
    const values = names.map((_, k) => row[`option${k + 1}`]);
    const extra = Object.keys(row).filter((key) => /^option\d+$/.test(key) && Number(key.slice(6)) > names.length);
    if (values.some((v) => typeof v !== 'string') || extra.length > 0) {
      problems.add(
        sent ? `variants.${i}` : 'options',
        sent
          ? `needs exactly one value per option (${names.join(', ')})`
          : `the stored variants do not fit ${names.length} option(s): send variants with the options`,
      );
    }
    const prev = byCombo.get(JSON.stringify(values));
    const own = typeof row.price === 'number' ? row.price : null;
    return {
      variant_id: prev?.variant_id ?? givenId(ctx.site, 'variant', ctx.seed?.variant_ids?.[i], `variants.${i}`),
      values: values.map(String),
      is_active: row.is_active ?? true,
      quantity: row.stock ?? prev?.quantity ?? DEFAULT_STOCK,
      ...variantPrices(scalars, own),
      server: { price: own, sku: typeof row.sku === 'string' ? row.sku : null },
    };
  });
}

/** Axes (options) with their display type and values: the sent value settings first (by sort_order), then values only the variants name. */
function buildAxes(
  ctx: Ctx,
  names: string[],
  variants: VariantRecord[],
  displays: DisplaySetting[] | undefined,
  values: ValueSetting[] | undefined,
  old: OptionAxisRecord[],
  translations: Translations,
): OptionAxisRecord[] {
  return names.map((name, k): OptionAxisRecord => {
    const prev = old.find((a) => a.name === name);
    const display = displays ? displays.find((d) => d.attribute_index === k) : undefined;
    const settings = values
      ? values
          .map((s, index) => ({ s, index }))
          .filter(({ s }) => s.attribute_index === k)
          .sort((a, b) => (a.s.sort_order ?? a.index) - (b.s.sort_order ?? b.index))
      : undefined;
    const list: OptionValueRecord[] = settings
      ? settings.map(({ s, index }) => {
          const before = prev?.values.find((v) => v.value === s.value_text);
          return {
            value: s.value_text,
            display_label: mergeText(before?.display_label, s.display_label ?? s.value_text, ctx.lang, translations, [
              'option_value_display_settings',
              index,
              'display_label',
            ]),
            color_hex: s.color_hex ?? null,
            image_url: s.image_url ?? null,
          };
        })
      : (prev?.values ?? []).filter((v) => variants.some((variant) => variant.values[k] === v.value));
    for (const variant of variants) {
      const value = variant.values[k];
      if (value !== undefined && !list.some((v) => v.value === value))
        list.push({ value, display_label: { ko: value, en: value, ja: value }, color_hex: null, image_url: null });
    }
    const shown = display?.label ?? name;
    return {
      name,
      label: ctx.seed?.option_names?.[k] ?? prev?.label ?? { ko: shown, en: shown, ja: shown },
      display_type: display?.display_type ?? (displays ? 'dropdown' : (prev?.display_type ?? 'dropdown')),
      values: list,
      server: display
        ? { label: display.label ?? null, is_required: display.is_required ?? null }
        : displays
          ? { label: null, is_required: null }
          : (prev?.server ?? { label: null, is_required: null }),
    };
  });
}

function buildInputs(ctx: Ctx, sent: InputPayload[], old: BuyerInputOptionRecord[], translations: Translations): BuyerInputOptionRecord[] {
  return sent.map((b, i) => {
    const prev = old[i];
    return {
      // Sandbox choice: a replaced list keeps input_option_id by position.
      input_option_id: prev?.input_option_id ?? givenId(ctx.site, 'input', ctx.seed?.input_option_ids?.[i], `buyer_input_options.${i}`),
      label: mergeText(prev?.label, b.label, ctx.lang, translations, ['buyer_input_options', i, 'label']),
      input_type: b.input_type,
      placeholder: mergeText(prev?.placeholder, b.placeholder ?? '', ctx.lang, translations, ['buyer_input_options', i, 'placeholder']),
      is_required: b.is_required ?? false,
      max_length: b.max_length ?? null,
      sort_order: b.sort_order ?? i + 1,
      status: b.status ?? 'active',
    };
  });
}

/** Display settings must name a stored option and, for values, a value some variant has. */
function checkSettings(
  names: string[],
  variants: VariantRecord[],
  displays: DisplaySetting[] | undefined,
  values: ValueSetting[] | undefined,
  problems: Problems,
): void {
  displays?.forEach((d, i) => {
    if (d.attribute_index >= names.length)
      problems.add(`option_display_settings.${i}.attribute_index`, `attribute_index ${d.attribute_index} names no option (the product has ${names.length})`);
  });
  values?.forEach((v, i) => {
    if (v.attribute_index >= names.length)
      problems.add(
        `option_value_display_settings.${i}.attribute_index`,
        `attribute_index ${v.attribute_index} names no option (the product has ${names.length})`,
      );
    else if (!variants.some((variant) => variant.values[v.attribute_index] === v.value_text)) {
      problems.add(`option_value_display_settings.${i}.value_text`, `no variant has the value "${v.value_text}" for option ${v.attribute_index + 1}`);
    }
  });
}

function checkRelated(site: Site, ids: number[] | undefined, problems: Problems): void {
  ids?.forEach((pid, i) => {
    if (!site.catalog.product(pid)) problems.add(`related_product_ids.${i}`, `product ${pid} does not exist`);
  });
}

/** `POST /products` with a validated payload. */
export async function createProduct(
  store: SandboxStore,
  site: Site,
  payload: ProductCreatePayload,
  lang: Language,
  seed?: SeedExtension,
): Promise<ProductRecord> {
  const ctx: Ctx = { store, site, lang, seed };
  const p = payload as ProductCreatePayload & Record<string, unknown>;
  const translations = p.translations as Translations;
  const problems = new Problems();
  const categories = [p.category_id];
  checkCategories(site, categories, () => 'category_id', problems);
  const tags = p.tag_ids ?? [];
  checkTags(site, tags, 'product', problems);
  checkRelated(site, p.related_product_ids, problems);
  problems.throwIfAny();
  const product_id = givenId(site, 'product', seed?.product_id, 'product_id');
  const scalars: SentScalars = { status: 'pending', base_price: 0, ...pickScalars(p, PRODUCT_SCALARS) };
  const names = p.options ?? [];
  const variants = buildVariants(ctx, names, p.variants as VariantPayload[] | undefined, [], scalars, problems);
  checkSettings(
    names,
    variants,
    p.option_display_settings as DisplaySetting[] | undefined,
    p.option_value_display_settings as ValueSetting[] | undefined,
    problems,
  );
  problems.throwIfAny();
  const now = Date.now();
  const product: ProductRecord = {
    product_id,
    name: mergeText(undefined, p.title, lang, translations, ['title']),
    description: mergeText(undefined, p.description_html ?? '', lang, translations, ['description_html']),
    category_ids: categories,
    tag_ids: [...tags],
    created_at: seed?.created_at ?? now,
    main_image: await imageUrl(store, p.featured_image),
    additional_images: await Promise.all((p.images ?? []).map((img) => imageUrl(store, img))),
    options: buildAxes(
      ctx,
      names,
      variants,
      p.option_display_settings as DisplaySetting[] | undefined,
      p.option_value_display_settings as ValueSetting[] | undefined,
      [],
      translations,
    ),
    variants,
    buyer_input_options: buildInputs(ctx, (p.buyer_input_options ?? []) as InputPayload[], [], translations),
    min_quantity: seed?.min_quantity ?? 1,
    unit_quantity: seed?.unit_quantity ?? 1,
    shipping: shippingOf(scalars),
    quirks: (seed?.quirks ?? {}) as ProductRecord['quirks'],
    server: { scalars, related_product_ids: [...(p.related_product_ids ?? [])], language: lang, updated_at: now },
  };
  site.catalog.add({ product });
  return product;
}

/** `PUT /products/{productId}` with a validated payload. */
export async function updateProduct(
  store: SandboxStore,
  site: Site,
  product: ProductRecord,
  payload: ProductUpdatePayload,
  lang: Language,
): Promise<ProductRecord> {
  const ctx: Ctx = { store, site, lang, seed: undefined };
  const p = payload as ProductUpdatePayload & Record<string, unknown>;
  const translations = p.translations as Translations;
  const problems = new Problems();
  if (p.category_id !== undefined) checkCategories(site, [p.category_id], () => 'category_id', problems);
  if (p.tag_ids) checkTags(site, p.tag_ids, 'product', problems);
  checkRelated(site, p.related_product_ids, problems);
  problems.throwIfAny();
  const server = product.server ?? { scalars: {}, related_product_ids: [], language: 'ko' as Language, updated_at: product.created_at };
  const scalars: SentScalars = { ...server.scalars, ...pickScalars(p, PRODUCT_SCALARS) };
  const names = p.options ?? product.options.map((a) => a.name);
  const variants = buildVariants(ctx, names, p.variants as VariantPayload[] | undefined, product.variants, scalars, problems);
  checkSettings(
    names,
    variants,
    p.option_display_settings as DisplaySetting[] | undefined,
    p.option_value_display_settings as ValueSetting[] | undefined,
    problems,
  );
  const axesChanged =
    p.options !== undefined || p.variants !== undefined || p.option_display_settings !== undefined || p.option_value_display_settings !== undefined;
  const options = axesChanged
    ? buildAxes(
        ctx,
        names,
        variants,
        p.option_display_settings as DisplaySetting[] | undefined,
        p.option_value_display_settings as ValueSetting[] | undefined,
        product.options,
        translations,
      )
    : structuredClone(product.options);
  if (!p.option_value_display_settings && translations) {
    options
      .flatMap((a) => a.values)
      .forEach((v, i) => (v.display_label = mergeText(v.display_label, undefined, lang, translations, ['option_value_display_settings', i, 'display_label'])));
  }
  problems.throwIfAny();
  const inputs = p.buyer_input_options
    ? buildInputs(ctx, p.buyer_input_options as InputPayload[], product.buyer_input_options, translations)
    : product.buyer_input_options.map((b, i) => ({
        ...b,
        label: mergeText(b.label, undefined, lang, translations, ['buyer_input_options', i, 'label']),
        placeholder: mergeText(b.placeholder, undefined, lang, translations, ['buyer_input_options', i, 'placeholder']),
      }));
  Object.assign(product, {
    name: mergeText(product.name, p.title, lang, translations, ['title']),
    description: mergeText(product.description, p.description_html, lang, translations, ['description_html']),
    ...(p.category_id === undefined ? {} : { category_ids: [p.category_id] }),
    ...(p.tag_ids ? { tag_ids: [...p.tag_ids] } : {}),
    ...(p.featured_image === undefined ? {} : { main_image: await imageUrl(store, p.featured_image) }),
    ...(p.images ? { additional_images: await Promise.all(p.images.map((img) => imageUrl(store, img))) } : {}),
    options,
    variants,
    buyer_input_options: inputs,
    shipping: shippingOf(scalars),
    server: {
      ...server,
      scalars,
      related_product_ids: p.related_product_ids ? [...p.related_product_ids] : server.related_product_ids,
      updated_at: Date.now(),
    },
  } satisfies Partial<ProductRecord>);
  reindex(site, {});
  return product;
}

/** A product in the server API's shape (texts in `lang`). */
export function productJson(_site: Site, p: ProductRecord, lang: Language): Record<string, unknown> {
  const s = p.server?.scalars ?? {};
  const first = p.variants[0];
  const base = typeof s.base_price === 'number' ? s.base_price : (first?.base_price ?? 0);
  const onSale = p.variants.some((v) => v.sale_price !== null && v.sale_price < v.base_price);
  return {
    product_id: p.product_id,
    title: p.name[lang],
    description_html: p.description[lang],
    category_id: p.category_ids[0] ?? null,
    category_ids: p.category_ids,
    status: s.status ?? 'publish',
    language: lang,
    ...s,
    base_price: base,
    sale_price: onSale ? (first?.sale_price ?? null) : null,
    is_on_sale: onSale,
    is_free: s.is_free === true,
    requires_shipping: s.requires_shipping !== false,
    is_shipping_free: p.shipping.shipping_fee === 0,
    shipping_price: p.shipping.shipping_fee,
    is_over_50000_free: p.shipping.free_over !== null,
    free_shipping_min_purchase: p.shipping.free_over,
    options: p.options.map((a) => a.name),
    variants: p.variants.map((v) => ({
      variant_id: v.variant_id,
      ...Object.fromEntries(v.values.map((value, k) => [`option${k + 1}`, value])),
      price: v.base_price,
      sale_price: v.sale_price,
      stock: v.quantity,
      sku: v.server?.sku ?? null,
      is_active: v.is_active,
    })),
    no_option_sku: s.no_option_sku ?? null,
    option_display_settings: p.options.map((a, attribute_index) => ({
      attribute_index,
      display_type: a.display_type,
      label: a.server?.label ?? a.name,
      is_required: a.server?.is_required ?? true,
    })),
    option_value_display_settings: p.options.flatMap((a, attribute_index) =>
      a.values.map((v, i) => ({
        attribute_index,
        value_text: v.value,
        display_label: v.display_label[lang],
        color_hex: v.color_hex,
        image_url: v.image_url,
        sort_order: i + 1,
      })),
    ),
    buyer_input_options: p.buyer_input_options.map((b) => ({ ...b, label: b.label[lang], placeholder: b.placeholder[lang] })),
    featured_image: p.main_image,
    images: p.additional_images,
    tag_ids: p.tag_ids,
    related_product_ids: p.server?.related_product_ids ?? [],
    min_quantity: p.min_quantity,
    unit_quantity: p.unit_quantity,
    created_at: formatSeoul(p.created_at),
    updated_at: formatSeoul(p.server?.updated_at ?? p.created_at),
  };
}

export { categoryJson };
