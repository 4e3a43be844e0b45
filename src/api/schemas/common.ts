/**
 * Building blocks shared by the resource schemas. Spec: docs/spec/storefront-api.md, "Value conventions"
 * (numbers may arrive as numeric strings) and "Versioning" (legacy names; the public name wins).
 */
import { safeImageUrl } from '../safe-url.js';

/** A JSON object, fields unchecked: resource schemas read it field by field. */
export type Raw = Record<string, unknown>;

/** A number from a number or a numeric string; anything else is undefined. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A boolean from true/false, 1/0, "1"/"0", "true"/"false", "Y"/"N". */
export function toBool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (['1', 'true', 'y', 'yes'].includes(s)) return true;
    if (['0', 'false', 'n', 'no', ''].includes(s)) return false;
  }
  return undefined;
}

/** A non-empty string, or undefined. Numbers become their text. */
export function toText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/**
 * A currency code (ISO 4217: three letters), upper-cased; anything else is undefined
 * (`Intl.NumberFormat` throws on a currency that is not a code, e.g. `won`).
 */
export function toCurrency(v: unknown): string | undefined {
  return typeof v === 'string' && /^[A-Za-z]{3}$/.test(v.trim()) ? v.trim().toUpperCase() : undefined;
}

export function asRecord(v: unknown): Raw | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : undefined;
}

export function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Records of an array, skipping anything that is not an object. */
export function records(v: unknown): Raw[] {
  return asArray(v).map(asRecord).filter((r): r is Raw => r !== undefined);
}

/** The first of `names` present (not null/undefined/'') in `raw`, read with `read`. */
export function pick<T>(raw: Raw, names: string[], read: (v: unknown) => T | undefined): T | undefined {
  for (const name of names) {
    const value = raw[name];
    if (value === undefined || value === null || value === '') continue;
    const out = read(value);
    if (out !== undefined) return out;
  }
  return undefined;
}

/** A value at a dotted path (`main_image.image_url`), or the first element of an array on the way. */
export function at(raw: Raw, path: string): unknown {
  let cur: unknown = raw;
  for (const part of path.split('.')) {
    if (Array.isArray(cur)) cur = cur[0];
    const rec = asRecord(cur);
    if (!rec) return undefined;
    cur = rec[part];
  }
  if (Array.isArray(cur)) cur = cur[0];
  return cur;
}

/**
 * The first present of several dotted paths, as an image URL. A URL that fails the guard
 * (`javascript:`…: see ../safe-url.ts) counts as absent, so the next place is tried.
 */
export function firstUrl(raw: Raw, paths: string[]): string | null {
  for (const path of paths) {
    const v = at(raw, path);
    const rec = asRecord(v);
    const url = safeImageUrl(rec ? pick(rec, ['image_url', 'url', 'src'], toText) : v);
    if (url !== null && url.trim() !== '') return url;
  }
  return null;
}

/** The image URLs of an array (texts, or objects with `image_url`/`url`/`src`) that pass the guard. */
export function imageUrls(v: unknown): string[] {
  return asArray(v)
    .map((i) => safeImageUrl(asRecord(i) ? pick(asRecord(i)!, ['image_url', 'url', 'src'], toText) : toText(i)))
    .filter((u): u is string => u !== null && u.trim() !== '');
}

/** Image paths the spec lists, in the order they are tried. */
export const IMAGE_PATHS = [
  'thumbnail_link',
  'main_image.image_url',
  'mainImage.image_url',
  'details.thumbnail_link',
  'details.main_image.image_url',
  'details.mainImage.image_url',
  'details.image_url',
  'img',
  'image_url',
];

/**
 * An id: a positive safe integer, from a number or a text of digits. Anything else is no id:
 * a fraction, zero or a negative number, and a value beyond `Number.MAX_SAFE_INTEGER` (JSON
 * numbers and digit texts that large are already rounded, `9007199254740993` → `…992`: reading
 * one would silently address another item).
 */
export function toId(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * An id from its public name, else from the earlier names the spec's "Versioning" table lists
 * for it (the public name wins). Spec: "Value conventions" 2, ids are read from fixed places.
 */
export function idOf(raw: Raw, publicName: string, legacy: string[] = []): number | undefined {
  return pick(raw, [publicName, ...legacy], toId);
}

/**
 * Why an answer could not be read: what its reader missed (`missing product_id`). A 2xx answer
 * that fails its reader becomes a `StorefrontError` of kind `parse` with this message and this
 * error as its `cause`.
 */
export class ReadError extends Error {
  override readonly name = 'ReadError';
}

/** What {@link Reader.safeParse} gives: the clean value, or the reader's reason. */
export type ReadResult<T> = { success: true; data: T; error?: undefined } | { success: false; error: ReadError; data?: undefined };

/**
 * Reads one kind of raw answer (a JSON body) into its clean, normalized value. Spec:
 * docs/spec/storefront-api.md, "Value conventions" and "Versioning".
 */
export interface Reader<T> {
  /** The clean value, or the reason the body is not the shape the spec describes (never throws it). */
  safeParse(input: unknown): ReadResult<T>;
  /** The clean value; throws the {@link ReadError}. */
  parse(input: unknown): T;
}

/** Stops a reader: the answer lacks what `reason` names. */
export function fail(reason: string): never {
  throw new ReadError(reason);
}

/** A {@link Reader} whose body must be a JSON object, read by `read` (which may {@link fail}). */
export function reader<T>(read: (raw: Raw) => T): Reader<T> {
  const safeParse = (input: unknown): ReadResult<T> => {
    try {
      return { success: true, data: read(asRecord(input) ?? fail('expected a JSON object')) };
    } catch (error) {
      if (error instanceof ReadError) return { success: false, error };
      throw error;
    }
  };
  return {
    safeParse,
    parse(input) {
      const result = safeParse(input);
      if (result.success) return result.data;
      throw result.error;
    },
  };
}

/** A page of a list (spec: `data[]` plus `current_page`, `total`; `meta.total` also read). */
export interface Page<T> {
  items: T[];
  /** 1-based. */
  current_page: number;
  /** Number of items across all pages. */
  total: number;
  per_page: number | null;
  last_page: number | null;
}

export function readPage<T>(
  envelope: Raw | undefined,
  outer: Raw,
  readItem: (raw: Raw) => T | undefined,
): Page<T> {
  if (!envelope) return fail('missing list');
  const items = records(envelope.data).map(readItem).filter((x): x is T => x !== undefined);
  const meta = asRecord(envelope.meta) ?? asRecord(outer.meta) ?? {};
  const perPage = pick(envelope, ['per_page'], toNumber) ?? pick(meta, ['per_page'], toNumber) ?? null;
  const total = pick(envelope, ['total'], toNumber) ?? pick(meta, ['total'], toNumber) ?? items.length;
  const lastPage =
    pick(envelope, ['last_page'], toNumber) ??
    pick(meta, ['last_page'], toNumber) ??
    (perPage ? Math.max(1, Math.ceil(total / perPage)) : null);
  return {
    items,
    current_page: pick(envelope, ['current_page'], toNumber) ?? pick(meta, ['current_page'], toNumber) ?? 1,
    total,
    per_page: perPage,
    last_page: lastPage,
  };
}
