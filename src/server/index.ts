/// <reference types="node" />
/**
 * `shop-elements/server`: the seller toolkit for the server catalog API
 * (docs/spec/server-catalog-api.md). Node only; never import it from browser code: the server
 * private key must stay on the seller's server. See docs/sellers.md.
 *
 * ```ts
 * import { CatalogAdminClient } from 'shop-elements/server';
 * const admin = new CatalogAdminClient({ baseUrl: 'https://your-platform.example', key: process.env.SHOP_SERVER_KEY! });
 * const { content_id } = await admin.createContent({ content_type: 'vod', … });
 * ```
 */
export {
  CatalogAdminClient,
  SERVER_API_PREFIX,
  serverContentSchema,
  serverProductSchema,
  type CallOptions,
  type CatalogAdminClientOptions,
  type CategoryMatch,
  type ContentUpdateOptions,
  type ContentWriteResult,
  type Page,
  type ProductWriteResult,
  type ServerContent,
  type ServerProduct,
  type WriteOptions,
  type WriteResult,
} from './client.js';
export { CatalogAdminError, type CatalogAdminErrorInit, type CatalogAdminErrorKind } from './errors.js';
export { fromFormData, toFormData } from './multipart.js';
export {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  DISPLAY_TYPES,
  INPUT_TYPES,
  LANGUAGES,
  MAX_PRODUCT_OPTIONS,
  MAX_TAGS,
  PRODUCT_STATUSES,
  chapterSchema,
  checkProductStructure,
  contentCreateSchema,
  contentCreateSchemaFor,
  contentListQuerySchema,
  contentOptionSchema,
  contentTranslationSchema,
  contentTranslationsSchema,
  contentUpdateSchema,
  isDurationText,
  isSpecDateTime,
  issuesToErrors,
  productCreateSchema,
  productListQuerySchema,
  productTranslationSchema,
  productTranslationsSchema,
  productUpdateSchema,
  toIssues,
  urlProblem,
  validate,
  validateContentCreate,
  validateContentUpdate,
  validateProductCreate,
  validateProductUpdate,
  type ChapterPayload,
  type ContentCreatePayload,
  type ContentListQuery,
  type ContentOptionPayload,
  type ContentTranslations,
  type ContentType,
  type ContentUpdatePayload,
  type FieldErrors,
  type Language,
  type PayloadIssue,
  type ProductCreatePayload,
  type ProductListQuery,
  type ProductTranslations,
  type ProductUpdatePayload,
} from './schemas.js';
export {
  formatProblem,
  prepareCatalog,
  type CatalogContentItem,
  type CatalogFile,
  type CatalogKind,
  type CatalogProblem,
  type CatalogProductItem,
  type PreparedCatalog,
  type PreparedItem,
} from './catalog-file.js';
export { DEFAULT_CONCURRENCY, pushCatalog, pushCatalogSource, type PushOptions } from './push.js';
export {
  applyMappingChange,
  emptyMapping,
  keyFingerprint,
  type CatalogMapping,
  type MappedContent,
  type MappedProduct,
  type MappingChange,
  type PendingCreate,
} from './mapping.js';
export {
  PushStoppedError,
  type PushAction,
  type PushItemResult,
  type PushOrphan,
  type PushProgress,
  type PushRequests,
  type PushStopReason,
  type PushSummary,
} from './push-results.js';
export { defaultMappingPath, loadMapping, pushCatalogFile, saveMapping, type PushFileOptions } from './push-file.js';
export { CatalogSyntaxError, fileSource, objectSource, type CatalogSource, type RawItem } from './catalog-source.js';
export { MappingJournal, journalPath, openMappingJournal, replayJournal, type MappingJournalOptions } from './mapping-journal.js';
export { Pace, retryAfterMs, type PaceOptions, type PaceStats, type PaceTicket } from './pace.js';
