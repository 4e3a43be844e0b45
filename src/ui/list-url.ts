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
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { readInteger } from './config-error.js';
import { URL_PARAMS, parseIds, positiveInt, urlSyncedList } from './list-filters.js';

/** The attributes kept in the URL. */
const NAMES = Object.keys(URL_PARAMS);
/** The URL parameters, each once. */
const PARAMS = [...new Set(Object.values(URL_PARAMS))];

type Texts = Record<string, string | null>;

export class ListUrlSync implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The attributes as the page's HTML gave them (at the first connection). */
  #defaults: Texts | undefined;
  /** The URL state last read or written (JSON of {@link #state}). */
  #last = '';
  #syncing = false;
  /** The update to come follows a read of the URL: what it changes further (page back to 1) replaces the entry. */
  #fromUrl = false;

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
    this.#defaults ??= Object.fromEntries(NAMES.map((name) => [name, host.getAttribute(name)]));
    this.#syncing = true;
    this.#read();
    window.addEventListener('popstate', this.#read);
  }

  hostDisconnected(): void {
    this.#syncing = false;
    window.removeEventListener('popstate', this.#read);
  }

  /** After an update: writes the URL when the list's state in it changed. */
  hostUpdated(): void {
    const fromUrl = this.#fromUrl;
    this.#fromUrl = false;
    if (!this.#syncing) return;
    const state = this.#state();
    const key = JSON.stringify(state);
    if (key === this.#last) return;
    const before = JSON.parse(this.#last) as Texts;
    this.#last = key;
    const changed = (param: string) => before[param] !== state[param];
    // A new search takes the list back to page 1: that is part of the search, not a page change.
    this.#write(state, !fromUrl && (['category_ids', 'tag_ids', 'orderby'].some(changed) || (changed('page') && !changed('search'))));
  }

  /** Sets the list's attributes from the URL (absent parameters: the HTML's), then drops from the URL what the list cannot use. */
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
    const state = this.#state();
    this.#last = JSON.stringify(state);
    this.#write(state, false);
  };

  /** The list's state as URL texts: each any-of list, search, orderby, and page (beyond 1; not with `pagination="more"`). */
  #state(of: (name: string) => string | null = (name) => this.#host.getAttribute(name)): Texts {
    const ids = (one: string, many: string) => [...new Set([positiveInt(of(one)), ...parseIds(of(many))].filter(Boolean))].join(',');
    const page = this.#host.getAttribute('pagination') === 'more' ? undefined : readInteger(of('page'), 1);
    return {
      category_ids: ids('category-id', 'category-ids'),
      tag_ids: ids('tag-id', 'tag-ids'),
      search: of('search')?.trim() ?? '',
      orderby: of('orderby')?.trim() ?? '',
      page: page && page > 1 ? String(page) : '',
    };
  }

  /** Puts `state` into the page URL where it differs from the HTML's (`push`: a new history entry). */
  #write(state: Texts, push: boolean): void {
    const defaults = this.#state((name) => this.#defaults![name]!);
    const url = new URL(location.href);
    for (const param of PARAMS) {
      if (state[param] === defaults[param]) url.searchParams.delete(param);
      else url.searchParams.set(param, state[param]!);
    }
    if (url.href === location.href) return;
    if (push) history.pushState(null, '', url);
    else history.replaceState(history.state, '', url);
  }
}

/** A URL parameter's text as the attribute `name` takes it; null when it holds nothing usable. */
function clean(name: string, text: string): string | null {
  if (name === 'page') return readInteger(text, 1)?.toString() ?? null;
  const value = name.endsWith('-ids') ? parseIds(text).join(',') : text.trim();
  return value || null;
}
