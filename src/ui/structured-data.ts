/**
 * The schema.org JSON-LD of the detail elements (README, "Search-engine data"), typed with
 * `schema-dts` (types only: nothing of it reaches the browser). Only `<shop-product-detail>` and
 * `<shop-content-detail>` import this module, so the CDN build puts it in the chunk those two
 * share (rollup.config.mjs): the catalog page never downloads it.
 *
 * - a product, and a `digital_content` content: `Product` with an `Offer` (one price) or an
 *   `AggregateOffer` (`lowPrice`…`highPrice`, several prices), with `availability`;
 * - a `vod` content: `Course` with a `CourseInstance` (`courseMode` `Online`) and an `Offer` per
 *   purchase option on sale;
 * - a `live` or `offline` content: `Event` with `startDate` / `endDate` (the options' schedule, in
 *   the platform's local time as the spec's `<YYYY-MM-DD HH:MM:SS>` gives it, no zone),
 *   `eventAttendanceMode`, and for `live` a `VirtualLocation` (this page). The storefront API
 *   gives no venue for `offline` contents, so their `Event` has no `location`.
 *
 * Text only: names as the platform gives them (JSON-escaped), descriptions as the plain text of
 * the sanitized seller HTML; the serialized JSON has every `<` written `\u003c` (./json-ld.ts), so
 * no `</script>` or `<!--` in seller text can end the script. Spec: docs/spec/storefront-api.md,
 * "Product detail (product)", "Content detail"; prices in the currency's major unit.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AggregateOffer, Course, Event, ItemAvailability, Offer, Product, WithContext } from 'schema-dts';
import type { ProductDetail } from '../api/readers/product.js';
import type { ContentDetail, ContentPurchaseOption } from '../api/readers/content.js';
import { emit, type ShopViewItemDetail } from '../events/index.js';
import { setJsonLd } from './json-ld.js';
import { sanitize } from './sanitize.js';

/**
 * What one JSON-LD script of a detail holds (schema-dts's `WithContext<Product | Course | Event>`
 * inside this module; plain `object` in its signatures, so that the package's typings do not need
 * schema-dts, a devDependency).
 */
export type DetailJsonLd = object;
type TypedDetailJsonLd = WithContext<Product | Course | Event>;

const SCHEMA = 'https://schema.org/';
const availability = (inStock: boolean): ItemAvailability => `${SCHEMA}${inStock ? 'InStock' : 'OutOfStock'}` as ItemAvailability;

/** The page's address without its fragment: the item's `url`. */
const pageUrl = (): string => location.href.split('#')[0]!;

/** One price: an `Offer`; several: an `AggregateOffer` from the lowest to the highest. None: no offer. */
function offersOf(prices: number[], currency: string, inStock: boolean): Offer | AggregateOffer | undefined {
  if (!prices.length) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const common = { priceCurrency: currency, availability: availability(inStock), url: pageUrl() };
  return low === high
    ? { '@type': 'Offer', price: low, ...common }
    : { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: prices.length, ...common };
}

/** The plain text of seller HTML, once sanitized (whitespace collapsed), or undefined when empty. */
export async function plainText(dirty: string, near: Element): Promise<string | undefined> {
  if (!dirty.trim()) return undefined;
  const text = (await sanitize(dirty, near)).textContent?.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** `Product` (+ `Offer` / `AggregateOffer`) of a product detail; `currency` of prices that carry none. */
export function productJsonLd(p: ProductDetail, currency: string, description: string | undefined, inStock: boolean): DetailJsonLd {
  const data: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: String(p.product_id),
    name: p.name,
    ...(description ? { description } : {}),
    ...(p.images.length ? { image: p.images } : {}),
    url: pageUrl(),
    ...withOffers(offersOf([...new Set(p.prices.map((x) => x.price))], p.lowest_price?.currency ?? currency, inStock)),
  };
  return data;
}

const withOffers = <T>(offers: T | undefined): { offers?: T } => (offers ? { offers } : {});

/** `<YYYY-MM-DD HH:MM:SS>` as ISO 8601 (`T` between date and time), or undefined. */
const isoTime = (text: string | null | undefined): string | undefined => text?.trim().replace(' ', 'T') || undefined;

/**
 * The JSON-LD of a content detail: `Course` (vod), `Event` (live, offline) or `Product`
 * (digital_content, and a content without a known type). `options`: the purchase options on
 * sale (past live/offline options left out); `currency`: the storefront's.
 */
export function contentJsonLd(c: ContentDetail, options: ContentPurchaseOption[], currency: string, description: string | undefined): DetailJsonLd {
  return typedContentJsonLd(c, options, currency, description);
}

function typedContentJsonLd(c: ContentDetail, options: ContentPurchaseOption[], currency: string, description: string | undefined): TypedDetailJsonLd {
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
  if (c.content_type === 'vod') {
    return {
      ...base,
      '@type': 'Course',
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
      ...withOffers(offers.length ? offers : undefined),
    };
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
      ...withOffers(offers.length ? offers : undefined),
    } as WithContext<Event>;
  }
  return {
    ...base,
    '@type': 'Product',
    productID: String(c.content_id),
    ...withOffers(offersOf([...new Set(options.map((o) => o.final_price))], currency, true)),
  };
}

/** What a detail element shows, for {@link DetailDataController}. */
export interface DetailShown {
  /** The product or content shown (a new object for every read). */
  readonly value: object;
  /** `detail` of its `shop-view-item`. */
  readonly view: ShopViewItemDetail;
  /** Its seller HTML description (unsanitized), for the JSON-LD's plain-text `description`. */
  readonly html: string;
  /** The JSON-LD, given the description. */
  readonly data: (description: string | undefined) => DetailJsonLd;
}

/**
 * The search-engine data and the view event of a detail element: after each render, a new item
 * shown (`shown()` gives another `value`) gets its JSON-LD child (replacing the one before), and
 * emits `shop-view-item` when its id differs from the last one announced (once per id shown: a
 * language change reads the item again without a new event); nothing shown (loading another id,
 * an error) removes the child, and so does leaving the page.
 */
export class DetailDataController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #shown: () => DetailShown | undefined;
  #for: object | undefined;
  #viewed = '';

  constructor(host: ReactiveControllerHost & HTMLElement, shown: () => DetailShown | undefined) {
    this.#host = host;
    this.#shown = shown;
    host.addController(this);
  }

  hostConnected(): void {
    // Back in the page: the child comes back after the next render.
    this.#host.requestUpdate();
  }

  hostUpdated(): void {
    const shown = this.#shown();
    if (shown?.value === this.#for) return;
    this.#for = shown?.value;
    if (!shown) return setJsonLd(this.#host, null);
    const { view } = shown;
    const id = `${view.item_type}:${view.product_id ?? view.content_id}`;
    if (id !== this.#viewed) {
      this.#viewed = id;
      emit(this.#host, 'shop-view-item', view);
    }
    void plainText(shown.html, this.#host)
      .catch(() => undefined)
      .then((description) => {
        if (this.#for === shown.value && this.#host.isConnected) setJsonLd(this.#host, shown.data(description));
      });
  }

  hostDisconnected(): void {
    this.#for = undefined;
    setJsonLd(this.#host, null);
  }
}
