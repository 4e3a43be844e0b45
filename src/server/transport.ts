/**
 * The transport of `CatalogAdminClient` (./client.ts): one call to the server catalog API with its
 * headers (`Authorization: Bearer <key>`, `X-Service-Site-Key`), timeout, JSON parsing and typed
 * errors (`CatalogAdminError`: docs/spec/server-catalog-api.md, "Errors"), its retries, and a
 * place of the client's `pace` for each attempt (./pace.ts).
 *
 * Retries: reads (GET) and updates (PUT: only the sent fields change, so sending one twice is
 * safe) are sent again after a dropped connection or a 5xx (`retries`), and after a push-back,
 * 429 or 503, once its `Retry-After` has passed (`pushBackRetries`; without the header, 1 s
 * doubling). A create (POST) is sent once: its error carries `retryAfterMs` and the caller decides.
 */
import { isRecord } from './answers.js';
import { noAnswerReason, sleep } from './calls.js';
import { CatalogAdminError } from './errors.js';
import { type Pace, retryAfterMs } from './pace.js';

/** Where the server API lives under the platform's base URL. */
export const SERVER_API_PREFIX = '/api/public/v1';

/** The options of `CatalogAdminClient`: where the platform is, the key, and how calls are sent. */
export interface CatalogAdminClientOptions {
  /** The platform's base URL, e.g. `https://your-platform.example` (the API is under `/api/public/v1`). */
  baseUrl: string;
  /** The server private API key, sent as `Authorization: Bearer <key>`. Keep it on the server. */
  key: string;
  /**
   * The site's public storefront key, sent as `X-Service-Site-Key` to name the target site
   * (our choice; the spec shows only the private key). Optional: without it the key's own site
   * is used. With another site's key the platform answers 403.
   */
  siteKey?: string;
  /** A `fetch` to use instead of the global one (tests, proxies, an in-process app). */
  fetch?: (request: Request) => Promise<Response>;
  /** Milliseconds before a call is abandoned; 30 000 by default. */
  timeoutMs?: number;
  /** Retries of a GET or PUT after a dropped connection or a 5xx other than 503; 2 by default. A POST never retries. */
  retries?: number;
  /**
   * Retries of a GET or PUT answered 429 or 503 (push-back), each after the answer's
   * `Retry-After` (or 1 s, 2 s, 4 s… without one); 8 by default. A POST never retries.
   */
  pushBackRetries?: number;
  /** The longest `Retry-After` waited out, in milliseconds (a longer one fails the call); 300 000 (5 min) by default. */
  maxRetryAfterMs?: number;
  /** Shared limit of requests in flight, adapted to push-back (./pace.ts); none by default (no limit). */
  pace?: Pace;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

/** What one call sends besides its method and path. */
export interface TransportCall {
  signal?: AbortSignal;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /** Query parameters. */
  query?: Record<string, string>;
  /** A JSON text or a multipart form. */
  body?: string | FormData;
  /** The `Content-Type` of a JSON body (a form sets its own). */
  contentType?: string;
}

/** Sends the calls of one `CatalogAdminClient` (see the module comment). */
export class ServerTransport {
  /** The platform's base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** The shared limit of requests in flight (undefined: none). */
  readonly pace: Pace | undefined;
  readonly #key: string;
  readonly #siteKey: string | undefined;
  readonly #fetch: (request: Request) => Promise<Response>;
  readonly #timeoutMs: number;
  readonly #retries: number;
  readonly #pushBackRetries: number;
  readonly #maxRetryAfterMs: number;
  readonly #headers: Record<string, string>;

  constructor(options: CatalogAdminClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#key = options.key;
    this.#siteKey = options.siteKey;
    this.#fetch = options.fetch ?? ((request) => fetch(request));
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#retries = options.retries ?? 2;
    this.#pushBackRetries = options.pushBackRetries ?? 8;
    this.#maxRetryAfterMs = options.maxRetryAfterMs ?? 300_000;
    this.#headers = options.headers ?? {};
    this.pace = options.pace;
  }

  /**
   * One call: headers, timeout, JSON parsing, typed errors. GET and PUT are sent again after a
   * dropped connection or a 5xx (`retries`) and after a 429 or 503 once its `Retry-After` has
   * passed (`pushBackRetries`); a POST is sent once. Each attempt holds a place of the pace.
   * Resolves to the answer's JSON (undefined for an empty body); rejects with a
   * `CatalogAdminError` (`network`, `parse`, `http`), or with the signal's reason when it aborts.
   */
  async request(method: string, path: string, init: TransportCall): Promise<unknown> {
    const url = new URL(`${this.baseUrl}${SERVER_API_PREFIX}${path}`);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...this.#headers,
      ...init.headers,
      Authorization: `Bearer ${this.#key}`,
      ...(this.#siteKey ? { 'X-Service-Site-Key': this.#siteKey } : {}),
      ...(init.contentType ? { 'Content-Type': init.contentType } : {}),
    };
    const safe = method === 'GET' || method === 'PUT';
    let failures = 0;
    let pushBacks = 0;
    for (;;) {
      const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(this.#timeoutMs)]) : AbortSignal.timeout(this.#timeoutMs);
      const ticket = await this.pace?.acquire();
      let response: Response;
      let text: string;
      try {
        response = await this.#fetch(new Request(url, { method, headers, signal, ...(init.body === undefined ? {} : { body: init.body }) }));
        text = await response.text();
      } catch (cause) {
        if (ticket) this.pace?.release(ticket, false);
        if (init.signal?.aborted) throw init.signal.reason;
        if (safe && failures < this.#retries) {
          const wait = 250 * 2 ** failures;
          failures += 1;
          this.pace?.noteRetry(wait);
          await sleep(wait, init.signal);
          continue;
        }
        throw new CatalogAdminError({
          kind: 'network',
          message: `${method} ${path} got no answer: ${noAnswerReason(cause, this.#timeoutMs)}`,
          method,
          path,
          cause,
        });
      }
      const pushedBack = response.status === 429 || response.status === 503;
      if (ticket) this.pace?.release(ticket, pushedBack);
      let body: unknown;
      try {
        body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        body = text;
      }
      if (response.ok) {
        if (typeof body === 'string')
          throw new CatalogAdminError({
            kind: 'parse',
            status: response.status,
            message: `${method} ${path} answered something other than JSON.`,
            body,
            method,
            path,
          });
        return body;
      }
      const asked = pushedBack ? retryAfterMs(response.headers.get('retry-after')) : undefined;
      if (safe && pushedBack && pushBacks < this.#pushBackRetries && (asked ?? 0) <= this.#maxRetryAfterMs) {
        const wait = asked ?? 1000 * 2 ** pushBacks;
        pushBacks += 1;
        this.pace?.noteRetry(wait);
        await sleep(wait, init.signal);
        continue;
      }
      if (safe && !pushedBack && response.status >= 500 && failures < this.#retries) {
        const wait = 250 * 2 ** failures;
        failures += 1;
        this.pace?.noteRetry(wait);
        await sleep(wait, init.signal);
        continue;
      }
      const holder = isRecord(body) ? body : {};
      const errors = isRecord(holder.errors)
        ? Object.fromEntries(Object.entries(holder.errors).map(([k, v]) => [k, (Array.isArray(v) ? v : [v]).map(String)]))
        : {};
      throw new CatalogAdminError({
        kind: 'http',
        status: response.status,
        message: typeof holder.message === 'string' ? holder.message : `${method} ${path} answered ${response.status}.`,
        errors,
        body,
        method,
        path,
        ...(pushedBack ? { retryAfterMs: asked ?? null } : {}),
      });
    }
  }
}
