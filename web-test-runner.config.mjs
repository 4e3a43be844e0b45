// Browser tests: Debian's Chromium (headless) against a real sandbox started in this process.
// Run through `node --import tsx` (see package.json) so that the sandbox's TypeScript loads.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { lookup } from 'node:dns/promises';
import { startSandbox } from './sandbox/serve.ts';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from './scripts/chromium.mjs';

const TEST_PORT = Number(process.env.WTR_PORT ?? 8765);
const testOrigin = `http://localhost:${TEST_PORT}`;
const sandbox = await startSandbox({ port: 0, demoOrigins: [testOrigin] });
// The same sandbox by its loopback address: another site than the test pages (`localhost`), so the
// browser keeps no cookie of it on the pages' calls, as for a shop and a platform on two domains.
const loopback = (await lookup('localhost')).family === 6 ? '[::1]' : '127.0.0.1';
const crossSiteSandboxUrl = sandbox.url.replace('//localhost:', `//${loopback}:`);

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: { browser: true },
  port: TEST_PORT,
  hostname: 'localhost',
  concurrency: 2,
  concurrentBrowsers: 1,
  testsFinishTimeout: 600000,
  browserStartTimeout: 120000,
  testFramework: { config: { timeout: 20000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        // Two test pages run at once: the one in the background runs at full speed too.
        args: [...TEST_CHROMIUM_ARGS],
      },
    }),
  ],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    // Tests read the accessible names Chromium computes (what a screen reader announces).
    a11ySnapshotPlugin(),
    {
      name: 'sandbox',
      async serverStop() {
        await sandbox.close();
      },
    },
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>shop-elements test</title></head>
  <body>
    <script>window.__SANDBOX_URL__ = ${JSON.stringify(sandbox.url)}; window.__CROSS_SITE_SANDBOX_URL__ = ${JSON.stringify(crossSiteSandboxUrl)};</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
