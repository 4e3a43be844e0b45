/**
 * UI strings and Intl formatting for the three languages the platform serves.
 * The strings live in one language pack per language (./locales/en.ts, ko.ts, ja.ts), each a
 * lazily loaded chunk (./load.ts): the main bundle carries none of them. Each element keeps a
 * typed lookup `defineStrings('<tag>')` beside it, in which a missing key is a type error.
 */
import type en from './locales/en.js';

export type Language = 'ko' | 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['ko', 'en', 'ja'];

/** Namespaces of the packs: an element's tag, or a shared module's name (`common`, `buyer`…). */
export type Namespace = keyof typeof en;
/** A language pack: every namespace and key of the English pack (./locales/en.ts). */
export type Locale = { [N in Namespace]: Record<keyof (typeof en)[N], string> };

/** A lookup `(language, key, vars?) => text`; `{name}` placeholders are replaced by `vars.name`. */
export type Translate<K extends string> = (language: Language, key: K, vars?: Record<string, string | number>) => string;

/** The language packs loaded so far (filled by `loadLocale` in ./load.ts). */
export const packs: Partial<Record<Language, Locale>> = {};

/**
 * The lookup of `namespace` in the loaded packs: the language's text, else English when that
 * pack is loaded, else an empty string — never the raw key. (In the browser, elements render
 * only once their language is loaded: see `localeReady` in ./load.ts. On a server that renders
 * before loading a pack, the markup simply has no text yet.)
 */
export function defineStrings<N extends Namespace>(namespace: N): Translate<keyof (typeof en)[N] & string> {
  const pick = (language: Language, key: string) => (packs[language]?.[namespace] as Record<string, string> | undefined)?.[key];
  return (language, key, vars) => {
    const text = pick(language, key) ?? pick('en', key) ?? '';
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
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
