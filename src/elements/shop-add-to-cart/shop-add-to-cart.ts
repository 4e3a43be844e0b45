import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { initialState } from '@lit/task';
import { isPastOption } from '../../api/readers/content.js';
import type { SourcingInfo } from '../../api/readers/product.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { checkId, checkInteger, problems, readInteger, type ConfigErrorView, type ConfigProblem } from '../../ui/config-error.js';
import { lowestQuantity } from '../../ui/quantity.js';
import { ShopTask } from '../../ui/shop-task.js';
import { StorefrontError } from '../../api/errors.js';
import type { CartAdd } from '../../api/index.js';
import { addLine, cartStrings, contentInCart, inCartButton } from '../../ui/cart-actions.js';
import { errorMessage } from '../../i18n/error-message.js';
import { ShopElement } from '../../ui/shop-element.js';
import { styles } from './shop-add-to-cart.styles.js';

/** Largest quantity a buy button adds (more is clamped, with a console warning). */
export const MAX_QUANTITY = 999;

/**
 * A standalone buy button for one product variant (`product-id` + `variant-id` + `quantity`) or
 * one content option (`option-id`). A content option already in the cart shows "In cart"
 * instead, and is never added twice. The button reads what it sells first (the product detail;
 * for an option, `POST /contents/cart-preview` then the content detail, both cached and shared
 * with a detail on the page): an inactive or unknown variant, or a live/offline option that is
 * over, disables it ("No longer available"); a product quantity follows the product's minimum
 * and bundle step (`quantity="1"` of a product sold by 3 adds 3, with a console warning). Ids or a
 * quantity that are not whole numbers disable it with the configuration-error message.
 *
 * Spec: docs/spec/storefront-api.md, "Guest cart" / "Logged-in cart" (add bodies, rules 3 and 4), "Rules
 * tying reads to writes" 2 (past options), "Limits" (minimum and bundle quantity).
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
 * @csspart unavailable - "No longer available" (an inactive variant, a live/offline option that is over).
 * @csspart config-error - What is wrong with the attributes (ids, quantity), for the site owner.
 */
export class ShopAddToCart extends ShopElement {
  static override styles = styles;
  protected static override shopOptions = { watchCart: true };

  /** `product_id` of the product (with `variant-id`): a positive whole number. */
  @property({ attribute: 'product-id', converter: idAttribute }) productId: number | null = null;
  /** `variant_id` to add (with `product-id`): a positive whole number. */
  @property({ attribute: 'variant-id', converter: idAttribute }) variantId: number | null = null;
  /** Quantity of the variant: a whole number from 1 to 999, raised to the product's minimum and bundle step. Default 1. */
  @property({ type: Number }) quantity = 1;
  /** `option_id` of a content purchase option (instead of a product): a positive whole number. */
  @property({ attribute: 'option-id', converter: idAttribute }) optionId: number | null = null;
  /** Cart page URL that "In cart" goes to. Without it, only `shop-navigate` is emitted. */
  @property({ attribute: 'cart-href' }) cartHref: string | null = null;

  @state() private busy = false;
  @state() private notice = '';
  @state() private error = '';

  /**
   * What the button sells, read once per item: null while unknown (or unreadable: the platform
   * still decides when the line is added), else whether it can be bought and, for a product, its
   * quantity rule.
   */
  readonly #offer = new ShopTask(this, {
    task: async ([shop, option_id, product_id, variant_id], { signal }) => {
      if (!shop || !this.configured) return initialState;
      try {
        if (option_id) {
          const [entry] = await shop.client.cartPreview([option_id], signal);
          if (!entry?.content_id) return { available: false, sourcing: null };
          const content = await shop.client.content(entry.content_id, signal);
          const option = content.options.find((o) => o.option_id === option_id);
          const dated = content.content_type === 'live' || content.content_type === 'offline';
          return { available: !!option && !(dated && isPastOption(option, shop.timeZone)), sourcing: null };
        }
        if (product_id && variant_id) {
          const product = await shop.client.product(product_id, signal);
          const variant = product.variants.find((v) => v.variant_id === variant_id);
          return { available: !!variant && variant.is_active, sourcing: product.sourcing_info as SourcingInfo | null };
        }
      } catch (e) {
        if (signal.aborted) throw e;
      }
      return null;
    },
    args: () => [this.shop, this.optionId, this.productId, this.variantId, this.timeZone] as const,
  });

  #warnedQuantity = false;

  /**
   * The ids and quantity as written: a content option needs `option-id`; a product line
   * `product-id` and `variant-id` (ids) and an optional `quantity` from 1 (above 999 clamped).
   */
  /** A content's button needs the cart to know whether the option is in it (cart rule 4). */
  protected override needsCart(): boolean {
    return !!this.optionId;
  }

  protected override configProblems(): ConfigProblem[] {
    const blank = (attribute: string) => (this.getAttribute(attribute) ?? '').trim() === '';
    if (this.optionId !== null || !blank('option-id')) return problems(checkId(this, 'option-id'));
    const found = problems(checkId(this, 'product-id'), checkId(this, 'variant-id'), checkInteger(this, 'quantity', 1, MAX_QUANTITY));
    for (const [attribute, value, example] of [
      ['product-id', this.productId, '101'],
      ['variant-id', this.variantId, '1001'],
    ] as const) {
      if (value === null && blank(attribute)) found.push({ attribute, value: null, expected: { kind: 'required', example } });
    }
    return found;
  }

  /** The configuration-error state beside a disabled button (the page keeps its layout). */
  protected override renderConfigError(view: ConfigErrorView, found: readonly ConfigProblem[]): TemplateResult {
    return html`<span class="wrap">
        <button type="button" class="primary" part="button add-button" disabled><slot>${cartStrings(this.language, 'addToCart')}</slot></button>
      </span>
      ${view.configErrorTemplate(this.language, found)}`;
  }

  get #item(): CartAdd | null {
    if (this.optionId) return { item_type: 'content', option_id: this.optionId };
    if (this.productId && this.variantId) {
      const asked = readInteger(this.quantity, 1, MAX_QUANTITY) ?? 1;
      const rule = this.#offer.value?.sourcing;
      // Up to the product's minimum, and to its bundle step (spec "Limits"): min 3, step 3 → 3, 6, 9…
      const quantity = rule
        ? Math.max(lowestQuantity(rule.min_quantity, rule.unit_quantity), Math.ceil(asked / rule.unit_quantity) * rule.unit_quantity)
        : asked;
      if (quantity !== asked) this.#warnQuantity(asked, quantity);
      return { item_type: 'product', product_id: this.productId, variant_id: this.variantId, quantity };
    }
    return null;
  }

  #warnQuantity(asked: number, quantity: number): void {
    if (this.#warnedQuantity) return;
    this.#warnedQuantity = true;
    console.warn(
      `shop-elements: <shop-add-to-cart> quantity="${asked}" is not a quantity this product sells (its minimum and bundle step): ${quantity} is added.`,
      this,
    );
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
      this.error = e instanceof StorefrontError && e.min_quantity !== null ? cartStrings(lang, 'minQuantity', { n: e.min_quantity }) : errorMessage(e, lang);
      this.reportError(e);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    const lang = this.language;
    const inCart = contentInCart(this.shop, this.optionId);
    const unavailable = this.#offer.value?.available === false;
    return html`<span class="wrap">
      ${inCart ? inCartButton(this, lang, this.cartHref) : nothing}
      ${unavailable && !inCart ? html`<span class="unavailable" part="unavailable">${cartStrings(lang, 'unavailable')}</span>` : nothing}
      <button
        type="button"
        class="primary"
        part="button add-button"
        ?hidden=${inCart}
        ?disabled=${!this.#item || unavailable}
        aria-disabled=${String(this.busy)}
        aria-busy=${String(this.busy)}
        aria-describedby=${this.error ? 'error' : nothing}
        @click=${this.#add}
      >
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
