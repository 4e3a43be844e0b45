/**
 * Base class of every element but `<shop-storefront>`: the shop from context, the language,
 * typed events, and error reporting.
 */
import { LitElement } from 'lit';
import type { Language } from '../i18n/i18n.js';
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

  /** Dispatches a shop event on this element; false when its default action was prevented. */
  protected emit<K extends ShopEventName>(name: K, detail: ShopEventDetails[K]): boolean {
    return emit(this, name, detail);
  }

  /** Emits `shop-error` for a failed call. */
  protected reportError(error: unknown): void {
    this.shop?.reportError(this, error, this.localName);
  }
}
