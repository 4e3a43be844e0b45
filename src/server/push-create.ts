/**
 * Creates that are never sent twice (./push.ts, "Never twice"; docs/sellers.md, "The mapping
 * file"). Before a create (POST) leaves, the mapping records it as pending, with the fields a
 * list read can find it by (title, type, categories). When its answer is lost (no answer, a 5xx,
 * a 429 or 503, or the process died), the item is first looked up with `GET /contents` /
 * `GET /products` filtered by those fields, and adopted when an item of the platform matches that
 * no key of the mapping holds; only when none does is the POST sent again.
 *
 * Spec: docs/spec/server-catalog-api.md, "Recommended integration flow" and "Errors".
 */
import type { PreparedItem } from './catalog-file.js';
import { sleep } from './calls.js';
import type { CatalogAdminClient } from './client.js';
import { CatalogAdminError } from './errors.js';
import { type CatalogMapping, type MappingChange, type PendingCreate, listOf } from './mapping.js';
import type { ContentType, Language } from './schemas.js';

/** Creates tried at most for one item when their answers are lost or pushed back (each after a look-up). */
const CREATE_ATTEMPTS = 8;

/** What a create call sends besides the payload: the catalog's language and extra headers. */
export interface CreateCall {
  language: Language;
  headers?: Record<string, string>;
}

/** A created (or found) item: its id, whether a list read found it, and whether it holds what the catalog says now. */
export interface Created {
  id: number;
  /** Found by a list read after a lost answer, not created by this call. */
  recovered: boolean;
  /** False when an earlier run's create was found with another digest: the item needs an update. */
  current: boolean;
}

/**
 * The creates of one push, never twice each. `record` applies a mapping change (and writes the
 * journal) before the push goes on; `mapped` is told each id the mapping receives, so that a
 * look-up never adopts an item another key holds.
 */
export class PushCreates {
  /** List reads made to find a create whose answer was lost. */
  lookups = 0;
  readonly #client: CatalogAdminClient;
  readonly #mapping: CatalogMapping;
  readonly #record: (change: MappingChange) => Promise<void>;
  /** The ids the mapping holds, by kind. */
  readonly #mappedIds: { content: Set<number>; product: Set<number> };
  /** Ids created or adopted by this push, by kind. */
  readonly #claimed = { content: new Set<number>(), product: new Set<number>() };
  /** Creates in flight, by kind and title: a look-up waits for them (one of them may be the item it looks for). */
  readonly #creating = new Map<string, Set<Promise<unknown>>>();

  constructor(client: CatalogAdminClient, mapping: CatalogMapping, record: (change: MappingChange) => Promise<void>) {
    this.#client = client;
    this.#mapping = mapping;
    this.#record = record;
    this.#mappedIds = {
      content: new Set(Object.values(mapping.contents).map((m) => m.content_id)),
      product: new Set(Object.values(mapping.products).map((m) => m.product_id)),
    };
  }

  /** Notes an id the mapping now holds (content_id or product_id). */
  mapped(kind: 'content' | 'product', id: number): void {
    this.#mappedIds[kind].add(id);
  }

  /**
   * Creates an item, never twice (see the module comment). Resolves to its id and whether it was
   * found rather than created; rejects with the client's `CatalogAdminError` when the platform
   * refused it (the pending create is then settled) or when `CREATE_ATTEMPTS` answers were lost.
   */
  async create(item: PreparedItem, call: CreateCall): Promise<Created> {
    const c = this.#client;
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
    const earlier = this.#mapping.pending?.[list][item.key];
    if (earlier) {
      const id = await this.#lookUp(item, earlier, call);
      if (id !== undefined) return { id, recovered: true, current: earlier.digest === item.digest };
    }
    await this.#record({ op: 'pending', kind: item.kind, key: item.key, create: sent });
    const tag = `${item.kind}:${sent.title.trim()}`;
    for (let attempt = 1; ; attempt += 1) {
      const sending =
        item.kind === 'content'
          ? c.createContent(item.payload as never, call).then((r) => r.content_id)
          : c.createProduct(item.payload as never, call).then((r) => r.product_id);
      const flying = this.#creating.get(tag) ?? new Set<Promise<unknown>>();
      this.#creating.set(tag, flying.add(sending));
      try {
        const id = await sending;
        this.#claimed[item.kind].add(id);
        return { id, recovered: false, current: true };
      } catch (error) {
        if (!(error instanceof CatalogAdminError)) throw error;
        // Did the platform act? Not on a refusal (4xx other than 429); maybe on anything else.
        const unsure = error.kind === 'network' || error.kind === 'parse' || error.pushedBack || (error.kind === 'http' && error.status >= 500);
        if (!unsure) {
          await this.#record({ op: 'settled', kind: item.kind, key: item.key });
          throw error;
        }
        if (attempt >= CREATE_ATTEMPTS) throw error;
        const wait = error.pushedBack ? (error.retryAfterMs ?? 1000 * 2 ** (attempt - 1)) : 250 * 2 ** (attempt - 1);
        c.pace?.noteRetry(wait);
        await sleep(wait);
      } finally {
        flying.delete(sending);
        if (flying.size === 0) this.#creating.delete(tag);
      }
      const id = await this.#lookUp(item, sent, call);
      if (id !== undefined) return { id, recovered: true, current: true };
    }
  }

  /** The unmapped item on the platform that a lost create made, if any (a list read filtered by its key fields). */
  async #lookUp(item: PreparedItem, sent: PendingCreate, call: { language: Language }): Promise<number | undefined> {
    const c = this.#client;
    const tag = `${item.kind}:${sent.title.trim()}`;
    for (let others = this.#creating.get(tag); others && others.size > 0; others = this.#creating.get(tag)) await Promise.allSettled([...others]);
    this.lookups += 1;
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
        .filter((id) => !this.#mappedIds[item.kind].has(id) && !this.#claimed[item.kind].has(id))
        .sort((a, b) => a - b);
      if (ids[0] !== undefined) {
        this.#claimed[item.kind].add(ids[0]);
        return ids[0];
      }
      if (page >= found.lastPage) return undefined;
    }
    return undefined;
  }
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
