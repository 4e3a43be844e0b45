/**
 * Display helpers for cart lines shared by `<shop-cart>` and the order summary of `<shop-checkout>`:
 * a line's name, its variant's value names as the product page names them, its buyer inputs with
 * their labels (both from the product detail, ./cart-products.ts, when it is read), and the rows of
 * the estimate (./shipping-estimate.ts).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { CartItem } from '../api/readers/cart.js';
import { optionValue, type ProductDetail } from '../api/readers/product.js';
import { formatPrice, type Language } from '../i18n/i18n.js';
import { unavailablePrice } from './price.js';
import type { CartEstimate } from './shipping-estimate.js';
import type { ShopCartRemoveDetail } from '../events/shop-cart-remove.js';

/** The line's name: a product's `name`, a content's `title`. */
export function lineName(item: CartItem): string {
  return item.item_type === 'product' ? item.name : item.title;
}

/**
 * The variant label of a product line, the option title of a content line. With the product's
 * detail, each of the variant's values is named as the product page names it (`display_label` of
 * `option_value_display_settings`, else the value), joined by " / "; without it (or for a variant
 * without option values), the cart's `label`.
 */
export function lineDetail(item: CartItem, detail?: ProductDetail): string | null {
  if (item.item_type !== 'product') return item.option_title;
  const variant = detail?.variants.find((v) => v.variant_id === item.variant_id);
  if (!detail || !variant?.attributesArray.length) return item.label;
  return detail.options
    .map((name, index) => {
      const value = optionValue(variant, name);
      const setting = detail.option_value_display_settings.find((s) => s.attribute_index === index && s.value_text === value);
      return setting?.display_label || value;
    })
    .filter((v) => v)
    .join(' / ');
}

/** The line's image (decorative: the name is next to it), or an empty placeholder. */
export function lineImage(item: CartItem): TemplateResult {
  return item.image_url
    ? html`<img part="image" class="thumb" src=${item.image_url} alt="" loading="lazy" width="64" height="64" />`
    : html`<span part="image" class="thumb" aria-hidden="true"></span>`;
}

/**
 * The buyer inputs of a product line (`buyer_inputs`), each with its label from the product's
 * `buyer_input_options` in their order; an input the detail does not name (or before it is read)
 * shows its text alone, after the others.
 */
function lineInputs(item: CartItem, detail?: ProductDetail): TemplateResult | typeof nothing {
  if (item.item_type !== 'product') return nothing;
  const entries = Object.entries(item.buyer_inputs).filter(([, text]) => text.trim() !== '');
  if (!entries.length) return nothing;
  const order = detail?.buyer_input_options ?? [];
  const rank = (id: string) => {
    const i = order.findIndex((o) => String(o.input_option_id) === id);
    return i < 0 ? order.length : i;
  };
  entries.sort((a, b) => rank(a[0]) - rank(b[0]));
  return html`<ul part="inputs" class="inputs">
    ${entries.map(([id, text]) => {
      const label = order.find((o) => String(o.input_option_id) === id)?.label;
      return html`<li>${label ? html`<span class="muted">${label}: </span>` : nothing}<span class="input-text">${text}</span></li>`;
    })}
  </ul>`;
}

/** Name, detail and buyer inputs, as `part="title"`, `part="detail"` and `part="inputs"`. */
export function lineTitle(item: CartItem, detail?: ProductDetail): TemplateResult {
  const text = lineDetail(item, detail);
  return html`<span part="title" class="title">${lineName(item)}</span
    >${text ? html`<span part="detail" class="muted detail">${text}</span>` : nothing}${lineInputs(item, detail)}`;
}

/** The detail of `shop-cart-remove` for a removed cart line (src/events/shop-cart-remove.ts). */
export function removedLine(item: CartItem): ShopCartRemoveDetail {
  return item.item_type === 'product'
    ? { item_type: 'product', product_id: item.product_id, variant_id: item.variant_id, quantity: item.quantity }
    : { item_type: 'content', option_id: item.option_id, quantity: item.quantity };
}

/**
 * The keys of the estimate's words, which each element using {@link estimateRows} has in its own
 * strings: `shippingFree` at 0, `shippingLater` while the shipping is unknown, `estimateNote` below
 * the rows (the platform confirms the amount).
 */
export type EstimateKey = 'subtotal' | 'shipping' | 'shippingFree' | 'shippingLater' | 'total' | 'estimateNote';

/**
 * The rows of the estimate: subtotal, shipping ("Free" at 0; "calculated later" while unknown),
 * the estimated total (while the shipping is known), and the note; amounts in the currency's major
 * unit, formatted in `lang`. `say` gives the element's word for a key. Parts `subtotal`,
 * `shipping`, `total`, `estimate-note`.
 */
export function estimateRows(estimate: CartEstimate, currency: string, lang: Language, say: (key: EstimateKey) => string): TemplateResult {
  const { subtotal, shipping, total } = estimate;
  const price = (amount: number | null) => (amount === null ? unavailablePrice(lang) : formatPrice(amount, currency, lang));
  return html`<div class="sums">
    <p class="sum" part="subtotal"><span>${say('subtotal')}</span> <span>${price(subtotal)}</span></p>
    <p class="sum" part="shipping">
      <span>${say('shipping')}</span> <span>${shipping === null ? say('shippingLater') : shipping === 0 ? say('shippingFree') : price(shipping)}</span>
    </p>
    ${total === null ? nothing : html`<p class="sum grand" part="total"><span>${say('total')}</span> <span>${price(total)}</span></p>`}
    <p class="muted note" part="estimate-note">${say('estimateNote')}</p>
  </div>`;
}

/** Layout of a line (image, then name, detail and inputs stacked) and of the estimate's rows. */
export const lineStyles = css`
  .line {
    display: grid;
    grid-template-columns: 64px 1fr auto;
    gap: var(--_space);
    align-items: center;
    padding-block: var(--_space);
    border-bottom: 1px solid var(--_border);
  }
  .thumb {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: var(--_radius);
    background: var(--_border);
    display: block;
  }
  .title {
    display: block;
    font-weight: 600;
  }
  .detail {
    display: block;
    font-size: 0.875em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .inputs {
    font-size: 0.875em;
    overflow-wrap: anywhere;
  }
  .input-text {
    white-space: pre-line;
  }
  .sums {
    display: grid;
    gap: calc(var(--_space) * 0.75);
  }
  /* Under the checkout summary's lines: away from the last line's border. */
  ul + .sums {
    margin-top: var(--_space);
  }
  .sum {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: var(--_space);
    margin: 0;
  }
  .grand {
    font-weight: 600;
    font-size: 1.125em;
    border-top: 1px solid var(--_border);
    padding-top: var(--_space);
  }
  .note {
    font-size: 0.875em;
    margin: 0;
  }
`;
