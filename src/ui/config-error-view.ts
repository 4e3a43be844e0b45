/**
 * The configuration-error state's console message and template (see ./config-error.ts, whose
 * `configErrorView` loads this module the first time an element has a problem: a page whose
 * attributes are right never downloads these texts), and the console texts of the page's setup
 * (./setup-texts.ts, for `tellSetup`).
 */
import { html, type TemplateResult } from 'lit';
import { fillPlaceholders, type Language } from '../i18n/i18n.js';
import en from '../i18n/locales/en/config-error.js';
import ko from '../i18n/locales/ko/config-error.js';
import ja from '../i18n/locales/ja/config-error.js';
import type { ConfigProblem, Expectation } from './config-error.js';

export { setupText } from './setup-texts.js';

/** What `expected` asks for, in English (the console message). */
function expects(e: Expectation): string {
  switch (e.kind) {
    case 'id':
      return 'a positive whole number (an id such as 101)';
    case 'ids':
      return 'a comma list of ids, such as "11,14"';
    case 'integer':
      return e.max === null ? `a whole number, ${e.min} or more` : `a whole number from ${e.min} to ${e.max}`;
    case 'one-of':
      return `one of: ${e.values.join(', ')}`;
    case 'site-url':
      return `an address on this site, such as "${e.example}"`;
    case 'id-or-url':
      return e.pattern ? `an id such as 101, or a page URL that matches url-pattern="${e.pattern}"` : `an id such as 101, or ?${e.param}=101 in the page URL`;
    case 'required':
      return `a value, such as "${e.example}"`;
  }
}

/**
 * The state's texts in the three languages (../i18n/locales/<language>/config-error.ts): not in
 * the language packs, whose `core` part every page loads, but here, in the chunk that only a page
 * set up wrong loads.
 */
const TEXTS: Record<Language, typeof en> = { ko, en, ja };

/** The text of `key` in `language`, `{name}` placeholders replaced by `vars.name`. */
function text(language: Language, key: keyof typeof en, vars?: Record<string, string | number>): string {
  return fillPlaceholders(TEXTS[language][key], vars);
}

/** The same, in the UI language (the element's own message). */
function expectsText(e: Expectation, language: Language): string {
  switch (e.kind) {
    case 'id':
      return text(language, 'id');
    case 'ids':
      return text(language, 'ids');
    case 'integer':
      return e.max === null ? text(language, 'integerFrom', { min: e.min }) : text(language, 'integer', { min: e.min, max: e.max });
    case 'one-of':
      return text(language, 'oneOf', { values: e.values.join(', ') });
    case 'site-url':
      return text(language, 'siteUrl', { example: e.example });
    case 'id-or-url':
      return e.pattern ? text(language, 'idOrPattern', { pattern: e.pattern }) : text(language, 'idOrUrl', { param: e.param });
    case 'required':
      return text(language, 'required', { example: e.example });
  }
}

const reported = new WeakMap<Element, Set<string>>();

/** One `console.error` per element, attribute and value: which, what it holds, and the fix. */
export function reportConfigProblems(host: Element, problems: readonly ConfigProblem[]): void {
  const seen = reported.get(host) ?? new Set<string>();
  reported.set(host, seen);
  for (const p of problems) {
    const key = `${p.attribute}\u0000${p.value ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const what = p.value === null ? `has no ${p.attribute}` : `${p.attribute}="${p.value}" is not valid`;
    console.error(
      `shop-elements: <${host.localName}> ${what}: it expects ${expects(p.expected)}. Fix the attribute; the element shows nothing else until then.`,
      host,
    );
  }
}

/**
 * The element's configuration-error state: which attributes are wrong and what they expect, each
 * problem a centred line under the centred title (a list for assistive technology, drawn without
 * bullets: a `<ul>`'s marker would sit at the box's edge, away from its centred text, and this
 * chunk has no stylesheet of its own to move it).
 */
export function configErrorTemplate(language: Language, problems: readonly ConfigProblem[]): TemplateResult {
  return html`<div class="status config-error" role="alert" part="config-error">
    <p><strong>${text(language, 'title')}</strong></p>
    <div role="list">
      ${problems.map(
        (p) =>
          html`<p role="listitem">
            <code>${p.value === null ? p.attribute : `${p.attribute}="${p.value}"`}</code>:
            ${p.value === null ? text(language, 'missing') : text(language, 'invalid')} ${expectsText(p.expected, language)}
          </p>`,
      )}
    </div>
  </div>`;
}
