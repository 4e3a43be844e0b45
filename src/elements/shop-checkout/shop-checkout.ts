import { css, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { ShopTask } from '../../ui/shop-task.js';
import { StorefrontError } from '../../api/errors.js';
import { answerLost } from '../../state/cart-store.js';
import { cartSubtotal, type Cart, type ProductCartItem } from '../../api/readers/cart.js';
import type { OrderCreateRequest, OrderCreated } from '../../api/readers/order.js';
import type { Shop } from '../../state/shop.js';
import { formatPrice, localeOf, type Language } from '../../i18n/i18n.js';
import { lineImage, lineStyles, lineTitle } from '../../ui/cart-line.js';
import { errorMessage } from '../../ui/error-message.js';
import { ShopElement } from '../../ui/shop-element.js';
import { emptyTemplate, loadingTemplate, renderStatus } from '../../ui/status.js';
import { CartLoadController } from '../../ui/cart-load.js';
import { baseStyles } from '../../ui/styles.js';
import { paymentFormMethod, safePaymentAction, sameOriginUrl, submitPaymentForm } from './payment-form.js';
import { type OrderMessage, cartSignature, findLostOrder, latestOrderIds, orderChannel, readRecord, writeRecord } from './pending-order.js';
import { strings } from './strings.js';
import { checkSiteUrl, problems, type ConfigProblem } from '../../ui/config-error.js';

/** Receiver fields, in form order (spec: "Order create request", `receiver`). */
const RECEIVER_FIELDS = ['receiver_name', 'phone', 'address', 'address_detailed', 'postal_code', 'pcc_number', 'country'] as const;
type Field = (typeof RECEIVER_FIELDS)[number] | 'order_memo';
type Values = Record<Field, string>;

const AUTOCOMPLETE: Record<Field, string> = {
  receiver_name: 'name',
  phone: 'tel',
  address: 'address-line1',
  address_detailed: 'address-line2',
  postal_code: 'postal-code',
  pcc_number: 'off',
  country: 'country',
  order_memo: 'off',
};

/** The form field of an error path: `receiver.phone` → phone, `receiver.region.country` → country. */
function fieldOf(path: string): Field | null {
  const name = path.replace(/^receiver\./, '');
  if (name === 'region.country' || name === 'region') return 'country';
  return name === 'order_memo' || (RECEIVER_FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
}

function regionName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type Phase = 'idle' | 'ordering' | 'paying' | 'redirecting';

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
 * next click checks them before sending anything. The order made from this tab is kept in
 * `sessionStorage` with the cart's signature (lines, quantities, subtotal): a checkout loaded
 * again in the tab (Back after a cancelled payment) offers to pay that order while the cart is
 * unchanged, or to place a new one. An order of the same cart placed in another tab is announced,
 * and placing a second one asks for confirmation.
 *
 * Spec: docs/spec/storefront-api.md, "Order create request/response", "Payment initialize
 * request/response", "Errors" (422 field paths such as `receiver.phone`). Design: docs/spec/public-api.md,
 * "Cart, login, checkout".
 *
 * @element shop-checkout
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in. Default: start the login and come back here.
 * @fires {ShopOrderCreateEvent} shop-order-create - `{ order_id, price }` after `POST /orders` succeeded (`price`: payable amount, major unit).
 * @fires {ShopPaymentStartEvent} shop-payment-start - `{ order_id, action, fields }`, cancelable: the payment is ready. Default: submit the payment form.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when a call failed.
 * @csspart login-prompt - The log-in prompt shown while logged out.
 * @csspart login-button - The prompt's log-in button.
 * @csspart summary - The order summary.
 * @csspart line - A line of the summary.
 * @csspart image - A line's image.
 * @csspart title - A line's name.
 * @csspart detail - A line's variant label or option title.
 * @csspart price - A line total.
 * @csspart subtotal - The subtotal estimate.
 * @csspart form - The receiver and memo form.
 * @csspart fieldset - A group of fields.
 * @csspart field - A field (label, control and message).
 * @csspart input - A text field, the country select or the memo.
 * @csspart field-error - The message next to a field.
 * @csspart button - Every button.
 * @csspart order-button - "Place order" / "Continue to payment" / "Try payment again".
 * @csspart new-order-button - "Place a new order instead" (beside an order waiting for payment).
 * @csspart notice - Why an order is shown (found after a lost answer, waiting for payment, placed in another tab).
 * @csspart confirm-button - "Place a second order" (after an order of the same cart in another tab).
 * @csspart cancel-button - "Do not place another".
 * @csspart error - An error alert.
 * @csspart empty - The empty-cart notice.
 * @csspart loading - The loading state.
 */
export class ShopCheckout extends ShopElement {
  static override styles = [
    baseStyles,
    lineStyles,
    css`
      .line {
        grid-template-columns: 48px 1fr auto;
      }
      .thumb {
        width: 48px;
        height: 48px;
      }
      fieldset {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        margin: calc(var(--_space) * 2) 0;
        padding: var(--_space) calc(var(--_space) * 2);
      }
      legend {
        font-weight: 600;
        padding-inline: 4px;
      }
      .grid {
        display: grid;
        gap: 0 calc(var(--_space) * 2);
        grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
      }
      .error {
        color: var(--_danger);
        border: 1px solid var(--_danger);
        border-radius: var(--_radius);
        padding: var(--_space);
      }
      .prompt {
        display: grid;
        gap: var(--_space);
        justify-items: start;
      }
      textarea {
        min-height: 5em;
      }
      [part~='order-button'] {
        width: 100%;
      }
      .notice {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: var(--_space);
        margin-block: var(--_space);
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space);
      }
      [part~='new-order-button'] {
        margin-top: var(--_space);
      }
    `,
  ];
  protected static override shopOptions = { watchCart: true, showsPrices: true };

  /** The payment result page (required, same origin as the page; relative URLs allowed). */
  @property({ attribute: 'redirect-url' }) redirectUrl: string | null = null;

  /** `redirect-url` (required: an address on this site) as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkSiteUrl(this, 'redirect-url', '/payment-result.html', true));
  }

  /** What the buyer typed. */
  @state() private values: Values = {
    receiver_name: '', phone: '', address: '', address_detailed: '', postal_code: '', pcc_number: '', country: 'KR', order_memo: '',
  };
  /** Messages next to fields. */
  @state() private fieldErrors: Partial<Record<Field, string>> = {};
  /** The last failure of the order (or the login start), and field messages that match no field. */
  @state() private formError: unknown = null;
  @state() private otherErrors: string[] = [];
  /** The order once created: kept so that a payment retry never creates a second one. */
  @state() private order: OrderCreated | null = null;
  /** Why the payment could not start (an error or a message). */
  @state() private payError: unknown = null;
  @state() private phase: Phase = 'idle';
  /** Why `order` is shown when it was not placed by this page's last click. */
  @state() private orderNote: 'found' | 'waiting' | null = null;
  /** The last `POST /orders` has no known outcome and the buyer's orders could not be read. */
  @state() private outcomeUnknown = false;
  /** An order of the cart `cart` placed in another tab. */
  @state() private otherTab: { cart: string; order_id: number } | null = null;
  /** Asking whether to place a second order despite {@link otherTab}. */
  @state() private confirmSecond = false;

  #loginChecked = false;
  #userAskedFor: string | null = null;
  #prefilled = false;
  /** Signature of the cart `order` was made of. */
  #orderCart: string | null = null;
  /** This tab's stored order was looked at (once the cart is read). */
  #restoreChecked = false;
  #channel: BroadcastChannel | null = null;

  readonly #metadata = new ShopTask(this, {
    task: async ([shop], { signal }) => (shop && this.configured ? shop.client.checkoutMetadata(signal) : undefined),
    args: () => [this.shop, this.language] as const,
  });

  /** The cart, read while a buyer is logged in (and the element is set up right). */
  readonly #cartLoad = new CartLoadController(this, () => this.shop, () => !!this.shop?.session.loggedIn && this.configured);

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('pageshow', this.#onPageShow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pageshow', this.#onPageShow);
    this.#loginChecked = false;
    this.#channel?.close();
    this.#channel = null;
  }

  protected override willUpdate(): void {
    const shop = this.shop;
    if (!shop || !this.configured) return;
    const user = shop.session.value.user;
    if (user && !this.#prefilled) {
      this.#prefilled = true;
      this.values = {
        ...this.values,
        receiver_name: this.values.receiver_name || user.name,
        phone: this.values.phone || (user.user_phone ?? ''),
      };
    }
    this.#connectBuyer(shop);
    this.#followOrders(shop);
  }

  /** The buyer's id when known. */
  #userId(): number | null {
    return this.shop?.session.value.user?.user_id ?? null;
  }

  /**
   * Keeps `order` in step with the cart: this tab's stored order of the same cart comes back
   * once (a page loaded again), and an order whose cart changed since is set aside (it stays
   * pending on the platform; the buyer places a new one).
   */
  #followOrders(shop: Shop): void {
    this.#channel ??= this.#openChannel(shop.siteKey);
    const cart = shop.session.loggedIn ? shop.cart.value.cart : null;
    if (!cart || this.phase !== 'idle') return;
    const signature = cartSignature(cart);
    if (!this.#restoreChecked) {
      this.#restoreChecked = true;
      const record = readRecord(shop.siteKey);
      const user = this.#userId();
      if (!this.order && record?.order && record.cart === signature && (record.user_id === null || user === null || record.user_id === user)) {
        this.order = record.order;
        this.#orderCart = signature;
        this.orderNote = 'waiting';
      }
    }
    if (this.order && this.#orderCart !== null && this.#orderCart !== signature) this.#setOrderAside();
  }

  #setOrderAside(): void {
    this.order = null;
    this.#orderCart = null;
    this.orderNote = null;
    this.payError = null;
  }

  #openChannel(siteKey: string): BroadcastChannel | null {
    const channel = orderChannel(siteKey);
    channel?.addEventListener('message', (e: MessageEvent<OrderMessage>) => {
      const m = e.data;
      if (m?.type !== 'order-created' || m.order_id === this.order?.order_id) return;
      const user = this.#userId();
      if (m.user_id !== null && user !== null && m.user_id !== user) return;
      this.otherTab = { cart: m.cart, order_id: m.order_id };
    });
    return channel;
  }

  /** The order of another tab when it was made of the cart shown here. */
  #otherTabOrder(cart: Cart): number | null {
    return this.otherTab && this.otherTab.cart === cartSignature(cart) && this.otherTab.order_id !== this.order?.order_id ? this.otherTab.order_id : null;
  }

  /** Asks for login once when logged out; else reads the user (for the prefill). */
  #connectBuyer(shop: Shop): void {
    const session = shop.session;
    if (!session.loggedIn) {
      if (!this.#loginChecked) {
        this.#loginChecked = true;
        session.requireLoginSoon(() => this.isConnected);
      }
      return;
    }
    const { token, user } = session.value;
    if (!user && this.#userAskedFor !== token) {
      this.#userAskedFor = token;
      session.loadUser().catch(() => {
        /* the form works without the prefill */
      });
    }
  }

  readonly #onPageShow = (e: PageTransitionEvent) => {
    // Back from the payment page through the back/forward cache: allow "Try payment again".
    if (e.persisted && this.phase === 'redirecting') {
      this.phase = 'idle';
      this.orderNote = 'waiting';
    }
  };

  async #logIn(): Promise<void> {
    try {
      await this.shop?.session.startLogin();
    } catch (error) {
      this.formError = error;
      this.reportError(error);
    }
  }

  #onInput(e: Event): void {
    const target = e.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const name = target.name as Field;
    this.values = { ...this.values, [name]: target.value };
    if (this.fieldErrors[name]) {
      const { [name]: _old, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
  }

  /**
   * receiver_name and phone always (spec: "Order create request"); the metadata's
   * `required_fields` too when the cart holds products (shipping details matter only then).
   */
  #required(): Set<Field> {
    const required = new Set<Field>(['receiver_name', 'phone']);
    const ships = this.shop?.cart.value.cart?.items.some((i) => i.item_type === 'product');
    for (const path of ships ? (this.#metadata.value?.required_fields ?? []) : []) {
      const field = fieldOf(path);
      if (field) required.add(field);
    }
    return required;
  }

  async #focusFirstInvalid(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  #orderBody(cart: Cart): OrderCreateRequest {
    const products = cart.items.filter((i): i is ProductCartItem => i.item_type === 'product');
    // Values keeps the form order: receiver_name, phone, address, address_detailed, postal_code, pcc_number.
    const { order_memo, country, ...receiver } = Object.fromEntries(Object.entries(this.values).map(([k, x]) => [k, x.trim()])) as Values;
    return {
      product_items: products.map((p) => ({ variant_id: p.variant_id, product_id: p.product_id })),
      content_items: cart.items.flatMap((i) => (i.item_type === 'content' ? [{ option_id: i.option_id }] : [])),
      quantities: Object.fromEntries(products.map((p) => [String(p.variant_id), p.quantity])),
      total_price: cartSubtotal(cart),
      order_memo,
      receiver: { ...receiver, region: { country } },
    };
  }

  #onSubmit(e: Event): void {
    e.preventDefault();
    void this.#submit(false);
  }

  /** Place order (or pay the order already made). `confirmed`: the buyer agreed to a second order. */
  async #submit(confirmed: boolean): Promise<void> {
    const shop = this.shop;
    const cart = shop?.cart.value.cart;
    if (!shop || this.phase !== 'idle') return;
    this.formError = null;
    this.otherErrors = [];
    this.outcomeUnknown = false;
    const redirect = sameOriginUrl(this.redirectUrl);
    if (!redirect) {
      this.formError = strings(this.language, 'badRedirect');
      return;
    }
    if (this.order) return this.#pay(this.order, redirect);
    if (!cart?.items.length) return;
    const missing: Partial<Record<Field, string>> = {};
    for (const field of this.#required()) {
      if (!this.values[field].trim()) {
        missing[field] = strings(this.language, 'fieldRequired', { field: strings(this.language, field).toLowerCase() });
      }
    }
    this.fieldErrors = missing;
    if (Object.keys(missing).length) return this.#focusFirstInvalid();
    if (this.#otherTabOrder(cart) !== null && !confirmed) {
      this.confirmSecond = true;
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[part~="confirm-button"]')?.focus();
      return;
    }
    this.confirmSecond = false;

    this.phase = 'ordering';
    const signature = cartSignature(cart);
    const user_id = this.#userId();
    const lines = cart.items.length;
    // A POST /orders of this cart whose outcome is still unknown: look for its order first.
    const record = readRecord(shop.siteKey);
    if (record && !record.order && record.cart === signature) {
      let found;
      try {
        found = await findLostOrder(shop.client, record.known, lines);
      } catch (error) {
        this.phase = 'idle';
        this.#showUnknown(error);
        return;
      }
      if (found) {
        this.phase = 'idle';
        this.#adopt(found, signature, 'found');
        return;
      }
    }
    let known: number[];
    try {
      known = await latestOrderIds(shop.client);
    } catch (error) {
      this.phase = 'idle';
      this.#showOrderError(error);
      this.reportError(error);
      return;
    }
    writeRecord(shop.siteKey, { cart: signature, user_id, order: null, known });
    let order: OrderCreated;
    try {
      order = await shop.client.createOrder(this.#orderBody(cart));
    } catch (error) {
      this.reportError(error);
      if (!answerLost(error)) {
        writeRecord(shop.siteKey, null);
        this.phase = 'idle';
        this.#showOrderError(error);
        return;
      }
      // The platform may have made the order: read the cart and the buyer's orders again
      // before offering a retry.
      const [found] = await Promise.all([findLostOrder(shop.client, known, lines).catch(() => undefined), shop.cart.refresh()]);
      this.phase = 'idle';
      if (found) return this.#adopt(found, signature, 'found');
      if (found === undefined) return this.#showUnknown(error);
      writeRecord(shop.siteKey, null);
      this.#showOrderError(error);
      return;
    }
    this.#adopt(order, signature, null);
    await this.#pay(order, redirect);
  }

  /** `order` is this checkout's order (remembered in this tab, announced to the page and the other tabs). */
  #adopt(order: OrderCreated, signature: string, note: 'found' | null): void {
    const shop = this.shop!;
    const user_id = this.#userId();
    this.order = order;
    this.#orderCart = signature;
    this.orderNote = note;
    this.payError = null;
    writeRecord(shop.siteKey, { cart: signature, user_id, order, known: [] });
    this.emit('shop-order-create', { order_id: order.order_id, price: order.price });
    this.#channel?.postMessage({ type: 'order-created', cart: signature, order_id: order.order_id, user_id } satisfies OrderMessage);
  }

  /** The outcome of `POST /orders` is unknown and the orders could not be read. */
  #showUnknown(error: unknown): void {
    this.fieldErrors = {};
    this.formError = error;
    this.outcomeUnknown = true;
  }

  /** "Place a new order instead": the waiting order stays pending on the platform. */
  #newOrder(): void {
    if (this.phase !== 'idle') return;
    this.#setOrderAside();
    this.formError = null;
    if (this.shop) writeRecord(this.shop.siteKey, null);
  }

  #showOrderError(error: unknown): void {
    const fields: Partial<Record<Field, string>> = {};
    const other: string[] = [];
    if (error instanceof StorefrontError) {
      for (const [path, messages] of Object.entries(error.errors)) {
        const field = fieldOf(path);
        if (field && messages[0]) fields[field] ??= messages[0];
        else other.push(...messages);
      }
    }
    this.fieldErrors = fields;
    this.otherErrors = other;
    this.formError = error;
    void this.#focusFirstInvalid();
  }

  /** `POST /payments/initialize` for an existing order, then the form post (unless prevented). */
  async #pay(order: OrderCreated, redirect: string): Promise<void> {
    const shop = this.shop;
    if (!shop) return;
    this.phase = 'paying';
    this.payError = null;
    try {
      const start = await shop.client.initializePayment(order.order_id, redirect);
      const { action, fields, type } = start.payment;
      if (type !== 'form_post' || !safePaymentAction(action)) {
        this.phase = 'idle';
        this.payError = strings(this.language, 'badPayment');
        return;
      }
      const method = paymentFormMethod(start.payment.method);
      if (!method) {
        this.phase = 'idle';
        const shown = /^[A-Za-z-]{1,20}$/.test(start.payment.method) ? start.payment.method : '?';
        this.payError = strings(this.language, 'badPaymentMethod', { method: shown });
        return;
      }
      this.phase = 'redirecting';
      if (this.emit('shop-payment-start', { order_id: order.order_id, action, fields })) submitPaymentForm(action, fields, method);
    } catch (error) {
      this.phase = 'idle';
      this.reportError(error);
      if (error instanceof StorefrontError && (error.status === 403 || error.status === 404 || (error.status === 422 && error.errors.order_id))) {
        // This order cannot be paid (no longer pending, gone, not this buyer's): set it aside.
        this.#setOrderAside();
        writeRecord(shop.siteKey, null);
        this.formError = error;
        return;
      }
      this.payError = error;
    }
  }

  override render() {
    const lang = this.language;
    const shop = this.shop;
    if (!shop) return loadingTemplate(lang);
    if (!shop.session.loggedIn) {
      return html`<div class="prompt" part="login-prompt">
        ${this.#renderFormError()}
        <p>${strings(lang, 'loginPrompt')}</p>
        <button type="button" class="primary" part="button login-button" @click=${() => void this.#logIn()}>${strings(lang, 'logIn')}</button>
      </div>`;
    }
    const { cart, error, loading } = shop.cart.value;
    return renderStatus(
      { value: cart ?? undefined, error, pending: loading, retry: () => void shop.cart.refresh() },
      {
        language: lang,
        // The form stays as it is during a read (a wrapper would rebuild it under the buyer's hands).
        markBusy: false,
        isEmpty: (c) => !c.items.length && !this.order,
        empty: () => emptyTemplate(strings(lang, 'empty')),
        complete: (c) => this.#renderCheckout(c),
      },
    );
  }

  #renderCheckout(cart: Cart): TemplateResult {
    const lang = this.language;
    return html`
      ${this.#renderSummary(cart)}
      <form part="form" novalidate @submit=${(e: Event) => void this.#onSubmit(e)}>
        <fieldset part="fieldset">
          <legend>${strings(lang, 'receiver')}</legend>
          <div class="grid">
            ${RECEIVER_FIELDS.map((field) => this.#renderField(field))}
          </div>
        </fieldset>
        <fieldset part="fieldset">
          <legend>${strings(lang, 'memoLegend')}</legend>
          ${this.#renderField('order_memo')}
        </fieldset>
        ${this.#renderFormError()} ${this.#renderPayError()} ${this.#renderOrderNote(cart)}
        <p role="status" aria-live="polite" class="muted">${this.phase === 'idle' ? '' : strings(lang, this.phase === 'ordering' ? 'placing' : this.phase === 'paying' ? 'startingPayment' : 'redirecting')}</p>
        <button type="submit" class="primary" part="button order-button" ?disabled=${this.phase !== 'idle'}>
          ${strings(lang, !this.order ? 'placeOrder' : this.payError ? 'retryPayment' : 'continuePayment')}
        </button>
        ${this.order && this.orderNote && this.phase === 'idle'
          ? html`<button type="button" part="button new-order-button" @click=${this.#newOrder}>${strings(lang, 'newOrder')}</button>`
          : nothing}
      </form>
    `;
  }

  /**
   * The currency of the prices: the storefront's when its `currency` attribute is set, else the
   * one of `GET /checkout/metadata`, else the storefront's default. Null while the metadata is
   * still on its way (the summary waits for it rather than show another currency first).
   */
  #currency(): string | null {
    const shop = this.shop!;
    if (shop.host.hasAttribute('currency')) return shop.currency;
    const metadata = this.#metadata.value;
    if (metadata) return metadata.currency ?? shop.currency;
    const status = this.#metadata.status;
    return status === TaskStatus.PENDING || status === TaskStatus.INITIAL ? null : shop.currency;
  }

  #renderSummary(cart: Cart): TemplateResult {
    const lang = this.language;
    const currency = this.#currency();
    if (!currency) return loadingTemplate(lang);
    return html`<section part="summary" aria-label=${strings(lang, 'summary')}>
      <ul>
        ${cart.items.map(
          (item) => html`<li class="line" part="line">
            ${lineImage(item)}
            <div>${lineTitle(item)}<span class="muted">${strings(lang, 'quantityTimes', { quantity: item.quantity })}</span></div>
            <span part="price">${formatPrice(item.unit_price * item.quantity, currency, lang)}</span>
          </li>`,
        )}
      </ul>
      <p class="total" part="subtotal"><span>${strings(lang, 'subtotal')}</span><span>${formatPrice(cartSubtotal(cart), currency, lang)}</span></p>
      <p class="muted">${strings(lang, 'shippingNote')}</p>
    </section>`;
  }

  #renderField(field: Field): TemplateResult {
    const lang = this.language;
    const error = this.fieldErrors[field];
    const required = this.#required().has(field);
    const common = {
      invalid: error ? 'true' : 'false',
      describedby: error ? `${field}-error` : nothing,
    };
    let control: TemplateResult;
    if (field === 'country') {
      const countries = [...(this.#metadata.value?.countries ?? [])];
      if (!countries.some((c) => c.code === this.values.country)) countries.unshift({ code: this.values.country, name: regionName(this.values.country, lang) });
      control = html`<select id=${field} name=${field} part="input" autocomplete="country" ?required=${required}
        aria-invalid=${common.invalid} aria-describedby=${common.describedby} @change=${this.#onInput}>
        ${countries.map((c) => html`<option value=${c.code} ?selected=${c.code === this.values.country}>${c.name}</option>`)}
      </select>`;
    } else if (field === 'order_memo') {
      control = html`<textarea id=${field} name=${field} part="input" .value=${this.values.order_memo}
        aria-invalid=${common.invalid} aria-describedby=${common.describedby} @input=${this.#onInput}></textarea>`;
    } else {
      control = html`<input id=${field} name=${field} part="input" type=${field === 'phone' ? 'tel' : 'text'}
        autocomplete=${AUTOCOMPLETE[field]} ?required=${required} .value=${this.values[field]}
        aria-invalid=${common.invalid} aria-describedby=${common.describedby} @input=${this.#onInput} />`;
    }
    return html`<div class="field" part="field">
      <label for=${field}>${strings(lang, field)}${required ? html`<span aria-hidden="true"> *</span>` : nothing}</label>
      ${control}
      ${error ? html`<span id="${field}-error" class="field-error" part="field-error">${error}</span>` : nothing}
    </div>`;
  }

  #renderFormError(): TemplateResult | typeof nothing {
    const error = this.formError;
    if (!error) return nothing;
    return html`<div class="error" role="alert" part="error">
      <p>${typeof error === 'string' ? error : errorMessage(error, this.language)}</p>
      ${this.outcomeUnknown ? html`<p>${strings(this.language, 'orderUnknown')}</p>` : nothing}
      ${this.otherErrors.length ? html`<ul>${this.otherErrors.map((m) => html`<li>${m}</li>`)}</ul>` : nothing}
    </div>`;
  }

  /** Why an order is shown, or the order of the same cart placed in another tab. */
  #renderOrderNote(cart: Cart): TemplateResult | typeof nothing {
    const lang = this.language;
    if (this.order && this.orderNote && !this.payError) {
      return html`<div class="notice" role="status" part="notice">
        <p>${strings(lang, this.orderNote === 'found' ? 'orderFound' : 'orderWaiting', { order_id: this.order.order_id })}</p>
      </div>`;
    }
    const other = this.order ? null : this.#otherTabOrder(cart);
    if (other === null) return nothing;
    return html`<div class="notice" role="alert" part="notice">
      <p>${strings(lang, 'otherTabOrder', { order_id: other })}</p>
      ${this.confirmSecond
        ? html`<p>${strings(lang, 'confirmSecond')}</p>
            <div class="actions">
              <button type="button" part="button confirm-button" @click=${() => void this.#submit(true)}>${strings(lang, 'placeSecond')}</button>
              <button type="button" part="button cancel-button" @click=${() => (this.confirmSecond = false)}>${strings(lang, 'keepOne')}</button>
            </div>`
        : nothing}
    </div>`;
  }

  #renderPayError(): TemplateResult | typeof nothing {
    const error = this.payError;
    if (!error || !this.order) return nothing;
    return html`<div class="error" role="alert" part="error">
      <p>${strings(this.language, 'orderCreated', { order_id: this.order.order_id })}</p>
      <p>${typeof error === 'string' ? error : errorMessage(error, this.language)}</p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-checkout': ShopCheckout;
  }
}
