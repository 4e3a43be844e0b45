/**
 * Where the visual tests keep their pictures and how they compare them (the options of
 * `@web/test-runner-visual-regression`'s plugin): the committed baselines in
 * test/visual/baselines/<tag>/<state>-<width>.png, a failed comparison's actual picture and diff
 * in .cache/visual/failed/, the README's pictures in docs/images/.
 */
import { existsSync, readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The committed baselines. */
export const BASELINE_DIR = path.resolve('test/visual/baselines');
/** A failed comparison's actual picture (`<name>.png`) and its diff (`<name>-diff.png`); git ignores .cache/. */
export const FAILED_DIR = path.resolve('.cache/visual/failed');
/** The README's pictures. */
export const DOC_IMAGE_DIR = path.resolve('docs/images');
/** A picture whose name starts with this goes to docs/images/ (written with `--update` only). */
export const DOC_PREFIX = 'docs/';

/** Chromium flags of the visual tests, besides the tests' usual ones: the same pixels on every machine. */
export const VISUAL_CHROMIUM_ARGS = ['--hide-scrollbars', '--force-device-scale-factor=1', '--force-color-profile=srgb', '--disable-lcd-text', '--lang=en-US'];

/**
 * The tolerance: pixelmatch's colour distance per pixel (0–1; anti-aliased pixels are not
 * counted), and how many differing pixels a picture may have and still pass.
 */
export const TOLERANCE = { threshold: 0.1, pixels: 0 };

/** Whether two PNGs have the same size and at most {@link TOLERANCE}`.pixels` differing pixels. */
export function samePicture(a: Buffer, b: Buffer): boolean {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) return false;
  return pixelmatch(pa.data, pb.data, null, pa.width, pa.height, { threshold: TOLERANCE.threshold }) <= TOLERANCE.pixels;
}

const relative = (file: string) => path.relative(process.cwd(), file);

/**
 * The plugin's options, and a report of what the run wrote. With `update`, a picture is written
 * only when it differs from its baseline beyond the tolerance (or has none), so an update leaves
 * the unchanged baselines as they are.
 */
export function baselineStore({ update }: { update: boolean }) {
  const seen = new Set<string>();
  const written: string[] = [];
  const file = (name: string) =>
    name.startsWith(DOC_PREFIX) ? path.join(DOC_IMAGE_DIR, `${name.slice(DOC_PREFIX.length)}.png`) : path.join(BASELINE_DIR, `${name}.png`);
  const options = {
    baseDir: BASELINE_DIR,
    failureThresholdType: 'pixel' as const,
    failureThreshold: TOLERANCE.pixels,
    diffOptions: { threshold: TOLERANCE.threshold },
    getBaselineName: ({ name }: { name: string }) => {
      seen.add(file(name));
      return file(name);
    },
    getFailedName: ({ name }: { name: string }) => path.join(FAILED_DIR, name),
    getDiffName: ({ name }: { name: string }) => path.join(FAILED_DIR, `${name}-diff`),
    async saveBaseline({ filePath, content }: { filePath: string; content: Buffer }) {
      if (existsSync(filePath) && samePicture(readFileSync(filePath), content)) return;
      mkdirSync(path.dirname(filePath), { recursive: true });
      writeFileSync(filePath, content);
      written.push(relative(filePath));
    },
  };

  return {
    options,
    /** Prints the pictures written, and the baselines that no test of this run used. */
    report(): void {
      if (update) console.log(`visual: ${written.length} picture(s) written${written.length ? `:\n  ${written.join('\n  ')}` : ''}`);
      const unused = listPngs(BASELINE_DIR).filter((f) => !seen.has(f));
      if (seen.size > 0 && unused.length > 0) {
        console.log(`visual: ${unused.length} baseline(s) not used by this run (delete them if their state is gone):\n  ${unused.map(relative).join('\n  ')}`);
      }
    },
  };
}

function listPngs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.png'))
    .map((f) => path.join(dir, f))
    .sort();
}
