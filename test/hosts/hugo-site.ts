/**
 * A real Hugo site for the host tests: Debian's Hugo builds the site of test/hosts/hugo-site/
 * (its own small theme, Markdown pages with the module's shortcodes, the product page as one
 * page with the module's layout) with the module of integrations/hugo imported, and a static
 * server serves the result with the strict Content-Security-Policy of the demo shop.
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoContentSecurityPolicy } from '../../scripts/demo-server.js';
import { freePort, run } from './processes.js';

const SITE = fileURLToPath(new URL('./hugo-site/', import.meta.url));
const MODULE = resolve(fileURLToPath(new URL('../../integrations/hugo', import.meta.url)));

export interface HugoSite {
  url: string;
  /** The built site's folder. */
  publicDir: string;
  hugoVersion: string;
  close(): Promise<void>;
}

/** Builds and serves the test site on `port` (default: a free one); the other settings go to [params.shopElements]. */
export async function startHugo(settings: {
  port?: number;
  siteKey: string;
  baseURL: string;
  language?: string;
  analytics?: string;
  displayCurrency?: string;
}): Promise<HugoSite> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-hugo-'));
  try {
    const source = join(dir, 'site');
    cpSync(SITE, source, { recursive: true });
    const port = settings.port ?? (await freePort());
    const url = `http://localhost:${port}`;
    // The module is imported by its folder, relative to the site's themes folder.
    writeFileSync(
      join(source, 'hugo.toml'),
      [
        `baseURL = "${url}/"`,
        'title = "Hand-made goods"',
        'languageCode = "en"',
        'disableKinds = ["taxonomy", "term", "RSS"]',
        '[module]',
        '  [[module.imports]]',
        `    path = "${relative(join(source, 'themes'), MODULE)}"`,
        '[params.shopElements]',
        `  siteKey = "${settings.siteKey}"`,
        `  baseURL = "${settings.baseURL}"`,
        ...(settings.language ? [`  language = "${settings.language}"`] : []),
        ...(settings.analytics ? [`  analytics = "${settings.analytics}"`] : []),
        ...(settings.displayCurrency ? [`  displayCurrency = "${settings.displayCurrency}"`] : []),
      ].join('\n') + '\n',
    );
    const publicDir = join(dir, 'public');
    await run('hugo', ['--source', source, '--destination', publicDir, '--cacheDir', join(dir, 'cache'), '--quiet', '--panicOnWarning']);
    const hugoVersion = (await run('hugo', ['version'])).trim();

    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
        c.res.headers.set('Content-Security-Policy', demoContentSecurityPolicy(settings.baseURL));
      }
    });
    app.use('/*', serveStatic({ root: relative(process.cwd(), publicDir) }));
    const server = serve({ fetch: app.fetch, port, hostname: 'localhost' });
    await new Promise<void>((ok) => server.once('listening', () => ok()));
    if ((server.address() as AddressInfo).port !== port) throw new Error('port changed');
    return {
      url,
      publicDir,
      hugoVersion,
      async close() {
        await new Promise<void>((ok) => server.close(() => ok()));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
