/**
 * The one vocabulary every reader of a raw answer uses. Spec: docs/spec/storefront-api.md,
 * "Value conventions" (numbers may arrive as numeric strings; ids are read from fixed places) and
 * "Versioning" (earlier names are still accepted; the public name wins).
 *
 * - Values, `unknown` → `T | undefined`: {@link toText}, {@link toNumber}, {@link toBool},
 *   {@link toId}, {@link toKey}, {@link toCurrency}.
 * - Fields, the first of several names that reads: {@link textOf}, {@link numberOf},
 *   {@link boolOf}, {@link idOf} (the public name first, then its earlier names), {@link pick}
 *   with any other value reader; {@link publicOr} where a present public field wins even empty.
 * - Objects and lists: {@link asRecord}, {@link records}; images: {@link imageOf}, {@link imagesOf}.
 * - A whole answer: {@link reader} makes a {@link Reader}; a reader stops with {@link fail}.
 */
import { safeImageUrl } from '../safe-url.js';

/** A JSON object, fields unchecked: readers read it field by field. */
export type Raw = Record<string, unknown>;

// ── Values ──────────────────────────────────────────────────────────────────

/** A text; a finite number becomes its text. */
export function toText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** A currency sign (`₩`, `$`, `¥`, `€`…), a three-letter code, or the Korean, Japanese or Chinese unit word. */
const CURRENCY_MARK = String.raw`(?:\p{Sc}|[A-Za-z]{3}|원|円|元)`;
/**
 * A numeric text as platforms write prices: a sign, a currency mark before or after, digits
 * grouped by threes with one kind of separator (`,`, a space, a no-break space, `'`), and a
 * decimal point: `12000`, `"12 000"`, `"₩12,000"`, `"12,000.00"`, `"12,000원"`, `"-1,500"`.
 */
const NUMERIC_TEXT = new RegExp(
  String.raw`^([+-]?)\s*(?:${CURRENCY_MARK}\s*)?(\d{1,3}(?:([,' \u00a0\u202f])\d{3})(?:\3\d{3})*|\d+)(\.\d+)?(?:\s*${CURRENCY_MARK})?$`,
  'u',
);

/**
 * A finite number, from a number or a numeric text as platforms write them ({@link NUMERIC_TEXT}:
 * `"12 000"`, `"₩12,000"`, `"12,000.00"` all read 12000). Anything else (`"12,00"`, `"1.2.3"`,
 * `"abc"`) is undefined: never guessed.
 */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const m = NUMERIC_TEXT.exec(v.trim());
  if (!m) return undefined;
  const n = Number(`${m[1]}${m[2]!.replace(/\D/g, '')}${m[4] ?? ''}`);
  return Number.isFinite(n) ? n : undefined;
}

/** A boolean from true/false, 1/0, "1"/"0", "true"/"false", "Y"/"N", "yes"/"no" ("" is false). */
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

/** An opaque key kept as read (`lookup_id`, `review_id`): an id when it is one, else its text. */
export function toKey(v: unknown): number | string | undefined {
  return toId(v) ?? toText(v);
}

let isoCurrencies: ReadonlySet<string> | null | undefined;

/**
 * A currency code (ISO 4217), upper-cased: three letters that the browser's `Intl` knows as a
 * currency (`Intl.supportedValuesOf('currency')`; where a browser lacks it, any three letters).
 * Anything else is undefined: `Intl.NumberFormat` throws on a currency that is not a code (`won`),
 * and a made-up code (`ABC`, `XXX`…) is no currency to show or convert to.
 */
export function toCurrency(v: unknown): string | undefined {
  if (typeof v !== 'string' || !/^[A-Za-z]{3}$/.test(v.trim())) return undefined;
  const code = v.trim().toUpperCase();
  if (isoCurrencies === undefined) {
    const supported = (Intl as { supportedValuesOf?: (key: 'currency') => string[] }).supportedValuesOf;
    isoCurrencies = supported ? new Set(supported('currency')) : null;
  }
  return isoCurrencies === null || isoCurrencies.has(code) ? code : undefined;
}

// ── Objects and lists ───────────────────────────────────────────────────────

/** `v` when it is a JSON object (not an array), else undefined. */
export function asRecord(v: unknown): Raw | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : undefined;
}

/** The objects of an array, skipping anything that is not one; `[]` when `v` is no array. */
export function records(v: unknown): Raw[] {
  return (Array.isArray(v) ? v : []).map(asRecord).filter((r): r is Raw => r !== undefined);
}

// ── Fields ──────────────────────────────────────────────────────────────────

/**
 * The first of `names` present in `raw` (not null, undefined or '') that `read` reads. List the
 * public name first, then its earlier names (spec: "Versioning" 2, the public name wins).
 */
export function pick<T>(raw: Raw, names: readonly string[], read: (v: unknown) => T | undefined): T | undefined {
  for (const name of names) {
    const value = raw[name];
    if (value === undefined || value === null || value === '') continue;
    const out = read(value);
    if (out !== undefined) return out;
  }
  return undefined;
}

/** The first of `names` that reads as text ({@link toText}). */
export const textOf = (raw: Raw, ...names: string[]): string | undefined => pick(raw, names, toText);
/** The first of `names` that reads as a finite number ({@link toNumber}). */
export const numberOf = (raw: Raw, ...names: string[]): number | undefined => pick(raw, names, toNumber);
const told = new Set<string>();

/**
 * A price field: the first of `names` present in `raw` as a number ({@link toNumber}); undefined
 * when none is present; null when the first present one cannot be read, which the console is
 * told once (`about` names the item: `product 17`, `content 5, option 900`) — such a price is
 * shown as unavailable, never as 0 and never dropped silently (README, "Choices made where the
 * spec says 'not shown'").
 */
export function priceOf(raw: Raw, about: string, ...names: string[]): number | null | undefined {
  for (const name of names) {
    const value = raw[name];
    if (value === undefined || value === null || value === '') continue;
    const n = toNumber(value);
    if (n !== undefined) return n;
    const message = `shop-elements: ${about}: ${name} ${JSON.stringify(value)} is not a number the storefront can read, so its price is shown as unavailable. The platform should send a number (12000) or a numeric text ("12,000").`;
    if (!told.has(message)) {
      told.add(message);
      console.warn(message);
    }
    return null;
  }
  return undefined;
}

/** The first of `names` that reads as a boolean ({@link toBool}). */
export const boolOf = (raw: Raw, ...names: string[]): boolean | undefined => pick(raw, names, toBool);
/**
 * The first of `names` that reads as an id ({@link toId}): the public name, then the earlier
 * names the spec's "Versioning" table lists for it. Spec: "Value conventions" 2, ids are read
 * from fixed places only.
 */
export const idOf = (raw: Raw, ...names: string[]): number | undefined => pick(raw, names, toId);

/**
 * The field under its public name when the answer has it at all (even null or empty), else
 * under its earlier name: an empty `media_url` stays empty, never replaced by the legacy `data`
 * (spec: "Value conventions" 4).
 */
export function publicOr(raw: Raw, name: string, earlier: string): unknown {
  return name in raw ? raw[name] : raw[earlier];
}

// ── Images ──────────────────────────────────────────────────────────────────

/** Image paths the spec lists ("Product detail (product)"), in the order they are tried. */
const IMAGE_PATHS = [
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

/** A value at a dotted path (`main_image.image_url`), taking the first element of an array on the way. */
function at(raw: Raw, path: string): unknown {
  let cur: unknown = raw;
  for (const part of path.split('.')) {
    if (Array.isArray(cur)) cur = cur[0];
    const rec = asRecord(cur);
    if (!rec) return undefined;
    cur = rec[part];
  }
  return Array.isArray(cur) ? cur[0] : cur;
}

/** An image URL from a text or an object with `image_url`/`url`/`src`, when it passes the guard (../safe-url.ts). */
function imageUrl(v: unknown): string | null {
  const rec = asRecord(v);
  const url = safeImageUrl(rec ? textOf(rec, 'image_url', 'url', 'src') : v);
  return url !== null && url.trim() !== '' ? url : null;
}

/**
 * The image of `raw`: the first of the spec's image places that holds a URL passing the guard
 * (a `javascript:` URL counts as absent, so the next place is tried); null when none does.
 */
export function imageOf(raw: Raw): string | null {
  for (const path of IMAGE_PATHS) {
    const url = imageUrl(at(raw, path));
    if (url !== null) return url;
  }
  return null;
}

/** The image URLs of an array (texts, or objects with `image_url`/`url`/`src`) that pass the guard. */
export function imagesOf(v: unknown): string[] {
  return (Array.isArray(v) ? v : []).map(imageUrl).filter((u): u is string => u !== null);
}

// ── Readers ─────────────────────────────────────────────────────────────────

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

/** Any JSON object: for writes whose answer is not used. */
export const anyReader = reader((raw) => raw);
