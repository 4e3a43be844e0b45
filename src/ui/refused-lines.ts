/**
 * The notice that names the guest cart's lines the platform refused when they went into the
 * buyer's cart after login (src/state/guest-cart-restore.ts), with its texts in the three languages:
 * a chunk loaded the first time a page has such lines to show (./refused-notice.ts), so no other
 * page pays for it. Design: docs/spec/public-api.md, "Every browser, every site" ("named to the
 * buyer, not dropped silently").
 */
import { html, type TemplateResult } from 'lit';
import type { Language } from '../i18n/i18n.js';
import en from '../i18n/locales/en/refused-lines.js';
import ko from '../i18n/locales/ko/refused-lines.js';
import ja from '../i18n/locales/ja/refused-lines.js';
import type { Shop } from '../state/shop.js';

const TEXTS: Record<Language, typeof en> = { ko, en, ja };

/**
 * The notice (`part="refused"`, a polite status): each refused line as "name: reason", and a
 * dismiss button (`part="button dismiss-button"`) that forgets them.
 */
export function renderRefused(shop: Shop, language: Language): TemplateResult {
  const t = TEXTS[language];
  return html`<div class="status error refused" part="refused" role="status">
    <p>${t.title}</p>
    <ul>
      ${shop.cart.value.refused.map((line) => html`<li><strong>${line.name || t.unnamed}</strong>: ${line.message}</li>`)}
    </ul>
    <button type="button" part="button dismiss-button" @click=${() => shop.cart.dismissRefused()}>${t.dismiss}</button>
  </div>`;
}
