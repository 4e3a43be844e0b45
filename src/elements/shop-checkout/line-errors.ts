/**
 * The lines of a checkout that the platform refused, with their fixes: loaded the first time
 * `POST /orders` answers an error that names an item (`import('./line-errors.js')`; in the CDN
 * bundle a chunk of its own, with its texts in the three languages), so no checkout pays for it
 * before.
 *
 * A path of the 422's `errors` names a line of the order body (./receiver-form.ts, `orderBody`):
 * `product_items.<i>…` the i-th product line (`…buyer_inputs.<id>`: a buyer input),
 * `quantities.<variant_id>` the product line of that variant (with the body's `min_quantity` when the
 * line holds fewer), `content_items.<i>…` the i-th content line, a bare `buyer_inputs.<id>` the product
 * line that holds that input (else the only product line). The cart is read again, and for an option
 * the content's detail too (spec: "Errors", "for an option, reads the detail again"): an option the
 * detail no longer sells (gone, or a live or offline schedule that is over) is said to be no longer sold.
 * Each line keeps one message, next to it in the summary, with its fix: "Change to N" for a quantity
 * below the minimum, "Remove" for anything else (a buyer input is entered on the product page, which
 * the checkout does not have). A line the fresh cart no longer holds is named in the form's alert.
 *
 * Spec: docs/spec/storefront-api.md, "Errors" (422: `errors` by field path, `min_quantity`),
 * "Order create request", "Logged-in cart" (rules 2 and 3), "Rules tying reads to writes" 2.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { StorefrontError } from '../../api/errors.js';
import { cartLineKey, type Cart, type CartItem } from '../../api/readers/cart.js';
import { isPastOption } from '../../api/readers/content.js';
import { fillPlaceholders, type Language } from '../../i18n/i18n.js';
import en from '../../i18n/locales/en/checkout-lines.js';
import ko from '../../i18n/locales/ko/checkout-lines.js';
import ja from '../../i18n/locales/ja/checkout-lines.js';
import { lineName, removedLine } from '../../ui/cart-line.js';
import type { Shop } from '../../state/shop.js';
import { emit } from '../../events/index.js';

const TEXTS: Record<Language, typeof en> = { ko, en, ja };

/** `key` of the texts in `language`, its `{placeholders}` filled. */
export const text = (language: Language, key: keyof typeof en, vars?: Record<string, string | number>): string => fillPlaceholders(TEXTS[language][key], vars);

/** What is wrong with one line, and so which fix it gets. */
export type LineKind = 'minimum' | 'unavailable' | 'inputs' | 'optionEnded' | 'refused';

/** A refused line: the line as it was sent, why, and its fix. */
export interface LineProblem {
  /** {@link cartLineKey} of the line. */
  key: string;
  item: CartItem;
  kind: LineKind;
  /** The platform's message. */
  reason: string;
  /** `minimum`: the quantity to change to. */
  quantity: number;
  /** The fix is running. */
  busy?: boolean;
  /** Why the fix failed, if it did. */
  failed?: string;
}

/** What {@link refusedLines} found. */
export interface RefusedLines {
  /** One per line still in the cart, in the cart's order. */
  problems: LineProblem[];
  /** The paths of the error placed next to a line (the form shows the others). */
  placed: Set<string>;
  /** The lines the fresh cart no longer holds (named in the form's alert: {@link goneText}). */
  gone: LineProblem[];
}

/** The line of `cart` (the cart the order body was made of) that `path` names, if any. */
function lineOf(cart: Cart, path: string): { item: CartItem; inputs: boolean } | null {
  const products = cart.items.filter((i) => i.item_type === 'product');
  const [head, index, rest] = path.split('.');
  const at = Number(index);
  if (head === 'product_items' && products[at]) return { item: products[at], inputs: rest === 'buyer_inputs' };
  if (head === 'content_items') {
    const item = cart.items.filter((i) => i.item_type === 'content')[at];
    return item ? { item, inputs: false } : null;
  }
  if (head === 'quantities') {
    const item = products.find((i) => i.item_type === 'product' && String(i.variant_id) === index);
    return item ? { item, inputs: false } : null;
  }
  if (head === 'buyer_inputs') {
    const holder = products.find((i) => i.item_type === 'product' && index! in i.buyer_inputs) ?? (products.length === 1 ? products[0] : undefined);
    return holder ? { item: holder, inputs: true } : null;
  }
  return null;
}

/** Whether the content's detail, read again, still sells `option_id`. Null when it cannot be read. */
async function stillSold(shop: Shop, content_id: number, option_id: number): Promise<boolean | null> {
  try {
    shop.client.transport.invalidate(`/contents/${content_id}`);
    const detail = await shop.client.content(content_id);
    const option = detail.options.find((o) => o.option_id === option_id);
    const scheduled = detail.content_type === 'live' || detail.content_type === 'offline';
    return !!option && !(scheduled && isPastOption(option, shop.timeZone));
  } catch {
    return null;
  }
}

/**
 * The lines of `cart` that `error` names, each with one problem (its first path), after the cart is
 * read again and, for each refused option, its content's detail.
 */
export async function refusedLines(shop: Shop, cart: Cart, error: StorefrontError): Promise<RefusedLines> {
  const byKey = new Map<string, LineProblem>();
  const placed = new Set<string>();
  for (const [path, messages] of Object.entries(error.errors)) {
    const found = lineOf(cart, path);
    if (!found) continue;
    placed.add(path);
    const { item, inputs } = found;
    const key = cartLineKey(item);
    if (byKey.has(key)) continue;
    const min = error.min_quantity;
    const kind: LineKind = inputs
      ? 'inputs'
      : path.startsWith('quantities.')
        ? min !== null && min > item.quantity
          ? 'minimum'
          : 'refused'
        : item.item_type === 'content'
          ? 'refused'
          : 'unavailable';
    byKey.set(key, { key, item, kind, reason: messages[0] ?? error.message, quantity: kind === 'minimum' ? min! : item.quantity });
  }
  const problems = [...byKey.values()];
  const [fresh] = await Promise.all([
    shop.cart.refresh().catch(() => null),
    ...problems.map(async (p) => {
      if (p.item.item_type !== 'content' || p.item.content_id === null) return;
      if ((await stillSold(shop, p.item.content_id, p.item.option_id)) === false) p.kind = 'optionEnded';
    }),
  ]);
  const held = new Set((fresh ?? cart).items.map(cartLineKey));
  return { problems: problems.filter((p) => held.has(p.key)), placed, gone: problems.filter((p) => !held.has(p.key)) };
}

/** The message of `p` in `language` (the kind's words, with the platform's where they add to them). */
function messageOf(p: LineProblem, language: Language): string {
  if (p.kind === 'minimum') return text(language, 'minimum', { quantity: p.quantity });
  if (p.kind === 'inputs' || p.kind === 'refused') return text(language, p.kind, { reason: p.reason });
  return text(language, p.kind);
}

/** The id of the message of `p` (focused after a refusal). */
export const noteId = (p: LineProblem): string => `line-error-${p.key.replace(':', '-')}`;

/**
 * The message next to the line of `p` (`part="line-error"`, focusable so that the focus can move
 * to it) with its fix (`part="button fix-button"`): "Change to N", or "Remove" (its name "Remove
 * {name}").
 */
export function lineNote(p: LineProblem, language: Language, onFix: (p: LineProblem) => void): TemplateResult {
  const name = lineName(p.item);
  const minimum = p.kind === 'minimum';
  return html`<div class="line-error" part="line-error" id=${noteId(p)} tabindex="-1">
    <p>${messageOf(p, language)}</p>
    ${p.failed ? html`<p>${p.failed}</p>` : nothing}
    <button
      type="button"
      part="button fix-button"
      aria-label=${minimum ? nothing : text(language, 'removeItem', { name })}
      aria-disabled=${p.busy ? 'true' : 'false'}
      @click=${() => p.busy || onFix(p)}
    >
      ${minimum ? text(language, 'change', { quantity: p.quantity }) : text(language, 'remove')}
    </button>
  </div>`;
}

/** A line the fresh cart no longer holds, named for the form's alert: "{name} is no longer in your cart: {message}". */
export function goneText(p: LineProblem, language: Language): string {
  return text(language, 'gone', { name: lineName(p.item), reason: messageOf(p, language) });
}

/**
 * Runs the fix of `p`: the quantity set to the minimum (`PUT /cart/quantity`), or the line removed
 * (`DELETE /cart/{item_id}`, then `shop-cart-remove` on `host`). Resolves with what to announce;
 * rejects with the write's error.
 */
export async function fixLine(host: HTMLElement, shop: Shop, p: LineProblem, language: Language): Promise<string> {
  const item = p.item;
  const name = lineName(item);
  if (p.kind === 'minimum' && item.item_type === 'product') {
    await shop.cart.setQuantity(item.variant_id, p.quantity, host);
    return text(language, 'changed', { name, quantity: p.quantity });
  }
  await shop.cart.remove(item, host);
  emit(host, 'shop-cart-remove', removedLine(item));
  return text(language, 'removed', { name });
}
