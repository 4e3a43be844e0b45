import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { cartLineKey, type Cart, type CartItem, type ProductCartItem } from '../../api/readers/cart.js';
import { formatPrice } from '../../i18n/i18n.js';
import { unavailablePrice } from '../../ui/price.js';
import { estimateRows, lineImage, lineName, lineTitle, removedLine } from '../../ui/cart-line.js';
import { CartProducts } from '../../ui/cart-products.js';
import { estimateCart } from '../../ui/shipping-estimate.js';
import { errorMessage } from '../../i18n/error-message.js';
import { ShopElement } from '../../ui/shop-element.js';
import { renderStatus } from '../../ui/status.js';
import { strings } from './strings.js';
import { navLink, siteHref } from '../../ui/navigation.js';
import { lowestQuantity } from '../../ui/quantity.js';
import { refusedNotice } from '../../ui/refused-notice.js';
import { liveProperty } from '../../ui/live-property.js';
import { styles } from './shop-cart.styles.js';
import { LineQuantityController } from './line-quantity-controller.js';

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
 * Each product line is described with its product's detail (read for its quantity rule): the
 * variant's values named as the product page names them, and the buyer inputs with their labels.
 * Below the lines: the subtotal, the shipping estimated per product line from its product's
 * `sourcing_info` and the estimated total (src/ui/shipping-estimate.ts; the platform works the
 * amount out again when the order is placed), the checkout button; "Empty cart" is with the lines,
 * away from it, and asks first. A quantity the platform (or the product's rule) refuses leaves the
 * field at the cart's quantity, with the line total and the subtotal, and the message next to the
 * field names the value typed and why it was not set.
 *
 * Layout: by the cart's own width (a container query: also in the narrow `<shop-cart-drawer>` on a
 * wide screen), from 40rem each line is one row of aligned columns (line, quantity and Remove, line
 * total) and the summary sits at the inline end; below, the quantity goes under the line.
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
 * @csspart detail - A line's variant (its values as the product page names them) or option title.
 * @csspart inputs - A line's buyer inputs (each "label: text").
 * @csspart price - Unit price and line total.
 * @csspart quantity - The quantity control (or the fixed "1" of a content line).
 * @csspart field - The quantity number field.
 * @csspart field-error - The message next to a quantity field.
 * @csspart button - Every button.
 * @csspart remove-button - A line's remove button.
 * @csspart empty-button - The "Empty cart" button and its confirmation buttons.
 * @csspart summary - Subtotal, shipping, estimated total, their note and the checkout button.
 * @csspart subtotal - The subtotal row.
 * @csspart shipping - The shipping row: the estimate, "Free", or "Calculated at checkout" while a product's shipping is unknown.
 * @csspart total - The estimated total row (while the shipping is known).
 * @csspart estimate-note - The note that the amount is confirmed when the order is placed.
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

  /** The last failed removal or emptying. */
  @state() private writeError: unknown = null;
  @state() private confirmingEmpty = false;
  /** Text for the polite live region. */
  @state() private notice = '';

  #emptying = false;

  /**
   * The details of the cart's products (GETs cached and shared with a product page): the quantity
   * rule (`sourcing_info`: minimum and bundle step; a product whose detail cannot be read steps by 1
   * from 1, and the platform's 422 still has the last word), the shipping, the variants' value names,
   * the buyer inputs' labels and the stock.
   */
  readonly #products = new CartProducts(this, () => this.shop);

  /** The product lines' quantities: drafts, writes in flight, messages (./line-quantity-controller.ts). */
  readonly #quantities = new LineQuantityController(this, {
    shop: () => this.shop,
    language: () => this.language,
    products: this.#products,
    report: (error) => this.reportError(error),
    announce: (text) => (this.notice = text),
  });

  #retry = () => void this.shop?.cart.refresh();

  async #remove(item: CartItem, index: number): Promise<void> {
    const shop = this.shop;
    const key = cartLineKey(item);
    const quantities = this.#quantities;
    if (!shop || quantities.busy(key)) return;
    quantities.mark(key, true);
    try {
      await shop.cart.remove(item, this);
      this.emit('shop-cart-remove', removedLine(item));
      this.writeError = null;
      quantities.forget(key);
      this.notice = strings(this.language, 'removed', { name: lineName(item) });
      await this.updateComplete;
      const buttons = [...this.renderRoot.querySelectorAll<HTMLElement>('[data-remove]')];
      (buttons[Math.min(index, buttons.length - 1)] ?? this.renderRoot.querySelector<HTMLElement>('[data-focus]'))?.focus();
    } catch (error) {
      this.writeError = error;
      this.reportError(error);
    } finally {
      quantities.mark(key, false);
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
      this.#quantities.clear();
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
    const estimate = estimateCart(cart, (id) => this.#products.get(id)?.sourcing_info);
    return html`<div class="cart">
      <ul part="lines" aria-label=${strings(lang, 'cart')} aria-busy=${loading ? 'true' : 'false'}>
        ${cart.items.map((item, index) => this.#renderLine(item, index))}
      </ul>
      <div class="foot">
        ${
          this.confirmingEmpty
            ? html`<div class="confirm" role="group" aria-labelledby="confirm-text">
                <span id="confirm-text">${strings(lang, 'confirmEmpty')}</span>
                <span class="actions">
                  <button type="button" part="button empty-button" class="danger" data-confirm @click=${() => void this.#empty()}>
                    ${strings(lang, 'confirmYes')}
                  </button>
                  <button type="button" part="button empty-button" @click=${() => void this.#askEmpty(false)}>${strings(lang, 'cancel')}</button>
                </span>
              </div>`
            : html`<button type="button" part="button empty-button" class="quiet" data-empty @click=${() => void this.#askEmpty(true)}>
                ${strings(lang, 'emptyCart')}
              </button>`
        }
        <div class="summary" part="summary" aria-busy=${this.#quantities.anyBusy ? 'true' : 'false'}>
          ${estimateRows(estimate, currency, lang, (key) => strings(lang, key))}
          ${navLink({
            host: this,
            href: siteHref(this, 'checkout-href', this.checkoutHref),
            kind: 'checkout',
            part: 'button checkout-button',
            className: 'button primary',
            content: strings(lang, 'checkout'),
          })}
        </div>
      </div>
    </div>`;
  }

  /**
   * One line: image; name, variant, buyer inputs and unit price; quantity (a stepper, or the fixed
   * "1" of a content) and Remove; line total; and the message of a refused quantity.
   */
  #renderLine(item: CartItem, index: number): TemplateResult {
    const lang = this.language;
    const currency = this.shop!.currency;
    const name = lineName(item);
    const key = cartLineKey(item);
    const error = item.item_type === 'product' ? this.#quantities.errors.get(key) : undefined;
    const price = (amount: number | null) => (amount === null ? unavailablePrice(lang) : formatPrice(amount, currency, lang));
    return html`<li class="line" part="line" aria-busy=${this.#quantities.busy(key) ? 'true' : 'false'}>
      ${lineImage(item)}
      <div class="info">
        ${lineTitle(item, item.item_type === 'product' ? this.#products.get(item.product_id) : undefined)}
        ${
          item.unavailable
            ? html`<span class="muted" part="unavailable">${strings(lang, 'unavailable')}</span>`
            : html`<span part="price" class="unit"><span class="visually-hidden">${strings(lang, 'unitPrice')}</span> ${price(item.unit_price)}</span>`
        }
      </div>
      <div class="qty-cell">
        ${
          item.unavailable
            ? nothing
            : item.item_type === 'product'
              ? this.#renderQuantity(item, error)
              : html`<span class="qty fixed" part="quantity"><span class="visually-hidden">${strings(lang, 'quantity')}</span> 1</span>`
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
      ${
        item.unavailable
          ? nothing
          : html`<strong part="price" class="line-total"
              ><span class="visually-hidden">${strings(lang, 'lineTotal')}</span>
              ${price(item.unit_price === null ? null : item.unit_price * item.quantity)}</strong
            >`
      }
      ${error ? html`<span id="${key}-error" class="field-error" part="field-error" role="alert">${error}</span>` : nothing}
    </li>`;
  }

  #renderQuantity(item: ProductCartItem, error: string | undefined): TemplateResult {
    const lang = this.language;
    const quantities = this.#quantities;
    const draft = quantities.draft(item);
    const id = cartLineKey(item);
    const rule = quantities.ruleOf(item);
    const lowest = lowestQuantity(rule.min_quantity, rule.unit_quantity);
    return html`<span class="qty" part="quantity" role="group" aria-label=${strings(lang, 'quantityOf', { name: item.name })}>
      <button
        type="button"
        part="button"
        aria-label=${strings(lang, 'decrease', { name: item.name })}
        ?disabled=${Number(draft) <= lowest}
        @click=${() => quantities.step(item, -1)}
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
        .value=${liveProperty(draft)}
        @input=${(e: Event) => quantities.input(item, (e.target as HTMLInputElement).value)}
        @change=${() => void quantities.commit(item)}
        @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && void quantities.commit(item)}
      />
      <button type="button" part="button" aria-label=${strings(lang, 'increase', { name: item.name })} @click=${() => quantities.step(item, 1)}>+</button>
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart': ShopCart;
  }
}
