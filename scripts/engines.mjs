// The three browser engines the tests run in, all from Debian (no step ever downloads a browser):
// Chromium (`chromium`), Firefox ESR (`firefox-esr`, driven over WebDriver BiDi) and WebKitGTK
// (`webkit2gtk-driver`: WebKitWebDriver driving MiniBrowser, under Xvfb from `xvfb`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { CHROMIUM_PATH } from './chromium.mjs';

/** The engines, in the order the tests run them. */
export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/**
 * The engines named by `value` (`SHOP_ENGINES`: a comma-separated list such as `firefox` or
 * `chromium,webkit`), in the order of `ENGINES`; all three when it is empty. Throws on a name
 * that is not an engine.
 *
 * @param {string | undefined} value
 * @returns {Array<(typeof ENGINES)[number]>}
 */
export function selectedEngines(value) {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !ENGINES.includes(/** @type {never} */ (name)));
  if (unknown.length > 0) throw new Error(`SHOP_ENGINES: unknown engine ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  return names.length === 0 ? [...ENGINES] : ENGINES.filter((engine) => names.includes(engine));
}

/** Firefox ESR: `FIREFOX_PATH` when set, else Debian's `/usr/bin/firefox-esr`. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** WebKitGTK's WebDriver: `WEBKIT_DRIVER_PATH` when set, else Debian's `/usr/bin/WebKitWebDriver`. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, which WebKitWebDriver drives: `MINIBROWSER_PATH`, else Debian's. */
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Xvfb, the X server without a screen that WebKitGTK runs on. */
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/** The Debian packages that provide each engine's programs. */
export const ENGINE_PACKAGES = {
  chromium: ['chromium'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
};

/** The programs each engine needs, by path. */
const PROGRAMS = {
  chromium: () => [CHROMIUM_PATH],
  firefox: () => [FIREFOX_PATH],
  webkit: () => [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH],
};

/** The engines whose programs are not on this machine (empty when all three are). */
export function missingEngines(engines = ENGINES) {
  return engines.filter((engine) => PROGRAMS[engine]().some((path) => !existsSync(path)));
}

/**
 * Firefox's launch options for puppeteer-core (WebDriver BiDi), headless, with the preferences
 * that keep it from reaching the network on its own (this machine has none).
 */
export function firefoxLaunchOptions(extraPrefs = {}) {
  return {
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'toolkit.telemetry.enabled': false,
      ...extraPrefs,
    },
  };
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Xvfb on a free display, then WebKitWebDriver on a free port with that display. Resolves
 * once the driver answers `GET /status`. `close()` stops both. The WebDriver capabilities of a
 * MiniBrowser session are {@link webkitCapabilities}.
 *
 * @returns {Promise<{ url: string, port: number, display: string, close(): Promise<void> }>}
 */
export async function startWebKitDriver() {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '1', '-screen', '0', '1366x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const display = await new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it named its display`)));
  });
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverErrors = '';
  driver.stderr.on('data', (chunk) => (driverErrors += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    for (const child of [driver, xvfb]) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (driver.exitCode !== null || attempt > 100) {
      await stop();
      throw new Error(`WebKitWebDriver did not start on ${url}: ${driverErrors.trim() || `exit ${driver.exitCode}`}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, display, close: stop };
}

/** The WebDriver capabilities of a MiniBrowser session (WebKitGTK), in automation mode. */
export function webkitCapabilities({ acceptInsecureCerts = false } = {}) {
  return {
    browserName: 'MiniBrowser',
    acceptInsecureCerts,
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
  };
}
