/** A fresh copy of the whole seed catalog; each site gets its own. Ids are deterministic. */
import type { Catalog } from '../store.js';
import { seedContents } from './contents.js';
import { seedProducts } from './products.js';
import { seedCategories, seedTags } from './taxonomy.js';
import { imageUrlFor } from './text.js';

export { XSS_PAYLOADS } from './html.js';

/** Seed ids that exercise particular rules (see docs/sandbox.md). */
export const SEED_IDS = {
  xssProduct: 120,
  xssContent: 516,
  richHtmlProducts: [128, 129],
  /** Linen Shirt: Color (swatch) × Size (radio); "Sage / XL" (variant 1012) is inactive. */
  productWithInactiveVariant: 101,
  inactiveVariant: 1012,
  /** Glass Storage Jar: min_quantity 3, unit_quantity 3. */
  minQuantityProduct: 114,
  /** Engraved Cutting Board: buyer inputs 301 (required, max 20) … 306 (hidden). */
  buyerInputProduct: 108,
  soldOutProduct: 105,
  noOptionProduct: 110,
  threeOptionProduct: 104,
} as const;

export function buildSeed(opts: { publicUrl: string; now: number }): Catalog {
  const image = imageUrlFor(opts.publicUrl);
  return {
    products: seedProducts(image, opts.now),
    contents: seedContents(image, opts.now, opts.publicUrl),
    categories: seedCategories(),
    tags: seedTags(),
  };
}
