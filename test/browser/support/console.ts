/**
 * Expecting what the elements tell the site owner in the browser console (`console.warn`,
 * `console.error`): one line said exactly once, or nothing said. The console is captured only
 * while the action runs, and restored after it (also when the action throws).
 *
 * @example
 * // The warning must be printed once, however many times the element renders.
 * const line = await expectConsoleOnce(/content-language="klingon"/, async (said) => {
 *   storefront.setAttribute('content-language', 'klingon');
 *   await until(() => said.length > 0, 'the warning');
 * });
 *
 * // Nothing from shop-elements may be printed while the page loads.
 * await expectNoConsole(() => mountShop(siteKey, html`<shop-cart></shop-cart>`), /shop-elements/);
 */

/** One line said in the console: its level, its arguments joined by spaces, and the arguments themselves (elements named in it). */
export interface ConsoleLine {
  level: 'warn' | 'error';
  text: string;
  args: unknown[];
}

const LEVELS = ['warn', 'error'] as const;

const matches = (line: ConsoleLine, pattern: RegExp | string): boolean => (typeof pattern === 'string' ? line.text.includes(pattern) : pattern.test(line.text));

const listed = (lines: readonly ConsoleLine[]): string => (lines.length ? lines.map((l) => `\n  [${l.level}] ${l.text}`).join('') : ' none');

/**
 * Runs `action` with `console.warn` and `console.error` captured, and returns the lines said (in
 * order) with the action's result. `action` receives the live list, to wait for a line that comes
 * later (`until(() => said.length > 0)`). `echo` also passes each line to the real console (to
 * read it in the test runner's output). The real console is back when the call ends.
 *
 * @example
 * const { lines } = await consoleDuring(() => mountShop(siteKey, html`<shop-post post-id="1"></shop-post>`));
 */
export async function consoleDuring<T>(
  action: (said: readonly ConsoleLine[]) => T | Promise<T>,
  opts: { echo?: boolean } = {},
): Promise<{ lines: ConsoleLine[]; result: T }> {
  const lines: ConsoleLine[] = [];
  const real = { warn: console.warn, error: console.error };
  for (const level of LEVELS) {
    console[level] = (...args: unknown[]) => {
      lines.push({ level, text: args.map(String).join(' '), args });
      if (opts.echo) real[level].apply(console, args);
    };
  }
  try {
    const result = await action(lines);
    return { lines, result };
  } finally {
    console.warn = real.warn;
    console.error = real.error;
  }
}

/**
 * Runs `action` (see `consoleDuring`) and asserts that exactly one console line matches `pattern`
 * (a RegExp, or a string the line contains), of `level` when given. Returns that line's text.
 * Given several patterns, asserts it of each, and returns their lines in the same order. Fails
 * with the pattern, the count and every line said.
 *
 * @example
 * const line = await expectConsoleOnce('"title"', () => showList(), { level: 'warn' });
 * expect(line).to.contain('<shop-product-list>');
 * const [dollars, xqq] = await expectConsoleOnce(['"DOLLARS"', '"XQQ"'], () => setBoth());
 */
export async function expectConsoleOnce(
  pattern: RegExp | string,
  action: (said: readonly ConsoleLine[]) => unknown,
  opts?: { level?: ConsoleLine['level'] },
): Promise<string>;
export async function expectConsoleOnce(
  patterns: ReadonlyArray<RegExp | string>,
  action: (said: readonly ConsoleLine[]) => unknown,
  opts?: { level?: ConsoleLine['level'] },
): Promise<string[]>;
export async function expectConsoleOnce(
  patterns: RegExp | string | ReadonlyArray<RegExp | string>,
  action: (said: readonly ConsoleLine[]) => unknown,
  opts: { level?: ConsoleLine['level'] } = {},
): Promise<string | string[]> {
  const { lines } = await consoleDuring(action);
  const each = typeof patterns === 'string' || patterns instanceof RegExp ? [patterns] : patterns;
  const texts = each.map((pattern) => {
    const found = lines.filter((l) => (!opts.level || l.level === opts.level) && matches(l, pattern));
    if (found.length !== 1) {
      throw new Error(
        `Expected one console ${opts.level ?? 'warn/error'} line matching ${String(pattern)} during the action; ${found.length} came. Lines said:${listed(lines)}`,
      );
    }
    return found[0]!.text;
  });
  return typeof patterns === 'string' || patterns instanceof RegExp ? texts[0]! : texts;
}

/**
 * Runs `action` (see `consoleDuring`) and asserts that no console line matching `pattern` was
 * said (with no pattern: no `console.warn` or `console.error` line at all). Fails with every line
 * that matched.
 *
 * @example
 * await expectNoConsole(async () => {
 *   sf.setAttribute('site-key', siteKey);
 *   await settled(siteKey, sf);
 * }, /shop-elements/);
 */
export async function expectNoConsole(action: (said: readonly ConsoleLine[]) => unknown, pattern?: RegExp | string): Promise<void> {
  const { lines } = await consoleDuring(action);
  const found = pattern === undefined ? lines : lines.filter((l) => matches(l, pattern));
  if (found.length > 0) {
    throw new Error(
      `Expected no console line${pattern === undefined ? '' : ` matching ${String(pattern)}`} during the action; ${found.length} came:${listed(found)}`,
    );
  }
}
