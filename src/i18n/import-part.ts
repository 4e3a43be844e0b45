/**
 * The import of a language pack's part (`locale-<language>-<part>`): in the package (and any app
 * bundler's build of it), literal imports, one per language and part, from which the bundler makes
 * one chunk each; tests may replace an entry of `importers`. The CDN build puts a smaller module in
 * this one's place (scripts/locale-packs.mjs): an `importPart` that imports the address computed
 * from the language and the part (`cdn/locale-<language>-<part>-<hash>.js`), lighter on every page
 * than this table of 36 imports.
 */
import type { Language, Part } from './i18n.js';

/** A part's module: its default export is the part's strings (./locales/<language>/<part>.ts). */
export type PartModule = Promise<{ default: object }>;

/** The dynamic import of each part (literal paths: the bundler makes one chunk per language and part). */
export const importers: Record<Language, Record<Part, () => PartModule>> = {
  ko: {
    core: () => import('./locales/ko/core.js'),
    lists: () => import('./locales/ko/lists.js'),
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
    lists: () => import('./locales/en/lists.js'),
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
    lists: () => import('./locales/ja/lists.js'),
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

/** Imports `language`'s part `part`; rejects when its file does not load. */
export function importPart(language: Language, part: Part): PartModule {
  return importers[language][part]();
}
