import { LitElement, css, html, isServer, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ContextEvent } from '@lit/context';
import { STOREFRONT_READY, shopContext } from '../../context.js';
import { Shop } from '../../state/shop.js';
import type { TokenStorage } from '../../state/session.js';
import { LoginError } from '../../state/session.js';
import type { StorefrontClient } from '../../api/client.js';
import { resolveLanguage, type Language } from '../../i18n/i18n.js';
import { loadLocale, localeReady } from '../../i18n/load.js';
import { baseStyles } from '../../ui/styles.js';
import { errorMessage } from '../../ui/error-message.js';
import { takeOverRenderRoot } from '../../ui/render-root.js';
import { navLink } from '../../ui/navigation.js';
import { emit } from '../../events/index.js';
import { strings } from './strings.js';

/**
 * The provider: holds the one API client, buyer session and cart that every other element
 * on the page uses (through `@lit/context`; elements outside any storefront use the first one
 * of the document). On the `auth-callback` route it completes the login by itself.
 *
 * Design: public-api.md, "The provider". Spec: storefront-api.md, "Authentication", "Login".
 *
 * @element shop-storefront
 * @slot - The page content (any HTML and shop elements).
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: a call answered 401 or an element needs a buyer. Default: start the login.
 * @fires {ShopLoginEvent} shop-login - `{ user }` after the login callback completed.
 * @fires {ShopCartChangeEvent} shop-cart-change - `{ count, items }` when the cart changed in another tab.
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: returnTo, kind: 'login', id: null }`, cancelable, on the callback route once the
 *   login completed (default: `location.replace(href)`), and from the "back" link after a failed login (default: follow it).
 * @csspart login-status - The notice shown on the callback route while the login completes or fails.
 * @cssproperty [--shop-color-primary=#2f54eb] - Primary buttons, links and focus rings.
 * @cssproperty [--shop-color-on-primary=#fff] - Text on primary buttons.
 * @cssproperty [--shop-color-text=#1f1f1f] - Body text.
 * @cssproperty [--shop-color-muted=#595959] - Secondary text (labels, dates, struck base prices).
 * @cssproperty [--shop-color-surface=#fff] - Backgrounds of cards, buttons and fields.
 * @cssproperty [--shop-color-border=#d9d9d9] - Borders of cards, buttons and fields.
 * @cssproperty [--shop-color-danger=#c41d1d] - Errors and sold-out badges.
 * @cssproperty [--shop-color-success=#237804] - Success notices and sale badges.
 * @cssproperty [--shop-radius=8px] - Corner radius of cards, buttons and fields.
 * @cssproperty [--shop-font-family=inherit] - Font of the element (inherits the page's by default).
 * @cssproperty [--shop-space=8px] - The spacing unit (gaps and paddings are multiples of it).
 */
export class ShopStorefront extends LitElement {
  static override styles = [
    baseStyles,
    css`
      /* An ordinary block: a parent's layout (a block theme's constrained width, a grid or flex
         item, a prose container) applies to the storefront as to any other child. */
      :host {
        display: block;
      }
      [part='login-status'] {
        display: block;
        padding: calc(var(--_space) * 2);
        margin: var(--_space);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
      }
    `,
  ];

  /** Storefront key, sent as `X-Service-Site-Key` on every call. Required. */
  @property({ attribute: 'site-key' }) siteKey = '';
  /** Platform origin; calls go to `{base-url}/api/storefront/v1`. Default: the page's origin. */
  @property({ attribute: 'base-url' }) baseUrl = '';
  /** `ko`, `en` or `ja`. Default: `<html lang>` when one of those, else `ko`. */
  @property() language: string | null = null;
  /** Display currency (ISO 4217) when a price carries none. Default `KRW`. */
  @property() currency = 'KRW';
  /** Path of the page that receives the identity provider's redirect. Default `/auth/callback`. */
  @property({ attribute: 'auth-callback' }) authCallback = '/auth/callback';
  /**
   * Where the buyer token is kept: `session` (default: this tab, until it closes), `local` (every
   * tab of the site; a login or logout in one tab reaches the others) or `memory` (until reload).
   */
  @property({ attribute: 'token-storage' }) tokenStorage: TokenStorage = 'session';

  @state() private loginStatus: 'idle' | 'completing' | { error: unknown; returnTo: string } = 'idle';

  #shop: Shop | undefined;

  constructor() {
    super();
    // The provider side of the context protocol: every element inside gets this shop. (The shop
    // never changes once made, so no subscription list is needed; elements that asked before it
    // existed ask again on STOREFRONT_READY.)
    this.addEventListener('context-request', (event) => {
      const e = event as ContextEvent<typeof shopContext>;
      if (e.context !== shopContext || e.contextTarget === this) return;
      e.stopPropagation();
      if (this.#shop) e.callback(this.#shop, e.subscribe ? () => {} : undefined);
    });
  }

  /** The `StorefrontClient` of this storefront (read-only); undefined until `site-key` is set. */
  get client(): StorefrontClient | undefined {
    return this.#ensureShop()?.client;
  }

  /** The shop state (client, session, cart) for scripts; undefined until `site-key` is set. */
  get shop(): Shop | undefined {
    return this.#ensureShop();
  }

  get #language(): Language {
    const language = resolveLanguage(this.language, isServer ? null : document.documentElement.lang);
    if (isServer) return language;
    // The strings of the page's language start loading as soon as it is known.
    void loadLocale(language);
    return language;
  }

  #ensureShop(): Shop | undefined {
    // On the server (SSR) there is no session, cart or network: the shop starts in the browser.
    if (this.#shop || !this.siteKey || isServer) return this.#shop;
    const tokenStorage: TokenStorage = ['local', 'memory'].includes(this.tokenStorage) ? this.tokenStorage : 'session';
    this.#shop = new Shop({
      siteKey: this.siteKey,
      baseUrl: this.baseUrl || location.origin,
      language: this.#language,
      currency: this.currency || 'KRW',
      authCallback: this.authCallback || '/auth/callback',
      tokenStorage,
      host: this,
    });
    if (this.isConnected) document.dispatchEvent(new Event(STOREFRONT_READY));
    return this.#shop;
  }

  /** A server-rendered shadow root is taken over (see ../../ui/render-root.ts), never hydrated. */
  protected override createRenderRoot(): ShadowRoot {
    return takeOverRenderRoot(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const shop = this.#ensureShop();
    if (!shop) console.warn('<shop-storefront> needs a site-key attribute.');
    // Another tab's login or logout arrives as a storage event only with token-storage="local";
    // listening costs a few milliseconds of start-up (the browser opens its storage areas).
    if (this.tokenStorage === 'local') window.addEventListener('storage', this.#onStorage);
    document.dispatchEvent(new Event(STOREFRONT_READY));
    if (shop?.session.isCallbackPage()) void this.#completeLogin(shop);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('storage', this.#onStorage);
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('language') || changed.has('currency')) {
      this.#shop?.setLanguage(this.#language);
      if (this.#shop && this.currency && this.currency !== this.#shop.currency) this.#shop.settings.update({ currency: this.currency });
    }
    if (changed.has('siteKey') && this.siteKey && !this.#shop) this.#ensureShop();
  }

  readonly #onStorage = (event: StorageEvent) => this.#shop?.session.syncFromStorage(event);

  async #completeLogin(shop: Shop): Promise<void> {
    this.loginStatus = 'completing';
    try {
      const { user, returnTo } = await shop.session.completeLogin();
      try {
        await shop.cart.mergeGuest();
      } catch (error) {
        shop.reportError(this, error, 'shop-storefront');
      }
      if (user) emit(this, 'shop-login', { user });
      // A single-page app that handles its callback route itself cancels this and routes back.
      if (emit(this, 'shop-navigate', { href: returnTo, kind: 'login', id: null })) location.replace(returnTo);
    } catch (error) {
      const returnTo = error instanceof LoginError ? error.returnTo : '/';
      this.loginStatus = { error, returnTo };
      shop.reportError(this, error, 'shop-storefront');
    }
  }

  override render() {
    const lang = this.#language;
    const status = this.loginStatus;
    // The page content shows at once; the login notice waits for its language's strings.
    if (status !== 'idle' && !localeReady(lang)) void loadLocale(lang).then(() => localeReady(lang) && this.requestUpdate());
    return html`${status === 'idle' || !localeReady(lang)
        ? nothing
        : status === 'completing'
          ? html`<div part="login-status" role="status" aria-live="polite">${strings(lang, 'completing')}</div>`
          : html`<div part="login-status" role="alert">
              <p>${status.error instanceof LoginError
                ? strings(lang, status.error.code === 'access_denied' ? 'cancelled' : status.error.code === 'unverified' ? 'unverified' : 'failed')
                : errorMessage(status.error, lang)}</p>
              ${navLink({ host: this, href: status.returnTo, kind: 'login', part: 'button back-button', className: 'button', content: strings(lang, 'back') })}
            </div>`}<slot></slot>`;
  }
}

/**
 * Elements outside any storefront send their context request up to the document: the first
 * `<shop-storefront>` of the document at that moment answers.
 */
function answerOrphans(event: Event): void {
  const e = event as ContextEvent<typeof shopContext>;
  if (e.context !== shopContext) return;
  const shop = (document.querySelector('shop-storefront') as ShopStorefront | null)?.shop;
  if (!shop) return;
  e.stopImmediatePropagation();
  e.callback(shop, e.subscribe ? () => {} : undefined);
}

const ORPHANS = Symbol.for('shop-elements/orphan-listener');

/**
 * Installs the document-level answer to context requests of elements outside any storefront,
 * once per page, even when the script is loaded twice. Called when `<shop-storefront>` is
 * defined (src/define/register.ts); does nothing without a `document` (server rendering).
 */
export function answerOrphanContextRequests(): void {
  if (typeof document === 'undefined' || ORPHANS in document) return;
  Object.defineProperty(document, ORPHANS, { value: true });
  document.addEventListener('context-request', answerOrphans);
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-storefront': ShopStorefront;
  }
}
