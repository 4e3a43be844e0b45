/** Display helpers for cart lines shared by `<shop-cart>` and `<shop-checkout>`. */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { CartItem } from '../api/readers/cart.js';

/** The line's name: a product's `name`, a content's `title`. */
export function lineName(item: CartItem): string {
  return item.item_type === 'product' ? item.name : item.title;
}

/** The variant label of a product line, the option title of a content line. */
export function lineDetail(item: CartItem): string | null {
  return item.item_type === 'product' ? item.label : item.option_title;
}

/** The line's image (decorative: the name is next to it), or an empty placeholder. */
export function lineImage(item: CartItem): TemplateResult {
  return item.image_url
    ? html`<img part="image" class="thumb" src=${item.image_url} alt="" loading="lazy" width="64" height="64" />`
    : html`<span part="image" class="thumb" aria-hidden="true"></span>`;
}

/** Name and detail, as `part="title"` and `part="detail"`. */
export function lineTitle(item: CartItem): TemplateResult {
  const detail = lineDetail(item);
  return html`<span part="title" class="title">${lineName(item)}</span>${detail ? html`<span part="detail" class="muted detail">${detail}</span>` : nothing}`;
}

/** Layout of a line: image, then name and detail stacked. */
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
  .total {
    display: flex;
    justify-content: space-between;
    font-weight: 600;
    margin-block: var(--_space);
  }
`;
