/**
 * The configuration-error state's console message and template (see ./config-error.ts, whose
 * `configErrorView` loads this module the first time an element has a problem: a page whose
 * attributes are right never downloads these texts), and the console texts of the page's setup
 * (./setup-texts.ts, for `tellSetup`).
 */
import { html, type TemplateResult } from 'lit';
import { common } from '../i18n/common.js';
import type { Language } from '../i18n/i18n.js';
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

/** The same, in the UI language (the element's own message). */
function expectsText(e: Expectation, language: Language): string {
  switch (e.kind) {
    case 'id':
      return common(language, 'cfgId');
    case 'ids':
      return common(language, 'cfgIds');
    case 'integer':
      return e.max === null ? common(language, 'cfgIntegerFrom', { min: e.min }) : common(language, 'cfgInteger', { min: e.min, max: e.max });
    case 'one-of':
      return common(language, 'cfgOneOf', { values: e.values.join(', ') });
    case 'site-url':
      return common(language, 'cfgSiteUrl', { example: e.example });
    case 'id-or-url':
      return e.pattern ? common(language, 'cfgIdOrPattern', { pattern: e.pattern }) : common(language, 'cfgIdOrUrl', { param: e.param });
    case 'required':
      return common(language, 'cfgRequired', { example: e.example });
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

/** The element's configuration-error state: which attributes are wrong and what they expect. */
export function configErrorTemplate(language: Language, problems: readonly ConfigProblem[]): TemplateResult {
  return html`<div class="status config-error" role="alert" part="config-error">
    <p><strong>${common(language, 'cfgTitle')}</strong></p>
    <ul>
      ${problems.map(
        (p) =>
          html`<li>
            <code>${p.value === null ? p.attribute : `${p.attribute}="${p.value}"`}</code>:
            ${p.value === null ? common(language, 'cfgMissing') : common(language, 'cfgInvalid')} ${expectsText(p.expected, language)}
          </li>`,
      )}
    </ul>
  </div>`;
}
