/**
 * The two copies of the guest cart and which one is the cart: the device copy (./device-cart.ts)
 * and the platform's (`/guest-cart`, kept by its device cookie). With `guest-cart="auto"` the
 * platform's copy is the cart as long as its cookie is seen to work, and the device keeps the same
 * lines; where the cookie does not come back (the shop and the platform on different sites), the
 * device copy is the cart. `device` uses the device copy alone, `platform` the platform's alone.
 * Spec: docs/spec/storefront-api.md, "Guest cart". Design: docs/spec/public-api.md, "Every browser,
 * every site".
 */
import { DEFAULT_TIME_ZONE } from '../api/spec-time.js';
import type { StorefrontClient } from '../api/index.js';
import { cartLineKey, type Cart, type CartItem } from '../api/readers/cart.js';
import { DeviceCart, cartOf, tellOnce, type GuestCartMode, type RefusedLine } from './device-cart.js';
import type { DeviceWrites } from './guest-cart-writes.js';
import type { Language } from '../i18n/i18n.js';
import type { ShopCartRestoreDetail } from '../events/shop-cart-restore.js';

export interface GuestCartCopiesOptions {
  client: StorefrontClient;
  siteKey: string;
  /** The platform's origin: with the site key, it names the device copy. */
  platformOrigin: string;
  /** `guest-cart` of the storefront: where the guest cart is kept (default `auto`). */
  guestCart?: GuestCartMode;
  /** The platform's IANA zone (`time-zone`; default `Asia/Seoul`), for the device lines' schedules. */
  timeZone?: () => string;
  /** The UI language, for the reasons of lines refused after login (default `en`). */
  language?: () => Language;
  /** After the device lines went into the buyer's cart (`shop-cart-restore`). */
  onRestore?: (restore: ShopCartRestoreDetail) => void;
}

/** The guest cart's copies of one shop (see the module's docstring). */
export class GuestCartCopies {
  /** The device copy of the guest cart; null with `guest-cart="platform"`. */
  readonly device: DeviceCart | null;
  /** `guest-cart` as the storefront read it. */
  readonly mode: GuestCartMode;
  readonly #options: GuestCartCopiesOptions;
  /** Keys of device lines the platform no longer has (see {@link freshen}). */
  readonly #unavailable = new Set<string>();
  /** The device lines' descriptions read on this page, by line key (see {@link freshen}). */
  readonly #freshened = new Set<string>();

  constructor(options: GuestCartCopiesOptions) {
    this.#options = options;
    this.mode = options.guestCart ?? 'auto';
    this.device = this.mode === 'platform' ? null : new DeviceCart(options.siteKey, options.platformOrigin);
  }

  /** Whether the guest cart is read from the device copy now (else from `/guest-cart`). */
  fromDevice(): boolean {
    if (!this.device) return false;
    if (this.mode === 'device') return true;
    const { cookie, items } = this.device.read();
    return cookie === 'fails' || (!cookie && items.length > 0);
  }

  /** `auto`, while it is not known yet whether the platform's cookie works: the next add is read back. */
  probes(): boolean {
    return this.mode === 'auto' && !!this.device && !this.device.read().cookie;
  }

  /** The device copy as a cart, its unavailable lines marked. */
  deviceCart(): Cart {
    return cartOf(this.device!.read().items.map((i) => (this.#unavailable.has(cartLineKey(i)) ? { ...i, unavailable: true as const } : i)));
  }

  /** The lines refused after login, as the device keeps them (none with `guest-cart="platform"`). */
  refused(): RefusedLine[] {
    return this.device?.read().refused ?? [];
  }

  /**
   * `auto`: the platform's answer for the guest cart. While its cookie works, the device keeps the
   * same lines (a change made elsewhere, by a script through the client or by the platform itself,
   * is taken); an empty platform copy where the device holds lines means its cookie was lost, and
   * makes the device copy the guest cart from then on (the console says why, once).
   */
  mirror(platform: Cart): Cart {
    const device = this.device;
    if (!device || this.mode !== 'auto') return platform;
    const state = device.read();
    if (state.cookie === 'works' && platform.items.length === 0 && state.items.length > 0) {
      device.write({ ...state, cookie: 'fails' });
      this.tellCookie();
      return this.deviceCart();
    }
    if (state.cookie === 'works' || platform.items.length > 0) device.write({ ...state, items: platform.items, cookie: 'works' });
    return platform;
  }

  /** `auto`, while the platform's cookie works: the device keeps the lines of the platform's copy after a write. */
  keep(cart: Cart): void {
    const device = this.device;
    if (device && this.mode === 'auto' && device.read().cookie === 'works') device.update((state) => ({ ...state, items: cart.items }));
  }

  /** The console note of a platform cookie that does not come back, once per page. */
  tellCookie(): void {
    tellOnce({ kind: 'cookie', key: this.device!.key, platform: this.#options.platformOrigin, page: location.origin });
  }

  /** What the device writes need (./guest-cart-writes.ts). */
  writes(): DeviceWrites {
    return { client: this.#options.client, device: this.device!, check: this.mode === 'auto', timeZone: this.#options.timeZone?.() ?? DEFAULT_TIME_ZONE };
  }

  /**
   * The device lines go into the buyer's cart (./guest-cart-restore.ts, loaded then); `login`: after
   * a login made here, when the platform's copy (with `auto`) is merged too. Resolves with the
   * buyer's cart after it (null when there was nothing to do); rejects with the run's first
   * error (the lines stay on the device). Only with a device copy.
   */
  async restore(login: boolean): Promise<Cart | null> {
    const m = await import('./guest-cart-restore.js');
    return m.restoreDeviceLines({
      client: this.#options.client,
      device: this.device!,
      merge: login && this.mode === 'auto',
      language: this.#options.language?.() ?? 'en',
      onRestore: (detail) => this.#options.onRestore?.(detail),
    });
  }

  /** The line `item` was removed: it is no longer marked unavailable. */
  forget(item: CartItem): void {
    this.#unavailable.delete(cartLineKey(item));
  }

  /**
   * Describes the device lines not described yet on this page again from the platform's reads
   * (./guest-cart-writes.ts, `freshen`), once per line and page; lines the platform no longer has
   * or sells are marked unavailable. Resolves with false when there was nothing to describe;
   * rejects when that code did not load.
   */
  async freshen(): Promise<boolean> {
    const items = this.device!.read().items.filter((i) => !this.#freshened.has(cartLineKey(i)));
    if (items.length === 0) return false;
    for (const i of items) this.#freshened.add(cartLineKey(i));
    const described = await (await import('./guest-cart-writes.js')).freshen(this.writes(), items);
    for (const d of described) {
      if (d.unavailable) this.#unavailable.add(cartLineKey(d));
      else this.#unavailable.delete(cartLineKey(d));
    }
    return true;
  }
}
