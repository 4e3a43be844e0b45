/**
 * The catalogue of what buyers and site owners can see: every element in each of its states
 * (loading, loaded, empty, error, configuration error, dialogs open, forms with errors, and ko and
 * ja for the text-heavy ones), each with the function that shows it against the real sandbox.
 *
 * Engine-neutral: a state's `show()` uses only the DOM, the elements and the sandbox's test
 * endpoints (no screenshot, no browser-specific command), so the same list can run in Chromium,
 * Firefox and WebKit. `showState()` runs one; the visual tests (visual.test.ts) picture it in
 * Chromium, and check its text.
 */
import { fixtureCleanup } from '@open-wc/testing';
import { html, type ReactiveElement, type TemplateResult } from 'lit';
import {
  admin,
  buyerToken,
  fillCart,
  injectFault,
  mountShop,
  newSite,
  requests,
  sentSoFar,
  settled,
  textOf,
  type,
  until,
  untilAsync,
} from '../browser/helpers.js';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import type { ShopCartDrawer } from '../../src/elements/shop-cart-drawer/shop-cart-drawer.js';

export type Language = 'en' | 'ko' | 'ja';

/** What a state shows: `host` (the element, whose text is checked) and `target` (what is pictured: the host, or its open dialog). */
export interface Shown {
  host: HTMLElement;
  target: Element;
}

export interface ShopState {
  /** The element's tag. */
  tag: string;
  /** The state's name (`loaded`, `loading`, `config-error`…). */
  state: string;
  /** The storefront's language (English when not given). */
  language?: Language;
  /** The element's picture in the README (one state per tag). */
  main?: boolean;
  /** Mounts the element on a fresh sandbox site and resolves once it shows the state. */
  show(): Promise<Shown>;
}

/** A state's file name: `<tag>/<state>[-<language>]`. */
export const stateName = (s: ShopState): string => `${s.tag}/${s.state}${s.language ? `-${s.language}` : ''}`;

// ——— helpers ———

const shadow = (el: Element, selector: string) => el.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const part = (name: string) => `[part~="${name}"]`;

interface Mounted<E extends HTMLElement> {
  siteKey: string;
  sf: ShopStorefront;
  el: E;
}

/** Mounts `markup` in a storefront of a fresh site (or `siteKey`), with `token` and `language`; returns the first `tag` inside. */
async function mount<E extends HTMLElement = HTMLElement>(
  tag: string,
  markup: TemplateResult,
  opts: { siteKey?: string; token?: string; language?: Language } = {},
): Promise<Mounted<E>> {
  const siteKey = opts.siteKey ?? (await newSite());
  const sf = await mountShop(siteKey, markup, { token: opts.token, language: opts.language ?? 'en' });
  return { siteKey, sf, el: sf.querySelector<E>(tag)! };
}

/**
 * Waits until `el`'s shadow root has `selector`, every request is answered (but those of the path
 * `held`, which a fault holds) and `el` rendered, with `selector` still shown (an element that
 * reads again after showing it, as the checkout does after a failed cart read, is waited for).
 */
async function showing(m: Mounted<HTMLElement>, selector: string, opts: { held?: string; target?: Element } = {}): Promise<Shown> {
  const shows = () => shadow(m.el, selector);
  const failed = async (error: Error) => {
    const sent = (await requests(m.siteKey)).map((r) => `${r.method} ${r.path} ${r.status ?? '…'}`);
    throw new Error(`${error.message}; it shows "${textOf(m.el).slice(0, 300)}"; requests: ${sent.join(', ')}`);
  };
  const message = `<${m.el.localName}> shows ${selector}`;
  if (opts.held) {
    const held = opts.held;
    await untilAsync(
      async () => shows() && (await answeredBut(m.siteKey, held, m.el)) && shows(),
      `${message}, every request but ${held} answered`,
      15000,
    ).catch(failed);
  } else {
    await untilAsync(async () => shows() && (await settled(m.siteKey, m.el)) === undefined && shows(), `${message}, every request answered`, 15000).catch(
      failed,
    );
  }
  return { host: m.el, target: opts.target ?? m.el };
}

/**
 * Whether every request the site received so far is answered, but those whose path starts with
 * `held` (held by a fault: they stay unanswered); then waits for `elements` to render.
 */
async function answeredBut(siteKey: string, held: string, ...elements: Element[]): Promise<boolean> {
  const pending = (await sentSoFar(siteKey)).filter((r) => !r.path.startsWith(held) && r.status === null && !r.aborted);
  for (const el of elements) await (el as unknown as ReactiveElement).updateComplete;
  return pending.length === 0;
}

/** A fresh site and a logged-in buyer on it. */
async function buyer(): Promise<{ siteKey: string; token: string }> {
  const siteKey = await newSite();
  return { siteKey, token: await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com') };
}

/** A paid order of the buyer (the sandbox's `/__sandbox/purchase`; with `pending`, one awaiting its payment). */
function purchase(
  b: { siteKey: string; token: string },
  items: {
    product_items?: Array<{ variant_id: number; quantity?: number; buyer_inputs?: Record<number, string> }>;
    content_items?: Array<{ option_id: number }>;
    pending?: boolean;
  },
): Promise<{ order_id: number; line_item_ids: string[] }> {
  return admin('POST', '/purchase', { site_key: b.siteKey, token: b.token, ...items });
}

/** The next reads of `path` never answer (until the element is removed, which aborts them). */
const hang = (siteKey: string, path: string) => injectFault(siteKey, { method: 'GET', path, kind: 'hang', times: 20 });
/** The next reads of `path` answer 500 (retries included). */
const fail = (siteKey: string, path: string) => injectFault(siteKey, { method: 'GET', path, kind: 'status', status: 500, times: 20 });

/** A state whose first read of `path` never answers: the element's loading state. */
function loading(tag: string, markup: TemplateResult, path: string, opts: { token?: boolean; selector?: string } = {}): ShopState {
  return {
    tag,
    state: 'loading',
    async show() {
      const b = opts.token ? await buyer() : { siteKey: await newSite(), token: undefined };
      await hang(b.siteKey, path);
      return showing(await mount(tag, markup, b), opts.selector ?? part('loading'), { held: path });
    },
  };
}

/** A state whose reads of `path` fail: the element's error state. */
function failing(tag: string, markup: TemplateResult, path: string, opts: { token?: boolean } = {}): ShopState {
  return {
    tag,
    state: 'error',
    async show() {
      const b = opts.token ? await buyer() : { siteKey: await newSite(), token: undefined };
      await fail(b.siteKey, path);
      return showing(await mount(tag, markup, b), part('error'));
    },
  };
}

/** The configuration-error state of `markup`. */
function broken(tag: string, markup: TemplateResult, opts: { token?: boolean } = {}): ShopState {
  return {
    tag,
    state: 'config-error',
    async show() {
      const b = opts.token ? await buyer() : { siteKey: await newSite(), token: undefined };
      return showing(await mount(tag, markup, b), part('config-error'));
    },
  };
}

/** A buyer element without a logged-in buyer: its log-in prompt. */
function loggedOut(tag: string, markup: TemplateResult): ShopState {
  return {
    tag,
    state: 'logged-out',
    async show() {
      return showing(await mount(tag, markup), part('login-prompt'));
    },
  };
}

const PRODUCT_HREF = '/product.html?product_id={product_id}';
const CONTENT_HREF = '/content.html?content_id={content_id}';

// ——— the catalogue ———

const productList = (attrs: { search?: string; limit?: string; page?: string } = {}) =>
  html`<shop-product-list
    limit=${attrs.limit ?? '6'}
    page=${attrs.page ?? '1'}
    search=${attrs.search ?? ''}
    quick-view
    product-href=${PRODUCT_HREF}
  ></shop-product-list>`;

/** A catalog in a 30rem column (a sidebar's width: below 40rem at both widths): its sort and filters fold into the list's "Filter and sort" button. */
const catalog = () =>
  html`<div style="max-width: 30rem">
    <shop-sort for="products" options="newest,price_asc,price_desc"></shop-sort>
    <shop-category-filter for="products"></shop-category-filter>
    <shop-tag-filter for="products"></shop-tag-filter>
    <shop-product-list id="products" limit="4" tag-id="21" product-href=${PRODUCT_HREF}></shop-product-list>
  </div>`;

const productDetail = (id: string) => html`<shop-product-detail product-id=${id} checkout-href="/checkout.html"></shop-product-detail>`;
const contentList = (attrs: { search?: string; type?: string } = {}) =>
  html`<shop-content-list limit="6" search=${attrs.search ?? ''} content-type=${attrs.type ?? ''} content-href=${CONTENT_HREF}></shop-content-list>`;
const contentDetail = (id: string) => html`<shop-content-detail content-id=${id} cart-href="/cart.html"></shop-content-detail>`;
const checkout = (redirect = '/payment-result.html') => html`<shop-checkout redirect-url=${redirect}></shop-checkout>`;
const withList = (filter: TemplateResult) => html`${filter}<shop-product-list id="products" limit="1" hidden></shop-product-list>`;

/** Product 102 (Cotton T-Shirt) × 2 and option 5001 of content 501 in the cart of the storefront's shop. */
async function filledCart(sf: ShopStorefront): Promise<void> {
  await fillCart(sf.shop!);
}

/**
 * The cart of {@link filledCart}, and Engraved Cutting Board (108) Small × 1 (45,000: it pays its
 * 3,000 shipping below 50,000) with its engraving and gift message.
 */
async function cartWithBoard(sf: ShopStorefront): Promise<void> {
  await fillCart(sf.shop!);
  const small = (await sf.shop!.client.product(108)).variants.find((v) => v.attributesArray[0]?.value === 'Small')!;
  await sf.shop!.cart.add({
    item_type: 'product',
    product_id: 108,
    variant_id: small.variant_id,
    quantity: 1,
    buyer_inputs: { 301: 'For Mina', 302: 'Happy birthday!' },
  });
}

/** Types `value` into the quantity field of the line of `name` in `<shop-cart>` `cart` and leaves it (Enter): input, then change. */
function typeQuantity(cart: Element, name: string, value: string): void {
  const line = [...cart.shadowRoot!.querySelectorAll('[part~="line"]')].find((l) => l.textContent!.includes(name));
  const input = line?.querySelector<HTMLInputElement>('input[type="number"]');
  if (!input) throw new Error(`no quantity field for ${name}`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const productStates: ShopState[] = [
  {
    tag: 'shop-product-list',
    state: 'loaded',
    main: true,
    async show() {
      return showing(await mount('shop-product-list', productList()), part('card'));
    },
  },
  loading('shop-product-list', productList(), '/products'),
  {
    tag: 'shop-product-list',
    state: 'empty',
    async show() {
      return showing(await mount('shop-product-list', productList({ search: 'zzzz-nothing' })), part('empty'));
    },
  },
  failing('shop-product-list', productList(), '/products'),
  broken('shop-product-list', productList({ limit: 'ten' })),
  {
    tag: 'shop-product-list',
    state: 'past-end',
    async show() {
      return showing(await mount('shop-product-list', productList({ page: '99' })), part('past-end'));
    },
  },
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-product-list',
    state: 'quick-view',
    ...(language === 'en' ? {} : { language }),
    async show() {
      const m = await mount('shop-product-list', productList(), { language });
      await showing(m, part('card'));
      shadow(m.el, part('quick-view-button'))!.click();
      const dialog = await until(() => shadow(m.el, 'dialog[open]'), 'the quick view open');
      const detail = await until(() => dialog.querySelector('shop-product-detail'), 'the product in the quick view');
      await until(() => shadow(detail, part('add-button')), 'the product shown in the quick view', 15000);
      await settled(m.siteKey, m.el, detail);
      return { host: m.el, target: dialog };
    },
  })),
  {
    tag: 'shop-product-list',
    state: 'filter-button',
    async show() {
      const m = await mount('shop-product-list', catalog());
      await until(() => m.sf.querySelector('shop-sort')!.hidden, 'the controls folded');
      return showing(m, part('filter-count'));
    },
  },
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-product-list',
    state: 'filter-sheet',
    ...(language === 'en' ? {} : { language }),
    async show() {
      const m = await mount('shop-product-list', catalog(), { language });
      await showing(m, part('filter-count'));
      shadow(m.el, part('filter-button'))!.click();
      const dialog = await until(() => shadow(m.el, 'dialog[open]'), 'the filter sheet open');
      const held = [...dialog.querySelectorAll('shop-sort, shop-category-filter, shop-tag-filter')];
      await until(() => held.length === 3 && held.every((el) => el.shadowRoot?.querySelector('select, fieldset')), 'the controls in the sheet', 15000);
      await settled(m.siteKey, m.el, ...held);
      return { host: m.el, target: dialog };
    },
  })),
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-product-detail',
    state: 'loaded',
    ...(language === 'en' ? { main: true } : { language }),
    async show() {
      return showing(await mount('shop-product-detail', productDetail('101'), { language }), part('add-button'));
    },
  })),
  loading('shop-product-detail', productDetail('101'), '/products/101'),
  failing('shop-product-detail', productDetail('101'), '/products/101'),
  broken('shop-product-detail', productDetail('abc')),
  {
    tag: 'shop-product-detail',
    state: 'not-found',
    async show() {
      return showing(await mount('shop-product-detail', productDetail('999')), part('error'));
    },
  },
  {
    // Product 101 as the platform wrote it, with the price of every variant in a text no one can
    // read ("TBD"): "Price unavailable", never ₩0 (issue 30 item 4).
    tag: 'shop-product-detail',
    state: 'price-unavailable',
    async show() {
      const siteKey = await newSite();
      const product = {
        product_id: 101,
        name: 'Linen Shirt',
        price: [{ variant_id: 1001, price: 'TBD', currency: 'KRW' }],
        variants: [{ variant_id: 1001, label: 'One size', is_active: true }],
        sourcing_info: { shipping_fee: 3000, chargeable_shipping_fee: 3000 },
      };
      await injectFault(siteKey, { method: 'GET', path: '/products/101', kind: 'status', status: 200, body: { product }, times: 20 });
      return showing(await mount('shop-product-detail', productDetail('101'), { siteKey }), part('price-unavailable'));
    },
  },
  {
    tag: 'shop-product-detail',
    state: 'sold-out',
    async show() {
      return showing(await mount('shop-product-detail', productDetail('105')), part('add-button'));
    },
  },
  {
    // Product 108: a required buyer input (text, at most 20 characters), left empty.
    tag: 'shop-product-detail',
    state: 'form-errors',
    async show() {
      const m = await mount('shop-product-detail', productDetail('108'));
      await showing(m, part('add-button'));
      shadow(m.el, part('add-button'))!.click();
      return showing(m, '[aria-invalid="true"]');
    },
  },
];

const contentStates: ShopState[] = [
  {
    tag: 'shop-content-list',
    state: 'loaded',
    main: true,
    async show() {
      return showing(await mount('shop-content-list', contentList()), part('card'));
    },
  },
  loading('shop-content-list', contentList(), '/contents'),
  {
    tag: 'shop-content-list',
    state: 'empty',
    async show() {
      return showing(await mount('shop-content-list', contentList({ search: 'zzzz-nothing' })), part('empty'));
    },
  },
  failing('shop-content-list', contentList(), '/contents'),
  broken('shop-content-list', contentList({ type: 'podcast' })),
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    // Content 501: a vod with its syllabus.
    tag: 'shop-content-detail',
    state: 'loaded',
    ...(language === 'en' ? { main: true } : { language }),
    async show() {
      return showing(await mount('shop-content-detail', contentDetail('501'), { language }), part('add-button'));
    },
  })),
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    // Content 510: an offline course, one past session (not shown) and two to come, with their schedules.
    tag: 'shop-content-detail',
    state: 'sessions',
    ...(language === 'en' ? {} : { language }),
    async show() {
      return showing(await mount('shop-content-detail', contentDetail('510'), { language }), part('schedule'));
    },
  })),
  loading('shop-content-detail', contentDetail('501'), '/contents/501'),
  failing('shop-content-detail', contentDetail('501'), '/contents/501'),
  broken('shop-content-detail', contentDetail('abc')),
];

const filterStates: ShopState[] = (['shop-category-filter', 'shop-tag-filter'] as const).flatMap((tag): ShopState[] => {
  const filter = (multiple: boolean, target = 'products') =>
    tag === 'shop-category-filter'
      ? html`<shop-category-filter kind="product" for=${target} ?multiple=${multiple}></shop-category-filter>`
      : html`<shop-tag-filter kind="product" for=${target} ?multiple=${multiple}></shop-tag-filter>`;
  const path = tag === 'shop-category-filter' ? '/product-categories' : '/product-tags';
  return [
    {
      tag,
      state: 'loaded',
      main: true,
      async show() {
        return showing(await mount(tag, withList(filter(false))), part('choices'));
      },
    },
    {
      tag,
      state: 'multiple',
      async show() {
        return showing(await mount(tag, withList(filter(true))), 'input[type="checkbox"]');
      },
    },
    loading(tag, withList(filter(false)), path),
    failing(tag, withList(filter(false)), path),
    broken(tag, filter(false, '')),
  ];
});

const searchAndSort: ShopState[] = [
  {
    tag: 'shop-search',
    state: 'loaded',
    main: true,
    async show() {
      return showing(await mount('shop-search', withList(html`<shop-search for="products"></shop-search>`)), 'input');
    },
  },
  broken('shop-search', html`<shop-search></shop-search>`),
  {
    tag: 'shop-sort',
    state: 'loaded',
    main: true,
    async show() {
      return showing(await mount('shop-sort', withList(html`<shop-sort for="products" options="newest,price_asc,price_desc,name"></shop-sort>`)), 'select');
    },
  },
  broken('shop-sort', withList(html`<shop-sort for="products" options="newest,cheapest"></shop-sort>`)),
];

const cartStates: ShopState[] = [
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-cart',
    state: 'loaded',
    ...(language === 'en' ? { main: true } : { language }),
    async show() {
      const m = await mount('shop-cart', html`<shop-cart checkout-href="/checkout.html"></shop-cart>`, { language });
      await cartWithBoard(m.sf);
      return showing(m, part('total'));
    },
  })),
  {
    // 99 boards typed, 25 in stock: the field keeps the cart's 1, the message says so.
    tag: 'shop-cart',
    state: 'quantity-refused',
    async show() {
      const m = await mount('shop-cart', html`<shop-cart checkout-href="/checkout.html"></shop-cart>`);
      await cartWithBoard(m.sf);
      await showing(m, part('total'));
      typeQuantity(m.el, 'Engraved Cutting Board', '99');
      return showing(m, part('field-error'));
    },
  },
  {
    tag: 'shop-cart',
    state: 'confirm-empty',
    async show() {
      const m = await mount('shop-cart', html`<shop-cart checkout-href="/checkout.html"></shop-cart>`);
      await filledCart(m.sf);
      await showing(m, part('total'));
      shadow(m.el, '[data-empty]')!.click();
      return showing(m, '[data-confirm]');
    },
  },
  {
    tag: 'shop-cart',
    state: 'empty',
    async show() {
      return showing(await mount('shop-cart', html`<shop-cart checkout-href="/checkout.html"></shop-cart>`), part('empty'));
    },
  },
  loading('shop-cart', html`<shop-cart checkout-href="/checkout.html"></shop-cart>`, '/guest-cart'),
  failing('shop-cart', html`<shop-cart checkout-href="/checkout.html"></shop-cart>`, '/guest-cart'),
  {
    tag: 'shop-cart-count',
    state: 'loaded',
    main: true,
    async show() {
      const m = await mount('shop-cart-count', html`<shop-cart-count></shop-cart-count>`);
      await filledCart(m.sf);
      await until(() => shadow(m.el, part('count'))?.textContent?.trim() === '2', 'the count 2');
      return showing(m, part('count'));
    },
  },
  {
    tag: 'shop-cart-count',
    state: 'empty',
    async show() {
      const m = await mount('shop-cart-count', html`<shop-cart-count></shop-cart-count>`);
      await settled(m.siteKey, m.el);
      return showing(m, part('count'));
    },
  },
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-cart-drawer',
    state: 'open',
    ...(language === 'en' ? { main: true } : { language }),
    show: () => openDrawer({ fill: 'board', language }),
  })),
  { tag: 'shop-cart-drawer', state: 'open-empty', show: () => openDrawer({ fill: false }) },
  {
    tag: 'shop-cart-drawer',
    state: 'confirm-empty',
    async show() {
      const shown = await openDrawer({ fill: true });
      const cart = shadow(shown.host, 'shop-cart')!;
      shadow(cart, '[data-empty]')!.click();
      await until(() => shadow(cart, '[data-confirm]'), 'the confirmation in the drawer');
      await (cart as unknown as ReactiveElement).updateComplete;
      return shown;
    },
  },
  { tag: 'shop-cart-drawer', state: 'loading', show: () => openDrawer({ fill: false, held: true }) },
  {
    tag: 'shop-add-to-cart',
    state: 'loaded',
    main: true,
    async show() {
      return showing(
        await mount('shop-add-to-cart', html`<shop-add-to-cart product-id="101" variant-id="1001">Add Linen Shirt to cart</shop-add-to-cart>`),
        part('add-button'),
      );
    },
  },
  {
    // Variant 1012 (Linen Shirt, Sage / XL) is inactive.
    tag: 'shop-add-to-cart',
    state: 'unavailable',
    async show() {
      return showing(
        await mount('shop-add-to-cart', html`<shop-add-to-cart product-id="101" variant-id="1012">Add to cart</shop-add-to-cart>`),
        part('unavailable'),
      );
    },
  },
  broken('shop-add-to-cart', html`<shop-add-to-cart>Add to cart</shop-add-to-cart>`),
];

/**
 * Opens a `<shop-cart-drawer>` (with the cart filled, or empty; `held`: its cart's read never
 * answers) and waits for what it shows.
 */
async function openDrawer(opts: { fill: boolean | 'board'; held?: boolean; language?: Language }): Promise<Shown> {
  const siteKey = await newSite();
  if (opts.held) await hang(siteKey, '/guest-cart');
  const m = await mount<ShopCartDrawer>('shop-cart-drawer', html`<shop-cart-drawer checkout-href="/checkout.html"></shop-cart-drawer>`, {
    siteKey,
    language: opts.language,
  });
  if (opts.fill === 'board') await cartWithBoard(m.sf);
  else if (opts.fill) await filledCart(m.sf);
  m.el.show();
  const dialog = await until(() => shadow(m.el, 'dialog[open]'), 'the drawer open');
  const cart = await until(() => dialog.querySelector('shop-cart'), 'the cart in the drawer', 15000);
  await until(() => shadow(cart, opts.held ? part('loading') : opts.fill ? part('total') : part('empty')), 'the cart shown in the drawer', 15000);
  if (opts.held) await untilAsync(() => answeredBut(siteKey, '/guest-cart', m.el, cart), 'every request but /guest-cart answered', 15000);
  else await settled(siteKey, m.el, cart);
  return { host: m.el, target: dialog };
}

const checkoutStates: ShopState[] = [
  ...(['en', 'ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-checkout',
    state: 'loaded',
    ...(language === 'en' ? { main: true } : { language }),
    show: () => showCheckout({ language }),
  })),
  {
    // The summary of a line with buyer inputs and paid shipping: the estimated shipping and total.
    tag: 'shop-checkout',
    state: 'summary-estimate',
    show: () => showCheckout({ board: true }),
  },
  {
    tag: 'shop-checkout',
    state: 'form-errors',
    async show() {
      const shown = await showCheckout({});
      const el = shown.host;
      type(el, '[name="receiver_name"]', '');
      type(el, '[name="phone"]', '');
      shadow(el, part('order-button'))!.click();
      await until(() => el.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length >= 2, 'the fields with errors');
      return shown;
    },
  },
  {
    // The platform refuses a line (the seller raised Cotton T-Shirt's minimum to 3 after the buyer put 2 in the cart).
    tag: 'shop-checkout',
    state: 'line-refused',
    async show() {
      const { siteKey, ...shown } = await showCheckout({});
      const el = shown.host;
      await admin('POST', '/products', { site_key: siteKey, patch: { product_id: 102, min_quantity: 3 } });
      type(el, '[name="phone"]', '010-1234-5678');
      type(el, '[name="address"]', '1 Test Street');
      type(el, '[name="postal_code"]', '04524');
      shadow(el, part('order-button'))!.click();
      await until(() => shadow(el, part('line-error')), 'the message next to the refused line', 15000);
      await settled(siteKey, el);
      return shown;
    },
  },
  {
    tag: 'shop-checkout',
    state: 'empty',
    async show() {
      const b = await buyer();
      return showing(await mount('shop-checkout', checkout(), b), part('empty'));
    },
  },
  loggedOut('shop-checkout', checkout()),
  loading('shop-checkout', checkout(), '/cart', { token: true }),
  failing('shop-checkout', checkout(), '/cart', { token: true }),
  broken('shop-checkout', checkout('https://elsewhere.example/result')),
];

/** A checkout of a logged-in buyer with the usual cart, once its summary and form are shown. */
async function showCheckout(opts: { language?: Language; board?: boolean }): Promise<Shown & { siteKey: string }> {
  const b = await buyer();
  const m = await mount('shop-checkout', checkout(), { ...b, language: opts.language });
  await (opts.board ? cartWithBoard : filledCart)(m.sf);
  await until(() => (m.el.shadowRoot?.querySelectorAll('select option').length ?? 0) > 1, 'the countries of the checkout', 15000);
  return { ...(await showing(m, part('summary'))), siteKey: b.siteKey };
}

/** Linen Shirt White / S (product 101) and "TypeScript for Beginners", lifetime (content 501). */
const SHIRT = 1001;
const TS_LIFETIME = 5001;
const LICENSE = 5025;
/** Engraved Cutting Board, Small (product 108), with what the buyer filled in (engraving text, gift message). */
const ENGRAVED = { variant_id: 1047, buyer_inputs: { 301: 'For Mina', 302: 'Happy birthday!\nLove, J' } };

/** `<shop-order-lines>` of a buyer with the engraved board, once "Confirm purchase" on it asked for a confirmation. */
async function askingToConfirm(language?: Language): Promise<Mounted<HTMLElement>> {
  const b = await buyer();
  await purchase(b, { product_items: [ENGRAVED] });
  const m = await mount('shop-order-lines', html`<shop-order-lines></shop-order-lines>`, { ...b, language });
  await showing(m, part('lines'));
  shadow(m.el, '[data-action="confirm_purchase"]')!.click();
  await until(() => shadow(m.el, part('confirm')), 'the confirmation');
  return m;
}

/** `<shop-content-viewer>` of content 501 with its first two lessons marked watched and the third shown. */
async function watchedLessons(language?: Language): Promise<Mounted<HTMLElement>> {
  const b = await buyer();
  await purchase(b, { content_items: [{ option_id: TS_LIFETIME }] });
  const m = await mount('shop-content-viewer', html`<shop-content-viewer content-id="501"></shop-content-viewer>`, { ...b, language });
  await showing(m, part('watched-button'));
  for (const id of ['7002', '7003']) {
    shadow(m.el, part('watched-button'))!.click();
    shadow(m.el, part('next'))!.click();
    await until(() => m.el.getAttribute('curriculum-id') === id, `lesson ${id}`);
  }
  return m;
}

const buyerStates: ShopState[] = [
  {
    tag: 'shop-login',
    state: 'logged-out',
    main: true,
    async show() {
      return showing(await mount('shop-login', html`<shop-login></shop-login>`), part('login-button'));
    },
  },
  {
    tag: 'shop-login',
    state: 'logged-in',
    async show() {
      return showing(await mount('shop-login', html`<shop-login></shop-login>`, await buyer()), part('logout-button'));
    },
  },
  ...paymentResults(),
  {
    tag: 'shop-order-list',
    state: 'loaded',
    main: true,
    async show() {
      const b = await buyer();
      await purchase(b, { product_items: [{ variant_id: SHIRT, quantity: 2 }], content_items: [{ option_id: TS_LIFETIME }] });
      await purchase(b, { content_items: [{ option_id: LICENSE }] });
      await purchase(b, { product_items: [ENGRAVED], pending: true });
      return showing(
        await mount('shop-order-list', html`<shop-order-list order-href="/order.html?order_id={order_id}"></shop-order-list>`, b),
        part('pay-button'),
      );
    },
  },
  {
    tag: 'shop-order-list',
    state: 'empty',
    async show() {
      return showing(await mount('shop-order-list', html`<shop-order-list></shop-order-list>`, await buyer()), part('empty'));
    },
  },
  ...(['ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-order-list',
    state: 'loaded',
    language,
    async show() {
      const b = await buyer();
      await purchase(b, { content_items: [{ option_id: LICENSE }] });
      await purchase(b, { product_items: [ENGRAVED], pending: true });
      return showing(await mount('shop-order-list', html`<shop-order-list></shop-order-list>`, { ...b, language }), part('pay-button'));
    },
  })),
  loggedOut('shop-order-list', html`<shop-order-list></shop-order-list>`),
  loading('shop-order-list', html`<shop-order-list></shop-order-list>`, '/me/orders', { token: true }),
  failing('shop-order-list', html`<shop-order-list></shop-order-list>`, '/me/orders', { token: true }),
  broken('shop-order-list', html`<shop-order-list page="first"></shop-order-list>`, { token: true }),
  {
    tag: 'shop-order-detail',
    state: 'loaded',
    main: true,
    async show() {
      const b = await buyer();
      const { order_id } = await purchase(b, { product_items: [{ variant_id: SHIRT, quantity: 2 }, ENGRAVED], content_items: [{ option_id: TS_LIFETIME }] });
      await admin('POST', '/deliver', { site_key: b.siteKey, order_id });
      return showing(await mount('shop-order-detail', html`<shop-order-detail order-id=${order_id}></shop-order-detail>`, b), part('inputs'));
    },
  },
  {
    // An order that waits for its payment: its pill and "Continue to payment".
    tag: 'shop-order-detail',
    state: 'awaiting-payment',
    async show() {
      const b = await buyer();
      const { order_id } = await purchase(b, { product_items: [ENGRAVED], pending: true });
      return showing(await mount('shop-order-detail', html`<shop-order-detail order-id=${order_id}></shop-order-detail>`, b), part('pay-button'));
    },
  },
  {
    tag: 'shop-order-detail',
    state: 'not-found',
    async show() {
      return showing(await mount('shop-order-detail', html`<shop-order-detail order-id="99999"></shop-order-detail>`, await buyer()), part('not-found'));
    },
  },
  loggedOut('shop-order-detail', html`<shop-order-detail order-id="80001"></shop-order-detail>`),
  loading('shop-order-detail', html`<shop-order-detail order-id="80001"></shop-order-detail>`, '/me/orders', { token: true }),
  broken('shop-order-detail', html`<shop-order-detail order-id="abc"></shop-order-detail>`, { token: true }),
  {
    tag: 'shop-order-lines',
    state: 'loaded',
    main: true,
    async show() {
      const b = await buyer();
      await purchase(b, { product_items: [{ variant_id: SHIRT }], content_items: [{ option_id: TS_LIFETIME }] });
      await purchase(b, { product_items: [ENGRAVED] });
      return showing(await mount('shop-order-lines', html`<shop-order-lines></shop-order-lines>`, b), part('inputs'));
    },
  },
  ...([undefined, 'ko', 'ja'] as const).map((language): ShopState => ({
    // "Confirm purchase" cannot be undone: the item asks first.
    tag: 'shop-order-lines',
    state: 'confirm-purchase',
    language,
    async show() {
      const m = await askingToConfirm(language);
      return showing(m, part('confirm'));
    },
  })),
  {
    // After confirming: what happened, in plain words, next to the item.
    tag: 'shop-order-lines',
    state: 'purchase-confirmed',
    async show() {
      const m = await askingToConfirm();
      shadow(m.el, part('confirm-button'))!.click();
      return showing(m, part('done'));
    },
  },
  {
    // A delivered product: the review form, sent with nothing chosen.
    tag: 'shop-order-lines',
    state: 'review-form-errors',
    async show() {
      const b = await buyer();
      const { order_id } = await purchase(b, { product_items: [{ variant_id: SHIRT }] });
      await admin('POST', '/deliver', { site_key: b.siteKey, order_id });
      const m = await mount('shop-order-lines', html`<shop-order-lines></shop-order-lines>`, b);
      await showing(m, part('review'));
      const review = shadow(m.el, part('review')) as HTMLDetailsElement;
      review.open = true;
      review.querySelector<HTMLButtonElement>(part('review-button'))!.click();
      await until(() => review.querySelectorAll('[aria-invalid="true"]').length === 2, 'the review form with errors');
      return { host: m.el, target: m.el };
    },
  },
  {
    tag: 'shop-order-lines',
    state: 'empty',
    async show() {
      return showing(await mount('shop-order-lines', html`<shop-order-lines></shop-order-lines>`, await buyer()), part('empty'));
    },
  },
  loggedOut('shop-order-lines', html`<shop-order-lines></shop-order-lines>`),
  loading('shop-order-lines', html`<shop-order-lines></shop-order-lines>`, '/me/order-lines', { token: true }),
  failing('shop-order-lines', html`<shop-order-lines></shop-order-lines>`, '/me/order-lines', { token: true }),
  {
    tag: 'shop-my-contents',
    state: 'loaded',
    main: true,
    async show() {
      const b = await buyer();
      await purchase(b, { content_items: [{ option_id: TS_LIFETIME }, { option_id: LICENSE }] });
      return showing(
        await mount('shop-my-contents', html`<shop-my-contents content-href="/content-viewer.html?content_id={content_id}"></shop-my-contents>`, b),
        part('card'),
      );
    },
  },
  {
    tag: 'shop-my-contents',
    state: 'empty',
    async show() {
      return showing(await mount('shop-my-contents', html`<shop-my-contents></shop-my-contents>`, await buyer()), part('empty'));
    },
  },
  loggedOut('shop-my-contents', html`<shop-my-contents></shop-my-contents>`),
  loading('shop-my-contents', html`<shop-my-contents></shop-my-contents>`, '/me/contents', { token: true }),
  broken('shop-my-contents', html`<shop-my-contents type="podcast"></shop-my-contents>`, { token: true }),
  {
    tag: 'shop-content-viewer',
    state: 'loaded',
    main: true,
    async show() {
      return showing(await watchedLessons(), part('watched'));
    },
  },
  ...(['ko', 'ja'] as const).map((language): ShopState => ({
    tag: 'shop-content-viewer',
    state: 'loaded',
    language,
    async show() {
      return showing(await watchedLessons(language), part('watched'));
    },
  })),
  {
    // The lesson's media answers 404 (the sandbox stores no video): a message over the poster once the buyer presses play.
    tag: 'shop-content-viewer',
    state: 'media-error',
    async show() {
      const b = await buyer();
      await purchase(b, { content_items: [{ option_id: TS_LIFETIME }] });
      const m = await mount('shop-content-viewer', html`<shop-content-viewer content-id="501"></shop-content-viewer>`, b);
      await showing(m, 'video');
      const video = shadow(m.el, 'video') as HTMLVideoElement;
      video.muted = true;
      await video.play().catch(() => {});
      return showing(m, part('media-error'));
    },
  },
  {
    tag: 'shop-content-viewer',
    state: 'not-found',
    async show() {
      return showing(await mount('shop-content-viewer', html`<shop-content-viewer content-id="999"></shop-content-viewer>`, await buyer()), part('not-found'));
    },
  },
  {
    tag: 'shop-content-viewer',
    state: 'not-watchable',
    async show() {
      const b = await buyer();
      await purchase(b, { content_items: [{ option_id: TS_LIFETIME }] });
      await admin('POST', '/content-access', { site_key: b.siteKey, content_id: 501, token: b.token, expired: true });
      return showing(await mount('shop-content-viewer', html`<shop-content-viewer content-id="501"></shop-content-viewer>`, b), part('blocked'));
    },
  },
  {
    tag: 'shop-content-viewer',
    state: 'forbidden',
    async show() {
      return showing(await mount('shop-content-viewer', html`<shop-content-viewer content-id="501"></shop-content-viewer>`, await buyer()), part('forbidden'));
    },
  },
  loggedOut('shop-content-viewer', html`<shop-content-viewer content-id="501"></shop-content-viewer>`),
  loading('shop-content-viewer', html`<shop-content-viewer content-id="501"></shop-content-viewer>`, '/me/content-items', { token: true }),
  broken('shop-content-viewer', html`<shop-content-viewer content-id="abc"></shop-content-viewer>`, { token: true }),
];

/** The payment result page after each outcome (its URL set for the state, put back by `showState`). */
function paymentResults(): ShopState[] {
  const at = async (search: string, selector: string, b?: { siteKey: string; token: string }): Promise<Shown> => {
    history.replaceState(history.state, '', `${location.pathname}${search}`);
    const markup = html`<shop-payment-result checkout-href="/checkout.html" order-href="/order.html?id={order_id}"
      ><a href="/account.html">Your orders</a></shop-payment-result
    >`;
    return showing(await mount('shop-payment-result', markup, b ?? {}), selector);
  };
  return [
    {
      tag: 'shop-payment-result',
      state: 'success',
      main: true,
      async show() {
        const b = await buyer();
        const { order_id } = await purchase(b, { product_items: [{ variant_id: SHIRT }], content_items: [{ option_id: TS_LIFETIME }] });
        return at(`?pay_success=true&order_id=${order_id}`, part('items'), b);
      },
    },
    { tag: 'shop-payment-result', state: 'declined', show: () => at('?pay_success=false&order_id=80001&error=card_declined', part('failure')) },
    { tag: 'shop-payment-result', state: 'cancelled', show: () => at('?pay_success=false&order_id=80001&error=user_cancel', part('cancelled')) },
    ...(['ko', 'ja'] as const).map((language): ShopState => ({
      tag: 'shop-payment-result',
      state: 'cancelled',
      language,
      async show() {
        history.replaceState(history.state, '', `${location.pathname}?pay_success=false&order_id=80001&error=user_cancel`);
        const markup = html`<shop-payment-result checkout-href="/checkout.html"></shop-payment-result>`;
        return showing(await mount('shop-payment-result', markup, { language }), part('cancelled'));
      },
    })),
    { tag: 'shop-payment-result', state: 'none', show: () => at('', part('none')) },
  ];
}

const boardStates: ShopState[] = [
  {
    tag: 'shop-board',
    state: 'loaded',
    main: true,
    async show() {
      return showing(
        await mount(
          'shop-board',
          html`<shop-board board-id="43" limit="5" post-href="/post.html?post_id={post_id}" write-href="/write.html?board_id={board_id}"></shop-board>`,
        ),
        part('post'),
      );
    },
  },
  {
    tag: 'shop-board',
    state: 'empty',
    async show() {
      return showing(await mount('shop-board', html`<shop-board board-id="45"></shop-board>`), part('empty'));
    },
  },
  {
    tag: 'shop-board',
    state: 'not-found',
    async show() {
      return showing(await mount('shop-board', html`<shop-board board-id="99"></shop-board>`), part('error'));
    },
  },
  loading('shop-board', html`<shop-board board-id="43"></shop-board>`, '/posts'),
  failing('shop-board', html`<shop-board board-id="43"></shop-board>`, '/posts'),
  broken('shop-board', html`<shop-board board-id="abc"></shop-board>`),
  {
    // Post 4303 of the free board, logged in: the post, its comment and the comment form.
    tag: 'shop-post',
    state: 'loaded',
    main: true,
    async show() {
      return showing(await mount('shop-post', html`<shop-post post-id="4303"></shop-post>`, await buyer()), part('comment-form'));
    },
  },
  {
    tag: 'shop-post',
    state: 'comment-form-errors',
    async show() {
      const m = await mount('shop-post', html`<shop-post post-id="4301"></shop-post>`, await buyer());
      await showing(m, part('comment-form'));
      type(m.el, 'textarea', '   ');
      shadow(m.el, part('submit-button'))!.click();
      return showing(m, part('field-error'));
    },
  },
  {
    // Post 4201 of the Q&A board, logged out: comments for members only.
    tag: 'shop-post',
    state: 'comments-logged-out',
    async show() {
      return showing(await mount('shop-post', html`<shop-post post-id="4201"></shop-post>`), part('notice'));
    },
  },
  loading('shop-post', html`<shop-post post-id="4301"></shop-post>`, '/posts/4301'),
  failing('shop-post', html`<shop-post post-id="4301"></shop-post>`, '/posts/4301'),
  broken('shop-post', html`<shop-post post-id="abc"></shop-post>`),
];

const storefrontStates: ShopState[] = [
  {
    tag: 'shop-storefront',
    state: 'key-problem',
    main: true,
    async show() {
      const sf = await mountShop('no-such-key', html`<shop-product-list limit="3"></shop-product-list>`);
      const problem = await until(() => shadow(sf, part('problem')), 'the key problem', 15000);
      return { host: sf, target: problem };
    },
  },
  {
    tag: 'shop-storefront',
    state: 'config-error',
    async show() {
      const sf = await mountShop('', html`<shop-product-list limit="3"></shop-product-list>`);
      const problem = await until(() => shadow(sf, part('problem')), 'the setup problem', 15000);
      return { host: sf, target: problem };
    },
  },
];

/** Every state of every element. */
export const STATES: readonly ShopState[] = [
  ...storefrontStates,
  ...productStates,
  ...contentStates,
  ...filterStates,
  ...searchAndSort,
  ...cartStates,
  ...checkoutStates,
  ...buyerStates,
  ...boardStates,
];

/**
 * Shows `state`: sets the page's language (`<html lang>`, which picks the test page's fonts),
 * keeps the page where it is (cancels `shop-navigate` and `shop-login-required`, whose default
 * actions leave the page), and resolves with what it shows. `cleanup()` removes it and puts the
 * page's URL and language back.
 */
export async function showState(state: ShopState): Promise<Shown & { cleanup(): void }> {
  const url = location.href;
  const stay = (e: Event) => e.preventDefault();
  document.documentElement.lang = state.language ?? 'en';
  document.addEventListener('shop-navigate', stay);
  document.addEventListener('shop-login-required', stay);
  const cleanup = () => {
    document.removeEventListener('shop-navigate', stay);
    document.removeEventListener('shop-login-required', stay);
    fixtureCleanup();
    history.replaceState(history.state, '', url);
    document.documentElement.lang = 'en';
  };
  try {
    return { ...(await state.show()), cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
