/** Price display: the price to pay, and the base price struck through when on sale. */
import { html, nothing, type TemplateResult } from 'lit';
import { defineStrings, formatPrice, type Language } from '../i18n/i18n.js';

const strings = defineStrings('price');

/**
 * The display currency (ISO 4217) when neither the price, the storefront's `currency` attribute nor
 * the platform names one: the default of `<shop-storefront currency>` (docs/spec/public-api.md).
 */
export const DEFAULT_CURRENCY = 'KRW';

/** "Price unavailable" in `language`: a price the platform sent that cannot be read (never shown as 0). */
export function unavailablePrice(language: Language): string {
  return strings(language, 'unavailable');
}

export interface PriceParts {
  /** What the buyer pays, in the major unit; null when the platform's price could not be read ("Price unavailable"). */
  price: number | null;
  /** The regular price when on sale. */
  base?: number | null;
  currency: string;
  language: Language;
}

export function priceTemplate({ price, base, currency, language }: PriceParts): TemplateResult {
  if (price === null) return html`<span class="price unavailable" part="price price-unavailable">${unavailablePrice(language)}</span>`;
  const onSale = base !== undefined && base !== null && base > price;
  return html`<span class="price" part="price">
    ${onSale ? html`<s part="base-price"><span class="visually-hidden">${strings(language, 'regular')}</span>${formatPrice(base, currency, language)}</s>` : nothing}
    <span class=${onSale ? 'sale' : ''} part="sale-price">${formatPrice(price, currency, language)}</span>
  </span>`;
}
