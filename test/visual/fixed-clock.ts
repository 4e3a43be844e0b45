/**
 * The one instant the visual tests live at, so that no picture depends on the day it was taken:
 * the sandbox's seed (content schedules, board posts "counted back from the seed time"), its
 * orders' dates, and the test page's clock all start from it.
 */

/** Monday 2 March 2026, 12:00 in Seoul (03:00 UTC). */
export const FIXED_TIME = Date.UTC(2026, 2, 2, 3, 0, 0);

/**
 * Stops this process's clock at {@link FIXED_TIME}: `Date.now()` and `new Date()` (without an
 * argument) give it for ever; `new Date(value)` is untouched. For the sandbox's process only (its
 * timers use `setTimeout`, which this leaves alone).
 */
export function freezeClock(time = FIXED_TIME): void {
  const RealDate = Date;
  const Frozen = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length === 0 ? [time] : args, newTarget),
    apply: () => new RealDate(time).toString(),
  });
  RealDate.now = () => time;
  globalThis.Date = Frozen;
}

/**
 * A script for the test page (inline, before any module): the page's clock starts at `time` and
 * runs on from there at the real pace (the client's caches and deadlines measure durations with
 * it), so what the elements compare with "now" (past sessions, ended contents) matches the sandbox.
 */
export function pageClockScript(time = FIXED_TIME): string {
  return `(() => {
  const RealDate = Date;
  const start = performance.now();
  const now = () => ${time} + Math.floor(performance.now() - start);
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key) => (key === 'now' ? now : Reflect.get(target, key)),
  });
})();`;
}
