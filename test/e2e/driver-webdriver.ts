/**
 * The Driver over plain WebDriver HTTP (W3C WebDriver classic): WebKitGTK's MiniBrowser through
 * WebKitWebDriver, under Xvfb (scripts/engines.mjs). WebKitWebDriver has no console and no
 * WebDriver BiDi (a session asking for `webSocketUrl` is refused), so page errors come from the
 * probe every demo page loads (PROBLEMS_PROBE).
 */
import { startWebKitDriver, webkitCapabilities } from '../../scripts/engines.mjs';
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

/** The WebDriver reference of an element (W3C: the key is a fixed string). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [ELEMENT_KEY]: string };

/** A running WebKitWebDriver (with its Xvfb), to open sessions on. */
export interface WebKitService {
  /** The driver's address, `http://127.0.0.1:<port>`. */
  url: string;
  /** Stops the driver and Xvfb. */
  close(): Promise<void>;
}

/** Starts Xvfb and WebKitWebDriver (scripts/engines.mjs); rejects when either does not start. */
export function startWebKit(): Promise<WebKitService> {
  return startWebKitDriver();
}

/** A WebDriver command's failure: `error` is the W3C error code (`no such element`, …). */
export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`WebDriver ${command}: ${error}: ${message}`);
  }
}

/**
 * Opens a MiniBrowser session (a fresh, ephemeral profile) on `service`.
 *
 * @param opts.acceptInsecureCerts The `acceptInsecureCerts` capability (false by default).
 * @param opts.binary The browser program WebKitWebDriver starts instead of Debian's MiniBrowser
 *   (a wrapper that execs it, for instance).
 * @throws WebDriverError when the session is not created.
 */
export async function launchWebKit(service: WebKitService, opts: { acceptInsecureCerts?: boolean; binary?: string } = {}): Promise<Driver> {
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${service.url}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok)
      throw new WebDriverError(`${method} ${path.replace(/^\/session\/[^/]+/, '')}`, answer.value.error ?? String(res.status), answer.value.message ?? '');
    return answer.value;
  };
  const capabilities = webkitCapabilities({ acceptInsecureCerts: opts.acceptInsecureCerts ?? false });
  if (opts.binary) capabilities['webkitgtk:browserOptions'].binary = opts.binary;
  const created = await call<{ sessionId: string }>('POST', '/session', { capabilities: { alwaysMatch: capabilities } });
  const session = `/session/${created.sessionId}`;
  const first = await call<string>('GET', `${session}/window`);

  // WebDriver commands act on the session's current window: each window's commands switch to it
  // first, one command at a time in the session (two windows' waits may run at once).
  let current: string | null = first;
  let queue: Promise<unknown> = Promise.resolve();
  const inWindow = <T>(handle: string, run: () => Promise<T>): Promise<T> => {
    const next = queue.then(async () => {
      if (current !== handle) {
        await call('POST', `${session}/window`, { handle });
        current = handle;
      }
      return run();
    });
    queue = next.catch(() => undefined);
    return next;
  };
  return windowDriver(first, () => call('DELETE', session).then(() => undefined));

  /** The Driver of the window `handle`; `close` ends what it stands for (the session, or the window). */
  function windowDriver(handle: string, close: () => Promise<void>): Driver {
    const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => inWindow(handle, () => call<T>(method, `${session}${path}`, body));
    const currentUrl = () => send<string>('GET', '/url');

    /** Runs `expression` in the page and gives its value, a promise awaited (execute/async). */
    const evaluate = async <T>(expression: string): Promise<T> => {
      const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${expression})).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const result = await send<{ value?: T; error?: string }>('POST', '/execute/async', { script, args: [] });
      if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
      return result.value as T;
    };

    const find = async (locator: Locator): Promise<string> =>
      poll(`${describeLocator(locator)} on ${await currentUrl().catch(() => '?')}`, async () => {
        const found = await send<ElementRef | null>('POST', '/execute/sync', {
          script: `return ${PAGE_FIND}(arguments[0]);`,
          args: [JSON.parse(serializeLocator(locator))],
        });
        return found?.[ELEMENT_KEY];
      });

    return {
      engine: 'webkit',
      async goto(url) {
        await send('POST', '/url', { url });
      },
      async reload() {
        await send('POST', '/refresh', {});
      },
      url: currentUrl,
      async click(locator) {
        const element = await find(locator);
        await send('POST', `/element/${element}/click`, {});
      },
      async fill(locator, value) {
        const element = await find(locator);
        await send('POST', `/element/${element}/clear`, {});
        await send('POST', `/element/${element}/value`, { text: value });
      },
      async waitForText(text, within) {
        await poll(`text ${String(text)}${within ? ` in ${within}` : ''}`, async () => {
          const shown = await evaluate<string>(composedTextExpression(within));
          return typeof text === 'string' ? shown.includes(text) : text.test(shown);
        });
      },
      async waitForUrl(pattern) {
        let last = '';
        return poll(
          () => `an address matching ${pattern} (last: ${last})`,
          async () => {
            last = await currentUrl();
            return pattern.test(last) ? last : undefined;
          },
        );
      },
      async waitFor<T>(what: string, expression: string) {
        return poll<T>(what, () => evaluate<T>(expression));
      },
      evaluate,
      async problems() {
        return evaluate<string[]>(PROBLEMS_EXPRESSION).catch(() => []);
      },
      async cookies(host, firstPartyUrl) {
        // WebDriver lists the cookies of the page shown: open a page on `host` first.
        await send('POST', '/url', { url: firstPartyUrl });
        const cookies = await send<Array<{ name: string; domain: string; path: string; secure: boolean; httpOnly: boolean; sameSite?: string }>>(
          'GET',
          '/cookie',
        );
        return cookies
          .filter((cookie) => cookie.domain === host || cookie.domain === `.${host}`)
          .map((cookie): BrowserCookie => ({
            name: cookie.name,
            domain: cookie.domain,
            path: cookie.path,
            secure: cookie.secure,
            httpOnly: cookie.httpOnly,
            sameSite: cookie.sameSite ?? '(none)',
          }));
      },
      async newTab() {
        // A window rather than a tab: MiniBrowser's extra tab is a hidden page (document.visibilityState
        // "hidden"), a second window is shown like the first.
        const { handle: opened } = await send<{ handle: string }>('POST', '/window/new', { type: 'window' });
        return windowDriver(opened, () =>
          inWindow(opened, async () => {
            // The session has no current window after this: the next command switches first.
            current = null;
            await call('DELETE', `${session}/window`);
          }),
        );
      },
      async close() {
        await close().catch(() => undefined);
      },
    };
  }
}
