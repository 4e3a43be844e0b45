/**
 * A price also shown in the storefront's `display-currency` (README, "Prices in the buyer's
 * currency"), converted with the content detail's `exchangeRates` (spec "Content detail": a map of
 * currency code to rate; read as units of that currency per one unit of the price's currency, the
 * sandbox's rates from KRW). Display only: what is sent (cart, order) never changes. Part of the
 * content group's chunk, so the core does not grow with it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatPrice, type Language } from '../../i18n/i18n.js';
import { strings } from './strings.js';
import { tellSetup } from '../../ui/config-error.js';

/** Codes already warned about (one console warning per code and page). */
const warned = new Set<string>();

/**
 * `display-currency` of `storefront` as an ISO 4217 code (upper case), or null: absent, blank, or
 * not a code this browser knows as a currency (`Intl.supportedValuesOf('currency')`; then one
 * console warning, the storefront's setup message `display-currency`).
 */
export function displayCode(storefront: (Element & { displayCurrency?: string | null }) | undefined): string | null {
  const value = storefront?.displayCurrency;
  const code = value?.trim().toUpperCase();
  if (!code) return null;
  if (Intl.supportedValuesOf('currency').includes(code)) return code;
  if (!warned.has(code)) {
    warned.add(code);
    tellSetup({ level: 'warn', element: 'shop-storefront', about: `display-currency="${value}"`, kind: 'display-currency', value: value! }, storefront!);
  }
  return null;
}

/**
 * `≈ $56.88 (estimate)` (the page language's format of `code`) for `amount` (major unit of
 * `currency`, the price's), with an accessible text ("Estimate: about $56.88"); `nothing` when
 * there is no code, no rate for it, or it is the price's own currency.
 */
export function convertedPrice(
  amount: number,
  currency: string,
  code: string | null,
  rates: Record<string, number>,
  language: Language,
): TemplateResult | typeof nothing {
  const rate = code && code !== currency.toUpperCase() ? rates[code] : undefined;
  if (!code || !rate) return nothing;
  const price = formatPrice(amount * rate, code, language);
  return html`<span class="hint" part="converted-price"
    ><span aria-hidden="true">${strings(language, 'estimate', { price })}</span
    ><span class="visually-hidden">${strings(language, 'estimateLabel', { price })}</span></span
  >`;
}
