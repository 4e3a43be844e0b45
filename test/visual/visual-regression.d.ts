// The browser side of @web/test-runner-visual-regression 0.10.0: its index.d.ts re-exports
// './browser/commands.mjs', whose types (commands.d.ts, not .d.mts) TypeScript does not find.
declare module '@web/test-runner-visual-regression' {
  /** Compares a picture of `element`'s box with the baseline `name` (see web-test-runner.config.mjs); rejects when they differ. */
  export function visualDiff(element: Node, name: string): Promise<void>;
}
