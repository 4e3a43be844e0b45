/**
 * Connects an element to its {@link Shop} through `@lit/context` (a `ContextConsumer` that
 * subscribes): the nearest `<shop-storefront>`'s, else the document's first storefront's (the
 * page's provider), even one that connects later, and the next one when it is replaced.
 * Re-renders the host when the language, the session or (with `watchCart`) the cart changes.
 */
import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { attachContextRoot, shopContext } from '../context.js';
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

/** An element's shop (see the module's docstring): {@link shop} once a storefront provides a usable one, {@link problem} otherwise. */
export class ShopController implements ReactiveController {
  /** The shop given by the storefront (also one with a problem). */
  #provided: Shop | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: ShopControllerOptions;
  #unsubscribeStores: Array<() => void> = [];
  #waitTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, options: ShopControllerOptions = {}) {
    this.#host = host;
    this.#options = options;
    // A request made before any provider exists (no storefront defined yet) is sent again when one appears.
    attachContextRoot();
    // Added before this controller: its request, sent as the host connects, is answered before hostConnected below looks.
    new ContextConsumer(host, {
      context: shopContext,
      subscribe: true,
      callback: (shop) => {
        if (host.isConnected) this.#setShop(shop);
      },
    });
    host.addController(this);
  }

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
    if (!this.#provided) this.#waitTimer = setTimeout(this.#reportMissingStorefront, STOREFRONT_WAIT_MS);
  }

  hostDisconnected(): void {
    clearTimeout(this.#waitTimer);
    this.#setShop(undefined);
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
      // No storefront uses the shop any more: let go of it (the provider sends the one now in charge).
      this.#unsubscribeStores.push(
        shop.active.subscribe((active) => {
          if (!active && this.#provided === shop) this.#setShop(undefined);
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
