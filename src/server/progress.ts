/// <reference types="node" />
/**
 * The progress of `shop-elements catalog push` on a terminal: one bar on stderr with the items
 * done, the rate (items per second) and the time left, drawn by the `cli-progress` package
 * (npm `cli-progress` 3.x: `MultiBar`, whose `log()` prints a failure above the
 * bar). Where stderr is not a terminal (a CI log, a pipe), or `cli-progress` cannot be loaded,
 * the command prints one plain line per item instead (`progressLine` in cli.ts).
 */

/** The part of cli-progress's API the bar uses (cli-progress 3.x, `MultiBar` and `Presets`). */
interface CliProgressModule {
  MultiBar: new (
    options: Record<string, unknown>,
    preset?: unknown,
  ) => {
    create(total: number, start: number, payload?: Record<string, unknown>): { update(value: number, payload?: Record<string, unknown>): void };
    log(text: string): void;
    stop(): void;
  };
  Presets: { shades_classic: unknown };
}

/** What the command shows while it pushes. */
export interface ProgressView {
  /** The number of items is known (after the file was checked). */
  start(total: number): void;
  /** One item is done; `line` is its plain line, shown when it failed (or on every item without a bar). */
  item(failed: boolean, line: string): void;
  /** The push is over (or stopped): the bar is cleared of the terminal's state. */
  stop(): void;
}

/** Plain lines: one per item (only failures with `quiet`), through `write`. */
export function lineView(write: (line: string) => void, quiet: boolean): ProgressView {
  return {
    start: () => undefined,
    item: (failed, line) => {
      if (!quiet || failed) write(line);
    },
    stop: () => undefined,
  };
}

/**
 * A bar on `stream` (a TTY): items done of total, items per second, time left. Resolves to
 * undefined when cli-progress is not installed (the caller falls back to `lineView`).
 */
export async function barView(stream: NodeJS.WriteStream): Promise<ProgressView | undefined> {
  let mod: CliProgressModule;
  try {
    // A computed name: the package is optional at type-check time (its own types are not needed).
    const name = 'cli-progress';
    const loaded = (await import(name)) as CliProgressModule & { default?: CliProgressModule };
    mod = loaded.default ?? loaded;
  } catch {
    return undefined;
  }
  const bars = new mod.MultiBar(
    {
      stream,
      format: ' {bar} {value}/{total} items | {rate} items/s | {eta_formatted} left',
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 200,
      fps: 5,
    },
    mod.Presets.shades_classic,
  );
  let bar: ReturnType<InstanceType<CliProgressModule['MultiBar']>['create']> | undefined;
  let done = 0;
  let started = 0;
  const rate = () => {
    const seconds = (performance.now() - started) / 1000;
    return seconds > 0 ? (done / seconds).toFixed(1) : '0.0';
  };
  return {
    start(total) {
      started = performance.now();
      bar = bars.create(total, 0, { rate: '0.0' });
    },
    item(failed, line) {
      done += 1;
      if (failed) bars.log(`${line}\n`);
      bar?.update(done, { rate: rate() });
    },
    stop() {
      bars.stop();
    },
  };
}
