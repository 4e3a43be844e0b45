/**
 * What the server catalog API answers, read once: the content and product shapes (representative
 * fields checked, others kept as sent) and the readers of list and detail answers, which accept
 * the envelopes the platform uses (docs/spec/server-catalog-api.md).
 */
import { z } from 'zod';
import { CONTENT_TYPES } from './schemas.js';

/** A page of a list endpoint. */
export interface Page<T> {
  data: T[];
  /** 1-based page number. */
  page: number;
  /** Page size (at most 100). */
  limit: number;
  /** Number of items over all pages, when the platform says (else the count of this page). */
  total: number;
  lastPage: number;
}

const idNumber = z.coerce.number().int();
const lessonRead = z.looseObject({ curriculum_id: idNumber, title: z.string().optional() });
const chapterRead = z.looseObject({ chapter_id: idNumber, title: z.string().optional(), items: z.array(lessonRead).default([]) });

/** A content as the server API returns it (representative fields; others kept as sent). */
export const serverContentSchema = z.looseObject({
  content_id: idNumber,
  content_type: z.enum(CONTENT_TYPES),
  title: z.string(),
  status: z.string().optional(),
  language: z.string().optional(),
  category_ids: z.array(idNumber).default([]),
  tag_ids: z.array(idNumber).default([]),
  options: z.array(z.looseObject({ option_id: idNumber, title: z.string().optional() })).default([]),
  chapters: z
    .array(chapterRead)
    .nullish()
    .transform((c) => c ?? []),
});
export type ServerContent = z.output<typeof serverContentSchema>;

/** A product as the server API returns it (representative fields; others kept as sent). */
export const serverProductSchema = z.looseObject({
  product_id: idNumber,
  title: z.string(),
  category_id: idNumber.nullish(),
  status: z.string().optional(),
  language: z.string().optional(),
  options: z.array(z.string()).default([]),
  variants: z.array(z.looseObject({ variant_id: idNumber.optional(), is_active: z.boolean().optional() })).default([]),
  tag_ids: z.array(idNumber).default([]),
});
export type ServerProduct = z.output<typeof serverProductSchema>;

export type Json = Record<string, unknown>;
export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a list answer: `{ data, meta }`, `{ data: { data, … } }`, `{ contents|products: … }` or a bare array. */
export function readPage<T>(body: unknown, item: z.ZodType<T>, names: string[]): Page<T> {
  let holder: unknown = body;
  if (isRecord(holder)) {
    const key = ['data', ...names].find((k) => (holder as Json)[k] !== undefined);
    if (key) holder = Array.isArray((holder as Json)[key]) ? holder : (holder as Json)[key];
  }
  const rows = Array.isArray(holder) ? holder : isRecord(holder) ? ([holder.data, ...names.map((n) => (holder as Json)[n])].find(Array.isArray) ?? []) : [];
  const meta: Json = isRecord(body) && isRecord(body.meta) ? body.meta : isRecord(holder) ? holder : {};
  const num = (...keys: string[]) => keys.map((k) => Number(meta[k])).find((n) => Number.isFinite(n) && n > 0);
  const data = (rows as unknown[]).map((row) => item.parse(row));
  const limit = num('per_page', 'limit') ?? Math.max(1, data.length);
  const total = num('total') ?? data.length;
  return { data, page: num('current_page', 'page') ?? 1, limit, total, lastPage: num('last_page') ?? Math.max(1, Math.ceil(total / limit)) };
}

/** The object of a detail answer: `{ data }`, `{ content }` / `{ product }`, or bare. */
export function readDetail(body: unknown, name: string): unknown {
  if (!isRecord(body)) return body;
  if (isRecord(body.data)) return body.data;
  if (isRecord(body[name])) return body[name];
  return body;
}
