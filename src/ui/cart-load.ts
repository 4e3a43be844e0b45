/**
 * The one way an element makes sure the page's cart is read (`<shop-cart>`, `<shop-checkout>`,
 * `<shop-cart-count>`, `<shop-content-detail>`, `<shop-add-to-cart>` for a content): a reactive
 * controller over `CartStore.load`, the page's one read (once per page, shared by every element).
 * Every ShopElement holds one (`cartLoad`), switched on by its `needsCart()`.
 * Spec: docs/spec/storefront-api.md, "Guest cart" and "Logged-in cart" (`GET /guest-cart`, `GET /cart`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Shop } from '../state/shop.js';

export class CartLoadController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #shop: () => Shop | undefined;
  readonly #needed: () => boolean;

  /**
   * `shop`: the host's shop (undefined until a storefront answers). `needed`: whether the host
   * needs the cart now (e.g. only while logged in and configured); default always.
   */
  constructor(host: ReactiveControllerHost, shop: () => Shop | undefined, needed: () => boolean = () => true) {
    this.#host = host;
    this.#shop = shop;
    this.#needed = needed;
    host.addController(this);
  }

  /** Connected (again): after the first update, reads the cart unless it is read; a failed read is tried again. */
  hostConnected(): void {
    void this.#host.updateComplete.then(() => {
      const shop = this.#shop();
      if (shop && this.#needed()) void shop.cart.load();
    });
  }

  /**
   * Before every update: a cart not read yet (the first time, or after a login or logout changed
   * which cart it is) is read now, so that the render shows it loading. A failed read waits for
   * its retry button (no read on every render).
   */
  hostUpdate(): void {
    const shop = this.#shop();
    if (!shop || !this.#needed()) return;
    const { cart, loading, error } = shop.cart.value;
    if (!cart && !loading && !error) void shop.cart.load();
  }
}
