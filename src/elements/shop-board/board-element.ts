/**
 * What `<shop-board>` and `<shop-post>` share: the look of post lists, comments and notices,
 * the "writer · date" line (dates through Intl), and a log-in button that asks for login the
 * way the rest of the library does (`shop-login-required`, then the identity provider).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { formatDateTime } from '../../i18n/i18n.js';
import { currentRoute } from '../../state/redirect.js';
import { cardStyles } from '../../ui/card.js';
import { pagerStyles } from '../../ui/pager.js';
import { ShopElement } from '../../ui/shop-element.js';
import { baseStyles } from '../../ui/styles.js';

export abstract class BoardElement extends ShopElement {
  static override styles = [
    baseStyles,
    cardStyles,
    pagerStyles,
    css`
      .head {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space);
        align-items: center;
        justify-content: space-between;
      }
      h2 {
        margin: 0;
        font-size: 1.5em;
      }
      h3 {
        margin: 0;
        font-size: 1em;
      }
      ul,
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      li {
        position: relative;
        padding-block: var(--_space);
        border-bottom: 1px solid var(--_border);
      }
      .meta {
        margin: calc(var(--_space) / 2) 0 0;
        color: var(--_muted);
        font-size: 0.875em;
      }
      .text {
        margin: calc(var(--_space) / 2) 0 0;
        white-space: pre-line;
      }
      .error {
        color: var(--_danger);
      }
    `,
  ];

  /** `writer · date`. */
  protected meta(writer: string, date: Date | null): TemplateResult {
    return html`<span part="writer">${writer}</span>${date
      ? html` · <time part="date" datetime=${date.toISOString()}>${formatDateTime(date, this.language)}</time>`
      : nothing}`;
  }

  /** A log-in button: `shop-login-required` (cancelable), then the identity provider. */
  protected loginButton(label: string): TemplateResult {
    return html`<button type="button" class="primary" part="button login-button" @click=${this.#logIn}>${label}</button>`;
  }

  readonly #logIn = (): void => {
    const shop = this.shop;
    if (shop && this.emit('shop-login-required', { returnTo: currentRoute() })) {
      shop.session.startLogin().catch((e: unknown) => this.reportError(e));
    }
  };
}
