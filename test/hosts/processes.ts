/** Starting and stopping the host tests' servers (MariaDB, PHP, a static server). */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on localhost. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A long-running process whose output is kept (for the error message when it dies early). */
export interface Running {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Running {
  // A process group of its own: PHP's server forks workers, and they go with it.
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already gone */
    }
  };
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => signal('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          signal('SIGKILL');
          resolve();
        });
        signal('SIGTERM');
      }),
  };
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stderr}\n${stdout}`.slice(0, 4000))),
    );
    child.stdin.end(input ?? '');
  });
}

/** Calls `check` until it resolves true; rejects with `describe()` after `tries` attempts 200 ms apart. */
export async function waitFor(check: () => Promise<boolean>, describe: () => string, tries = 150): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(describe());
}
