import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { StorefrontError } from '../../api/errors.js';
import { cartLineKey, cartSubtotal, type Cart, type CartItem, type ProductCartItem } from '../../api/readers/cart.js';
import { formatPrice } from '../../i18n/i18n.js';
import { lineImage, lineName, lineTitle } from '../../ui/cart-line.js';
import { errorMessage } from '../../i18n/error-message.js';
import { ShopElement } from '../../ui/shop-element.js';
import { renderStatus } from '../../ui/status.js';
import { FieldErrorsController, without } from '../../ui/field-errors.js';
import { strings } from './strings.js';
import { navLink, siteHref } from '../../ui/navigation.js';
import { allowedQuantity, lowestQuantity, stepQuantity } from '../../ui/quantity.js';
import { refusedNotice } from '../../ui/refused-notice.js';
import { ShopTask } from '../../ui/shop-task.js';
import { initialState } from '@lit/task';
import type { SourcingInfo } from '../../api/readers/product.js';
import { styles } from './shop-cart.styles.js';
import type { ShopCartRemoveDetail } from '../../events/shop-cart-remove.js';

/**
 * The cart: product and content lines together, from the page's one cart (the guest cart while
 * logged out, the buyer's cart while logged in). Unit prices follow the spec's precedence
 * (sale_price, price, option.sale_price, option.price); only product lines change quantity
 * (contents always count as one). A failed read keeps the last lines on screen with a retry.
 *
 * The guest cart kept on the device (`guest-cart` of the storefront) is described again by the
 * platform's reads when the cart shows it (names, prices, images); a line whose product, variant or
 * option the platform no longer has or sells shows as unavailable, with Remove, and counts nothing
 * in the subtotal. Lines the platform refused when they went into the buyer's cart after login are
 * named above the lines until the buyer dismisses the notice.
 *
 * Spec: docs/spec/storefront-api.md, "Cart item", "Guest cart", "Logged-in cart" and their rules, "Errors"
 * (422 with `min_quantity`). Design: docs/spec/public-api.md, "Cart, login, checkout".
 *
 * @element shop-cart
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: checkout-href | null, kind: 'checkout', id: null }`, cancelable: the checkout link (a real
 *   link with `checkout-href`, else a button) was activated. Default: follow the link.
 * @fires {ShopCartRemoveEvent} shop-cart-remove - `{ item_type, product_id?, variant_id?, option_id?, quantity }` after the platform
 *   removed a line (its quantity at removal); emptying the cart emits one per line.
 * @fires {ShopCartChangeEvent} shop-cart-change - `{ count, items }` after a quantity change, a removal or emptying.
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when a read or a write failed.
 * @csspart lines - The list of lines.
 * @csspart line - One line.
 * @csspart image - A line's image.
 * @csspart title - A line's name.
 * @csspart detail - A line's variant label or option title.
 * @csspart price - Unit price and line total.
 * @csspart quantity - The quantity control (or the fixed "1" of a content line).
 * @csspart field - The quantity number field.
 * @csspart field-error - The message next to a quantity field.
 * @csspart button - Every button.
 * @csspart remove-button - A line's remove button.
 * @csspart empty-button - The "Empty cart" button and its confirmation buttons.
 * @csspart summary - Subtotal, shipping note and checkout button.
 * @csspart subtotal - The subtotal estimate.
 * @csspart checkout-button - The checkout link or button.
 * @csspart empty - The empty-cart notice.
 * @csspart loading - The loading state.
 * @csspart error - An error alert.
 * @csspart stale - The notice shown when the lines are from the last good read.
 * @csspart unavailable - The "no longer available" text of a line the platform no longer sells.
 * @csspart refused - The notice naming the lines refused after login.
 * @csspart dismiss-button - Its dismiss button.
 */
export class ShopCart extends ShopElement {
  static override styles = styles;
  protected static override shopOptions = { watchCart: true, showsPrices: true };

  /** URL of the checkout page. Without one, the checkout button emits `shop-navigate` (kind `checkout`). */
  @property({ attribute: 'checkout-href' }) checkoutHref: string | null = null;

  /** Quantities typed (or stepped) but not yet accepted by the platform, by line key. */
  @state() private drafts: Record<string, string> = {};
  /** Messages next to a line's quantity field, by line key. */
  readonly #lineErrors = new FieldErrorsController(this);
  /** The last failed removal or emptying. */
  @state() private writeError: unknown = null;
  @state() private confirmingEmpty = false;
  /** Text for the polite live region. */
  @state() private notice = '';

  /** Lines with a write in flight (quantity, removal). */
  readonly #inFlight = new Set<string>();
  #emptying = false;

  /**
   * The quantity rules (`sourcing_info`: minimum and bundle step) of the cart's products, read
   * from their details (GETs cached and shared with a product page). A product whose detail
   * cannot be read steps by 1 from 1, and the platform's 422 still has the last word.
   */
  readonly #sourcing = new ShopTask(this, {
    task: async ([shop, key], { signal }) => {
      if (!shop || !key) return initialState;
      const ids = key.split(',').map(Number);
      const reads = await Promise.allSettled(ids.map((id) => shop.client.product(id, signal)));
      const rules = new Map<number, SourcingInfo>();
      reads.forEach((r, i) => r.status === 'fulfilled' && rules.set(ids[i]!, r.value.sourcing_info));
      return rules;
    },
    args: () => {
      const items = this.shop?.cart.value.cart?.items ?? [];
      const ids = [...new Set(items.flatMap((i) => (i.item_type === 'product' ? [i.product_id] : [])))].sort((a, b) => a - b);
      return [this.shop, ids.join(',')] as const;
    },
  });

  #retry = () => void this.shop?.cart.refresh();

  /** The quantity rule of a product line (1 from 1 until its product is read). */
  #ruleOf(item: ProductCartItem): Pick<SourcingInfo, 'min_quantity' | 'unit_quantity'> {
    return this.#sourcing.value?.get(item.product_id) ?? { min_quantity: 1, unit_quantity: 1 };
  }

  #step(item: ProductCartItem, delta: number): void {
    const key = cartLineKey(item);
    const current = Number(this.drafts[key] ?? item.quantity);
    const next = stepQuantity(Number.isInteger(current) ? current : item.quantity, delta > 0 ? 1 : -1, this.#ruleOf(item));
    this.drafts = { ...this.drafts, [key]: String(next) };
    void this.#commit(item);
  }

  #onQuantityInput(item: ProductCartItem, e: Event): void {
    this.drafts = { ...this.drafts, [cartLineKey(item)]: (e.target as HTMLInputElement).value };
  }

  #onQuantityKey(item: ProductCartItem, e: KeyboardEvent): void {
    if (e.key === 'Enter') void this.#commit(item);
  }

  #setLineError(key: string, message: string | null): void {
    this.#lineErrors.setOne(key, message);
  }

  #dropDraft(key: string): void {
    this.drafts = without(this.drafts, key);
  }

  /**
   * Sends the line's draft quantity with `PUT …/quantity`, one write at a time per line; a value
   * typed while one is in flight is sent after it. On failure the typed value stays and the
   * message (the minimum for a 422 carrying `min_quantity`) shows next to the field.
   */
  async #commit(item: ProductCartItem): Promise<void> {
    const shop = this.shop;
    const key = cartLineKey(item);
    if (!shop || this.#inFlight.has(key)) return;
    this.#inFlight.add(key);
    try {
      for (;;) {
        const raw = this.drafts[key];
        if (raw === undefined) return;
        const quantity = Number(raw.trim());
        if (raw.trim() === '' || !Number.isInteger(quantity) || quantity < 1) {
          this.#setLineError(key, strings(this.language, 'invalidQuantity'));
          return;
        }
        const rule = this.#ruleOf(item);
        if (!allowedQuantity(quantity, rule)) {
          this.#setLineError(
            key,
            strings(this.language, 'bundleQuantity', { min: lowestQuantity(rule.min_quantity, rule.unit_quantity), unit: rule.unit_quantity }),
          );
          return;
        }
        if (quantity === shop.cart.find(item)?.quantity) {
          this.#dropDraft(key);
          this.#setLineError(key, null);
          return;
        }
        try {
          await shop.cart.setQuantity(item.variant_id, quantity, this);
        } catch (error) {
          this.#setLineError(key, this.#quantityMessage(error));
          this.reportError(error);
          return;
        }
        if (this.drafts[key] === raw) {
          this.#dropDraft(key);
          this.#setLineError(key, null);
          this.notice = strings(this.language, 'updated', { name: item.name, quantity });
          return;
        }
      }
    } finally {
      this.#inFlight.delete(key);
    }
  }

  #quantityMessage(error: unknown): string {
    if (error instanceof StorefrontError && error.min_quantity !== null) {
      return strings(this.language, 'minQuantity', { min: error.min_quantity });
    }
    const field = error instanceof StorefrontError ? (error.fieldMessage('quantity') ?? null) : null;
    return field ?? errorMessage(error, this.language);
  }

  async #remove(item: CartItem, index: number): Promise<void> {
    const shop = this.shop;
    const key = cartLineKey(item);
    if (!shop || this.#inFlight.has(key)) return;
    this.#inFlight.add(key);
    try {
      await shop.cart.remove(item, this);
      this.emit('shop-cart-remove', removedLine(item));
      this.writeError = null;
      this.#dropDraft(key);
      this.#setLineError(key, null);
      this.notice = strings(this.language, 'removed', { name: lineName(item) });
      await this.updateComplete;
      const buttons = [...this.renderRoot.querySelectorAll<HTMLElement>('[data-remove]')];
      (buttons[Math.min(index, buttons.length - 1)] ?? this.renderRoot.querySelector<HTMLElement>('[data-focus]'))?.focus();
    } catch (error) {
      this.writeError = error;
      this.reportError(error);
    } finally {
      this.#inFlight.delete(key);
    }
  }

  async #askEmpty(confirming: boolean): Promise<void> {
    this.confirmingEmpty = confirming;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(confirming ? '[data-confirm]' : '[data-empty]')?.focus();
  }

  async #empty(): Promise<void> {
    const shop = this.shop;
    if (!shop || this.#emptying) return;
    this.#emptying = true;
    const lines = shop.cart.value.cart?.items ?? [];
    try {
      await shop.cart.empty(this);
      for (const item of lines) this.emit('shop-cart-remove', removedLine(item));
      this.writeError = null;
      this.confirmingEmpty = false;
      this.drafts = {};
      this.#lineErrors.clear();
      this.notice = strings(this.language, 'emptied');
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[data-focus]')?.focus();
    } catch (error) {
      this.writeError = error;
      this.reportError(error);
    } finally {
      this.#emptying = false;
    }
  }

  /** The cart's lines are what it shows. */
  protected override needsCart(): boolean {
    return true;
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    // Lines kept on the device are described again by the platform once per page.
    void this.shop?.cart.freshen();
  }

  override render() {
    const lang = this.language;
    const value = this.shop?.cart.value;
    return renderStatus(
      { value: value?.cart ?? undefined, error: value?.error, pending: !value || value.loading, retry: this.#retry },
      {
        language: lang,
        // The lines mark themselves busy (a wrapper would rebuild the quantity fields under the buyer's hands).
        markBusy: false,
        complete: (cart) => html`
          ${this.writeError ? html`<p class="error" role="alert" part="error">${errorMessage(this.writeError, lang)}</p>` : nothing}
          <div class="visually-hidden" role="status" aria-live="polite">${this.notice}</div>
          ${refusedNotice(this, this.shop, lang)}
          ${
            cart.items.length === 0
              ? html`<p class="status" part="empty" tabindex="-1" data-focus>${strings(lang, 'empty')}</p>`
              : this.#renderCart(cart, !!value?.loading)
          }
        `,
      },
    );
  }

  #renderCart(cart: Cart, loading: boolean): TemplateResult {
    const lang = this.language;
    const currency = this.shop!.currency;
    return html`
      <ul part="lines" aria-label=${strings(lang, 'cart')} aria-busy=${loading ? 'true' : 'false'}>
        ${cart.items.map((item, index) => this.#renderLine(item, index))}
      </ul>
      <div class="summary" part="summary">
        <p class="total" part="subtotal"><span>${strings(lang, 'subtotal')}</span><span>${formatPrice(cartSubtotal(cart), currency, lang)}</span></p>
        <p class="muted">${strings(lang, 'shippingNote')}</p>
        ${navLink({
          host: this,
          href: siteHref(this, 'checkout-href', this.checkoutHref),
          kind: 'checkout',
          part: 'button checkout-button',
          className: 'button primary',
          content: strings(lang, 'checkout'),
        })}
        ${
          this.confirmingEmpty
            ? html`<div class="confirm" role="group" aria-labelledby="confirm-text">
                <span id="confirm-text">${strings(lang, 'confirmEmpty')}</span>
                <button type="button" part="button empty-button" data-confirm @click=${() => void this.#empty()}>${strings(lang, 'confirmYes')}</button>
                <button type="button" part="button empty-button" @click=${() => void this.#askEmpty(false)}>${strings(lang, 'cancel')}</button>
              </div>`
            : html`<button type="button" part="button empty-button" data-empty @click=${() => void this.#askEmpty(true)}>${strings(lang, 'emptyCart')}</button>`
        }
      </div>
    `;
  }

  #renderLine(item: CartItem, index: number): TemplateResult {
    const lang = this.language;
    const currency = this.shop!.currency;
    const name = lineName(item);
    return html`<li class="line" part="line">
      ${lineImage(item)}
      <div class="body">
        <div>${lineTitle(item)}</div>
        <div class="row">
          ${
            item.unavailable
              ? html`<span class="muted" part="unavailable">${strings(lang, 'unavailable')}</span>`
              : html`<span part="price">
                    <span class="visually-hidden">${strings(lang, 'unitPrice')}</span>
                    ${formatPrice(item.unit_price, currency, lang)}
                  </span>
                  ${
                    item.item_type === 'product'
                      ? this.#renderQuantity(item)
                      : html`<span part="quantity"><span class="visually-hidden">${strings(lang, 'quantity')}</span> 1</span>`
                  }
                  <strong part="price">
                    <span class="visually-hidden">${strings(lang, 'lineTotal')}</span>
                    ${formatPrice(item.unit_price * item.quantity, currency, lang)}
                  </strong>`
          }
          <button
            type="button"
            part="button remove-button"
            data-remove
            aria-label=${strings(lang, 'removeItem', { name })}
            @click=${() => void this.#remove(item, index)}
          >
            ${strings(lang, 'remove')}
          </button>
        </div>
      </div>
    </li>`;
  }

  #renderQuantity(item: ProductCartItem): TemplateResult {
    const lang = this.language;
    const key = cartLineKey(item);
    const error = this.#lineErrors.get(key);
    const draft = this.drafts[key] ?? String(item.quantity);
    const id = `qty-${item.variant_id}`;
    const rule = this.#ruleOf(item);
    const lowest = lowestQuantity(rule.min_quantity, rule.unit_quantity);
    return html`<span class="qty-wrap">
      <span class="qty" part="quantity" role="group" aria-label=${strings(lang, 'quantityOf', { name: item.name })}>
        <button
          type="button"
          part="button"
          aria-label=${strings(lang, 'decrease', { name: item.name })}
          ?disabled=${Number(draft) <= lowest}
          @click=${() => this.#step(item, -1)}
        >
          −
        </button>
        <input
          id=${id}
          part="field"
          type="number"
          inputmode="numeric"
          min=${lowest}
          step=${rule.unit_quantity}
          aria-label=${strings(lang, 'quantityOf', { name: item.name })}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${error ? `${id}-error` : nothing}
          .value=${draft}
          @input=${(e: Event) => this.#onQuantityInput(item, e)}
          @change=${() => void this.#commit(item)}
          @keydown=${(e: KeyboardEvent) => this.#onQuantityKey(item, e)}
        />
        <button type="button" part="button" aria-label=${strings(lang, 'increase', { name: item.name })} @click=${() => this.#step(item, 1)}>+</button>
      </span>
      ${error ? html`<span id="${id}-error" class="field-error" part="field-error" role="alert">${error}</span>` : nothing}
    </span>`;
  }
}

/** The `shop-cart-remove` detail of a removed line: its ids and the quantity it had. */
function removedLine(item: CartItem): ShopCartRemoveDetail {
  return item.item_type === 'product'
    ? { item_type: 'product', product_id: item.product_id, variant_id: item.variant_id, quantity: item.quantity }
    : { item_type: 'content', option_id: item.option_id, quantity: item.quantity };
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart': ShopCart;
  }
}
