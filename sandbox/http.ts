/** HTTP-side helpers shared by the routes: the Hono env, typed errors, query and body parsing. */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { type Buyer, LANGUAGES, type Language, type Site } from './store.js';

/** Where the storefront API lives. */
export const STOREFRONT_PREFIX = '/api/storefront/v1';

export interface SandboxEnv {
  Bindings: HttpBindings;
  Variables: {
    /** The site named by X-Service-Site-Key (storefront routes). */
    site: Site;
    /** The parsed JSON body (storefront routes); undefined when there is none. */
    body: unknown;
    /** The buyer named by the bearer token (routes that require one). */
    buyer: Buyer;
  };
}

export type SandboxContext = Context<SandboxEnv>;

/** Field path → messages, as in the spec's error body. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error answered as `{ message, errors?, ...extra }` with its status. Thrown by the rules and
 * the routes, turned into a response by the app's error handler.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly extra: Record<string, unknown>;

  constructor(status: number, message: string, errors?: FieldErrors, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.extra = extra;
  }

  body(): Record<string, unknown> {
    return { message: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

/** Collects field errors, then throws one 422 carrying all of them. */
export class Validation {
  readonly errors: FieldErrors = {};
  readonly extra: Record<string, unknown> = {};

  add(path: string, message: string): void {
    (this.errors[path] ??= []).push(message);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws a 422 when any error was added; its message is the first error's. */
  throwIfAny(): void {
    if (this.ok) return;
    const first = Object.values(this.errors)[0]?.[0] ?? 'The given data was invalid.';
    throw new ApiError(422, first, this.errors, this.extra);
  }
}

/** A 422 with one field error. */
export function invalid(path: string, message: string): ApiError {
  return new ApiError(422, message, { [path]: [message] });
}

export function notFound(message: string): ApiError {
  return new ApiError(404, message);
}

export function unauthorized(message = 'Sign in to continue: the buyer token is missing or expired.'): ApiError {
  return new ApiError(401, message);
}

/** An integer from a number or a numeric string (`17`, `"17"`); undefined otherwise. */
export function toInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number.parseInt(value, 10);
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `language` query (`ko`, `en`, `ja`); `ko` by default. */
export function languageOf(c: SandboxContext): Language {
  const value = c.req.query('language');
  return LANGUAGES.find((l) => l === value) ?? 'ko';
}

/** Values of a list filter: repeated (`a=1&a=2`), bracketed (`a[]=1`) or comma-separated. */
export function queryInts(c: SandboxContext, name: string): number[] {
  const raw = [...(c.req.queries(name) ?? []), ...(c.req.queries(`${name}[]`) ?? [])];
  return raw
    .flatMap((v) => v.split(','))
    .map((v) => toInt(v))
    .filter((v): v is number => v !== undefined);
}

/** The JSON body as an object (empty object when absent); 422 when it is something else. */
export function bodyObject(c: SandboxContext): Record<string, unknown> {
  const body = c.get('body');
  if (body === undefined || body === null) return {};
  if (!isRecord(body)) throw new ApiError(422, 'The request body must be a JSON object.');
  return body;
}

/** Parses a request body text as JSON; undefined when empty; 400 when not JSON. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(c: SandboxContext): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Appends query parameters to a URL, keeping the ones it already has. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return target.toString();
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
