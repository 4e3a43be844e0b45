/**
 * Pacing of the server catalog API (/api/public/v1), to play a platform that is far away and
 * pushes back: every request of a site waits `latency_ms` before it is handled, every
 * `rate_limit_every`-th request is answered `429 Too Many Requests` with `Retry-After` (and not
 * handled), and the next `lose_answers` POSTs are handled and then lose their answer (the
 * connection is dropped after the platform acted, as a kill or a cut link does).
 *
 * Set per site with `PUT /__sandbox/server-pacing` (docs/sandbox.md, "Pacing the server API"),
 * or for every site from the start with `startSandbox({ serverPacing })` or the environment
 * (`SERVER_API_LATENCY_MS`, `SERVER_API_RATE_LIMIT_EVERY`, `SERVER_API_RETRY_AFTER`).
 * The spec shows no rate limit ("Rate limits: not shown"); the 429 is the usual HTTP answer.
 */
import type { Site } from './store.js';

/** How the server API of one site is paced. */
export interface ServerPacing {
  /** Milliseconds each request waits before it is handled (0: none). */
  latency_ms: number;
  /** Every N-th request of the site is answered 429 and not handled (0: never). */
  rate_limit_every: number;
  /** The `Retry-After` of those 429s, in whole seconds (RFC 9110 delta-seconds); 1 by default. */
  retry_after_s: number;
  /** How many of the next POSTs are handled, then answered by a dropped connection. */
  lose_answers: number;
}

/** What the pacing did to one site's server API so far. */
export interface ServerPacingCounts {
  /** Server API requests received (the refused ones included). */
  requests: number;
  /** Requests answered 429 by `rate_limit_every`. */
  rate_limited: number;
  /** POSTs handled whose answer was dropped by `lose_answers`. */
  answers_lost: number;
}

export const NO_PACING: ServerPacing = { latency_ms: 0, rate_limit_every: 0, retry_after_s: 1, lose_answers: 0 };

interface SitePacing {
  pacing: ServerPacing;
  counts: ServerPacingCounts;
}

const paced = new WeakMap<Site, SitePacing>();

/** The pacing of a site: its own once set, else `defaults`. */
export function pacingOf(site: Site, defaults: ServerPacing = NO_PACING): SitePacing {
  let entry = paced.get(site);
  if (!entry) {
    entry = { pacing: { ...defaults }, counts: { requests: 0, rate_limited: 0, answers_lost: 0 } };
    paced.set(site, entry);
  }
  return entry;
}

/** Replaces the given fields of a site's pacing; resets its counts when `reset` is set. */
export function setPacing(site: Site, change: Partial<ServerPacing>, defaults: ServerPacing = NO_PACING, reset = false): SitePacing {
  const entry = pacingOf(site, defaults);
  Object.assign(entry.pacing, change);
  if (reset) entry.counts = { requests: 0, rate_limited: 0, answers_lost: 0 };
  return entry;
}

/**
 * Reads a pacing change (`PUT /__sandbox/server-pacing` body, or the environment): each field a
 * non-negative integer (`retry_after_s` at least 0). Returns the change, or the name of the first
 * wrong field.
 */
export function readPacing(raw: Record<string, unknown>): { ok: true; change: Partial<ServerPacing> } | { ok: false; field: string } {
  const change: Partial<ServerPacing> = {};
  for (const field of ['latency_ms', 'rate_limit_every', 'retry_after_s', 'lose_answers'] as const) {
    const value = raw[field];
    if (value === undefined || value === '') continue;
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return { ok: false, field };
    change[field] = n;
  }
  return { ok: true, change };
}

/** The pacing the environment asks for every site: `SERVER_API_LATENCY_MS`, `SERVER_API_RATE_LIMIT_EVERY`, `SERVER_API_RETRY_AFTER`. */
export function pacingFromEnv(env: Record<string, string | undefined>): ServerPacing {
  const read = readPacing({
    latency_ms: env.SERVER_API_LATENCY_MS,
    rate_limit_every: env.SERVER_API_RATE_LIMIT_EVERY,
    retry_after_s: env.SERVER_API_RETRY_AFTER,
  });
  if (!read.ok) throw new Error(`sandbox: ${read.field} must be a non-negative integer`);
  return { ...NO_PACING, ...read.change };
}

/** What to do with one request: wait, then answer 429, lose the answer, or handle it normally. */
export type PacingVerdict = { wait_ms: number } & ({ kind: 'handle' } | { kind: 'rate_limited'; retry_after_s: number } | { kind: 'lose_answer' });

/** Counts one request of the site and decides what becomes of it. */
export function judge(site: Site, method: string, defaults: ServerPacing = NO_PACING): PacingVerdict {
  const { pacing, counts } = pacingOf(site, defaults);
  counts.requests += 1;
  const wait_ms = pacing.latency_ms;
  if (pacing.rate_limit_every > 0 && counts.requests % pacing.rate_limit_every === 0) {
    counts.rate_limited += 1;
    return { wait_ms, kind: 'rate_limited', retry_after_s: pacing.retry_after_s };
  }
  if (method === 'POST' && pacing.lose_answers > 0) {
    pacing.lose_answers -= 1;
    counts.answers_lost += 1;
    return { wait_ms, kind: 'lose_answer' };
  }
  return { wait_ms, kind: 'handle' };
}
