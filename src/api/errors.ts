/**
 * Errors raised by the storefront client.
 *
 * Spec: docs/spec/storefront-api.md, "Errors": the body shape is `message` (string), optionally `errors`
 * (object keyed by field path such as `receiver.phone`, each value an array of strings), and a
 * minimum-quantity error also carries `min_quantity`.
 */

/** What went wrong, from the front end's point of view. */
export type StorefrontErrorKind =
  /** The platform answered with a non-2xx status (`status` is set). */
  | 'http'
  /** No answer: the connection failed or dropped (`status` is null). */
  | 'network'
  /** No answer within the client's timeout (`status` is null). */
  | 'timeout'
  /**
   * A 2xx answer whose body was not the JSON shape the spec describes. `message` says what the
   * reader missed (`GET /products/101: missing product_id`); `cause` is the underlying error
   * (the `SyntaxError` of a body that is not JSON, or the reader's issues).
   */
  | 'parse'
  /** Refused before sending: the browser is offline and the call is a write. */
  | 'offline';

/** Field errors keyed by the spec's field path (`receiver.phone`, `quantity`, `buyer_inputs.12`). */
export type FieldErrors = Record<string, string[]>;

export interface StorefrontErrorInit {
  kind: StorefrontErrorKind;
  status: number | null;
  message: string;
  errors?: FieldErrors;
  min_quantity?: number | null;
  /** Seconds to wait before retrying, from a `Retry-After` header (429/503). */
  retryAfter?: number | null;
  method?: string;
  path?: string;
  /** The underlying error (kept as the standard `Error.cause`). */
  cause?: unknown;
}

/**
 * The one error type every client method rejects with (an `AbortError` `DOMException` is
 * re-thrown as is when the caller's signal aborts).
 */
export class StorefrontError extends Error {
  override readonly name = 'StorefrontError';
  /** What failed; see {@link StorefrontErrorKind}. */
  readonly kind: StorefrontErrorKind;
  /** HTTP status, or null when there was no answer. */
  readonly status: number | null;
  /** Field errors by field path; empty when the platform gave none. */
  readonly errors: FieldErrors;
  /** Minimum purchase quantity from a 422 on quantity, else null. */
  readonly min_quantity: number | null;
  /** Seconds from `Retry-After`, when the platform sent one. */
  readonly retryAfter: number | null;
  /** Method and path (relative to `/api/storefront/v1`) of the failed call. */
  readonly method: string;
  readonly path: string;

  constructor(init: StorefrontErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.min_quantity = init.min_quantity ?? null;
    this.retryAfter = init.retryAfter ?? null;
    this.method = init.method ?? '';
    this.path = init.path ?? '';
  }

  /** True for failures worth retrying automatically on a GET: no answer, 429 or 5xx. */
  get transient(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.status === 429 || (this.status !== null && this.status >= 500);
  }

  /** The first message for a field path, if any. */
  fieldMessage(path: string): string | undefined {
    return this.errors[path]?.[0];
  }
}

/** True when `e` is the `AbortError` a fetch raises after its signal aborted. */
export function isAbortError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

/**
 * The error of a call whose code, loaded on first use, did not load: the reader of its answer
 * (./http.ts) or the call itself (./client.ts, the calls of ./calls/). Told in the console
 * (`shop-elements: <what>: its code did not load.`, with the import's error), and returned as a
 * `network` StorefrontError, the one error type of the client: the element shows "could not reach
 * the shop" and may retry, which imports again. `method` and `path` (relative to
 * `/api/storefront/v1`): the call's, when known.
 */
export function codeNotLoaded(what: string, cause: unknown, method?: string, path?: string): StorefrontError {
  const message = `${what}: its code did not load`;
  console.error(`shop-elements: ${message}.`, cause);
  return new StorefrontError({ kind: 'network', status: null, message, cause, method, path });
}

/**
 * True when a write's outcome is unknown: no answer (network, timeout), an answer that is not
 * the JSON the spec describes, or a 5xx. A 4xx is a refusal: the platform did not act.
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof StorefrontError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'parse') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}
