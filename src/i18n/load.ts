/**
 * Loads the language packs: each language is split in parts that follow the CDN bundle's element
 * groups (./i18n.ts, `Part`), each part its own chunk (`cdn/locale-<language>-<part>-<hash>.js`
 * next to dist/shop-elements.js), fetched once, when a storefront or an element first needs it, so
 * that a page downloads only its language and the parts of the elements it holds (a catalog page:
 * `core` alone). A `<shop-storefront>` asks for its language when it connects, an element
 * for its own at its first update; the import itself starts in the next task, just after the
 * elements' first API requests. The CDN loader (src/cdn/loader.ts) imports the parts of a page's
 * tags with their chunks, so that the two arrive together (the same address: one request).
 */
import { packs, usedParts, type Language, type Part } from './i18n.js';
import { importPart } from './import-part.js';

/** The parts loaded, by language. */
const loaded: Record<Language, Set<Part>> = { ko: new Set(), en: new Set(), ja: new Set() };
const pending = new Map<string, Promise<void>>();

/**
 * True once `language`'s strings for `parts` are loaded (default: every part the code on this
 * page uses, see `usedParts` in ./i18n.ts).
 */
export function localeReady(language: Language, parts: Iterable<Part> = usedParts): boolean {
  for (const part of parts) if (!loaded[language].has(part)) return false;
  return true;
}

/**
 * Loads `language`'s strings for `parts` (default: every part the code on this page uses); one
 * request at a time per language and part. Never rejects: a failed part is logged and tried again
 * on the next call (check `localeReady` after it settles).
 */
export function loadLocale(language: Language, parts: Iterable<Part> = usedParts): Promise<void> {
  return Promise.all([...parts].map((part) => loadPart(language, part))).then(() => {});
}

function loadPart(language: Language, part: Part): Promise<void> {
  if (loaded[language].has(part)) return Promise.resolve();
  const key = `${language}/${part}`;
  let loading = pending.get(key);
  if (!loading) {
    // The import starts in the next task: the elements' first API requests, which go out in the
    // current one, are not held behind it (the part is small and arrives alongside their answers).
    loading = new Promise<void>((resolve) => setTimeout(resolve))
      .then(() => importPart(language, part))
      .then(
        (m) => {
          packs[language] = { ...packs[language], ...m.default };
          loaded[language].add(part);
        },
        (error) => console.warn(`shop-elements: the "${language}" strings (${part}) did not load.`, error),
      )
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}
