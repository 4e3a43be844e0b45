// Runs the Node-side tests (sandbox, seller toolkit, end-to-end purchase in Chromium) with
// Node's test runner. Node 20 does not expand globs, so the files are listed here.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const files = readdirSync('test/node', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts'))
  .sort()
  .map((f) => `test/node/${f}`);
if (files.length === 0) {
  console.error('no Node tests found under test/node');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
