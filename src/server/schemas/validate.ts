/** Payload types, and validation with plain messages grouped as the platform's 422 `errors` are. */
import { z } from 'zod';
import { CONTENT_TYPES, type ContentType } from './common.js';
import {
  chapterUpdate,
  CONTENT_UPDATE,
  contentCommon,
  contentCreateSchema,
  contentTranslationsSchema,
  contentUpdateSchema,
  OPTION_SCHEMAS,
} from './content.js';
import { productCreateSchema, productTranslationsSchema, productUpdateSchema } from './product.js';
import { contentListQuerySchema, productListQuerySchema } from './query.js';

export type ContentCreatePayload = z.input<typeof contentCreateSchema>;
/** `PUT /contents/{content_id}` payload (the fields of the content's type). */
export type ContentUpdatePayload = z.input<(typeof CONTENT_UPDATE)[ContentType]>;
export type ContentOptionPayload = z.input<(typeof OPTION_SCHEMAS)['update'][ContentType]>;
export type ChapterPayload = z.input<typeof chapterUpdate>;
export type ContentTranslations = z.input<typeof contentTranslationsSchema>;
export type ProductCreatePayload = z.input<typeof productCreateSchema>;
export type ProductUpdatePayload = z.input<typeof productUpdateSchema>;
export type ProductTranslations = z.input<typeof productTranslationsSchema>;
export type ContentListQuery = z.input<typeof contentListQuerySchema>;
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** One problem: a dotted field path (`options.0.start_at`; empty for the whole payload) and a message. */
export interface PayloadIssue {
  path: string;
  message: string;
}

/** Field path → messages, the shape of the platform's 422 `errors`. */
export type FieldErrors = Record<string, string[]>;

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** Plain messages for zod's generic issues ("is required", "must be a number", …). */
function messageFor(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is required';
    const expected = issue.expected === 'int' ? 'integer' : String(issue.expected);
    return expected === 'undefined' ? 'must not be sent' : `must be ${article(expected)}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return `needs at least ${String(issue.minimum)} entr${issue.minimum === 1 ? 'y' : 'ies'}`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `takes at most ${String(issue.maximum)} entr${issue.maximum === 1 ? 'y' : 'ies'}`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `must be at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
  return undefined;
}

/** zod issues as {@link PayloadIssue}s; an unknown key becomes one issue at its own path. */
export function toIssues(error: z.ZodError): PayloadIssue[] {
  const out: PayloadIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: [...path, key].join('.'), message: 'is not a field accepted here' });
    } else {
      out.push({ path: path.join('.'), message: issue.message });
    }
  }
  return out;
}

/** Parses with plain messages; returns the payload to send, or every problem. */
export function validate<S extends z.ZodType>(schema: S, payload: unknown): { ok: true; data: z.output<S> } | { ok: false; issues: PayloadIssue[] } {
  const result = schema.safeParse(payload, { error: messageFor });
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: toIssues(result.error) };
}

/** Groups issues by path, the shape of the platform's 422 `errors`. */
export function issuesToErrors(issues: PayloadIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path || '_'] ??= []).push(issue.message);
  return errors;
}

/**
 * Validates a `POST /contents` payload. An unknown or missing `content_type` is reported with
 * the type-independent fields still checked (against the vod shape minus options and chapters).
 */
export function validateContentCreate(payload: unknown) {
  const type = (payload as { content_type?: unknown } | null)?.content_type;
  if (CONTENT_TYPES.includes(type as ContentType)) return validate(contentCreateSchema, payload);
  const anything = z.unknown().optional();
  const rest = validate(z.strictObject({ ...contentCommon, content_type: anything, options: anything, chapters: anything, translations: anything }), payload);
  const typeIssue: PayloadIssue = {
    path: 'content_type',
    message: type === undefined ? 'is required' : `must be one of ${CONTENT_TYPES.join(', ')}`,
  };
  return { ok: false as const, issues: [typeIssue, ...(rest.ok ? [] : rest.issues)] };
}

/** Validates a `PUT /contents/{content_id}` payload against the content's current type. */
export function validateContentUpdate(type: ContentType, payload: unknown) {
  return validate(contentUpdateSchema(type), payload);
}

export function validateProductCreate(payload: unknown) {
  return validate(productCreateSchema, payload);
}

export function validateProductUpdate(payload: unknown) {
  return validate(productUpdateSchema, payload);
}
