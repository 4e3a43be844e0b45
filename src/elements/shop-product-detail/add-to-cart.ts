/**
 * What "Add to cart" and "Buy now" of `<shop-product-detail>` run, loaded on the first click
 * (`import('./add-to-cart.js')`; in the CDN bundle a chunk of its own, with the cart write it shares with
 * the buy button and the content detail): the checks before sending, the add, and the messages of
 * a failed add. The product page shows without it.
 *
 * Spec: docs/spec/storefront-api.md, "Product detail (product)", "Guest cart" / "Logged-in cart" (add
 * body and rules 1 and 3), "Errors" (422: min_quantity and field errors shown next to the fields).
 */
import type { ProductDetail, ProductVariant } from '../../api/readers/product.js';
import { StorefrontError } from '../../api/errors.js';
import type { Language } from '../../i18n/i18n.js';
import { addLine, cartStrings } from '../../ui/cart-actions.js';
import { errorMessage } from '../../i18n/error-message.js';
import { fieldErrorsOf } from '../../ui/field-errors.js';
import { activeInputs, inputError } from './buyer-inputs.js';
import { strings } from './strings.js';
import type { Shop } from '../../state/shop.js';
import type { OptionGroup, Selection } from './variants.js';

/**
 * Adds `quantity` of `variant`, with its `buyer_inputs` when there are any, to the page's cart
 * (`addLine` of src/ui/cart-actions.ts: `shop-cart-add` on `host`, a repeated click held). Resolves
 * false when nothing was sent; rejects with the write's `StorefrontError`.
 */
export function addVariant(host: HTMLElement, shop: Shop, variant: ProductVariant, quantity: number, buyer_inputs: Record<string, string>): Promise<boolean> {
  return addLine(host, shop, {
    item_type: 'product',
    variant_id: variant.variant_id,
    product_id: variant.product_id,
    quantity,
    ...(Object.keys(buyer_inputs).length ? { buyer_inputs } : {}),
  });
}

/**
 * The choices as they would be sent: a message by field key (`option.<attribute_index>` for an
 * option not chosen, `buyer_inputs.<input_option_id>` for an input that fails its check), and the
 * `buyer_inputs` of the add body (the non-blank active inputs, as typed; `datetime` as
 * `YYYY-MM-DD HH:MM:SS`).
 */
export function checkChoices(
  language: Language,
  p: ProductDetail,
  groups: OptionGroup[],
  selection: Selection,
  inputs: Record<number, string>,
): { errors: Record<string, string>; buyer_inputs: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const g of groups) {
    if (selection[g.index] === undefined) errors[`option.${g.index}`] = strings(language, 'chooseOption', { name: g.name });
  }
  const buyer_inputs: Record<string, string> = {};
  for (const b of activeInputs(p)) {
    const value = inputs[b.input_option_id] ?? '';
    const error = inputError(language, b, value);
    if (error) errors[`buyer_inputs.${b.input_option_id}`] = error;
    else if (value.trim()) buyer_inputs[b.input_option_id] = b.input_type === 'datetime' ? `${value.replace('T', ' ')}:00`.slice(0, 19) : value;
  }
  return { errors, buyer_inputs };
}

/**
 * The messages of a failed add: quantity and buyer-input errors of a 400/422 by field key, next to
 * their fields (`min_quantity` as the quantity's message, with the quantity to set); the rest in
 * `alert`. `reread`: the answer named the options or the product, so the detail is read again
 * (the buyer's choices stay).
 */
export function failedAdd(
  language: Language,
  p: ProductDetail,
  e: unknown,
): { errors: Partial<Record<string, string>>; alert: string; min_quantity: number | null; reread: boolean } {
  let errors: Partial<Record<string, string>> = {};
  let other: string[] = [];
  let min_quantity: number | null = null;
  let reread = false;
  if (e instanceof StorefrontError && (e.status === 400 || e.status === 422)) {
    ({ fields: errors, other } = fieldErrorsOf(e, (path) => {
      const m = /^buyer_inputs\.(\d+)/.exec(path);
      if (m && activeInputs(p).some((b) => String(b.input_option_id) === m[1])) return `buyer_inputs.${m[1]}`;
      return path === 'quantity' ? path : null;
    }));
    if (e.min_quantity !== null) {
      min_quantity = e.min_quantity;
      errors.quantity = cartStrings(language, 'minQuantity', { n: e.min_quantity });
    }
    reread = Object.keys(e.errors).some((k) => /^data\.|variant|option|product/.test(k));
  }
  const alert = other.join(' ') || (Object.keys(errors).length ? '' : errorMessage(e, language));
  return { errors, alert, min_quantity, reread };
}
