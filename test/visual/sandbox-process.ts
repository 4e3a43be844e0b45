/**
 * The visual tests' platform, in a process of its own whose clock is stopped at FIXED_TIME (so the
 * seed's dates and every order's date are the same on every run): the sandbox alone (for the
 * test runner), or with `--demo` the demo shop and its sandbox (for the pictures of docs/images).
 * Prints one JSON line with the addresses once listening; stops on SIGTERM or when stdin closes.
 */
import { freezeClock } from './fixed-clock.js';

freezeClock();

const origins = process.argv.slice(2).filter((a) => a.startsWith('http'));
let close: () => Promise<void>;
if (process.argv.includes('--demo')) {
  const { startDemo } = await import('../../scripts/demo-server.js');
  const demo = await startDemo({ sandboxPort: 0, demoPort: 0 });
  close = demo.close;
  console.log(JSON.stringify({ demoUrl: demo.demoUrl, sandboxUrl: demo.sandboxUrl }));
} else {
  const { startSandbox } = await import('../../sandbox/serve.js');
  const sandbox = await startSandbox({ port: 0, demoOrigins: origins });
  close = sandbox.close;
  console.log(JSON.stringify({ sandboxUrl: sandbox.url }));
}

const stop = () => void close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
