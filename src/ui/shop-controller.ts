/**
 * Connects an element to its {@link Shop}: the nearest `<shop-storefront>` through
 * `@lit/context`, else the first `<shop-storefront>` of the document, even one that connects
 * later. Re-renders the host when the language, the session or (with `watchCart`) the cart changes.
 */
import { ContextEvent as ContextRequestEvent } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { STOREFRONT_READY, shopContext } from '../context.js';
import type { Shop } from '../state/shop.js';

export interface ShopControllerOptions {
  /** Re-render on every cart change. */
  watchCart?: boolean;
  /** Re-render on session changes (login, logout). Default true. */
  watchSession?: boolean;
  /** The element shows prices: the shop prepares its price format as soon as it is known. */
  showsPrices?: boolean;
  /** Called once a shop is known (and again if it changes). */
  onShop?: (shop: Shop) => void;
}

export class ShopController implements ReactiveController {
  shop: Shop | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: ShopControllerOptions;
  #unsubscribeContext: (() => void) | undefined;
  #unsubscribeStores: Array<() => void> = [];

  constructor(host: ReactiveControllerHost & HTMLElement, options: ShopControllerOptions = {}) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.#request();
    if (!this.shop) document.addEventListener(STOREFRONT_READY, this.#retry);
  }

  hostDisconnected(): void {
    document.removeEventListener(STOREFRONT_READY, this.#retry);
    this.#unsubscribeContext?.();
    this.#unsubscribeContext = undefined;
    this.#setShop(undefined);
  }

  readonly #retry = () => {
    if (this.shop) return;
    this.#request();
    if (this.shop) document.removeEventListener(STOREFRONT_READY, this.#retry);
  };

  #request(): void {
    this.#host.dispatchEvent(
      new ContextRequestEvent(
        shopContext,
        this.#host,
        (value, unsubscribe) => {
          if (unsubscribe !== this.#unsubscribeContext) this.#unsubscribeContext?.();
          this.#unsubscribeContext = unsubscribe;
          this.#setShop(value);
        },
        true,
      ),
    );
  }

  #setShop(shop: Shop | undefined): void {
    if (shop === this.shop) return;
    for (const off of this.#unsubscribeStores) off();
    this.#unsubscribeStores = [];
    this.shop = shop;
    if (shop) {
      const update = () => this.#host.requestUpdate();
      this.#unsubscribeStores.push(shop.settings.subscribe(update));
      if (this.#options.watchSession !== false) this.#unsubscribeStores.push(shop.session.subscribe(update));
      if (this.#options.watchCart) this.#unsubscribeStores.push(shop.cart.subscribe(update));
      if (this.#options.showsPrices) shop.preparePriceFormat();
      this.#options.onShop?.(shop);
    }
    this.#host.requestUpdate();
  }
}
