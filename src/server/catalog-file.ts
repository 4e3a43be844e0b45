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
import { readFile } from 'node:fs/promises';
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

/**
 * Checks a parsed catalog file and prepares its items: every problem of every item is listed
 * (with its item and field path), and no item is prepared for sending when there is any.
 */
export async function prepareCatalog(file: unknown, baseDir: string): Promise<PreparedCatalog> {
  const problems: CatalogProblem[] = [];
  const items: PreparedItem[] = [];
  if (!isRecord(file)) {
    return {
      language: 'ko',
      items,
      problems: [{ item: '', key: null, path: '', message: 'the catalog file must hold a JSON object with "contents" and/or "products"' }],
    };
  }
  for (const key of Object.keys(file)) {
    if (!TOP_KEYS.has(key)) problems.push({ item: '', key: null, path: key, message: 'is not a catalog field (use "language", "contents", "products")' });
  }
  const language = (file.language ?? 'ko') as Language;
  if (!LANGUAGES.includes(language)) problems.push({ item: '', key: null, path: 'language', message: `must be one of ${LANGUAGES.join(', ')}` });

  for (const kind of ['content', 'product'] as const) {
    const listName = kind === 'content' ? 'contents' : 'products';
    const list = file[listName];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push({ item: '', key: null, path: listName, message: 'must be an array of items' });
      continue;
    }
    const seen = new Map<string, number>();
    for (const [index, raw] of list.entries()) {
      const item = `${listName}[${index}]`;
      const key = isRecord(raw) && typeof raw.key === 'string' && raw.key.trim() !== '' ? raw.key : null;
      const problem = (path: string, message: string) => problems.push({ item, key, path, message });
      if (!isRecord(raw)) {
        problem('', 'must be an object');
        continue;
      }
      if (key === null) problem('key', 'is required: a stable id of your own for this item (e.g. your SKU)');
      else if (seen.has(key)) problem('key', `"${key}" is also the key of ${listName}[${seen.get(key)}]`);
      else seen.set(key, index);

      const { key: _k, categories, category, sandbox, ...rest } = raw;
      const payload: Record<string, unknown> = structuredClone(rest);
      const digests = await loadFiles(payload, baseDir, problem);
      if (sandbox !== undefined && !isRecord(sandbox)) problem('sandbox', 'must be an object');

      const categoryNames: string[] = [];
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
      // Names stand in for ids until the category search resolves them.
      const check = { ...payload };
      if (kind === 'content' && categoryNames.length > 0 && check.category_ids === undefined) check.category_ids = [1];
      if (kind === 'product' && categoryNames.length > 0 && check.category_id === undefined) check.category_id = 1;
      if (kind === 'product' && categoryNames.length > 0 && payload.category_id !== undefined)
        problem('category', 'send either "category" or "category_id", not both');
      const result = kind === 'content' ? validateContentCreate(check) : validateProductCreate(check);
      if (!result.ok) for (const issue of result.issues as PayloadIssue[]) problem(issue.path, issue.message);

      const digest = createHash('sha256')
        .update(canonical({ language, payload: rest, categories: categoryNames, sandbox, files: digests }))
        .digest('hex');
      if (key !== null) items.push({ kind, item, key, payload, categoryNames, sandbox: isRecord(sandbox) ? sandbox : undefined, digest });
    }
  }
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
