import { css, html, type TemplateResult } from 'lit';
import type { Language } from '../../i18n/i18n.js';
import type { Shop } from '../../state/shop.js';
import { isModifiedClick } from '../../ui/navigation.js';
import { ShopElement } from '../../ui/shop-element.js';
import { loadingTemplate } from '../../ui/status.js';
import { baseStyles } from '../../ui/styles.js';
import { strings } from './strings.js';

/**
 * The mini-cart: a modal side sheet (a native `<dialog>` opened with `showModal()`: the rest of the
 * page is inert, focus stays inside and goes back to what had it on close; Escape, the close button
 * or a click on the backdrop close it; the page does not scroll while it is open) titled with the
 * number of cart lines ("Cart (2)"), with the cart's lines, their quantity and remove buttons, the
 * subtotal, estimated shipping and total, and the checkout button — the `<shop-cart>` of the page's
 * one cart (guest or logged-in, kept in step with other tabs), inside the sheet — and below them,
 * while the cart has lines, "View cart": a link to `cart-href`, else to the page's cart link (the
 * first `<a data-shop-cart-toggle href>`), else a button that emits `shop-navigate` (kind `cart`).
 *
 * This element is small: the sheet, its attributes and the listeners below. What the sheet shows
 * (`<shop-cart>`, the close button, their styles and strings; in the CDN bundle, the `cart` chunk and
 * the `cart` strings part) loads when the sheet first opens, while the sheet shows a loading state.
 * If that code cannot load, the console says why and, when a `data-shop-cart-toggle` link opened the
 * sheet, the browser follows the link (the buyer still reaches the cart page); else the sheet
 * closes (opening it again tries again).
 *
 * Opens with {@link show}, the `open` attribute, a click on any element of the page with the
 * attribute `data-shop-cart-toggle` (a plain click or Enter; a modified or middle click on a link
 * keeps the browser's behaviour, and without JavaScript the link leads to its page), and, with
 * `open-on-add`, on every `shop-cart-add` of the page.
 *
 * Spec: docs/spec/storefront-api.md, "Guest cart", "Logged-in cart". Design: docs/spec/public-api.md,
 * "Beyond the catalog", "What a buyer sees" (`cart-href`).
 *
 * @element shop-cart-drawer
 * @fires {ShopCartRemoveEvent} shop-cart-remove - From the cart inside: a line was removed (see `<shop-cart>`).
 * @fires {ShopCartChangeEvent} shop-cart-change - From the cart inside: its lines changed (see `<shop-cart>`).
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: checkout-href | null, kind: 'checkout', id: null }` from the cart's checkout button, and
 *   `{ href, kind: 'cart', id: null }` from "View cart" (`href`: `cart-href`, else the page's cart link, else null); cancelable (default: go to
 *   `href` when set). The sheet closes.
 * @fires {ShopErrorEvent} shop-error - From the cart inside: a read or a write failed.
 * @csspart dialog - The sheet (the `<dialog>`; its backdrop: `::part(dialog)::backdrop`).
 * @csspart header - The row with the title and the close button.
 * @csspart title - The title, with the number of cart lines once the cart is read.
 * @csspart close-button - The close button.
 * @csspart cart - The `<shop-cart>` inside (its own parts are not exported: theme it with the `--shop-*` properties).
 * @csspart view-cart - The "View cart" link (or button) below the cart.
 * @csspart loading - The loading state, while the cart's code loads.
 */
export class ShopCartDrawer extends ShopElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: contents;
      }
    `,
  ];

  static override properties = {
    open: { type: Boolean, reflect: true },
    openOnAdd: { type: Boolean, attribute: 'open-on-add' },
    checkoutHref: { attribute: 'checkout-href' },
    cartHref: { attribute: 'cart-href' },
  };

  /** The title counts the cart's lines. */
  protected static override shopOptions = { watchCart: true };

  /**
   * Installs the page's listeners for the drawers (once, with the definition): a plain click on an
   * element with `data-shop-cart-toggle` opens the page's first `<shop-cart-drawer>` instead of
   * following the element's link (which it still follows when that sheet cannot show: before its
   * first render, or when the storefront cannot work); a `shop-cart-add` opens the first one with
   * `open-on-add`.
   */
  static listen(): void {
    document.addEventListener('click', (e) => {
      const toggle = (e.target as Element).closest?.<HTMLAnchorElement>('[data-shop-cart-toggle]');
      const drawer = document.querySelector('shop-cart-drawer');
      if (!toggle || !drawer?.renderRoot.querySelector('dialog') || e.defaultPrevented || isModifiedClick(e)) return;
      e.preventDefault();
      drawer.#href = toggle.href;
      drawer.show();
    });
    document.addEventListener('shop-cart-add', () => document.querySelector<ShopCartDrawer>('shop-cart-drawer[open-on-add]')?.show());
  }

  /** Whether the sheet is open (reflected). Setting it opens or closes the sheet, as {@link show} and {@link close} do. */
  declare open?: boolean;

  /** Opens the sheet on every `shop-cart-add` of the page (a line added by any element). */
  declare openOnAdd?: boolean;

  /** URL of the checkout page, for the checkout button (as `<shop-cart checkout-href>`). Without one, that button emits `shop-navigate` (kind `checkout`). */
  declare checkoutHref?: string | null;

  /**
   * URL of the cart page, for "View cart". Without one, the first `<a data-shop-cart-toggle href>` of the page; without that,
   * "View cart" emits `shop-navigate` (kind `cart`).
   */
  declare cartHref?: string | null;

  /**
   * Renders what the open sheet shows, once loaded (set by ./drawer-view.ts, which then asks for an update).
   * @internal
   */
  declare view?: (language: Language, shop: Shop | undefined) => TemplateResult;

  /** The loading of the view (undefined again after a failure: the next opening tries again). */
  #loading?: Promise<unknown>;
  /** The link of the `data-shop-cart-toggle` whose click opened the sheet: the way out if the view does not load. */
  #href?: string;

  /** The dialog closed (Escape, the close button, a click on the backdrop, {@link close}): `open` follows. */
  readonly #closed = (e: Event) => {
    if ((e.target as HTMLDialogElement).open) return;
    this.open = false;
    this.#href = undefined;
  };

  /** Opens the sheet (loading what it shows the first time). */
  show(): void {
    this.open = true;
  }

  /** Closes the sheet; focus goes back to what had it before the sheet opened. */
  close(): void {
    this.open = false;
  }

  /** Opens or closes the `<dialog>` as `open` says; the first opening loads the view. */
  protected override updated(): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (!dialog || dialog.open === !!this.open) return;
    if (!this.open) return dialog.close();
    dialog.showModal();
    if (this.#loading) return;
    this.#loading = import('./drawer-view.js').then(
      (view) => view.openDrawer(this, this.language),
      (error: unknown) => {
        this.#loading = undefined;
        console.error('shop-elements: <shop-cart-drawer> did not load its view.', error);
        if (this.#href) location.assign(this.#href);
        else this.close();
      },
    );
  }

  override render() {
    const language = this.language;
    // `toggle` too: Chromium fires no `close` for an Escape in a hidden page (seen with two test pages at once).
    return html`<dialog part="dialog" aria-label=${strings(language, 'title')} closedby="any" @close=${this.#closed} @toggle=${this.#closed}>
      ${this.view?.(language, this.shop) ?? loadingTemplate(language)}
    </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-drawer': ShopCartDrawer;
  }
}
