/**
 * Connects an element to its {@link Shop}: the nearest `<shop-storefront>` through
 * `@lit/context`, else the first `<shop-storefront>` of the document, even one that connects
 * later. Re-renders the host when the language, the session or (with `watchCart`) the cart changes.
 */
import { ContextEvent as ContextRequestEvent } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { STOREFRONT_READY, shopContext } from '../context.js';
import type { Shop, ShopProblem } from '../state/shop.js';
import { tellSetup } from './config-error.js';

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

/** How long an element waits for a storefront before saying why it shows nothing, in ms. */
export const STOREFRONT_WAIT_MS = 3000;

/** One message per page (per copy of the script) for a missing storefront, not one per element. */
let missingStorefrontReported = false;

export class ShopController implements ReactiveController {
  /** The shop given by the storefront (also one with a problem). */
  #provided: Shop | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: ShopControllerOptions;
  #unsubscribeContext: (() => void) | undefined;
  #unsubscribeStores: Array<() => void> = [];
  #waitTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, options: ShopControllerOptions = {}) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  readonly #retry = () => {
    if (this.#provided) return;
    this.#request();
    if (this.#provided) document.removeEventListener(STOREFRONT_READY, this.#retry);
  };

  /**
   * Still no shop after {@link STOREFRONT_WAIT_MS}: says why in the console, once per page — no
   * `<shop-storefront>` definition (a bundler dropped it, or only an element's class was
   * imported), or none in the document. (A storefront without a usable `site-key` reports
   * itself.)
   */
  readonly #reportMissingStorefront = () => {
    const tag = this.#host.localName;
    if (this.#provided || !this.#host.isConnected || missingStorefrontReported) return;
    const kind = !customElements.get('shop-storefront') ? 'no-storefront-definition' : !document.querySelector('shop-storefront') ? 'no-storefront' : null;
    if (!kind) return;
    missingStorefrontReported = true;
    // (Its text arrives with the configuration-error view: ./config-error.ts.)
    tellSetup({ level: 'error', element: tag, about: 'has no <shop-storefront>', kind, waited: STOREFRONT_WAIT_MS / 1000 }, this.#host);
  };

  /** The shop to use: undefined until a storefront answers, and while its shop has a {@link problem}. */
  get shop(): Shop | undefined {
    return this.#provided && !this.#provided.problem.value ? this.#provided : undefined;
  }

  /**
   * Why the storefront's shop cannot work (a missing key, a refused key…), or null. The storefront
   * shows it to the site owner; the element shows nothing meanwhile (see ShopElement).
   */
  get problem(): ShopProblem | null {
    return this.#provided?.problem.value ?? null;
  }

  hostConnected(): void {
    this.#request();
    if (!this.#provided) {
      document.addEventListener(STOREFRONT_READY, this.#retry);
      this.#waitTimer = setTimeout(this.#reportMissingStorefront, STOREFRONT_WAIT_MS);
    }
  }

  hostDisconnected(): void {
    clearTimeout(this.#waitTimer);
    document.removeEventListener(STOREFRONT_READY, this.#retry);
    this.#unsubscribeContext?.();
    this.#unsubscribeContext = undefined;
    this.#setShop(undefined);
  }

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
    if (shop === this.#provided) return;
    if (shop) clearTimeout(this.#waitTimer);
    for (const off of this.#unsubscribeStores) off();
    this.#unsubscribeStores = [];
    this.#provided = shop;
    if (shop) {
      const update = () => this.#host.requestUpdate();
      this.#unsubscribeStores.push(shop.problem.subscribe(update));
      // The shop's last storefront was removed: let go of it, and find the storefront now in charge.
      this.#unsubscribeStores.push(
        shop.active.subscribe((active) => {
          if (active || this.#provided !== shop) return;
          this.#unsubscribeContext?.();
          this.#unsubscribeContext = undefined;
          this.#setShop(undefined);
          if (this.#host.isConnected) {
            this.#request();
            if (!this.#provided) document.addEventListener(STOREFRONT_READY, this.#retry);
          }
        }),
      );
      this.#unsubscribeStores.push(shop.settings.subscribe(update));
      if (this.#options.watchSession !== false) this.#unsubscribeStores.push(shop.session.subscribe(update));
      if (this.#options.watchCart) this.#unsubscribeStores.push(shop.cart.subscribe(update));
      if (this.#options.showsPrices) shop.preparePriceFormat();
      if (!shop.problem.value) this.#options.onShop?.(shop);
    }
    this.#host.requestUpdate();
  }
}
