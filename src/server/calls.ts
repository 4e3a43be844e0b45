/** Small helpers of the catalog client's calls (Node only). */
import { isFile } from './schemas.js';
import { isRecord } from './answers.js';

/** Resolves after `ms` milliseconds; rejects with the signal's reason when it aborts first. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * Why a fetch got no answer, from the innermost error of its cause chain (fetch itself says only
 * "fetch failed"): `connect ECONNREFUSED 127.0.0.1:8787`, `getaddrinfo ENOTFOUND shop.example`,
 * or `no answer within 30000 ms` after the call's timeout.
 */
export function noAnswerReason(error: unknown, timeoutMs: number): string {
  let reason = String((error as Error)?.message ?? error);
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
    const first = e instanceof AggregateError ? (e.errors[0] as Error | undefined) : undefined;
    const text = e.message || first?.message || (e as Error & { code?: string }).code;
    if (text) reason = text;
  }
  return reason;
}

/** True when the payload (at any depth) holds a file. */
export function hasFile(value: unknown): boolean {
  if (isFile(value)) return true;
  if (Array.isArray(value)) return value.some(hasFile);
  return isRecord(value) && Object.values(value).some(hasFile);
}
