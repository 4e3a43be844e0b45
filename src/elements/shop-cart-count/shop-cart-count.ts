import { css, html } from 'lit';
import { defineElement } from '../../ui/define.js';
import { ShopElement } from '../../ui/shop-element.js';
import { baseStyles } from '../../ui/styles.js';
import { strings } from './strings.js';

/**
 * The number of cart lines (spec: cart rule 6, `count` is the number of lines). Updates live,
 * also when another tab changes the cart. Renders nothing visible but the number; the
 * accessible label reads "Cart, 3 items".
 *
 * @element shop-cart-count
 * @csspart count - The number.
 */
export class ShopCartCount extends ShopElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-block;
      }
    `,
  ];
  protected static override shopOptions = { watchCart: true, onShop: undefined };

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() => this.shop?.cart.load());
  }

  protected override updated(): void {
    if (this.shop && !this.shop.cart.value.cart && !this.shop.cart.value.loading && !this.shop.cart.value.error) void this.shop.cart.load();
  }

  override render() {
    const count = this.shop?.cart.value.cart?.count ?? 0;
    return html`<span part="count" role="status" aria-live="polite" aria-label=${strings(this.language, 'label', { count })}>${count}</span>`;
  }
}

defineElement('shop-cart-count', ShopCartCount);

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-count': ShopCartCount;
  }
}
