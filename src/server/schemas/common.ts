/**
 * What the server catalog schemas (../schemas.ts) share: the spec's value lists and limits, the
 * text shapes (dates, durations), image and file sources, and the small zod pieces of every payload.
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
    return IMAGE_TYPES.test(value.type)
      ? undefined
      : `wrong image format: a file of type "${value.type || 'unknown'}" is not a PNG, JPEG, GIF, WebP, SVG or AVIF image`;
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
export const image = (allowDataUri = false) =>
  z.custom<string | Blob>().superRefine((value, ctx) => {
    const problem = imageProblem(value, allowDataUri);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const httpsUrl = z.string().superRefine((value, ctx) => {
  const problem = urlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A digital_content file entry: an HTTPS URL, an existing file_id, or a file. */
export const fileEntry = z.custom<string | number | Blob>().superRefine((value, ctx) => {
  if (isFile(value) || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)) return;
  const problem = typeof value === 'string' ? urlProblem(value) : 'must be an https:// URL, an existing file_id or a file';
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const requiredText = z.string().refine((s) => s.trim() !== '', 'must not be empty');
export const id = z.number().int().positive();
export const money = z.number().finite().nonnegative();
export const specDateTime = z.string().refine(isSpecDateTime, 'must be a date and time written YYYY-MM-DD HH:MM:SS');
export const durationText = z.string().refine(isDurationText, 'must be a duration written MM:SS');
export const always = { when: () => true };

/**
 * An array of at most `max` entries. Not zod's `.max()`: that rejects an over-long array before
 * anything else is checked, and every problem of a payload should be listed at once.
 */
export function atMost<T extends z.ZodType>(item: T, max: number, message: string) {
  return z.array(item).superRefine((list, ctx) => {
    if (Array.isArray(list) && list.length > max) ctx.addIssue({ code: 'custom', message });
  }, always);
}
export const tagIds = atMost(id, MAX_TAGS, `at most ${MAX_TAGS} tag at present`);
