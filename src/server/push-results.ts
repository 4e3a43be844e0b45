/**
 * What a push tells (./push.ts): each item's progress and result, the summary, and the
 * `PushStoppedError` that ends a push whose key is refused or whose platform does not answer
 * (docs/spec/server-catalog-api.md, "Errors").
 */
import type { CatalogProblem } from './catalog-file.js';
import { SERVER_API_PREFIX } from './transport.js';
import { CatalogAdminError } from './errors.js';
import type { PaceStats } from './pace.js';

/** What became of an item: created, updated, unchanged or failed (in a dry run, what would). */
export type PushAction = 'created' | 'updated' | 'unchanged' | 'failed';

/** One item done, as `PushOptions.onProgress` receives it. */
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

/** What a push did, item by item, with the file's problems and the mapping's orphans. */
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
