/**
 * Expecting the shop's events (src/events/index.ts, docs/spec/public-api.md): that an action makes an event
 * and with what `detail`, that it makes none, or every event of a kind during a longer story.
 *
 * @example
 * // The action runs once the listener is on; the call resolves with the event's detail.
 * const detail = await expectEvent(el, 'shop-cart-add', () => addButton.click());
 * expect(detail.quantity).to.equal(1);
 *
 * // Fails, naming the event, if a `shop-navigate` comes while the click is handled.
 * await expectNoEvent(list, 'shop-navigate', () => card.click());
 */
import type { ShopEventDetails } from '../../../src/events/index.js';
import { nextTask } from './waiting.js';

/** The `detail` of event `K`: the shop's detail type for a shop event, else unknown. */
export type DetailOf<K extends string> = K extends keyof ShopEventDetails ? ShopEventDetails[K] : unknown;

/** How a failure names where the event was listened for: `<shop-cart>`, the document, the window. */
function describeTarget(target: EventTarget): string {
  if (target instanceof Element) return `<${target.localName}>`;
  if (target instanceof Document) return 'the document';
  if (target instanceof Window) return 'the window';
  return 'the target';
}

/**
 * Runs `action` with a listener for `name` on `target`, and resolves with the `detail` of the first
 * such event (one fired during the action, or up to `timeout` ms after it; 8000 by default, as `until`).
 * `prevent` calls `preventDefault()` on it (a `shop-navigate` whose link must not be followed).
 * Rejects with a message naming the event, the target and how long it waited when none comes, and
 * with the action's own error when the action throws.
 *
 * @example
 * const { href } = await expectEvent(card, 'shop-navigate', () => link.click(), { prevent: true });
 */
export async function expectEvent<K extends string>(
  target: EventTarget,
  name: K,
  action: () => unknown,
  opts: { timeout?: number; prevent?: boolean } = {},
): Promise<DetailOf<K>> {
  const timeout = opts.timeout ?? 8000;
  let handler!: (e: Event) => void;
  const fired = new Promise<DetailOf<K>>((resolve) => {
    handler = (e: Event) => {
      if (opts.prevent) e.preventDefault();
      resolve((e as CustomEvent<DetailOf<K>>).detail);
    };
  });
  target.addEventListener(name, handler, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await action();
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Expected a "${name}" event on ${describeTarget(target)}; none came during the action nor in the ${timeout} ms after it`)),
        timeout,
      );
    });
    return await Promise.race([fired, late]);
  } finally {
    clearTimeout(timer);
    target.removeEventListener(name, handler);
  }
}

/**
 * Runs `action` with a listener for `name` on `target`, lets one more task run (handlers of what
 * the action started synchronously, timers set with no delay), and fails if any such event came,
 * with the number that came and the first one's `detail`. For something that must not happen
 * after a network answer, end `action` with `settled(siteKey, el)` (./sandbox.ts). `prevent` cancels
 * an event that comes all the same (a `shop-payment-start` must not take the test page away).
 *
 * @example
 * await expectNoEvent(document, 'shop-cart-add', async () => {
 *   button.click();
 *   await settled(siteKey, el);
 * });
 */
export async function expectNoEvent(target: EventTarget, name: string, action: () => unknown, opts: { prevent?: boolean } = {}): Promise<void> {
  const seen: unknown[] = [];
  const handler = (e: Event) => {
    seen.push((e as CustomEvent).detail);
    if (opts.prevent) e.preventDefault();
  };
  target.addEventListener(name, handler);
  try {
    await action();
    await nextTask();
  } finally {
    target.removeEventListener(name, handler);
  }
  if (seen.length > 0) {
    throw new Error(
      `Expected no "${name}" event on ${describeTarget(target)} during the action; ${seen.length} came, the first with detail ${JSON.stringify(seen[0])}`,
    );
  }
}

/**
 * Collects the `detail` of every `name` event that reaches the document, in order; `prevent`
 * cancels each one (so that its default action, e.g. leaving for the sign-in page, does not run).
 * Call `stop()` when done.
 */
export function listen<K extends keyof ShopEventDetails>(name: K, prevent = false): { seen: ShopEventDetails[K][]; stop(): void } {
  const seen: ShopEventDetails[K][] = [];
  const handler = (e: Event) => {
    seen.push((e as CustomEvent<ShopEventDetails[K]>).detail);
    if (prevent) e.preventDefault();
  };
  document.addEventListener(name, handler);
  return { seen, stop: () => document.removeEventListener(name, handler) };
}
