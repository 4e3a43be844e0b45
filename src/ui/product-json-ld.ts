/**
 * The schema.org JSON-LD of `<shop-product-detail>` (README, "Search-engine data"): `Product`
 * with an `Offer` (one price) or an `AggregateOffer` (`lowPrice`…`highPrice`, several prices),
 * with `availability`. In the product group's chunk (what the detail elements share is in
 * ./structured-data.ts and ./json-ld-offers.ts). Spec: docs/spec/storefront-api.md, "Product
 * detail (product)"; prices in the currency's major unit.
 */
import type { Product, WithContext } from 'schema-dts';
import type { ProductDetail } from '../api/readers/product.js';
import type { DetailJsonLd } from './structured-data.js';
import { offersOf, pageUrl, withOffers } from './json-ld-offers.js';

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
