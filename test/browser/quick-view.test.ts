import { expect, html } from '@open-wc/testing';
import { StorefrontClient } from '../../src/client.js';
import type { ShopProductList } from '../../src/elements/shop-product-list/shop-product-list.js';
import type { ShopProductDetail } from '../../src/elements/shop-product-detail/shop-product-detail.js';
import {
  announcedNames,
  clearFaults,
  expectEvent,
  guestCartAdds,
  injectFault,
  mountShop,
  newSite,
  sandboxUrl,
  textOf,
  until,
  radio,
  sendKeys,
  viewport,
} from './helpers.js';

// Seed (docs/sandbox.md): 101 Linen Shirt (Color swatch × Size radio; Sky/S has stock 2), 105 sold out.

interface Mounted {
  siteKey: string;
  list: ShopProductList;
  sr: ShadowRoot;
}

async function mountList(attrs: { quickView?: boolean; productHref?: string } = {}): Promise<Mounted> {
  const siteKey = await newSite();
  const shop = await mountShop(
    siteKey,
    attrs.quickView === false
      ? html`<shop-product-list></shop-product-list>`
      : html`<shop-product-list quick-view product-href=${attrs.productHref ?? '/product.html?product_id={product_id}'}></shop-product-list>`,
  );
  const list = shop.querySelector('shop-product-list')!;
  await until(() => list.shadowRoot!.querySelectorAll('li[part~="card"]').length > 0 && !list.shadowRoot!.querySelector('[part~="loading"]'), 'cards');
  return { siteKey, list, sr: list.shadowRoot! };
}

const cardOf = (sr: ShadowRoot, name: string): HTMLElement => {
  const card = [...sr.querySelectorAll<HTMLElement>('li[part~="card"]')].find((c) => c.querySelector('[part~="title"]')!.textContent!.trim() === name);
  if (!card) throw new Error(`no card ${name}`);
  return card;
};
const quickViewButton = (sr: ShadowRoot, name: string) => cardOf(sr, name).querySelector<HTMLButtonElement>('button[part~="quick-view-button"]')!;
const dialogOf = (sr: ShadowRoot) => sr.querySelector<HTMLDialogElement>('dialog[part~="quick-view"]');
const detailOf = (sr: ShadowRoot) => dialogOf(sr)?.querySelector<ShopProductDetail>('shop-product-detail') ?? null;

/** The accessible name a button gets from its content (text, visually hidden text included). */
const nameOf = (b: HTMLElement) => (b.getAttribute('aria-label') ?? b.textContent!).replace(/\s+/g, ' ').trim();

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** True when `node` is inside `container`, through the shadow roots of its hosts. */
function within(container: Element, node: Node | null): boolean {
  for (let n = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) if (n === container) return true;
  return false;
}

/** Opens the quick view of `name` by a click and waits for its product to show. */
async function open(m: Mounted, name: string): Promise<{ dialog: HTMLDialogElement; detail: ShopProductDetail; dsr: ShadowRoot }> {
  quickViewButton(m.sr, name).click();
  const dialog = await until(() => dialogOf(m.sr)?.open && dialogOf(m.sr), 'dialog open');
  const detail = await until(() => detailOf(m.sr), 'product detail in the dialog');
  await until(() => detail.shadowRoot?.querySelector('h2, [role=alert]'), 'product shown');
  return { dialog, detail, dsr: detail.shadowRoot! };
}

const buttonText = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === text) ?? null;

describe('<shop-product-list quick-view>', () => {
  it('gives each card a "Quick view" button named after its product, outside the card link; none without the attribute', async () => {
    const m = await mountList();
    const cards = [...m.sr.querySelectorAll('li[part~="card"]')];
    expect(cards.length).to.equal(20);
    for (const card of cards) {
      const name = card.querySelector('[part~="title"]')!.textContent!.trim();
      const b = card.querySelector<HTMLButtonElement>('button[part~="quick-view-button"]')!;
      expect(nameOf(b)).to.equal(`Quick view: ${name}`);
      expect(b.form, 'no form to submit').to.equal(null);
      expect(b.closest('a')).to.equal(null);
    }
    // The names as Chromium computes them for a screen reader.
    expect(await announcedNames('Quick view')).to.deep.equal(cards.map((card) => `Quick view: ${card.querySelector('[part~="title"]')!.textContent!.trim()}`));
    // The button is above the link that covers the card: a click on it is the button's.
    const b = quickViewButton(m.sr, 'Linen Shirt');
    const r = b.getBoundingClientRect();
    expect(m.sr.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)).to.equal(b);
    expect(dialogOf(m.sr)).to.equal(null);
    await expect(m.list).to.be.accessible();

    const plain = await mountList({ quickView: false });
    expect(plain.sr.querySelector('button[part~="quick-view-button"]')).to.equal(null);
  });

  it('opens a labelled modal dialog with the focus inside, a link to the product page, and closes with Escape, giving the focus back', async () => {
    const m = await mountList();
    const b = quickViewButton(m.sr, 'Linen Shirt');
    b.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => dialogOf(m.sr)?.open && dialogOf(m.sr), 'dialog open by Enter');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Quick view: Linen Shirt');
    expect(within(dialog, deepActive()), 'focus in the dialog').to.equal(true);
    const close = dialog.querySelector<HTMLButtonElement>('button[part~="close-button"]')!;
    expect(close.textContent!.trim()).to.equal('✕');
    expect(close.getAttribute('aria-label')).to.equal('Close');
    const link = dialog.querySelector<HTMLAnchorElement>('a[part~="full-details-link"]')!;
    expect(link.textContent!.trim()).to.equal('View full details');
    expect(link.getAttribute('href')).to.equal('/product.html?product_id=101');
    const detail = await until(() => detailOf(m.sr), 'detail');
    await until(() => detail.shadowRoot?.querySelector('h2'), 'product shown');
    expect(detail.shadowRoot!.querySelector('h2')!.textContent).to.equal('Linen Shirt');
    // Options, quantity and "Add to cart"; not the description or "Buy now".
    const add = buttonText(detail.shadowRoot!, 'Add to cart')!;
    expect(add.checkVisibility()).to.equal(true);
    expect(buttonText(detail.shadowRoot!, 'Buy now')!.checkVisibility()).to.equal(false);
    expect(detail.shadowRoot!.querySelector('[part~="description"]')!.checkVisibility()).to.equal(false);
    await expect(m.list).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed by Escape');
    expect(deepActive()).to.equal(b);
    await expect(m.list).to.be.accessible();
  });

  it('opens with Space, keeps Tab inside the dialog, and closes with its Close button', async () => {
    const m = await mountList();
    const b = quickViewButton(m.sr, 'Wool Beanie');
    b.focus();
    await sendKeys({ press: 'Space' });
    const { dialog } = await open(m, 'Wool Beanie');
    const seen = new Set<Element>();
    for (let i = 0; i < 30; i++) {
      await sendKeys({ press: 'Tab' });
      const active = deepActive();
      expect(within(dialog, active), `Tab ${i + 1}: ${active?.outerHTML.slice(0, 80)}`).to.equal(true);
      seen.add(active!);
    }
    const close = dialog.querySelector<HTMLButtonElement>('button[part~="close-button"]')!;
    expect(seen.has(close), 'Tab came round to the Close button').to.equal(true);
    expect(seen.size, 'Tab went through the product controls').to.be.greaterThan(3);
    close.focus();
    await sendKeys({ down: 'Shift' });
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Tab' });
      expect(within(dialog, deepActive()), `Shift+Tab ${i + 1} stays inside`).to.equal(true);
    }
    await sendKeys({ up: 'Shift' });
    close.click();
    await until(() => !dialog.open, 'closed');
    expect(deepActive()).to.equal(b);
  });

  describe('its look', () => {
    after(() => viewport({ width: 800, height: 600 }));

    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      it(`at ${size.width} px: a sheet sized to its content with × at its top right, "Add to cart" in the window without scrolling`, async function () {
        await viewport(size, this);
        const m = await mountList();
        const { dialog, dsr } = await open(m, 'Linen Shirt');
        const box = dialog.getBoundingClientRect();
        // A sheet inside the window, with a margin; as tall as what it shows (no empty space below it, nothing to scroll).
        expect(box.left, 'a margin at the left').to.be.greaterThan(0);
        expect(box.right, 'a margin at the right').to.be.lessThan(innerWidth);
        expect(box.bottom).to.be.at.most(innerHeight);
        expect(dialog.scrollHeight - dialog.clientHeight, 'nothing to scroll').to.be.at.most(0);
        const detail = detailOf(m.sr)!.getBoundingClientRect();
        const link = dialog.querySelector<HTMLElement>('a[part~="full-details-link"]')!.getBoundingClientRect();
        const padding = parseFloat(getComputedStyle(dialog).paddingBottom);
        expect(box.bottom - Math.max(detail.bottom, link.bottom) - padding, 'sized to its content').to.be.lessThan(2);
        // × at the top right, named "Close".
        const close = dialog.querySelector<HTMLButtonElement>('button[part~="close-button"]')!;
        expect(close.textContent!.trim()).to.equal('✕');
        expect(close.getAttribute('aria-label')).to.equal('Close');
        const x = close.getBoundingClientRect();
        expect(box.right - x.right, 'at the right').to.be.lessThan(box.width / 10);
        expect(x.top - box.top, 'at the top').to.be.lessThan(box.height / 10);
        expect(x.width).to.be.at.least(24);
        // "Add to cart" on the first screen.
        const add = buttonText(dsr, 'Add to cart')!.getBoundingClientRect();
        expect(add.bottom, '"Add to cart" on the first screen').to.be.at.most(innerHeight);
        expect(add.top).to.be.at.least(box.top);
        await expect(m.list).to.be.accessible();
      });
    }
  });

  it('adds the chosen variant and quantity to the cart from the dialog, and emits shop-cart-add', async () => {
    const m = await mountList();
    const { dsr, detail } = await open(m, 'Linen Shirt');
    radio(dsr, 'Color', 'Sky').click();
    await detail.updateComplete;
    radio(dsr, 'Size', 'S').click();
    await detail.updateComplete;
    dsr.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!.click();
    await detail.updateComplete;
    // The event reaches the document: a page's analytics hear an add from inside the dialog.
    const added = await expectEvent(document, 'shop-cart-add', () => buttonText(dsr, 'Add to cart')!.click());
    await until(() => textOf(detail).includes('Added to cart.'), 'added');
    const product = await new StorefrontClient({ siteKey: m.siteKey, baseUrl: sandboxUrl(), language: 'en' }).product(101);
    const sky = product.variants.find((v) => v.attributesArray.map((a) => a.value).join('/') === 'Sky/S')!;
    const [write, ...more] = await guestCartAdds(m.siteKey);
    expect(more).to.have.length(0);
    expect(write!.body).to.deep.equal({ data: { [sky.variant_id]: { product_id: 101, quantity: 2 } } });
    expect(added).to.deep.equal({ item_type: 'product', product_id: 101, variant_id: sky.variant_id, quantity: 2 });
    // What the platform's guest cart holds now, read back by a client of its own.
    const cart = await new StorefrontClient({ siteKey: m.siteKey, baseUrl: sandboxUrl(), language: 'en' }).cart('guest');
    expect(cart.items.map((i) => (i.item_type === 'product' ? [i.variant_id, i.quantity] : null))).to.deep.equal([[sky.variant_id, 2]]);
    // The dialog stays open on the list.
    expect(dialogOf(m.sr)!.open).to.equal(true);
    await expect(m.list).to.be.accessible();
  });

  it('shows a sold-out product as sold out, with "Add to cart" disabled, and sends nothing', async () => {
    const m = await mountList();
    const soldOut = [...m.sr.querySelectorAll('li[part~="card"]')].find((c) => c.querySelector('[part~="sold-out-badge"]'))!;
    const name = soldOut.querySelector('[part~="title"]')!.textContent!.trim();
    const { dsr, detail } = await open(m, name);
    expect(textOf(detail)).to.contain('Sold out');
    expect(buttonText(dsr, 'Add to cart')!.disabled).to.equal(true);
    expect(await guestCartAdds(m.siteKey)).to.have.length(0);
    await expect(m.list).to.be.accessible();
  });

  it('shows the loading state, then a failed read with a retry inside the dialog', async () => {
    const m = await mountList();
    await injectFault(m.siteKey, { method: 'GET', path: '/products/101', kind: 'latency', delay_ms: 1500, times: 1 });
    quickViewButton(m.sr, 'Linen Shirt').click();
    const detail = await until(() => detailOf(m.sr), 'detail');
    await until(() => detail.shadowRoot?.querySelector('[part~="loading"]'), 'loading');
    expect(dialogOf(m.sr)!.open).to.equal(true);
    await expect(m.list).to.be.accessible();
    await until(() => detail.shadowRoot?.querySelector('h2'), 'product shown');
    dialogOf(m.sr)!.close();

    await injectFault(m.siteKey, { method: 'GET', path: '/products/104', kind: 'status', status: 404, body: { message: 'Not found' } });
    quickViewButton(m.sr, 'Rain Jacket').click();
    // A new product gets its own element: no choice or stale view of the last one stays.
    const failed = await until(() => detailOf(m.sr) !== detail && detailOf(m.sr), 'a new detail');
    await until(() => failed.shadowRoot?.querySelector('[role=alert]'), 'error shown');
    expect(textOf(failed)).to.contain('We could not find this item.');
    expect(textOf(failed)).not.to.contain('Linen Shirt');
    expect(dialogOf(m.sr)!.open).to.equal(true);
    expect(dialogOf(m.sr)!.getAttribute('aria-label')).to.equal('Quick view: Rain Jacket');
    await expect(m.list).to.be.accessible();
    await clearFaults(m.siteKey);
    buttonText(failed.shadowRoot!, 'Try again')!.click();
    await until(() => failed.shadowRoot?.querySelector('h2')?.textContent === 'Rain Jacket', 'shown after retry');
  });
});
