/**
 * Which of a count's two string forms fits a number in a language: `one` ("1 lesson") or `other`
 * ("0 lessons", "3 lessons"), by `Intl.PluralRules`. Korean and Japanese have only `other`; their
 * packs give both keys the same text. Strings with a count are keyed `<key>_one` / `<key>_other`.
 */
import { localeOf, type Language } from './i18n.js';

const rules = new Map<Language, Intl.PluralRules>();

/** `one` or `other` for `n` in `language`. */
export function pluralOf(n: number, language: Language): 'one' | 'other' {
  let r = rules.get(language);
  if (!r) rules.set(language, (r = new Intl.PluralRules(localeOf(language))));
  return r.select(n) === 'one' ? 'one' : 'other';
}
