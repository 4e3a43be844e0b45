/** The base class of the shop elements (see ShopElement). */
import { DEFAULT_TIME_ZONE } from '../api/spec-time.js';
import { LitElement, ReactiveElement, isServer, nothing, render, type PropertyValues, type TemplateResult } from 'lit';
import { partsOfTag, type Language } from '../i18n/i18n.js';
import { loadLocale, localeReady } from '../i18n/load.js';
import { emit, type ShopEventDetails, type ShopEventName } from '../events/index.js';
import type { Shop } from '../state/shop.js';
import { CartLoadController } from './cart-load.js';
import { ShopController, type ShopControllerOptions } from './shop-controller.js';
import { takeOverRenderRoot } from './render-root.js';
import { configErrorView, type ConfigErrorView, type ConfigProblem } from './config-error.js';

/**
 * Base class of every element but `<shop-storefront>`: the shop from context, the language,
 * typed events, and error reporting. The theme tokens below apply to every element (set them on
 * any ancestor, e.g. `shop-storefront { --shop-color-primary: #0a7 }`).
 *
 * @csspart config-error - What is wrong with the element's attributes, for the site owner (the configuration-error state).
 * @cssproperty [--shop-color-primary=#2f54eb] - Primary buttons, links and focus rings.
 * @cssproperty [--shop-color-on-primary=#fff] - Text on primary buttons.
 * @cssproperty [--shop-color-text=#1f1f1f] - Body text.
 * @cssproperty [--shop-color-muted=#595959] - Secondary text (labels, dates, struck base prices).
 * @cssproperty [--shop-color-surface=#fff] - Backgrounds of cards, buttons and fields.
 * @cssproperty [--shop-color-border=#d9d9d9] - Borders of cards, buttons and fields.
 * @cssproperty [--shop-color-danger=#c41d1d] - Errors and sold-out badges.
 * @cssproperty [--shop-color-success=#237804] - Success notices and sale badges.
 * @cssproperty [--shop-color-skeleton=#eee] - Loading placeholders (skeleton lines and cards).
 * @cssproperty [--shop-color-rating=#8f5700] - The star of a rating.
 * @cssproperty [--shop-color-image-background=#f5f5f5] - Behind the main image of a detail page (while it loads, and through transparent images).
 * @cssproperty [--shop-radius=8px] - Corner radius of cards, buttons and fields.
 * @cssproperty [--shop-font-family=inherit] - Font of the element (inherits the page's by default).
 * @cssproperty [--shop-space=8px] - The spacing unit (gaps and paddings are multiples of it).
 */
export class ShopElement extends LitElement {
  /** Options for the shop connection; subclasses override to watch the cart. */
  protected static shopOptions: ShopControllerOptions = {};

  protected readonly shopController = new ShopController(this, (this.constructor as typeof ShopElement).shopOptions);

  /** Reads the page's cart (once per page) whenever {@link needsCart} says this element needs it. */
  protected readonly cartLoad = new CartLoadController(
    this,
    () => this.shop,
    () => this.needsCart(),
  );

  #awaiting: Language | undefined;

  /** The shop, once a `<shop-storefront>` is found. */
  protected get shop(): Shop | undefined {
    return this.shopController.shop;
  }

  /** UI language: the storefront's, else `<html lang>`, else `ko`. */
  protected get language(): Language {
    if (this.shop) return this.shop.language;
    if (isServer) return 'ko';
    const lang = document.documentElement.lang?.toLowerCase().split('-')[0];
    return lang === 'en' || lang === 'ja' ? lang : 'ko';
  }

  /**
   * The platform's language for catalog reads (the storefront's `content-language`, else the UI
   * language). Tasks that read the platform re-run when it changes.
   */
  protected get contentLanguage(): Language {
    return this.shop?.contentLanguage ?? this.language;
  }

  /** The platform's IANA zone (the storefront's `time-zone`, default `Asia/Seoul`; ../api/spec-time.ts). */
  protected get timeZone(): string {
    return this.shop?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  /**
   * On the server, no `on…` attribute: `@lit-labs/nextjs` (through `@lit-labs/ssr-react`) sets
   * every React prop of an element as an attribute, so an `onshop-*` event prop put its handler's
   * source into the page's HTML; React adds the listener in the browser (docs/frameworks/nextjs.md).
   */
  override setAttribute(name: string, value: string): void {
    if (!isServer || !/^on/i.test(name)) super.setAttribute(name, value);
  }

  /** A server-rendered shadow root is taken over (see ../ui/render-root.ts), never hydrated. */
  protected override createRenderRoot(): ShadowRoot {
    return takeOverRenderRoot(this);
  }

  /**
   * Renders only once the language's strings are loaded (no raw key is ever shown): until then
   * the update runs without rendering (tasks start, so data loads in parallel with the strings),
   * keeping what is on screen (nothing at first, the old language after a switch), and renders
   * when the pack arrives.
   */
  protected override update(changed: PropertyValues): void {
    const language = this.language;
    const problems = this.configProblems();
    // The view of a problem is loaded on the first one (its texts are not in the core); until it
    // is there the element shows nothing, then updates.
    const view = problems.length ? configErrorView(this, problems, () => this.requestUpdate()) : undefined;
    view?.reportConfigProblems(this, problems);
    if (this.shopController.problem) {
      // The storefront cannot work (no key, a refused key…) and says why itself, for the site
      // owner: the element shows nothing rather than a loading state, an error or a log-in prompt.
      (ReactiveElement.prototype as unknown as { update(c: PropertyValues): void }).update.call(this, changed);
      render(nothing, this.renderRoot, this.renderOptions);
      return;
    }
    const parts = partsOfTag(this.localName);
    if (localeReady(language, parts)) {
      // (What LitElement sets on its first update, which here may have been a skipped one.)
      this.renderOptions.isConnected = this.isConnected;
      if (!problems.length) return super.update(changed);
      // The configuration-error state instead of the element's own render, into the same root.
      (ReactiveElement.prototype as unknown as { update(c: PropertyValues): void }).update.call(this, changed);
      render(view ? this.renderConfigError(view, problems) : nothing, this.renderRoot, this.renderOptions);
      return;
    }
    (ReactiveElement.prototype as unknown as { update(c: PropertyValues): void }).update.call(this, changed);
    if (this.#awaiting === language) return;
    this.#awaiting = language;
    void loadLocale(language, parts).then(() => {
      this.#awaiting = undefined;
      if (localeReady(language, parts)) this.requestUpdate();
    });
  }

  /**
   * The attributes that cannot work, as the page author wrote them (see ./config-error.ts); empty
   * when the element is set up right. Subclasses list their checks. While there is a problem the
   * element shows the configuration-error state, logs it once, and sends no request.
   */
  protected configProblems(): ConfigProblem[] {
    return [];
  }

  /**
   * Whether the element needs the page's cart read now (a cart, a count, "In cart"…); false by
   * default. Checked before every update (see ./cart-load.ts): the read is shared by the page.
   */
  protected needsCart(): boolean {
    return false;
  }

  /** True when {@link configProblems} finds nothing (tasks check it before any request). */
  protected get configured(): boolean {
    return this.configProblems().length === 0;
  }

  /** The configuration-error state (`view`: see ./config-error.ts); an element may add to it (a disabled buy button). */
  protected renderConfigError(view: ConfigErrorView, problems: readonly ConfigProblem[]): TemplateResult {
    return view.configErrorTemplate(this.language, problems);
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
