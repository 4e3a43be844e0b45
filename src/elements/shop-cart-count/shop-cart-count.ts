import { html } from 'lit';
import { ShopElement } from '../../ui/shop-element.js';
import { strings } from './strings.js';
import { styles } from './shop-cart-count.styles.js';

/**
 * The number of cart lines (spec: cart rule 6, `count` is the number of lines). Updates live,
 * also when another tab changes the cart. Renders nothing visible but the number; the
 * accessible label reads "Cart, 3 items".
 *
 * @element shop-cart-count
 * @csspart count - The number.
 */
export class ShopCartCount extends ShopElement {
  static override styles = styles;

  protected static override shopOptions = { watchCart: true };

  /** The count is the cart's. */
  protected override needsCart(): boolean {
    return true;
  }

  override render() {
    const count = this.shop?.cart.value.cart?.count;
    // Unknown until the first read: nothing rather than a wrong 0.
    return html`<span
      part="count"
      role="status"
      aria-live="polite"
      aria-busy=${count === undefined}
      aria-label=${count === undefined ? strings(this.language, 'loading') : strings(this.language, 'label', { count })}
      >${count ?? ''}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-count': ShopCartCount;
  }
}
