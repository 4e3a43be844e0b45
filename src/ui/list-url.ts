/**
 * `sync-url` on `<shop-product-list>` / `<shop-content-list>` (design: docs/spec/public-api.md,
 * "Beyond the catalog"): the list's filters, sort and page kept in the page URL's query as
 * `category_ids`, `tag_ids`, `search`, `orderby` and `page` (the spec's names: storefront-api.md,
 * "List filters of /products and /contents"), so that a filtered list can be shared and survives
 * Back and a reload.
 *
 * - **Read** when the list connects, before its first read (so it reads once; the CDN core's
 *   first read reads the URL the same way: `syncedAttribute` in ./list-filters.ts), and on every
 *   `popstate`. A parameter present in the URL replaces the list's attribute (an empty one, or one
 *   that holds no valid value, removes it); an absent one brings back the attribute the page's
 *   HTML gave (the value at the first connection).
 * - **Written** after every change of those attributes, only where they differ from the page's
 *   HTML (the list as first given writes nothing; a filter cleared that the HTML set is written
 *   empty, `category_ids=`). `history.pushState` for a change of filters, sort or page (a choice
 *   of the buyer's in a filter, the sort, the pager: Back returns to the list before it);
 *   `history.replaceState` when only `search` changed (with the page it takes back to 1: the
 *   search box sets it as the buyer types, and a pause must not make an entry) and when the URL read held values the list cannot use (they are dropped
 *   from it). The page's other query parameters, its path, hash and `history.state` are kept.
 * - With `pagination="more"`, `page` stays out of the URL (and is not read from it): a reload
 *   starts again at the first page.
 * - One list per page: the document's first list with `sync-url` syncs; any other list with
 *   `sync-url` ignores the URL and logs one `console.warn` naming both.
 *
 * The reading is here, loaded with the list (its first read depends on it); the writing is
 * ./list-url-write.ts, imported on first use: the first change of the list's attributes, or a URL
 * read that holds one of the parameters (a page opened with no list state in its URL has nothing
 * to drop from it). Each write uses the attributes as they were when it was asked for, and the
 * writes run in the order asked. If that module cannot load, the console says so once and the
 * list keeps reading the URL and working; only its URL stays as it is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { readInteger } from './config-error.js';
import { URL_PARAMS, parseIds, urlSyncedList } from './list-filters.js';
import type { ListTexts } from './list-url-write.js';

/** The attributes kept in the URL. */
const NAMES = Object.keys(URL_PARAMS);
/** What the URL state is made of: the attributes kept in it, and `pagination` (`more` keeps `page` out). */
const STATE_NAMES = [...NAMES, 'pagination'];

type UrlWriter = typeof import('./list-url-write.js');

export class ListUrlSync implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The attributes as the page's HTML gave them (at the first connection). */
  #defaults: ListTexts | undefined;
  /** The list's attributes at the last read or write of the URL. */
  #last: ListTexts = {};
  #syncing = false;
  /** The update to come follows a read of the URL: what it changes further (page back to 1) replaces the entry. */
  #fromUrl = false;
  /** The writer (./list-url-write.ts), imported on first use; undefined after a failed import. */
  #writer: Promise<UrlWriter | undefined> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    const host = this.#host;
    if (!host.hasAttribute('sync-url')) return;
    const first = urlSyncedList();
    if (first !== host) {
      console.warn(`shop-elements: sync-url is ignored on this list: the page URL holds the first sync-url list's filters.`, host, first);
      return;
    }
    this.#defaults ??= this.#texts();
    this.#syncing = true;
    this.#read();
    window.addEventListener('popstate', this.#read);
  }

  hostDisconnected(): void {
    this.#syncing = false;
    window.removeEventListener('popstate', this.#read);
  }

  /** After an update: has the URL written when the list's attributes changed. */
  hostUpdated(): void {
    const fromUrl = this.#fromUrl;
    this.#fromUrl = false;
    if (!this.#syncing) return;
    const before = this.#last;
    const now = this.#texts();
    if (STATE_NAMES.every((name) => before[name] === now[name])) return;
    this.#last = now;
    const defaults = this.#defaults!;
    this.#withWriter((writer) => writer.writeChange(defaults, before, now, fromUrl));
  }

  /** Sets the list's attributes from the URL (absent parameters: the HTML's), then has dropped from the URL what the list cannot use. */
  #read = (): void => {
    const host = this.#host;
    const query = new URL(location.href).searchParams;
    const more = host.getAttribute('pagination') === 'more';
    for (const name of NAMES) {
      // As syncedAttribute (./list-filters.ts) reads it for the CDN core's first read, cleaned.
      const given = name === 'page' && more ? null : query.get(URL_PARAMS[name]!);
      const text = given === null ? this.#defaults![name]! : name.endsWith('-id') ? null : clean(name, given);
      if (host.getAttribute(name) === text) continue;
      this.#fromUrl = true;
      if (text === null) host.removeAttribute(name);
      else host.setAttribute(name, text);
    }
    const now = (this.#last = this.#texts());
    // Without any of the parameters, the list is as its HTML gave it, and the URL has nothing to drop.
    const defaults = this.#defaults!;
    if (NAMES.some((name) => query.has(URL_PARAMS[name]!))) this.#withWriter((writer) => writer.writeRead(defaults, now));
  };

  /** The list's attributes that make its URL state, as written. */
  #texts(): ListTexts {
    return Object.fromEntries(STATE_NAMES.map((name) => [name, this.#host.getAttribute(name)]));
  }

  /** Runs `write` with the writer, after the writes asked before it; the first call imports it. */
  #withWriter(write: (writer: UrlWriter) => void): void {
    this.#writer ??= import('./list-url-write.js').catch((error: unknown) => {
      console.error(`shop-elements: sync-url: the page URL will not follow this list's filters (its code did not load).`, this.#host, error);
      return undefined;
    });
    void this.#writer.then((writer) => writer && write(writer));
  }
}

/** A URL parameter's text as the attribute `name` takes it; null when it holds nothing usable. */
function clean(name: string, text: string): string | null {
  if (name === 'page') return readInteger(text, 1)?.toString() ?? null;
  const value = name.endsWith('-ids') ? parseIds(text).join(',') : text.trim();
  return value || null;
}
