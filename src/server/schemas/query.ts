/** List queries of the server catalog API (`GET /contents`, `GET /products`). */
import { z } from 'zod';
import { CONTENT_STATUSES, CONTENT_TYPES, id, LANGUAGES } from './common.js';

const idList = z.union([id, z.array(id), z.string().regex(/^\d+(,\d+)*$/, 'must be ids separated by commas')]);
const page = z.coerce.number().int().positive().optional();
const limit = z.coerce.number().int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').optional();

/** `GET /contents` query. */
export const contentListQuerySchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  page,
  limit,
  status: z.enum(CONTENT_STATUSES).optional(),
  content_type: z.enum(CONTENT_TYPES).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  category_ids: idList.optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  tag_ids: idList.optional(),
  search: z.string().optional(),
});

/** `GET /products` query. */
export const productListQuerySchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  page,
  limit,
  status: z.string().optional(),
  category_id: z.coerce.number().int().positive().optional(),
  category_ids: idList.optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  tag_ids: idList.optional(),
  search: z.string().optional(),
});
