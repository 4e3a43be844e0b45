/**
 * The Driver over puppeteer-core: Debian's Chromium over CDP, Debian's Firefox ESR over WebDriver
 * BiDi (scripts/engines.mjs).
 */
import puppeteer, { type Browser, type BrowserContext, type Cookie, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { firefoxLaunchOptions } from '../../scripts/engines.mjs';
import {
  type BrowserCookie,
  type Driver,
  type Locator,
  PAGE_FIND,
  PROBLEMS_EXPRESSION,
  composedTextExpression,
  describeLocator,
  poll,
  serializeLocator,
} from './driver.js';

/** How to start a browser. */
export interface PuppeteerBrowserOptions {
  engine: 'chromium' | 'firefox';
  /**
   * Accept any certificate (CDP `Security.setIgnoreCertificateErrors` in Chromium, the
   * `acceptInsecureCerts` capability in Firefox); false by default.
   */
  acceptInsecureCerts?: boolean;
  /** More Chromium flags (e.g. `--ignore-certificate-errors-spki-list=…`); Chromium only. */
  chromiumArgs?: string[];
  /** The profile directory to start with (a fresh temporary one by default); Chromium only. */
  userDataDir?: string;
  /** The program to start instead of Debian's (a wrapper, for instance); Firefox only. */
  firefoxPath?: string;
}

function toBrowserCookie(cookie: Cookie): BrowserCookie {
  const key = typeof cookie.partitionKey === 'string' ? cookie.partitionKey : cookie.partitionKey?.sourceOrigin;
  return {
    name: cookie.name,
    domain: cookie.domain,
    path: cookie.path,
    secure: cookie.secure,
    httpOnly: cookie.httpOnly ?? false,
    sameSite: cookie.sameSite ?? '(none)',
    ...(key ? { partitionKey: key } : {}),
  };
}

const onHost = (host: string) => (cookie: Cookie) => cookie.domain === host || cookie.domain === `.${host}`;

/** Starts Debian's Chromium or Firefox ESR (headless, a fresh temporary profile unless `userDataDir`). */
export function launchBrowser(opts: PuppeteerBrowserOptions): Promise<Browser> {
  const acceptInsecureCerts = opts.acceptInsecureCerts ?? false;
  return opts.engine === 'chromium'
    ? puppeteer.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        // puppeteer adds its own --headless flag.
        args: [...TEST_CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')), ...(opts.chromiumArgs ?? [])],
        acceptInsecureCerts,
        ...(opts.userDataDir ? { userDataDir: opts.userDataDir } : {}),
      })
    : puppeteer.launch({ ...firefoxLaunchOptions(), acceptInsecureCerts, ...(opts.firefoxPath ? { executablePath: opts.firefoxPath } : {}) });
}

/**
 * A Driver on a new page of `browser`. With `isolated`, the page opens in a new browser context
 * of its own (its own cookies and storage; a WebDriver BiDi user context in Firefox) and
 * `close()` closes that context; otherwise in the default context, and `close()` closes the
 * browser. (Chromium's CDP browser contexts are off-the-record profiles, which block third-party
 * cookies: give Chromium a browser of its own per session instead.) `newTab()` opens another page
 * in the same context (`BrowserContext.newPage()`, `Browser.newPage()` for the default one).
 */
export async function puppeteerDriver(browser: Browser, engine: 'chromium' | 'firefox', opts: { isolated?: boolean } = {}): Promise<Driver> {
  const context = opts.isolated ? await browser.createBrowserContext() : browser.defaultBrowserContext();
  const page: Page = opts.isolated ? await context.newPage() : ((await browser.pages())[0] ?? (await browser.newPage()));
  const newPage = () => (opts.isolated ? context.newPage() : browser.newPage());
  return pageDriver(page, engine, context, newPage, () => (opts.isolated ? context.close() : browser.close()));
}

/** The Driver of one page of `context`; `close` ends what the driver stands for (the page, its context or the browser). */
function pageDriver(page: Page, engine: 'chromium' | 'firefox', context: BrowserContext, newPage: () => Promise<Page>, close: () => Promise<void>): Driver {
  const seen: string[] = [];
  page.on('console', (message) => {
    const where = message.location().url ?? '';
    // Headless Chromium asks for /favicon.ico by itself; the demo has none. Not the page's doing.
    if (message.type() === 'error' && !where.endsWith('/favicon.ico')) seen.push(`console error: ${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error instanceof Error ? error.message : String(error)}`));

  const find = async (locator: Locator): Promise<ElementHandle<Element>> =>
    poll(
      () => `${describeLocator(locator)} on ${page.url()}`,
      async () => {
        const handle = await page.evaluateHandle(`${PAGE_FIND}(${serializeLocator(locator)})`);
        const element = handle.asElement() as ElementHandle<Element> | null;
        if (!element) await handle.dispose();
        return element;
      },
    );

  const driver: Driver = {
    engine,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async url() {
      return page.url();
    },
    async click(locator) {
      // A tab in the background runs no animation frame, which puppeteer's click waits for.
      await page.bringToFront();
      const element = await find(locator);
      await element.click();
      await element.dispose();
    },
    async fill(locator, value) {
      await page.bringToFront();
      const element = await find(locator);
      await element.evaluate((field) => {
        (field as HTMLInputElement).focus();
        (field as HTMLInputElement).select();
      });
      await page.keyboard.press('Backspace');
      await page.keyboard.type(value);
      await element.dispose();
    },
    async waitForText(text, within) {
      await poll(
        () => `text ${String(text)}${within ? ` in ${within}` : ''} on ${page.url()}`,
        async () => {
          const shown = (await page.evaluate(composedTextExpression(within))) as string;
          return typeof text === 'string' ? shown.includes(text) : text.test(shown);
        },
      );
    },
    async waitForUrl(pattern) {
      return poll(
        () => `an address matching ${pattern} (at ${page.url()})`,
        async () => (pattern.test(page.url()) ? page.url() : undefined),
      );
    },
    async waitFor<T>(what: string, expression: string) {
      return poll<T>(
        () => `${what} on ${page.url()}`,
        async () => (await page.evaluate(expression)) as T,
      );
    },
    async evaluate<T>(expression: string) {
      return (await page.evaluate(expression)) as T;
    },
    async problems() {
      const kept = await page.evaluate(PROBLEMS_EXPRESSION).catch(() => [] as string[]);
      return [...seen, ...(kept as string[])];
    },
    async cookies(host) {
      // Chromium: every cookie of the profile, partitioned ones with their partition key (CDP
      // Storage.getCookies). Firefox: WebDriver BiDi storage.getCookies, which gives no partition.
      return (await context.cookies()).filter(onHost(host)).map(toBrowserCookie);
    },
    async newTab() {
      const tab = await newPage();
      return pageDriver(tab, engine, context, newPage, () => tab.close());
    },
    async close() {
      await close();
    },
  };
  return driver;
}
