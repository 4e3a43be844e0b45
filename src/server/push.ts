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
 * Never twice: a create (POST) whose answer is lost is looked up before it is sent again
 * (./push-create.ts). Updates (PUT) change only the sent fields, so the client sends them again
 * safely.
 *
 * A refused key (401, 403) or a platform that does not answer stops the push at that request
 * (the first one, as a rule) with a `PushStoppedError`: every other request would fail the same way.
 *
 * The parts: the mapping file (./mapping.ts), category names (./push-categories.ts), creates
 * (./push-create.ts), and what a push tells (./push-results.ts).
 *
 * Used by the `shop-elements catalog push` command and by the sandbox to seed its own catalog.
 */
import { access } from 'node:fs/promises';
import { type CatalogProblem, type PreparedItem, checkItem, checkTop, prepareItem } from './catalog-file.js';
import { type CatalogSource, CatalogSyntaxError, objectSource } from './catalog-source.js';
import type { CatalogAdminClient } from './client.js';
import { CatalogAdminError } from './errors.js';
import {
  type CatalogMapping,
  type MappedContent,
  type MappedProduct,
  type MappingChange,
  applyMappingChange,
  contentUpdatePayload,
  listOf,
  mappedContent,
} from './mapping.js';
import { type CategoryIds, applyCategoryIds, categoryProblems, resolveCategoryNames } from './push-categories.js';
import { PushCreates } from './push-create.js';
import { type PushAction, type PushItemResult, type PushProgress, type PushRequests, type PushSummary, PushStoppedError } from './push-results.js';
import type { ContentType } from './schemas.js';

/** The number of requests in flight by default: measured in bench/seller.ts (docs/sellers.md, "Concurrency"). */
export const DEFAULT_CONCURRENCY = 32;

/** How to push: the client, the mapping to update, and what to be told. */
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
  let categories: CategoryIds = new Map();
  if (client && summary.problems.length === 0 && (names.content.size > 0 || names.product.size > 0)) {
    try {
      categories = await resolveCategoryNames(names, client, language);
    } catch (error) {
      throw stopped(error);
    }
    summary.problems.push(...categoryProblems(source, categories));
  }
  if (summary.problems.length > 0) {
    summary.valid = false;
    return summary;
  }

  // 3. Write the items, `concurrency` at a time.
  const total = source.counts.content + source.counts.product;
  options.onStart?.(total);
  let recovered = 0;
  const record = async (change: MappingChange) => {
    if (options.onChange) await options.onChange(change);
    else applyMappingChange(mapping, change);
    if (change.op === 'mapped') {
      creates?.mapped(change.kind, change.kind === 'content' ? change.entry.content_id : change.entry.product_id);
      await options.onMapping?.(mapping);
    }
  };
  const creates = client && !options.dryRun ? new PushCreates(client, mapping, record) : null;
  let stop: unknown;

  const report = (item: PreparedItem, index: number, action: PushAction, extra: { id?: number; message?: string; recovered?: true } = {}) => {
    summary[action] += 1;
    if (extra.recovered) recovered += 1;
    if (keepItems) summary.items.push({ kind: item.kind, key: item.key, action, ...extra, index } as PushItemResult & { index: number });
    options.onProgress?.({ index, total, kind: item.kind, key: item.key, action, dryRun: options.dryRun === true, ...extra });
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
          const made = await (creates as PushCreates).create(item, call);
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
          const made = await (creates as PushCreates).create(item, call);
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
    applyCategoryIds(item, categories);
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
  if (client && !options.dryRun) summary.requests = { concurrency, ...(client.pace?.stats ?? null), lookups: creates?.lookups ?? 0, recovered } as PushRequests;
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
