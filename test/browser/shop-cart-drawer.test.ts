/**
 * `<shop-cart-drawer>` against the sandbox: how it opens (toggle link by click and by Enter,
 * `show()`, `open` at start, `open-on-add`), the modal sheet (focus inside, Tab stays inside,
 * Escape and the close button, focus back on the toggle, page scroll locked), the cart inside
 * (lines, quantity, remove with `shop-cart-remove`, subtotal, checkout link, empty state, a read
 * error), a change made in another tab, and axe in each state.
 */
import { expect, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { ShopCartDrawer } from '../../src/elements/shop-cart-drawer/shop-cart-drawer.js';
import type { ShopCart } from '../../src/elements/shop-cart/shop-cart.js';
import type { Shop } from '../../src/state/shop.js';
import { cartChannelName } from '../../src/state/cart-store.js';
import { formatPrice } from '../../src/i18n/i18n.js';
import { lineName } from '../../src/ui/cart-line.js';
import { $, $$, buyerToken, injectFault, listen, mountShop, newSite, requests, sandboxUrl, textOf, until, fillCart, sendKeys } from './helpers.js';

interface Mounted {
  siteKey: string;
  shop: Shop;
  drawer: ShopCartDrawer;
  toggle: HTMLAnchorElement;
}

/** A storefront with a header "Cart" toggle link (to a fragment, so that following it keeps the test page) and a drawer. */
async function mount(opts: { fill?: boolean; drawer?: (siteKey: string) => ReturnType<typeof html>; latency?: number } = {}): Promise<Mounted> {
  const siteKey = await newSite();
  if (opts.latency) await injectFault(siteKey, { method: 'GET', path: '/guest-cart', kind: 'latency', delay_ms: opts.latency });
  const sf = await mountShop(
    siteKey,
    html`<a href="#cart-page" data-shop-cart-toggle>Cart</a>
      ${opts.drawer?.(siteKey) ?? html`<shop-cart-drawer checkout-href="/checkout.html"></shop-cart-drawer>`}
      <button id="after">After</button>`,
  );
  const shop = sf.shop!;
  if (opts.fill) await fillCart(shop);
  return { siteKey, shop, drawer: sf.querySelector('shop-cart-drawer')!, toggle: sf.querySelector('a')! };
}

const dialogOf = (drawer: ShopCartDrawer) => $<HTMLDialogElement>(drawer, 'dialog')!;
const cartOf = (drawer: ShopCartDrawer) => $<ShopCart>(drawer, 'shop-cart');
const lines = (cart: Element) => $$(cart, '[part~="line"]');
const krw = (n: number) => formatPrice(n, 'KRW', 'en');

/** The element that has the focus, through open shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** True when `node` is inside the drawer's dialog (through the shadow roots of the cart inside). */
function inDialog(drawer: ShopCartDrawer, node: Element | null): boolean {
  const dialog = dialogOf(drawer);
  for (let n: Node | null = node; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === dialog) return true;
  return false;
}

function button(root: Element, name: string): HTMLButtonElement {
  const found = $$<HTMLButtonElement>(root, 'button').find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

/** Waits until the drawer shows its cart with its lines read. */
async function cartShown(drawer: ShopCartDrawer, shop: Shop): Promise<ShopCart> {
  const cart = await until(() => cartOf(drawer), 'the cart inside the drawer');
  await until(() => shop.cart.value.cart && !shop.cart.value.loading, 'cart read');
  await cart.updateComplete;
  await until(() => cart.shadowRoot!.textContent!.trim() !== '', 'the cart rendered');
  return cart;
}

describe('<shop-cart-drawer>', () => {
  afterEach(() => {
    // A failed test must not leave the page locked.
    document.body.style.overflow = '';
  });

  it('is closed at first: no open dialog, no cart inside, accessible', async () => {
    const { drawer } = await mount();
    expect(drawer.open).to.not.equal(true);
    expect(dialogOf(drawer).open).to.equal(false);
    expect(cartOf(drawer)).to.be.null;
    expect(getComputedStyle(document.body).overflow).to.equal('visible');
    await expect(drawer).to.be.accessible();
  });

  it('opens from the toggle link on click instead of following it, keeps focus inside, locks the page scroll; closed, gives focus back', async () => {
    const { drawer, toggle, shop } = await mount({ fill: true });
    const before = location.hash;
    // A real mouse click (the browser's own click, with user activation).
    const box = toggle.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => drawer.open, 'opened by the click');
    await drawer.updateComplete;
    expect(location.hash, 'the link was not followed').to.equal(before);
    expect(drawer.open).to.equal(true);
    expect(drawer.hasAttribute('open'), 'open is reflected').to.equal(true);
    expect(dialogOf(drawer).open).to.equal(true);
    expect(dialogOf(drawer).matches(':modal')).to.equal(true);
    await cartShown(drawer, shop);
    expect(inDialog(drawer, deepActive()), 'focus is inside the sheet').to.equal(true);
    expect(getComputedStyle(document.body).overflow, 'the page does not scroll').to.equal('hidden');
    drawer.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close-button"]')!.click();
    await until(() => !drawer.open, 'closed by the close button');
    expect(dialogOf(drawer).open).to.equal(false);
    expect(drawer.hasAttribute('open')).to.equal(false);
    expect(document.activeElement, 'focus is back on the toggle').to.equal(toggle);
    await drawer.updateComplete;
    expect(getComputedStyle(document.body).overflow, 'the page scrolls again').to.equal('visible');
  });

  it('opens from the toggle link with Enter, Tab cycles inside the sheet, Escape closes it and gives focus back', async () => {
    const { drawer, toggle, shop } = await mount({ fill: true });
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialogOf(drawer).open, 'opened by Enter');
    await cartShown(drawer, shop);
    expect(inDialog(drawer, deepActive()), 'focus is inside the sheet').to.equal(true);
    await sendKeys({ press: 'Tab' });
    const first = deepActive()!;
    expect(first.getAttribute('part')).to.contain('close-button');
    const seen = [first];
    // Past the sheet's last control the browser's own UI takes the focus (the page's body is active).
    for (let i = 0; ; i++) {
      await sendKeys({ press: 'Tab' });
      const now = deepActive()!;
      if (now === document.body || now === first) break;
      expect(inDialog(drawer, now), `stop ${i + 1} (${now.outerHTML.slice(0, 60)}) is inside the sheet`).to.equal(true);
      expect(i, 'Tab reaches the end of the sheet').to.be.lessThan(20);
      seen.push(now);
    }
    expect(seen.length, 'every control of the sheet').to.be.greaterThan(5);
    if (deepActive() === document.body) {
      // The next Tab gives the focus back to the sheet: to the dialog, then its first control
      // (Chromium), or to the control that had it (Firefox's headless window has no toolbar to go through).
      await sendKeys({ press: 'Tab' });
      expect(inDialog(drawer, deepActive()), 'Tab came back into the sheet').to.equal(true);
    }
    await sendKeys({ press: 'Escape' });
    await until(() => !dialogOf(drawer).open, 'closed by Escape');
    await until(() => !drawer.open, 'open is false once the dialog closed');
    expect(document.activeElement, 'focus is back on the toggle').to.equal(toggle);
  });

  it('closes with its labelled close button; a modified click on the toggle keeps the link behaviour', async () => {
    const { drawer, toggle } = await mount();
    drawer.show();
    const close = await until(() => drawer.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close-button"]'), 'close button');
    expect(close.getAttribute('aria-label')).to.equal('Close the cart');
    close.click();
    await until(() => !dialogOf(drawer).open, 'closed');
    expect(drawer.open).to.equal(false);
    // Ctrl+click (open in a new tab) and a middle click: the drawer leaves them to the browser.
    // (The window's listener, which runs after the drawer's, keeps the test page from opening a tab.)
    const seen: boolean[] = [];
    const keep = (e: Event) => {
      seen.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', keep);
    try {
      toggle.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      toggle.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
    } finally {
      window.removeEventListener('click', keep);
    }
    expect(seen, 'the drawer did not cancel the link').to.deep.equal([false, false]);
    await drawer.updateComplete;
    expect(drawer.open).to.equal(false);
  });

  it('shows the cart lines, their quantity and remove buttons, the subtotal and the checkout link, and is accessible', async () => {
    const { drawer, shop } = await mount({ fill: true });
    drawer.show();
    const cart = await cartShown(drawer, shop);
    expect(lines(cart)).to.have.length(2);
    expect($(cart, '[part~="subtotal"]')!.textContent).to.contain(krw(15000 * 2 + 79000));
    expect($<HTMLAnchorElement>(cart, '[part~="checkout-button"]')!.getAttribute('href')).to.equal('/checkout.html');
    expect(textOf(drawer)).to.contain('Cart');
    await expect(drawer).to.be.accessible();
  });

  it('changes a quantity: the platform holds the new quantity', async () => {
    const { drawer, shop } = await mount({ fill: true });
    drawer.show();
    const cart = await cartShown(drawer, shop);
    const name = lineName(shop.cart.value.cart!.items.find((i) => i.item_type === 'product')!);
    button(cart, `Increase quantity of ${name}`).click();
    await until(() => lines(cart).some((l) => l.textContent!.includes(krw(45000))), 'new line total');
    const onPlatform = await shop.client.cart('guest');
    expect(onPlatform.items.find((i) => i.item_type === 'product')!.quantity).to.equal(3);
  });

  it('removes a line: the platform no longer has it, and shop-cart-remove tells which line and how many', async () => {
    const { drawer, shop } = await mount({ fill: true });
    drawer.show();
    const cart = await cartShown(drawer, shop);
    const product = shop.cart.value.cart!.items.find((i) => i.item_type === 'product')!;
    const removed = listen('shop-cart-remove');
    try {
      button(cart, `Remove ${lineName(product)}`).click();
      await until(() => lines(cart).length === 1, 'one line left');
      const onPlatform = await shop.client.cart('guest');
      expect(onPlatform.items.map((i) => i.item_type)).to.deep.equal(['content']);
      expect(removed.seen).to.deep.equal([{ item_type: 'product', product_id: product.product_id, variant_id: product.variant_id, quantity: 2 }]);
    } finally {
      removed.stop();
    }
    await expect(drawer).to.be.accessible();
  });

  it('says when the cart is empty, accessibly', async () => {
    const { drawer, shop } = await mount();
    drawer.show();
    const cart = await cartShown(drawer, shop);
    expect(textOf(cart)).to.contain('Your cart is empty.');
    await expect(drawer).to.be.accessible();
  });

  it('shows a loading state at once, then the cart; both accessible', async () => {
    // The cart read is slow: the sheet is open and busy meanwhile.
    const { drawer, shop } = await mount({ latency: 1500 });
    drawer.show();
    await drawer.updateComplete;
    expect(dialogOf(drawer).open).to.equal(true);
    expect(drawer.shadowRoot!.querySelector('[part~="loading"]') ?? cartOf(drawer)).to.exist;
    await expect(drawer).to.be.accessible();
    await cartShown(drawer, shop);
  });

  it('shows an error with retry when the cart cannot be read, accessibly', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { method: 'GET', path: '/guest-cart', kind: 'status', status: 503, times: 10 });
    const sf = await mountShop(siteKey, html`<shop-cart-drawer></shop-cart-drawer>`);
    const drawer = sf.querySelector('shop-cart-drawer')!;
    drawer.show();
    const cart = await until(() => cartOf(drawer), 'the cart inside');
    await until(() => cart.shadowRoot!.querySelector('[role="alert"]'), 'the error');
    expect(button(cart, 'Try again')).to.exist;
    await expect(drawer).to.be.accessible();
  });

  it('opens when the open attribute is there from the start', async () => {
    const { drawer, shop } = await mount({ drawer: () => html`<shop-cart-drawer open></shop-cart-drawer>` });
    await until(() => dialogOf(drawer).open, 'open at start');
    await cartShown(drawer, shop);
  });

  it('with open-on-add, opens when a line is added to the cart', async () => {
    const siteKey = await newSite();
    const sf = await mountShop(siteKey, html`<shop-add-to-cart option-id=""></shop-add-to-cart><shop-cart-drawer open-on-add></shop-cart-drawer>`);
    const drawer = sf.querySelector('shop-cart-drawer')!;
    const content = await sf.shop!.client.content(501);
    const add = sf.querySelector('shop-add-to-cart')!;
    add.setAttribute('option-id', String(content.options[0]!.option_id));
    const addButton = await until(() => $<HTMLButtonElement>(add, 'button:not([disabled])'), 'the add button');
    expect(dialogOf(drawer).open).to.equal(false);
    addButton.click();
    await until(() => dialogOf(drawer).open, 'opened by the add');
    const cart = await cartShown(drawer, sf.shop!);
    await until(() => lines(cart).length === 1, 'the added line');
  });

  it('without open-on-add, stays closed when a line is added', async () => {
    const { drawer, shop } = await mount();
    await fillCart(shop);
    drawer.dispatchEvent(new CustomEvent('shop-cart-add', { bubbles: true, composed: true, detail: { item_type: 'content', option_id: 1, quantity: 1 } }));
    await drawer.updateComplete;
    expect(dialogOf(drawer).open).to.equal(false);
  });

  it('shows a change made in another tab while open', async () => {
    const { siteKey, drawer, shop } = await mount({ fill: true });
    drawer.show();
    const cart = await cartShown(drawer, shop);
    expect(lines(cart)).to.have.length(2);
    // Another tab of the site: its own CartStore on the same guest cart, and its channel.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const product = shop.cart.value.cart!.items.find((i) => i.item_type === 'product')!;
      await shop.client.removeCartItem('guest', { item_type: 'product', variant_id: product.variant_id });
      const other = new (frame.contentWindow as unknown as typeof globalThis).BroadcastChannel(cartChannelName(siteKey, sandboxUrl()));
      other.postMessage({ type: 'cart-changed', kind: 'guest', sender: 'another-tab' });
      other.close();
      await until(() => lines(cart).length === 1, 'the other tab’s removal shows');
      expect(textOf(cart)).to.not.contain(lineName(product));
    } finally {
      frame.remove();
    }
  });

  it('uses the logged-in cart for a buyer', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey);
    const sf = await mountShop(siteKey, html`<shop-cart-drawer></shop-cart-drawer>`, { token });
    await fillCart(sf.shop!);
    const drawer = sf.querySelector('shop-cart-drawer')!;
    drawer.show();
    const cart = await cartShown(drawer, sf.shop!);
    await until(() => lines(cart).length === 2, 'both lines');
    const name = lineName(sf.shop!.cart.value.cart!.items.find((i) => i.item_type === 'product')!);
    button(cart, `Increase quantity of ${name}`).click();
    await until(() => lines(cart).some((l) => l.textContent!.includes(krw(45000))), 'new line total');
    const put = (await requests(siteKey)).find((r) => r.method === 'PUT')!;
    expect(put.path).to.equal('/cart/quantity');
    expect(put.has_token).to.equal(true);
  });

  describe('what a buyer sees', () => {
    it('says how many lines the cart has in its title', async () => {
      const { drawer, shop } = await mount({ fill: true });
      drawer.show();
      const cart = await cartShown(drawer, shop);
      const title = () => textOf($(drawer, '[part~="title"]')!);
      await until(() => title() === 'Cart (2)', 'the count in the title');
      button(cart, `Remove ${lineName(shop.cart.value.cart!.items[0]!)}`).click();
      await until(() => title() === 'Cart (1)', 'the count follows the cart');
      await expect(drawer).to.be.accessible();
    });

    it('has a "View cart" link to cart-href below Check out; it announces itself (kind cart) and closes the sheet', async () => {
      const { drawer, shop } = await mount({
        fill: true,
        drawer: () => html`<shop-cart-drawer checkout-href="/checkout.html" cart-href="/my-cart.html"></shop-cart-drawer>`,
      });
      drawer.show();
      const cart = await cartShown(drawer, shop);
      const link = await until(() => $<HTMLAnchorElement>(drawer, 'a[part~="view-cart"]'), 'the View cart link');
      expect(link.getAttribute('href')).to.equal('/my-cart.html');
      expect(link.textContent!.trim()).to.equal('View cart');
      const checkout = $(cart, '[part~="checkout-button"]')!;
      expect(link.getBoundingClientRect().top, 'below Check out').to.be.greaterThan(checkout.getBoundingClientRect().bottom - 1);
      const nav = listen('shop-navigate', true);
      try {
        link.click();
        expect(nav.seen).to.deep.equal([{ href: '/my-cart.html', kind: 'cart', id: null }]);
      } finally {
        nav.stop();
      }
      await until(() => !drawer.open, 'the sheet closed');
    });

    it('without cart-href, "View cart" leads to the page’s cart link (data-shop-cart-toggle)', async () => {
      const { drawer, shop } = await mount({ fill: true });
      drawer.show();
      await cartShown(drawer, shop);
      const link = await until(() => $<HTMLAnchorElement>(drawer, 'a[part~="view-cart"]'), 'the View cart link');
      expect(link.getAttribute('href')).to.equal('#cart-page');
    });

    it('without cart-href nor a cart link on the page, "View cart" is a button that emits shop-navigate (kind cart)', async () => {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, html`<shop-cart-drawer></shop-cart-drawer>`);
      await fillCart(sf.shop!);
      const drawer = sf.querySelector('shop-cart-drawer')!;
      drawer.show();
      await cartShown(drawer, sf.shop!);
      const view = await until(() => $<HTMLButtonElement>(drawer, 'button[part~="view-cart"]'), 'the View cart button');
      const nav = listen('shop-navigate', true);
      try {
        view.click();
        expect(nav.seen).to.deep.equal([{ href: null, kind: 'cart', id: null }]);
      } finally {
        nav.stop();
      }
      await until(() => !drawer.open, 'the sheet closed');
      await expect(drawer).to.be.accessible();
    });

    it('keeps "Empty cart" away from Check out and asks before emptying', async () => {
      const { siteKey, drawer, shop } = await mount({ fill: true });
      drawer.show();
      const cart = await cartShown(drawer, shop);
      const empty = button(cart, 'Empty cart');
      const summary = $(cart, '[part~="summary"]')!;
      expect(summary.contains(empty), 'not beside Check out').to.equal(false);
      expect(!!(empty.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING), 'with the lines, before the summary').to.equal(true);
      empty.click();
      await until(() => textOf(cart).includes('Remove every item from your cart?'), 'the question');
      expect(
        (await requests(siteKey)).filter((r) => r.method === 'DELETE'),
        'nothing removed yet',
      ).to.have.length(0);
      await expect(drawer).to.be.accessible();
      button(cart, 'Yes, empty the cart').click();
      await until(() => textOf(cart).includes('Your cart is empty.'), 'emptied');
    });

    it('draws no focus frame around the sheet itself', async () => {
      const { drawer, toggle, shop } = await mount({ fill: true });
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await cartShown(drawer, shop);
      const dialog = dialogOf(drawer);
      expect(dialog.matches(':focus-visible'), 'the sheet has the focus, shown').to.equal(true);
      expect(getComputedStyle(dialog).outlineStyle).to.equal('none');
    });
  });
});
