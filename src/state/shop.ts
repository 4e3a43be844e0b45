/**
 * The value every element receives from its `<shop-storefront>`: one client, one session,
 * one cart, and the display settings.
 */
import { StorefrontClient, type Language, type StorefrontClientOptions } from '../api/client.js';
import { CartStore } from './cart-store.js';
import { Session, type TokenStorage } from './session.js';
import { Store } from './store.js';
import { emit } from '../events/index.js';
import { StorefrontError } from '../api/errors.js';
import { formatPrice } from '../i18n/i18n.js';

export interface ShopSettings {
  language: Language;
  /** Display currency when a price carries none (ISO 4217). */
  currency: string;
}

export interface ShopOptions {
  siteKey: string;
  baseUrl: string;
  language: Language;
  currency: string;
  authCallback: string;
  tokenStorage: TokenStorage;
  /** Where store events (login required, cart change from another tab) are dispatched. */
  host: HTMLElement;
  /** Extra client options (paths, timeouts). */
  client?: Partial<StorefrontClientOptions>;
}

export class Shop {
  readonly client: StorefrontClient;
  readonly session: Session;
  readonly cart: CartStore;
  /** Language and currency; elements re-render when they change. */
  readonly settings: Store<ShopSettings>;
  readonly host: HTMLElement;
  readonly siteKey: string;
  readonly authCallback: string;

  constructor(options: ShopOptions) {
    this.host = options.host;
    this.siteKey = options.siteKey;
    this.authCallback = options.authCallback;
    this.settings = new Store({ language: options.language, currency: options.currency });
    // The session is created below; the client reaches it lazily.
    let session: Session | null = null;
    this.client = new StorefrontClient({
      siteKey: options.siteKey,
      baseUrl: options.baseUrl,
      language: options.language,
      ...options.client,
      getToken: () => session?.token ?? null,
      onUnauthorized: () => session?.handleUnauthorized(),
    });
    session = new Session({
      client: this.client,
      siteKey: options.siteKey,
      storage: options.tokenStorage,
      authCallback: options.authCallback,
      platformOrigin: new URL(options.baseUrl).origin,
      onLoginRequired: (returnTo) => emit(this.host, 'shop-login-required', { returnTo }),
      onError: (error) => this.reportError(this.host, error, 'shop-storefront'),
    });
    this.session = session;
    this.cart = new CartStore({
      client: this.client,
      session,
      siteKey: options.siteKey,
      onChange: (cart, origin) => {
        const target = origin instanceof Node && origin.isConnected ? origin : this.host;
        emit(target, 'shop-cart-change', { count: cart.count, items: cart.items });
      },
    });
  }

  #priceFormatPrepared = false;

  /**
   * Builds the price format of the shop's currency and language in the next task, once per shop.
   * A page's first `Intl.NumberFormat` costs 15–25 ms (locale data): called when an element that
   * shows prices connects, it is built while that element's first request is in flight, so the
   * first prices do not wait for it when the answer arrives. Pages without prices never pay it.
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

  setLanguage(language: Language): void {
    if (language === this.language) return;
    this.client.language = language;
    this.settings.update({ language });
  }

  /** Reports a failed call as `shop-error` on `target` (its `source` is the element's tag). */
  reportError(target: EventTarget, error: unknown, source: string): void {
    if (!(error instanceof StorefrontError)) return;
    emit(target, 'shop-error', { status: error.status, message: error.message, errors: error.errors, source });
  }

  dispose(): void {
    this.cart.dispose();
  }
}
