/**
 * The configuration-error state, shared by every element (beside the loading, error and empty
 * states of ./status.ts): when an attribute a site owner wrote cannot work (`product-id="abc"`, a
 * missing required id, `limit="ten"`), the element shows which attribute is wrong and what it
 * expects, sends no request, and logs one `console.error` per element and attribute naming the
 * element, the attribute, the value and the fix — never a skeleton forever. The checks are here;
 * the messages and the template (./config-error-view.ts) are loaded when a problem is found.
 * So are the console texts of a page set up wrong beyond one element's attributes
 * ({@link SetupMessage}: the storefront's setup, a key the platform refuses, no storefront).
 */
import { readId } from './attribute-values.js';
import type { PageIdController } from './page-id.js';
import { sameSiteUrl } from '../state/redirect.js';
import type { Language } from '../i18n/i18n.js';

/** What an attribute accepts. */
export type Expectation =
  /** An id: a positive decimal integer. */
  | { kind: 'id' }
  /** A comma list of ids. */
  | { kind: 'ids' }
  /** A whole number from `min` (to `max`, when there is one; above it the value is clamped). */
  | { kind: 'integer'; min: number; max: number | null }
  | { kind: 'one-of'; values: readonly string[] }
  /** An http(s) address on this site. */
  | { kind: 'site-url'; example: string }
  /** A required id that may also come from the page URL. */
  | { kind: 'id-or-url'; param: string; pattern: string | null }
  /** Something that must be set (with an example). */
  | { kind: 'required'; example: string };

/** One attribute that cannot work: its text (null when missing) and what it accepts. */
export interface ConfigProblem {
  attribute: string;
  value: string | null;
  expected: Expectation;
}

/** The configuration-error state's texts and template: ./config-error-view.ts. */
export type ConfigErrorView = typeof import('./config-error-view.js');

let view: ConfigErrorView | undefined;
let loading: Promise<ConfigErrorView> | undefined;
/** Elements waiting for the view (one wait, and one failure message, per element at a time). */
const waiting = new WeakSet<Element>();

/** The view module, imported once (tried again after a failure). */
function loadView(): Promise<ConfigErrorView> {
  return (loading ??= import('./config-error-view.js').then(
    (m) => (view = m),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * The configuration-error view (its console message and its template), loaded the first time an
 * element has a problem: a page set up right never downloads it (in the CDN bundle it is a small
 * chunk of its own). Returns it once loaded; until then undefined, and `onLoad` runs once it is
 * there. A view that cannot load is told once per element in the console (the element, the
 * attributes that cannot work, the cause), and tried again on the element's next update.
 */
export function configErrorView(host: Element, problems: readonly ConfigProblem[], onLoad: () => void): ConfigErrorView | undefined {
  if (view) return view;
  if (waiting.has(host)) return undefined;
  waiting.add(host);
  loadView().then(
    () => {
      waiting.delete(host);
      onLoad();
    },
    (error: unknown) => {
      waiting.delete(host);
      const which = problems.map((p) => (p.value === null ? `no ${p.attribute}` : `${p.attribute}="${p.value}"`)).join(', ');
      console.error(`shop-elements: <${host.localName}> cannot work with ${which}: fix it (the code that explains it did not load).`, host, error);
    },
  );
  return undefined;
}

/**
 * A console message about the page's setup beyond one element's attributes: the storefront's own
 * attributes (../elements/shop-storefront/setup.ts), a key the platform refuses (401) or that
 * does not allow this page's origin (403), a storefront joining a shared shop with other settings,
 * an element that found no storefront (./shop-controller.ts). `element` is the tag it is about;
 * `about` names the attribute as written (`site-key=""`, `no site-key`, `token-storage="cookie"`),
 * which the console still gets when the texts cannot load.
 */
export type SetupMessage = { level: 'error' | 'warn'; element: string; about: string } &
  /** No site-key (`value` null), or a blank one (error). */
  (
    | { kind: 'site-key'; value: string | null }
    /** A base-url that is not an http(s) origin; `origin` the one it holds, if any (error). */
    | { kind: 'base-url'; value: string; origin: string | null }
    /** A base-url ending in the API path, trimmed to `origin` (warning). */
    | { kind: 'base-url-api-path'; value: string; origin: string }
    /** An unknown token-storage: `session` is used (warning). */
    | { kind: 'token-storage'; value: string }
    /** An unknown guest-cart: `auto` is used (warning). */
    | { kind: 'guest-cart'; value: string }
    /** A display-currency that is not an ISO 4217 code: no converted prices (warning; told by the content detail). */
    | { kind: 'display-currency'; value: string }
    /** An unknown language: `fallback` is used (warning). */
    | { kind: 'language'; value: string; fallback: Language }
    /** An unknown content-language: the UI language `fallback` is used (warning). */
    | { kind: 'content-language'; value: string; fallback: Language }
    /** A time-zone this browser does not know: `fallback` (`Asia/Seoul`) is used (warning). */
    | { kind: 'time-zone'; value: string; fallback: string }
    /** A storefront joined a shared shop whose `differ` settings (`language="ko"`…) apply (warning). */
    | { kind: 'shared'; siteKey: string; differ: readonly string[] }
    /** GET /site answered 401 (error). */
    | { kind: 'key-refused'; siteKey: string; platformOrigin: string }
    /** GET /site answered 403: `origin` is not among the key's allowed domains (error). */
    | { kind: 'origin-refused'; siteKey: string; origin: string }
    /** An element waited `waited` seconds for a storefront: none is defined (error). */
    | { kind: 'no-storefront-definition'; waited: number }
    /** The same, with `<shop-storefront>` defined but none in the page (error). */
    | { kind: 'no-storefront'; waited: number }
  );

/**
 * Logs `message` (console.error or console.warn, with `host`) once its text has loaded with the
 * view; if it cannot load, a shorter message that still names the element and the attribute.
 */
export function tellSetup(message: SetupMessage, host: Element): void {
  loadView().then(
    (v) => console[message.level](v.setupText(message), host),
    (error: unknown) =>
      console[message.level](`shop-elements: <${message.element}> ${message.about}: check it; the text that explains the problem did not load.`, host, error),
  );
}

// Checks of one attribute, as written by the page author (a property set by a script is its own business).

// An optional attribute left blank (`limit=""`, what many templates write for "none") counts as
// absent; a required id left blank is a problem (see ./page-id.ts).

/** The attribute's text, or null when absent or blank. */
function given(host: Element, attribute: string): string | null {
  const value = host.getAttribute(attribute);
  return value === null || value.trim() === '' ? null : value;
}

/** An optional id attribute: a problem when present and not an id. */
export function checkId(host: Element, attribute: string): ConfigProblem | null {
  const value = given(host, attribute);
  return value !== null && readId(value) === null ? { attribute, value, expected: { kind: 'id' } } : null;
}

/** An optional comma list of ids. */
export function checkIds(host: Element, attribute: string): ConfigProblem | null {
  const value = given(host, attribute);
  if (value === null) return null;
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.length === 0 || parts.some((p) => readId(p) === null) ? { attribute, value, expected: { kind: 'ids' } } : null;
}

/**
 * An optional whole number: a problem when it is not a decimal integer or is below `min`; above
 * `max` it is clamped by the reader ({@link readInteger}) and a warning says so once.
 */
export function checkInteger(host: Element, attribute: string, min: number, max: number | null = null): ConfigProblem | null {
  const value = given(host, attribute);
  if (value === null) return null;
  const n = /^\s*[0-9]+\s*$/.test(value) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < min) return { attribute, value, expected: { kind: 'integer', min, max } };
  if (max !== null && n > max) warnOnce(host, attribute, value, `<${host.localName}> ${attribute}="${value}" is more than ${max}: ${max} is used.`);
  return null;
}

/** A whole number from a property or attribute value, clamped to [min, max]; undefined when not one. */
export function readInteger(value: unknown, min: number, max: number | null = null): number | undefined {
  const n = typeof value === 'string' ? (/^\s*[0-9]+\s*$/.test(value) ? Number(value.trim()) : NaN) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min) return undefined;
  return max !== null && n > max ? max : n;
}

const warned = new WeakMap<Element, Set<string>>();

function warnOnce(host: Element, attribute: string, value: string, text: string): void {
  const seen = warned.get(host) ?? new Set<string>();
  warned.set(host, seen);
  if (seen.has(`${attribute}\u0000${value}`)) return;
  seen.add(`${attribute}\u0000${value}`);
  console.warn(`shop-elements: ${text}`, host);
}

/** An attribute with a fixed set of values (`required`: a missing one is a problem too). */
export function checkOneOf(host: Element, attribute: string, values: readonly string[], required = false): ConfigProblem | null {
  const value = given(host, attribute);
  if (value === null) return required ? { attribute, value, expected: { kind: 'one-of', values } } : null;
  return values.includes(value.trim()) ? null : { attribute, value, expected: { kind: 'one-of', values } };
}

/**
 * An attribute that must be present and not blank. `property` is the element's property of the
 * same name: React 19, Vue, Preact and Svelte set a property instead of the attribute whenever
 * the element has one (`for`), and a non-blank property counts as given.
 */
export function checkRequired(host: Element, attribute: string, example: string, property?: string | null): ConfigProblem | null {
  const value = host.getAttribute(attribute);
  if (typeof property === 'string' && property.trim() !== '') return null;
  return value === null || value.trim() === '' ? { attribute, value, expected: { kind: 'required', example } } : null;
}

/** An address on this site (checked as every link the elements follow: src/state/redirect.ts). */
export function checkSiteUrl(host: Element, attribute: string, example: string, required = false): ConfigProblem | null {
  const value = host.getAttribute(attribute);
  if (value === null || value.trim() === '') return required ? { attribute, value: null, expected: { kind: 'site-url', example } } : null;
  return sameSiteUrl(value) ? null : { attribute, value, expected: { kind: 'site-url', example } };
}

/** A required id that may come from the page URL (see ./page-id.ts). */
export function checkPageId(id: PageIdController): ConfigProblem | null {
  const problem = id.problem;
  if (!problem) return null;
  if (problem.kind === 'missing') {
    return { attribute: problem.attribute, value: null, expected: { kind: 'id-or-url', param: problem.param, pattern: problem.pattern } };
  }
  return problem.from === 'attribute'
    ? { attribute: problem.attribute, value: problem.value, expected: { kind: 'id' } }
    : { attribute: `?${problem.attribute.replace(/-/g, '_')}`, value: problem.value, expected: { kind: 'id' } };
}

/** The problems among `checks` (nulls dropped). */
export function problems(...checks: Array<ConfigProblem | null>): ConfigProblem[] {
  return checks.filter((p): p is ConfigProblem => p !== null);
}
