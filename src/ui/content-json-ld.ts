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
import type { Course, Event, Offer, Product, WithContext } from 'schema-dts';
import type { ContentDetail, ContentPurchaseOption } from '../api/readers/content.js';
import type { DetailJsonLd } from './structured-data.js';
import { SCHEMA, availability, offersOf, pageUrl, withOffers } from './json-ld-offers.js';

/** `<YYYY-MM-DD HH:MM:SS>` as ISO 8601 (`T` between date and time), or undefined. */
const isoTime = (text: string | null | undefined): string | undefined => text?.trim().replace(' ', 'T') || undefined;

/**
 * The JSON-LD of a content detail: `Course` (vod), `Event` (live, offline) or `Product`
 * (digital_content, and a content without a known type). `options`: the purchase options on
 * sale (past live/offline options left out); `currency`: the storefront's.
 */
export function contentJsonLd(c: ContentDetail, options: ContentPurchaseOption[], currency: string, description: string | undefined): DetailJsonLd {
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
  const offers: Offer[] = options.map((o) => ({
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
    const starts = options.map((o) => isoTime(o.duration_start)).filter((t): t is string => !!t);
    const ends = options.map((o) => isoTime(o.duration_end)).filter((t): t is string => !!t);
    // The same text shape throughout, so that the text order is the time order.
    const startDate = starts.sort()[0] ?? isoTime(c.duration_start);
    const endDate = ends.sort().at(-1) ?? isoTime(c.duration_end);
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
    ...withOffers(offersOf([...new Set(options.map((o) => o.final_price))], currency, true)),
  } satisfies WithContext<Product>;
}
