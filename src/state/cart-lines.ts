/**
 * The lines of a cart compared: which line a variant or a content option is, and whether two
 * carts hold the same lines. Spec: docs/spec/storefront-api.md, "Cart item (items[])" (a product
 * line is its `variant_id`, a content line its `option_id`).
 */
import type { Cart, CartItem } from '../api/readers/cart.js';

/** A line named by its id: a product's variant, or a content's option. */
export type LineRef = { item_type: 'product'; variant_id: number } | { item_type: 'content'; option_id: number };

/** The line of a variant or a content option in `cart`; undefined when it has none (or there is no cart). */
export function lineOf(cart: Cart | null, item: LineRef): CartItem | undefined {
  return cart?.items.find((i) =>
    i.item_type === 'product' && item.item_type === 'product'
      ? i.variant_id === item.variant_id
      : i.item_type === 'content' && item.item_type === 'content' && i.option_id === item.option_id,
  );
}

/** Whether `a` and `b` hold the same lines (ids and quantities) in the same order; descriptions are not compared. */
export function sameLines(a: Cart, b: Cart): boolean {
  if (a.items.length !== b.items.length) return false;
  return a.items.every((x, i) => {
    const y = b.items[i]!;
    return (
      x.item_type === y.item_type &&
      x.quantity === y.quantity &&
      (x.item_type === 'product' ? x.variant_id === (y as typeof x).variant_id : x.option_id === (y as typeof x).option_id)
    );
  });
}
