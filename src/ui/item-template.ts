/**
 * "Your own markup": a list or detail element with a `<template>` child renders its items with that
 * template in the light DOM instead of its own cards, so that a theme styles them with its own CSS
 * and their text is in the page for search engines. Design: docs/spec/public-api.md, "Beyond the
 * catalog" (`<template>` child); README, "Your own markup".
 *
 * Bindings, on any element of the template (a fixed vocabulary; the field names each element gives
 * are listed in its docstring and the README):
 * - `data-field="name"`: the field as text (`textContent`; never parsed as HTML);
 * - `data-field-src="image"`: the `src` attribute, only an http(s) or relative URL;
 * - `data-field-href="href"`: the `href` attribute, only an http(s) or relative URL;
 * - `data-field-html="description"`: seller HTML, through the sanitizer (./sanitize.ts).
 * An element whose field is empty (no value, an empty text, no URL) gets the `hidden` attribute,
 * and loses it when the field has a value: `<span data-field="sale_badge">` shows only on sale.
 * A field name the element does not give is told once per template in the console.
 *
 * Loaded on first use (a dynamic import by the elements): pages without a template never download it.
 */
import type { ReactiveControllerHost } from 'lit';
import { safeImageUrl, safeLinkUrl } from '../api/safe-url.js';
import { isModifiedClick } from './navigation.js';
import { partsOfTag, type Language } from '../i18n/i18n.js';
import { localeReady } from '../i18n/load.js';

/** A field's value: text (also formatted prices), a number (ids, counts), or nothing. */
export type FieldValue = string | number | null | undefined;

/** The fields of one item, by name; `html` ones hold seller HTML (bound with `data-field-html` only). */
export interface ItemFields {
  [name: string]: FieldValue;
}

/** One item to render: its id (for `shop-navigate`) and its fields. */
export interface TemplateItem {
  id: number;
  fields: ItemFields;
}

/** The four bindings: attribute → how the value is applied. */
const BINDINGS = ['data-field', 'data-field-src', 'data-field-href', 'data-field-html'] as const;
type Binding = (typeof BINDINGS)[number];

/** Templates whose unknown field names were already told. */
const told = new WeakSet<HTMLTemplateElement>();

const isEmpty = (value: FieldValue): boolean => value === null || value === undefined || value === '';

function apply(element: Element, binding: Binding, value: FieldValue): void {
  let shown = !isEmpty(value);
  if (binding === 'data-field') element.textContent = shown ? String(value) : '';
  else if (binding === 'data-field-html') {
    // The sanitizer is imported, not bundled in: it is the detail elements' (their chunk has it already).
    if (shown) void import('./sanitize.js').then((m) => m.setSanitizedHtml(element, String(value))).catch(() => element.replaceChildren());
    else element.replaceChildren();
  } else {
    const attribute = binding === 'data-field-src' ? 'src' : 'href';
    const url = shown ? (binding === 'data-field-src' ? safeImageUrl(value) : safeLinkUrl(value)) : null;
    shown = url !== null;
    if (url === null) element.removeAttribute(attribute);
    else element.setAttribute(attribute, url);
  }
  element.toggleAttribute('hidden', !shown);
}

/** Fills a clone of `template` with `fields`. */
export function fillTemplate(template: HTMLTemplateElement, fields: ItemFields, known: readonly string[] = Object.keys(fields)): DocumentFragment {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const unknown = new Set<string>();
  for (const binding of BINDINGS)
    for (const element of fragment.querySelectorAll(`[${binding}]`)) {
      const name = element.getAttribute(binding)!.trim();
      if (!known.includes(name)) unknown.add(name);
      apply(element, binding, fields[name]);
    }
  if (unknown.size && !told.has(template)) {
    told.add(template);
    const host = (template.parentElement?.localName ?? 'the element').toString();
    console.warn(
      `shop-elements: <${host}>'s <template> binds ${[...unknown].map((n) => `"${n}"`).join(', ')}, which <${host}> does not give; its fields are: ${known.join(', ')}.`,
    );
  }
  return fragment;
}

/**
 * Renders `items` with `template` into the host's light DOM: one `[data-shop-item]` element per item
 * (with `role="listitem"` when `list`) in one `[data-shop-items]` container after the template
 * (`role="list"` when `list`), replacing what an earlier call rendered. `known`: the field names the
 * element gives. A click on a link of an item calls `activate(id, href, event)`.
 */
export function renderItems(
  host: HTMLElement,
  template: HTMLTemplateElement,
  items: readonly TemplateItem[],
  known: readonly string[],
  options: { list: boolean; activate?: (id: number, href: string, event: MouseEvent) => void },
): HTMLElement {
  let container = host.querySelector<HTMLElement>(':scope > [data-shop-items]');
  if (!container) {
    container = document.createElement('div');
    container.setAttribute('data-shop-items', '');
    if (options.list) container.setAttribute('role', 'list');
    container.addEventListener('click', (event) => {
      const link = (event.target as Element).closest?.('a[href]');
      const item = link?.closest<HTMLElement>('[data-shop-item]');
      if (!link || !item || !container!.contains(item)) return;
      options.activate?.(Number(item.dataset.shopItem), link.getAttribute('href')!, event);
    });
    template.after(container);
  }
  container.replaceChildren(
    ...items.map(({ id, fields }) => {
      const item = document.createElement('div');
      item.setAttribute('data-shop-item', String(id));
      if (options.list) item.setAttribute('role', 'listitem');
      item.append(fillTemplate(template, fields, known));
      return item;
    }),
  );
  return container;
}

/** Removes what {@link renderItems} rendered in `host`. */
export function clearItems(host: HTMLElement): void {
  host.querySelector(':scope > [data-shop-items]')?.remove();
}

/** What {@link useTemplate} reads of the element. */
export interface TemplateOptions<S> {
  /** What the items come from (a list's page, a detail); undefined before the first answer. */
  source: () => S | undefined;
  /** The items to render (each with its id and fields) of a source. */
  items: (source: S) => TemplateItem[];
  /** What else the fields depend on (each compared by identity): a change renders the items again. */
  inputs: () => readonly unknown[];
  /** The page's language: the items render once its strings are loaded (as the element itself), and again when it changes. */
  language: () => Language;
  /** A list (`role="list"` and `listitem`s), or one item (a detail). */
  list: boolean;
  /** Emits `shop-navigate` for an item's link; false when a listener cancelled it. */
  navigate?: (id: number, href: string) => boolean;
}

/** Settles once the document's first load is over and its main thread was idle once (see {@link pageSettled}). */
let settling: Promise<void> | undefined;
let settled = false;

/**
 * The page's own scripts are done with the markup they server-rendered: the document's `load`
 * event has fired, then the main thread was idle once (`requestIdleCallback`; a macrotask where
 * there is none). A framework that hydrates the server's HTML (React in Next.js, Vue in Nuxt…)
 * claims each element's light-DOM children in that time, and fails on a child it did not render
 * (React's #418): the items' container must not be in the light DOM before. Resolved at once
 * afterwards (client-side routes, later pages, elements added by script).
 */
export function pageSettled(): Promise<void> {
  settling ??= new Promise<void>((resolve) => {
    const done = () => ((settled = true), resolve());
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done) : setTimeout(done, 0));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
  return settling;
}

/**
 * Renders an element's items with `template` in its light DOM after each update in which the
 * source or `inputs()` changed: a reactive controller added to `host`. A click on an item's link
 * emits `shop-navigate` (cancelled: the link is not followed). Nothing is rendered before
 * {@link pageSettled} (once per page: the document's `load` event, then one idle moment): the
 * element never adds a child to its light DOM while a framework may still be hydrating it.
 */
export function useTemplate<S>(host: ReactiveControllerHost & HTMLElement, template: HTMLTemplateElement, options: TemplateOptions<S>): void {
  let rendered: readonly unknown[] = [];
  const render = () => {
    if (!settled) return void pageSettled().then(render);
    const source = options.source();
    const language = options.language();
    const inputs = [source, language, ...options.inputs()];
    if (source === undefined || !localeReady(language, partsOfTag(host.localName)) || inputs.every((x, i) => x === rendered[i])) return;
    rendered = inputs;
    const items = options.items(source);
    renderItems(host, template, items, Object.keys(items[0]?.fields ?? {}), {
      list: options.list,
      activate: (id, href, event) => {
        if (!isModifiedClick(event) && options.navigate && !options.navigate(id, href)) event.preventDefault();
      },
    });
  };
  host.addController({ hostUpdated: render });
  render();
}
