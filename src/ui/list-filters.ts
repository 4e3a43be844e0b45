/**
 * The list filters shared by `<shop-product-list>` and `<shop-content-list>`, and the helpers
 * the filter elements use to reach the list they drive.
 *
 * Attributes `category-id`, `category-ids` (comma list), `tag-id`, `tag-ids`, `search`,
 * `orderby`, `limit` and `page` become the {@link ListFilters} of `GET /products` and
 * `GET /contents` (spec: docs/spec/storefront-api.md, "List filters of /products and /contents").
 */
import type { ComplexAttributeConverter } from 'lit';
import type { ContentListFilters, ListFilters } from '../api/index.js';
import { readId } from './attribute-values.js';
import { checkId, checkIds, checkInteger, checkOneOf, problems, readInteger, type ConfigProblem } from './config-error.js';
import { CONTENT_TYPES } from '../api/readers/content.js';

/** The filter properties of a catalog list, or the text of its attributes (ids and integers read either way). */
export interface ListFilterProps {
  categoryId?: number | string | null;
  categoryIds?: number[] | null;
  tagId?: number | string | null;
  tagIds?: number[] | null;
  search?: string | null;
  orderby?: string | null;
  limit?: number | string | null;
  page?: number | string | null;
}

/** Properties whose change starts the list again from page 1. */
export const FILTER_PROPS = ['categoryId', 'categoryIds', 'tagId', 'tagIds', 'search', 'orderby', 'limit'] as const;

/** Every property a list's read depends on (a content list's `contentType` too): one a script set is not in the attributes. */
export const LIST_PROPS: readonly string[] = [...FILTER_PROPS, 'page', 'contentType'];

/** Largest page size asked for (`limit` maximum 100: README, "Choices made where the spec says 'not shown'"). */
export const MAX_LIMIT = 100;

/** A positive integer from a number or numeric text (an id), else undefined. */
export function positiveInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  return typeof value === 'string' ? (readId(value) ?? undefined) : undefined;
}

/** Ids of a comma (or space) list: `"12, 14"` → `[12, 14]`; anything not an id is skipped. */
export function parseIds(text: string | null | undefined): number[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .map(positiveInt)
    .filter((n): n is number => n !== undefined);
}

/** Lit converter of a comma-list attribute to `number[]` (and back, for reflection). */
export const idsConverter: ComplexAttributeConverter<number[] | undefined> = {
  fromAttribute: (value) => (value === null ? undefined : parseIds(value)),
  toAttribute: (value) => (value && value.length ? value.join(',') : undefined),
};

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** The `ListFilters` of a list's properties; invalid or empty values are left out. */
export function readListFilters(props: ListFilterProps): ListFilters {
  const filters: ListFilters = { page: readInteger(props.page, 1) ?? 1 };
  const limit = readInteger(props.limit, 1, MAX_LIMIT);
  if (limit) filters.limit = limit;
  const search = text(props.search);
  if (search) filters.search = search;
  const categoryId = positiveInt(props.categoryId);
  if (categoryId) filters.category_id = categoryId;
  if (props.categoryIds?.length) filters.category_ids = props.categoryIds;
  const tagId = positiveInt(props.tagId);
  if (tagId) filters.tag_id = tagId;
  if (props.tagIds?.length) filters.tag_ids = props.tagIds;
  const orderby = text(props.orderby);
  if (orderby) filters.orderby = orderby;
  return filters;
}

/**
 * The list a filter drives: the element with id `forId` in the filter's own document or
 * shadow root, else in the document. Null when there is none (yet).
 */
export function listTarget(host: Element, forId: string | null | undefined): HTMLElement | null {
  if (!forId) return null;
  const root = host.getRootNode() as Document | ShadowRoot;
  return (root.getElementById?.(forId) ?? document.getElementById(forId)) as HTMLElement | null;
}

/**
 * Sets (or, for null / empty, removes) one filter attribute of `target` and brings it back to
 * page 1. Does nothing when the value is unchanged.
 */
export function setListFilter(target: HTMLElement, attribute: string, value: string | number | null): void {
  const next = value === null || value === '' ? null : String(value);
  if (target.getAttribute(attribute) === next) return;
  if (next === null) target.removeAttribute(attribute);
  else target.setAttribute(attribute, next);
  target.setAttribute('page', '1');
}

/**
 * Calls `onChange` whenever one of `attributes` of the list `forId` changes, and once the list
 * appears when it is not in the DOM yet (a CMS places blocks in any order). Returns the stop
 * function.
 */
export function watchListTarget(host: Element, forId: string | null | undefined, attributes: string[], onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  let waiting: MutationObserver | undefined;
  const attach = (target: HTMLElement) => observer.observe(target, { attributes: true, attributeFilter: attributes });
  const target = listTarget(host, forId);
  if (target) attach(target);
  else if (forId) {
    waiting = new MutationObserver(() => {
      const found = listTarget(host, forId);
      if (!found) return;
      waiting?.disconnect();
      attach(found);
      onChange();
    });
    waiting.observe(host.getRootNode(), { childList: true, subtree: true });
  }
  return () => {
    observer.disconnect();
    waiting?.disconnect();
  };
}

/**
 * What is wrong in a list's attributes (`category-id`, `category-ids`, `tag-id`, `tag-ids`,
 * `limit`, `page`, `pagination`, and a content list's `content-type`): the checks of `<shop-product-list>` and
 * `<shop-content-list>`, which the CDN core also runs before it sends a list's first read.
 */
export function listConfigProblems(host: Element, kind: 'product' | 'content'): ConfigProblem[] {
  return problems(
    checkId(host, 'category-id'),
    checkIds(host, 'category-ids'),
    checkId(host, 'tag-id'),
    checkIds(host, 'tag-ids'),
    checkInteger(host, 'limit', 1, MAX_LIMIT),
    checkInteger(host, 'page', 1),
    kind === 'content' ? checkOneOf(host, 'content-type', CONTENT_TYPES) : null,
    checkOneOf(host, 'pagination', ['pages', 'more']),
  );
}

/** A content list's `content_type` filter from its `content-type` text, when it is a type of the spec. */
export function contentTypeFilter(text: string | null | undefined): ContentListFilters['content_type'] | undefined {
  return CONTENT_TYPES.find((t) => t === text?.trim());
}

/**
 * The page-URL query parameter of each list attribute that `sync-url` keeps in the URL (design:
 * docs/spec/public-api.md, "Beyond the catalog": `category_ids`, `tag_ids`, `search`, `orderby`,
 * `page`): a category or tag filter is one any-of list in the URL, whichever attribute holds it.
 */
export const URL_PARAMS: Readonly<Record<string, string>> = {
  'category-id': 'category_ids',
  'category-ids': 'category_ids',
  'tag-id': 'tag_ids',
  'tag-ids': 'tag_ids',
  search: 'search',
  orderby: 'orderby',
  page: 'page',
};

/**
 * The list that syncs the page URL: the document's first list with `sync-url` (one URL, one
 * list: the others keep theirs out of it and say so in the console, see ./list-url.ts).
 */
export function urlSyncedList(): Element | null {
  return document.querySelector('shop-product-list[sync-url],shop-content-list[sync-url]');
}

/**
 * The text of a list attribute as the list reads it: its own, or for the URL-synced list the page
 * URL's parameter where the URL has it (`category_ids` stands for both category attributes: it is
 * read as `category-ids`, and `category-id` as absent; an empty one means none). `page` is not
 * read from the URL with `pagination="more"`. Both the list (./list-url.ts) and the CDN core's
 * first read go through it, so that they send the same read.
 */
export function syncedAttribute(host: Element, name: string): string | null {
  const param = host.hasAttribute('sync-url') && !(name === 'page' && host.getAttribute('pagination') === 'more') ? URL_PARAMS[name] : undefined;
  const value = param && urlSyncedList() === host ? new URL(location.href).searchParams.get(param) : null;
  return value === null ? host.getAttribute(name) : name.endsWith('-id') ? null : value;
}

/**
 * A list's filters read from its attributes alone (the same as {@link readListFilters} of the
 * element's properties when no script set one), and for a `sync-url` list the page URL (see
 * {@link syncedAttribute}): what the CDN core sends as the first read of a list whose chunk is
 * still loading.
 */
export function listFiltersOfAttributes(host: Element, kind: 'product' | 'content'): ContentListFilters {
  const attr = (name: string) => syncedAttribute(host, name);
  const ids = (name: string) => {
    const text = attr(name);
    return text === null ? undefined : parseIds(text);
  };
  const filters: ContentListFilters = readListFilters({
    page: attr('page'),
    limit: attr('limit'),
    search: attr('search'),
    orderby: attr('orderby'),
    categoryId: attr('category-id'),
    categoryIds: ids('category-ids'),
    tagId: attr('tag-id'),
    tagIds: ids('tag-ids'),
  });
  const type = kind === 'content' ? contentTypeFilter(attr('content-type')) : undefined;
  if (type) filters.content_type = type;
  return filters;
}
