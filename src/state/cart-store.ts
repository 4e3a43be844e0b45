/**
 * One cart for every element on the page, kept in step across tabs. Reads the guest cart
 * while logged out and the buyer's cart while logged in. Spec: docs/spec/storefront-api.md, "Guest cart",
 * "Logged-in cart" and their rules.
 */
import type { CartAdd, CartKind, StorefrontClient } from '../api/index.js';
import { StorefrontError } from '../api/errors.js';
import type { Cart, CartItem } from '../api/readers/cart.js';
import type { Session } from './session.js';
import { Store } from './store.js';

export interface CartState {
  /** Last good cart; null until first read. A failed read keeps it (never emptied by an error). */
  cart: Cart | null;
  /** Which cart `cart` is. */
  kind: CartKind;
  loading: boolean;
  /** The last read's error, cleared by the next good read. */
  error: StorefrontError | null;
}

export interface CartStoreOptions {
  client: StorefrontClient;
  session: Session;
  siteKey: string;
  /** The platform's origin: with the site key, it names the cross-tab channel. */
  platformOrigin: string;
  /** Called after every change of the lines (here or in another tab). */
  onChange: (cart: Cart, origin: EventTarget | null) => void;
  /** A merge after login that failed (nothing is thrown into the page). */
  onError?: (error: unknown) => void;
}

/** The BroadcastChannel name of a shop's cart changes (one per site key and platform origin). */
export function cartChannelName(siteKey: string, platformOrigin: string): string {
  return `shop-elements:cart:${siteKey}@${platformOrigin}`;
}

/**
 * After a read made for another page's news, further news wait this long (in ms) after that read
 * before the next one: a burst of changes elsewhere costs one read at once and one at the end,
 * however many messages it sends.
 */
export const CROSS_TAB_COOLDOWN_MS = 2000;

type CrossTabMessage = { type: 'cart-changed'; kind: CartKind; sender: string };

export class CartStore extends Store<CartState> {
  readonly #options: CartStoreOptions;
  #channel: BroadcastChannel | null | undefined;
  readonly #id = Math.random().toString(36).slice(2);
  #reading: Promise<Cart | null> | null = null;
  #readKind: CartKind | null = null;
  #disposed = false;
  readonly #unsubscribeSession: () => void;
  /** The merge (or read) started by the last login, for the callback page to wait on. */
  #afterLogin: Promise<void> = Promise.resolve();
  /** Cross-tab news: a read for them in flight, the cooldown after it, news heard meanwhile. */
  #newsRead: Promise<unknown> | null = null;
  #newsTimer: ReturnType<typeof setTimeout> | undefined;
  #newsHeard = false;
  /** Carts applied, counted: a read whose answer comes after another cart was applied is stale. */
  #applied = 0;
  #settledWaiters: Array<() => void> = [];

  constructor(options: CartStoreOptions) {
    super({ cart: null, kind: options.session.loggedIn ? 'user' : 'guest', loading: false, error: null });
    this.#options = options;
    this.#unsubscribeSession = options.session.subscribe((s) => {
      const kind: CartKind = s.token ? 'user' : 'guest';
      if (kind === this.value.kind) return;
      this.update({ kind, cart: null, error: null });
      // Every login merges the device's guest cart once (cart rule 5): the callback, a site's own
      // token (`useToken`), or another tab's login that did not merge itself (see Session.takeMerge).
      this.#afterLogin = s.token && options.session.takeMerge(s.token) ? this.#mergeAfterLogin() : this.load().then(() => undefined);
    });
  }

  readonly #onMessage = (e: MessageEvent<CrossTabMessage>) => {
    if (e.data?.type === 'cart-changed' && e.data.sender !== this.#id) this.#heardNews();
  };

  /** The cross-tab channel of this shop's carts, opened on the first read or write (null without BroadcastChannel or once disposed). */
  #open(): BroadcastChannel | null {
    if (this.#channel === undefined && !this.#disposed) {
      this.#channel =
        typeof BroadcastChannel === 'function' ? new BroadcastChannel(cartChannelName(this.#options.siteKey, this.#options.platformOrigin)) : null;
      this.#channel?.addEventListener('message', this.#onMessage);
    }
    return this.#channel ?? null;
  }

  /**
   * Another page changed the cart: read it again, coalesced. The first news reads at once; news
   * arriving while that read is in flight or during {@link CROSS_TAB_COOLDOWN_MS} after it make
   * one more read at the end of the cooldown.
   */
  #heardNews(): void {
    if (this.#disposed) return;
    if (this.#newsRead || this.#newsTimer !== undefined) {
      this.#newsHeard = true;
      return;
    }
    this.#readNews();
  }

  #readNews(): void {
    this.#newsHeard = false;
    // A read already in flight may have started before the change: a fresh one follows it.
    const read = this.#reading ? this.#reading.then(() => this.load(true)) : this.load(true);
    this.#newsRead = read;
    void read.finally(() => {
      this.#newsRead = null;
      if (this.#disposed) return this.#settle();
      this.#newsTimer = setTimeout(() => {
        this.#newsTimer = undefined;
        if (this.#newsHeard && !this.#disposed) this.#readNews();
        else this.#settle();
      }, CROSS_TAB_COOLDOWN_MS);
    });
  }

  #settle(): void {
    if (this.#reading || this.#newsRead || (this.#newsTimer !== undefined && this.#newsHeard)) return;
    const waiters = this.#settledWaiters;
    this.#settledWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /**
   * Resolves when no cart read is in flight and none is due for news from other pages (a
   * cooldown without news does not count).
   */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      this.#settledWaiters.push(resolve);
      this.#settle();
    });
  }

  /** Resolves once the merge (or read) that followed the last login is done; never rejects. */
  afterLogin(): Promise<void> {
    return this.#afterLogin;
  }

  async #mergeAfterLogin(): Promise<void> {
    try {
      await this.mergeGuest();
    } catch (error) {
      this.#options.onError?.(error);
      await this.load();
    }
  }

  get kind(): CartKind {
    return this.#options.session.loggedIn ? 'user' : 'guest';
  }

  /** The cart, read once per page (shared by every element); `force` re-reads. */
  load(force = false): Promise<Cart | null> {
    const kind = this.kind;
    if (!force && this.value.cart && this.value.kind === kind) return Promise.resolve(this.value.cart);
    if (this.#reading && this.#readKind === kind) return this.#reading;
    this.#open();
    this.update({ loading: true, kind });
    this.#readKind = kind;
    // A write (or the merge) that answers while this read is in flight holds the newer cart: the
    // read's answer, which the platform may have made before the write, does not replace it.
    const applied = this.#applied;
    const reading = this.#options.client.cart(kind).then(
      (cart) => {
        if (this.kind !== kind) return cart;
        if (this.#applied !== applied) {
          this.update({ loading: false });
          return this.value.cart;
        }
        this.#apply(cart, null);
        return cart;
      },
      (error: unknown) => {
        if (this.kind === kind) this.update({ loading: false, error: error instanceof StorefrontError ? error : null });
        return this.value.cart;
      },
    );
    this.#reading = reading;
    void reading.finally(() => {
      if (this.#reading === reading) this.#reading = null;
      this.#settle();
    });
    return reading;
  }

  /** Re-reads the cart (after another tab changed it, or on a retry); shares a read in flight. */
  refresh(): Promise<Cart | null> {
    return this.load(true);
  }

  #apply(cart: Cart, origin: EventTarget | null, broadcast = false): void {
    this.#applied++;
    const before = this.value.cart;
    this.update({ cart, loading: false, error: null, kind: this.kind });
    if (!before || !sameLines(before, cart)) this.#options.onChange(cart, origin);
    if (broadcast) this.#open()?.postMessage({ type: 'cart-changed', kind: this.kind, sender: this.#id } satisfies CrossTabMessage);
  }

  /**
   * Runs a write. When it fails, the cart is read again before the error reaches the caller (who
   * may offer a retry), so that what every element shows is what the platform holds: a write
   * whose answer was lost (no answer, an answer that is not the JSON the spec describes, 5xx) may
   * have been made. If the fresh cart shows that it was (`made`), the write resolves with it;
   * a refusal (4xx) always rejects. The write itself is never repeated.
   */
  async #write(origin: EventTarget | null, run: (kind: CartKind) => Promise<Cart>, made: (before: Cart | null, after: Cart) => boolean): Promise<Cart> {
    const kind = this.kind;
    const before = this.value.cart;
    try {
      const cart = await run(kind);
      this.#apply(cart, origin, true);
      return cart;
    } catch (error) {
      let after: Cart | null = null;
      try {
        after = await this.#options.client.cart(kind);
      } catch {
        // The cart stays as last read; the write's error is what the caller shows.
      }
      if (!after || this.kind !== kind) throw error;
      const changed = !before || !sameLines(before, after);
      this.#apply(after, origin, changed);
      if (answerLost(error) && made(before, after)) return after;
      throw error;
    }
  }

  /** Finds the line of a variant or a content option. */
  find(item: LineRef): CartItem | undefined {
    return lineOf(this.value.cart, item);
  }

  /**
   * Adds a line. A content option already in the cart is not added again (spec: cart rule 4):
   * the current cart is returned unchanged. Rejects with StorefrontError (422 carries
   * `min_quantity` and field `errors`).
   */
  async add(item: CartAdd, origin: EventTarget | null = null): Promise<Cart> {
    if (item.item_type === 'content') {
      await this.load();
      if (this.find(item) && this.value.cart) return this.value.cart;
    }
    return this.#write(
      origin,
      (kind) => this.#options.client.addToCart(kind, item),
      (before, after) =>
        item.item_type === 'content' ? !!lineOf(after, item) : (lineOf(after, item)?.quantity ?? 0) === (lineOf(before, item)?.quantity ?? 0) + item.quantity,
    );
  }

  /** Sets a product line's quantity (contents have none). */
  setQuantity(variant_id: number, quantity: number, origin: EventTarget | null = null): Promise<Cart> {
    const line = { item_type: 'product', variant_id } as const;
    return this.#write(
      origin,
      (kind) => this.#options.client.setCartQuantity(kind, variant_id, quantity),
      (_before, after) => lineOf(after, line)?.quantity === quantity,
    );
  }

  /** Removes one line. */
  remove(item: CartItem, origin: EventTarget | null = null): Promise<Cart> {
    const line =
      item.item_type === 'product'
        ? ({ item_type: 'product', variant_id: item.variant_id } as const)
        : ({ item_type: 'content', option_id: item.option_id } as const);
    return this.#write(
      origin,
      (kind) => this.#options.client.removeCartItem(kind, line),
      (_before, after) => !lineOf(after, line),
    );
  }

  /** Empties the cart. */
  empty(origin: EventTarget | null = null): Promise<Cart> {
    return this.#write(
      origin,
      (kind) => this.#options.client.emptyCart(kind),
      (_before, after) => after.items.length === 0,
    );
  }

  /** After login: `POST /cart/merge-guest` once, then `GET /cart` (spec: cart rule 5). */
  async mergeGuest(): Promise<Cart> {
    const cart = await this.#options.client.mergeGuestCart();
    this.#apply(cart, null, true);
    return cart;
  }

  /**
   * Lets go of everything the store holds outside itself (the channel and its listener, the
   * session subscription, the cooldown timer): the shop is no longer used by any storefront.
   */
  dispose(): void {
    this.#disposed = true;
    this.#unsubscribeSession();
    clearTimeout(this.#newsTimer);
    this.#newsTimer = undefined;
    this.#channel?.removeEventListener('message', this.#onMessage);
    this.#channel?.close();
    this.#channel = null;
    this.#settle();
  }
}

type LineRef = { item_type: 'product'; variant_id: number } | { item_type: 'content'; option_id: number };

/** The line of a variant or a content option in `cart`. */
function lineOf(cart: Cart | null, item: LineRef): CartItem | undefined {
  return cart?.items.find((i) =>
    i.item_type === 'product' && item.item_type === 'product'
      ? i.variant_id === item.variant_id
      : i.item_type === 'content' && item.item_type === 'content' && i.option_id === item.option_id,
  );
}

/**
 * True when a write's outcome is unknown: no answer (network, timeout), an answer that is not
 * the JSON the spec describes, or a 5xx. A 4xx is a refusal: the platform did not act.
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof StorefrontError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'parse') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

function sameLines(a: Cart, b: Cart): boolean {
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
