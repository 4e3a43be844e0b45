/**
 * The value every element receives from its `<shop-storefront>`: one client, one session,
 * one cart, and the display settings.
 */
import { StorefrontClient, type Language, type StorefrontClientOptions } from '../api/index.js';
import { CartStore } from './cart-store.js';
import { Session, type TokenStorage } from './session.js';
import type { GuestCartMode } from './device-cart.js';
import { Store } from './store.js';
import { emit } from '../events/index.js';
import { StorefrontError } from '../api/errors.js';
import { formatPrice } from '../i18n/i18n.js';
import { DEFAULT_TIME_ZONE } from '../api/spec-time.js';

export interface ShopSettings {
  /** The UI language (`language`). */
  language: Language;
  /** The platform's language for catalog reads (`content-language`; default `language`). */
  contentLanguage: Language;
  /** The platform's IANA zone (`time-zone`, default `Asia/Seoul`): its `<YYYY-MM-DD HH:MM:SS>` times are read in it. */
  timeZone: string;
  /** Display currency when a price carries none (ISO 4217). */
  currency: string;
}

/**
 * Why a shop cannot work (shown by its `<shop-storefront>` for the site owner; every element of the
 * shop then shows nothing): no usable `site-key` or `base-url` (nothing is ever sent), the platform
 * refused the key (`GET /site` answered 401) or this page's origin (403, not an allowed domain).
 */
export type ShopProblem = { kind: 'site-key' } | { kind: 'base-url' } | { kind: 'key'; status: 401 } | { kind: 'origin'; status: 403; origin: string };

export interface ShopOptions {
  siteKey: string;
  /** The platform's origin (`https://platform.example`), already checked. */
  baseUrl: string;
  language: Language;
  /** `content-language` (default `language`). */
  contentLanguage?: Language;
  /** `time-zone`, already checked (default `Asia/Seoul`). */
  timeZone?: string;
  currency: string;
  authCallback: string;
  tokenStorage: TokenStorage;
  /** `guest-cart`: where the guest cart is kept (default `auto`; see ./device-cart.ts). */
  guestCart?: GuestCartMode;
  /** Where store events (login required, cart change from another tab) are dispatched. */
  host: HTMLElement;
  /** Extra client options (paths, timeouts). */
  client?: Partial<StorefrontClientOptions>;
  /** A setup that cannot work: the shop is made inert (never used to send anything) and shows this. */
  problem?: ShopProblem;
}

export class Shop {
  readonly client: StorefrontClient;
  readonly session: Session;
  readonly cart: CartStore;
  /** Language and currency; elements re-render when they change. */
  readonly settings: Store<ShopSettings>;
  /**
   * The storefront that speaks for the shop: store events (login required, another tab's cart
   * change) are dispatched on it, and it shows a key problem. With several storefronts sharing
   * the shop, the first still connected (see ./registry.ts).
   */
  host: HTMLElement;
  readonly siteKey: string;
  readonly authCallback: string;
  /** The platform's origin (`base-url`). */
  readonly platformOrigin: string;
  /** Why this shop cannot work, or null (see {@link ShopProblem}); elements show nothing while it is set. */
  readonly problem: Store<ShopProblem | null>;
  /** True until {@link dispose}: then every element using the shop lets go of it and asks again. */
  readonly active = new Store(true);
  /** The first `GET /site` check, once started (see {@link checkSite}). */
  #firstCheck: Promise<ShopProblem | null> | null = null;
  #firstCheckDone = false;
  #check: Promise<ShopProblem | null> | null = null;

  #priceFormatPrepared = false;

  constructor(options: ShopOptions) {
    this.host = options.host;
    this.platformOrigin = options.baseUrl;
    this.problem = new Store<ShopProblem | null>(options.problem ?? null);
    this.siteKey = options.siteKey;
    this.authCallback = options.authCallback;
    const contentLanguage = options.contentLanguage ?? options.language;
    this.settings = new Store({ language: options.language, contentLanguage, timeZone: options.timeZone ?? DEFAULT_TIME_ZONE, currency: options.currency });
    // The session is created below; the client reaches it lazily.
    let session: Session | null = null;
    this.client = new StorefrontClient({
      siteKey: options.siteKey,
      baseUrl: options.baseUrl,
      language: contentLanguage,
      ...options.client,
      getToken: (origin) => session?.tokenFor(origin) ?? null,
      onUnauthorized: (_error, call) => {
        // A refused token: drop it and ask for login (auth rule 2). A call that needs a buyer sent
        // without one (a page script's `storefront.client.me()`): ask for login, once, as the
        // elements do — unless GET /site finds the key itself refused (`mayAskLogin`). Any other
        // 401 without a token says nothing about a buyer: it is the key's (GET /site tells).
        if (call.tokenSent) session?.handleUnauthorized();
        else if (call.auth === 'required') {
          void this.checkSite();
          session?.requireLogin();
        } else void this.checkSite();
      },
    });
    session = new Session({
      client: this.client,
      siteKey: options.siteKey,
      storage: options.tokenStorage,
      authCallback: options.authCallback,
      platformOrigin: options.baseUrl,
      onLoginRequired: (returnTo) => emit(this.host, 'shop-login-required', { returnTo }),
      mayAskLogin: () => this.#mayAskLogin(),
      onError: (error) => this.reportError(this.host, error, 'shop-storefront'),
    });
    this.session = session;
    this.cart = new CartStore({
      client: this.client,
      session,
      siteKey: options.siteKey,
      platformOrigin: options.baseUrl,
      onError: (error) => this.reportError(this.host, error, 'shop-storefront'),
      ...(options.guestCart ? { guestCart: options.guestCart } : {}),
      language: () => this.language,
      timeZone: () => this.timeZone,
      onRestore: (restore) => emit(this.host, 'shop-cart-restore', restore),
      onChange: (cart, origin) => {
        const target = origin instanceof Node && origin.isConnected ? origin : this.host;
        emit(target, 'shop-cart-change', { count: cart.count, items: cart.items });
      },
    });
  }

  /**
   * `GET /site` (the spec's "check the site connection and key"): a 401 is a key the platform
   * refuses, a 403 a page origin the key does not allow; either becomes {@link problem}. Any other
   * outcome (the site, a network error, a 5xx) is no problem of the key. Shared while in flight;
   * the answer is cached by the client, so a later call costs no request for a while.
   */
  checkSite(): Promise<ShopProblem | null> {
    if (this.problem.value) return Promise.resolve(this.problem.value);
    if (this.#check) return this.#check;
    const check = this.client
      .site()
      .then(
        () => null,
        (error: unknown): ShopProblem | null => {
          if (!(error instanceof StorefrontError) || error.kind !== 'http') return null;
          if (error.status === 401) return { kind: 'key', status: 401 };
          if (error.status === 403) return { kind: 'origin', status: 403, origin: location.origin };
          return null;
        },
      )
      .then((problem) => {
        if (this.#check === check) this.#check = null;
        if (problem && !this.problem.value) this.problem.set(problem);
        return problem;
      });
    this.#check = check;
    if (!this.#firstCheck) {
      this.#firstCheck = check;
      void check.then(() => (this.#firstCheckDone = true));
    }
    return check;
  }

  /** Login may be asked unless the key is refused; before the first site check has answered, after it. */
  #mayAskLogin(): boolean | Promise<boolean> {
    if (this.problem.value) return false;
    if (!this.#firstCheck || this.#firstCheckDone) return true;
    return this.#firstCheck.then((problem) => !problem && !this.problem.value);
  }

  /**
   * Builds the price format of the shop's currency and language in the next task, once per shop.
   * A page's first `Intl.NumberFormat` costs 15–25 ms (locale data; about 100 ms at 4× CPU
   * slowdown): called when an element that shows prices connects, it is built while its first
   * request is in flight, so the first prices do not wait for it when the answer arrives. Pages
   * without prices never pay it.
   */
  preparePriceFormat(): void {
    if (this.#priceFormatPrepared) return;
    this.#priceFormatPrepared = true;
    setTimeout(() => formatPrice(0, this.currency, this.language));
  }

  get language(): Language {
    return this.settings.value.language;
  }

  get currency(): string {
    return this.settings.value.currency;
  }

  /** The platform's language for catalog reads (`content-language`). */
  get contentLanguage(): Language {
    return this.settings.value.contentLanguage;
  }

  /** The platform's IANA zone (`time-zone`). */
  get timeZone(): string {
    return this.settings.value.timeZone;
  }

  /** A new UI language and catalog language (`contentLanguage`, default the same): elements render and read again. */
  setLanguage(language: Language, contentLanguage: Language = language): void {
    if (language === this.language && contentLanguage === this.contentLanguage) return;
    this.client.language = contentLanguage;
    this.settings.update({ language, contentLanguage });
  }

  /** A new platform zone (an IANA name, already checked): schedules are compared and shown again. */
  setTimeZone(timeZone: string): void {
    if (timeZone !== this.timeZone) this.settings.update({ timeZone });
  }

  /** Reports a failed call as `shop-error` on `target` (its `source` is the element's tag). */
  reportError(target: EventTarget, error: unknown, source: string): void {
    if (!(error instanceof StorefrontError)) return;
    emit(target, 'shop-error', { status: error.status, message: error.message, errors: error.errors, source });
  }

  /**
   * No storefront uses the shop any more: lets go of the cart's channel, listeners and timers, and
   * tells the elements that still hold it (`active` turns false) to ask for a shop again.
   */
  dispose(): void {
    if (!this.active.value) return;
    this.cart.dispose();
    this.active.set(false);
  }
}
