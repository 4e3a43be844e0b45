import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { StorefrontError } from '../../api/errors.js';
import type { CartAdd } from '../../api/client.js';
import { addLine, cartStrings, contentInCart, inCartButton } from '../../ui/cart-actions.js';
import { errorMessage } from '../../ui/error-message.js';
import { ShopElement } from '../../ui/shop-element.js';
import { baseStyles } from '../../ui/styles.js';

/**
 * A standalone buy button for one product variant (`product-id` + `variant-id` + `quantity`,
 * used as given, no detail read) or one content option (`option-id`). A content option already
 * in the cart shows "In cart" instead, and is never added twice.
 *
 * Spec: storefront-api.md, "Guest cart" / "Logged-in cart" (add bodies, rules 3 and 4).
 *
 * @element shop-add-to-cart
 * @slot - The button's label. Default: "Add to cart" in the shop's language.
 * @fires {ShopCartAddEvent} shop-cart-add - `{ item_type, product_id?, variant_id?, option_id?, quantity }` after the line was added.
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: cart-href | null, kind: 'cart', id: null }` from "In cart"; cancelable (default: go to `href` when set).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when the add failed.
 * @csspart button - The buttons.
 * @csspart add-button - The add button.
 * @csspart in-cart-button - "In cart" (goes to the cart).
 * @csspart status - The live region ("Adding to cart…", "Added to cart.").
 * @csspart error - The message of a failed add (e.g. the minimum quantity).
 */
export class ShopAddToCart extends ShopElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-block;
      }
      .wrap {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--_space);
      }
      [hidden] {
        display: none !important;
      }
      .notice {
        color: var(--_success);
        font-size: 0.875em;
      }
    `,
  ];
  protected static override shopOptions = { watchCart: true };

  /** `product_id` of the product (with `variant-id`). */
  @property({ type: Number, attribute: 'product-id' }) productId: number | null = null;
  /** `variant_id` to add (with `product-id`). */
  @property({ type: Number, attribute: 'variant-id' }) variantId: number | null = null;
  /** Quantity of the variant (integer). Default 1. */
  @property({ type: Number }) quantity = 1;
  /** `option_id` of a content purchase option (instead of a product). */
  @property({ type: Number, attribute: 'option-id' }) optionId: number | null = null;
  /** Cart page URL that "In cart" goes to. Without it, only `shop-navigate` is emitted. */
  @property({ attribute: 'cart-href' }) cartHref: string | null = null;

  @state() private busy = false;
  @state() private notice = '';
  @state() private error = '';

  protected override updated(): void {
    const cart = this.shop?.cart;
    // Contents need the cart to know whether the option is in it (read once per page).
    if (this.optionId && cart && !cart.value.cart && !cart.value.loading && !cart.value.error) void Promise.resolve().then(() => cart.load());
  }

  get #item(): CartAdd | null {
    if (this.optionId) return { item_type: 'content', option_id: this.optionId };
    if (this.productId && this.variantId) {
      const quantity = Math.max(1, Math.trunc(this.quantity) || 1);
      return { item_type: 'product', product_id: this.productId, variant_id: this.variantId, quantity };
    }
    return null;
  }

  async #add(): Promise<void> {
    const shop = this.shop;
    const item = this.#item;
    if (this.busy || !shop || !item) return;
    const lang = this.language;
    this.busy = true;
    this.error = '';
    this.notice = cartStrings(lang, 'adding');
    try {
      await addLine(this, shop, item);
      this.notice = cartStrings(lang, 'added');
    } catch (e) {
      this.notice = '';
      this.error =
        e instanceof StorefrontError && e.min_quantity !== null ? cartStrings(lang, 'minQuantity', { n: e.min_quantity }) : errorMessage(e, lang);
      this.reportError(e);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    const lang = this.language;
    const inCart = contentInCart(this.shop, this.optionId);
    return html`<span class="wrap">
      ${inCart ? inCartButton(this, lang, this.cartHref) : nothing}
      <button type="button" class="primary" part="button add-button" ?hidden=${inCart} ?disabled=${!this.#item}
        aria-disabled=${String(this.busy)} aria-busy=${String(this.busy)} aria-describedby=${this.error ? 'error' : nothing} @click=${this.#add}>
        <slot>${cartStrings(lang, 'addToCart')}</slot>
      </button>
      <span class="notice" role="status" aria-live="polite" part="status">${this.notice}</span>
      ${this.error ? html`<span class="field-error" id="error" role="alert" part="error">${this.error}</span>` : nothing}
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-add-to-cart': ShopAddToCart;
  }
}
