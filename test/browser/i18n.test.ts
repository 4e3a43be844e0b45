/**
 * Language packs: the UI strings of each language are split in parts (one per element group),
 * each a chunk of its own, loaded on demand. A page downloads only its language and the parts of
 * its elements, a language switch re-renders once the new strings are there (the old text stays
 * until then), and no element ever shows a raw string key.
 */
import { expect, html } from '@open-wc/testing';
import core from '../../src/i18n/locales/en/core.js';
import product from '../../src/i18n/locales/en/product.js';
import content from '../../src/i18n/locales/en/content.js';
import cart from '../../src/i18n/locales/en/cart.js';
import checkout from '../../src/i18n/locales/en/checkout.js';
import payment from '../../src/i18n/locales/en/payment.js';
import account from '../../src/i18n/locales/en/account.js';
import order from '../../src/i18n/locales/en/order.js';
import viewer from '../../src/i18n/locales/en/viewer.js';
import buyer from '../../src/i18n/locales/en/buyer.js';
import boards from '../../src/i18n/locales/en/boards.js';
import { PARTS, packs, partsOfGroup, type Language } from '../../src/i18n/i18n.js';
import { loadLocale, localeReady } from '../../src/i18n/load.js';
import { importers } from '../../src/i18n/import-part.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { buyerToken, mountShop, newSite, sandboxUrl, settled, until } from './helpers.js';

/** Every string key of every namespace. */
const KEYS = new Set(
  [core, product, content, cart, checkout, payment, account, order, viewer, buyer, boards].flatMap((part) =>
    Object.values(part).flatMap((ns) => Object.keys(ns)),
  ),
);

/** Text nodes and text attributes of `root` and of every shadow root below it that equal a key. */
function rawKeys(root: Node): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim() ?? '';
      if (KEYS.has(text)) found.push(text);
    }
    if (node instanceof Element) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = node.getAttribute(name)?.trim();
        if (value && KEYS.has(value)) found.push(`${node.localName}[${name}=${value}]`);
      }
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    node.childNodes.forEach(visit);
  };
  visit(root);
  return found;
}

/**
 * Makes `language`'s pack wait until `release()` is called; `requested` resolves when something
 * asks for the pack.
 */
function holdPack(language: Language): { release(): void; requested: Promise<void> } {
  const original = { ...importers[language] };
  let release!: () => void;
  let asked!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  for (const part of PARTS) {
    importers[language][part] = () => {
      asked();
      return gate.then(original[part]);
    };
  }
  return {
    requested,
    release() {
      Object.assign(importers[language], original);
      release();
    },
  };
}

const cartLabel = (root: ParentNode) => root.querySelector('shop-cart-count')?.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '';

describe('language packs', () => {
  // No test here should leave the page for the sign-in page.
  const stay = (e: Event) => e.preventDefault();
  before(() => document.addEventListener('shop-login-required', stay));
  after(() => document.removeEventListener('shop-login-required', stay));

  it('a part that fails to load throws nothing into the page and loads on the next call', async () => {
    const original = importers.ko.boards;
    expect(localeReady('ko', ['boards']), 'not loaded before this test').to.equal(false);
    const errors: unknown[] = [];
    const onError = (e: PromiseRejectionEvent) => errors.push(e.reason);
    window.addEventListener('unhandledrejection', onError);
    try {
      importers.ko.boards = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      await loadLocale('ko', ['boards']);
      expect(localeReady('ko', ['boards'])).to.equal(false);
      importers.ko.boards = original;
      await loadLocale('ko', ['boards']);
      expect(localeReady('ko', ['boards'])).to.equal(true);
      expect(packs.ko?.['shop-board']?.write).to.equal('글쓰기');
      await new Promise((r) => setTimeout(r, 0));
      expect(errors).to.deep.equal([]);
    } finally {
      importers.ko.boards = original;
      window.removeEventListener('unhandledrejection', onError);
    }
  });

  it('a dist/shop-elements.js page with a language="ja" storefront downloads only the ja strings of its elements, and the ko ones on a switch', async () => {
    const siteKey = await newSite();
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"></head><body>
      <shop-storefront site-key="${siteKey}" base-url="${sandboxUrl()}" language="ja" token-storage="memory"><shop-cart-count></shop-cart-count></shop-storefront>
      <script type="module" src="/dist/shop-elements.js"></script></body></html>`;
    document.body.append(frame);
    try {
      const doc = () => frame.contentDocument!;
      const packsLoaded = () =>
        frame
          .contentWindow!.performance.getEntriesByType('resource')
          .map((e) => /\/cdn\/locale-(\w+-\w+)-[^/]*\.js$/.exec(new URL(e.name).pathname)?.[1])
          .filter(Boolean)
          .sort();
      await until(() => cartLabel(doc()).includes('カート'), 'the cart count in Japanese', 15000);
      // A cart count's strings are in the core part: no other part is fetched.
      expect(packsLoaded()).to.deep.equal(['ja-core']);

      doc().querySelector('shop-storefront')!.setAttribute('language', 'ko');
      await until(() => cartLabel(doc()).includes('장바구니'), 'the cart count in Korean', 15000);
      expect(packsLoaded()).to.deep.equal(['ja-core', 'ko-core']);
      expect(rawKeys(doc().body)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('switching the storefront language re-renders in the new language, keeping the old text until its pack arrives', async () => {
    const siteKey = await newSite();
    const { release, requested } = holdPack('ko');
    let el = null as unknown as ShopStorefront;
    try {
      el = await mountShop(siteKey, html`<shop-cart-count></shop-cart-count><shop-search for="list"></shop-search>`);
      await until(() => /^Cart/.test(cartLabel(el)), 'the cart count in English');
      el.language = 'ko';
      await el.updateComplete;
      // The switch asked for the Korean pack (held), and the elements rendered again meanwhile.
      await requested;
      await settled(siteKey, ...el.querySelectorAll('*'));
      expect(cartLabel(el), 'English until the Korean pack is there').to.match(/^Cart/);
      expect(packs.ko?.['shop-cart-count'], 'no Korean cart-count strings yet').to.equal(undefined);
    } finally {
      release();
    }
    await until(() => cartLabel(el).startsWith('장바구니'), 'the cart count in Korean');
    expect(rawKeys(el)).to.deep.equal([]);
    await expect(el.querySelector('shop-cart-count')).to.be.accessible();
  });

  it('no element renders a raw key while its language pack loads, and each renders in that language once it is there', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey);
    expect(packs.ja, 'no ja strings loaded yet').to.equal(undefined);
    const { release, requested } = holdPack('ja');
    const seen: string[] = [];
    let el = null as unknown as ShopStorefront;
    try {
      const mounted = mountShop(
        siteKey,
        html` <shop-product-list id="list" limit="2"></shop-product-list>
          <shop-category-filter for="list"></shop-category-filter>
          <shop-tag-filter for="list"></shop-tag-filter>
          <shop-search for="list"></shop-search>
          <shop-content-list limit="2"></shop-content-list>
          <shop-product-detail product-id="1"></shop-product-detail>
          <shop-content-detail content-id="1"></shop-content-detail>
          <shop-cart></shop-cart>
          <shop-cart-count></shop-cart-count>
          <shop-add-to-cart product-id="1" variant-id="1"></shop-add-to-cart>
          <shop-login></shop-login>
          <shop-checkout></shop-checkout>
          <shop-payment-result></shop-payment-result>
          <shop-order-list></shop-order-list>
          <shop-order-detail order-id="1"></shop-order-detail>
          <shop-order-lines order-id="1"></shop-order-lines>
          <shop-my-contents></shop-my-contents>
          <shop-content-viewer content-id="1"></shop-content-viewer>
          <shop-board board-id="1"></shop-board>
          <shop-post board-id="1" post-id="1"></shop-post>`,
        { language: 'ja', token },
      );
      // While the pack is held, the elements fetch their data but show no text at all.
      const root = await until(() => document.querySelector('shop-storefront[language="ja"]'), 'the storefront');
      const observer = new MutationObserver(() => seen.push(...rawKeys(root)));
      observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      // The ja pack was asked for (and is held), every read of the elements was answered, and
      // they rendered after that.
      await requested;
      await settled(siteKey, ...root.querySelectorAll('*'));
      seen.push(...rawKeys(root));
      const shown = [...root.querySelectorAll('*')].filter((c) => c.shadowRoot?.textContent?.trim());
      expect(
        shown.map((c) => c.localName),
        'nothing rendered before the ja pack',
      ).to.deep.equal([]);
      release();
      el = await mounted;
      observer.disconnect();
    } finally {
      release();
    }
    await until(() => cartLabel(el).includes('カート'), 'the cart count in Japanese');
    seen.push(...rawKeys(el));
    expect(seen).to.deep.equal([]);
    // Every part an element needs.
    expect(localeReady('ja', PARTS.flatMap(partsOfGroup)), 'every ja part').to.equal(true);
  });
});
