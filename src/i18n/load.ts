/**
 * Loads the language packs: each language is split in parts that follow the CDN bundle's element
 * groups (./i18n.ts, `Part`), each part its own chunk (`cdn/locale-<language>-<part>-<hash>.js`
 * next to dist/shop-elements.js), fetched once, when a storefront or an element first needs it, so
 * that a page downloads only its language and the parts of the elements it holds (a catalog page:
 * `core` alone). A `<shop-storefront>` asks for its language when it connects, an element
 * for its own at its first update; the import itself starts in the next task, just after the
 * elements' first API requests. The CDN core asks for a group's part when it loads the group's
 * chunk (src/cdn/lazy.ts), so that the two arrive together.
 */
import { packs, usedParts, type Language, type Part } from './i18n.js';

type PartModule = Promise<{ default: object }>;

/** The dynamic import of each part (literal paths: the bundler makes one chunk per language and part). */
export const importers: Record<Language, Record<Part, () => PartModule>> = {
  ko: {
    core: () => import('./locales/ko/core.js'),
    product: () => import('./locales/ko/product.js'),
    content: () => import('./locales/ko/content.js'),
    cart: () => import('./locales/ko/cart.js'),
    checkout: () => import('./locales/ko/checkout.js'),
    payment: () => import('./locales/ko/payment.js'),
    account: () => import('./locales/ko/account.js'),
    order: () => import('./locales/ko/order.js'),
    viewer: () => import('./locales/ko/viewer.js'),
    buyer: () => import('./locales/ko/buyer.js'),
    boards: () => import('./locales/ko/boards.js'),
  },
  en: {
    core: () => import('./locales/en/core.js'),
    product: () => import('./locales/en/product.js'),
    content: () => import('./locales/en/content.js'),
    cart: () => import('./locales/en/cart.js'),
    checkout: () => import('./locales/en/checkout.js'),
    payment: () => import('./locales/en/payment.js'),
    account: () => import('./locales/en/account.js'),
    order: () => import('./locales/en/order.js'),
    viewer: () => import('./locales/en/viewer.js'),
    buyer: () => import('./locales/en/buyer.js'),
    boards: () => import('./locales/en/boards.js'),
  },
  ja: {
    core: () => import('./locales/ja/core.js'),
    product: () => import('./locales/ja/product.js'),
    content: () => import('./locales/ja/content.js'),
    cart: () => import('./locales/ja/cart.js'),
    checkout: () => import('./locales/ja/checkout.js'),
    payment: () => import('./locales/ja/payment.js'),
    account: () => import('./locales/ja/account.js'),
    order: () => import('./locales/ja/order.js'),
    viewer: () => import('./locales/ja/viewer.js'),
    buyer: () => import('./locales/ja/buyer.js'),
    boards: () => import('./locales/ja/boards.js'),
  },
};

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
      .then(() => importers[language][part]())
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
