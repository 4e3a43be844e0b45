/**
 * The writing half of `sync-url` (./list-url.ts, which reads the URL and imports this module on
 * first use): the list's state put into the page URL's query where it differs from the page's
 * HTML, with `history.pushState` for a change of filters, sort or page and
 * `history.replaceState` for a search typed and for what a URL read could not use.
 */
import { readInteger } from './config-error.js';
import { URL_PARAMS, parseIds, positiveInt } from './list-filters.js';

/** A list's attributes by name (null: absent), as ./list-url.ts keeps them. */
export type ListTexts = Record<string, string | null>;

/** The URL parameters, each once. */
const PARAMS = [...new Set(Object.values(URL_PARAMS))];

/** The list's state as URL texts, by parameter. */
type UrlState = Record<string, string>;

/**
 * The state of a list whose attributes are `texts`: each any-of list, search, orderby, and page
 * (beyond 1; not when `more`, a list with `pagination="more"`).
 */
function stateOf(texts: ListTexts, more: boolean): UrlState {
  const of = (name: string) => texts[name] ?? null;
  const ids = (one: string, many: string) => [...new Set([positiveInt(of(one)), ...parseIds(of(many))].filter(Boolean))].join(',');
  const page = more ? undefined : readInteger(of('page'), 1);
  return {
    category_ids: ids('category-id', 'category-ids'),
    tag_ids: ids('tag-id', 'tag-ids'),
    search: of('search')?.trim() ?? '',
    orderby: of('orderby')?.trim() ?? '',
    page: page && page > 1 ? String(page) : '',
  };
}

/**
 * The list's attributes changed from `before` to `now` (the HTML gave `defaults`): writes its
 * state when that changed, pushing a new entry for a change of filters, sort or page, replacing it
 * when only the search changed (a new search takes the list back to page 1: that is part of the
 * search, not a page change) and when the change follows a read of the URL (`fromUrl`).
 */
export function writeChange(defaults: ListTexts, before: ListTexts, now: ListTexts, fromUrl: boolean): void {
  const more = now.pagination === 'more';
  const [prior, state] = [stateOf(before, before.pagination === 'more'), stateOf(now, more)];
  const changed = (param: string) => prior[param] !== state[param];
  if (!PARAMS.some(changed)) return;
  write(defaults, state, more, !fromUrl && (['category_ids', 'tag_ids', 'orderby'].some(changed) || (changed('page') && !changed('search'))));
}

/**
 * After a read of the URL that held some of the parameters: the state of the list's attributes
 * `now` replaces the entry's, which drops from the URL what the list could not use.
 */
export function writeRead(defaults: ListTexts, now: ListTexts): void {
  const more = now.pagination === 'more';
  write(defaults, stateOf(now, more), more, false);
}

/** Puts `state` into the page URL where it differs from the state of `defaults` (`push`: a new history entry). */
function write(defaults: ListTexts, state: UrlState, more: boolean, push: boolean): void {
  const given = stateOf(defaults, more);
  const url = new URL(location.href);
  for (const param of PARAMS) {
    if (state[param] === given[param]) url.searchParams.delete(param);
    else url.searchParams.set(param, state[param]!);
  }
  if (url.href === location.href) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(history.state, '', url);
}
