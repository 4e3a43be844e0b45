/**
 * One cart for every element on the page, kept in step across tabs. Reads the guest cart
 * while logged out and the buyer's cart while logged in. Spec: docs/spec/storefront-api.md, "Guest cart",
 * "Logged-in cart" and their rules.
 *
 * The guest cart is the device copy (./device-cart.ts) unless `guest-cart="platform"`: with `auto`,
 * the platform's copy (`/guest-cart`, device cookie) is read and written as long as its cookie is
 * seen to work (the first add of a cart is read back), and kept on the device too; where it does
 * not work (the shop and the platform on different sites), the device copy alone is read, and a
 * change is first checked by the platform (./guest-cart-writes.ts). After login, the device lines go
 * into the buyer's cart (./guest-cart-restore.ts). Design: docs/spec/public-api.md, "Every browser,
 * every site".
 */
import type { CartAdd, CartKind } from '../api/index.js';
import { StorefrontError, answerLost } from '../api/errors.js';
import type { Cart, CartItem } from '../api/readers/cart.js';
import type { RefusedLine } from './device-cart.js';
import type { DeviceWrites } from './guest-cart-writes.js';
import { CartNews, cartChannelName } from './cart-news.js';
import { GuestCartCopies, type GuestCartCopiesOptions } from './guest-cart-copies.js';
import { lineOf, sameLines, type LineRef } from './cart-lines.js';
import type { Session } from './session.js';
import { Store } from './store.js';

export { CROSS_TAB_COOLDOWN_MS, cartChannelName } from './cart-news.js';

export interface CartState {
  /** Last good cart; null until first read. A failed read keeps it (never emptied by an error). */
  cart: Cart | null;
  /** Which cart `cart` is. */
  kind: CartKind;
  loading: boolean;
  /** The last read's error, cleared by the next good read. */
  error: StorefrontError | null;
  /**
   * Device lines the platform refused when they went into the buyer's cart after login, kept until
   * the buyer dismisses them ({@link CartStore.dismissRefused}); empty with `guest-cart="platform"`.
   */
  refused: RefusedLine[];
}

/** The client, site key and platform origin (which also name the cross-tab channel), and where the guest cart is kept: ./guest-cart-copies.ts. */
export interface CartStoreOptions extends GuestCartCopiesOptions {
  session: Session;
  /** Called after every change of the lines (here or in another tab). */
  onChange: (cart: Cart, origin: EventTarget | null) => void;
  /** A merge after login that failed (nothing is thrown into the page). */
  onError?: (error: unknown) => void;
}

/** A shop's cart (see the module's docstring): one per shop, shared by every element of its storefronts. */
export class CartStore extends Store<CartState> {
  readonly #options: CartStoreOptions;
  /** The news of the other pages of this shop (./cart-news.ts). */
  readonly #news: CartNews;
  #reading: Promise<Cart | null> | null = null;
  #readKind: CartKind | null = null;
  readonly #unsubscribeSession: () => void;
  /** The merge (or read) started by the last login, for the callback page to wait on. */
  #afterLogin: Promise<void> = Promise.resolve();
  /** Carts applied, counted: a read whose answer comes after another cart was applied is stale. */
  #applied = 0;
  #settledWaiters: Array<() => void> = [];

  /** The device and platform copies of the guest cart (./guest-cart-copies.ts). */
  readonly #copies: GuestCartCopies;
  /** The device lines going into the buyer's cart, while they do. */
  #restoring: Promise<void> | null = null;
  /** Lines found on the device by a logged-in page were placed once on this page (a failure is not tried again here). */
  #leftoverTried = false;

  constructor(options: CartStoreOptions) {
    super({ cart: null, kind: options.session.loggedIn ? 'user' : 'guest', loading: false, error: null, refused: [] });
    this.#options = options;
    this.#copies = new GuestCartCopies(options);
    this.#news = new CartNews({
      channelName: cartChannelName(options.siteKey, options.platformOrigin),
      // A read already in flight may have started before the change: a fresh one follows it.
      read: () => (this.#reading ? this.#reading.then(() => this.load(true)) : this.load(true)),
      onQuiet: () => this.#settle(),
    });
    this.#unsubscribeSession = options.session.subscribe((s) => {
      const kind: CartKind = s.token ? 'user' : 'guest';
      if (kind === this.value.kind) return;
      this.update({ kind, cart: null, error: null });
      // Every login merges the device's guest cart once (cart rule 5): the callback, a site's own
      // token (`useToken`), or another tab's login that did not merge itself (see Session.takeMerge).
      this.#afterLogin = s.token && options.session.takeMerge(s.token) ? this.#mergeAfterLogin() : this.load().then(() => undefined);
    });
  }

  /** Runs a write of the device copy (its code is loaded by the first one) and applies the cart it leaves. */
  async #onDevice(origin: EventTarget | null, run: (m: typeof import('./guest-cart-writes.js'), w: DeviceWrites) => Cart | Promise<Cart>): Promise<Cart> {
    const m = await import('./guest-cart-writes.js');
    const cart = await run(m, this.#copies.writes());
    this.#apply(this.#copies.deviceCart(), origin, true);
    return cart;
  }

  /**
   * Describes the device lines again from the platform's reads (product detail, content detail,
   * cart preview), once per line and page, for an element that shows them (the cart); lines the
   * platform no longer has or sells are marked `unavailable`. Nothing while the platform's copy
   * is the guest cart, or for the buyer's cart. Never rejects.
   */
  async freshen(): Promise<void> {
    if (this.kind !== 'guest' || !this.#copies.fromDevice()) return;
    try {
      if (!(await this.#copies.freshen())) return;
      if (this.kind === 'guest' && this.#copies.fromDevice()) this.#apply(this.#copies.deviceCart(), null, true);
    } catch (error) {
      // Its code did not load: the lines show as they were kept.
      this.#options.onError?.(error);
    }
  }

  /** Forgets the lines refused after login (the buyer has seen the notice that names them). */
  dismissRefused(): void {
    this.#copies.device?.update((state) => ({ ...state, refused: [] }));
    this.update({ refused: [] });
  }

  #settle(): void {
    if (this.#reading || this.#news.pending) return;
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
      if (!this.#copies.device) await this.mergeGuest();
      else {
        await this.#restore(true);
        await this.load();
      }
    } catch (error) {
      this.#options.onError?.(error);
      await this.load();
    }
  }

  /**
   * The device lines go into the buyer's cart (./guest-cart-restore.ts): after a login made here
   * (`login`: the platform's copy, when in use, is merged too), or when a logged-in page finds
   * lines still on the device (a run cut short). One run at a time on the page, and in the
   * browser where Web Locks exist (another tab may run at the same moment). Rejects with the
   * run's first error (the lines stay on the device).
   */
  #restore(login: boolean): Promise<void> {
    this.#restoring ??= this.#copies
      .restore(login)
      .then((cart) => {
        if (cart && this.kind === 'user') this.#apply(cart, null, true);
      })
      .finally(() => (this.#restoring = null));
    return this.#restoring;
  }

  get kind(): CartKind {
    return this.#options.session.loggedIn ? 'user' : 'guest';
  }

  /** The cart, read once per page (shared by every element); `force` re-reads. */
  load(force = false): Promise<Cart | null> {
    const kind = this.kind;
    if (!force && this.value.cart && this.value.kind === kind) return Promise.resolve(this.value.cart);
    if (kind === 'guest' && this.#copies.fromDevice()) {
      this.#apply(this.#copies.deviceCart(), null);
      return Promise.resolve(this.value.cart);
    }
    // While device lines go into the buyer's cart, its read waits for them.
    if (kind === 'user' && this.#restoring) {
      if (!this.value.loading) this.update({ loading: true, kind });
      return this.#restoring.then(
        () => this.load(),
        () => this.load(),
      );
    }
    // Device lines left by a run cut short go into the buyer's cart.
    if (kind === 'user' && !this.#leftoverTried && this.#copies.device?.read().items.length) {
      this.#leftoverTried = true;
      return this.#restore(false).then(
        () => this.load(),
        (error: unknown) => {
          this.#options.onError?.(error);
          return this.load();
        },
      );
    }
    if (this.#reading && this.#readKind === kind) return this.#reading;
    this.#news.open();
    this.update({ loading: true, kind });
    this.#readKind = kind;
    // A write (or the merge) that answers while this read is in flight holds the newer cart: the
    // read's answer, which the platform may have made before the write, does not replace it.
    const applied = this.#applied;
    const reading = this.#options.client.cart(kind).then(
      (answer) => {
        if (this.kind !== kind) return answer;
        const cart = kind === 'guest' ? this.#copies.mirror(answer) : answer;
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
    this.update({ cart, loading: false, error: null, kind: this.kind, refused: this.#copies.refused() });
    if (!before || !sameLines(before, cart)) this.#options.onChange(cart, origin);
    if (broadcast) this.#news.post(this.kind);
  }

  /**
   * Runs a write, the cart read first when this page has not read it yet. When it fails, the cart is read again before the error reaches the caller (who
   * may offer a retry), so that what every element shows is what the platform holds: a write
   * whose answer was lost (no answer, an answer that is not the JSON the spec describes, 5xx) may
   * have been made. If the fresh cart shows that it was (`made`), the write resolves with it;
   * a refusal (4xx) always rejects. The write itself is never repeated.
   */
  async #write(origin: EventTarget | null, run: (kind: CartKind) => Promise<Cart>, made: (before: Cart | null, after: Cart) => boolean): Promise<Cart> {
    const kind = this.kind;
    // What the cart held before is what tells, if the answer is lost, whether the write was made:
    // a page that never read the cart (a buy button alone) reads it first.
    if (!this.value.cart || this.value.kind !== kind) await this.load();
    const before = this.value.kind === kind ? this.value.cart : null;
    try {
      const cart = await run(kind);
      if (kind === 'guest') this.#copies.keep(cart);
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
      if (kind === 'guest') this.#copies.keep(after);
      const changed = !before || !sameLines(before, after);
      this.#apply(after, origin, changed);
      if (answerLost(error) && made(before, after)) return after;
      throw error;
    }
  }

  /**
   * `auto`, the first add of a guest cart (the device holds no line and does not know yet whether
   * the platform's cookie works): the cart is read back (./guest-cart-writes.ts, `readBack`); where
   * the cookie did not come back, the console says why, once. If that code does not load, the
   * written cart stands.
   */
  async #readBack(item: LineRef, written: Cart, origin: EventTarget | null): Promise<Cart> {
    try {
      const { cart, works } = await (await import('./guest-cart-writes.js')).readBack(this.#copies.writes(), item, written);
      if (works === false) this.#copies.tellCookie();
      if (this.kind === 'guest') this.#apply(works ? cart : this.#copies.deviceCart(), origin, true);
      return this.value.cart ?? cart;
    } catch {
      return written;
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
    if (this.kind === 'guest' && this.#copies.fromDevice()) return this.#onDevice(origin, (m, w) => m.add(w, item));
    const probe = this.kind === 'guest' && this.#copies.probes();
    const cart = await this.#write(
      origin,
      (kind) => this.#options.client.addToCart(kind, item),
      (before, after) =>
        item.item_type === 'content' ? !!lineOf(after, item) : (lineOf(after, item)?.quantity ?? 0) === (lineOf(before, item)?.quantity ?? 0) + item.quantity,
    );
    return probe ? this.#readBack(item, cart, origin) : cart;
  }

  /** Sets a product line's quantity (contents have none). */
  setQuantity(variant_id: number, quantity: number, origin: EventTarget | null = null): Promise<Cart> {
    const line = { item_type: 'product', variant_id } as const;
    if (this.kind === 'guest' && this.#copies.fromDevice()) return this.#onDevice(origin, (m, w) => m.setQuantity(w, variant_id, quantity));
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
    if (this.kind === 'guest' && this.#copies.fromDevice()) {
      this.#copies.forget(item);
      return this.#onDevice(origin, (m, w) => m.remove(w, line));
    }
    return this.#write(
      origin,
      (kind) => this.#options.client.removeCartItem(kind, line),
      (_before, after) => !lineOf(after, line),
    );
  }

  /** Empties the cart. */
  empty(origin: EventTarget | null = null): Promise<Cart> {
    if (this.kind === 'guest' && this.#copies.fromDevice()) return this.#onDevice(origin, (m, w) => m.empty(w));
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
    this.#unsubscribeSession();
    this.#news.dispose();
    this.#settle();
  }
}
