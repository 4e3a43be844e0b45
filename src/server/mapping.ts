/// <reference types="node" />
/**
 * The mapping file of a push (docs/sellers.md, "The mapping file"): the platform ids of the
 * catalog's keys, for one platform and site, with the creates sent whose answer is not known yet,
 * and the changes the journal (./mapping-journal.ts) writes one line at a time. Also the update
 * payload of a mapped content, which carries the option, chapter and lesson ids the mapping
 * remembers so that the platform keeps them (docs/spec/server-catalog-api.md, "Recommended
 * integration flow", step 3).
 */
import { createHash } from 'node:crypto';
import type { ServerContent } from './client.js';
import type { ContentType } from './schemas.js';

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

/** What the mapping file remembers of a product. */
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

/** A mapping with no ids yet, for `baseUrl` and the key it is written with. */
export function emptyMapping(baseUrl: string, key: string): CatalogMapping {
  return { version: 1, target: { base_url: baseUrl.replace(/\/+$/, ''), key_fingerprint: keyFingerprint(key) }, contents: {}, products: {} };
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

/** The mapping's list of a kind: `contents` or `products`. */
export const listOf = (kind: 'content' | 'product') => (kind === 'content' ? 'contents' : 'products');

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

/** The update payload of a mapped content: the catalog's fields with the remembered sub-ids. */
export function contentUpdatePayload(payload: Record<string, unknown>, mapped: MappedContent): Record<string, unknown> {
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

/** What the mapping remembers of `content` (as the platform returned it), with the digest of what was sent. */
export function mappedContent(content: ServerContent, digest: string): MappedContent {
  return {
    content_id: content.content_id,
    content_type: content.content_type,
    digest,
    option_ids: content.options.map((o) => o.option_id),
    chapters: content.chapters.map((ch) => ({ chapter_id: ch.chapter_id, curriculum_ids: ch.items.map((l) => l.curriculum_id) })),
  };
}
