/**
 * `multipart/form-data` bodies of the create and update endpoints, both ways: the toolkit encodes
 * a payload with {@link toFormData}, the sandbox decodes it with {@link fromFormData} before the
 * same zod schemas check it.
 *
 * Spec: arrays of ids use repeated bracket fields (`category_ids[]`); structured fields (options,
 * variants, chapters, display settings…) are JSON strings or repeated fields; the featured image
 * may be a file part. The toolkit sends JSON strings; {@link fromFormData} reads both forms.
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
  'content_type',
  'title',
  'description_html',
  'status',
  'thumbnail_link',
  'inventory_display_mode',
  'allow_link',
  'tax_type',
  'no_option_sku',
  'featured_image',
]);
const NUMBER_FIELDS = new Set(['category_id', 'base_price', 'sale_price', 'shipping_price', 'free_shipping_min_purchase', 'installment_month']);
const BOOLEAN_FIELDS = new Set([
  'is_on_sale',
  'is_free',
  'requires_shipping',
  'is_shipping_free',
  'is_over_50000_free',
  'is_extra_shipping_fee',
  'is_purchase_agency',
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

/** Fields inside structured entries (`variants[0][price]`, `chapters[0][items][0][curriculum_id]`…) read as numbers. */
const NESTED_NUMBERS = new Set([
  'base_price',
  'sale_price',
  'price',
  'stock',
  'download_limit_days',
  'capacity',
  'option_id',
  'chapter_id',
  'curriculum_id',
  'attribute_index',
  'sort_order',
  'max_length',
  'ID',
  'item_id',
]);
/** …and as booleans. */
const NESTED_BOOLEANS = new Set(['is_on_sale', 'is_active', 'is_required']);
/** Top-level fields whose value is a list: one plain (unbracketed) field is a list of one. */
const LIST_FIELDS = new Set([
  'images',
  'category_ids',
  'tag_ids',
  'related_product_ids',
  'options',
  'variants',
  'chapters',
  'option_display_settings',
  'option_value_display_settings',
  'buyer_input_options',
]);
/** The highest index a bracket field may name (`variants[1000]`), so a form cannot make a huge array. */
const MAX_INDEX = 1000;

/** A text of a nested field: by its own name, a number, a boolean or the text as sent. */
function coerceNested(key: string, text: string): unknown {
  if (NESTED_NUMBERS.has(key)) return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
  if (NESTED_BOOLEANS.has(key)) return ['true', '1'].includes(text) ? true : ['false', '0'].includes(text) ? false : text;
  return text;
}

/** `variants[0][option1]` → `['variants', '0', 'option1']`; `category_ids[]` → `['category_ids', '']`; null when not bracketed. */
function bracketPath(name: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(name);
  if (!m) return null;
  return [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!)];
}

/**
 * Sets `value` at `path` under `out`: a number names an array index, `''` appends, a name an
 * object key; containers are made on the way (or taken from a JSON field sent whole). Returns a
 * problem when the path cannot be followed (a text where an object is needed, an index too big).
 */
function setAt(out: Record<string, unknown>, path: string[], value: unknown): string | undefined {
  let node: unknown = out;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const last = i === path.length - 1;
    const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
    const make = () => (nextIsIndex ? [] : {});
    if (Array.isArray(node)) {
      if (!/^\d*$/.test(step)) return `names the field ${step} of a list`;
      const index = step === '' ? node.length : Number(step);
      if (index > MAX_INDEX) return `index ${index} is above ${MAX_INDEX}`;
      if (last) node[index] = value;
      else node = node[index] ??= make();
    } else if (typeof node === 'object' && node !== null) {
      const obj = node as Record<string, unknown>;
      if (last) obj[step] = value;
      else node = obj[step] ??= make();
    } else {
      return 'names a field inside a value that is not a list or an object';
    }
  }
  return undefined;
}

/**
 * Decodes multipart form data into a payload object (numbers, booleans and JSON fields restored;
 * files kept as `File`s). Structured fields come as JSON texts or as repeated fields (the spec):
 * bracket arrays (`category_ids[]`), nested bracket fields (`variants[0][option1]`,
 * `chapters[0][items][1][title]`, `options[0][files][]`), and plain repeats (`images`, `images`);
 * one plain field of a list (`images`, `category_ids`, `tag_ids`, `related_product_ids`) is a list
 * of one. Nested texts become numbers or booleans by their field's name. A value that cannot be
 * read stays text (or is reported under its field), so the schemas name the field.
 */
export function fromFormData(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const plain = new Map<string, unknown[]>();
  const nested: [string, string[], FormDataEntryValue][] = [];
  for (const [name, value] of form.entries()) {
    const path = bracketPath(name);
    if (!path) {
      const list = plain.get(name) ?? [];
      plain.set(name, list);
      list.push(typeof value === 'string' ? coerceScalar(name, value) : value);
    } else if (path.length === 2 && path[1] === '') {
      // `category_ids[]`: one entry of a list of texts, numbers or files.
      const key = path[0]!;
      const list = Array.isArray(out[key]) ? (out[key] as unknown[]) : [];
      out[key] = list;
      if (typeof value !== 'string') list.push(value);
      else list.push(ID_ARRAYS.has(key) && /^\d+$/.test(value) ? Number(value) : value);
    } else nested.push([name, path, value]);
  }
  // Plain fields: one is the value (a list of one for list fields), repeats are a list.
  for (const [name, values] of plain) {
    const one = values.length === 1 ? values[0] : undefined;
    if (values.length > 1) out[name] = values.map((v) => (ID_ARRAYS.has(name) && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
    else if (LIST_FIELDS.has(name) && !Array.isArray(one) && one !== '[]')
      out[name] = [ID_ARRAYS.has(name) && typeof one === 'string' && /^\d+$/.test(one) ? Number(one) : one];
    else out[name] = one;
  }
  // Nested fields last, into what the JSON fields already hold (`options` JSON + `options[0][files][]`).
  const optionsSentWhole = Array.isArray(out.options) ? out.options.length : null;
  for (const [name, path, value] of nested) {
    const leaf = [...path].reverse().find((p) => p !== '' && !/^\d+$/.test(p)) ?? path[0]!;
    const digits = typeof value === 'string' && /^\d+$/.test(value);
    const read = typeof value !== 'string' ? value : digits && (ID_ARRAYS.has(leaf) || leaf === 'files') ? Number(value) : coerceNested(leaf, value);
    // A file part of an option the `options` JSON does not have (rather than a new, empty option).
    const strayFile = path[0] === 'options' && path[2] === 'files' && optionsSentWhole !== null && Number(path[1]) >= optionsSentWhole;
    const problem = strayFile ? 'names an option that the options field does not have' : setAt(out, path, read);
    // Reported under its own dotted path, which no schema accepts: the 422 names the field.
    if (problem) out[path.filter((p) => p !== '').join('.')] = `${name} ${problem}`;
  }
  return out;
}
