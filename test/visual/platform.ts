/**
 * Starts test/visual/sandbox-process.ts (the sandbox, or the demo shop, on a stopped clock) and
 * gives its addresses; `close()` ends that process.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface FrozenPlatform {
  sandboxUrl: string;
  /** The demo shop's address (with `demo`). */
  demoUrl?: string;
  close(): Promise<void>;
}

/**
 * Runs the sandbox (allowing `origins`), or with `demo` the demo shop and its sandbox, in a child
 * process whose clock is stopped at FIXED_TIME. Resolves once it listens.
 */
export function startFrozenPlatform(opts: { origins?: string[]; demo?: boolean } = {}): Promise<FrozenPlatform> {
  const script = fileURLToPath(new URL('./sandbox-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...(opts.demo ? ['--demo'] : []), ...(opts.origins ?? [])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`test/visual/sandbox-process.ts exited (${code}) before it listened`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      const urls = JSON.parse(line) as { sandboxUrl: string; demoUrl?: string };
      resolve({
        ...urls,
        async close() {
          child.stdin.end();
          await exited;
        },
      });
    });
  });
}
