import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ShopTask } from '../../ui/shop-task.js';
import { StorefrontError } from '../../api/errors.js';
import { cartLineKey, readableSubtotal, type Cart, type CartItem } from '../../api/readers/cart.js';
import type { Shop } from '../../state/shop.js';
import { errorMessage } from '../../i18n/error-message.js';
import { ShopElement } from '../../ui/shop-element.js';
import { emptyTemplate, loadingTemplate, renderStatus } from '../../ui/status.js';
import { FieldErrorsController, fieldErrorsOf } from '../../ui/field-errors.js';
import { LoginGateController } from '../../ui/login-gate.js';
import { sameOriginUrl } from './payment-form.js';
import { noteOf, orderOf, settled } from './checkout-state.js';
import { CheckoutFlowController } from './checkout-flow-controller.js';
import {
  EMPTY_VALUES,
  RECEIVER_FIELDS,
  type Field,
  type Values,
  fieldOf,
  missingFields,
  orderBody,
  prefilled,
  renderField,
  requiredFields,
} from './receiver-form.js';
import { checkoutCurrency, formErrorTemplate, orderNoteTemplate, payErrorTemplate, summaryTemplate } from './checkout-views.js';
import { strings } from './strings.js';
import { checkSiteUrl, problems, type ConfigProblem } from '../../ui/config-error.js';
import { styles } from './shop-checkout.styles.js';
import { refusedNotice } from '../../ui/refused-notice.js';
import { CartProducts } from '../../ui/cart-products.js';
import type { LineProblem } from './line-errors.js';

/** The code of the messages next to refused lines (./line-errors.ts), loaded on the first refusal that names a line. */
type LinesView = typeof import('./line-errors.js');

/** A path of a 422's `errors` that names a line of the order (./line-errors.ts says which). */
const LINE_PATH = /^(product_items|content_items|quantities|buyer_inputs)\.\w/;

/**
 * The checkout: order summary, receiver form, order memo, then the order and the card payment.
 * Needs a logged-in buyer: connected without one, it asks for login once
 * (`shop-login-required`) and shows a log-in prompt meanwhile.
 *
 * Prices are in the storefront's `currency` when that attribute is set, else in the `currency`
 * of `GET /checkout/metadata` (the summary waits for it), else the storefront's default.
 *
 * Placing the order sends `POST /orders`, then `POST /payments/initialize` (`pay_method: 'CARD'`,
 * `redirect_url` = `redirect-url` resolved against the page), then submits a hidden form with the
 * payment fields unchanged to `payment.action` (https, or http on a loopback host only) with the
 * method of `payment.method` (`POST` or `GET`; any other is refused with a message). Neither
 * call is ever repeated automatically, and a second click while one is in flight does nothing.
 * When the order exists but the payment could not start, "Try payment again" calls only
 * `POST /payments/initialize` for the same order.
 *
 * No second order of the same cart: just before `POST /orders` the buyer's orders are read
 * (`GET /me/orders`); when its answer is lost (no answer, not the spec's JSON, 5xx), the cart and
 * the buyer's orders are read again and a pending order that was not there before, with as many
 * lines, is taken as the one just made ("Continue to payment"); when they cannot be read, the
 * next click checks them before sending anything. The order made is kept in `localStorage` with
 * the cart's signature (lines, quantities, subtotal), and orders are placed one tab at a time (a
 * Web Lock): a checkout loaded again (Back after a cancelled payment), or open in another tab or
 * window, offers to pay that order while the cart is unchanged and the order still waits for its
 * payment, or to place a new one; two tabs whose buyer clicks "Place order" at the same moment make
 * one order, which the second continues.
 *
 * When `POST /orders` answers 422 naming a line (`product_items.<i>…`, `quantities.<variant_id>`
 * below `min_quantity`, `content_items.<i>…`, a buyer input), each message is shown once: next to
 * that line of the summary with its fix ("Change to N" for a quantity below the minimum, else
 * "Remove"); the cart (and a refused option's content detail) is read again, and the focus moves
 * to the first message. Field messages stay next to their fields; the rest go in the form's alert.
 *
 * Spec: docs/spec/storefront-api.md, "Order create request/response", "Payment initialize
 * request/response", "Errors" (422 field paths such as `receiver.phone`). Design: docs/spec/public-api.md,
 * "Cart, login, checkout".
 *
 * @element shop-checkout
 * @fires {ShopBeginCheckoutEvent} shop-begin-checkout - `{ items, value, currency }` once per page, when it shows a non-empty cart to a
 *   logged-in buyer (`items`: the cart's lines; `value`: their subtotal estimate, major unit). Nothing of the buyer.
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in. Default: start the login and come back here.
 * @fires {ShopOrderCreateEvent} shop-order-create - `{ order_id, price }` after `POST /orders` succeeded (`price`: payable amount, major unit).
 * @fires {ShopPaymentStartEvent} shop-payment-start - `{ order_id, action, fields }`, cancelable: the payment is ready. Default: submit the payment form.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when a call failed.
 * @fires {ShopCartRemoveEvent} shop-cart-remove - `{ item_type, product_id, variant_id, option_id, quantity }` when the buyer removes a refused line.
 * @csspart login-prompt - The log-in prompt shown while logged out.
 * @csspart login-button - The prompt's log-in button.
 * @csspart refused - The notice naming the guest cart's lines the platform refused after login (with `dismiss-button`).
 * @csspart summary - The order summary.
 * @csspart line - A line of the summary.
 * @csspart image - A line's image.
 * @csspart title - A line's name.
 * @csspart detail - A line's variant (its values as the product page names them) or option title.
 * @csspart inputs - A line's buyer inputs (each "label: text").
 * @csspart price - A line total.
 * @csspart subtotal - The subtotal row.
 * @csspart shipping - The shipping row: estimated per product line, "Free", or "Calculated when the order is placed" while unknown.
 * @csspart total - The estimated total row (while the shipping is known).
 * @csspart estimate-note - The note that the amount is confirmed when the order is placed.
 * @csspart line-error - The message next to a line the platform refused (focused after the refusal), with its `fix-button`.
 * @csspart fix-button - A refused line's fix: "Change to N" (the minimum quantity) or "Remove".
 * @csspart form - The receiver and memo form.
 * @csspart fieldset - A group of fields.
 * @csspart field - A field (label, control and message).
 * @csspart input - A text field, the country select or the memo.
 * @csspart field-error - The message next to a field.
 * @csspart button - Every button.
 * @csspart order-button - "Place order" / "Continue to payment" / "Try payment again".
 * @csspart new-order-button - "Place a new order instead" (beside an order waiting for payment).
 * @csspart notice - Why an order is shown (found after a lost answer, waiting for payment, placed in another tab).
 * @csspart error - An error alert.
 * @csspart empty - The empty-cart notice.
 * @csspart loading - The loading state.
 */
export class ShopCheckout extends ShopElement {
  static override styles = styles;
  protected static override shopOptions = { watchCart: true, showsPrices: true };

  /** The payment result page (required, same origin as the page; relative URLs allowed). */
  @property({ attribute: 'redirect-url' }) redirectUrl: string | null = null;

  /** What the buyer typed. */
  @state() private values: Values = { ...EMPTY_VALUES };

  /** The order and payment: the phase, the order held, the last failure (./checkout-flow-controller.ts). */
  readonly #flow = new CheckoutFlowController(this, { shop: () => this.shop, language: () => this.language });
  /** The lines the platform refused in the last order, each shown next to its line with its fix. */
  @state() private refused: { view: LinesView; problems: LineProblem[] } | null = null;
  /** What a line's fix did ("Quantity of … is now 3."), said in the form's status. */
  @state() private announcement = '';
  /** Messages next to fields. */
  readonly #fieldErrors = new FieldErrorsController<Field>(this);

  readonly #loginGate = new LoginGateController(this, {
    shop: () => this.shop,
    needed: () => this.configured,
    onError: (error) => {
      this.#flow.fail(error);
      this.reportError(error);
    },
  });
  #userAskedFor: string | null = null;

  #prefilled = false;
  /** `shop-begin-checkout` was emitted (once per page). */
  #begun = false;
  #linesView: Promise<LinesView> | undefined;
  readonly #metadata = new ShopTask(this, {
    task: async ([shop], { signal }) => (shop && this.configured ? shop.client.checkoutMetadata(signal) : undefined),
    args: () => [this.shop, this.contentLanguage] as const,
  });

  /** The details of the cart's products, for the summary (variant names, buyer input labels, shipping). */
  readonly #products = new CartProducts(this, () => (this.shop?.session.loggedIn && this.configured ? this.shop : undefined));

  /** The cart is ordered from, so it is read while a buyer is logged in and the element is set up right. */
  protected override needsCart(): boolean {
    return !!this.shop?.session.loggedIn && this.configured;
  }

  /** `redirect-url` (required: an address on this site) as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkSiteUrl(this, 'redirect-url', '/payment-result.html', true));
  }

  protected override willUpdate(): void {
    const shop = this.shop;
    if (!shop || !this.configured) return;
    const { token, user } = shop.session.value;
    if (user && !this.#prefilled) {
      this.#prefilled = true;
      this.values = prefilled(this.values, user);
    }
    if (token && !user && this.#userAskedFor !== token) {
      // The user, for the prefill.
      this.#userAskedFor = token;
      shop.session.loadUser().catch(() => {
        /* the form works without the prefill */
      });
    }
    this.#flow.follow(shop);
  }

  /**
   * `shop-begin-checkout` once the checkout shows a non-empty cart to a logged-in buyer (the
   * summary's lines, subtotal estimate and currency; nothing of the buyer).
   */
  protected override updated(): void {
    const shop = this.shop;
    const cart = shop?.session.loggedIn && this.configured ? shop.cart.value.cart : null;
    const currency = shop && checkoutCurrency(shop, this.#metadata);
    if (this.#begun || !cart?.items.length || !currency) return;
    this.#begun = true;
    this.emit('shop-begin-checkout', { items: cart.items, value: readableSubtotal(cart), currency });
  }

  #onInput(e: Event): void {
    const target = e.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const name = target.name as Field;
    this.values = { ...this.values, [name]: target.value };
    this.#fieldErrors.clear(name);
  }

  /** Place order (or pay the order already made, or the one another tab made of this cart). */
  async #submit(): Promise<void> {
    const shop = this.shop;
    const cart = shop?.cart.value.cart;
    const flow = this.#flow;
    if (!shop || !flow.begin()) return;
    const order = flow.order;
    this.refused = null;
    this.announcement = '';
    const redirect = sameOriginUrl(this.redirectUrl);
    if (!redirect) return flow.fail(strings(this.language, 'badRedirect'));
    if (order) return flow.pay(order, redirect);
    if (!cart?.items.length) return;
    this.#fieldErrors.set(missingFields(requiredFields(this.shop?.cart.value.cart, this.#metadata.value?.required_fields), this.values, this.language));
    if (this.#fieldErrors.any) return void this.#fieldErrors.focusFirst();

    const placed = await flow.place(cart, orderBody(cart, this.values), redirect);
    if (placed.kind === 'unknown') {
      this.#fieldErrors.clear();
      void this.#focusFailure();
    } else if (placed.kind === 'refused') {
      await this.#refuse(shop, cart, placed.error);
    }
  }

  /**
   * `POST /orders` refused (or not sent: the buyer's orders could not be read): each message once,
   * in its place. Field paths next to their fields; paths naming a line next to that line, with its
   * fix, after the cart (and a refused option's detail) is read again (./line-errors.ts); the rest,
   * and the lines the cart no longer holds, in the form's alert, whose main message is left out when
   * it is one of those. Then the focus goes to the first message.
   */
  async #refuse(shop: Shop, cart: Cart, error: unknown): Promise<void> {
    const lang = this.language;
    const { fields } = fieldErrorsOf(error, fieldOf);
    this.#fieldErrors.set(fields);
    const paths = error instanceof StorefrontError ? Object.entries(error.errors) : [];
    let placed = new Set<string>();
    let gone: string[] = [];
    if (error instanceof StorefrontError && paths.some(([path]) => LINE_PATH.test(path))) {
      try {
        const view = await (this.#linesView ??= import('./line-errors.js'));
        const lines = await view.refusedLines(shop, cart, error);
        placed = lines.placed;
        gone = lines.gone.map((p) => view.goneText(p, lang));
        this.refused = { view, problems: lines.problems };
      } catch (e) {
        this.#linesView = undefined;
        console.error('shop-elements: the messages next to the refused lines of the checkout did not load.', e);
      }
    }
    const rest = paths.filter(([path]) => !fieldOf(path) && !placed.has(path)).flatMap(([, messages]) => messages);
    // The platform's message is most often its first field message: said once, where that field or line is.
    const repeated = error instanceof StorefrontError && paths.some(([, messages]) => messages.includes(error.message));
    this.#flow.fail(repeated ? null : error, [...gone, ...rest]);
    await this.#focusFailure();
  }

  /** After a failure, the focus on its first message: a line's, else a field's, else the form's alert (never lost to the page). */
  async #focusFailure(): Promise<void> {
    await this.updateComplete;
    const root = this.renderRoot;
    const line = root.querySelector<HTMLElement>('[part~="line-error"]');
    if (line) line.focus();
    else if (!(await this.#fieldErrors.focusFirst())) root.querySelector<HTMLElement>('[part~="form"] [part~="error"]')?.focus();
  }

  /** The message next to `item`'s line, if the last order refused it (and its quantity is still the one refused). */
  #lineNote(item: CartItem): TemplateResult | typeof nothing {
    const r = this.refused;
    const p = r?.problems.find((x) => x.key === cartLineKey(item) && x.item.quantity === item.quantity);
    return r && p ? r.view.lineNote(p, this.language, this.#fix) : nothing;
  }

  /** A refused line's fix ("Change to N", "Remove"): said in the status, then the focus on the order button (the fix's own button is gone). */
  readonly #fix = async (p: LineProblem): Promise<void> => {
    const shop = this.shop;
    const r = this.refused;
    if (!shop || !r) return;
    p.busy = true;
    p.failed = undefined;
    this.requestUpdate();
    try {
      this.announcement = await r.view.fixLine(this, shop, p, this.language);
      this.refused = this.refused && { ...this.refused, problems: this.refused.problems.filter((x) => x !== p) };
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[part~="order-button"]')?.focus();
    } catch (error) {
      p.busy = false;
      p.failed = errorMessage(error, this.language);
      this.reportError(error);
      this.requestUpdate();
    }
  };

  override render() {
    const lang = this.language;
    const shop = this.shop;
    if (!shop) return loadingTemplate(lang);
    if (!shop.session.loggedIn)
      return this.#loginGate.renderPrompt(strings(lang, 'loginPrompt'), strings(lang, 'logIn'), formErrorTemplate(this.#flow.state, lang));
    const { cart, error, loading } = shop.cart.value;
    return html`${refusedNotice(this, shop, lang)}${renderStatus(
      { value: cart ?? undefined, error, pending: loading, retry: () => void shop.cart.refresh() },
      {
        language: lang,
        // The form stays as it is during a read (a wrapper would rebuild it under the buyer's hands).
        markBusy: false,
        isEmpty: (c) => !c.items.length && !this.#flow.order,
        empty: () => emptyTemplate(strings(lang, 'empty')),
        complete: (c) => this.#renderCheckout(c),
      },
    )}`;
  }

  #renderCheckout(cart: Cart): TemplateResult {
    const lang = this.language;
    const c = this.#flow.state;
    const order = orderOf(c);
    const required = requiredFields(this.shop?.cart.value.cart, this.#metadata.value?.required_fields);
    const field = (f: Field) =>
      renderField(f, {
        language: lang,
        values: this.values,
        error: this.#fieldErrors.get(f),
        required: required.has(f),
        countries: this.#metadata.value?.countries ?? [],
        onInput: this.#onInput,
      });
    const busy = c.phase === 'ordering' ? 'placing' : c.phase === 'paying' ? 'startingPayment' : c.phase === 'redirecting' ? 'redirecting' : null;
    return html`
      ${summaryTemplate(cart, checkoutCurrency(this.shop!, this.#metadata), lang, this.#products, this.refused ? (item) => this.#lineNote(item) : undefined)}
      <form
        part="form"
        novalidate
        @submit=${(e: Event) => {
          e.preventDefault();
          void this.#submit();
        }}
      >
        <fieldset part="fieldset">
          <legend>${strings(lang, 'receiver')}</legend>
          <div class="grid">${RECEIVER_FIELDS.map(field)}</div>
        </fieldset>
        <fieldset part="fieldset">
          <legend>${strings(lang, 'memoLegend')}</legend>
          ${field('order_memo')}
        </fieldset>
        ${formErrorTemplate(c, lang)} ${payErrorTemplate(c, lang)} ${orderNoteTemplate(c, lang)}
        <p role="status" aria-live="polite" class="muted">${busy ? strings(lang, busy) : this.announcement}</p>
        <button type="submit" class="primary" part="button order-button" ?disabled=${!settled(c)}>
          ${strings(lang, !order ? 'placeOrder' : c.phase === 'failed' && c.step === 'payment' ? 'retryPayment' : 'continuePayment')}
        </button>
        ${
          order && noteOf(c) && settled(c)
            ? html`<button type="button" part="button new-order-button" @click=${() => this.#flow.newOrder()}>${strings(lang, 'newOrder')}</button>`
            : nothing
        }
      </form>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-checkout': ShopCheckout;
  }
}
