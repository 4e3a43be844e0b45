/**
 * Loads the language packs: each is its own chunk (`cdn/locale-<language>-<hash>.js` next to
 * dist/shop-elements.js), fetched once, when a storefront or an element first needs it, so that
 * a page downloads only its language. A `<shop-storefront>` asks for its language when it
 * connects, an element for its own at its first update; the import itself starts in the next task,
 * just after the elements' first API requests.
 */
import { packs, type Language, type Locale } from './i18n.js';

/** The dynamic import of each pack (literal paths: the bundler makes one chunk per language). */
export const importers: Record<Language, () => Promise<{ default: Locale }>> = {
  ko: () => import('./locales/ko.js'),
  en: () => import('./locales/en.js'),
  ja: () => import('./locales/ja.js'),
};

const pending = new Map<Language, Promise<void>>();

/** True once `language`'s pack is loaded (its strings can be shown). */
export function localeReady(language: Language): boolean {
  return !!packs[language];
}

/**
 * Loads `language`'s pack; one request at a time per language. Never rejects: a failed load is
 * logged and tried again on the next call (check `localeReady` after it settles).
 */
export function loadLocale(language: Language): Promise<void> {
  if (packs[language]) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    // The import starts in the next task: the elements' first API requests, which go out in the
    // current one, are not held behind it (the pack is small and arrives alongside their answers).
    loading = new Promise<void>((resolve) => setTimeout(resolve))
      .then(() => importers[language]())
      .then(
        (m) => void (packs[language] = m.default),
        (error) => console.warn(`shop-elements: the "${language}" strings did not load.`, error),
      )
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}
