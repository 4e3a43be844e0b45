/**
 * The writes of the guest cart's device copy (./device-cart.ts), loaded by the first one (a page
 * that only shows a cart never downloads them), and the reads that describe its lines.
 *
 * Where the device copy is the guest cart (`guest-cart="device"`, or `auto` where the platform's
 * cookie does not come back), a line changes on the device only, and only after the platform
 * accepted it: with `auto`, every add and quantity change first sends the line's new whole quantity
 * to a fresh guest cart (`StorefrontClient.checkCartLine`: no cookie), so the platform checks the
 * spec's rules (an active variant, an option still sold, `min_quantity`, `unit_quantity`, stock,
 * buyer inputs) and a refusal reaches the buyer as it would with the platform's own cart. A check
 * whose answer is lost changes nothing on the device: a second click never doubles a quantity.
 * With `device`, nothing is sent to `/guest-cart`; the platform checks the lines when they go into
 * the buyer's cart after login (./guest-cart-restore.ts).
 *
 * What the buyer saw (name, variant label, image, unit price) comes with the check's answer, or
 * from the product detail and the content detail (`POST /contents/cart-preview` when the content is
 * not known yet), and is read again when a cart shows the lines ({@link describe}).
 *
 * Spec: docs/spec/storefront-api.md, "Guest cart" and its rules, "Cart item (items[])", "POST
 * /contents/cart-preview". Design: docs/spec/public-api.md, "Every browser, every site".
 */
import type { CartAdd, StorefrontClient } from '../api/index.js';
import { StorefrontError } from '../api/errors.js';
import type { Cart, CartItem, ContentCartItem, ProductCartItem } from '../api/readers/cart.js';
import { isPastOption } from '../api/readers/content.js';
import { cartOf, type DeviceCart } from './device-cart.js';

/** What a device write needs: the client, the device copy, and whether lines are checked by the platform first (`auto`). */
export interface DeviceWrites {
  client: StorefrontClient;
  device: DeviceCart;
  check: boolean;
  /** The platform's IANA zone (`time-zone`): a past live/offline option is gone. */
  timeZone: string;
}

type LineRef = { item_type: 'product'; variant_id: number } | { item_type: 'content'; option_id: number };

/** Whether `item` is the line `ref` names. */
export function isLine(item: CartItem, ref: LineRef): boolean {
  return item.item_type === 'product'
    ? ref.item_type === 'product' && item.variant_id === ref.variant_id
    : ref.item_type === 'content' && item.option_id === ref.option_id;
}

/** Changes the device's lines with `change`; an emptied cart forgets a cookie seen not to work (the next cart checks again). */
function save(w: DeviceWrites, change: (items: CartItem[]) => CartItem[]): Cart {
  const next = w.device.update((state) => {
    const items = change(state.items);
    const { cookie, ...rest } = state;
    return { ...rest, items, ...(cookie === 'works' || (cookie && items.length) ? { cookie } : {}) };
  });
  return cartOf(next.items);
}

/**
 * Adds `item` to the device copy (a product's quantity to its line's, a content once: cart rule
 * 4). Rejects with the check's StorefrontError (a refusal, or a lost answer: nothing changed), or
 * with the detail read's (a product or option the platform does not have).
 */
export async function add(w: DeviceWrites, item: CartAdd): Promise<Cart> {
  const existing = w.device.read().items.find((i) => isLine(i, item));
  if (existing && item.item_type === 'content') return cartOf(w.device.read().items);
  const whole: CartAdd =
    item.item_type === 'product'
      ? {
          ...item,
          quantity: (existing?.quantity ?? 0) + item.quantity,
          ...(item.buyer_inputs || existing?.item_type !== 'product' ? {} : { buyer_inputs: existing.buyer_inputs }),
        }
      : item;
  const line = await checkedLine(w, whole, existing);
  return save(w, (items) => (items.some((i) => isLine(i, item)) ? items.map((i) => (isLine(i, item) ? line : i)) : [...items, line]));
}

/** Sets a product line's quantity on the device copy (checked first with `auto`). A line no longer there: the cart as it is. */
export async function setQuantity(w: DeviceWrites, variant_id: number, quantity: number): Promise<Cart> {
  const ref = { item_type: 'product', variant_id } as const;
  const existing = w.device.read().items.find((i): i is ProductCartItem => isLine(i, ref));
  if (!existing) return cartOf(w.device.read().items);
  const { product_id, buyer_inputs } = existing;
  const line = await checkedLine(w, { item_type: 'product', variant_id, product_id, quantity, buyer_inputs }, existing);
  return save(w, (items) => items.map((i) => (isLine(i, ref) ? line : i)));
}

/** Removes one line from the device copy (nothing is sent). */
export function remove(w: DeviceWrites, ref: LineRef): Cart {
  return save(w, (items) => items.filter((i) => !isLine(i, ref)));
}

/** Empties the device copy (nothing is sent). */
export function empty(w: DeviceWrites): Cart {
  return save(w, () => []);
}

/**
 * The device line of `whole` (a product's whole quantity): checked on a fresh guest cart first
 * when `w.check`, described by the check's answer, else by `existing`, else by the details.
 */
async function checkedLine(w: DeviceWrites, whole: CartAdd, existing: CartItem | undefined): Promise<CartItem> {
  const checked = w.check ? await w.client.checkCartLine(whole) : null;
  const described = checked?.items.find((i) => isLine(i, whole)) ?? existing ?? (await describeLine(w.client, skeleton(whole), w.timeZone));
  if (described.item_type === 'content' || whole.item_type === 'content') return described;
  return { ...described, quantity: whole.quantity, buyer_inputs: whole.buyer_inputs ?? {} };
}

/** A line of `item` before it is described: no name, no image, no price yet. */
function skeleton(item: CartAdd): CartItem {
  const shown = { unit_price: 0, image_url: null };
  return item.item_type === 'product'
    ? {
        item_type: 'product',
        variant_id: item.variant_id,
        product_id: item.product_id,
        quantity: item.quantity,
        name: '',
        label: null,
        buyer_inputs: item.buyer_inputs ?? {},
        ...shown,
      }
    : { item_type: 'content', option_id: item.option_id, content_id: null, content_type: null, title: '', option_title: null, quantity: 1, ...shown };
}

/**
 * `item` as the platform describes it now: a product line from `GET /products/{product_id}` (name,
 * the variant's label, its price to pay, the first image), a content line from `GET
 * /contents/{content_id}` (title, the option's name and price, the first image; the content is found
 * by `POST /contents/cart-preview` when the line does not know it yet). `unavailable` when the
 * platform no longer has the product, the variant or the option, or no longer sells it (an
 * inactive variant; a live or offline option whose time is over: spec "Rules tying reads to
 * writes" 2). Rejects with the reads' StorefrontError (a 404 included).
 */
async function describeLine(client: StorefrontClient, item: CartItem, timeZone: string): Promise<CartItem> {
  const gone = { ...item, unavailable: true as const };
  if (item.item_type === 'product') {
    const detail = await client.product(item.product_id);
    const variant = detail.variants.find((v) => v.variant_id === item.variant_id);
    if (!variant?.is_active) return gone;
    const price = detail.prices.find((p) => p.variant_id === variant.variant_id) ?? detail.lowest_price;
    const { unavailable: _, ...rest } = item;
    return {
      ...rest,
      name: detail.name,
      label: variant.label || null,
      unit_price: price?.price ?? item.unit_price,
      image_url: detail.images[0] ?? item.image_url,
    };
  }
  const content_id = item.content_id ?? (await client.cartPreview([item.option_id])).find((p) => p.option_id === item.option_id)?.content_id ?? null;
  if (content_id === null) return gone;
  const detail = await client.content(content_id);
  const option = detail.options.find((o) => o.option_id === item.option_id);
  if (!option || isPastOption(option, timeZone)) return gone;
  const line: ContentCartItem = {
    item_type: 'content',
    option_id: item.option_id,
    content_id,
    content_type: detail.content_type,
    title: detail.title,
    option_title: option.title || null,
    quantity: 1,
    unit_price: option.final_price ?? item.unit_price,
    image_url: detail.images[0] ?? item.image_url,
  };
  return line;
}

/**
 * The device lines described again by the platform's reads (see {@link describeLine}), for a cart
 * that shows them: a line whose product, variant or option the platform answers 404 for is
 * `unavailable`; a line whose reads fail otherwise (network) stays as it was.
 */
function describe(client: StorefrontClient, items: CartItem[], timeZone: string): Promise<CartItem[]> {
  return Promise.all(
    items.map((item) =>
      describeLine(client, item, timeZone).then(
        (described) =>
          described.item_type === 'product' && item.item_type === 'product'
            ? { ...described, quantity: item.quantity, buyer_inputs: item.buyer_inputs }
            : described,
        (error: unknown) => (error instanceof StorefrontError && error.status === 404 ? { ...item, unavailable: true as const } : item),
      ),
    ),
  );
}

/**
 * `items` of the device copy described again (see {@link describe}); the device keeps the new
 * descriptions (not the `unavailable` marks, which the page keeps) of the lines still there, with
 * their quantity and buyer inputs as they are now. Resolves with the described lines.
 */
export async function freshen(w: DeviceWrites, items: CartItem[]): Promise<CartItem[]> {
  const described = await describe(w.client, items, w.timeZone);
  w.device.update((state) => ({
    ...state,
    items: state.items.map((i) => {
      const d = described.find((x) => isLine(x, i));
      if (!d) return i;
      const { unavailable: _, ...fresh } = d;
      return fresh.item_type === 'product' && i.item_type === 'product' ? { ...fresh, quantity: i.quantity, buyer_inputs: i.buyer_inputs } : fresh;
    }),
  }));
  return described;
}

/**
 * `auto`, the first add of a guest cart: the cart is read back. `works`: the line is there (the
 * platform's cookie came back: the platform's copy is the cart), false: it is not (the device copy
 * is the cart, `written` being the check's answer: that line alone), null: the read failed (the
 * device keeps `written`, and is read from then on). The device keeps the lines and what was learnt.
 */
export async function readBack(w: DeviceWrites, item: LineRef, written: Cart): Promise<{ cart: Cart; works: boolean | null }> {
  let back: Cart | null = null;
  try {
    back = await w.client.cart('guest');
  } catch {
    // Not known yet.
  }
  const works = back ? back.items.some((i) => isLine(i, item)) : null;
  const cart = works ? back! : written;
  w.device.update((state) => ({ ...state, items: cart.items, ...(works === null ? {} : { cookie: works ? ('works' as const) : ('fails' as const) }) }));
  return { cart, works };
}
