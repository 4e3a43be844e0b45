/**
 * The transport under {@link StorefrontClient}: headers, credentials, timeouts, error bodies,
 * retry of GETs, sharing of identical in-flight GETs and a short response cache.
 *
 * Spec: docs/spec/storefront-api.md, "Authentication" (headers) and "Errors" (body shape). Writes
 * (POST, PUT, DELETE) are sent exactly once: never retried, never shared, never cached.
 */
import { StorefrontError, codeNotLoaded, isAbortError, type FieldErrors } from './errors.js';
import type { Reader } from './readers/read.js';

import { API_PREFIX, apiUrl, callHeaders, type Query } from './api-url.js';
import { takeFirstRead } from './first-reads.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type { Query } from './api-url.js';

/** Whether a call sends the buyer token. */
export type Auth = 'none' | 'optional' | 'required';

export interface TransportOptions {
  /** Storefront key, sent as `X-Service-Site-Key`. */
  siteKey: string;
  /** Platform origin; calls go to `{baseUrl}/api/storefront/v1`. */
  baseUrl: string;
  /**
   * The buyer token for a call to `origin` (the platform origin of `baseUrl`), or null when logged
   * out or when the token was not issued by that origin.
   */
  getToken: (origin: string) => string | null;
  /**
   * Called once per 401 answer, with whether a buyer token was sent with that call and what the
   * call asked for (`auth`): a 401 with a token means the token was refused (the session drops it
   * and asks for login); a 401 without one says nothing about a buyer (an unknown storefront key).
   */
  onUnauthorized?: (error: StorefrontError, call: UnauthorizedCall) => void;
  /** Per-attempt timeout in milliseconds. Default 15000. */
  timeoutMs?: number;
  /**
   * Deadline of a whole GET, retries and their waits included, in milliseconds: an attempt still
   * running then is aborted (kind `timeout`), and no retry starts that its wait would put past
   * it (the last error is given). Default 20000: a hung GET fails after 20 s, not 3 × 15 s.
   */
  deadlineMs?: number;
  /** How long a GET answer is served from memory, in milliseconds. Default 30000. */
  cacheTtlMs?: number;
  /** Automatic retries of a GET after a network error, 429 or 5xx. Default 2. */
  retries?: number;
  /** First backoff delay in milliseconds (doubled each retry, plus jitter). Default 300. */
  retryDelayMs?: number;
  /** Longest `Retry-After` honoured, in milliseconds. Default 10000. */
  maxRetryAfterMs?: number;
  /** The `fetch` to use (tests, server-side rendering). Default `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/** What a call that answered 401 had sent. */
export interface UnauthorizedCall {
  /** A buyer token went with the call (`Authorization: Bearer`). */
  tokenSent: boolean;
  /** What the call asked for: `required` calls need a buyer. */
  auth: Auth;
}

export interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  auth?: Auth;
  signal?: AbortSignal | undefined;
  /** Reads the JSON body; its value is the method's value. A {@link LazyReader} is loaded first. */
  reader: Reader<T> | LazyReader<T>;
  /** GET only: false skips the cache (a fresh read is still shared with one in flight). */
  cache?: boolean;
  /**
   * `omit`: no cookie goes with the call and none it sets is kept (a fresh guest cart: see
   * `StorefrontClient.checkCartLine`). Default `include`: the device cookie goes with every call
   * (spec: "Authentication", device cookie).
   */
  credentials?: 'include' | 'omit';
}

/**
 * A reader loaded on first use (`() => import('./readers/buyer.js').then((m) => m.myOrdersReader)`),
 * so that a page's code holds only the readers of the calls its elements make. A GET loads it
 * while the request is in flight; a write loads it before it is sent, so that an answer is never
 * lost to a reader that did not load after the platform acted.
 */
export type LazyReader<T> = () => Promise<Reader<T>>;

interface CacheEntry {
  value: unknown;
  expires: number;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
  /** The cache generation it was sent in (see `invalidate`). */
  generation: number;
}

export class Transport {
  readonly options: Required<Omit<TransportOptions, 'onUnauthorized'>> & Pick<TransportOptions, 'onUnauthorized'>;
  readonly #cache = new Map<string, CacheEntry>();
  readonly #inFlight = new Map<string, InFlight>();
  /** Bumped by every invalidation so that a GET started before a write is not cached after it. */
  #generation = 0;
  /** No `fetch` was given: a read the CDN loader sent first may be taken over (./first-reads.ts). */
  readonly #takesFirstReads: boolean;
  constructor(options: TransportOptions) {
    this.#takesFirstReads = !options.fetch;
    this.options = {
      timeoutMs: 15000,
      deadlineMs: 20000,
      cacheTtlMs: 30000,
      retries: 2,
      retryDelayMs: 300,
      maxRetryAfterMs: 10000,
      fetch: globalThis.fetch.bind(globalThis),
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
  }

  /** The platform's origin, which every call goes to (`https://platform.example`). */
  get origin(): string {
    return new URL(this.options.baseUrl).origin;
  }

  /** The absolute URL of an API path with its query (arrays become comma lists). */
  url(path: string, query?: Query): string {
    return apiUrl(this.options.baseUrl, path, query);
  }

  /** Forgets cached GETs whose path starts with one of `prefixes` (all when none given). */
  invalidate(...prefixes: string[]): void {
    this.#generation++;
    for (const key of [...this.#cache.keys()]) {
      const path = key.slice(key.indexOf(API_PREFIX) + API_PREFIX.length);
      if (prefixes.length === 0 || prefixes.some((p) => path.startsWith(p))) this.#cache.delete(key);
    }
  }

  async request<T>(method: HttpMethod, path: string, opts: RequestOptions<T>): Promise<T> {
    if (method !== 'GET') return this.#send(method, path, { ...opts, reader: await this.#loadReader(method, path, opts.reader) }, opts.signal);
    const auth = opts.auth ?? 'none';
    const key = this.#key(path, opts.query, auth);
    const cached = this.#cache.get(key);
    if (opts.cache !== false && cached && cached.expires > Date.now()) return cached.value as T;
    return this.#shared(key, opts.signal, (signal) => this.#getWithRetry(path, { ...opts, signal })) as Promise<T>;
  }

  #key(path: string, query: Query | undefined, auth: Auth): string {
    const token = auth === 'none' ? '' : (this.options.getToken(this.origin) ?? '');
    return `${token}\u0000${this.url(path, query)}`;
  }

  /**
   * Runs `start` once for every caller asking for `key` while it is in flight. Each caller
   * may abort on its own; the request itself is aborted only when every caller has gone.
   */
  #shared(key: string, signal: AbortSignal | undefined, start: (signal: AbortSignal) => Promise<unknown>): Promise<unknown> {
    let entry = this.#inFlight.get(key);
    // A read sent before the last invalidation (a write) may answer with what the write changed:
    // a caller asking after it gets a read of its own.
    if (!entry || entry.generation !== this.#generation) {
      const controller = new AbortController();
      const generation = this.#generation;
      const promise = start(controller.signal).then((value) => {
        if (generation === this.#generation) {
          this.#cache.set(key, { value, expires: Date.now() + this.options.cacheTtlMs });
        }
        return value;
      });
      const created: InFlight = { promise, controller, waiters: 0, generation };
      promise
        .catch(() => {})
        .finally(() => {
          if (this.#inFlight.get(key) === created) this.#inFlight.delete(key);
        });
      entry = created;
      this.#inFlight.set(key, entry);
    }
    const shared = entry;
    shared.waiters++;
    if (!signal) return shared.promise;
    if (signal.aborted) {
      this.#leave(key, shared);
      return Promise.reject(signal.reason ?? abortError());
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.#leave(key, shared);
        reject(signal.reason ?? abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  #leave(key: string, entry: InFlight): void {
    entry.waiters--;
    if (entry.waiters > 0) return;
    if (this.#inFlight.get(key) === entry) this.#inFlight.delete(key);
    entry.controller.abort();
  }

  /** The reader itself; a lazy one that fails to load is a `network` error, told in the console (a write is not sent; a read's answer is not read). */
  async #loadReader<T>(method: HttpMethod, path: string, reader: Reader<T> | LazyReader<T>): Promise<Reader<T>> {
    if (typeof reader !== 'function') return reader;
    try {
      return await reader();
    } catch (cause) {
      throw codeNotLoaded(`the reader of ${method} ${path}`, cause, method, path);
    }
  }

  async #getWithRetry<T>(path: string, opts: RequestOptions<T>): Promise<T> {
    const deadline = Date.now() + this.options.deadlineMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#send('GET', path, opts, opts.signal, Math.min(this.options.timeoutMs, Math.max(0, deadline - Date.now())));
      } catch (e) {
        if (!(e instanceof StorefrontError) || !e.transient || attempt >= this.options.retries) throw e;
        const wait = this.#backoff(attempt, e);
        // A retry that could not even start before the deadline is not tried.
        if (Date.now() + wait >= deadline) throw e;
        await sleep(wait, opts.signal);
      }
    }
  }

  #backoff(attempt: number, error: StorefrontError): number {
    if (error.retryAfter !== null) return Math.min(error.retryAfter * 1000, this.options.maxRetryAfterMs);
    const base = this.options.retryDelayMs * 2 ** attempt;
    return base + Math.random() * base * 0.25;
  }

  async #send<T>(method: HttpMethod, path: string, opts: RequestOptions<T>, signal: AbortSignal | undefined, timeoutMs = this.options.timeoutMs): Promise<T> {
    const fail = (init: Omit<ConstructorParameters<typeof StorefrontError>[0], 'method' | 'path'>) => new StorefrontError({ ...init, method, path });
    if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw fail({ kind: 'offline', status: null, message: 'offline' });
    }
    const headers = callHeaders(this.options.siteKey);
    const url = this.url(path, opts.query);
    // The token goes only where the session says it may: to the origin this call is sent to.
    const token = opts.auth === 'none' ? null : this.options.getToken(new URL(url).origin);
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    // A lazy reader loads while the request is in flight (a write's was loaded before: see request).
    const reader = this.#loadReader(method, path, opts.reader);
    reader.catch(() => {});

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      // A catalog read the CDN loader already sent (same address, key, no token) is taken over, once.
      const sent = method === 'GET' && !token && this.#takesFirstReads ? takeFirstRead(this.options.siteKey, url) : undefined;
      response = await (sent
        ? abortable(sent, controller.signal)
        : this.options.fetch(url, {
            method,
            headers,
            body,
            credentials: opts.credentials ?? 'include',
            mode: 'cors',
            signal: controller.signal,
          }));
      text = await response.text();
    } catch (e) {
      if (signal?.aborted) throw signal.reason ?? e;
      if (timedOut) throw fail({ kind: 'timeout', status: null, message: 'timeout' });
      if (isAbortError(e)) throw e;
      throw fail({ kind: 'network', status: null, message: 'network' });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    // An empty body reads as {}.
    let json: unknown = {};
    let parsedJson = true;
    let syntaxError: unknown;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch (e) {
        parsedJson = false;
        syntaxError = e;
      }
    }

    if (!response.ok) {
      const errorBody = (parsedJson && typeof json === 'object' && json !== null ? json : {}) as {
        message?: unknown;
        errors?: unknown;
        min_quantity?: unknown;
      };
      const error = fail({
        kind: 'http',
        status: response.status,
        message: typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : `HTTP ${response.status}`,
        errors: normalizeFieldErrors(errorBody.errors),
        min_quantity: toInt(errorBody.min_quantity),
        retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
      });
      if (response.status === 401) this.options.onUnauthorized?.(error, { tokenSent: token !== null && token !== '', auth: opts.auth ?? 'none' });
      throw error;
    }
    if (!parsedJson) {
      throw fail({ kind: 'parse', status: response.status, message: `${method} ${path}: the answer is not JSON`, cause: syntaxError });
    }
    const result = (await reader).safeParse(json);
    if (!result.success) {
      // The reader's own words (`missing product_id`).
      throw fail({ kind: 'parse', status: response.status, message: `${method} ${path}: ${result.error.message}`, cause: result.error });
    }
    return result.data;
  }
}

/** `errors` as `{ path: string[] }`, whatever the platform sent (a string becomes one entry). */
export function normalizeFieldErrors(raw: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [path, value] of Object.entries(raw)) {
    if (Array.isArray(value)) out[path] = value.map(String);
    else if (value !== null && value !== undefined) out[path] = [String(value)];
  }
  return out;
}

function toInt(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : null;
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, (at - now) / 1000);
}

/** `response`, or a rejection as soon as `signal` aborts (a taken-over fetch cannot itself be aborted). */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason ?? abortError());
    signal.addEventListener('abort', () => reject(signal.reason ?? abortError()), { once: true });
    response.then(resolve, reject);
  });
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason ?? abortError());
      },
      { once: true },
    );
  });
}
