/**
 * What `<shop-board>` and `<shop-post>` share: the look of post lists, comments and notices,
 * the "writer · date" line (dates through Intl), and a log-in button that asks for login the
 * way the rest of the library does (`shop-login-required`, then the identity provider).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDateTime } from '../../i18n/i18n.js';
import { parseSpecTime } from '../../api/spec-time.js';
import { currentRoute } from '../../state/redirect.js';
import { ShopElement } from '../../ui/shop-element.js';
import { styles } from './board-element.styles.js';

export abstract class BoardElement extends ShopElement {
  static override styles = styles;

  readonly #logIn = (): void => {
    const shop = this.shop;
    if (shop && this.emit('shop-login-required', { returnTo: currentRoute() })) {
      shop.session.startLogin().catch((e: unknown) => this.reportError(e));
    }
  };

  /** `writer · date` (`created_at` as sent: ISO 8601, or the spec's text shape in the platform's zone). */
  protected meta(writer: string, created_at: string | null): TemplateResult {
    const date = parseSpecTime(created_at, this.timeZone);
    return html`<span part="writer">${writer}</span>${
        date ? html` · <time part="date" datetime=${date.toISOString()}>${formatDateTime(date, this.language)}</time>` : nothing
      }`;
  }

  /** A log-in button: `shop-login-required` (cancelable), then the identity provider. */
  protected loginButton(label: string): TemplateResult {
    return html`<button type="button" class="primary" part="button login-button" @click=${this.#logIn}>${label}</button>`;
  }
}
