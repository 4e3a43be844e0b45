/**
 * The device copy of the guest cart: design docs/spec/public-api.md, "Every browser, every site".
 * When the page and the platform are on different sites, browsers do not keep the platform's
 * device cookie (WebKit keeps no third-party cookie at all), so the guest cart would empty at
 * every page load; the storefront keeps its own copy in `localStorage`, keyed by site key and
 * platform origin. It holds the lines (the cart rules' ids, quantity and buyer inputs; what the
 * buyer saw: name, label, image, unit price), whether the platform's cookie was seen to work, and
 * the lines the platform refused after login until the buyer has seen them. Never a token, never
 * anything of the buyer's person.
 *
 * The lines are stored in the raw shape of the spec's cart item ("Cart item (items[])") and read
 * back by the cart's one reader (../api/readers/cart.ts): what someone else wrote under the key is
 * read like any answer, and what does not read is dropped, with one console note.
 */
import { cartReader, type Cart, type CartItem } from '../api/readers/cart.js';
import { asRecord, records, textOf } from '../api/readers/read.js';

/**
 * `guest-cart` of `<shop-storefront>`: `auto` (default) keeps the device copy and mirrors it to
 * `/guest-cart`, using the platform's copy while its cookie is seen to work; `device` never calls
 * `/guest-cart`; `platform` keeps no device copy (the platform's cookie alone).
 */
export type GuestCartMode = 'auto' | 'device' | 'platform';

/** The values `guest-cart` accepts. */
export const GUEST_CART_MODES: readonly GuestCartMode[] = ['auto', 'device', 'platform'];

/**
 * A device line the platform refused when it went into the buyer's cart after login (sold out, an
 * option no longer sold, below the minimum…), as the notice names it until the buyer dismisses it.
 */
export interface RefusedLine {
  /** The line's name as the buyer saw it (product name, or content title). */
  name: string;
  /** Why it was refused, in the buyer's language (the platform's own words for a 4xx). */
  message: string;
}

/** What the device keeps of a shop's guest cart. */
export interface DeviceCartState {
  /** The guest cart's lines (clean cart items; a content's quantity is always 1). */
  items: CartItem[];
  /**
   * `auto` only: whether the platform's device cookie came back when an add was read back
   * (`works`: the platform's copy is used; `fails`: the device copy alone), or not known yet.
   */
  cookie?: 'works' | 'fails';
  /** Lines refused after login, until the buyer dismissed them. */
  refused: RefusedLine[];
}

/** The `localStorage` key of a shop's device copy. */
export function deviceCartKey(siteKey: string, platformOrigin: string): string {
  return `shop-elements:guest-cart:${siteKey}@${platformOrigin}`;
}

/** A console note of the device copy for the site owner (texts: ./device-cart-notes.ts). */
export type DeviceCartNote = { key: string } & (
  | /** The platform's cookie did not come back from `platform` to the page at `page`. */ { kind: 'cookie'; platform: string; page: string }
  | /** `localStorage` refused a read or a write. */ { kind: 'storage'; error: unknown }
  | /** The key holds something that is not a guest cart. */ { kind: 'unreadable' }
  | /** Some of the lines kept cannot be read. */ { kind: 'lines' }
);

/** Notes already given on this page (each once per key). */
const told = new Set<string>();

/** Gives `note` in the console, once per page and key (its text is loaded then). */
export function tellOnce(note: DeviceCartNote): void {
  const id = `${note.kind}:${note.key}`;
  if (told.has(id)) return;
  told.add(id);
  import('./device-cart-notes.js').then(
    (m) => m.tell(note),
    (error: unknown) => console.warn(`shop-elements: guest cart (${note.kind}, ${note.key}): the text of this note did not load.`, error),
  );
}

/** A cart line in the raw shape of the spec's cart item, for storage (read back by `cartReader`). */
function rawLine(item: CartItem): Record<string, unknown> {
  const shown = { sale_price: item.unit_price, image_url: item.image_url };
  return item.item_type === 'product'
    ? {
        item_type: 'product',
        variant_id: item.variant_id,
        product_id: item.product_id,
        cart_quantity: item.quantity,
        name: item.name,
        label: item.label,
        buyer_inputs: item.buyer_inputs,
        ...shown,
      }
    : {
        item_type: 'content',
        option_id: item.option_id,
        content_id: item.content_id,
        content_type: item.content_type,
        title: item.title,
        option: { title: item.option_title },
        ...shown,
      };
}

function readRefused(v: unknown): RefusedLine[] {
  return records(v).flatMap((r) => {
    const name = textOf(r, 'name');
    const message = textOf(r, 'message');
    return name === undefined || message === undefined ? [] : [{ name, message }];
  });
}

/** The cart a device state holds (`count`: its lines). */
export function cartOf(items: CartItem[]): Cart {
  return { items, count: items.length };
}

/**
 * One shop's device copy. Reads and writes `localStorage` each time (another tab may have written
 * in between). When `localStorage` cannot be used (disabled, full, blocked), the copy lives in this
 * page's memory from then on and {@link stored} turns false; the console says so once.
 */
export class DeviceCart {
  readonly key: string;
  /** The state's JSON while `localStorage` cannot be used. */
  #memory: string | null = null;
  #stored = true;

  constructor(siteKey: string, platformOrigin: string) {
    this.key = deviceCartKey(siteKey, platformOrigin);
  }

  /** False once `localStorage` failed: the copy is then this page's alone. */
  get stored(): boolean {
    return this.#stored;
  }

  #lost(error: unknown): void {
    this.#stored = false;
    tellOnce({ kind: 'storage', key: this.key, error });
  }

  /** The device's state; empty when nothing (readable) is kept. Never throws. */
  read(): DeviceCartState {
    let text: string | null = this.#memory;
    if (this.#stored) {
      try {
        text = localStorage.getItem(this.key);
      } catch (error) {
        this.#lost(error);
      }
    }
    const empty: DeviceCartState = { items: [], refused: [] };
    if (!text) return empty;
    let raw: Record<string, unknown> | undefined;
    try {
      raw = asRecord(JSON.parse(text));
    } catch {
      // not JSON: told below
    }
    const cart = raw && cartReader.safeParse(raw);
    if (!raw || !cart?.success) {
      tellOnce({ kind: 'unreadable', key: this.key });
      return empty;
    }
    if (cart.data.items.length !== (Array.isArray(raw.items) ? raw.items.length : 0)) {
      tellOnce({ kind: 'lines', key: this.key });
    }
    return {
      items: cart.data.items,
      ...(raw.cookie === 'works' || raw.cookie === 'fails' ? { cookie: raw.cookie } : {}),
      refused: readRefused(raw.refused),
    };
  }

  /** Keeps `state` (removes the key when it holds nothing). Never throws. */
  write(state: DeviceCartState): void {
    const empty = state.items.length === 0 && state.refused.length === 0 && !state.cookie;
    const text = empty ? null : JSON.stringify({ items: state.items.map(rawLine), cookie: state.cookie, refused: state.refused });
    this.#memory = text;
    if (!this.#stored) return;
    try {
      if (text === null) localStorage.removeItem(this.key);
      else localStorage.setItem(this.key, text);
    } catch (error) {
      this.#lost(error);
    }
  }

  /** Changes the state: `change` gets the current one and returns the next. */
  update(change: (state: DeviceCartState) => DeviceCartState): DeviceCartState {
    const next = change(this.read());
    this.write(next);
    return next;
  }
}
