/**
 * The CDN bundle's loading of the elements that are not in its core (dist/shop-elements.js): each
 * group below is a chunk of its own (`dist/cdn/<group>-<hash>.js`), imported when the core first
 * sees one of its tags undefined in the page — at start (a scan of the document, in the task in
 * which the core's elements send their first API requests) and later (a MutationObserver on the
 * document, for elements added by scripts). `customElements.define` in the chunk upgrades the
 * elements already in the page.
 *
 * Why these groups (measured with `npm run bench -- --only pages`; README, "Performance"): the
 * core holds what every demo page shows (the storefront, cart count, login), and each demo page
 * loads one group chunk besides it, named after its page: `catalog` (the product list, filters,
 * search), `contents` (the content list, loaded with the catalog chunk, whose list base it extends), `sort` (the sort control, loaded with the catalog chunk too), `product`, `content`, `cart`, `checkout`, `payment`, `account`, `order`, `viewer`, `boards`;
 * `buy` (the buy button, which a seller may place on any page) is its own. Code several groups
 * use is in shared chunks loaded with them; code the catalog shares with another group stays in
 * the core (rollup.config.mjs). No list, product or content page waits on its chunk before its
 * first API request: the core sends that read itself (see {@link prefetchFirstRead}), and the
 * element's identical GET, made when its chunk arrives, is served by the client's in-flight
 * sharing or its short cache.
 *
 * Only the document's light DOM is watched (with open shadow roots reached through it): the
 * elements of ours that render another shop tag in their shadow root, the product list's quick view
 * (a `<shop-product-detail>` in its dialog) and `<shop-cart-drawer>` (a `<shop-cart>`), import that
 * tag's code themselves. A tag inside another script's shadow root is defined when its group loads
 * for another reason; see the README, "Performance".
 *
 * A chunk that fails to load is told once per failure in the console (`console.error`, naming the
 * tags and the file); the page's other elements keep working, and the next time one of its tags
 * is added the import is tried again.
 */
import { readId } from '../ui/attribute-values.js';
import { idTextFromPageUrl } from '../ui/page-url.js';
import type { ShopStorefront } from '../elements/shop-storefront/shop-storefront.js';
import { GROUP_STRINGS, GROUP_TAGS, PART_TAGS, partsOfGroup, type Part } from '../i18n/i18n.js';
import { LIST_PROPS, listConfigProblems, listFiltersOfAttributes } from '../ui/list-filters.js';
import type { StorefrontClient } from '../api/client.js';
import { loadLocale } from '../i18n/load.js';

/** A group of elements in a chunk of its own: a part of the language packs, or one whose strings are in another part. */
type GroupName = Part | keyof typeof GROUP_TAGS;

interface Group {
  /** The tags the chunk defines. */
  readonly tags: readonly string[];
  /** The part of the language packs with their strings. */
  readonly part: Part;
  /** Imports the chunk (the build adds the chunk's file to a failure: see rollup.config.mjs). */
  readonly load: () => Promise<unknown>;
}

/** The group of a part of the language packs: the part's tags and strings. */
const ofPart = (part: Part, load: () => Promise<unknown>): Group => ({ tags: PART_TAGS[part], part, load });
/** A group whose strings are in another part (GROUP_STRINGS). */
const inPart = (name: keyof typeof GROUP_TAGS, load: () => Promise<unknown>): Group => ({ tags: GROUP_TAGS[name], part: GROUP_STRINGS[name], load });

/**
 * The chunks, each with the tags it defines (the same groups as the language packs' parts:
 * ../i18n/i18n.ts). Literal imports: the bundler makes one chunk each.
 */
export const GROUPS: Readonly<Partial<Record<GroupName, Group>>> = {
  catalog: inPart('catalog', () => import('./groups/catalog.js')),
  contents: inPart('contents', () => import('./groups/contents.js')),
  sort: inPart('sort', () => import('./groups/sort.js')),
  buy: inPart('buy', () => import('./groups/buy.js')),
  product: ofPart('product', () => import('./groups/product.js')),
  content: ofPart('content', () => import('./groups/content.js')),
  cart: ofPart('cart', () => import('./groups/cart.js')),
  checkout: ofPart('checkout', () => import('./groups/checkout.js')),
  payment: ofPart('payment', () => import('./groups/payment.js')),
  account: ofPart('account', () => import('./groups/account.js')),
  order: ofPart('order', () => import('./groups/order.js')),
  viewer: ofPart('viewer', () => import('./groups/viewer.js')),
  boards: ofPart('boards', () => import('./groups/boards.js')),
};

const groupOfTag = new Map((Object.keys(GROUPS) as GroupName[]).flatMap((name) => GROUPS[name]!.tags.map((tag) => [tag, name] as const)));
const selector = [...groupOfTag.keys()].join(',');
/** Groups loading or loaded (a failed one is removed, to be tried again). */
const started = new Set<GroupName>();

/**
 * The elements whose first read the core sends itself while their chunk loads: the properties a
 * script may set instead of the attributes (then the core cannot know the read), and the read the
 * element will make, from its attributes (and the page URL) — null when it reads nothing (no id, a
 * wrong attribute: it shows why itself).
 */
const FIRST_READS: Record<string, { properties: readonly string[]; read: (element: Element, client: StorefrontClient) => Promise<unknown> | null }> = {
  'shop-product-list': {
    properties: LIST_PROPS,
    read: (e, c) => (listConfigProblems(e, 'product').length ? null : c.products(listFiltersOfAttributes(e, 'product'))),
  },
  'shop-content-list': {
    properties: LIST_PROPS,
    read: (e, c) => (listConfigProblems(e, 'content').length ? null : c.contents(listFiltersOfAttributes(e, 'content'))),
  },
  'shop-product-detail': { properties: ['productId'], read: (e, c) => withId(e, 'product-id', 'product_id', (id) => c.product(id)) },
  'shop-content-detail': { properties: ['contentId'], read: (e, c) => withId(e, 'content-id', 'content_id', (id) => c.content(id)) },
};

/** The read of a detail element's id: its attribute, else the page URL's `param` (spec name), as the element reads it. */
function withId(element: Element, attribute: string, param: string, read: (id: number) => Promise<unknown>): Promise<unknown> | null {
  const id = readId(element.getAttribute(attribute) ?? idTextFromPageUrl(param, element.getAttribute('url-pattern')));
  return id === null ? null : read(id);
}

/**
 * Scans the document for tags of the groups and imports their chunks, then watches the document
 * for elements added later. Call once, after the core's elements are defined.
 */
export function startLazyGroups(): void {
  if (typeof document === 'undefined' || typeof customElements === 'undefined') return;
  scan(document);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const element = node as Element;
        if (element.matches(selector)) want(element);
        scan(element);
      }
  }).observe(document, { childList: true, subtree: true });
}

function scan(root: ParentNode): void {
  for (const element of root.querySelectorAll(selector)) want(element);
}

function want(element: Element): void {
  const tag = element.localName;
  const name = groupOfTag.get(tag);
  if (!name || customElements.get(tag)) return;
  prefetchFirstRead(element);
  if (started.has(name)) return;
  started.add(name);
  // The group's strings in the page's language come with it (not after it: its elements render
  // only once they are there).
  const language = storefrontOf(element)?.shop?.language;
  if (language) void loadLocale(language, partsOfGroup(GROUPS[name]!.part));
  GROUPS[name]!.load().catch((error: unknown) => {
    started.delete(name);
    const { file, cause } = (error ?? {}) as { file?: string; cause?: unknown };
    const tags = GROUPS[name]!.tags.filter((t) => document.querySelector(t) && !customElements.get(t));
    console.error(
      `shop-elements: ${(tags.length ? tags : [tag]).map((t) => `<${t}>`).join(', ')} cannot show: the code that defines ${tags.length > 1 ? 'them' : 'it'}, ${file ?? `the "${name}" chunk`}, did not load.`,
      cause ?? error,
    );
  });
}

/** The element's storefront (the closest, else the document's first), once defined. */
function storefrontOf(element: Element): ShopStorefront | null {
  if (!customElements.get('shop-storefront')) return null;
  return (element.closest('shop-storefront') ?? document.querySelector('shop-storefront')) as ShopStorefront | null;
}

/** Elements whose read was already sent by the core. */
const prefetched = new WeakSet<Element>();

/**
 * Sends the first read of a list, product or content element (see {@link FIRST_READS}) so that it
 * goes out now, not after the element's chunk; the element's identical GET, once defined, is served
 * by the client's in-flight sharing or its short cache. Failures are the element's to show (its
 * own read gets the same answer).
 */
function prefetchFirstRead(element: Element): void {
  const first = FIRST_READS[element.localName];
  if (!first || prefetched.has(element)) return;
  prefetched.add(element);
  const shop = storefrontOf(element)?.shop;
  if (!shop || first.properties.some((p) => Object.prototype.hasOwnProperty.call(element, p))) return;
  try {
    first.read(element, shop.client)?.catch(() => {});
  } catch {
    // The element's own read shows the problem.
  }
  // Every element with a first read shows prices: the price format is built while the read is in
  // flight, not when the chunk connects the element (often after the answer).
  shop.preparePriceFormat();
}
