import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { common } from '../../i18n/common.js';
import { errorMessage } from '../../i18n/error-message.js';
import { ShopElement } from '../../ui/shop-element.js';
import { strings } from './strings.js';
import { styles } from './shop-login.styles.js';

/**
 * Log-in button when logged out; the buyer's name (from `GET /me`) and a log-out button when
 * logged in. Logging in sends the buyer to the identity provider and back to this page.
 *
 * Spec: docs/spec/storefront-api.md, "Login (identity provider)", "User (GET /me)". Design: docs/spec/public-api.md,
 * "Cart, login, checkout".
 *
 * @element shop-login
 * @fires {ShopLogoutEvent} shop-logout - `{}` after the buyer logged out.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the user or the login start could not be read.
 * @csspart button - The log-in, log-out and retry buttons.
 * @csspart login-button - The log-in button.
 * @csspart logout-button - The log-out button.
 * @csspart name - The buyer's name.
 * @csspart loading - The loading state while the user is read.
 * @csspart error - An error message.
 */
export class ShopLogin extends ShopElement {
  static override styles = styles;

  /** The last failed call (reading the user or starting the login). */
  @state() private error: unknown = null;

  /** Token for which `GET /me` was already asked (asked once per token). */
  #askedFor: string | null = null;
  #starting = false;

  protected override willUpdate(): void {
    const session = this.shop?.session;
    const token = session?.value.token;
    // `loadUser` shares a request already in flight, so its failure is seen here too.
    if (session && token && !session.value.user && this.#askedFor !== token) {
      this.#askedFor = token;
      void this.#loadUser();
    }
  }

  async #loadUser(): Promise<void> {
    try {
      await this.shop?.session.loadUser();
      this.error = null;
    } catch (error) {
      this.error = error;
      this.reportError(error);
    }
  }

  async #logIn(): Promise<void> {
    if (!this.shop || this.#starting) return;
    this.#starting = true;
    this.error = null;
    try {
      await this.shop.session.startLogin();
    } catch (error) {
      this.error = error;
      this.reportError(error);
    } finally {
      this.#starting = false;
    }
  }

  async #logOut(): Promise<void> {
    this.shop?.session.logout();
    this.error = null;
    this.#askedFor = null;
    this.emit('shop-logout', {});
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part~="login-button"]')?.focus();
  }

  override render() {
    const lang = this.language;
    const session = this.shop?.session.value;
    const error = this.error ? html`<p class="error" role="alert" part="error">${errorMessage(this.error, lang)}</p>` : nothing;
    if (!session || (session.token && !session.user && !this.error)) {
      return html`<span role="status" aria-live="polite" part="loading" class="muted">${common(lang, 'loading')}</span>`;
    }
    if (!session.token) {
      return html`<span class="wrap">
        ${error}
        <button type="button" part="button login-button" @click=${() => void this.#logIn()}>${strings(lang, 'logIn')}</button>
      </span>`;
    }
    if (!session.user) {
      return html`<span class="wrap">
        ${error}
        <button type="button" part="button" @click=${() => void this.#loadUser()}>${common(lang, 'retry')}</button>
      </span>`;
    }
    const user = session.user;
    return html`<span class="wrap">
      <span
        ><span class="visually-hidden">${strings(lang, 'loggedInAs')} </span
        ><span part="name">${user.name || user.nickname || user.email || strings(lang, 'buyer')}</span></span
      >
      <button type="button" part="button logout-button" @click=${() => void this.#logOut()}>${strings(lang, 'logOut')}</button>
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-login': ShopLogin;
  }
}
