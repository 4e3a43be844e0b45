/**
 * The schema.org JSON-LD of `<shop-content-detail>` (README, "Search-engine data"), by content
 * type; in the content group's chunk (what the detail elements share is in ./structured-data.ts
 * and ./json-ld-offers.ts):
 *
 * - a `digital_content` content (and one without a known type): `Product` with an `Offer` (one
 *   price) or an `AggregateOffer` (`lowPrice`…`highPrice`, several prices), with `availability`;
 * - a `vod` content: `Course` with a `CourseInstance` (`courseMode` `Online`) and an `Offer` per
 *   purchase option on sale;
 * - a `live` or `offline` content: `Event` with `startDate` / `endDate` (the options' schedule, in
 *   the platform's local time as the spec's `<YYYY-MM-DD HH:MM:SS>` gives it, no zone),
 *   `eventAttendanceMode`, and for `live` a `VirtualLocation` (this page). The storefront API
 *   gives no venue for `offline` contents, so their `Event` has no `location`.
 *
 * Spec: docs/spec/storefront-api.md, "Content detail"; prices in the currency's major unit.
 */
import { DEFAULT_TIME_ZONE, isoInZone, parseSpecTime } from '../api/spec-time.js';
import type { Course, Event, Offer, Product, WithContext } from 'schema-dts';
import type { ContentDetail, ContentPurchaseOption, Priced } from '../api/readers/content.js';
import type { DetailJsonLd } from './structured-data.js';
import { SCHEMA, availability, offersOf, pageUrl, withOffers } from './json-ld-offers.js';

/** `<YYYY-MM-DD HH:MM:SS>` (a wall-clock time in the platform's `timeZone`) as ISO 8601 with that zone's offset, or undefined. */
function isoTime(text: string | null | undefined, timeZone: string): string | undefined {
  const moment = parseSpecTime(text, timeZone);
  return moment ? isoInZone(moment, timeZone) : undefined;
}

/** The earliest (`-1`) or latest (`1`) of ISO 8601 times, by the moment they name. */
function pick(times: string[], order: -1 | 1): string | undefined {
  return times.sort((a, b) => order * (Date.parse(b) - Date.parse(a)))[0];
}

/**
 * The JSON-LD of a content detail: `Course` (vod), `Event` (live, offline) or `Product`
 * (digital_content, and a content without a known type). `options`: the purchase options on
 * sale (past live/offline options left out); `currency`: the storefront's; `timeZone`: the
 * platform's (its times get that zone's offset: `2030-01-05T19:00:00+09:00`).
 */
export function contentJsonLd(
  c: ContentDetail,
  options: ContentPurchaseOption[],
  currency: string,
  description: string | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): DetailJsonLd {
  const base = {
    '@context': 'https://schema.org',
    name: c.title,
    ...(description ? { description } : {}),
    ...(c.images.length ? { image: c.images } : {}),
    url: pageUrl(),
    ...(c.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: c.average_rating, reviewCount: c.review_count, bestRating: 5 } as const }
      : {}),
  } as const;
  // An option whose price cannot be read is no offer (a search engine must never see it as free).
  const priced = options.filter((o): o is Priced<ContentPurchaseOption> => o.final_price !== null);
  const offers: Offer[] = priced.map((o) => ({
    '@type': 'Offer',
    name: o.title,
    price: o.final_price,
    priceCurrency: currency,
    availability: availability(true),
    url: base.url,
  }));
  /** A `Course`'s or an `Event`'s: an `Offer` per option on sale. */
  const perOption = withOffers(offers.length ? offers : undefined);
  if (c.content_type === 'vod') {
    return {
      ...base,
      '@type': 'Course',
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
      ...perOption,
    } satisfies WithContext<Course>;
  }
  if (c.content_type === 'live' || c.content_type === 'offline') {
    const starts = options.map((o) => isoTime(o.duration_start, timeZone)).filter((t): t is string => !!t);
    const ends = options.map((o) => isoTime(o.duration_end, timeZone)).filter((t): t is string => !!t);
    const startDate = pick(starts, -1) ?? isoTime(c.duration_start, timeZone);
    const endDate = pick(ends, 1) ?? isoTime(c.duration_end, timeZone);
    const live = c.content_type === 'live';
    return {
      ...base,
      '@type': 'Event',
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
      eventStatus: `${SCHEMA}EventScheduled`,
      eventAttendanceMode: `${SCHEMA}${live ? 'Online' : 'Offline'}EventAttendanceMode`,
      ...(live ? { location: { '@type': 'VirtualLocation', url: base.url } } : {}),
      ...perOption,
    } as WithContext<Event>;
  }
  return {
    ...base,
    '@type': 'Product',
    productID: String(c.content_id),
    ...withOffers(offersOf([...new Set(priced.map((o) => o.final_price))], currency, true)),
  } satisfies WithContext<Product>;
}
