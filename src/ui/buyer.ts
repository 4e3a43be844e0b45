/**
 * What the buyer-page elements share (`<shop-order-list>`, `<shop-order-detail>`,
 * `<shop-order-lines>`, `<shop-my-contents>`, `<shop-content-viewer>`): the logged-in gate (asks
 * for login once and shows a log-in prompt), the 403 and 404 notices, the status labels, and a
 * per-shop revision that every buyer element re-reads on, so that one write (an action, a review,
 * opening a content) refreshes every buyer element of the page.
 *
 * Spec: docs/spec/storefront-api.md, "Buyer pages", "Authentication" rule 2, "Errors" (403, 404).
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import { StorefrontError, isAbortError } from '../api/errors.js';
import { parseSpecTime } from '../api/spec-time.js';
import type { LineItem, OrderSummary } from '../api/readers/buyer.js';
import { errorMessage } from '../i18n/error-message.js';
import { loadLocale } from '../i18n/load.js';
import { defineStrings, formatDateTime, formatPrice, type Language } from '../i18n/i18n.js';
import { common } from '../i18n/common.js';
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

/**
 * What a status means to the buyer, which colours its pill (the text says it too): `waiting`
 * (someone has to act: awaiting payment, a request under way), `active` (paid, learning in
 * progress), `shipped` (delivered), `done` (purchase confirmed, course completed), `closed`
 * (cancelled, refunded), `neutral` (not started, or a status the table does not know).
 */
const TONES: Record<string, string> = {
  s_pending: 'waiting',
  s_refund_requested: 'waiting',
  s_return_requested: 'waiting',
  s_exchange_requested: 'waiting',
  s_cancel_requested: 'waiting',
  s_paid: 'active',
  l_processing: 'active',
  s_delivered: 'shipped',
  s_shipped: 'shipped',
  s_confirmed: 'done',
  s_completed: 'done',
  l_completed: 'done',
  s_cancelled: 'closed',
  s_canceled: 'closed',
  s_refunded: 'closed',
  s_returned: 'closed',
};

/** A status pill (`s`: an order's or item's status, `l`: a learning status) coloured by its meaning; parts `badge status status-<tone>`. */
export function statusBadge(language: Language, kind: 's' | 'l', value: string | null): TemplateResult | typeof nothing {
  if (!value) return nothing;
  const tone = TONES[`${kind}_${value}`] ?? 'neutral';
  return html`<span class="badge ${tone}" part="badge status status-${tone}">${labelOf(language, kind, value)}</span>`;
}

/** What the buyer filled in for a product line (engraving text, gift message…), label and text; nothing when none. */
export function buyerInputs(line: LineItem): TemplateResult | typeof nothing {
  return line.buyer_inputs.length
    ? html`<dl class="inputs" part="inputs">
        ${line.buyer_inputs.map(
          (b) =>
            html`<dt>${b.label}</dt>
              <dd>${b.value}</dd>`,
        )}
      </dl>`
    : nothing;
}

/**
 * A date-time text (ISO 8601, or `<YYYY-MM-DD HH:MM:SS>` as a wall-clock time in the platform's
 * `timeZone`) for display in the buyer's zone; '' when absent or unreadable.
 */
export function dateText(value: string | null, language: Language, timeZone: string): string {
  return formatDateTime(parseSpecTime(value, timeZone), language) ?? '';
}

/** An amount in the major unit, or '' when unknown. */
export function amount(value: number | null, currency: string, language: Language): string {
  return value === null ? '' : formatPrice(value, currency, language);
}

/** True for a URL that may be followed or loaded: http(s) once resolved against the page (relative URLs are same-origin). See `navigableUrl`. */
export function safeUrl(url: string | null | undefined): url is string {
  return navigableUrl(url, location.href) !== null;
}

/** The payment start of an order (the order elements' `pay-order.ts`, loaded on the first click). */
export type PayOrder = (
  host: HTMLElement,
  shop: Shop,
  order_id: number,
  redirectUrl: string | null,
  language: Language,
) => Promise<'submitted' | 'cancelled' | { refused: string }>;

export interface PayOptions {
  shop: () => Shop | undefined;
  language: () => Language;
  /** The host's `redirect-url` (null: the buyer comes back to this page). */
  redirectUrl: () => string | null;
  /** Loads the payment start: `() => import('…/pay-order.js')`. */
  load: () => Promise<{ payOrder: PayOrder }>;
}

/**
 * "Continue to payment" on an order that waits for its payment (status `pending`): one button per
 * such order. A click loads the payment start (`load`, with the checkout's strings, for its refusal
 * messages), which calls `POST /payments/initialize` for that order and posts the payment form;
 * meanwhile the button is busy ("Starting the payment…"); a refusal or a failed call is an alert
 * next to the button, and the button is ready again. Back from the payment page (a page restored
 * from the back/forward cache) it is ready again too.
 */
export class PayController implements ReactiveController {
  /** The order whose payment is starting. */
  #paying: number | null = null;
  /** Why the last start failed, and for which order. */
  #error: { id: number; message: string } | null = null;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: PayOptions;

  constructor(host: ReactiveControllerHost & HTMLElement, options: PayOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('pageshow', this.#restored);
  }

  hostDisconnected(): void {
    removeEventListener('pageshow', this.#restored);
  }

  readonly #restored = (e: PageTransitionEvent): void => {
    if (e.persisted) this.#set(null, null);
  };

  #set(paying: number | null, error: { id: number; message: string } | null): void {
    this.#paying = paying;
    this.#error = error;
    this.#host.requestUpdate();
  }

  async #pay(order_id: number): Promise<void> {
    const host = this.#host;
    const shop = this.#options.shop();
    const lang = this.#options.language();
    if (!shop || this.#paying !== null) return;
    this.#set(order_id, null);
    try {
      const [{ payOrder }] = await Promise.all([this.#options.load(), loadLocale(lang, ['checkout'])]);
      const outcome = await payOrder(host, shop, order_id, this.#options.redirectUrl(), lang);
      // The form is on its way: the button stays busy while the page leaves.
      if (outcome === 'submitted') return;
      this.#set(null, outcome === 'cancelled' ? null : { id: order_id, message: outcome.refused });
    } catch (error) {
      shop.reportError(host, error, host.localName);
      this.#set(null, { id: order_id, message: errorMessage(error, lang) });
    }
  }

  /** The button of `order` (nothing unless it waits for its payment) and its alert; `describedBy`: the id of the order's name. */
  render(order: OrderSummary, describedBy?: string): TemplateResult | typeof nothing {
    if (order.status !== 'pending') return nothing;
    const lang = this.#options.language();
    const busy = this.#paying === order.order_id;
    const error = this.#error?.id === order.order_id ? this.#error.message : '';
    return html`<div class="actions pay">
      <button
        type="button"
        class="primary"
        part="button pay-button"
        aria-disabled=${String(this.#paying !== null)}
        aria-describedby=${describedBy ?? nothing}
        @click=${() => void this.#pay(order.order_id)}
      >
        ${buyerStrings(lang, busy ? 'paying' : 'pay')}
      </button>
      ${error ? html`<p class="error" role="alert" part="error">${error}</p>` : nothing}
    </div>`;
  }
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
      args: () => [this.shop, this.shop?.session.token ?? null, this.contentLanguage, this.shop ? revisionOf(this.shop).value : 0, ...keys()] as const,
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
  protected renderBuyer<T>(
    task: ShopTask<readonly unknown[], T>,
    options: Omit<RenderTaskOptions<T>, 'language'> & { notFound?: string },
  ): TemplateResult | typeof nothing {
    const lang = this.language;
    const shop = this.shop;
    if (!shop) return loadingTemplate(lang);
    if (!shop.session.loggedIn) return this.#loginGate.renderPrompt(buyerStrings(lang, 'loginPrompt'), buyerStrings(lang, 'logIn'));
    const e = task.error;
    if (task.status === TaskStatus.ERROR && e instanceof StorefrontError && (e.status === 403 || e.status === 404)) {
      // The way on, as the catalog's not-found: read again (a link followed too early, a session that changed).
      return html`<div class="status" role="alert" part="error ${e.status === 403 ? 'forbidden' : 'not-found'}">
        <p>${e.status === 403 ? buyerStrings(lang, 'forbidden') : (options.notFound ?? buyerStrings(lang, 'notFound'))}</p>
        <button type="button" part="button retry-button" @click=${() => void task.run()}>${common(lang, 'retry')}</button>
      </div>`;
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
  /* Status pills: the status's colour on a tint of it (text contrast 4.7:1 or more with the default tokens). */
  .badge {
    --_tone: var(--_muted);
    color: var(--_tone);
    background: color-mix(in srgb, var(--_tone) 10%, var(--_surface));
    border: 1px solid color-mix(in srgb, var(--_tone) 45%, var(--_surface));
    font-weight: 600;
  }
  .waiting {
    --_tone: var(--shop-color-warning, #8f5700);
  }
  .active {
    --_tone: var(--_primary);
  }
  .shipped {
    --_tone: var(--_success);
  }
  .badge.done {
    background: var(--_success);
    border-color: var(--_success);
    color: var(--_surface);
  }
  .neutral {
    background: var(--_surface);
  }
  .pay {
    position: relative;
  }
  .inputs {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 2px var(--_space);
    margin: 0;
    font-size: 0.875em;
  }
  .inputs dt {
    color: var(--_muted);
  }
  .inputs dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
