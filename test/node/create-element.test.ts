/**
 * The element scaffold (`npm run create shop-x`, scripts/create-element.ts), end to end: in a copy
 * of the repository's working tree (node_modules linked), `npm run create shop-hello` writes the
 * element, its entry, CDN group, strings, test and Hugo shortcode, and edits one line of two
 * existing files (src/index.ts, the WordPress plugin's kses list); then verify's checks (types of
 * the whole project; lint and format of those files) and `npm run build` pass, the build's
 * manifest names the tag, a page with the CDN script tag and `<shop-hello>` shows it in Chromium,
 * and its generated browser test passes (Chromium).
 * One build; 4 to 6 minutes on a loaded machine.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { startSandbox } from '../../sandbox/serve.js';
import { launchChromium, SITE_KEY } from './e2e.js';

const TAG = 'shop-hello';
/** What the scaffold writes for {@link TAG}, and the one existing file it edits. */
const WRITTEN = [
  `src/elements/${TAG}/${TAG}.ts`,
  `src/elements/${TAG}/${TAG}.styles.ts`,
  `src/elements/${TAG}/strings.ts`,
  `src/define/${TAG}.ts`,
  'src/cdn/groups/hello.ts',
  `test/browser/${TAG}.test.ts`,
  `integrations/hugo/layouts/shortcodes/${TAG}.html`,
];
/** The existing files it edits, and the one line each gains. */
const EDITED: Record<string, string> = {
  'src/index.ts': "export { ShopHello } from './define/shop-hello.js';",
  'integrations/wordpress/includes/kses.php': "\t\t'shop-hello'           => array( 'product-id' ),",
};

let dir = '';
/** The repository's files as they were copied (tracked and new, not ignored): path → text. */
const copied = new Map<string, string>();

/** Runs `npm <args>` in the copy; the exit status and the output (stdout and stderr). */
function npm(args: string[], env: Record<string, string> = {}): { status: number | null; output: string } {
  const r = spawnSync('npm', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-create-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && f !== 'node_modules' && !f.startsWith('node_modules/') && existsSync(f));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(f, join(dir, f));
    copied.set(f, readFileSync(join(dir, f), 'latin1'));
  }
  symlinkSync(realpathSync('node_modules'), join(dir, 'node_modules'));
});

after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run create (the element scaffold)', () => {
  it('refuses a name that is not a tag, and an element that exists, saying why', () => {
    const bad = npm(['run', 'create', 'hello']);
    assert.notEqual(bad.status, 0);
    assert.match(bad.output, /"hello" is not a tag name/);
    const taken = npm(['run', 'create', 'shop-cart']);
    assert.notEqual(taken.status, 0);
    assert.match(taken.output, /<shop-cart> exists already: src\/elements\/shop-cart/);
  });

  it('--dry-run lists what it would write, and writes nothing', () => {
    const dry = npm(['run', 'create', TAG, '--', '--dry-run']);
    assert.equal(dry.status, 0, dry.output);
    for (const f of WRITTEN) assert.ok(dry.output.includes(`new   ${f}`), f);
    for (const f of Object.keys(EDITED)) assert.ok(dry.output.includes(`edit  ${f}`), f);
    for (const f of WRITTEN) assert.equal(existsSync(join(dir, f)), false, f);
  });

  it('writes the element, its entry, CDN group, strings, test and shortcode, and edits one line of src/index.ts and of kses.php', () => {
    const run = npm(['run', 'create', TAG]);
    assert.equal(run.status, 0, run.output);
    for (const f of WRITTEN) assert.ok(existsSync(join(dir, f)), f);
    // Every existing file is as it was, but src/index.ts and the WordPress plugin's list, which gained one line each.
    const changed = [...copied].filter(([f, text]) => readFileSync(join(dir, f), 'latin1') !== text).map(([f]) => f);
    assert.deepEqual(changed.sort(), Object.keys(EDITED).sort());
    for (const [f, line] of Object.entries(EDITED)) {
      const before = Buffer.from(copied.get(f)!, 'latin1').toString('utf8').split('\n');
      const now = readFileSync(join(dir, f), 'utf8').split('\n');
      assert.deepEqual(
        now.filter((l) => !before.includes(l)),
        [line],
        f,
      );
      assert.equal(now.length, before.length + 1, f);
    }
    // A second run refuses.
    const again = npm(['run', 'create', TAG]);
    assert.notEqual(again.status, 0);
    assert.match(again.output, /exists already/);
  });

  it("passes npm run verify's checks: types of the whole project, lint and format of the files written and edited", () => {
    // The other files are the working tree's, which its own `npm run verify` checks: linting and
    // formatting the whole copy again would take minutes on a loaded machine.
    const written = [...WRITTEN, ...Object.keys(EDITED)].filter((f) => f.endsWith('.ts'));
    const steps: Array<[string, string[]]> = [
      ['tsc', ['--noEmit', '-p', '.']],
      ['eslint', written],
      ['prettier', ['--check', ...written]],
    ];
    for (const [tool, args] of steps) {
      const run = spawnSync('npx', ['--no-install', tool, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      assert.equal(run.status, 0, `${tool}: ${`${run.stdout}${run.stderr}`.slice(-4000)}`);
    }
  });

  it('builds, and the CDN manifest names the tag (its own group chunk)', () => {
    const run = npm(['run', 'build']);
    assert.equal(run.status, 0, run.output.slice(-4000));
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/cdn/manifest.json'), 'utf8')) as { tags: Record<string, string[]> };
    const chunks = manifest.tags[TAG];
    assert.ok(chunks, `manifest tags: ${Object.keys(manifest.tags).join(', ')}`);
    assert.match(chunks[0]!, /^\.\/cdn\/hello-[\w-]{6}\.js$/);
    for (const f of chunks) assert.ok(existsSync(join(dir, 'dist', f)), f);
    assert.ok(existsSync(join(dir, 'dist/elements/shop-hello.js')), 'the npm entry');
  });

  it('shows on a page with the CDN script tag, in Chromium (loader → core and its chunk)', async () => {
    const app = new Hono();
    let sandboxUrl = '';
    app.use('/dist/*', serveStatic({ root: dir }));
    app.get('/favicon.ico', (c) => c.body(null, 204));
    app.get('/page.html', (c) =>
      c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hello</title>
<script type="module" src="/dist/shop-elements.js"></script></head><body>
<shop-storefront site-key="${SITE_KEY}" base-url="${sandboxUrl}" language="en"><shop-hello product-id="101"></shop-hello></shop-storefront>
</body></html>`),
    );
    const server = serve({ fetch: app.fetch, port: 0, hostname: 'localhost' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const url = `http://localhost:${(server.address() as AddressInfo).port}`;
    const sandbox = await startSandbox({ port: 0, demoOrigins: [url] });
    sandboxUrl = sandbox.url;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      const scripts: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('request', (r) => /\/dist\/.*\.js$/.test(r.url()) && scripts.push(new URL(r.url()).pathname));
      await page.goto(`${url}/page.html`);
      await page.waitForFunction(() => !!document.querySelector('shop-hello')?.shadowRoot?.querySelector('[part="heading"]')?.textContent?.trim());
      await page.evaluate(() => document.querySelector('shop-hello')!.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!.click());
      await page.waitForFunction(() =>
        /^Hello from .+!$/.test(document.querySelector('shop-hello')!.shadowRoot!.querySelector('[part="greeting"]')!.textContent!.trim()),
      );
      assert.ok(
        scripts.some((s) => /^\/dist\/cdn\/hello-[\w-]{6}\.js$/.test(s)),
        `scripts: ${scripts.join(', ')}`,
      );
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    }
  });

  it('passes its generated browser test (Chromium)', async () => {
    const run = npm(['run', 'test:browser', '--', '--files', `test/browser/${TAG}.test.ts`], {
      SHOP_ENGINES: 'chromium',
      WTR_PORT: String(await freePort()),
    });
    assert.equal(run.status, 0, run.output.slice(-4000));
    assert.match(run.output, /3 passed, 0 failed/);
  });
});
