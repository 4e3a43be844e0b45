/**
 * The error of the seller toolkit.
 *
 * Spec: docs/spec/server-catalog-api.md, "Errors": 401 (private key missing or wrong), 403 (key of another
 * site, or no permission), 422 (payload does not fit; product endpoints answer `message` and
 * `errors`). The content endpoints' error body is not shown; the toolkit reads the same shape.
 */
import type { FieldErrors, PayloadIssue } from './schemas.js';

/** What went wrong. */
export type CatalogAdminErrorKind =
  /** Refused by the toolkit before sending: the payload breaks a rule of the spec (`status` 0). */
  | 'invalid'
  /** The platform answered with a non-2xx status (`status` is set). */
  | 'http'
  /** No answer: the connection failed (`status` 0). */
  | 'network'
  /** A 2xx answer that was not JSON, or lacked the id the spec promises. */
  | 'parse';

export interface CatalogAdminErrorInit {
  kind: CatalogAdminErrorKind;
  status?: number;
  message: string;
  errors?: FieldErrors;
  body?: unknown;
  method?: string;
  path?: string;
  cause?: unknown;
  /** A 429 or 503: the wait its `Retry-After` asked for (ms), null without one. */
  retryAfterMs?: number | null;
}

/** Every method of `CatalogAdminClient` rejects with this (or the caller's `AbortError`). */
export class CatalogAdminError extends Error {
  override readonly name = 'CatalogAdminError';
  readonly kind: CatalogAdminErrorKind;
  /** HTTP status (401, 403, 404, 422, 5xx…); 0 when nothing was answered or nothing was sent. */
  readonly status: number;
  /** Field path (`options.0.start_at`) → messages: the server's 422 `errors`, or the toolkit's own. */
  readonly errors: FieldErrors;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;
  /** Method and path (relative to `/api/public/v1`) of the call. */
  readonly method: string;
  readonly path: string;
  /**
   * Set on a 429 or 503 answer (push-back) that was not retried (a POST, or retries spent): the
   * milliseconds its `Retry-After` asked to wait, or null when it gave none. Undefined otherwise.
   */
  readonly retryAfterMs: number | null | undefined;

  constructor(init: CatalogAdminErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errors = init.errors ?? {};
    this.body = init.body;
    this.method = init.method ?? '';
    this.path = init.path ?? '';
    this.retryAfterMs = init.retryAfterMs;
  }

  /** True for a 429 or 503: the platform pushed back and asks the caller to wait (`retryAfterMs`). */
  get pushedBack(): boolean {
    return this.kind === 'http' && (this.status === 429 || this.status === 503);
  }

  /** True when the request never left: the payload was refused by the toolkit's own checks. */
  get local(): boolean {
    return this.kind === 'invalid';
  }

  /** The field errors as a flat list of `{ path, message }`. */
  get issues(): PayloadIssue[] {
    return Object.entries(this.errors).flatMap(([path, messages]) => messages.map((message) => ({ path, message })));
  }
}
