/**
 * Cart lines of the guest and logged-in carts. Spec: docs/spec/storefront-api.md, "Cart item (items[])"
 * and the cart rules (unit price precedence; a content always counts as one).
 */
import { type Raw, asRecord, fail, idOf, imageOf, numberOf, priceOf, reader, records, textOf, toId, toText } from './read.js';
import { CONTENT_TYPES, type ContentType } from './content.js';

/** A product line (`item_type` `product`). Spec: docs/spec/storefront-api.md, "Cart item (items[])". */
export interface ProductCartItem {
  item_type: 'product';
  variant_id: number;
  product_id: number;
  /** `cart_quantity`. */
  quantity: number;
  name: string;
  /** Variant label, when given. */
  label: string | null;
  /** Unit price in the major unit: first present of sale_price, price. */
  /** In the major unit; null when the platform's price cannot be read (\"Price unavailable\"). */
  unit_price: number | null;
  image_url: string | null;
  /**
   * The buyer inputs of the line, `input_option_id` → text, as the platform keeps them (empty when
   * none; the spec's add body, "Guest cart": an object, or an array of `{ input_option_id, value }`).
   */
  buyer_inputs: Record<string, string>;
  /**
   * Only on a line of the guest cart's device copy (src/state/device-cart.ts): the platform no
   * longer has, or no longer sells, its product, variant or option (the line is shown as
   * unavailable, with Remove). Never read from an answer.
   */
  unavailable?: true;
}

/** A content line (`item_type` `content`). Spec: docs/spec/storefront-api.md, "Cart item (items[])". */
export interface ContentCartItem {
  item_type: 'content';
  option_id: number;
  content_id: number | null;
  content_type: ContentType | null;
  title: string;
  /** `option.title`: the purchase option's name. */
  option_title: string | null;
  /** Always 1: a content is never bought in quantity, whatever `cart_quantity` says. */
  quantity: 1;
  /** First present of sale_price, price, option.sale_price, option.price. */
  /** In the major unit; null when the platform's price cannot be read (\"Price unavailable\"). */
  unit_price: number | null;
  image_url: string | null;
  /**
   * Only on a line of the guest cart's device copy (src/state/device-cart.ts): the platform no
   * longer has, or no longer sells, its product, variant or option (the line is shown as
   * unavailable, with Remove). Never read from an answer.
   */
  unavailable?: true;
}

/** One cart line: a product or a content (the two kinds side by side in `items[]`). */
export type CartItem = ProductCartItem | ContentCartItem;

/** A cart (`items[]`, `count`). Spec: docs/spec/storefront-api.md, "Cart item (items[])", "Where things are read". */
export interface Cart {
  items: CartItem[];
  /** Number of lines (`count`, else `items.length`). */
  count: number;
}

/**
 * Spec precedence: sale_price, price, option.sale_price, option.price; 0 when none is sent; null
 * when the one that counts cannot be read (told in the console; shown as "Price unavailable").
 */
function unitPrice(raw: Raw, about: string): number | null {
  const option = asRecord(raw.option) ?? {};
  const own = priceOf(raw, about, 'sale_price', 'price');
  if (own !== undefined) return own;
  return priceOf(option, about, 'sale_price', 'price') ?? 0;
}

/** Buyer inputs as an object keyed by `input_option_id` (from an object, or an array of `{ input_option_id, value }`). */
function buyerInputsOf(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = Array.isArray(v) ? records(v).map((r) => [r.input_option_id, r.value] as const) : Object.entries(asRecord(v) ?? {});
  for (const [id, value] of entries) {
    const key = toId(id);
    const text = toText(value);
    if (key !== undefined && text !== undefined) out[key] = text;
  }
  return out;
}

function readItem(raw: Raw): CartItem | undefined {
  const option = asRecord(raw.option) ?? {};
  const type = textOf(raw, 'item_type');
  if (type === 'product' || (type === undefined && raw.variant_id !== undefined)) {
    const variant_id = idOf(raw, 'variant_id', 'id');
    const product_id = idOf(raw, 'product_id');
    if (variant_id === undefined || product_id === undefined) return undefined;
    return {
      item_type: 'product',
      variant_id,
      product_id,
      quantity: Math.max(1, Math.trunc(numberOf(raw, 'cart_quantity', 'quantity') ?? 1)),
      name: textOf(raw, 'name', 'title') ?? '',
      label: textOf(raw, 'label', 'variant_label') ?? null,
      unit_price: unitPrice(raw, `cart line of variant ${variant_id}`),
      image_url: imageOf(raw),
      buyer_inputs: buyerInputsOf(raw.buyer_inputs),
    };
  }
  const option_id = idOf(raw, 'option_id') ?? idOf(option, 'option_id', 'ID');
  if (option_id === undefined) return undefined;
  const ct = textOf(raw, 'content_type') ?? textOf(option, 'content_type');
  return {
    item_type: 'content',
    option_id,
    content_id: idOf(raw, 'content_id', 'class_id') ?? idOf(option, 'content_id') ?? null,
    content_type: CONTENT_TYPES.find((c) => c === ct) ?? null,
    title: textOf(raw, 'title', 'name') ?? textOf(option, 'title') ?? '',
    option_title: textOf(option, 'title', 'name') ?? null,
    quantity: 1,
    unit_price: unitPrice(raw, `cart line of option ${option_id}`),
    image_url: imageOf(raw),
  };
}

function readCart(raw: Raw): Cart {
  const items = records(raw.items)
    .map(readItem)
    .filter((i): i is CartItem => !!i);
  return { items, count: numberOf(raw, 'count') ?? items.length };
}

/** `items[]` and `count` (spec: "Where things are read"); a read without `items` is a parse error. */
export const cartReader = reader((raw): Cart => (Array.isArray(raw.items) ? readCart(raw) : fail('missing items')));

/** A write's answer: the cart when it carries `items`, else null (the caller re-reads). */
export const cartWriteReader = reader((raw): Cart | null => (Array.isArray(raw.items) ? readCart(raw) : null));

/** Line key: `product:<variant_id>` or `content:<option_id>`. */
export function cartLineKey(item: CartItem): string {
  return item.item_type === 'product' ? `product:${item.variant_id}` : `content:${item.option_id}`;
}

/**
 * Estimated subtotal in the major unit (the server recalculates, shipping included); unavailable
 * lines count nothing; null when a line's price cannot be read (the total is then unknown, never
 * a smaller number).
 */
export function cartSubtotal(cart: Cart): number | null {
  return cart.items.some((i) => !i.unavailable && i.unit_price === null) ? null : readableSubtotal(cart);
}

/**
 * The subtotal of the lines whose price can be read (the others count nothing): the front-end
 * estimate sent as `total_price` and reported to analytics, which the server recalculates (spec:
 * "Order create request"). For display use {@link cartSubtotal}.
 */
export function readableSubtotal(cart: Cart): number {
  return cart.items.reduce((sum, i) => sum + (i.unavailable || i.unit_price === null ? 0 : i.unit_price * i.quantity), 0);
}
