/**
 * The estimate of a cart's shipping and total, shared by `<shop-cart>` (also inside
 * `<shop-cart-drawer>`) and the order summary of `<shop-checkout>`: shipping per product line from
 * its product's `sourcing_info`, as the product page shows it (docs/spec/storefront-api.md,
 * "Product detail": `shipping_fee`, `chargeable_shipping_fee`, `shipping_pay_label`), and the way
 * the platform charges it (docs/sandbox.md, "Orders"): a fee of 0 is free; otherwise the line pays
 * the product's fee, unless the line (unit price × quantity) reaches the product's free-shipping
 * threshold. Contents ship nothing. Only an estimate: the server works the amount out afresh when
 * the order is created ("Shipping amounts on the page are for information").
 *
 * The platform sends no threshold field: the threshold is the one the product page shows, in
 * `shipping_pay_label` ("Shipping ₩3,000 (free over ₩50,000)", "배송비 3,000원 (50,000원 이상
 * 무료)"): the first amount of the label above the fee.
 */
import type { Cart, CartItem } from '../api/readers/cart.js';
import type { SourcingInfo } from '../api/readers/product.js';

/** The shipping of a cart and its total, in the major unit. */
export interface CartEstimate {
  /** Unit price × quantity of every available line; null when a line's price cannot be read. */
  subtotal: number | null;
  /** The lines' shipping summed; null while a product line's shipping is unknown (its product not read). */
  shipping: number | null;
  /** Subtotal + shipping; null while the shipping or the subtotal is unknown. */
  total: number | null;
}

/** The amounts written in a label: digits, with `,`, `.` or a space between groups of three. */
function amountsIn(label: string): number[] {
  return [...label.matchAll(/\d{1,3}(?:[,. \u00a0]\d{3})+(?!\d)|\d+/g)].map((m) => Number(m[0].replace(/\D/g, '')));
}

/** The fee a paid line of this product pays (0: the product ships free). */
export function shippingFee(s: SourcingInfo): number {
  return s.shipping_fee > 0 ? Math.max(0, s.chargeable_shipping_fee) : 0;
}

/** The line total from which the product ships free (from its `shipping_pay_label`), or null when it names none. */
export function freeShippingFrom(s: SourcingInfo): number | null {
  if (shippingFee(s) === 0 || !s.shipping_pay_label) return null;
  const fee = Math.max(s.shipping_fee, s.chargeable_shipping_fee);
  return amountsIn(s.shipping_pay_label).find((n) => n > fee) ?? null;
}

/**
 * The shipping of one line: 0 for a content or a line no longer available; for a product, its
 * fee, or 0 when it ships free or the line reaches its threshold; null when its `sourcing_info`
 * is unknown.
 */
export function lineShipping(item: CartItem, sourcing: SourcingInfo | undefined): number | null {
  if (item.item_type !== 'product' || item.unavailable) return 0;
  if (!sourcing) return null;
  const fee = shippingFee(sourcing);
  const from = freeShippingFrom(sourcing);
  return fee === 0 || (from !== null && item.unit_price !== null && item.unit_price * item.quantity >= from) ? 0 : fee;
}

/** The estimate of `cart`, with the `sourcing_info` of each product (undefined: not read, or not readable). */
export function estimateCart(cart: Cart, sourcingOf: (product_id: number) => SourcingInfo | undefined): CartEstimate {
  let subtotal: number | null = 0;
  let shipping: number | null = 0;
  for (const item of cart.items) {
    if (item.unavailable) continue;
    subtotal = subtotal === null || item.unit_price === null ? null : subtotal + item.unit_price * item.quantity;
    const line = lineShipping(item, item.item_type === 'product' ? sourcingOf(item.product_id) : undefined);
    shipping = line === null || shipping === null ? null : shipping + line;
  }
  return { subtotal, shipping, total: shipping === null || subtotal === null ? null : subtotal + shipping };
}
