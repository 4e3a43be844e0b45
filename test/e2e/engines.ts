/**
 * Opening a Driver in each engine and variant of the engine tests: Chromium (also with
 * third-party cookies blocked), Firefox ESR, WebKitGTK; each session with a fresh profile.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES, ENGINE_PACKAGES, missingEngines, type Engine } from '../../scripts/engines.mjs';
import type { Driver } from './driver.js';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, puppeteerDriver } from './driver-puppeteer.js';
import { launchWebKit, startWebKit, type WebKitService } from './driver-webdriver.js';

/** The engines to run: `E2E_ENGINES` (comma list, e.g. `webkit` or `chromium,firefox`), else all three. */
export function selectedEngines(): Engine[] {
  const wanted = process.env.E2E_ENGINES?.split(',').map((name) => name.trim()) ?? [...ENGINES];
  return ENGINES.filter((engine) => wanted.includes(engine));
}

/**
 * Null when every engine of `engines` is installed (and, with `needsBuild`, the library is
 * built); else ONE line saying what is missing.
 */
export function missingEnginesProblem(engines: readonly Engine[], needsBuild = false): string | null {
  const missing = missingEngines(engines);
  if (missing.length > 0) {
    return `engine tests: install ${missing.flatMap((engine) => ENGINE_PACKAGES[engine]).join(' ')} (apt-get install …), or leave the engine out with E2E_ENGINES`;
  }
  if (needsBuild && !existsSync('dist/shop-elements.js')) return 'engine tests: the demo pages load dist/shop-elements.js; run npm run build first';
  return null;
}

/** Chromium's setting "Third-party cookies": allowed, or blocked. */
export type ThirdPartyCookies = 'allowed' | 'blocked';

/** How a session is opened. */
export interface SessionOptions {
  /** Accept the sandbox's self-signed certificate (needed over HTTPS). */
  acceptInsecureCerts: boolean;
  /**
   * Chromium only: its profile's third-party cookie setting, `allowed` by default (as in Chrome's
   * regular windows). Set either way: Debian's Chromium 156, headless with a fresh profile,
   * blocks them unless told otherwise (cookie-policies.test.ts shows it).
   */
  thirdPartyCookies?: ThirdPartyCookies;
}

/**
 * A fresh Chromium profile directory whose preferences allow or block third-party cookies, as the
 * setting does (`profile.cookie_controls_mode` 0 or 1). Remove it after use.
 */
export async function chromiumProfile(thirdPartyCookies: ThirdPartyCookies): Promise<string> {
  const blocked = thirdPartyCookies === 'blocked';
  const dir = await mkdtemp(join(tmpdir(), `e2e-chromium-3pc-${thirdPartyCookies}-`));
  await mkdir(join(dir, 'Default'));
  await writeFile(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: blocked ? 1 : 0, block_third_party_cookies: blocked } }),
  );
  return dir;
}

/**
 * Opens sessions of the engines, each with cookies and storage of its own:
 *
 * - Chromium: a new browser per session, with a fresh profile whose third-party cookie setting
 *   is given (never a CDP browser context: Chromium makes those off-the-record profiles);
 * - Firefox: one browser (started at the first session, accepting any certificate), and a new
 *   WebDriver BiDi user context per session (its own cookie jar and storage);
 * - WebKit: one WebKitWebDriver (with Xvfb, started at the first session), and a new MiniBrowser
 *   session (an ephemeral profile) per session.
 */
export class Sessions {
  #webkit: Promise<WebKitService> | undefined;
  #firefox: Promise<Browser> | undefined;
  #dirs: string[] = [];

  /** A fresh session of `engine`. */
  async open(engine: Engine, opts: SessionOptions): Promise<Driver> {
    if (engine === 'webkit') {
      this.#webkit ??= startWebKit();
      return launchWebKit(await this.#webkit, { acceptInsecureCerts: opts.acceptInsecureCerts });
    }
    if (engine === 'firefox') {
      if (opts.thirdPartyCookies) throw new Error('thirdPartyCookies: Chromium only');
      this.#firefox ??= launchBrowser({ engine, acceptInsecureCerts: true });
      return puppeteerDriver(await this.#firefox, engine, { isolated: true });
    }
    const userDataDir = await chromiumProfile(opts.thirdPartyCookies ?? 'allowed');
    this.#dirs.push(userDataDir);
    const browser = await launchBrowser({ engine, acceptInsecureCerts: opts.acceptInsecureCerts, userDataDir });
    return puppeteerDriver(browser, engine);
  }

  /** Stops the shared Firefox and WebKit driver service, and removes the profiles made here. */
  async close(): Promise<void> {
    const [webkit, firefox] = [this.#webkit, this.#firefox];
    this.#webkit = this.#firefox = undefined;
    if (webkit) await (await webkit.catch(() => undefined))?.close();
    if (firefox) await (await firefox.catch(() => undefined))?.close();
    await Promise.all(this.#dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    this.#dirs = [];
  }
}
