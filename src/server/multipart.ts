/**
 * `multipart/form-data` bodies of the create and update endpoints, both ways: the toolkit encodes
 * a payload with {@link toFormData}, the sandbox decodes it with {@link fromFormData} before the
 * same zod schemas check it.
 *
 * Spec: arrays of ids use repeated bracket fields (`category_ids[]`); structured fields (options,
 * variants, chapters, display settings…) are JSON strings; the featured image may be a file part.
 * Our choices where the spec is silent:
 * - `images[]` repeats, each part a URL text or a file, in order;
 * - a file inside a content option's `files` is a part named `options[<i>][files][]` (the
 *   `options` JSON then lists only that option's URL and file_id entries);
 * - an empty array of primitives is the field with the text `[]` (brackets cannot say "empty");
 * - booleans are `true`/`false` (`1`/`0` also read), numbers are decimal texts.
 */
import { isFile } from './schemas.js';

/** Top-level fields sent as bracket arrays when they hold numbers or texts. */
const TEXT_FIELDS = new Set([
  'content_type', 'title', 'description_html', 'status', 'thumbnail_link', 'inventory_display_mode', 'allow_link',
  'tax_type', 'no_option_sku', 'featured_image',
]);
const NUMBER_FIELDS = new Set(['category_id', 'base_price', 'sale_price', 'shipping_price', 'free_shipping_min_purchase', 'installment_month']);
const BOOLEAN_FIELDS = new Set([
  'is_on_sale', 'is_free', 'requires_shipping', 'is_shipping_free', 'is_over_50000_free', 'is_extra_shipping_fee', 'is_purchase_agency',
]);
const ID_ARRAYS = new Set(['category_ids', 'tag_ids', 'related_product_ids']);

const isPrimitive = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);
const fileName = (blob: Blob, fallback: string) => ((blob as { name?: unknown }).name as string | undefined) || fallback;

/** Encodes a payload (as validated by the schemas) as multipart form data. */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (isFile(value)) form.append(key, value, fileName(value, key));
    else if (Array.isArray(value) && value.every((v) => isPrimitive(v) || isFile(v))) {
      if (value.length === 0) form.append(key, '[]');
      for (const [i, v] of value.entries()) {
        if (isFile(v)) form.append(`${key}[]`, v, fileName(v, `${key}-${i}`));
        else form.append(`${key}[]`, String(v));
      }
    } else if (key === 'options' && Array.isArray(value)) {
      // Content options: files inside an option become their own parts.
      const options = value.map((option, i) => {
        const o = option as { files?: unknown };
        if (!Array.isArray(o.files)) return option;
        for (const [j, f] of o.files.entries()) if (isFile(f)) form.append(`options[${i}][files][]`, f, fileName(f, `file-${i}-${j}`));
        return { ...o, files: o.files.filter((f) => !isFile(f)) };
      });
      form.append(key, JSON.stringify(options));
    } else if (typeof value === 'object' && value !== null) form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

function coerceScalar(key: string, text: string): unknown {
  if (TEXT_FIELDS.has(key)) return text;
  if (NUMBER_FIELDS.has(key)) return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
  if (BOOLEAN_FIELDS.has(key)) return ['true', '1'].includes(text) ? true : ['false', '0'].includes(text) ? false : text;
  if (/^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Decodes multipart form data into a payload object (numbers, booleans and JSON fields restored;
 * files kept as `File`s). A value that cannot be read stays text, so the schemas name the field.
 */
export function fromFormData(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const optionFiles: [number, File][] = [];
  for (const [name, value] of form.entries()) {
    const optionFile = /^options\[(\d+)\]\[files\]\[\]$/.exec(name);
    if (optionFile) {
      if (typeof value !== 'string') optionFiles.push([Number(optionFile[1]), value]);
      continue;
    }
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      const list = Array.isArray(out[key]) ? (out[key] as unknown[]) : [];
      out[key] = list;
      if (typeof value !== 'string') list.push(value);
      else list.push(ID_ARRAYS.has(key) && /^\d+$/.test(value) ? Number(value) : value);
      continue;
    }
    out[name] = typeof value === 'string' ? coerceScalar(name, value) : value;
  }
  for (const [i, file] of optionFiles) {
    const option = (out.options as Record<string, unknown>[] | undefined)?.[i];
    if (option && typeof option === 'object') option.files = [...(Array.isArray(option.files) ? option.files : []), file];
    else (out[`options.${i}.files`] as unknown) = 'a file part names an option that the options field does not have';
  }
  return out;
}
