/**
 * The schema.org parts that both detail builders (./product-json-ld.ts, ./content-json-ld.ts)
 * make: offers, their availability, the item's `url`. Typed with `schema-dts` (a devDependency,
 * types only): only the builders import this module, and no public type reaches it, so the
 * package's typings never need schema-dts. In the chunk the two detail elements share (as
 * ./structured-data.ts). Prices in the currency's major unit.
 */
import type { AggregateOffer, ItemAvailability, Offer } from 'schema-dts';

/** schema.org's address, before a term (`${SCHEMA}InStock`). */
export const SCHEMA = 'https://schema.org/';
/** `availability` of an offer. */
export const availability = (inStock: boolean): ItemAvailability => `${SCHEMA}${inStock ? 'InStock' : 'OutOfStock'}` as ItemAvailability;

/** The page's address without its fragment: the item's `url`. */
export const pageUrl = (): string => location.href.split('#')[0]!;

/** One price: an `Offer`; several: an `AggregateOffer` from the lowest to the highest. None: no offer. */
export function offersOf(prices: number[], currency: string, inStock: boolean): Offer | AggregateOffer | undefined {
  if (!prices.length) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const common = { priceCurrency: currency, availability: availability(inStock), url: pageUrl() };
  return low === high
    ? { '@type': 'Offer', price: low, ...common }
    : { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: prices.length, ...common };
}

/** `{ offers }`, or nothing when there is none. */
export const withOffers = <T>(offers: T | undefined): { offers?: T } => (offers ? { offers } : {});
