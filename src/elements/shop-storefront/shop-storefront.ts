import { LitElement, html, isServer, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Shop } from '../../state/shop.js';
import type { TokenStorage } from '../../state/session.js';
import type { GuestCartMode } from '../../state/device-cart.js';
import { LoginError } from '../../state/session.js';
import type { LoginStatus } from './storefront-notices.js';
import { SHOP_HOST_CHANGED } from '../../state/registry.js';
import { readClientPaths, type ClientPaths } from '../../api/client-options.js';
import type { StorefrontClient } from '../../api/client.js';
import { resolveLanguage, type Language } from '../../i18n/i18n.js';
import { loadLocale } from '../../i18n/load.js';
import { takeOverRenderRoot } from '../../ui/render-root.js';
import { emit } from '../../events/index.js';
import { styles } from './shop-storefront.styles.js';
import { StorefrontShopController } from './storefront-shop.js';

const CORE_PART = ['core'] as const;

/**
 * The provider: holds the one API client, buyer session and cart that every other element
 * on the page uses (through `@lit/context`; elements outside any storefront use the first one
 * of the document). On the `auth-callback` route it completes the login by itself.
 *
 * Design: docs/spec/public-api.md, "The provider". Spec: docs/spec/storefront-api.md, "Authentication", "Login".
 *
 * @element shop-storefront
 * @slot - The page content (any HTML and shop elements).
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: the platform refused the buyer token (a 401 to a
 *   call that sent one) or an element needs a buyer. Never for a key problem. Default: start the login.
 * @fires {ShopLoginEvent} shop-login - `{ user }` after the login callback completed.
 * @fires {ShopCartChangeEvent} shop-cart-change - `{ count, items }` when the cart changed in another tab.
 * @fires {ShopCartRestoreEvent} shop-cart-restore - `{ placed, refused }` after login, when the guest cart's device lines went into the
 *   buyer's cart (`refused`: the lines the platform refused, each with its ids and the reason).
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: returnTo, kind: 'login', id: null }`, cancelable, on the callback route once the
 *   login completed (default: `location.replace(href)`), and from the "back" link after a failed login (default: follow it).
 * @csspart login-status - The notice shown on the callback route while the login completes or fails.
 * @csspart problem - The notice (`role="alert"`) for the site owner when the storefront cannot work: no `site-key`, a `base-url`
 *   that is not an http(s) origin, a key the platform refuses (401) or a page origin it does not allow (403). The elements of
 *   the storefront then show nothing; the console says how to fix it.
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
export class ShopStorefront extends LitElement {
  static override styles = styles;

  /**
   * Storefront key, sent as `X-Service-Site-Key` on every call. Required: without one (or a blank
   * one) the storefront shows a notice for the site owner and sends nothing.
   */
  @property({ attribute: 'site-key' }) siteKey = '';
  /**
   * Platform origin: an absolute http(s) origin (`https://platform.example`, optionally with a port
   * and a trailing `/`); calls go to `{base-url}/api/storefront/v1`. Default: the page's origin. A
   * value ending in `/api/storefront/v1` is trimmed (with a console warning); anything else (a
   * relative URL, another scheme, a path, a query, a fragment) shows a notice and sends nothing.
   */
  @property({ attribute: 'base-url' }) baseUrl = '';
  /**
   * `ko`, `en` or `ja` (a region such as `en-US` is read as `en`). Default: `<html lang>` when one
   * of those, else `ko`; another value gets a console warning and the default.
   */
  @property() language: string | null = null;
  /**
   * The platform's language for catalog reads (the `language` query of every call): `ko`, `en` or
   * `ja` (a region such as `ja-JP` reads as `ja`), so that the UI language (`language`) and the
   * catalog's may differ. Default: `language`. Another value gets a console warning and `language`.
   * May change at any time: the elements read their data again. Design: public-api.md
   * ("content-language").
   */
  @property({ attribute: 'content-language' }) contentLanguage: string | null = null;
  /**
   * The platform's IANA time zone (`Asia/Seoul`, `America/Los_Angeles`…): the spec's
   * `<YYYY-MM-DD HH:MM:SS>` times carry no zone and are read as wall-clock times in it; an option
   * whose end is past in that zone is not sold (spec "Rules tying reads to writes" 2). Times are
   * shown in the buyer's own zone, named, with the platform's beside them when the two differ.
   * Default `Asia/Seoul`; a zone this browser does not know gets a console warning and the
   * default. May change at any time. Design: public-api.md ("time-zone").
   */
  @property({ attribute: 'time-zone' }) timeZone: string | null = null;
  /** Display currency (ISO 4217) when a price carries none. Default `KRW`. */
  @property() currency = 'KRW'; // DEFAULT_CURRENCY, written out: custom-elements.json shows the initializer.
  /**
   * A currency (ISO 4217, e.g. `USD`) to also show prices in, converted with the rates the platform
   * gives (`exchangeRates` of the content detail: spec "Content detail"), beside the price and marked
   * as an estimate; orders are still placed in the platform's currency (nothing sent changes). No
   * rate for it, or the platform's own currency: only the price. A value that is not an ISO 4217
   * code: only the price, and one console warning. Storefronts sharing a shop: the first one's value
   * counts (the elements read it from the shop's storefront). Default: none (no conversion).
   */
  @property({ attribute: 'display-currency' }) displayCurrency: string | null = null;
  /** Path of the page that receives the identity provider's redirect. Default `/auth/callback`. */
  @property({ attribute: 'auth-callback' }) authCallback = '/auth/callback';
  /**
   * Where the buyer token is kept: `session` (default: this tab, until it closes), `local` (every
   * tab of the site; a login or logout in one tab reaches the others) or `memory` (until reload).
   * Exactly these values (lower case); another one gets a console warning and `session`.
   */
  @property({ attribute: 'token-storage' }) tokenStorage: TokenStorage = 'session';

  /**
   * Where the guest cart (before login) is kept: `auto` (default) keeps it on this device
   * (`localStorage`, per site key and platform) and mirrors it to the platform's `/guest-cart`,
   * whose copy is used while its cookie is seen to work; `device` keeps it on the device only and
   * never calls `/guest-cart`; `platform` keeps it by the platform's cookie alone (a shop on the
   * platform's own site that wants no device copy). Browsers keep no cookie of another site, and
   * Safari none at all: with `platform`, a shop on another site than the platform loses the guest
   * cart at every page load. Another value gets a console warning and `auto`. Read when the
   * storefront starts. README: "Browsers"; design: docs/spec/public-api.md, "Every browser, every site".
   */
  @property({ attribute: 'guest-cart' }) guestCart: GuestCartMode = 'auto';

  /**
   * `datalayer`: push GA4 e-commerce events (`view_item_list`, `view_item`, `add_to_cart`,
   * `remove_from_cart`, `begin_checkout`, `purchase`) for the page's shop events to
   * `window.dataLayer` (README, "Analytics"). Read when the storefront is connected; its code is a
   * chunk of its own, loaded only then; once started it runs until the page unloads (one adapter
   * per page). Other values: nothing is pushed.
   */
  @property() analytics: string | null = null;

  /**
   * Paths the spec does not fix, for the client (its `paths` option; README, "Choices made where
   * the spec says not shown"): `{ "boards": "/boards", "order": "/me/orders/{order_id}", … }`, each
   * a path starting with `/` (relative to `/api/storefront/v1`). Attribute `api-paths`: the same
   * object as JSON. Entries with another name or value, and an attribute that is not JSON, are
   * ignored (the default path stays). A change applies to the calls made after it.
   */
  @property({ attribute: 'api-paths', converter: { fromAttribute: (value: string | null) => (value ? readClientPaths(value) : null) } })
  paths: Partial<ClientPaths> | null = null;

  @state() private loginStatus: LoginStatus = 'idle';
  /** The shop: made, shared, replaced, let go of, and provided to the elements (./storefront-shop.ts). */
  readonly #holder = new StorefrontShopController(this, (shop) => void this.#completeLogin(shop));

  constructor() {
    super();
    // Became the host of a shared shop (the first one was removed): it now shows a key problem.
    this.addEventListener(SHOP_HOST_CHANGED, () => this.requestUpdate());
  }

  /**
   * The `StorefrontClient` of this storefront (read-only); undefined until the storefront has
   * started with a usable `site-key` and `base-url`.
   */
  get client(): StorefrontClient | undefined {
    return this.shop?.client;
  }

  /**
   * The shop state (client, session, cart) for scripts; undefined until the storefront is connected
   * with a usable `site-key` and `base-url` (and after it was removed). Storefronts with the same
   * `site-key` and `base-url` on a page share one shop.
   */
  get shop(): Shop | undefined {
    return this.#holder.usable();
  }

  get #language(): Language {
    const language = resolveLanguage(this.language, isServer ? null : document.documentElement.lang);
    if (isServer) return language;
    // The strings of the page's language start loading as soon as it is known (the elements ask
    // for the parts of their groups themselves).
    void loadLocale(language, CORE_PART);
    return language;
  }

  /** A server-rendered shadow root is taken over (see ../../ui/render-root.ts), never hydrated. */
  protected override createRenderRoot(): ShadowRoot {
    return takeOverRenderRoot(this);
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    const holder = this.#holder;
    if (changed.has('language') || changed.has('contentLanguage') || changed.has('currency')) {
      const [language, shop] = [this.#language, holder.current];
      shop?.setLanguage(language, holder.readingSettings(language).contentLanguage);
      if (shop && this.currency && this.currency !== shop.currency) shop.settings.update({ currency: this.currency });
    }
    // The setup attributes may be set, changed or removed at any time (a framework binds them just
    // after inserting the elements): the storefront then serves the shop they name.
    if (this.isConnected && SETUP_PROPERTIES.some((name) => changed.has(name))) holder.setupChanged();
    const shop = holder.current;
    if (changed.has('timeZone') && shop) shop.setTimeZone(holder.readingSettings(shop.language).timeZone);
    // The elements read display-currency from the shop's storefront (its host): a change tells them to render again.
    if (this.hasUpdated && changed.has('displayCurrency')) shop?.settings.update({});
    if (changed.has('paths')) shop?.client.setPaths(readClientPaths(this.paths ?? {}));
  }

  async #completeLogin(shop: Shop): Promise<void> {
    this.loginStatus = 'completing';
    try {
      const { user, returnTo } = await shop.session.completeLogin();
      // The guest cart's merge (cart rule 5) follows every login by itself: wait for it before leaving.
      await shop.cart.afterLogin();
      if (user) emit(this, 'shop-login', { user });
      // A single-page app that handles its callback route itself cancels this and routes back.
      if (emit(this, 'shop-navigate', { href: returnTo, kind: 'login', id: null })) {
        // token-storage="memory": the token goes over to the saved route's page load (that one only).
        shop.session.handOver(returnTo);
        location.replace(returnTo);
      }
    } catch (error) {
      const returnTo = error instanceof LoginError ? error.returnTo : '/';
      this.loginStatus = { error, returnTo };
      shop.reportError(this, error, 'shop-storefront');
    }
  }

  /**
   * The notices' module (./storefront-notices.ts, with its texts in the three languages), imported
   * the first time there is a notice to show; undefined until then. A failed import is told once
   * in the console (the key problem itself is told there too) and tried again on the next notice.
   */
  #notices(): NoticesModule | undefined {
    if (noticesModule || isServer) return noticesModule;
    noticesLoading ??= import('./storefront-notices.js').then(
      (m: NoticesModule) => (noticesModule = m),
      (error: unknown) => {
        noticesLoading = undefined;
        console.error('shop-elements: <shop-storefront> cannot show its notice: its code did not load.', error);
      },
    );
    void noticesLoading.then(() => noticesModule && this.requestUpdate());
    return undefined;
  }

  override render() {
    const lang = this.#language;
    const status = this.loginStatus;
    const problem = this.#holder.shownProblem();
    // The page content shows at once; a notice when its module has arrived.
    const notices = problem || status !== 'idle' ? this.#notices() : undefined;
    return html`${problem && notices ? notices.problemNotice(problem, lang) : nothing}${notices ? notices.loginStatusNotice(this, status, lang) : nothing}<slot
      ></slot>`;
  }
}

/** The properties whose attributes make the setup (./setup.ts): a change makes or joins another shop. */
const SETUP_PROPERTIES = ['siteKey', 'baseUrl', 'tokenStorage', 'guestCart', 'authCallback'];

type NoticesModule = typeof import('./storefront-notices.js');
/** The notices' module, once loaded (shared by the page's storefronts). */
let noticesModule: NoticesModule | undefined;
let noticesLoading: Promise<unknown> | undefined;

declare global {
  interface HTMLElementTagNameMap {
    'shop-storefront': ShopStorefront;
  }
}
