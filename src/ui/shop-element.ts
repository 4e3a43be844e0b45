/**
 * Base class of every element but `<shop-storefront>`: the shop from context, the language,
 * typed events, and error reporting.
 */
import { LitElement, ReactiveElement, type PropertyValues } from 'lit';
import type { Language } from '../i18n/i18n.js';
import { loadLocale, localeReady } from '../i18n/load.js';
import { emit, type ShopEventDetails, type ShopEventName } from '../events.js';
import type { Shop } from '../state/shop.js';
import { ShopController, type ShopControllerOptions } from './shop-controller.js';

export class ShopElement extends LitElement {
  /** Options for the shop connection; subclasses override to watch the cart. */
  protected static shopOptions: ShopControllerOptions = {};

  protected readonly shopController = new ShopController(this, (this.constructor as typeof ShopElement).shopOptions);

  /** The shop, once a `<shop-storefront>` is found. */
  protected get shop(): Shop | undefined {
    return this.shopController.shop;
  }

  /** UI language: the storefront's, else `<html lang>`, else `ko`. */
  protected get language(): Language {
    if (this.shop) return this.shop.language;
    const lang = document.documentElement.lang?.toLowerCase().split('-')[0];
    return lang === 'en' || lang === 'ja' ? lang : 'ko';
  }

  #awaiting: Language | undefined;

  /**
   * Renders only once the language's strings are loaded (no raw key is ever shown): until then
   * the update runs without rendering (tasks start, so data loads in parallel with the strings),
   * keeping what is on screen (nothing at first, the old language after a switch), and renders
   * when the pack arrives.
   */
  protected override update(changed: PropertyValues): void {
    const language = this.language;
    if (localeReady(language)) {
      // (What LitElement sets on its first update, which here may have been a skipped one.)
      this.renderOptions.isConnected = this.isConnected;
      return super.update(changed);
    }
    (ReactiveElement.prototype as unknown as { update(c: PropertyValues): void }).update.call(this, changed);
    if (this.#awaiting === language) return;
    this.#awaiting = language;
    void loadLocale(language).then(() => {
      this.#awaiting = undefined;
      if (localeReady(language)) this.requestUpdate();
    });
  }

  /** Dispatches a shop event on this element; false when its default action was prevented. */
  protected emit<K extends ShopEventName>(name: K, detail: ShopEventDetails[K]): boolean {
    return emit(this, name, detail);
  }

  /** Emits `shop-error` for a failed call. */
  protected reportError(error: unknown): void {
    this.shop?.reportError(this, error, this.localName);
  }
}
