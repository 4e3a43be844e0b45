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
 * Items are read one at a time (./catalog-source.ts: a big file is never parsed whole) and
 * written `concurrency` at a time; the client's `pace` (./pace.ts) lowers the number of
 * requests in flight after a 429 or 503 and raises it again. Items do not depend on each other
 * beyond their categories, which are all found before the first write.
 *
 * Never twice: before a create (POST) is sent, the mapping records it as pending (with the
 * fields a list read can find it by: title, type, categories); when its answer is lost (no
 * answer, a 5xx, a 429 or 503, or the process died), the item is first looked up with
 * `GET /contents` / `GET /products` filtered by those fields, and adopted when an item of the
 * platform matches that no key of the mapping holds; only when none does is the POST sent again.
 * Updates (PUT) change only the sent fields, so the client sends them again safely.
 *
 * A refused key (401, 403) or a platform that does not answer stops the push at that request
 * (the first one, as a rule) with a `PushStoppedError`: every other request would fail the same way.
 *
 * Used by the `shop-elements catalog push` command and by the sandbox to seed its own catalog.
 */
import { createHash } from 'node:crypto';
import { type CatalogProblem, type PreparedItem, checkItem, checkTop, prepareItem } from './catalog-file.js';
import { type CatalogSource, CatalogSyntaxError, objectSource } from './catalog-source.js';
import { type CatalogAdminClient, type CategoryMatch, type ServerContent, SERVER_API_PREFIX } from './client.js';
import { CatalogAdminError } from './errors.js';
import { sleep } from './calls.js';
import type { PaceStats } from './pace.js';
import type { ContentType, Language } from './schemas.js';
import { access } from 'node:fs/promises';

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
  /**
   * Creates sent without a known answer yet (the process died, or the answer was lost), by key:
   * the next push looks them up before sending them again. Absent when there are none.
   */
  pending?: { contents: Record<string, PendingCreate>; products: Record<string, PendingCreate> };
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
  /** Set on a create whose answer was lost: the item was found on the platform by a list read instead of being created again. */
  recovered?: true;
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
  /** Set on a create whose answer was lost: the item was found on the platform by a list read instead of being created again. */
  recovered?: true;
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
  /** How the requests went (null in a dry run, or when the file had problems). */
  requests: PushRequests | null;
}

/** The requests of a push: concurrency, push-back and look-ups. */
export interface PushRequests extends Partial<PaceStats> {
  /** Items written at once at most (`PushOptions.concurrency`). */
  concurrency: number;
  /** List reads made to find a create whose answer was lost. */
  lookups: number;
  /** Creates whose answer was lost and whose item was found (not created again). */
  recovered: number;
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

/** What a create sent that a list read can find it by (docs/sellers.md, "The mapping file"). */
export interface PendingCreate {
  /** The title sent, in the catalog's language. */
  title: string;
  /** Contents: the type and category ids sent. */
  content_type?: ContentType;
  category_ids?: number[];
  /** Products: the category id sent. */
  category_id?: number;
  /** The item's digest when it was sent: the same digest means the found item needs no update. */
  digest: string;
  /** When the create was about to leave (ISO 8601). */
  since: string;
}

/**
 * One change of the mapping, as the journal writes it (./mapping-journal.ts): a create about to
 * be sent (`pending`), an id received or refreshed (`mapped`), a create that certainly created
 * nothing (`settled`: refused with a 4xx).
 */
export type MappingChange =
  | { op: 'pending'; kind: 'content' | 'product'; key: string; create: PendingCreate }
  | { op: 'mapped'; kind: 'content'; key: string; entry: MappedContent }
  | { op: 'mapped'; kind: 'product'; key: string; entry: MappedProduct }
  | { op: 'settled'; kind: 'content' | 'product'; key: string };

const listOf = (kind: 'content' | 'product') => (kind === 'content' ? 'contents' : 'products');

/**
 * Applies a change to a mapping, in place. Idempotent, so that a journal replayed over a
 * snapshot that already holds some of its lines gives the same mapping. A `pending` for a key
 * the mapping knows is ignored (an older line). Returns false for a line that is not a change.
 */
export function applyMappingChange(mapping: CatalogMapping, change: MappingChange): boolean {
  if (!change || (change.kind !== 'content' && change.kind !== 'product') || typeof change.key !== 'string') return false;
  const list = listOf(change.kind);
  const pending = (mapping.pending ??= { contents: {}, products: {} });
  switch (change.op) {
    case 'pending':
      if (mapping[list][change.key] === undefined) pending[list][change.key] = change.create;
      break;
    case 'mapped':
      (mapping[list] as Record<string, MappedContent | MappedProduct>)[change.key] = change.entry;
      delete pending[list][change.key];
      break;
    case 'settled':
      delete pending[list][change.key];
      break;
    default:
      return false;
  }
  if (Object.keys(pending.contents).length === 0 && Object.keys(pending.products).length === 0) delete mapping.pending;
  return true;
}

/** The number of requests in flight by default: measured in bench/seller.ts (docs/sellers.md, "Concurrency"). */
export const DEFAULT_CONCURRENCY = 32;

/** Creates tried at most for one item when their answers are lost or pushed back (each after a look-up). */
const CREATE_ATTEMPTS = 8;

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
  /**
   * Items written at once (whole numbers from 1); `DEFAULT_CONCURRENCY` (32) by default. The
   * requests in flight are also held by the client's `pace`, when it has one, which lowers the
   * number after a 429 or 503 and raises it again up to this.
   */
  concurrency?: number;
  /** Keep every item's result in `summary.items` (true by default; false keeps memory flat on a very big catalog). */
  keepItems?: boolean;
  /** Called once per item when it is done (in the order items finish; `index` is its place in the catalog). */
  onProgress?: (progress: PushProgress) => void;
  /** Called once, after the file was checked: the number of items to go through. */
  onStart?: (total: number) => void;
  /**
   * Called for each change of the mapping, after it was applied to `mapping` and before the push
   * goes on (the create is sent after its `pending` change is recorded): write the journal here.
   * A rejection stops the push.
   */
  onChange?: (change: MappingChange) => Promise<void> | void;
  /** Called after each write that changed the mapping (write the mapping file here). */
  onMapping?: (mapping: CatalogMapping) => Promise<void> | void;
}

const SEED_HEADER = 'X-Sandbox-Seed';

/** Finds each distinct category name once: an exact name in the catalog's language, or a slug (case-insensitive). */
async function resolveCategoryNames(
  names: { content: Set<string>; product: Set<string> },
  client: CatalogAdminClient,
  language: Language,
): Promise<Map<string, { id: number } | { problem: string }>> {
  const out = new Map<string, { id: number } | { problem: string }>();
  for (const kind of ['content', 'product'] as const) {
    for (const name of names[kind]) {
      let found: CategoryMatch[];
      try {
        found = kind === 'content' ? await client.searchContentCategories(name, { language }) : await client.searchProductCategories(name, { language });
      } catch (error) {
        if (PushStoppedError.stops(error)) throw error;
        out.set(`${kind}:${name}`, { problem: `category search failed: ${(error as Error).message}` });
        continue;
      }
      const needle = name.trim().toLowerCase();
      const exact = found.filter((c) => c.name.toLowerCase() === needle || c.slug?.toLowerCase() === needle);
      const close = found
        .slice(0, 3)
        .map((c) => c.name)
        .join(', ');
      out.set(
        `${kind}:${name}`,
        exact.length === 1
          ? { id: (exact[0] as CategoryMatch).category_id }
          : exact.length > 1
            ? { problem: `"${name}" matches several ${kind} categories (${exact.map((c) => c.category_id).join(', ')}): use the id` }
            : { problem: `no ${kind} category is named "${name}"${found.length ? ` (close: ${close})` : ''}` },
      );
    }
  }
  return out;
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

/** A found item's key fields against what the create sent. */
function sameCreate(
  kind: 'content' | 'product',
  found: { title: string; content_type?: string; category_ids?: number[]; category_id?: number | null },
  sent: PendingCreate,
) {
  if (found.title.trim() !== sent.title.trim()) return false;
  if (kind === 'product') return sent.category_id === undefined || found.category_id === sent.category_id;
  if (sent.content_type && found.content_type !== sent.content_type) return false;
  const ids = new Set(found.category_ids ?? []);
  return (sent.category_ids ?? []).every((id) => ids.has(id));
}

/** Pushes a parsed catalog file; see the module comment for the flow. */
export async function pushCatalog(file: unknown, options: PushOptions): Promise<PushSummary> {
  return pushCatalogSource(objectSource(file), options);
}

/**
 * Pushes the items of a catalog source (a parsed catalog, or a file read item by item:
 * ./catalog-source.ts); see the module comment for the flow. Resolves to the summary; rejects
 * with a `PushStoppedError` when the key is refused or the platform cannot be reached, and with
 * the `onChange` error when the mapping cannot be written.
 */
export async function pushCatalogSource(source: CatalogSource, options: PushOptions): Promise<PushSummary> {
  const summary: PushSummary = { valid: true, created: 0, updated: 0, unchanged: 0, failed: 0, items: [], problems: [], orphans: [], requests: null };
  const { mapping, client } = options;
  const keepItems = options.keepItems !== false;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  if (!Number.isSafeInteger(concurrency) || concurrency < 1) throw new RangeError('pushCatalog: concurrency must be a whole number of at least 1.');
  if (!client && !options.dryRun) throw new TypeError('pushCatalog: a client is required unless dryRun is set.');
  const stopped = (error: unknown) => (PushStoppedError.stops(error) && client ? new PushStoppedError(error, client.baseUrl, summary) : error);

  // 1. Check every item (one at a time; only keys and category names are kept).
  const top = checkTop(source.top);
  const language = top.language;
  summary.problems.push(...top.problems);
  const keys = { content: new Map<string, number>(), product: new Map<string, number>() };
  const names = { content: new Set<string>(), product: new Set<string>() };
  const files = new Map<string, Promise<boolean>>();
  const exists = (path: string) => {
    let known = files.get(path);
    if (!known) {
      known = access(path).then(
        () => true,
        () => false,
      );
      files.set(path, known);
    }
    return known;
  };
  try {
    for (const raw of source.items()) {
      const checked = await checkItem(raw, options.baseDir, exists);
      summary.problems.push(...checked.problems);
      if (checked.key !== null) {
        const other = keys[raw.kind].get(checked.key);
        if (other !== undefined)
          summary.problems.push({
            item: checked.item,
            key: checked.key,
            path: 'key',
            message: `"${checked.key}" is also the key of ${listOf(raw.kind)}[${other}]`,
          });
        else keys[raw.kind].set(checked.key, raw.index);
      }
      for (const name of checked.categoryNames) names[raw.kind].add(name);
    }
  } catch (error) {
    if (!(error instanceof CatalogSyntaxError)) throw error;
    summary.problems.push({ item: '', key: null, path: '', message: `not valid JSON: ${error.message}` });
  }

  // 2. Find the category ids of the names (each name once).
  let categories = new Map<string, { id: number } | { problem: string }>();
  if (client && summary.problems.length === 0 && (names.content.size > 0 || names.product.size > 0)) {
    try {
      categories = await resolveCategoryNames(names, client, language);
    } catch (error) {
      throw stopped(error);
    }
    if ([...categories.values()].some((c) => 'problem' in c)) {
      for (const raw of source.items()) {
        const record = raw.raw as Record<string, unknown>;
        const itemNames = raw.kind === 'content' ? ((record.categories as string[] | undefined) ?? []) : record.category ? [record.category as string] : [];
        for (const [i, name] of itemNames.entries()) {
          const found = categories.get(`${raw.kind}:${name}`);
          if (found && 'problem' in found)
            summary.problems.push({
              item: `${listOf(raw.kind)}[${raw.index}]`,
              key: record.key as string,
              path: raw.kind === 'content' ? `categories.${i}` : 'category',
              message: found.problem,
            });
        }
      }
    }
  }
  if (summary.problems.length > 0) {
    summary.valid = false;
    return summary;
  }

  // 3. Write the items, `concurrency` at a time.
  const total = source.counts.content + source.counts.product;
  options.onStart?.(total);
  const mappedIds = {
    content: new Set(Object.values(mapping.contents).map((m) => m.content_id)),
    product: new Set(Object.values(mapping.products).map((m) => m.product_id)),
  };
  const counters = { lookups: 0, recovered: 0 };
  const record = async (change: MappingChange) => {
    if (options.onChange) await options.onChange(change);
    else applyMappingChange(mapping, change);
    if (change.op === 'mapped') {
      mappedIds[change.kind].add(change.kind === 'content' ? change.entry.content_id : change.entry.product_id);
      await options.onMapping?.(mapping);
    }
  };
  /** Creates in flight, by kind and title: a look-up waits for them (one of them may be the item it looks for). */
  const creating = new Map<string, Set<Promise<unknown>>>();
  const claimed = { content: new Set<number>(), product: new Set<number>() };
  let stop: unknown;

  const report = (item: PreparedItem, index: number, action: PushAction, extra: { id?: number; message?: string; recovered?: true } = {}) => {
    summary[action] += 1;
    if (extra.recovered) counters.recovered += 1;
    if (keepItems) summary.items.push({ kind: item.kind, key: item.key, action, ...extra, index } as PushItemResult & { index: number });
    options.onProgress?.({ index, total, kind: item.kind, key: item.key, action, dryRun: options.dryRun === true, ...extra });
  };

  /** The unmapped item on the platform that a lost create made, if any (a list read filtered by its key fields). */
  const lookUp = async (item: PreparedItem, sent: PendingCreate, call: { language: Language }): Promise<number | undefined> => {
    const c = client as CatalogAdminClient;
    const tag = `${item.kind}:${sent.title.trim()}`;
    for (let others = creating.get(tag); others && others.size > 0; others = creating.get(tag)) await Promise.allSettled([...others]);
    counters.lookups += 1;
    for (let page = 1; page <= 20; page += 1) {
      const found =
        item.kind === 'content'
          ? await c.listContents({
              search: sent.title,
              limit: 100,
              page,
              language: call.language,
              ...(sent.content_type ? { content_type: sent.content_type } : {}),
            })
          : await c.listProducts({
              search: sent.title,
              limit: 100,
              page,
              language: call.language,
              ...(sent.category_id ? { category_id: sent.category_id } : {}),
            });
      const ids = (found.data as unknown as Record<string, unknown>[])
        .filter((x) => sameCreate(item.kind, x as never, sent))
        .map((x) => Number(item.kind === 'content' ? x.content_id : x.product_id))
        .filter((id) => !mappedIds[item.kind].has(id) && !claimed[item.kind].has(id))
        .sort((a, b) => a - b);
      if (ids[0] !== undefined) {
        claimed[item.kind].add(ids[0]);
        return ids[0];
      }
      if (page >= found.lastPage) return undefined;
    }
    return undefined;
  };

  /** Creates an item, never twice: see the module comment. Resolves to its id and whether it was found rather than created. */
  const create = async (
    item: PreparedItem,
    call: { language: Language; headers?: Record<string, string> },
  ): Promise<{ id: number; recovered: boolean; current: boolean }> => {
    const c = client as CatalogAdminClient;
    const list = listOf(item.kind);
    const sent: PendingCreate = {
      title: String(item.payload.title ?? ''),
      ...(item.kind === 'content'
        ? { content_type: item.payload.content_type as ContentType, category_ids: (item.payload.category_ids as number[] | undefined) ?? [] }
        : { category_id: item.payload.category_id as number }),
      digest: item.digest,
      since: new Date().toISOString(),
    };
    // A create an earlier run sent without learning its answer (killed, or the answer was lost).
    const earlier = mapping.pending?.[list][item.key];
    if (earlier) {
      const id = await lookUp(item, earlier, call);
      if (id !== undefined) return { id, recovered: true, current: earlier.digest === item.digest };
    }
    await record({ op: 'pending', kind: item.kind, key: item.key, create: sent });
    const tag = `${item.kind}:${sent.title.trim()}`;
    for (let attempt = 1; ; attempt += 1) {
      const sending =
        item.kind === 'content'
          ? c.createContent(item.payload as never, call).then((r) => r.content_id)
          : c.createProduct(item.payload as never, call).then((r) => r.product_id);
      const flying = creating.get(tag) ?? new Set<Promise<unknown>>();
      creating.set(tag, flying.add(sending));
      try {
        const id = await sending;
        claimed[item.kind].add(id);
        return { id, recovered: false, current: true };
      } catch (error) {
        if (!(error instanceof CatalogAdminError)) throw error;
        // Did the platform act? Not on a refusal (4xx other than 429); maybe on anything else.
        const unsure = error.kind === 'network' || error.kind === 'parse' || error.pushedBack || (error.kind === 'http' && error.status >= 500);
        if (!unsure) {
          await record({ op: 'settled', kind: item.kind, key: item.key });
          throw error;
        }
        if (attempt >= CREATE_ATTEMPTS) throw error;
        const wait = error.pushedBack ? (error.retryAfterMs ?? 1000 * 2 ** (attempt - 1)) : 250 * 2 ** (attempt - 1);
        c.pace?.noteRetry(wait);
        await sleep(wait);
      } finally {
        flying.delete(sending);
        if (flying.size === 0) creating.delete(tag);
      }
      const id = await lookUp(item, sent, call);
      if (id !== undefined) return { id, recovered: true, current: true };
    }
  };

  /** Writes one item (create or update) and records its id; failures are reported, stops are kept in `stop`. */
  const write = async (item: PreparedItem, index: number, mapped: MappedContent | MappedProduct | undefined) => {
    const c = client as CatalogAdminClient;
    const id = mapped ? ('content_id' in mapped ? mapped.content_id : mapped.product_id) : undefined;
    const headers = options.sandboxSeed && item.sandbox ? { [SEED_HEADER]: Buffer.from(JSON.stringify(item.sandbox)).toString('base64url') } : undefined;
    const call = { language, ...(headers ? { headers } : {}) };
    try {
      if (item.kind === 'content') {
        const type = item.payload.content_type as ContentType;
        let contentId: number;
        let recovered = false;
        if (mapped && 'content_id' in mapped) {
          contentId = (await c.updateContent(mapped.content_id, contentUpdatePayload(item.payload, mapped) as never, { ...call, contentType: type }))
            .content_id;
        } else {
          const made = await create(item, call);
          contentId = made.id;
          recovered = made.recovered;
          if (!made.current) {
            const known = mappedContent(await c.getContent(contentId), item.digest);
            await c.updateContent(contentId, contentUpdatePayload(item.payload, known) as never, { ...call, contentType: type });
          }
        }
        await record({ op: 'mapped', kind: 'content', key: item.key, entry: mappedContent(await c.getContent(contentId), item.digest) });
        report(item, index, mapped ? 'updated' : 'created', { id: contentId, ...(recovered ? { recovered: true as const } : {}) });
      } else {
        let productId: number;
        let recovered = false;
        if (mapped && 'product_id' in mapped) productId = (await c.updateProduct(mapped.product_id, item.payload as never, call)).product_id;
        else {
          const made = await create(item, call);
          productId = made.id;
          recovered = made.recovered;
          if (!made.current) await c.updateProduct(productId, item.payload as never, call);
        }
        await record({ op: 'mapped', kind: 'product', key: item.key, entry: { product_id: productId, digest: item.digest } });
        report(item, index, mapped ? 'updated' : 'created', { id: productId, ...(recovered ? { recovered: true as const } : {}) });
      }
    } catch (error) {
      if (PushStoppedError.stops(error) || !(error instanceof CatalogAdminError)) {
        stop ??= error;
        return;
      }
      const problems = failureProblems(item, error);
      if (error.status === 404 && mapped) {
        problems.push({
          item: item.item,
          key: item.key,
          path: '',
          message: 'the platform no longer has this item: remove its entry from the mapping file to create it again',
        });
      }
      summary.problems.push(...problems);
      report(item, index, 'failed', { message: problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; '), ...(id ? { id } : {}) });
    }
  };

  const running = new Set<Promise<void>>();
  // The first write goes alone: a refused key or a platform out of reach stops the push at it.
  let opened = false;
  let index = 0;
  for (const raw of source.items()) {
    if (stop !== undefined) break;
    index += 1;
    const item = await prepareItem(raw, language, options.baseDir, summary.problems);
    if (item.kind === 'content') {
      const ids = item.categoryNames.map((n) => (categories.get(`content:${n}`) as { id: number } | undefined)?.id).filter((x): x is number => x !== undefined);
      if (ids.length > 0) item.payload.category_ids = [...new Set([...((item.payload.category_ids as number[] | undefined) ?? []), ...ids])];
    } else {
      const id = item.categoryNames[0] === undefined ? undefined : (categories.get(`product:${item.categoryNames[0]}`) as { id: number } | undefined)?.id;
      if (id !== undefined) item.payload.category_id = id;
    }
    const mapped = item.kind === 'content' ? mapping.contents[item.key] : mapping.products[item.key];
    const id = mapped ? ('content_id' in mapped ? mapped.content_id : mapped.product_id) : undefined;
    if (mapped && mapped.digest === item.digest && !options.force) {
      report(item, index, 'unchanged', id ? { id } : {});
      continue;
    }
    if (mapped && 'content_type' in mapped && mapped.content_type !== item.payload.content_type) {
      const message = `content_type cannot change after creation (${mapped.content_type} → ${String(item.payload.content_type)}): give the item a new key to create a new content`;
      summary.problems.push({ item: item.item, key: item.key, path: 'content_type', message });
      report(item, index, 'failed', { message, ...(id ? { id } : {}) });
      continue;
    }
    if (options.dryRun || !client) {
      report(item, index, mapped ? 'updated' : 'created', id ? { id } : {});
      continue;
    }
    while (running.size >= (opened ? concurrency : 1)) await Promise.race(running);
    if (stop !== undefined) break;
    const task: Promise<void> = write(item, index, mapped).finally(() => {
      running.delete(task);
      opened = true;
    });
    running.add(task);
  }
  await Promise.all(running);

  if (keepItems) {
    const ordered = summary.items as (PushItemResult & { index: number })[];
    ordered.sort((a, b) => a.index - b.index);
    summary.items = ordered.map(({ index: _i, ...rest }) => rest);
  }
  if (client && !options.dryRun)
    summary.requests = { concurrency, ...(client.pace?.stats ?? null), lookups: counters.lookups, recovered: counters.recovered } as PushRequests;
  if (stop !== undefined) throw stopped(stop);
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
