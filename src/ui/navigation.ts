/**
 * Every navigation an element offers goes through here, so that a single-page app can catch each
 * one: a cancelable `shop-navigate` `{ href, kind, id }` first, and the browser's own navigation
 * only when no listener cancelled it. Links stay real `<a href>` (middle-click, open in a new tab,
 * copy link address keep working); only a plain left click is announced.
 * Design: docs/spec/public-api.md, "Events" (`shop-navigate`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { emit } from '../events/index.js';
import type { ShopNavigateDetail } from '../events/shop-navigate.js';
import { sameSiteUrl } from '../state/redirect.js';

/**
 * The page author's URL template `attribute` (`product-href="/p.html?product_id={product_id}"`)
 * with each `{name}` of `fill` replaced by its URL-encoded value, checked by {@link siteHref}.
 */
export function authorHref(host: Element, attribute: string, template: string | null | undefined, fill: Record<string, number | string> = {}): string | null {
  if (!template) return null;
  let href = template;
  for (const [name, value] of Object.entries(fill)) href = href.split(`{${name}}`).join(encodeURIComponent(String(value)));
  return siteHref(host, attribute, href);
}

/**
 * A page author's link (`checkout-href`, `cart-href`, a filled `product-href`…) as the href to
 * render: http(s) on this page's origin, else null (a `javascript:` or `data:` URL, another
 * origin, `//host`, `/\host`… are refused and logged once per element and value).
 */
export function siteHref(host: Element, attribute: string, href: string | null | undefined): string | null {
  if (!href) return null;
  const url = sameSiteUrl(href);
  if (url) return href;
  reportRefused(host, attribute, href);
  return null;
}

const reported = new WeakMap<Element, Set<string>>();

function reportRefused(host: Element, attribute: string, href: string): void {
  const seen = reported.get(host) ?? new Set<string>();
  reported.set(host, seen);
  if (seen.has(href)) return;
  seen.add(href);
  console.error(
    `shop-elements: <${host.localName}> ${attribute}="${href}" is not followed: links must be http(s) addresses on this site ` +
      `(a path such as "/checkout.html", or ${typeof location === 'undefined' ? 'this origin' : location.origin}/…).`,
    host,
  );
}

/** True for a click the browser handles itself (new tab, new window, download). */
export function isModifiedClick(e: MouseEvent): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/** Emits `shop-navigate`; unless a listener cancelled it, goes to `href` when one is set. */
export function navigate(host: HTMLElement, detail: ShopNavigateDetail): void {
  if (emit(host, 'shop-navigate', detail) && detail.href) location.assign(detail.href);
}

export interface NavLinkOptions {
  host: HTMLElement;
  /** A checked href (see {@link siteHref}), or null: then a button that only emits `shop-navigate`. */
  href: string | null;
  kind: ShopNavigateDetail['kind'];
  id?: number | string | null;
  /** `part` of the link or button. */
  part: string;
  /** Class names (`button primary`…). */
  className?: string;
  content: TemplateResult | string;
}

/**
 * A link that announces itself: with an href, a real `<a href>` whose plain click emits the
 * cancelable `shop-navigate` and is followed only when not cancelled; without one, a button that
 * emits `shop-navigate` with `href: null`.
 */
export function navLink({ host, href, kind, id = null, part, className, content }: NavLinkOptions): TemplateResult {
  if (href) {
    return html`<a
      class=${className ?? nothing}
      part=${part}
      href=${href}
      @click=${(e: MouseEvent) => {
        if (!isModifiedClick(e) && !emit(host, 'shop-navigate', { href, kind, id })) e.preventDefault();
      }}
      >${content}</a
    >`;
  }
  const buttonClass = className?.replace(/\bbutton\b/, '').trim();
  return html`<button type="button" class=${buttonClass || nothing} part=${part} @click=${() => emit(host, 'shop-navigate', { href: null, kind, id })}>
    ${content}
  </button>`;
}
