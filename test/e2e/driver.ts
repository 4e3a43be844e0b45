/**
 * One small driver for the three engines, so that a test is written once: puppeteer-core drives
 * Chromium (CDP) and Firefox ESR (WebDriver BiDi); plain WebDriver HTTP drives WebKitGTK's
 * MiniBrowser (driver-webdriver.ts). Elements are found by role and accessible name, or by text,
 * through open shadow roots, by one script that runs in the page (PAGE_FIND) in every engine.
 * Waits poll a condition until it holds or a deadline passes (then they fail, naming what they
 * waited for); nothing sleeps for a fixed time.
 */
import type { Engine } from '../../scripts/engines.mjs';

/** What to find: by role and name, by label, by text, or by CSS; optionally inside an element. */
export interface Locator {
  /** ARIA role, explicit or implicit (`button`, `link`, `textbox`, `searchbox`, `heading`, …). */
  role?: string;
  /** Accessible name: a string matches the whole trimmed name; a RegExp searches it. */
  name?: string | RegExp;
  /** A form field by its label (its accessible name), for textboxes and the like. */
  label?: string | RegExp;
  /** An element whose own composed text contains this (string) or matches it (RegExp). */
  text?: string | RegExp;
  /** A CSS selector, matched in the document and in every open shadow root. */
  css?: string;
  /** CSS selector of an element (any depth, through shadow roots) to search inside. */
  within?: string;
}

/** A cookie as the browser holds it. */
export interface BrowserCookie {
  name: string;
  domain: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  /** `Strict`, `Lax`, `None`, or what the engine reports when it names no policy. */
  sameSite: string;
  /** The top-level site of the cookie's partition (CHIPS / Firefox's partitioning); absent when not partitioned. */
  partitionKey?: string;
}

/** A browser session driven the same way in every engine. Every wait fails after `timeoutMs` (30 s by default). */
export interface Driver {
  readonly engine: Engine;
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Reloads the page and waits for its load event. */
  reload(): Promise<void>;
  /** The address of the page shown. */
  url(): Promise<string>;
  /** Waits for the first visible element `locator` finds, then clicks it as a user would (pointer events). */
  click(locator: Locator): Promise<void>;
  /** Waits for the field, empties it, then types `value` into it. */
  fill(locator: Locator, value: string): Promise<void>;
  /** Waits until the composed text (through shadow roots) of the page, or of `within`, contains `text`. */
  waitForText(text: string | RegExp, within?: string): Promise<void>;
  /** Waits until the page's address matches `pattern`; gives the address. */
  waitForUrl(pattern: RegExp): Promise<string>;
  /**
   * Waits until `expression` (JavaScript evaluated in the page) gives a truthy value, and gives
   * that value (JSON-serializable). `what` names the condition in the failure message.
   */
  waitFor<T>(what: string, expression: string): Promise<T>;
  /** Evaluates `expression` in the page and gives its (JSON-serializable) value; a promise is awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** Page errors, console errors and CSP violations seen so far (in every page of the session). */
  problems(): Promise<string[]>;
  /**
   * The cookies the browser holds whose domain is `host` (e.g. `platform.test`). WebKit over
   * WebDriver can list only the cookies of the page shown: it opens `firstPartyUrl` (a page on
   * `host`) to read them, so call this last.
   */
  cookies(host: string, firstPartyUrl: string): Promise<BrowserCookie[]>;
  /**
   * Opens another tab of the same browser session (same cookies, storage, Web Locks and
   * BroadcastChannels) and gives its Driver, whose `close()` closes that tab alone. Puppeteer: a
   * new page of the same browser context; WebKit: a new window of the same WebDriver session
   * (WebDriver "New Window"; each command switches to its window first).
   */
  newTab(): Promise<Driver>;
  /** Ends the session (and its browser); on a driver from `newTab()`, closes that tab. */
  close(): Promise<void>;
}

/** How long a wait lasts before it fails. */
export const TIMEOUT_MS = 30_000;

/**
 * The page-side finder, as source text (never a compiled function: tsx would add helpers the page
 * does not have). Called with a serialized Locator, gives the first visible match or null.
 */
export const PAGE_FIND = String.raw`(function find(q) {
  const roots = (root, out) => {
    out.push(root);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots(el.shadowRoot, out);
    return out;
  };
  const deepAll = (scope, css) => {
    const found = [];
    const start = scope.shadowRoot ? [scope, scope.shadowRoot] : [scope];
    for (const s of start) for (const r of roots(s, [])) for (const el of r.querySelectorAll(css)) found.push(el);
    return found;
  };
  const text = (node) => {
    if (node.nodeType === 3) return node.data;
    if (node.nodeType !== 1 && node.nodeType !== 11) return '';
    if (node.nodeType === 1 && ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return '';
    let out = '';
    if (node.shadowRoot) out += text(node.shadowRoot);
    else if (node.tagName === 'SLOT') for (const n of node.assignedNodes({ flatten: true })) out += text(n);
    if (!node.shadowRoot) for (const n of node.childNodes) out += text(n);
    return out;
  };
  const norm = (s) => s.replace(/\s+/g, ' ').trim();
  const visible = (el) => {
    if (el.checkVisibility) return el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    return el.getClientRects().length > 0;
  };
  const role = (el) => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0];
    const tag = el.tagName;
    if (tag === 'BUTTON' || tag === 'SUMMARY') return 'button';
    if (tag === 'A' && el.hasAttribute('href')) return 'link';
    if (tag === 'TEXTAREA') return 'textbox';
    if (tag === 'SELECT') return el.multiple ? 'listbox' : 'combobox';
    if (/^H[1-6]$/.test(tag)) return 'heading';
    if (tag === 'INPUT') {
      const type = (el.getAttribute('type') || 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'search') return 'searchbox';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'number') return 'spinbutton';
      if (['text', 'email', 'tel', 'url', 'password'].includes(type)) return 'textbox';
    }
    return '';
  };
  const byIds = (el, ids) => ids.split(/\s+/).map((id) => el.getRootNode().getElementById(id)).filter(Boolean).map((n) => text(n)).join(' ');
  const name = (el) => {
    const labelledby = el.getAttribute('aria-labelledby');
    if (labelledby) { const t = norm(byIds(el, labelledby)); if (t) return t; }
    const label = el.getAttribute('aria-label');
    if (label && norm(label)) return norm(label);
    if (el.labels && el.labels.length) { const t = norm([...el.labels].map((l) => text(l)).join(' ')); if (t) return t; }
    if (el.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes(el.type)) return norm(el.value || '');
    if (['button', 'link', 'heading', 'tab', 'menuitem', 'option'].includes(role(el)) || el.tagName === 'SUMMARY') {
      const t = norm(text(el));
      if (t) return t;
      const img = el.querySelector('img[alt]');
      if (img) return norm(img.alt);
    }
    return norm(el.getAttribute('placeholder') || el.getAttribute('title') || '');
  };
  const matches = (value, want) => {
    if (want === undefined) return true;
    if (typeof want === 'string') return value === want;
    return new RegExp(want.source, want.flags).test(value);
  };
  const contains = (value, want) => (typeof want === 'string' ? value.includes(want) : new RegExp(want.source, want.flags).test(value));
  const scopes = q.within ? deepAll(document, q.within) : [document];
  for (const scope of scopes) {
    const candidates = deepAll(scope, q.css || '*');
    for (const el of candidates) {
      if (q.role && role(el) !== q.role) continue;
      if (q.name !== undefined && !matches(name(el), q.name)) continue;
      if (q.label !== undefined && !matches(name(el), q.label)) continue;
      if (q.text !== undefined) {
        if (!contains(norm(text(el)), q.text)) continue;
        // The innermost element holding the text, not every ancestor of it.
        if ([...el.children, ...(el.shadowRoot ? el.shadowRoot.children : [])].some((c) => contains(norm(text(c)), q.text))) continue;
      }
      if (!visible(el)) continue;
      return el;
    }
  }
  return null;
})`;

/** The composed text (through shadow roots and slots) of the page, or of the first element `within` finds; '' when there is none. */
export function composedTextExpression(within?: string): string {
  return String.raw`(() => {
    const text = (node) => {
      if (node.nodeType === 3) return node.data;
      if (node.nodeType !== 1 && node.nodeType !== 11) return '';
      if (node.nodeType === 1 && ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return '';
      let out = '';
      if (node.shadowRoot) out += text(node.shadowRoot);
      else if (node.tagName === 'SLOT') for (const n of node.assignedNodes({ flatten: true })) out += text(n);
      if (!node.shadowRoot) for (const n of node.childNodes) out += text(n);
      return out;
    };
    const roots = (root, out) => { out.push(root); for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots(el.shadowRoot, out); return out; };
    const css = ${JSON.stringify(within ?? null)};
    let target = document.body;
    if (css) { target = null; for (const r of roots(document, [])) { target = r.querySelector(css); if (target) break; } }
    return target ? text(target).replace(/\s+/g, ' ').trim() : '';
  })()`;
}

/** A Locator as JSON for the page (RegExps as `{ source, flags }`). */
export function serializeLocator(locator: Locator): string {
  return JSON.stringify(locator, (_key, value: unknown) => (value instanceof RegExp ? { source: value.source, flags: value.flags } : value));
}

/** A Locator in words, for failure messages. */
export function describeLocator(locator: Locator): string {
  return Object.entries(locator)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

/**
 * The probe every demo page loads first (startDemo's `probeScript`): keeps page errors, unhandled
 * rejections, console.error calls and CSP violations in the tab's sessionStorage
 * (`e2e:problems`, a JSON array of strings) across the pages of the shop's origin. Read with
 * {@link PROBLEMS_EXPRESSION}.
 */
export const PROBLEMS_PROBE = String.raw`(() => {
  const KEY = 'e2e:problems';
  const keep = (text) => {
    try {
      const seen = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      seen.push(location.pathname + ': ' + text);
      sessionStorage.setItem(KEY, JSON.stringify(seen));
    } catch (e) { /* no storage: nothing kept */ }
  };
  addEventListener('error', (e) => keep('error: ' + (e.error && e.error.stack ? e.error.stack.split('\n')[0] : e.message)));
  addEventListener('unhandledrejection', (e) => keep('unhandled rejection: ' + String(e.reason && e.reason.message ? e.reason.message : e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => keep('securitypolicyviolation: ' + e.violatedDirective + ' ' + e.blockedURI));
  const error = console.error;
  console.error = function (...args) { keep('console.error: ' + args.map(String).join(' ')); return error.apply(this, args); };
})();
`;

/** Reads what {@link PROBLEMS_PROBE} kept on the shop's origin (on a page of that origin). */
export const PROBLEMS_EXPRESSION = `JSON.parse(sessionStorage.getItem('e2e:problems') || '[]')`;

/**
 * Polls `check` until it gives a value other than undefined/null/false, or fails after
 * `timeoutMs` with `what` (a function is asked at the failure, to say the state then).
 */
export async function poll<T>(what: string | (() => string), check: () => Promise<T | undefined | null | false>, timeoutMs = TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
      lastError = undefined;
    } catch (error) {
      // A navigation in progress (the page's context went away): try again on the next page.
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}${lastError ? ` (last error: ${String(lastError)})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
