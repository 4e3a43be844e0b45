/**
 * What the open `<shop-cart-drawer>` shows, loaded when it first opens (in the CDN bundle, in the
 * `cart` chunk: rollup.config.mjs, `LAZY_VIEWS`): its header (title with the number of cart lines,
 * close button), the page's `<shop-cart>`, "View cart", their styles, and the page's scroll lock. Strings: the `cart-drawer` namespace of
 * the `cart` part (loaded here, with `<shop-cart>`'s), the title in `core`.
 */
import { adoptStyles, css, html, nothing, type ReactiveController } from 'lit';
import '../../define/shop-cart.js';
import { defineStrings, partsOfTag, type Language } from '../../i18n/i18n.js';
import { loadLocale } from '../../i18n/load.js';
import { isModifiedClick, navLink, siteHref } from '../../ui/navigation.js';
import type { ShopCartDrawer } from './shop-cart-drawer.js';
import { strings as titles } from './strings.js';

const strings = defineStrings('cart-drawer');

/**
 * The sheet: full height at the inline end of the window. (Not in the shell, whose loading state,
 * shown while this chunk loads, is the browser's plain modal box: every byte of the shell is paid
 * by every page.)
 */
const styles = css`
  dialog {
    margin-block: 0;
    margin-inline: auto 0;
    width: min(100%, 28rem);
    max-width: none;
    height: 100%;
    max-height: none;
    border: 0;
    padding: calc(var(--_space) * 2);
    background: var(--_surface);
    color: var(--_text);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.4);
  }
  /* The sheet itself takes the focus when it opens: its controls show theirs, the sheet no frame. */
  dialog:focus-visible {
    outline: none;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  .view-cart {
    display: grid;
    margin-top: var(--_space);
  }
`;

/**
 * Keeps the page from scrolling while the sheet is open: `overflow: hidden` on `<body>`, which the
 * browser applies to the viewport (its own inline value is put back on close, and when the drawer
 * leaves the page). Not on `<html>`: with it there, Chromium 156's renderer crashed when Tab moved
 * the focus to a control that scrolls the sheet (seen in the drawer's keyboard test).
 */
class ScrollLock implements ReactiveController {
  readonly #host: ShopCartDrawer;
  /** The page's own inline `overflow` while locked; undefined while not. */
  #before: string | undefined;

  constructor(host: ShopCartDrawer) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdated(): void {
    this.#lock(!!this.#host.open && this.#host.isConnected);
  }

  hostDisconnected(): void {
    this.#lock(false);
  }

  #lock(on: boolean): void {
    const style = document.body.style;
    if (on && this.#before === undefined) {
      this.#before = style.overflow;
      style.overflow = 'hidden';
    } else if (!on && this.#before !== undefined) {
      style.overflow = this.#before;
      this.#before = undefined;
    }
  }
}

/**
 * Where "View cart" leads: `cart-href`, else the page's cart link (the first
 * `<a data-shop-cart-toggle href>`, which leads to the cart page without JavaScript), else nowhere
 * (a button that emits `shop-navigate`, kind `cart`).
 */
function cartPage(host: ShopCartDrawer): string | null {
  const href = host.cartHref || document.querySelector('a[data-shop-cart-toggle][href]')?.getAttribute('href');
  return siteHref(host, 'cart-href', href);
}

/**
 * Readies the sheet of `host` (strings of `language`, the scroll lock), then gives it what it
 * renders: header (the title counts the cart's lines), the cart, then "View cart" while the cart
 * has lines. The cart's checkout link and "View cart" close the sheet (also in an app that cancels
 * `shop-navigate` and routes by itself).
 */
export async function openDrawer(host: ShopCartDrawer, language: Language): Promise<void> {
  await loadLocale(language, partsOfTag('shop-cart'));
  new ScrollLock(host);
  // Adopted, not a <style> element: a page whose CSP forbids inline styles (the demo's) accepts it.
  adoptStyles(host.renderRoot as ShadowRoot, [...(host.constructor as typeof ShopCartDrawer).elementStyles, styles]);
  host.view = (lang, shop) => {
    const count = shop?.cart.value.cart?.count;
    return html`<header part="header">
        <h2 part="title">${count === undefined ? titles(lang, 'title') : strings(lang, 'titleCount', { count })}</h2>
        <button type="button" part="button close-button" aria-label=${strings(lang, 'close')} @click=${() => host.close()}>✕</button>
      </header>
      <shop-cart part="cart" checkout-href=${host.checkoutHref ?? nothing} @shop-navigate=${() => host.close()}></shop-cart>
      ${
        count
          ? html`<div class="view-cart" @click=${(e: MouseEvent) => !isModifiedClick(e) && host.close()}>
              ${navLink({ host, href: cartPage(host), kind: 'cart', part: 'button view-cart', className: 'button', content: strings(lang, 'viewCart') })}
            </div>`
          : nothing
      }`;
  };
  host.requestUpdate();
}
