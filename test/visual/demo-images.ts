/**
 * The pictures of the demo shop at the top of the README: its catalog page at desktop (1280 CSS
 * px) and phone (390) width, as a buyer first sees it, in docs/images/demo-catalog-<width>.png.
 * Written by `npm run screenshots` (which builds first) and by `npm run test:visual -- --update`.
 * Run as a script, it writes them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { DOC_IMAGE_DIR, samePicture, VISUAL_CHROMIUM_ARGS } from './baselines.js';
import { startFrozenPlatform } from './platform.js';

/** The demo pictures: width and window height. */
export const DEMO_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * Opens the demo shop's catalog page (the built package, its sandbox on a stopped clock) at each
 * of {@link DEMO_VIEWPORTS}, waits for its cards and their images, and writes the window's picture
 * to docs/images/ when it differs from the one there. Returns the files written.
 */
export async function writeDemoImages(): Promise<string[]> {
  if (!existsSync('dist/shop-elements.js')) {
    throw new Error('docs/images: the demo shop runs the built package; run `npm run build` first (`npm run screenshots` does both)');
  }
  const platform = await startFrozenPlatform({ demo: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...TEST_CHROMIUM_ARGS, ...VISUAL_CHROMIUM_ARGS] });
  const written: string[] = [];
  try {
    for (const viewport of DEMO_VIEWPORTS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', timezoneId: 'Asia/Seoul', locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(platform.demoUrl!);
      await page.locator('shop-product-list [part~="card"]').first().waitFor();
      // Attached, not visible: on a phone they are folded into the list's "Filter and sort" button.
      await page.locator('shop-category-filter [part~="choices"]').waitFor({ state: 'attached' });
      await page.locator('shop-tag-filter [part~="choices"]').waitFor({ state: 'attached' });
      // Every image in the window (of the document and of its shadow roots: lazy ones below it never
      // load) loaded or failed. (No named function inside: tsx would wrap it in a helper the page
      // does not have.)
      await page.waitForFunction(() => {
        const roots: Array<Document | ShadowRoot> = [document];
        for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
        return roots.every((root) =>
          [...root.querySelectorAll('img')].every(
            (img) => img.complete || img.getBoundingClientRect().top >= innerHeight || img.getBoundingClientRect().bottom <= 0,
          ),
        );
      });
      await page.evaluate(() => document.fonts.ready);
      const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const file = path.join(DOC_IMAGE_DIR, `demo-catalog-${viewport.width}.png`);
      if (!existsSync(file) || !samePicture(readFileSync(file), picture)) {
        mkdirSync(DOC_IMAGE_DIR, { recursive: true });
        writeFileSync(file, picture);
        written.push(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await platform.close();
  }
  console.log(`docs/images: ${written.length} demo picture(s) written${written.length ? `: ${written.join(', ')}` : ''}`);
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await writeDemoImages();
}
