/**
 * After login, the guest cart's device lines go into the buyer's cart (loaded only then: most page
 * loads never download it). Design: docs/spec/public-api.md, "Every browser, every site", "After
 * login"; spec: docs/spec/storefront-api.md, "Logged-in cart" and cart rules 4 and 5.
 *
 * 1. `GET /cart`: what the buyer's cart held before.
 * 2. Where the platform's copy was in use (`auto`, its cookie seen to work), `POST
 *    /cart/merge-guest` once, then `GET /cart` (cart rule 5).
 * 3. Each device line the merge did not carry (a product's missing quantity; a content not in the
 *    buyer's cart: rule 4), `POST /cart`, one line at a time. A write whose answer is lost is
 *    followed by `GET /cart` before anything else is sent: a line it shows is placed, never sent
 *    twice. A line the platform refuses (422: sold out, option ended, below the minimum…), or
 *    whose outcome stays unknown, is named to the buyer (`refused`, with the reason), never
 *    dropped silently.
 * 4. `GET /cart` (when a line was sent); the device copy keeps only the refused lines, for the
 *    notice that names them, and lines added meanwhile by another tab.
 *
 * A 401 stops the run (the token was refused: the session asks for login again); the lines not yet
 * sent stay on the device and go in after the next login.
 */
import type { CartAdd, StorefrontClient } from '../api/index.js';
import type { ShopCartRestoreDetail, ShopCartRestoreRefused } from '../events/shop-cart-restore.js';
import { StorefrontError, answerLost } from '../api/errors.js';
import type { Cart, CartItem } from '../api/readers/cart.js';
import { errorMessage } from '../i18n/error-message.js';
import type { Language } from '../i18n/i18n.js';
import type { DeviceCart, RefusedLine } from './device-cart.js';
import { isLine } from './guest-cart-writes.js';

/** What a run needs: the client, the device copy, and what to tell. */
export interface Restore {
  client: StorefrontClient;
  device: DeviceCart;
  /** The platform's copy was in use and a login was just made here: `POST /cart/merge-guest` goes first. */
  merge: boolean;
  /** The UI language, for the reasons. */
  language: Language;
  /** `shop-cart-restore`'s detail, when device lines were found. */
  onRestore: (detail: ShopCartRestoreDetail) => void;
}

/** The quantity of `item`'s line in `cart` (a content counts 1), 0 when absent. */
function quantityIn(cart: Cart, item: CartItem): number {
  return cart.items.find((i) => isLine(i, item))?.quantity ?? 0;
}

/** The add body of a device line, for `quantity` of it. */
function addOf(item: CartItem, quantity: number): CartAdd {
  if (item.item_type === 'content') return { item_type: 'content', option_id: item.option_id };
  const inputs = Object.keys(item.buyer_inputs).length ? { buyer_inputs: item.buyer_inputs } : {};
  return { item_type: 'product', variant_id: item.variant_id, product_id: item.product_id, quantity, ...inputs };
}

/** A refused line's ids (for `shop-cart-restore`). */
function idsOf(item: CartItem): Omit<ShopCartRestoreRefused, 'message'> {
  return item.item_type === 'product'
    ? { item_type: 'product', product_id: item.product_id, variant_id: item.variant_id }
    : { item_type: 'content', ...(item.content_id === null ? {} : { content_id: item.content_id }), option_id: item.option_id };
}

/**
 * Places the device lines in the buyer's cart (see the module comment), one run at a time in the
 * browser where Web Locks exist (another tab may run at the same moment; the lines are read inside
 * the lock). Resolves with the buyer's cart after it, or null when there was nothing to do; rejects
 * with the first read's StorefrontError (nothing was sent: the lines stay on the device).
 */
export async function restoreDeviceLines(run: Restore): Promise<Cart | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`shop-elements:restore:${run.device.key}`, () => place(run)) : place(run);
}

async function place({ client, device, merge, language, onRestore }: Restore): Promise<Cart | null> {
  const lines = device.read().items;
  merge &&= device.read().cookie === 'works';
  if (lines.length === 0 && !merge) return null;
  const before = await client.cart('user');
  let cart = merge ? await client.mergeGuestCart() : before;
  let placed = 0;
  let posted = false;
  const refused: ShopCartRestoreRefused[] = [];
  const notes: RefusedLine[] = [];
  const done: CartItem[] = [];
  for (const item of lines) {
    const carried = quantityIn(cart, item) - quantityIn(before, item);
    const missing = item.item_type === 'content' ? (quantityIn(cart, item) ? 0 : 1) : item.quantity - Math.max(0, carried);
    if (missing > 0) {
      const had = quantityIn(cart, item);
      posted = true;
      try {
        cart = await client.addToCart('user', addOf(item, missing));
      } catch (error) {
        if (error instanceof StorefrontError && error.status === 401) break;
        const after = answerLost(error) ? await client.cart('user').catch(() => null) : null;
        if (after) cart = after;
        if (!after || quantityIn(after, item) < had + missing) {
          const message = errorMessage(error, language);
          refused.push({ ...idsOf(item), message });
          notes.push({ name: item.item_type === 'product' ? item.name : item.title, message });
          done.push(item);
          continue;
        }
      }
    }
    placed++;
    done.push(item);
  }
  if (posted) cart = await client.cart('user').catch(() => cart);
  device.update((state) => {
    const items = state.items.filter((i) => !done.some((d) => isLine(i, d)));
    const { cookie, ...rest } = state;
    return { ...rest, items, refused: [...state.refused, ...notes], ...(cookie === 'works' ? { cookie } : {}) };
  });
  if (lines.length) onRestore({ placed, refused });
  return cart;
}
