/// <reference types="node" />
/**
 * `pushCatalog`: the spec's recommended integration flow over a whole catalog file
 * (docs/spec/server-catalog-api.md, "Recommended integration flow"):
 *
 * 1. check the whole file (every problem, with item and field path; nothing is sent when any);
 * 2. find category ids by name with the category searches;
 * 3. build each payload by its content type; POST an item the mapping does not know, PUT one it
 *    knows (with the option, chapter and lesson ids it remembers, so they are kept);
 * 4. remember the returned ids (and a digest of what was sent) in the mapping, so that a second
 *    run with the same file changes nothing and a changed item is updated, never duplicated.
 *
 * A refused key (401, 403) or a platform that does not answer stops the push at that request
 * (the first one, as a rule) with a `PushStoppedError`: every other request would fail the same way.
 *
 * Used by the `shop-elements catalog push` command and by the sandbox to seed its own catalog.
 */
import { createHash } from 'node:crypto';
import { type PreparedItem, type CatalogProblem, prepareCatalog } from './catalog-file.js';
import { type CatalogAdminClient, type CategoryMatch, type ServerContent, SERVER_API_PREFIX } from './client.js';
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

/** What became of one item of the catalog. */
export interface PushItemResult {
  kind: 'content' | 'product';
  key: string;
  /** In a dry run, what would happen. */
  action: PushAction;
  /** content_id or product_id (unset for an item not created yet). */
  id?: number;
  /** Why it failed. */
  message?: string;
}

/** An item the mapping knows and the catalog no longer has. */
export interface PushOrphan {
  kind: 'content' | 'product';
  key: string;
}

export interface PushSummary {
  /** False when the file had problems: nothing was sent. */
  valid: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** Each item handled, in the catalog's order (contents, then products). */
  items: PushItemResult[];
  /** Problems of the file (before sending) and failures (422 field errors, 404…) with item and path. */
  problems: CatalogProblem[];
  /** Keys in the mapping that the catalog no longer has (the API has no delete; left as they are). */
  orphans: PushOrphan[];
}

/** Why a push stopped: the platform refused the key, or did not answer. */
export type PushStopReason = 'key_refused' | 'unreachable';

/**
 * Thrown by `pushCatalog` (and `pushCatalogFile`) when a request shows that no request can
 * succeed: the platform refused the key (401: the key is wrong; 403: it belongs to another site, or
 * may not change the catalog; docs/spec/server-catalog-api.md, "Errors") or could not be reached (connection
 * refused, unknown host, no answer before the client's timeout). Nothing is sent after it; what
 * was written before it is in `summary` and in the mapping.
 */
export class PushStoppedError extends Error {
  /** True when `error` means no request can succeed: a 401 or 403, or no answer at all. */
  static stops(error: unknown): error is CatalogAdminError {
    return error instanceof CatalogAdminError && (error.kind === 'network' || (error.kind === 'http' && (error.status === 401 || error.status === 403)));
  }
  override readonly name = 'PushStoppedError';
  readonly reason: PushStopReason;
  /** 401 or 403 for `key_refused`; 0 for `unreachable`. */
  readonly status: number;
  /** The platform's base URL the request went to (`https://your-platform.example`). */
  readonly address: string;
  /** The request that failed: method and URL (`GET https://…/api/public/v1/content-categories/search`). */
  readonly request: string;
  /** What was done before the stop (created, updated and unchanged items). */
  readonly summary: PushSummary;

  /** The client's error (its `message` is the platform's own words, or the connection's failure). */
  override readonly cause: CatalogAdminError;

  constructor(cause: CatalogAdminError, address: string, summary: PushSummary) {
    const reason: PushStopReason = cause.kind === 'network' ? 'unreachable' : 'key_refused';
    const done = summary.created + summary.updated;
    const after = done > 0 ? ` ${done} item${done === 1 ? ' was' : 's were'} written before (their ids are in the mapping); nothing was sent after.` : '';
    const says = cause.message.replace(/\.$/, '');
    let message: string;
    if (reason === 'unreachable') {
      message = `cannot reach the platform at ${address} (${cause.message.replace(/^.*? got no answer: /, '')}): check the base URL and the network.${after}`;
    } else if (cause.status === 401) {
      message = `the platform at ${address} refused the key (401): the server private key is wrong or missing (the platform says: ${says}).${after}`;
    } else {
      message = `the platform at ${address} refused the key (403): the key belongs to another site than the one named, or may not change the catalog (the platform says: ${says}).${after}`;
    }
    super(message, { cause });
    this.reason = reason;
    this.status = cause.status;
    this.address = address;
    this.request = `${cause.method} ${address}${SERVER_API_PREFIX}${cause.path}`;
    this.summary = summary;
    this.cause = cause;
  }
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
      if (!cache.has(cacheKey))
        cache.set(cacheKey, item.kind === 'content' ? client.searchContentCategories(name, { language }) : client.searchProductCategories(name, { language }));
      let found: CategoryMatch[];
      try {
        found = await (cache.get(cacheKey) as Promise<CategoryMatch[]>);
      } catch (error) {
        if (PushStoppedError.stops(error)) throw error;
        problems.push({
          item: item.item,
          key: item.key,
          path: item.kind === 'content' ? `categories.${i}` : 'category',
          message: `category search failed: ${(error as Error).message}`,
        });
        continue;
      }
      const needle = name.trim().toLowerCase();
      const exact = found.filter((c) => c.name.toLowerCase() === needle || c.slug?.toLowerCase() === needle);
      const path = item.kind === 'content' ? `categories.${i}` : 'category';
      if (exact.length === 1) ids.push((exact[0] as CategoryMatch).category_id);
      else if (exact.length > 1)
        problems.push({
          item: item.item,
          key: item.key,
          path,
          message: `"${name}" matches several ${item.kind} categories (${exact.map((c) => c.category_id).join(', ')}): use the id`,
        });
      else
        problems.push({
          item: item.item,
          key: item.key,
          path,
          message: `no ${item.kind} category is named "${name}"${
            found.length
              ? ` (close: ${found
                  .slice(0, 3)
                  .map((c) => c.name)
                  .join(', ')})`
              : ''
          }`,
        });
    }
    if (item.kind === 'content') item.payload.category_ids = [...new Set([...((item.payload.category_ids as number[] | undefined) ?? []), ...ids])];
    else if (ids[0] !== undefined) item.payload.category_id = ids[0];
  }
}

/** The update payload of a mapped content: the catalog's fields with the remembered sub-ids. */
function contentUpdatePayload(payload: Record<string, unknown>, mapped: MappedContent): Record<string, unknown> {
  const { content_type: _t, ...rest } = payload;
  const options = (rest.options as Record<string, unknown>[] | undefined)?.map((o, i) => ({
    ...(mapped.option_ids[i] ? { option_id: mapped.option_ids[i] } : {}),
    ...o,
  }));
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
  const summary: PushSummary = { valid: true, created: 0, updated: 0, unchanged: 0, failed: 0, items: [], problems: [], orphans: [] };
  const prepared = await prepareCatalog(file, options.baseDir);
  const language: Language = prepared.language;
  summary.problems.push(...prepared.problems);
  const stopped = (error: unknown) => (PushStoppedError.stops(error) && options.client ? new PushStoppedError(error, options.client.baseUrl, summary) : error);
  if (options.client && summary.problems.length === 0) {
    try {
      await resolveCategories(prepared.items, options.client, language, summary.problems);
    } catch (error) {
      throw stopped(error);
    }
  }
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
    const report = (action: PushAction, extra: { id?: number; message?: string } = {}) => {
      summary[action] += 1;
      summary.items.push({ kind: item.kind, key: item.key, action, ...extra });
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
        const contentId =
          mapped && 'content_id' in mapped
            ? (await client.updateContent(mapped.content_id, contentUpdatePayload(item.payload, mapped) as never, { ...call, contentType: type })).content_id
            : (await client.createContent(item.payload as never, call)).content_id;
        mapping.contents[item.key] = mappedContent(await client.getContent(contentId), item.digest);
        await options.onMapping?.(mapping);
        report(mapped ? 'updated' : 'created', { id: contentId });
      } else {
        const productId =
          mapped && 'product_id' in mapped
            ? (await client.updateProduct(mapped.product_id, item.payload as never, call)).product_id
            : (await client.createProduct(item.payload as never, call)).product_id;
        mapping.products[item.key] = { product_id: productId, digest: item.digest };
        await options.onMapping?.(mapping);
        report(mapped ? 'updated' : 'created', { id: productId });
      }
    } catch (error) {
      if (PushStoppedError.stops(error)) throw stopped(error);
      const problems = failureProblems(item, error);
      if (error instanceof CatalogAdminError && error.status === 404 && mapped) {
        problems.push({
          item: item.item,
          key: item.key,
          path: '',
          message: 'the platform no longer has this item: remove its entry from the mapping file to create it again',
        });
      }
      summary.problems.push(...problems);
      report('failed', { message: problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; '), ...(id ? { id } : {}) });
    }
  }
  summary.orphans = [
    ...Object.keys(mapping.contents)
      .filter((k) => !keys.content.has(k))
      .map((key) => ({ kind: 'content' as const, key })),
    ...Object.keys(mapping.products)
      .filter((k) => !keys.product.has(k))
      .map((key) => ({ kind: 'product' as const, key })),
  ];
  return summary;
}
