/**
 * A page of a list. Spec: docs/spec/storefront-api.md, "Where things are read" (`data[]` with
 * `current_page` and `total`, or `meta.total`).
 */
import { type Raw, asRecord, fail, numberOf, records } from './read.js';

/** A page of a list: its items and where it sits among the pages. */
export interface Page<T> {
  items: T[];
  /** 1-based. */
  current_page: number;
  /** Number of items across all pages. */
  total: number;
  per_page: number | null;
  last_page: number | null;
}

/**
 * `envelope.data[]` read by `readItem` (entries it cannot read are left out), the page fields
 * from the envelope, else from its `meta`, else from the answer's `meta`. Fails without an envelope.
 */
export function readPage<T>(envelope: Raw | undefined, outer: Raw, readItem: (raw: Raw) => T | undefined): Page<T> {
  if (!envelope) return fail('missing list');
  const items = records(envelope.data)
    .map(readItem)
    .filter((x): x is T => x !== undefined);
  const meta = asRecord(envelope.meta) ?? asRecord(outer.meta) ?? {};
  const field = (name: string) => numberOf(envelope, name) ?? numberOf(meta, name);
  const perPage = field('per_page') ?? null;
  const total = field('total') ?? items.length;
  return {
    items,
    current_page: field('current_page') ?? 1,
    total,
    per_page: perPage,
    last_page: field('last_page') ?? (perPage ? Math.max(1, Math.ceil(total / perPage)) : null),
  };
}
