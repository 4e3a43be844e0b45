// Browser tests: the three engines from Debian (Chromium, Firefox ESR, WebKitGTK; see
// scripts/engines.mjs and scripts/browser-launchers.mjs) against a real sandbox started in this process.
// `SHOP_ENGINES=firefox` (or `chromium,webkit`…) runs some of them; all three by default.
// Run through `node --import tsx` (see package.json) so that the sandbox's TypeScript loads.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { lookup } from 'node:dns/promises';
import { startSandbox } from './sandbox/serve.ts';
import { selectedEngines } from './scripts/engines.mjs';
import { accessibleNamesPlugin, sendKeysPlugin, testLaunchers } from './scripts/browser-launchers.mjs';

const TEST_PORT = Number(process.env.WTR_PORT ?? 8765);
const testOrigin = `http://localhost:${TEST_PORT}`;
const engines = selectedEngines(process.env.SHOP_ENGINES);
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
  // Test pages at once per engine: each launcher sets its own; one engine at a time.
  concurrency: 2,
  concurrentBrowsers: 1,
  testsFinishTimeout: 600000,
  // A Firefox starts in 5 s on an idle machine, in 20–30 s when two start at once on a loaded one.
  browserStartTimeout: 120000,
  // A test's time limit. The long ones (three accessibility checks and five list reads) took more
  // than 20 s in Chromium and Firefox at a load average of 20-45 on a shared 2-core machine.
  testFramework: { config: { timeout: 60000 } },
  browsers: testLaunchers(engines),
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    // Tests read the accessible names the engine computes (what a screen reader announces), and
    // press keys the same way in every engine (announcedNames and sendKeys of test/browser/helpers.ts).
    accessibleNamesPlugin(),
    sendKeysPlugin(),
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
