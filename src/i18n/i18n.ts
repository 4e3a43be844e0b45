/**
 * UI strings and Intl formatting for the three languages the platform serves.
 * The strings live in language packs, one chunk per language and part (./locales/<language>/<part>.ts;
 * the parts follow the CDN bundle's core and element groups: `core` (with the catalog elements),
 * `lists` (the sort control and the content list), `product` (with the buy button's cart buttons,
 * which the content page uses too), `content`, `cart`, `checkout`, `payment`, `account`, `order`,
 * `viewer`, `boards`; and `buyer`, strings only, which account, order and viewer share), each loaded lazily (./load.ts): the main bundle
 * carries none of them, and a page loads only its language and the parts of the elements it
 * holds. Each element keeps a typed lookup `defineStrings('<tag>')` beside it, in which a missing
 * key is a type error. (The configuration-error state's texts are not in the packs but in the
 * chunk of its view, which only a page set up wrong loads: ../ui/config-error-view.ts.)
 */
import type core from './locales/en/core.js';
import type lists from './locales/en/lists.js';
import type product from './locales/en/product.js';
import type content from './locales/en/content.js';
import type cart from './locales/en/cart.js';
import type checkout from './locales/en/checkout.js';
import type payment from './locales/en/payment.js';
import type account from './locales/en/account.js';
import type order from './locales/en/order.js';
import type viewer from './locales/en/viewer.js';
import type buyer from './locales/en/buyer.js';
import type boards from './locales/en/boards.js';

export type Language = 'ko' | 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['ko', 'en', 'ja'];

/** The English parts, which define the namespaces and keys of every language. */
interface EnglishParts {
  core: typeof core;
  lists: typeof lists;
  product: typeof product;
  content: typeof content;
  cart: typeof cart;
  checkout: typeof checkout;
  payment: typeof payment;
  account: typeof account;
  order: typeof order;
  viewer: typeof viewer;
  buyer: typeof buyer;
  boards: typeof boards;
}
/** A part of the packs: the strings of one group of elements (see ./load.ts). */
export type Part = keyof EnglishParts;
export const PARTS: readonly Part[] = ['core', 'lists', 'product', 'content', 'cart', 'checkout', 'payment', 'account', 'order', 'viewer', 'buyer', 'boards'];
type English = typeof core &
  typeof lists &
  typeof product &
  typeof content &
  typeof cart &
  typeof checkout &
  typeof payment &
  typeof account &
  typeof order &
  typeof viewer &
  typeof buyer &
  typeof boards;

/** Namespaces of the packs: an element's tag, or a shared module's name (`common`, `buyer`…). */
export type Namespace = keyof English;
/** A whole language: every namespace and key of the English parts. */
export type Locale = { [N in Namespace]: Record<keyof English[N], string> };
/** One part of a language: exactly the namespaces and keys of the English part. */
export type LocalePart<P extends Part> = { [N in keyof EnglishParts[P]]: Record<keyof EnglishParts[P][N], string> };
/** The part that holds namespace `N`. */
type PartOf<N extends Namespace> = { [P in Part]: N extends keyof EnglishParts[P] ? P : never }[Part];

/** Where each namespace is (typed: a namespace in the wrong part or in none is a type error). */
const PART_OF: { [N in Namespace]: PartOf<N> } = {
  'shop-cart-count': 'core',
  'shop-cart-drawer': 'core',
  'shop-login': 'core',
  common: 'core',
  price: 'core',
  card: 'core',
  'shop-product-list': 'core',
  'shop-content-list': 'lists',
  'shop-category-filter': 'core',
  'shop-tag-filter': 'core',
  'shop-search': 'core',
  'shop-sort': 'lists',
  // Shared by the product page, the content page and the buy button: in `product`, which the
  // content and buy groups load too (GROUP_PARTS).
  gallery: 'product',
  'cart-actions': 'product',
  'shop-product-detail': 'product',
  'shop-content-detail': 'content',
  'shop-cart': 'cart',
  // What <shop-cart-drawer> shows once open, loaded with <shop-cart> (its title is in core).
  'cart-drawer': 'cart',
  'shop-checkout': 'checkout',
  'shop-payment-result': 'payment',
  'shop-order-list': 'account',
  'shop-order-detail': 'order',
  'shop-order-lines': 'account',
  'shop-my-contents': 'account',
  'shop-content-viewer': 'viewer',
  buyer: 'buyer',
  'shop-board': 'boards',
  'shop-post': 'boards',
};

/**
 * The CDN bundle's element groups (src/cdn/groups/) that have no part of their own: their tags.
 * Their strings are in the part GROUP_STRINGS names.
 */
export const GROUP_TAGS = {
  catalog: ['shop-product-list', 'shop-category-filter', 'shop-tag-filter', 'shop-search'],
  contents: ['shop-content-list'],
  sort: ['shop-sort'],
  buy: ['shop-add-to-cart'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The part with the strings of each group of GROUP_TAGS: the catalog's are in `core` (a catalog
 * page loads one part); the content list's and the sort control's in `lists`, which a catalog
 * page without them does not download; the buy button's (the cart buttons) in `product`, which
 * the product and content pages load too.
 */
export const GROUP_STRINGS: Readonly<Record<keyof typeof GROUP_TAGS, Part>> = { catalog: 'core', contents: 'lists', sort: 'lists', buy: 'product' };

/**
 * The elements whose strings each part holds, besides the groups of GROUP_TAGS, with the shared
 * namespaces they use (`core` is every element's). The CDN loader (src/cdn/loader.ts) imports the
 * parts of a page's tags with their chunks.
 */
export const PART_TAGS: Readonly<Record<Part, readonly string[]>> = {
  // The elements of the CDN bundle's core.
  core: ['shop-storefront', 'shop-cart-count', 'shop-cart-drawer', 'shop-login'],
  // Strings only: the groups contents and sort (GROUP_STRINGS).
  lists: [],
  product: ['shop-product-detail'],
  content: ['shop-content-detail'],
  cart: ['shop-cart'],
  checkout: ['shop-checkout'],
  payment: ['shop-payment-result'],
  account: ['shop-order-list', 'shop-order-lines', 'shop-my-contents'],
  order: ['shop-order-detail'],
  viewer: ['shop-content-viewer'],
  // Strings only: what the three parts above share (loaded with each, see GROUP_PARTS).
  buyer: [],
  boards: ['shop-board', 'shop-post'],
};
/**
 * The parts a group's elements need besides `core`, where they are not just the group's own: the
 * buyer's pages share the `buyer` part; the content detail uses the gallery and cart buttons of
 * the `product` part.
 */
const GROUP_PARTS: Readonly<Partial<Record<Part, readonly Part[]>>> = {
  content: ['content', 'product'],
  account: ['account', 'buyer'],
  order: ['order', 'buyer'],
  viewer: ['viewer', 'buyer'],
};

/** The parts a group's elements need besides `core` (its own, unless GROUP_PARTS says otherwise). */
export function partsOfGroup(part: Part): readonly Part[] {
  return GROUP_PARTS[part] ?? [part];
}

/** `core` and the parts of `part`'s group. */
const withCore = (part: Part): readonly Part[] => (part === 'core' ? ['core'] : ['core', ...partsOfGroup(part)]);
const PARTS_OF_TAG = new Map<string, readonly Part[]>([
  ...PARTS.flatMap((part) => PART_TAGS[part].map((tag) => [tag, withCore(part)] as const)),
  ...(Object.keys(GROUP_TAGS) as (keyof typeof GROUP_TAGS)[]).flatMap((group) =>
    GROUP_TAGS[group].map((tag) => [tag, withCore(GROUP_STRINGS[group])] as const),
  ),
]);

/**
 * The parts an element needs: `core` and its own group's; for a tag of no group (a subclass
 * registered under another name), every part the page's code uses.
 */
export function partsOfTag(tag: string): Iterable<Part> {
  return PARTS_OF_TAG.get(tag) ?? usedParts;
}

/** The strings loaded so far, by language (parts merged as they arrive; filled by ./load.ts). */
export const packs: Partial<Record<Language, Partial<Locale>>> = {};

/**
 * The parts the code on this page uses: every `defineStrings` call adds its namespace's part when
 * its module runs (a chunk's modules add theirs when the chunk arrives). A language is ready when
 * these parts are loaded (./load.ts).
 */
export const usedParts = new Set<Part>(['core']);

/** A lookup `(language, key, vars?) => text`; `{name}` placeholders are replaced by `vars.name`. */
export type Translate<K extends string> = (language: Language, key: K, vars?: Record<string, string | number>) => string;

/**
 * The lookup of `namespace` in the loaded packs: the language's text, else English when that
 * pack is loaded, else an empty string — never the raw key. (In the browser, elements render
 * only once their language is loaded: see `localeReady` in ./load.ts. On a server that renders
 * before loading a pack, the markup simply has no text yet.)
 */
export function defineStrings<N extends Namespace>(namespace: N): Translate<keyof English[N] & string> {
  usedParts.add(PART_OF[namespace]);
  const pick = (language: Language, key: string) => (packs[language]?.[namespace] as Record<string, string> | undefined)?.[key];
  return (language, key, vars) => fillPlaceholders(pick(language, key) ?? pick('en', key) ?? '', vars);
}

/** `text` with its `{name}` placeholders replaced by `vars.name` (one without a value stays as written). */
export function fillPlaceholders(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
}

/** `ko`, `en` or `ja` from an attribute or `<html lang>` (`ja-JP` → `ja`); else `ko`. */
export function resolveLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const c of candidates) {
    const base = c?.toLowerCase().split('-')[0];
    const found = LANGUAGES.find((l) => l === base);
    if (found) return found;
  }
  return 'ko';
}

const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A price in the currency's major unit, e.g. `₩12,000`, `¥1,200`, `$12.50`. */
export function formatPrice(amount: number, currency: string, language: Language): string {
  const key = `${language}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency });
    } catch {
      format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 });
    }
    numberFormats.set(key, format);
  }
  return format.format(amount);
}

/** A number with grouping (`1,234`). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALES[language], options).format(value);
}

/** A date (and time) for display; `null` when `date` is null. */
export function formatDateTime(date: Date | null, language: Language, withTime = true): string | null {
  if (!date) return null;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

export function localeOf(language: Language): string {
  return LOCALES[language];
}
