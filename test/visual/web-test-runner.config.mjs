// Visual tests (npm run test:visual): every state of test/visual/states.ts, in Debian's Chromium at
// 1280 and 390 CSS px, compared with the committed PNGs of test/visual/baselines/. With `--update`
// (npm run test:visual -- --update) the pictures that differ become the new baselines, and
// docs/images/ is written again. Run through `node --import tsx` (see package.json).
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { checkFonts, FONT_FAMILY } from './fonts.ts';
import { pageClockScript } from './fixed-clock.ts';
import { startFrozenPlatform } from './platform.ts';
import { baselineStore, FAILED_DIR, VISUAL_CHROMIUM_ARGS } from './baselines.ts';
import { writeDemoImages } from './demo-images.ts';

checkFonts();

const update = process.argv.includes('--update');
// VISUAL_ONLY=shop-cart-drawer: only the states whose name (`<tag>/<state>`) matches this regular expression (while working on one element).
const only = process.env.VISUAL_ONLY ?? '';
const TEST_PORT = Number(process.env.WTR_PORT ?? 8765);
const testOrigin = `http://localhost:${TEST_PORT}`;
const platform = await startFrozenPlatform({ origins: [testOrigin] });
const store = baselineStore({ update });

export default {
  files: ['test/visual/**/*.test.ts'],
  nodeResolve: { browser: true },
  port: TEST_PORT,
  hostname: 'localhost',
  // One page at a time: the pictures are taken with the page in front, at the width the test set.
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 1200000,
  testFramework: { config: { timeout: 30000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: [...TEST_CHROMIUM_ARGS, ...VISUAL_CHROMIUM_ARGS],
        // The platform's times are Seoul's; the page shows them in Seoul's time zone wherever it runs.
        env: { ...process.env, TZ: 'Asia/Seoul' },
      },
      async createPage({ context }) {
        const page = await context.newPage();
        // No HTTP cache: Chromium makes a read wait while an identical one is in flight (its cache
        // lock), and a loading state's held cart read is not aborted when its storefront is removed
        // (it ends with the client's timeout), so the next state's cart read would wait for it.
        await page.setCacheEnabled(false);
        // Every animation of the page stands still at its start, the browser's own too (the video
        // controls' spinner, which no page style reaches); the elements' own are off (steady.ts).
        const cdp = await page.createCDPSession();
        await cdp.send('Animation.enable');
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
        return page;
      },
    }),
  ],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    visualRegressionPlugin({ update, ...store.options }),
    {
      name: 'visual-platform',
      async serverStop() {
        await platform.close();
        store.report();
        if (update) await writeDemoImages().catch((error) => console.error(error.message));
      },
    },
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>shop-elements visual test</title>
    <script>${pageClockScript()}</script>
    <style>
      html { font-family: ${FONT_FAMILY.en}; }
      html:lang(ko) { font-family: ${FONT_FAMILY.ko}; }
      html:lang(ja) { font-family: ${FONT_FAMILY.ja}; }
      body { margin: 0; padding: 16px; background: #fff; color: #000; }
    </style>
  </head>
  <body>
    <script>window.__SANDBOX_URL__ = ${JSON.stringify(platform.sandboxUrl)}; window.__VISUAL_UPDATE__ = ${update}; window.__FAILED_DIR__ = ${JSON.stringify(FAILED_DIR)}; window.__VISUAL_ONLY__ = ${JSON.stringify(only)};</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
