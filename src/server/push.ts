/// <reference types="node" />
/**
 * `pushCatalog`: the spec's recommended integration flow over a whole catalog file
 * (server-catalog-api.md, "Recommended integration flow"):
 *
 * 1. check the whole file (every problem, with item and field path; nothing is sent when any);
 * 2. find category ids by name with the category searches;
 * 3. build each payload by its content type; POST an item the mapping does not know, PUT one it
 *    knows (with the option, chapter and lesson ids it remembers, so they are kept);
 * 4. remember the returned ids (and a digest of what was sent) in the mapping, so that a second
 *    run with the same file changes nothing and a changed item is updated, never duplicated.
 *
 * Used by the `shop-elements catalog push` command and by the sandbox to seed its own catalog.
 */
import { createHash } from 'node:crypto';
import { type PreparedItem, type CatalogProblem, prepareCatalog } from './catalog-file.js';
import type { CatalogAdminClient, CategoryMatch, ServerContent } from './client.js';
import { CatalogAdminError } from './errors.js';
import type { ContentType, Language } from './schemas.js';

/** What the mapping file remembers of a content. */
export interface MappedContent {
  content_id: number;
  content_type: ContentType;
  digest: string;
  /** Option ids, in the catalog's option order. */
  option_ids: number[];
  /** Chapter ids and their lessons' curriculum_ids, in the catalog's order. */
  chapters: { chapter_id: number; curriculum_ids: number[] }[];
}

export interface MappedProduct {
  product_id: number;
  digest: string;
}

/** The mapping file: the platform ids of the catalog's keys, for one platform and site. */
export interface CatalogMapping {
  version: 1;
  target: { base_url: string; key_fingerprint: string };
  contents: Record<string, MappedContent>;
  products: Record<string, MappedProduct>;
}

/** A short, one-way fingerprint of a private key (never the key itself). */
export function keyFingerprint(key: string): string {
  return `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

export function emptyMapping(baseUrl: string, key: string): CatalogMapping {
  return { version: 1, target: { base_url: baseUrl.replace(/\/+$/, ''), key_fingerprint: keyFingerprint(key) }, contents: {}, products: {} };
}

export type PushAction = 'created' | 'updated' | 'unchanged' | 'failed';

export interface PushProgress {
  /** 1-based position and the number of items. */
  index: number;
  total: number;
  kind: 'content' | 'product';
  key: string;
  action: PushAction;
  /** content_id or product_id. */
  id?: number;
  /** Why it failed. */
  message?: string;
  /** True in a dry run: the action is what would happen. */
  dryRun: boolean;
}

export interface PushSummary {
  /** False when the file had problems: nothing was sent. */
  valid: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** Problems of the file (before sending) and failures (422 field errors, 401/403…) with item and path. */
  problems: CatalogProblem[];
  /** Keys in the mapping that the catalog no longer has (the API has no delete; left as they are). */
  orphans: string[];
}

export interface PushOptions {
  client?: CatalogAdminClient;
  /** The mapping of a previous push (or an empty one). It is updated in place. */
  mapping: CatalogMapping;
  /** Folder that `{ "file": … }` references are relative to. */
  baseDir: string;
  /** Check and plan only: no writes (category names are still looked up when a client is given). */
  dryRun?: boolean;
  /** Send items even when the mapping's digest says they did not change. */
  force?: boolean;
  /** Send each item's `sandbox` fields (local sandbox seeding only). */
  sandboxSeed?: boolean;
  onProgress?: (progress: PushProgress) => void;
  /** Called after each write that changed the mapping (write the mapping file here). */
  onMapping?: (mapping: CatalogMapping) => Promise<void> | void;
}

const SEED_HEADER = 'X-Sandbox-Seed';

/** Resolves category names: an exact name in the catalog's language, or a slug (case-insensitive). */
async function resolveCategories(items: PreparedItem[], client: CatalogAdminClient, language: Language, problems: CatalogProblem[]): Promise<void> {
  const cache = new Map<string, Promise<CategoryMatch[]>>();
  for (const item of items) {
    if (item.categoryNames.length === 0) continue;
    const ids: number[] = [];
    for (const [i, name] of item.categoryNames.entries()) {
      const cacheKey = `${item.kind}:${name}`;
      if (!cache.has(cacheKey)) cache.set(cacheKey, item.kind === 'content' ? client.searchContentCategories(name, { language }) : client.searchProductCategories(name, { language }));
      let found: CategoryMatch[];
      try {
        found = await (cache.get(cacheKey) as Promise<CategoryMatch[]>);
      } catch (error) {
        problems.push({ item: item.item, key: item.key, path: item.kind === 'content' ? `categories.${i}` : 'category', message: `category search failed: ${(error as Error).message}` });
        continue;
      }
      const needle = name.trim().toLowerCase();
      const exact = found.filter((c) => c.name.toLowerCase() === needle || c.slug?.toLowerCase() === needle);
      const path = item.kind === 'content' ? `categories.${i}` : 'category';
      if (exact.length === 1) ids.push((exact[0] as CategoryMatch).category_id);
      else if (exact.length > 1) problems.push({ item: item.item, key: item.key, path, message: `"${name}" matches several ${item.kind} categories (${exact.map((c) => c.category_id).join(', ')}): use the id` });
      else problems.push({ item: item.item, key: item.key, path, message: `no ${item.kind} category is named "${name}"${found.length ? ` (close: ${found.slice(0, 3).map((c) => c.name).join(', ')})` : ''}` });
    }
    if (item.kind === 'content') item.payload.category_ids = [...new Set([...((item.payload.category_ids as number[] | undefined) ?? []), ...ids])];
    else if (ids[0] !== undefined) item.payload.category_id = ids[0];
  }
}

/** The update payload of a mapped content: the catalog's fields with the remembered sub-ids. */
function contentUpdatePayload(payload: Record<string, unknown>, mapped: MappedContent): Record<string, unknown> {
  const { content_type: _t, ...rest } = payload;
  const options = (rest.options as Record<string, unknown>[] | undefined)?.map((o, i) => ({ ...(mapped.option_ids[i] ? { option_id: mapped.option_ids[i] } : {}), ...o }));
  const chapters = (rest.chapters as { items?: Record<string, unknown>[] }[] | undefined)?.map((ch, ci) => {
    const known = mapped.chapters[ci];
    return {
      ...(known ? { chapter_id: known.chapter_id } : {}),
      ...ch,
      items: (ch.items ?? []).map((l, li) => ({ ...(known?.curriculum_ids[li] ? { curriculum_id: known.curriculum_ids[li] } : {}), ...l })),
    };
  });
  return { ...rest, ...(options ? { options } : {}), ...(chapters ? { chapters } : {}) };
}

function mappedContent(content: ServerContent, digest: string): MappedContent {
  return {
    content_id: content.content_id,
    content_type: content.content_type,
    digest,
    option_ids: content.options.map((o) => o.option_id),
    chapters: content.chapters.map((ch) => ({ chapter_id: ch.chapter_id, curriculum_ids: ch.items.map((l) => l.curriculum_id) })),
  };
}

/** Problems of a failed write, with the item and the server's field paths. */
function failureProblems(item: PreparedItem, error: unknown): CatalogProblem[] {
  if (error instanceof CatalogAdminError) {
    const fields = Object.entries(error.errors).flatMap(([path, messages]) => messages.map((message) => ({ item: item.item, key: item.key, path, message })));
    const status = error.status ? `${error.status}: ` : '';
    return fields.length > 0 ? fields : [{ item: item.item, key: item.key, path: '', message: `${status}${error.message}` }];
  }
  return [{ item: item.item, key: item.key, path: '', message: String((error as Error)?.message ?? error) }];
}

/** Pushes a parsed catalog file; see the module comment for the flow. */
export async function pushCatalog(file: unknown, options: PushOptions): Promise<PushSummary> {
  const summary: PushSummary = { valid: true, created: 0, updated: 0, unchanged: 0, failed: 0, problems: [], orphans: [] };
  const prepared = await prepareCatalog(file, options.baseDir);
  const language: Language = prepared.language;
  summary.problems.push(...prepared.problems);
  if (options.client && summary.problems.length === 0) await resolveCategories(prepared.items, options.client, language, summary.problems);
  if (summary.problems.length > 0) {
    summary.valid = false;
    return summary;
  }
  const { mapping, client } = options;
  if (!client && !options.dryRun) throw new TypeError('pushCatalog: a client is required unless dryRun is set.');
  const keys = { content: new Set<string>(), product: new Set<string>() };
  const total = prepared.items.length;

  for (const [i, item] of prepared.items.entries()) {
    keys[item.kind].add(item.key);
    const mapped = item.kind === 'content' ? mapping.contents[item.key] : mapping.products[item.key];
    const report = (action: PushAction, extra: Partial<PushProgress> = {}) => {
      summary[action] += 1;
      options.onProgress?.({ index: i + 1, total, kind: item.kind, key: item.key, action, dryRun: options.dryRun === true, ...extra });
    };
    const id = mapped ? ('content_id' in mapped ? mapped.content_id : mapped.product_id) : undefined;
    if (mapped && mapped.digest === item.digest && !options.force) {
      report('unchanged', { ...(id ? { id } : {}) });
      continue;
    }
    if (mapped && 'content_type' in mapped && mapped.content_type !== item.payload.content_type) {
      const message = `content_type cannot change after creation (${mapped.content_type} → ${String(item.payload.content_type)}): give the item a new key to create a new content`;
      summary.problems.push({ item: item.item, key: item.key, path: 'content_type', message });
      report('failed', { message, ...(id ? { id } : {}) });
      continue;
    }
    if (options.dryRun || !client) {
      report(mapped ? 'updated' : 'created', id ? { id } : {});
      continue;
    }
    const headers = options.sandboxSeed && item.sandbox ? { [SEED_HEADER]: Buffer.from(JSON.stringify(item.sandbox)).toString('base64url') } : undefined;
    const call = { language, ...(headers ? { headers } : {}) };
    try {
      if (item.kind === 'content') {
        const type = item.payload.content_type as ContentType;
        const contentId = mapped && 'content_id' in mapped
          ? (await client.updateContent(mapped.content_id, contentUpdatePayload(item.payload, mapped) as never, { ...call, contentType: type })).content_id
          : (await client.createContent(item.payload as never, call)).content_id;
        mapping.contents[item.key] = mappedContent(await client.getContent(contentId), item.digest);
        await options.onMapping?.(mapping);
        report(mapped ? 'updated' : 'created', { id: contentId });
      } else {
        const productId = mapped && 'product_id' in mapped
          ? (await client.updateProduct(mapped.product_id, item.payload as never, call)).product_id
          : (await client.createProduct(item.payload as never, call)).product_id;
        mapping.products[item.key] = { product_id: productId, digest: item.digest };
        await options.onMapping?.(mapping);
        report(mapped ? 'updated' : 'created', { id: productId });
      }
    } catch (error) {
      const problems = failureProblems(item, error);
      if (error instanceof CatalogAdminError && error.status === 404 && mapped) {
        problems.push({ item: item.item, key: item.key, path: '', message: 'the platform no longer has this item: remove its entry from the mapping file to create it again' });
      }
      summary.problems.push(...problems);
      report('failed', { message: problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; '), ...(id ? { id } : {}) });
      // A refused key refuses every item: stop at the first.
      if (error instanceof CatalogAdminError && (error.status === 401 || error.status === 403)) {
        const left = total - i - 1;
        if (left > 0) summary.problems.push({ item: '', key: null, path: '', message: `stopped after a ${error.status}: ${left} more item${left === 1 ? ' was' : 's were'} not sent` });
        break;
      }
    }
  }
  summary.orphans = [
    ...Object.keys(mapping.contents).filter((k) => !keys.content.has(k)).map((k) => `contents "${k}"`),
    ...Object.keys(mapping.products).filter((k) => !keys.product.has(k)).map((k) => `products "${k}"`),
  ];
  return summary;
}
