/// <reference types="node" />
/**
 * The catalog file of `shop-elements catalog push` (docs/sellers.md, "The catalog file"): a JSON
 * object with `contents` and `products`, each item a create payload of the server API plus
 *
 * - `key` (required): the seller's own stable id for the item, unique per list; the mapping file
 *   remembers which platform id each key got;
 * - `categories` (contents) / `category` (products): category names or slugs, found with the
 *   category search endpoints, instead of (or besides) `category_ids` / `category_id`;
 * - `{ "file": "images/cup.png" }` in place of an image or a digital file: a local file, relative
 *   to the catalog file, sent as a multipart file part;
 * - `sandbox` (ignored by the platform): seeding fields only the local sandbox takes.
 *
 * Everything is checked here with the toolkit's schemas before any request is made.
 */
import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import {
  type ContentCreatePayload,
  type Language,
  type PayloadIssue,
  type ProductCreatePayload,
  LANGUAGES,
  validateContentCreate,
  validateProductCreate,
} from './schemas.js';
import { objectSource } from './catalog-source.js';

export type CatalogKind = 'content' | 'product';

/** A problem of the catalog file: which item (`contents[2] "watercolor"`), which field, what. */
export interface CatalogProblem {
  /** `contents[2]`, `products[0]`, or `` for the file as a whole. */
  item: string;
  key: string | null;
  /** Dotted field path inside the item (`options.0.start_at`); empty for the item itself. */
  path: string;
  message: string;
}

/** `contents[2] "watercolor" options.0.start_at: must be …` */
export function formatProblem(p: CatalogProblem): string {
  const where = [p.item && `${p.item}${p.key ? ` "${p.key}"` : ''}`, p.path].filter(Boolean).join(' ');
  return `${where || 'catalog'}: ${p.message}`;
}

/** A catalog item, checked and ready to send. */
export interface PreparedItem {
  kind: CatalogKind;
  /** `contents[2]` / `products[0]`. */
  item: string;
  key: string;
  /** The create payload (file references loaded as files; category ids possibly still to resolve). */
  payload: Record<string, unknown>;
  /** Category names or slugs to find with the category search (contents: several; products: one). */
  categoryNames: string[];
  /** The `sandbox` fields, as given. */
  sandbox: Record<string, unknown> | undefined;
  /** Digest of everything sent for the item: equal digests mean nothing changed since the last push. */
  digest: string;
}

export interface PreparedCatalog {
  language: Language;
  items: PreparedItem[];
  problems: CatalogProblem[];
}

const TOP_KEYS = new Set(['$schema', 'language', 'contents', 'products']);
const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.epub': 'application/epub+zip',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain',
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFileRef = (v: unknown): v is { file: string } => isRecord(v) && typeof v.file === 'string' && Object.keys(v).length === 1;

/** JSON with sorted keys, so that equal data gives equal digests. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The `{ "file": … }` references of an item, with their field paths (featured_image, images[], options[].files[]). */
function fileRefs(item: Record<string, unknown>): { path: string; ref: { file: string } }[] {
  const refs: { path: string; ref: { file: string } }[] = [];
  if (isFileRef(item.featured_image)) refs.push({ path: 'featured_image', ref: item.featured_image });
  if (Array.isArray(item.images)) item.images.forEach((img, i) => isFileRef(img) && refs.push({ path: `images.${i}`, ref: img }));
  if (Array.isArray(item.options)) {
    for (const [i, option] of item.options.entries()) {
      if (isRecord(option) && Array.isArray(option.files))
        option.files.forEach((f, j) => isFileRef(f) && refs.push({ path: `options.${i}.files.${j}`, ref: f }));
    }
  }
  return refs;
}

/**
 * Replaces `{ "file": path }` references (featured_image, images[], options[].files[]) by files
 * read from disk; adds a problem for each missing file. Returns the digests of the files read.
 */
async function loadFiles(item: Record<string, unknown>, baseDir: string, problem: (path: string, message: string) => void): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  const load = async (ref: { file: string }, path: string): Promise<Blob | { file: string }> => {
    const full = resolve(baseDir, ref.file);
    try {
      const bytes = await readFile(full);
      digests[path] = createHash('sha256').update(bytes).digest('hex');
      return new File([bytes], ref.file.split(/[\\/]/).pop() ?? 'file', { type: MIME[extname(full).toLowerCase()] ?? '' });
    } catch {
      problem(path, `file not found: ${ref.file} (paths are relative to the catalog file)`);
      return ref;
    }
  };
  if (isFileRef(item.featured_image)) item.featured_image = await load(item.featured_image, 'featured_image');
  if (Array.isArray(item.images)) {
    item.images = await Promise.all(item.images.map((img, i) => (isFileRef(img) ? load(img, `images.${i}`) : img)));
  }
  if (Array.isArray(item.options)) {
    for (const [i, option] of item.options.entries()) {
      if (isRecord(option) && Array.isArray(option.files)) {
        option.files = await Promise.all(option.files.map((f, j) => (isFileRef(f) ? load(f, `options.${i}.files.${j}`) : f)));
      }
    }
  }
  return digests;
}

/** The top level of a catalog: its language and the problems of its fields (not of its items). */
export function checkTop(top: Record<string, unknown> | null): { language: Language; problems: CatalogProblem[] } {
  if (top === null) {
    return {
      language: 'ko',
      problems: [{ item: '', key: null, path: '', message: 'the catalog file must hold a JSON object with "contents" and/or "products"' }],
    };
  }
  const problems: CatalogProblem[] = [];
  for (const key of Object.keys(top)) {
    if (key === 'contents' || key === 'products') problems.push({ item: '', key: null, path: key, message: 'must be an array of items' });
    else if (!TOP_KEYS.has(key)) problems.push({ item: '', key: null, path: key, message: 'is not a catalog field (use "language", "contents", "products")' });
  }
  const language = (top.language ?? 'ko') as Language;
  if (!LANGUAGES.includes(language)) problems.push({ item: '', key: null, path: 'language', message: `must be one of ${LANGUAGES.join(', ')}` });
  return { language, problems };
}

/** What checking one item found: its key, the category names it asks for, its problems. */
export interface CheckedItem {
  kind: CatalogKind;
  /** `contents[2]` / `products[0]`. */
  item: string;
  /** Null when the item has none (a problem says so). */
  key: string | null;
  categoryNames: string[];
  problems: CatalogProblem[];
}

/** Splits an item into its payload fields and the catalog's own (`key`, `categories`, `category`, `sandbox`). */
function splitItem(raw: Record<string, unknown>) {
  const { key: _k, categories, category, sandbox, ...rest } = raw;
  return { categories, category, sandbox, rest };
}

/**
 * Checks one item with the toolkit's schemas (nothing is sent): key present, category names well
 * formed, the create payload valid for its type, local files present (`fileExists`, which may
 * cache). Duplicate keys are the caller's to find (it sees every key).
 */
export async function checkItem(
  { kind, index, raw }: { kind: CatalogKind; index: number; raw: unknown },
  baseDir: string,
  fileExists: (path: string) => Promise<boolean>,
): Promise<CheckedItem> {
  const listName = kind === 'content' ? 'contents' : 'products';
  const item = `${listName}[${index}]`;
  const key = isRecord(raw) && typeof raw.key === 'string' && raw.key.trim() !== '' ? raw.key : null;
  const problems: CatalogProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ item, key, path, message });
  const categoryNames: string[] = [];
  if (!isRecord(raw)) {
    problem('', 'must be an object');
    return { kind, item, key, categoryNames, problems };
  }
  if (key === null) problem('key', 'is required: a stable id of your own for this item (e.g. your SKU)');
  const { categories, category, sandbox, rest } = splitItem(raw);
  for (const { path, ref } of fileRefs(rest)) {
    if (!(await fileExists(resolve(baseDir, ref.file)))) problem(path, `file not found: ${ref.file} (paths are relative to the catalog file)`);
  }
  if (sandbox !== undefined && !isRecord(sandbox)) problem('sandbox', 'must be an object');
  if (kind === 'content') {
    if (categories !== undefined) {
      if (!Array.isArray(categories) || categories.some((c) => typeof c !== 'string' || c.trim() === ''))
        problem('categories', 'must be an array of category names or slugs');
      else categoryNames.push(...(categories as string[]));
    }
    if (category !== undefined) problem('category', 'is a product field: a content takes "categories" (names) or "category_ids"');
  } else {
    if (category !== undefined) {
      if (typeof category !== 'string' || category.trim() === '') problem('category', 'must be a category name or slug');
      else categoryNames.push(category);
    }
    if (categories !== undefined) problem('categories', 'is a content field: a product takes one "category" (name) or "category_id"');
  }
  // Names stand in for ids until the category search resolves them; file references for files.
  const check: Record<string, unknown> = { ...rest };
  // An empty file of the type its name says (the check looks at the type, not the bytes).
  const placeholder = (v: unknown) => (isFileRef(v) ? new File([], v.file, { type: MIME[extname(v.file).toLowerCase()] ?? '' }) : v);
  check.featured_image = placeholder(check.featured_image);
  if (Array.isArray(check.images)) check.images = check.images.map(placeholder);
  if (Array.isArray(check.options))
    check.options = check.options.map((o) => (isRecord(o) && Array.isArray(o.files) ? { ...o, files: o.files.map(placeholder) } : o));
  if (kind === 'content' && categoryNames.length > 0 && check.category_ids === undefined) check.category_ids = [1];
  if (kind === 'product' && categoryNames.length > 0 && check.category_id === undefined) check.category_id = 1;
  if (kind === 'product' && categoryNames.length > 0 && rest.category_id !== undefined)
    problem('category', 'send either "category" or "category_id", not both');
  const result = kind === 'content' ? validateContentCreate(check) : validateProductCreate(check);
  if (!result.ok) for (const issue of result.issues as PayloadIssue[]) problem(issue.path, issue.message);
  return { kind, item, key, categoryNames, problems };
}

/**
 * Prepares one item that `checkItem` passed, for sending: a copy of its payload with local files
 * loaded and its digest. Problems (a file gone since the check) are added to `problems`.
 */
export async function prepareItem(
  { kind, index, raw, fresh }: { kind: CatalogKind; index: number; raw: unknown; fresh?: boolean },
  language: Language,
  baseDir: string,
  problems: CatalogProblem[] = [],
): Promise<PreparedItem> {
  const record = raw as Record<string, unknown>;
  const item = `${kind === 'content' ? 'contents' : 'products'}[${index}]`;
  const key = record.key as string;
  const { categories, category, sandbox, rest } = splitItem(record);
  const categoryNames = kind === 'content' ? ((categories as string[] | undefined) ?? []) : typeof category === 'string' ? [category] : [];
  // The caller's object is never changed; an item parsed for this read alone needs no copy.
  // (loadFiles replaces fields of the payload and of its options: those are copied.)
  const payload: Record<string, unknown> = fresh
    ? { ...rest, ...(Array.isArray(rest.options) ? { options: rest.options.map((o: unknown) => (isRecord(o) ? { ...o } : o)) } : {}) }
    : structuredClone(rest);
  const digests = await loadFiles(payload, baseDir, (path, message) => problems.push({ item, key, path, message }));
  const digest = createHash('sha256')
    .update(canonical({ language, payload: rest, categories: categoryNames, sandbox, files: digests }))
    .digest('hex');
  return { kind, item, key, payload, categoryNames, sandbox: isRecord(sandbox) ? sandbox : undefined, digest };
}

/**
 * Checks a parsed catalog file and prepares its items: every problem of every item is listed
 * (with its item and field path), and no item is prepared for sending when there is any.
 * (It holds every prepared item at once; `pushCatalog` reads a big file item by item instead.)
 */
export async function prepareCatalog(file: unknown, baseDir: string): Promise<PreparedCatalog> {
  const source = objectSource(file);
  const { language, problems } = checkTop(source.top);
  if (source.top === null) return { language, items: [], problems };
  const seen = { content: new Map<string, number>(), product: new Map<string, number>() };
  const exists = (path: string) =>
    access(path).then(
      () => true,
      () => false,
    );
  for (const raw of source.items()) {
    const checked = await checkItem(raw, baseDir, exists);
    problems.push(...checked.problems);
    if (checked.key !== null) {
      const other = seen[raw.kind].get(checked.key);
      if (other !== undefined)
        problems.push({
          item: checked.item,
          key: checked.key,
          path: 'key',
          message: `"${checked.key}" is also the key of ${checked.item.split('[')[0]}[${other}]`,
        });
      else seen[raw.kind].set(checked.key, raw.index);
    }
  }
  if (problems.length > 0) return { language, items: [], problems };
  const items: PreparedItem[] = [];
  for (const raw of source.items()) items.push(await prepareItem(raw, language, baseDir, problems));
  return { language, items: problems.length > 0 ? [] : items, problems };
}

export type CatalogContentItem = Omit<ContentCreatePayload, 'category_ids'> & {
  key: string;
  category_ids?: number[];
  categories?: string[];
  sandbox?: Record<string, unknown>;
};
export type CatalogProductItem = Omit<ProductCreatePayload, 'category_id'> & {
  key: string;
  category_id?: number;
  category?: string;
  sandbox?: Record<string, unknown>;
};

/** The catalog file, as documented in docs/sellers.md. */
export interface CatalogFile {
  /** Language of the items' texts (sent as the `language` query); `ko` by default. */
  language?: Language;
  contents?: CatalogContentItem[];
  products?: CatalogProductItem[];
}
