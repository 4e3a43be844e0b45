/**
 * The quantity rule of a product line, shared by the product page, the cart and the buy button:
 * at least `sourcing_info.min_quantity`, in steps of `sourcing_info.unit_quantity` (bundles).
 * Spec: docs/spec/storefront-api.md, "Limits" (minimum product quantity, bundle quantity) and cart rule 3.
 * Allowed quantities are the multiples of `unit` that are at least `min`: with min 3 and unit 3,
 * 3, 6, 9…; with min 2 and unit 1, 2, 3, 4….
 */
import type { SourcingInfo } from '../api/readers/product.js';

/** The smallest quantity allowed: the first multiple of `unit` that is at least `min`. */
export function lowestQuantity(min: number, unit: number): number {
  return Math.ceil(min / unit) * unit;
}

/** Snaps a quantity to the nearest multiple of `unit`, at least {@link lowestQuantity}. */
export function snapQuantity(q: number, min: number, unit: number): number {
  const lowest = lowestQuantity(min, unit);
  return Number.isFinite(q) ? Math.max(lowest, Math.round(q / unit) * unit) : lowest;
}

/** The next allowed quantity above `q` (`delta` 1) or below it (`delta` -1), never under the lowest. */
export function stepQuantity(
  q: number,
  delta: 1 | -1,
  { min_quantity: min, unit_quantity: unit }: Pick<SourcingInfo, 'min_quantity' | 'unit_quantity'>,
): number {
  const next = delta > 0 ? (Math.floor(q / unit) + 1) * unit : (Math.ceil(q / unit) - 1) * unit;
  return Math.max(lowestQuantity(min, unit), next);
}

/** True when `q` is an allowed quantity. */
export function allowedQuantity(q: number, { min_quantity: min, unit_quantity: unit }: Pick<SourcingInfo, 'min_quantity' | 'unit_quantity'>): boolean {
  return Number.isInteger(q) && q >= lowestQuantity(min, unit) && q % unit === 0;
}
