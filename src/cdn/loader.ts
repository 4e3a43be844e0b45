/**
 * `dist/shop-elements.js`, the page's one script tag: a loader that starts everything the page
 * needs at once, before the code of the elements has arrived.
 *
 * 1. It sends the page's first catalog reads itself, from the elements' attributes and the page
 *    URL (a product or content list, a product or content detail), with the headers the client
 *    sends (../api/first-reads.ts); the client takes each answer over when it asks for the same
 *    address (one request per resource).
 * 2. It opens the connection to the platform (`preconnect`) when it is another origin.
 * 3. It imports the core (`cdn/core-<hash>.js`), the chunk of every shop tag in the page with the
 *    chunks that one imports, and the page language's strings for them, all in parallel: no file
 *    waits for another to be read first.
 *
 * Which file holds which tag comes from the build (the manifest: scripts/cdn-chunks.mjs). The
 * core watches the page for tags added later (./lazy.ts), and says in the console when a chunk
 * does not load; the loader says so for the core. npm entry points do not use this file.
 *
 * Design: issue 32 ("A loader as the script tag's file"); spec "Products" and "Contents" (the
 * reads), "Authentication" (their headers).
 */
import { core, hash, tags } from 'virtual:shop-elements-manifest';
import { apiUrl, type Query } from '../api/api-url.js';
import { sendFirstRead } from '../api/first-reads.js';
import { partsOfTag, resolveLanguage } from '../i18n/i18n.js';
import { LIST_PROPS, listFiltersOfAttributes } from '../ui/list-filters.js';
import { readId } from '../ui/attribute-values.js';
import { idTextFromPageUrl } from '../ui/page-url.js';

/** An address from this file's folder (a `?ver=` on the script tag is not carried over). */
const at = (file: string) => new URL(file, import.meta.url).href;

/** A call: its path and query. */
type Call = { path: string; query?: object };

/**
 * The read each tag's element makes first, from its attributes (null: no id), and the properties a
 * script may set instead of them (then the read is not known here, and the element sends its own).
 * A list whose attributes are wrong (`limit="ten"`) shows why and reads nothing: the read sent here
 * for it is wasted, not shown.
 */
const FIRST_READS: Record<string, { properties: readonly string[]; read: (element: Element) => Call | null }> = {
  'shop-product-list': { properties: LIST_PROPS, read: (e) => ({ path: '/products', query: listFiltersOfAttributes(e, 'product') }) },
  'shop-content-list': { properties: LIST_PROPS, read: (e) => ({ path: '/contents', query: listFiltersOfAttributes(e, 'content') }) },
  'shop-product-detail': { properties: ['productId'], read: (e) => withId(e, 'product-id', 'product_id', '/products/') },
  'shop-content-detail': { properties: ['contentId'], read: (e) => withId(e, 'content-id', 'content_id', '/contents/') },
};

/** The detail read of an element's id: its attribute, else the page URL's `param` (the spec's name), as the element reads it. */
function withId(element: Element, attribute: string, param: string, path: string): Call | null {
  const id = readId(element.getAttribute(attribute) ?? idTextFromPageUrl(param, element.getAttribute('url-pattern')));
  return id === null ? null : { path: `${path}${id}` };
}

/**
 * What a storefront's attributes say, as far as the first reads need it: its key, the platform's
 * origin, the UI and catalog languages (null without a key). Read as the storefront reads them
 * (../elements/shop-storefront/setup.ts), but without its checks: a setup the storefront refuses
 * (a `base-url` with a path, a query…) still gets its read sent here, and the storefront then
 * sends nothing (a broken page costs one wasted read, never a wrong answer shown: the client
 * takes over only a read to the very address it asks for).
 */
function settingsOf(storefront: Element | null) {
  const siteKey = storefront?.getAttribute('site-key')?.trim();
  if (!siteKey) return null;
  let origin = location.origin;
  const base = storefront!.getAttribute('base-url')?.trim();
  try {
    if (base) origin = new URL(base).origin;
  } catch {
    return null;
  }
  const language = resolveLanguage(storefront!.getAttribute('language')?.trim(), document.documentElement.lang);
  return { siteKey, origin, language, contentLanguage: resolveLanguage(storefront!.getAttribute('content-language')?.trim(), language) };
}

/** The tags whose files are loading or loaded, by their first file (a failed one is removed, to be tried again). */
const started = new Set<string>();
/** The language parts asked for, by `<language>-<part>`. */
const stringsAsked = new Set<string>();
/** Elements whose first read was sent. */
const read = new WeakSet<Element>();
const selector = Object.keys(tags).join(',');
/** The page's first storefront and what it says, read once (null: none, or a setup that cannot work). */
let page: ReturnType<typeof settingsOf> | undefined;

/**
 * An element of the page whose tag is not defined yet: its first read goes out, and its files and
 * its strings are imported (each once); a file that does not load is told in the console, naming
 * the tags it leaves undefined, and is tried again when one of them is added.
 */
function want(element: Element): void {
  const tag = element.localName;
  if (customElements.get(tag)) return;
  sendRead(element);
  const files = tags[tag]!;
  const settings = storefrontSettings(element);
  if (settings)
    for (const part of partsOfTag(tag)) {
      const key = `${settings.language}-${part}`;
      if (stringsAsked.has(key)) continue;
      stringsAsked.add(key);
      // A failure is told, and the part tried again, by the core (../i18n/load.ts).
      import(at(`./cdn/locale-${key}-${hash}.js`)).catch(() => {});
    }
  if (started.has(files[0]!)) return;
  started.add(files[0]!);
  Promise.all(files.map((file) => import(at(file)).catch((cause: unknown) => Promise.reject({ file: at(file), cause })))).catch(
    ({ file, cause }: { file: string; cause: unknown }) => {
      started.delete(files[0]!);
      const undefinedTags = Object.keys(tags).filter((t) => tags[t]![0] === files[0] && document.querySelector(t) && !customElements.get(t));
      const named = (undefinedTags.length ? undefinedTags : [tag]).map((t) => `<${t}>`).join(', ');
      console.error(`shop-elements: ${named} cannot show: the code that defines ${undefinedTags.length > 1 ? 'them' : 'it'}, ${file}, did not load.`, cause);
    },
  );
}

/** What the element's storefront says: its closest, else the page's first (as the elements find theirs). */
function storefrontSettings(element: Element) {
  const own = element.closest('shop-storefront');
  page ??= settingsOf(document.querySelector('shop-storefront'));
  return !own || own === document.querySelector('shop-storefront') ? page : settingsOf(own);
}

/** Sends the element's first read (see {@link FIRST_READS}), once per element. */
function sendRead(element: Element): void {
  const first = FIRST_READS[element.localName];
  if (!first || read.has(element) || first.properties.some((p) => Object.prototype.hasOwnProperty.call(element, p))) return;
  read.add(element);
  const settings = storefrontSettings(element);
  const call = settings && first.read(element);
  if (settings && call) sendFirstRead(settings.siteKey, apiUrl(settings.origin, call.path, { language: settings.contentLanguage, ...call.query } as Query));
}

function start(): void {
  if (typeof document === 'undefined') return;
  const address = at(core);
  import(address).catch((error: unknown) => console.error(`shop-elements: no shop element can show: their code, ${address}, did not load.`, error));
  page ??= settingsOf(document.querySelector('shop-storefront'));
  if (page && page.origin !== location.origin) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = page.origin;
    link.crossOrigin = 'use-credentials';
    document.head.append(link);
  }
  for (const element of document.querySelectorAll(selector)) want(element);
  // Elements added later (a script, a framework's render): the light DOM of the document. A tag
  // inside another script's shadow root is defined when its chunk loads for another reason.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        if ((node as Element).matches(selector)) want(node as Element);
        for (const element of (node as Element).querySelectorAll(selector)) want(element);
      }
  }).observe(document, { childList: true, subtree: true });
}

start();
