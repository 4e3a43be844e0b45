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
import { DEFAULT_TIME_ZONE } from '../api/spec-time.js';
import type { CartAdd, CartKind, StorefrontClient } from '../api/index.js';
import { StorefrontError, answerLost } from '../api/errors.js';
import { cartLineKey, type Cart, type CartItem } from '../api/readers/cart.js';
import type { Language } from '../i18n/i18n.js';
import type { ShopCartRestoreDetail } from '../events/shop-cart-restore.js';
import { DeviceCart, cartOf, tellOnce, type GuestCartMode, type RefusedLine } from './device-cart.js';
import type { DeviceWrites } from './guest-cart-writes.js';
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
  /**
   * Device lines the platform refused when they went into the buyer's cart after login, kept until
   * the buyer dismisses them ({@link CartStore.dismissRefused}); empty with `guest-cart="platform"`.
   */
  refused: RefusedLine[];
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
  /** `guest-cart` of the storefront: where the guest cart is kept (default `auto`). */
  guestCart?: GuestCartMode;
  /** The UI language, for the reasons of lines refused after login. */
  language?: () => Language;
  /** The platform's IANA zone (`time-zone`; default `Asia/Seoul`), for the device lines' schedules. */
  timeZone?: () => string;
  /** After the device lines went into the buyer's cart (`shop-cart-restore`). */
  onRestore?: (restore: ShopCartRestoreDetail) => void;
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

  /** The device copy of the guest cart; null with `guest-cart="platform"`. */
  readonly #device: DeviceCart | null;
  readonly #mode: GuestCartMode;
  /** Keys of device lines the platform no longer has (see {@link freshen}). */
  #unavailable = new Set<string>();
  /** The device lines' descriptions read on this page, by line key (see {@link freshen}). */
  #freshened = new Set<string>();
  /** The device lines going into the buyer's cart, while they do. */
  #restoring: Promise<void> | null = null;
  /** Lines found on the device by a logged-in page were placed once on this page (a failure is not tried again here). */
  #leftoverTried = false;

  constructor(options: CartStoreOptions) {
    super({ cart: null, kind: options.session.loggedIn ? 'user' : 'guest', loading: false, error: null, refused: [] });
    this.#options = options;
    this.#mode = options.guestCart ?? 'auto';
    this.#device = this.#mode === 'platform' ? null : new DeviceCart(options.siteKey, options.platformOrigin);
    this.#unsubscribeSession = options.session.subscribe((s) => {
      const kind: CartKind = s.token ? 'user' : 'guest';
      if (kind === this.value.kind) return;
      this.update({ kind, cart: null, error: null });
      // Every login merges the device's guest cart once (cart rule 5): the callback, a site's own
      // token (`useToken`), or another tab's login that did not merge itself (see Session.takeMerge).
      this.#afterLogin = s.token && options.session.takeMerge(s.token) ? this.#mergeAfterLogin() : this.load().then(() => undefined);
    });
  }

  /** Whether the guest cart is read from the device copy now (else from `/guest-cart`). */
  #fromDevice(): boolean {
    if (!this.#device) return false;
    if (this.#mode === 'device') return true;
    const { cookie, items } = this.#device.read();
    return cookie === 'fails' || (!cookie && items.length > 0);
  }

  /** The device copy as a cart, its unavailable lines marked. */
  #deviceCart(): Cart {
    return cartOf(this.#device!.read().items.map((i) => (this.#unavailable.has(cartLineKey(i)) ? { ...i, unavailable: true as const } : i)));
  }

  /** The lines refused after login, as the device keeps them. */
  #refused(): RefusedLine[] {
    return this.#device?.read().refused ?? [];
  }

  /**
   * `auto`: the platform's answer for the guest cart. While its cookie works, the device keeps the
   * same lines (a change made elsewhere, by a script through the client or by the platform itself,
   * is taken); an empty platform copy where the device holds lines means its cookie was lost, and
   * makes the device copy the guest cart from then on (the console says why, once).
   */
  #mirror(platform: Cart): Cart {
    const device = this.#device;
    if (!device || this.#mode !== 'auto') return platform;
    const state = device.read();
    if (state.cookie === 'works' && platform.items.length === 0 && state.items.length > 0) {
      device.write({ ...state, cookie: 'fails' });
      this.#tellCookie();
      return this.#deviceCart();
    }
    if (state.cookie === 'works' || platform.items.length > 0) device.write({ ...state, items: platform.items, cookie: 'works' });
    return platform;
  }

  /** The console note of a platform cookie that does not come back, once per page. */
  #tellCookie(): void {
    tellOnce({ kind: 'cookie', key: this.#device!.key, platform: this.#options.platformOrigin, page: location.origin });
  }

  /** What the device writes need (./guest-cart-writes.ts). */
  #writes(): DeviceWrites {
    return { client: this.#options.client, device: this.#device!, check: this.#mode === 'auto', timeZone: this.#options.timeZone?.() ?? DEFAULT_TIME_ZONE };
  }

  /** Runs a write of the device copy (its code is loaded by the first one) and applies the cart it leaves. */
  async #onDevice(origin: EventTarget | null, run: (m: typeof import('./guest-cart-writes.js'), w: DeviceWrites) => Cart | Promise<Cart>): Promise<Cart> {
    const m = await import('./guest-cart-writes.js');
    const cart = await run(m, this.#writes());
    this.#apply(this.#deviceCart(), origin, true);
    return cart;
  }

  /**
   * Describes the device lines again from the platform's reads (product detail, content detail,
   * cart preview), once per line and page, for an element that shows them (the cart); lines the
   * platform no longer has or sells are marked `unavailable`. Nothing while the platform's copy
   * is the guest cart, or for the buyer's cart. Never rejects.
   */
  async freshen(): Promise<void> {
    if (this.kind !== 'guest' || !this.#fromDevice()) return;
    const items = this.#device!.read().items.filter((i) => !this.#freshened.has(cartLineKey(i)));
    if (items.length === 0) return;
    for (const i of items) this.#freshened.add(cartLineKey(i));
    try {
      const described = await (await import('./guest-cart-writes.js')).freshen(this.#writes(), items);
      for (const d of described) {
        if (d.unavailable) this.#unavailable.add(cartLineKey(d));
        else this.#unavailable.delete(cartLineKey(d));
      }
      if (this.kind === 'guest' && this.#fromDevice()) this.#apply(this.#deviceCart(), null, true);
    } catch (error) {
      // Its code did not load: the lines show as they were kept.
      this.#options.onError?.(error);
    }
  }

  /** Forgets the lines refused after login (the buyer has seen the notice that names them). */
  dismissRefused(): void {
    this.#device?.update((state) => ({ ...state, refused: [] }));
    this.update({ refused: [] });
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
      if (!this.#device) await this.mergeGuest();
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
    this.#restoring ??= import('./guest-cart-restore.js')
      .then((m) =>
        m.restoreDeviceLines({
          client: this.#options.client,
          device: this.#device!,
          merge: login && this.#mode === 'auto',
          language: this.#options.language?.() ?? 'en',
          onRestore: (detail) => this.#options.onRestore?.(detail),
        }),
      )
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
    if (kind === 'guest' && this.#fromDevice()) {
      this.#apply(this.#deviceCart(), null);
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
    if (kind === 'user' && !this.#leftoverTried && this.#device?.read().items.length) {
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
    this.#open();
    this.update({ loading: true, kind });
    this.#readKind = kind;
    // A write (or the merge) that answers while this read is in flight holds the newer cart: the
    // read's answer, which the platform may have made before the write, does not replace it.
    const applied = this.#applied;
    const reading = this.#options.client.cart(kind).then(
      (answer) => {
        if (this.kind !== kind) return answer;
        const cart = kind === 'guest' ? this.#mirror(answer) : answer;
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
    this.update({ cart, loading: false, error: null, kind: this.kind, refused: this.#refused() });
    if (!before || !sameLines(before, cart)) this.#options.onChange(cart, origin);
    if (broadcast) this.#open()?.postMessage({ type: 'cart-changed', kind: this.kind, sender: this.#id } satisfies CrossTabMessage);
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
      if (kind === 'guest') this.#keep(cart);
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
      if (kind === 'guest') this.#keep(after);
      const changed = !before || !sameLines(before, after);
      this.#apply(after, origin, changed);
      if (answerLost(error) && made(before, after)) return after;
      throw error;
    }
  }

  /** `auto`, while the platform's cookie works: the device keeps the lines of the platform's copy after a write. */
  #keep(cart: Cart): void {
    const device = this.#device;
    if (device && this.#mode === 'auto' && device.read().cookie === 'works') device.update((state) => ({ ...state, items: cart.items }));
  }

  /**
   * `auto`, the first add of a guest cart (the device holds no line and does not know yet whether
   * the platform's cookie works): the cart is read back (./guest-cart-writes.ts, `readBack`); where
   * the cookie did not come back, the console says why, once. If that code does not load, the
   * written cart stands.
   */
  async #readBack(item: LineRef, written: Cart, origin: EventTarget | null): Promise<Cart> {
    try {
      const { cart, works } = await (await import('./guest-cart-writes.js')).readBack(this.#writes(), item, written);
      if (works === false) this.#tellCookie();
      if (this.kind === 'guest') this.#apply(works ? cart : this.#deviceCart(), origin, true);
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
    if (this.kind === 'guest' && this.#fromDevice()) return this.#onDevice(origin, (m, w) => m.add(w, item));
    const probe = this.kind === 'guest' && this.#mode === 'auto' && !this.#device?.read().cookie;
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
    if (this.kind === 'guest' && this.#fromDevice()) return this.#onDevice(origin, (m, w) => m.setQuantity(w, variant_id, quantity));
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
    if (this.kind === 'guest' && this.#fromDevice()) {
      this.#unavailable.delete(cartLineKey(item));
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
    if (this.kind === 'guest' && this.#fromDevice()) return this.#onDevice(origin, (m, w) => m.empty(w));
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
