/**
 * The notices of `<shop-storefront>`, loaded when it first has one to show (./shop-storefront.ts):
 * the shop cannot work (no `site-key`, a `base-url` that is not an address, a key the platform
 * refuses, or a page origin the key does not allow), shown by the storefront that made the shop;
 * and the login callback's status (signing in, or why the login failed, with a way back). A page
 * set up right that is not the login callback never downloads this module or its texts (in the
 * CDN bundle it is a chunk of its own, holding the three languages: ../../i18n/locales/<language>/storefront-notices.ts).
 *
 * Spec: docs/spec/storefront-api.md, "Authentication" (the callback) and "Errors" (401, 403).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { fillPlaceholders, type Language } from '../../i18n/i18n.js';
import en from '../../i18n/locales/en/storefront-notices.js';
import ko from '../../i18n/locales/ko/storefront-notices.js';
import ja from '../../i18n/locales/ja/storefront-notices.js';
import type { ShopProblem } from '../../state/shop.js';
import { LoginError } from '../../state/login-error.js';
import { errorMessage } from '../../i18n/error-message.js';
import { navLink } from '../../ui/navigation.js';

const TEXTS: Record<Language, typeof en> = { ko, en, ja };

/** The login callback's status: completing, or failed (the error, and where "Go back" leads). */
export type LoginStatus = 'idle' | 'completing' | { error: unknown; returnTo: string };

/** The notice of a shop that cannot work (`role="alert"`, part `problem`), with a hint for the site owner. */
export function problemNotice(problem: ShopProblem, language: Language): TemplateResult {
  const texts = TEXTS[language];
  const text =
    problem.kind === 'site-key'
      ? texts.problemSiteKey
      : problem.kind === 'base-url'
        ? texts.problemBaseUrl
        : problem.kind === 'key'
          ? texts.problemKey
          : fillPlaceholders(texts.problemOrigin, { origin: problem.origin });
  return html`<div part="problem" role="alert">
    <p>${text}</p>
    <p>${texts.problemHint}</p>
  </div>`;
}

/**
 * The login callback's status (part `login-status`): "Signing you in…" (`role="status"`), or why
 * the login failed (`role="alert"`: cancelled by the buyer, not started from this tab, or another
 * error) with a "Go back" link to the page the login started from (a cancelable `shop-navigate`,
 * kind `login`).
 */
export function loginStatusNotice(host: HTMLElement, status: LoginStatus, language: Language): TemplateResult | typeof nothing {
  if (status === 'idle') return nothing;
  const texts = TEXTS[language];
  if (status === 'completing') return html`<div part="login-status" role="status" aria-live="polite">${texts.completing}</div>`;
  const { error } = status;
  return html`<div part="login-status" role="alert">
    <p>
      ${
        error instanceof LoginError
          ? texts[error.code === 'access_denied' ? 'cancelled' : error.code === 'unverified' ? 'unverified' : 'failed']
          : errorMessage(error, language)
      }
    </p>
    ${navLink({ host, href: status.returnTo, kind: 'login', part: 'button back-button', className: 'button', content: texts.back })}
  </div>`;
}
