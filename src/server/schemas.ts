/**
 * zod schemas of every create and update payload of the server catalog API
 * (docs/spec/server-catalog-api.md). They enforce the spec's rules before anything is sent, and
 * the sandbox validates incoming payloads with the same schemas, so the toolkit and the stand-in
 * platform can never disagree on a rule.
 *
 * Each rule, and where it is checked:
 * - option fields per `content_type` (option table): `contentOption(type)`, strict objects;
 * - a vod has exactly 1 option and at least 1 chapter; chapters only on a vod: `contentCreate(type)`;
 * - `content_type` is never sent on update: `contentUpdateSchema(type)`;
 * - `installment_month` 0 to 36; at most 1 tag (contents and products);
 * - at most 5 product options; each variant has exactly one value `option1`…`optionN` per option;
 * - `color_hex` as `#RRGGBB`; `<YYYY-MM-DD HH:MM:SS>` (start_at, end_at) and `<MM:SS>`
 *   (duration_text) text shapes; `start_at` before `end_at`;
 * - images: an HTTPS URL (or a file; products also take a `data:image/…` URI).
 *
 * Paths of problems are dotted (`options.0.start_at`), as in the platform's 422 `errors`.
 *
 * The schemas live in ./schemas/ (common pieces, contents, products, list queries, validation);
 * this module is their public face and exports exactly what it always did.
 */
export {
  LANGUAGES,
  type Language,
  CONTENT_TYPES,
  type ContentType,
  CONTENT_STATUSES,
  PRODUCT_STATUSES,
  DISPLAY_TYPES,
  INPUT_TYPES,
  MAX_PRODUCT_OPTIONS,
  MAX_TAGS,
  isSpecDateTime,
  isDurationText,
  urlProblem,
  isFile,
} from './schemas/common.js';
export {
  contentOptionSchema,
  chapterSchema,
  contentTranslationSchema,
  contentTranslationsSchema,
  contentCreateSchemaFor,
  contentCreateSchema,
  contentUpdateSchema,
} from './schemas/content.js';
export { productTranslationSchema, productTranslationsSchema, checkProductStructure, productCreateSchema, productUpdateSchema } from './schemas/product.js';
export { contentListQuerySchema, productListQuerySchema } from './schemas/query.js';
export {
  type ContentCreatePayload,
  type ContentUpdatePayload,
  type ContentOptionPayload,
  type ChapterPayload,
  type ContentTranslations,
  type ProductCreatePayload,
  type ProductUpdatePayload,
  type ProductTranslations,
  type ContentListQuery,
  type ProductListQuery,
  type PayloadIssue,
  type FieldErrors,
  toIssues,
  validate,
  issuesToErrors,
  validateContentCreate,
  validateContentUpdate,
  validateProductCreate,
  validateProductUpdate,
} from './schemas/validate.js';
