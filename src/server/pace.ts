/**
 * `Pace`: how many requests to the server catalog API are in flight at once, adapted to the
 * platform's push-back. The spec shows no rate limit (docs/spec/server-catalog-api.md, "Limits":
 * "Rate limits: not shown"), so a platform may answer 429 (or 503) at any rate; the toolkit
 * then waits the answer's `Retry-After` and sends fewer requests at once:
 *
 * - a push-back (429 or 503) cuts the limit to 80 % of what it was (at least `min`), once per
 *   round: requests that left before the cut do not cut it again;
 * - each half-`limit` answers in a row without push-back raise it by one, up to `max`.
 *
 * (Measured with bench/seller.ts, a 429 every 50 requests: a cut to 70 % and a raise per `limit`
 * answers held the limit near 13 whatever `max`; 80 % and a raise per half-`limit` near 20.)
 *
 * One `Pace` is shared by every call of a client (`CatalogAdminClientOptions.pace`); the push
 * makes one from its `concurrency`.
 */

/** Counters of a `Pace`, for reports (`PushSummary.requests`) and the bench. */
export interface PaceStats {
  /** 429 and 503 answers received. */
  push_backs: number;
  /** Milliseconds spent waiting out `Retry-After` (or the back-off without it), summed over requests. */
  waited_ms: number;
  /** Requests sent again after a push-back, a 5xx or a dropped connection (GET and PUT only). */
  retried: number;
  /** The lowest and the current limit. */
  lowest_limit: number;
  limit: number;
}

/** A place in flight: given by `acquire`, handed back to `release`. */
export interface PaceTicket {
  readonly round: number;
}

export interface PaceOptions {
  /** Requests in flight at most (the limit starts there). At least 1. */
  max: number;
  /** The limit never goes below this; 1 by default. */
  min?: number;
}

/** Share of the limit kept after a push-back. */
const CUT = 0.8;

export class Pace {
  readonly max: number;
  readonly min: number;
  #limit: number;
  #inFlight = 0;
  #round = 0;
  #calm = 0;
  #waiting: (() => void)[] = [];
  #stats: PaceStats;

  constructor(options: PaceOptions) {
    if (!Number.isSafeInteger(options.max) || options.max < 1) throw new RangeError('Pace: max must be a whole number of at least 1');
    this.max = options.max;
    this.min = Math.max(1, Math.min(options.min ?? 1, this.max));
    this.#limit = this.max;
    this.#stats = { push_backs: 0, waited_ms: 0, retried: 0, lowest_limit: this.max, limit: this.max };
  }

  /** Requests allowed in flight now. */
  get limit(): number {
    return this.#limit;
  }

  /** A copy of the counters. */
  get stats(): PaceStats {
    return { ...this.#stats, limit: this.#limit };
  }

  /** Resolves when a request may leave (fewer than `limit` in flight). */
  async acquire(): Promise<PaceTicket> {
    while (this.#inFlight >= this.#limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#inFlight += 1;
    return { round: this.#round };
  }

  /**
   * Hands a place back. `pushedBack`: the platform answered 429 or 503 (the limit is cut, once a
   * round); otherwise an answer without push-back (a success or an error of the request itself).
   */
  release(ticket: PaceTicket, pushedBack: boolean): void {
    this.#inFlight -= 1;
    if (pushedBack) {
      this.#stats.push_backs += 1;
      if (ticket.round === this.#round) {
        this.#round += 1;
        this.#calm = 0;
        this.#limit = Math.max(this.min, Math.floor(this.#limit * CUT));
        this.#stats.lowest_limit = Math.min(this.#stats.lowest_limit, this.#limit);
      }
    } else {
      this.#calm += 1;
      if (this.#calm >= Math.ceil(this.#limit / 2) && this.#limit < this.max) {
        this.#limit += 1;
        this.#calm = 0;
      }
    }
    // Wake as many as there are places; each woken acquire checks again before it counts itself in.
    for (let free = this.#limit - this.#inFlight; free > 0 && this.#waiting.length > 0; free -= 1) (this.#waiting.shift() as () => void)();
  }

  /** Counts a wait (ms) and a request sent again. */
  noteRetry(waitedMs: number): void {
    this.#stats.retried += 1;
    this.#stats.waited_ms += waitedMs;
  }
}

/**
 * The wait a `Retry-After` header asks for, in milliseconds: delta-seconds (`120`) or an HTTP
 * date (RFC 9110, section 10.2.3); undefined when absent or unreadable. A date in the past is 0.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
