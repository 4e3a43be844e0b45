/**
 * Test helpers: every test gets a fresh sandbox site (its own carts, buyers and orders) and
 * mounts real elements against it. Nothing here stubs `fetch`.
 */
import { fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand, setViewport, type SendKeysPayload } from '@web/test-runner-commands';
import type { ReactiveElement, TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../../src/index.js';
import 'axe-core/axe.min.js';

// `accessible()` checks every WCAG 2.0–2.2 A/AA rule axe has, including the WCAG 2.2 target-size
// rule (24×24 px minimum) that axe leaves off by default.
(window as unknown as { axe: { configure(c: unknown): void } }).axe.configure({ rules: [{ id: 'target-size', enabled: true }] });
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { Shop } from '../../src/state/shop.js';
import type { ShopEventDetails } from '../../src/events/index.js';
import { resolveLanguage } from '../../src/i18n/i18n.js';
import { loadLocale } from '../../src/i18n/load.js';

declare global {
  interface Window {
    __SANDBOX_URL__: string;
    __CROSS_SITE_SANDBOX_URL__: string;
  }
}

export const sandboxUrl = (): string => window.__SANDBOX_URL__;

/**
 * The same sandbox by its loopback address (`http://127.0.0.1:<port>`): another *site* than the test
 * pages (`http://localhost:<port>`), so the browser keeps none of its cookies on the pages' calls,
 * as for a shop and a platform on two domains (the guest cart's device cookie never comes back).
 */
export const crossSiteSandboxUrl = (): string => window.__CROSS_SITE_SANDBOX_URL__;

/** Calls a sandbox test endpoint (`/__sandbox{path}`) and returns its JSON answer; throws on a non-2xx answer. */
export async function admin<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandboxUrl()}/__sandbox${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`sandbox ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A fresh site whose allowed origins include this test page. `currency` (checkout metadata,
 * orders, payment starts) and `payment_form_method` (`payment.method` of payment starts) change
 * what the platform answers.
 */
export async function newSite(opts: { currency?: string; payment_form_method?: string } = {}): Promise<string> {
  const { site_key } = await admin<{ site_key: string }>('POST', '/sites', { origins: [location.origin], ...opts });
  return site_key;
}

/** A buyer token for `siteKey`, without the sign-in page. */
export async function buyerToken(siteKey: string, name = 'Test Buyer', email = 'buyer@example.com'): Promise<string> {
  const { token } = await admin<{ token: string }>('POST', '/login', { site_key: siteKey, name, email });
  return token;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  has_token: boolean;
  /** The `Host` the call was sent to (which name of the sandbox). */
  host?: string | null;
  /** Response status; null when none was sent. */
  status: number | null;
  /** The client went away before an answer. */
  aborted?: boolean;
}

/** Every storefront request the site received, in order. */
export async function requests(siteKey: string): Promise<RecordedRequest[]> {
  return (await admin<{ requests: RecordedRequest[] }>('GET', `/requests?site_key=${encodeURIComponent(siteKey)}`)).requests;
}

/**
 * The site's storefront requests with this method whose decoded path is `path` (or matches it),
 * in the order the sandbox received them.
 */
export async function calls(siteKey: string, method: string, path: string | RegExp): Promise<RecordedRequest[]> {
  return (await requests(siteKey)).filter(
    (r) => r.method === method && (typeof path === 'string' ? decodeURIComponent(r.path) === path : path.test(decodeURIComponent(r.path))),
  );
}

/** The site's `POST /guest-cart` requests (a line added to the guest cart), in order. */
export const guestCartAdds = (siteKey: string): Promise<RecordedRequest[]> => calls(siteKey, 'POST', '/guest-cart');

let markers = 0;

/**
 * Every storefront request the site received up to now, without waiting a while for one that
 * may still come: sends a marker request (`GET /__marker/<n>`, which the sandbox records and
 * answers 404) and returns what was recorded before it. A request this page started before the
 * call (a click's write, a read on connect) is recorded before the marker, so a test can prove
 * that something was not sent.
 */
export async function sentSoFar(siteKey: string): Promise<RecordedRequest[]> {
  const marker = `/__marker/${++markers}`;
  await fetch(`${sandboxUrl()}/api/storefront/v1${marker}`, { headers: { 'X-Service-Site-Key': siteKey } });
  const all = await requests(siteKey);
  return all
    .slice(
      0,
      all.findIndex((r) => r.path === marker),
    )
    .filter((r) => !r.path.startsWith('/__marker/'));
}

/**
 * Waits until the page has finished what it started for `siteKey`: every request sent so far
 * (see `sentSoFar`) is answered (or aborted), a task has run after the answers (handlers of their
 * answers, timers set with no delay, `unhandledrejection`), and each of `elements` has finished
 * rendering. For assertions that something happened once or not at all.
 */
export async function settled(siteKey: string, ...elements: Element[]): Promise<void> {
  const sent = (await sentSoFar(siteKey)).length;
  await untilAsync(async () => (await requests(siteKey)).slice(0, sent).every((r) => r.status !== null || r.aborted), 'every request answered');
  await nextTask();
  for (const el of elements) await (el as Partial<ReactiveElement>).updateComplete;
  await nextTask();
}

export interface Fault {
  method?: string;
  path: string;
  kind: 'status' | 'latency' | 'malformed' | 'html' | 'drop' | 'hang';
  status?: number;
  body?: unknown;
  delay_ms?: number;
  retry_after?: string;
  times?: number;
  /** True: the platform handles the request first (acts), then its answer is lost or corrupted. */
  after?: boolean;
}

/** The next `times` matching requests of the site fail as described. */
export async function injectFault(siteKey: string, fault: Fault): Promise<void> {
  await admin('POST', '/faults', { site_key: siteKey, ...fault });
}

export async function clearFaults(siteKey: string): Promise<void> {
  await admin('DELETE', `/faults?site_key=${encodeURIComponent(siteKey)}`);
}

/** Sets a product's or content's description, or a post's body, to arbitrary seller HTML. */
export async function setSellerHtml(siteKey: string, kind: 'product' | 'content' | 'post', id: number, htmlText: string): Promise<void> {
  await admin('POST', '/seller-html', { site_key: siteKey, kind, id, html: htmlText });
}

/**
 * Mounts `<shop-storefront>` (memory token storage, English; `displayCurrency`: its
 * `display-currency`; `baseUrl`: the platform, by default the sandbox on the pages' own site;
 * `guestCart`: its `guest-cart`) around `content` and waits for its first render and for the
 * strings of its language. Returns the storefront.
 */
export async function mountShop(
  siteKey: string,
  content: TemplateResult,
  opts: { language?: string; token?: string; displayCurrency?: string | null; baseUrl?: string; guestCart?: string } = {},
): Promise<ShopStorefront> {
  const el = await fixture<ShopStorefront>(
    html`<shop-storefront
      site-key=${siteKey}
      base-url=${opts.baseUrl ?? sandboxUrl()}
      guest-cart=${ifDefined(opts.guestCart)}
      language=${opts.language ?? 'en'}
      token-storage="memory"
      display-currency=${ifDefined(opts.displayCurrency ?? undefined)}
      >${content}</shop-storefront
    >`,
  );
  if (opts.token) await el.shop!.session.useToken(opts.token);
  // Elements render once their language's strings are loaded: wait for them and that render.
  await loadLocale(resolveLanguage(opts.language ?? 'en'));
  await Promise.all([...el.querySelectorAll('*')].map((c) => (c as Partial<ReactiveElement>).updateComplete));
  return el;
}

/** The shadow root of the first `selector` inside `root` (light DOM). */
export function shadowOf(root: ParentNode, selector: string): ShadowRoot {
  const el = root.querySelector(selector);
  if (!el?.shadowRoot) throw new Error(`no shadow root for ${selector}`);
  return el.shadowRoot;
}

/** Waits until `fn` returns a truthy value, and returns it. */
export async function until<T>(fn: () => T | null | undefined | false, message = 'condition', timeout = 8000): Promise<T> {
  let out: T | null | undefined | false;
  await waitUntil(() => (out = fn()), message, { timeout });
  return out as T;
}

/**
 * Presses, types, holds or releases keys as a user does (`{ press: 'Enter' }`, `{ type: 'shirt' }`,
 * `{ down: 'Shift' }`, `{ up: 'Shift' }`; key names as puppeteer's), in every engine: the
 * `shop-send-keys` command of scripts/browser-launchers.mjs.
 */
export async function sendKeys(payload: SendKeysPayload): Promise<void> {
  await executeServerCommand('shop-send-keys', payload);
}

/** The elements of the page in the order of its flat tree (shadow trees in place of their hosts' children, slots filled). */
function* flatTree(el: Element): Generator<Element> {
  yield el;
  const assigned = el instanceof HTMLSlotElement ? el.assignedElements({ flatten: true }) : [];
  const children = el.shadowRoot ? el.shadowRoot.children : assigned.length > 0 ? assigned : el.children;
  for (const child of children) yield* flatTree(child);
}

/** Elements that take an accessible name from their author or their content. */
const NAMED = 'a[href], button, summary, input, select, textarea, dialog, h1, h2, h3, h4, h5, h6, img[alt], [role], [aria-label], [aria-labelledby]';

/** An element's name as the DOM gives it: its `aria-label`, else its text (whitespace collapsed). */
/** The text of `node` without its `aria-hidden="true"` parts (what a screen reader reads of it). */
const spokenText = (node: Node): string =>
  node instanceof Element
    ? node.getAttribute('aria-hidden') === 'true'
      ? ''
      : [...node.childNodes].map(spokenText).join('')
    : node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? '')
      : '';
const domName = (el: Element): string => (el.getAttribute('aria-label') ?? spokenText(el)).replace(/\s+/g, ' ').trim();

/**
 * The shown elements that may be named starting with `prefix` (their DOM name starts with it,
 * spaces aside), in flat-tree order: those whose name WebKit is asked for (see announcedNames).
 */
function nameCandidates(prefix: string): Element[] {
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  return [...flatTree(document.documentElement)].filter((el) => el.matches(NAMED) && el.checkVisibility() && squeeze(domName(el)).startsWith(squeeze(prefix)));
}
(window as unknown as { __nameCandidates: typeof nameCandidates }).__nameCandidates = nameCandidates;

/**
 * The accessible names the engine computes for the page (what a screen reader announces), in
 * document order, of the nodes whose name starts with `prefix` (the `accessible-names` command of
 * scripts/browser-launchers.mjs). Chromium: its accessibility tree. WebKit: the name WebKit computes
 * for each element that may be so named. Firefox, whose names the test runner cannot read over
 * WebDriver BiDi: the names the DOM gives (`aria-label`, else the text), which is weaker — the
 * engine's own computation is what catches a name that reads differently from its markup (a
 * visually hidden part is announced with a space before it: "Quick view : Linen Shirt").
 */
export async function announcedNames(prefix: string): Promise<string[]> {
  const { names } = await executeServerCommand<{ names: string[] | null }, { prefix: string }>('accessible-names', { prefix });
  return (
    names ??
    nameCandidates(prefix)
      .map(domName)
      .filter((name) => name.startsWith(prefix))
  );
}

/** Visible text of an element's shadow root (whitespace collapsed). */
export function textOf(el: Element): string {
  return (el.shadowRoot?.textContent ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Polls an async check until it gives a truthy value, and returns it. */
export async function untilAsync<T>(fn: () => Promise<T | null | undefined | false>, message = 'condition', timeout = 8000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const out = await fn();
    if (out) return out;
    if (Date.now() > end) throw new Error(`Timed out waiting for: ${message}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One turn of the event loop: the timers set with no delay before the call have run. */
export const nextTask = (): Promise<void> => new Promise((r) => setTimeout(r));

/**
 * Waits until seller HTML under `root` has had every chance to run a script smuggled into it:
 * each image has loaded or failed (so its `load`/`error` handlers would have run; lazy images,
 * which a page out of view never loads, are made eager first) and a task ran after that (events
 * such as `toggle` that were queued meanwhile). Not animation frames: a page out of view, as a
 * test page running beside another one is, renders none.
 */
export async function sellerHtmlSettled(root: ParentNode): Promise<void> {
  for (const img of root.querySelectorAll('img')) img.loading = 'eager';
  const pending = () => [...root.querySelectorAll('img')].filter((img) => !img.complete);
  await until(() => pending().length === 0, 'the images of the seller HTML loaded or failed').catch((e: Error) => {
    throw new Error(
      `${e.message}: ${pending()
        .map((img) => img.outerHTML)
        .join(' ')}`,
    );
  });
  await nextTask();
}

/** The first element matching `selector` in `el`'s shadow root, or null. */
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null => el.shadowRoot!.querySelector<T>(selector);

/** Every element matching `selector` in `el`'s shadow root, in document order. */
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [...el.shadowRoot!.querySelectorAll<T>(selector)];

/**
 * Types `value` into the field matching `selector` in `el`'s shadow root (an input, a textarea:
 * `[name="phone"]`, `textarea`) the way a user does: sets the value and fires a bubbling,
 * composed `input` event. Throws when there is no such field.
 */
export function type(el: Element, selector: string, value: string): void {
  const field = $<HTMLInputElement | HTMLTextAreaElement>(el, selector);
  if (!field) throw new Error(`no field ${selector} in <${el.localName}>`);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/**
 * Collects the `detail` of every `name` event that reaches the document, in order; `prevent`
 * cancels each one (so that its default action, e.g. leaving for the sign-in page, does not run).
 * Call `stop()` when done.
 */
export function listen<K extends keyof ShopEventDetails>(name: K, prevent = false): { seen: ShopEventDetails[K][]; stop(): void } {
  const seen: ShopEventDetails[K][] = [];
  const handler = (e: Event) => {
    seen.push((e as CustomEvent<ShopEventDetails[K]>).detail);
    if (prevent) e.preventDefault();
  };
  document.addEventListener(name, handler);
  return { seen, stop: () => document.removeEventListener(name, handler) };
}

/** The radio labelled `label` inside the group whose legend starts with `legend` (a product detail's options). */
export function radio(sr: ShadowRoot, legend: string, label: string): HTMLInputElement {
  const group = [...sr.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent?.trim().startsWith(legend));
  const found = [...(group?.querySelectorAll('label') ?? [])].find(
    (l) =>
      l
        .querySelector('span:not([aria-hidden]):not(.hint)')
        ?.textContent?.trim()
        .replace(/ \(.*\)$/, '') === label,
  );
  if (!found) throw new Error(`no radio ${legend} / ${label}`);
  return found.querySelector('input')!;
}

/** Puts Cotton T-Shirt (on sale 15000) × 2 and the "Lifetime access" option of content 501 (option sale 79000) in the shop's cart. */
export async function fillCart(shop: Shop): Promise<{ variant_id: number; option_id: number }> {
  const product = await shop.client.product(102);
  const variant = product.variants.find((v) => v.is_active)!;
  const content = await shop.client.content(501);
  const option = content.options[0]!;
  await shop.cart.add({ item_type: 'product', product_id: 102, variant_id: variant.variant_id, quantity: 2 });
  await shop.cart.add({ item_type: 'content', option_id: option.option_id });
  return { variant_id: variant.variant_id, option_id: option.option_id };
}

/**
 * Sets the page's viewport (`@web/test-runner-commands`' setViewport), or skips the running test
 * where the engine's driver cannot (WebKitGTK through WebKitWebDriver: "Setting viewport is not
 * supported for browser type webdriver"); the layout at that width is then checked in Chromium and
 * Firefox. In an `after` hook, pass no `test`: an engine without it changed nothing to put back.
 */
export async function viewport(size: { width: number; height: number }, test?: Mocha.Context): Promise<void> {
  try {
    await setViewport(size);
  } catch (error) {
    if (!String(error).includes('not supported')) throw error;
    test?.skip();
  }
}
