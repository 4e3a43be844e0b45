/**
 * What the buyer-page elements share (`<shop-order-list>`, `<shop-order-detail>`,
 * `<shop-order-lines>`, `<shop-my-contents>`, `<shop-content-viewer>`): the logged-in gate (asks
 * for login once and shows a log-in prompt), the 403 and 404 notices, the status labels, and a
 * per-shop revision that every buyer element re-reads on, so that one write (an action, a review,
 * opening a content) refreshes every buyer element of the page.
 *
 * Spec: docs/spec/storefront-api.md, "Buyer pages", "Authentication" rule 2, "Errors" (403, 404).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import { StorefrontError, isAbortError } from '../api/errors.js';
import { parseSpecTime } from '../api/readers/content.js';
import { defineStrings, formatDateTime, formatPrice, type Language } from '../i18n/i18n.js';
import type { Shop } from '../state/shop.js';
import { Store } from '../state/store.js';
import { navigableUrl } from '../state/redirect.js';
import { ShopElement } from './shop-element.js';
import { ShopTask } from './shop-task.js';
import { LoginGateController } from './login-gate.js';
import { loadingTemplate, renderTask, type RenderTaskOptions } from './status.js';
import { baseStyles } from './styles.js';

export const buyerStrings = defineStrings('buyer');

/** A label in the UI language: statuses (`s`), learning statuses (`l`), content types (`t`); unknown values as they are. */
export function labelOf(language: Language, kind: 's' | 'l' | 't', value: string | null): string {
  if (!value) return '';
  const key = `${kind}_${value}`;
  // A value the packs have no label for (an unknown status) is shown as it is.
  return buyerStrings(language, key as 't_all') || value;
}

/** A date-time text (ISO 8601 or `<YYYY-MM-DD HH:MM:SS>`) for display; '' when absent. */
export function dateText(value: string | null, language: Language): string {
  return formatDateTime(parseSpecTime(value), language) ?? '';
}

/** An amount in the major unit, or '' when unknown. */
export function amount(value: number | null, currency: string, language: Language): string {
  return value === null ? '' : formatPrice(value, currency, language);
}

/** True for a URL that may be followed or loaded: http(s) once resolved against the page (relative URLs are same-origin). See `navigableUrl`. */
export function safeUrl(url: string | null | undefined): url is string {
  return navigableUrl(url, location.href) !== null;
}

const revisions = new WeakMap<Shop, Store<number>>();

function revisionOf(shop: Shop): Store<number> {
  let store = revisions.get(shop);
  if (!store) revisions.set(shop, (store = new Store(0)));
  return store;
}

/** After a buyer write: every buyer element of this shop reads again (the client already dropped its cached `/me…` reads). */
export function buyerChanged(shop: Shop): void {
  shop.client.transport.invalidate('/me');
  const store = revisionOf(shop);
  store.set(store.value + 1);
}

/**
 * Base of the buyer-page elements: needs a logged-in buyer. Connected without one, it asks for
 * login once (`shop-login-required`, whose default action starts the login and comes back) and
 * shows a log-in prompt meanwhile (./login-gate.ts); a 401 on a read does the same through the session.
 */
export abstract class BuyerElement extends ShopElement {
  static override styles = [baseStyles];

  readonly #loginGate = new LoginGateController(this, {
    shop: () => this.shop,
    needed: () => this.configured,
    onError: (e) => this.reportError(e),
  });
  #watched: Shop | undefined;
  #unwatch: (() => void) | undefined;

  /** A task over the buyer's data: `run(shop, signal)` re-runs on login, language, the element's `keys()` and every buyer write. */
  protected buyerTask<T>(run: (shop: Shop, signal: AbortSignal) => Promise<T>, keys: () => readonly unknown[] = () => []) {
    return new ShopTask(this, {
      task: async ([shop, token], { signal }) => (shop && token && this.configured ? run(shop, signal) : (undefined as T)),
      args: () => [this.shop, this.shop?.session.token ?? null, this.language, this.shop ? revisionOf(this.shop).value : 0, ...keys()] as const,
      onError: (e) => {
        if (!isAbortError(e)) this.reportError(e);
      },
    });
  }

  protected override willUpdate(): void {
    const shop = this.shop;
    if (shop !== this.#watched) {
      this.#unwatch?.();
      this.#watched = shop;
      this.#unwatch = shop && revisionOf(shop).subscribe(() => this.requestUpdate());
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unwatch?.();
    this.#unwatch = this.#watched = undefined;
  }

  /** The task's states, or the log-in prompt; 403 and 404 as notices instead of an error with retry. */
  protected renderBuyer<T>(task: ShopTask<readonly unknown[], T>, options: Omit<RenderTaskOptions<T>, 'language'>): TemplateResult | typeof nothing {
    const lang = this.language;
    const shop = this.shop;
    if (!shop) return loadingTemplate(lang);
    if (!shop.session.loggedIn) return this.#loginGate.renderPrompt(buyerStrings(lang, 'loginPrompt'), buyerStrings(lang, 'logIn'));
    const e = task.error;
    if (task.status === TaskStatus.ERROR && e instanceof StorefrontError && (e.status === 403 || e.status === 404)) {
      return html`<p class="status" role="alert" part="error ${e.status === 403 ? 'forbidden' : 'not-found'}">
        ${buyerStrings(lang, e.status === 403 ? 'forbidden' : 'notFound')}
      </p>`;
    }
    return renderTask(task, { language: lang, ...options });
  }
}

/** Layout pieces of the buyer pages: the log-in prompt, rows, notices, badges. */
export const buyerStyles = css`
  .prompt {
    display: grid;
    gap: var(--_space);
    justify-items: start;
  }
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .row {
    position: relative;
    display: grid;
    gap: calc(var(--_space) / 2);
    padding-block: calc(var(--_space) * 1.5);
    border-bottom: 1px solid var(--_border);
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .notice {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space);
    margin: var(--_space) 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: center;
  }
  h2,
  h3 {
    margin: 0;
  }
  .error {
    color: var(--_danger);
  }
`;
