/**
 * Waiting without sleeping: poll a condition until it holds (with a message that says what was
 * awaited when it never does), or let one turn of the event loop run. To wait for the requests of
 * a sandbox site, see `settled` in ./sandbox.ts.
 *
 * @example
 * const badge = await until(() => $(count, '[part="badge"]'), 'the badge');
 * await untilAsync(async () => (await calls(siteKey, 'POST', '/orders')).length > 0, 'POST /orders sent');
 */
import { waitUntil } from '@open-wc/testing';

/** Waits until `fn` returns a truthy value, and returns it. */
export async function until<T>(fn: () => T | null | undefined | false, message = 'condition', timeout = 8000): Promise<T> {
  let out: T | null | undefined | false;
  await waitUntil(() => (out = fn()), message, { timeout });
  return out as T;
}

/** Polls an async check until it gives a truthy value, and returns it. */
export async function untilAsync<T>(fn: () => Promise<T | null | undefined | false>, message = 'condition', timeout = 8000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const out = await fn();
    if (out) return out;
    if (Date.now() > end) throw new Error(`Timed out waiting for: ${message}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One turn of the event loop: the timers set with no delay before the call have run. */
export const nextTask = (): Promise<void> => new Promise((r) => setTimeout(r));

/**
 * Waits until seller HTML under `root` has had every chance to run a script smuggled into it:
 * each image has loaded or failed (so its `load`/`error` handlers would have run; lazy images,
 * which a page out of view never loads, are made eager first) and a task ran after that (events
 * such as `toggle` that were queued meanwhile). Not animation frames: a page out of view, as a
 * test page running beside another one is, renders none.
 */
export async function sellerHtmlSettled(root: ParentNode): Promise<void> {
  for (const img of root.querySelectorAll('img')) img.loading = 'eager';
  const pending = () => [...root.querySelectorAll('img')].filter((img) => !img.complete);
  await until(() => pending().length === 0, 'the images of the seller HTML loaded or failed').catch((e: Error) => {
    throw new Error(
      `${e.message}: ${pending()
        .map((img) => img.outerHTML)
        .join(' ')}`,
    );
  });
  await nextTask();
}
