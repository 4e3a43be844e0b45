// The browser tests' launchers for @web/test-runner, one per engine of ./engines.mjs: Chromium and
// Firefox ESR through puppeteer-core (CDP, WebDriver BiDi), WebKitGTK through WebKitWebDriver.
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from './chromium.mjs';
import { firefoxLaunchOptions, startWebKitDriver, webkitCapabilities } from './engines.mjs';

/**
 * Chromium (Debian's), headless, `concurrency` test pages at once; the page in the background runs
 * at full speed too.
 */
export function chromiumLauncher({ concurrency = 2 } = {}) {
  return chromeLauncher({ concurrency, createPage, launchOptions: { executablePath: CHROMIUM_PATH, args: [...TEST_CHROMIUM_ARGS] } });
}

/**
 * A test page whose first navigation has no time limit of puppeteer's own (30 s), only the
 * runner's `browserStartTimeout`: a test page took more than 30 s to load in Firefox at a load
 * average of 45 on 2 cores.
 *
 * @param {{ context: import('puppeteer-core').BrowserContext }} args
 */
async function createPage({ context }) {
  const page = await pageInItsOwnWindow(context);
  page.setDefaultNavigationTimeout(0);
  return page;
}

/**
 * A page of `context` in a window of its own, so that two test pages at once are both visible:
 * a background tab of a window is hidden, and a hidden page runs no rendering steps (no
 * ResizeObserver callbacks, no animation frames), which elements such as the product list's filter
 * sheet need. Firefox pages are each in a browser of their own (firefoxLauncher).
 *
 * @param {import('puppeteer-core').BrowserContext} context
 */
async function pageInItsOwnWindow(context) {
  const browser = context.browser();
  if (browser.protocol !== 'cdp') return context.newPage();
  const session = await browser.target().createCDPSession();
  try {
    const { targetId } = await session.send('Target.createTarget', {
      url: 'about:blank',
      newWindow: true,
      ...(context.id ? { browserContextId: context.id } : {}),
    });
    const target = await browser.waitForTarget((t) => /** @type {any} */ (t)._targetId === targetId);
    const page = await target.page();
    if (!page) throw new Error(`no page for the new window's target ${targetId}`);
    return page;
  } finally {
    await session.detach();
  }
}

/**
 * `concurrency` test pages at once, each in a browser of its own: one launcher of one page per
 * browser, made by `make`. For engines whose pages must each be in front (see firefoxLauncher;
 * two WebKitLaunchers at once did not start their tests: WebKit runs one page at a time).
 * The commands of @web/test-runner-commands and of this file reach the session's launcher
 * through the methods below.
 */
export class BrowserPool {
  /** @type {Array<any>} */
  #launchers;
  /** @type {Map<string, any>} */
  #bySession = new Map();
  /** @type {Array<() => void>} */
  #waiting = [];

  /**
   * @param {{ name: string, type: string, concurrency: number, make: () => any }} options
   */
  constructor({ name, type, concurrency, make }) {
    this.name = name;
    this.type = type;
    this.concurrency = concurrency;
    this.#launchers = Array.from({ length: concurrency }, make);
  }

  /**
   * @param {import('@web/test-runner-core').TestRunnerCoreConfig} config
   * @param {string[]} testFiles
   */
  async initialize(config, testFiles) {
    await Promise.all(this.#launchers.map((launcher) => launcher.initialize?.(config, testFiles)));
  }

  /** Closes every browser. */
  async stop() {
    await Promise.all(this.#launchers.map((launcher) => launcher.stop?.()));
  }

  /**
   * Opens `url` in a browser that runs no test page (waiting for one to be free).
   *
   * @param {string} sessionId
   * @param {string} url
   */
  async startSession(sessionId, url) {
    let launcher;
    while (!(launcher = this.#launchers.find((l) => ![...this.#bySession.values()].includes(l)))) {
      await new Promise((resolve) => this.#waiting.push(() => resolve(undefined)));
    }
    this.#bySession.set(sessionId, launcher);
    try {
      await launcher.startSession(sessionId, url);
    } catch (error) {
      // A session without a page is never stopped: its browser is free again. One whose page is
      // open (its first navigation failed) is stopped by the runner, which frees the browser then:
      // freed now, the page would go on running its tests beside the next one's.
      if (!launcher.isActive(sessionId)) this.#release(sessionId);
      throw error;
    }
  }

  /** @param {string} sessionId */
  isActive(sessionId) {
    return this.#bySession.get(sessionId)?.isActive(sessionId) ?? false;
  }

  /** @param {string} sessionId */
  getBrowserUrl(sessionId) {
    return this.launcherOf(sessionId).getBrowserUrl(sessionId);
  }

  /** @param {string} sessionId */
  async stopSession(sessionId) {
    try {
      return await this.launcherOf(sessionId).stopSession(sessionId);
    } finally {
      this.#release(sessionId);
    }
  }

  /**
   * @param {string} sessionId
   * @param {string} url
   */
  startDebugSession(sessionId, url) {
    return this.#launchers[0].startDebugSession(sessionId, url);
  }

  /** The launcher that runs a session. @param {string} sessionId */
  launcherOf(sessionId) {
    const launcher = this.#bySession.get(sessionId);
    if (!launcher) throw new Error(`No ${this.name} runs the session ${sessionId}`);
    return launcher;
  }

  // What @web/test-runner-commands calls on a launcher: a puppeteer one's page, a WebDriver one's input.
  /** @param {string} id */
  getPage(id) {
    return this.launcherOf(id).getPage(id);
  }
  /** @param {string} id @param {number} x @param {number} y */
  sendMouseMove(id, x, y) {
    return this.launcherOf(id).sendMouseMove(id, x, y);
  }
  /** @param {string} id @param {number} x @param {number} y @param {string} [button] */
  sendMouseClick(id, x, y, button) {
    return this.launcherOf(id).sendMouseClick(id, x, y, button);
  }
  /** @param {string} id @param {string} [button] */
  sendMouseDown(id, button) {
    return this.launcherOf(id).sendMouseDown(id, button);
  }
  /** @param {string} id @param {string} [button] */
  sendMouseUp(id, button) {
    return this.launcherOf(id).sendMouseUp(id, button);
  }
  /** @param {string} id */
  resetMouse(id) {
    return this.launcherOf(id).resetMouse(id);
  }
  /** @param {string} id @param {string[]} keys */
  sendKeys(id, keys) {
    return this.launcherOf(id).sendKeys(id, keys);
  }
  /** @param {string} id @param {string} locator */
  takeScreenshot(id, locator) {
    return this.launcherOf(id).takeScreenshot(id, locator);
  }

  /** Frees the browser of a session for the next page waiting, if any. @param {string} sessionId */
  #release(sessionId) {
    this.#bySession.delete(sessionId);
    this.#waiting.shift()?.();
  }
}

/**
 * Firefox ESR (Debian's), headless, over WebDriver BiDi with puppeteer-core, `concurrency` test
 * pages at once, each in a Firefox of its own. Firefox gives the focus to one window of a process:
 * in the others, `focus()` fires no event and a key pressed reaches nothing, so two pages of one
 * Firefox would fail every keyboard and focus test of the page that is not in front.
 */
export function firefoxLauncher({ concurrency = 2 } = {}) {
  return new BrowserPool({
    name: 'Firefox',
    type: 'puppeteer',
    concurrency,
    make: () =>
      chromeLauncher({
        concurrency: 1,
        createPage,
        puppeteer: /** @type {never} */ (puppeteerCore),
        launchOptions: /** @type {never} */ (firefoxLaunchOptions()),
      }),
  });
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, under Xvfb (`startWebKitDriver` of
 * ./engines.mjs, started when the run begins and stopped with the launcher). One test page at a
 * time: a WebDriver session drives one window, and the library's other way (iframes in one page)
 * is not how a buyer's page runs.
 */
export class WebKitLauncher extends WebdriverLauncher {
  /** @type {Awaited<ReturnType<typeof startWebKitDriver>> | undefined} */
  #driver;

  constructor() {
    // Classic WebDriver, as the launcher uses it (webdriverio would otherwise ask for a WebDriver BiDi session too).
    super({ capabilities: { ...webkitCapabilities(), 'wdio:enforceWebDriverClassic': true } });
    this.concurrency = 1;
  }

  /** Starts Xvfb and WebKitWebDriver, and points webdriverio at the driver (it then starts no driver of its own). */
  async initialize(config) {
    this.#driver = await startWebKitDriver();
    this.options = { ...this.options, protocol: 'http', hostname: '127.0.0.1', port: this.#driver.port, path: '/' };
    // concurrency 1 makes the launcher run the test pages in its one window, not in iframes.
    await super.initialize({ ...config, concurrency: 1 });
    this.name = 'WebKit';
  }

  /**
   * Sends WebDriver key actions (`keyDown`/`keyUp` of WebDriver key values) to the page; a key
   * held down stays down across calls until its `keyUp`.
   *
   * @param {string} sessionId
   * @param {Array<{ type: 'keyDown' | 'keyUp', value: string }>} actions
   */
  keyActions(sessionId, actions) {
    if (!this.driverManager) throw new Error('Not initialized');
    return this.driverManager.performActions(sessionId, [{ type: 'key', id: 'keyboard', actions }]);
  }

  /**
   * The accessible names WebKit computes (WebDriver's "Get Computed Label") of the elements that
   * `script` returns when run in the page with `args`, in that order.
   *
   * @param {string} script the body of a function whose value is an array of elements
   * @param {unknown[]} args
   * @returns {Promise<string[]>}
   */
  async computedLabels(script, args) {
    if (!this.driver) throw new Error('Not initialized');
    const elements = /** @type {Record<string, string>[]} */ (await this.driver.execute(script, ...args));
    const labels = [];
    for (const element of elements) labels.push(await this.driver.getElementComputedLabel(element[ELEMENT_KEY]));
    return labels;
  }

  /** Ends the WebDriver session, then stops the driver and Xvfb. */
  async stop() {
    await super.stop();
    await this.#driver?.close();
    this.#driver = undefined;
  }
}

/** The key of an element reference in WebDriver's JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** Keys by the names tests give them (puppeteer's), as WebDriver key values; other keys are their character. */
const WEBDRIVER_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: '\uE00D',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
};

/**
 * The `shop-send-keys` command (`sendKeys` of test/browser/helpers.ts): `{ press }`, `{ type }`,
 * `{ down }` or `{ up }`, as @web/test-runner-commands' `sendKeys` takes them, in every engine.
 * That one cannot hold a key down through WebDriver (Shift+Tab), and Firefox over WebDriver BiDi
 * knows no key named `Space` (puppeteer's key `' '` is the same key, code `Space`).
 */
export function sendKeysPlugin() {
  return {
    name: 'shop-send-keys',
    /** @param {{ command: string, payload: any, session: any }} args */
    async executeCommand({ command, payload, session }) {
      if (command !== 'shop-send-keys') return undefined;
      const launcher = session.browser instanceof BrowserPool ? session.browser.launcherOf(session.id) : session.browser;
      const key = (/** @type {string} */ name) => (name === 'Space' ? ' ' : name);
      if (session.browser.type === 'puppeteer') {
        const { keyboard } = session.browser.getPage(session.id);
        if ('press' in payload) await keyboard.press(key(payload.press));
        else if ('type' in payload) await keyboard.type(payload.type);
        else if ('down' in payload) await keyboard.down(key(payload.down));
        else if ('up' in payload) await keyboard.up(key(payload.up));
        return true;
      }
      if (launcher instanceof WebKitLauncher) {
        const value = (/** @type {string} */ name) => WEBDRIVER_KEYS[/** @type {keyof typeof WEBDRIVER_KEYS} */ (name)] ?? name;
        /** @type {Array<{ type: 'keyDown' | 'keyUp', value: string }>} */
        const actions = [];
        if ('press' in payload) actions.push({ type: 'keyDown', value: value(payload.press) }, { type: 'keyUp', value: value(payload.press) });
        else if ('type' in payload) for (const c of payload.type) actions.push({ type: 'keyDown', value: c }, { type: 'keyUp', value: c });
        else if ('down' in payload) actions.push({ type: 'keyDown', value: value(payload.down) });
        else if ('up' in payload) actions.push({ type: 'keyUp', value: value(payload.up) });
        await launcher.keyActions(session.id, actions);
        return true;
      }
      throw new Error(`shop-send-keys: no way to send keys to ${session.browser.name}`);
    },
  };
}

/**
 * The `accessible-names` command (`announcedNames` of test/browser/helpers.ts), `{ prefix }`:
 * `{ names }`, the names the engine itself computes, in document order, of the nodes whose name
 * starts with `prefix`; `names` is `null` where the test runner cannot read them (Firefox over WebDriver BiDi: no
 * accessibility snapshot, and its accessibility locator does not enter shadow roots).
 * Chromium: its accessibility tree (puppeteer's snapshot over CDP). WebKit: WebDriver's computed
 * label of the elements that the page's `window.__nameCandidates(prefix)` gives (the page's
 * elements that may be so named; see helpers.ts).
 */
export function accessibleNamesPlugin() {
  return {
    name: 'accessible-names',
    /** @param {{ command: string, payload: any, session: any }} args */
    async executeCommand({ command, payload, session }) {
      if (command !== 'accessible-names') return undefined;
      const launcher = session.browser instanceof BrowserPool ? session.browser.launcherOf(session.id) : session.browser;
      const prefix = String(payload.prefix);
      if (session.browser.type === 'puppeteer') {
        const page = session.browser.getPage(session.id);
        if (page.browser().protocol !== 'cdp') return { names: null };
        /** @typedef {{ name?: string, children?: AxNode[] }} AxNode */
        /** @type {string[]} */
        const names = [];
        const walk = (/** @type {AxNode} */ node) => {
          if (node.name?.startsWith(prefix)) names.push(node.name);
          for (const child of node.children ?? []) walk(child);
        };
        walk((await page.accessibility.snapshot()) ?? {});
        return { names };
      }
      if (launcher instanceof WebKitLauncher) {
        const labels = await launcher.computedLabels('return window.__nameCandidates(arguments[0])', [prefix]);
        return { names: labels.filter((label) => label.startsWith(prefix)) };
      }
      return { names: null };
    },
  };
}

/**
 * The launchers of `engines`, in that order.
 *
 * @param {readonly import('./engines.mjs').Engine[]} engines
 */
export function testLaunchers(engines) {
  const make = { chromium: () => chromiumLauncher(), firefox: () => firefoxLauncher(), webkit: () => new WebKitLauncher() };
  return engines.map((engine) => make[engine]());
}
