/**
 * The logged-in gate of the elements that need a buyer (the buyer pages through `BuyerElement`,
 * and `<shop-checkout>`): connected without one, the element asks for login once per connection
 * (`shop-login-required`, whose default action starts the login and comes back; see
 * `Session.requireLoginSoon`), and shows a log-in prompt meanwhile.
 *
 * Spec: docs/spec/storefront-api.md, "Authentication" rule 2; design: docs/spec/public-api.md,
 * "Cart, login, checkout".
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Shop } from '../state/shop.js';

export interface LoginGateOptions {
  /** The host's shop (undefined until a storefront answers). */
  shop: () => Shop | undefined;
  /** Whether the host may ask now (e.g. only when its attributes are right); default always. */
  needed?: () => boolean;
  /** A login start (the prompt's button) that failed: the host reports it. */
  onError: (error: unknown) => void;
}

export class LoginGateController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: LoginGateOptions;
  #asked = false;

  constructor(host: ReactiveControllerHost & HTMLElement, options: LoginGateOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  readonly #logIn = () => {
    this.#options.shop()?.session.startLogin().catch(this.#options.onError);
  };

  /** Before every update: no buyer and not asked since connecting, so ask (one task later, if still needed). */
  hostUpdate(): void {
    const shop = this.#options.shop();
    if (!shop || shop.session.loggedIn || this.#asked || !(this.#options.needed?.() ?? true)) return;
    this.#asked = true;
    shop.session.requireLoginSoon(() => this.#host.isConnected);
  }

  /** Connected again later: asks again. */
  hostDisconnected(): void {
    this.#asked = false;
  }

  /**
   * The log-in prompt (`part="login-prompt"`): `before` (e.g. why the last login start failed),
   * `text`, and the log-in button (`part="button login-button"`, `button` as its label) that
   * starts the login.
   */
  renderPrompt(text: string, button: string, before: TemplateResult | typeof nothing = nothing): TemplateResult {
    return html`<div class="prompt" part="login-prompt">
      ${before}
      <p>${text}</p>
      <button type="button" class="primary" part="button login-button" @click=${this.#logIn}>${button}</button>
    </div>`;
  }
}
