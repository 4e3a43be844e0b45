/**
 * The platform's purchase rules, shared by the carts and order creation: which variant or option
 * an id names, quantity limits (minimum, bundle, stock), buyer inputs, schedules, prices.
 */
import type { Validation } from './http.js';
import { isRecord, toInt } from './http.js';
import { isPastOption } from './shapes/contents.js';
import { variantPrice } from './shapes/products.js';
import type { BuyerInputOptionRecord, CatalogIndex, OptionRef, OrderLine, ProductRecord, VariantRecord, VariantRef } from './store.js';

/**
 * The active variant named by `variantRaw`, checked against `productRaw`. Adds an error under
 * `paths.variant` (unknown, inactive) or `paths.product` (missing, or not the variant's product).
 */
export function resolveVariant(
  v: Validation,
  catalog: CatalogIndex,
  variantRaw: unknown,
  productRaw: unknown,
  paths: { variant: string; product: string },
): VariantRef | undefined {
  const variantId = toInt(variantRaw);
  if (variantId === undefined) {
    v.add(paths.variant, 'The variant_id must be an integer.');
    return undefined;
  }
  const ref = catalog.variant(variantId);
  if (!ref) {
    v.add(
      paths.variant,
      catalog.product(variantId)
        ? `${variantId} is a product_id, not a variant_id: send product.variants[].variant_id.`
        : `The selected variant ${variantId} does not exist.`,
    );
    return undefined;
  }
  if (!ref.variant.is_active) {
    v.add(paths.variant, `The selected variant ${variantId} is not available.`);
    return undefined;
  }
  const productId = toInt(productRaw);
  if (productRaw === undefined || productRaw === null || productRaw === '') {
    v.add(paths.product, 'The product_id is required.');
    return undefined;
  }
  if (productId !== ref.product.product_id) {
    v.add(paths.product, `The product_id does not match variant ${variantId} (it belongs to product ${ref.product.product_id}).`);
    return undefined;
  }
  return ref;
}

/** The option named by `optionRaw`, sellable now; adds an error under `path` otherwise. */
export function resolveOption(v: Validation, catalog: CatalogIndex, optionRaw: unknown, path: string): OptionRef | undefined {
  const optionId = toInt(optionRaw);
  if (optionId === undefined) {
    v.add(path, 'The option_id must be an integer.');
    return undefined;
  }
  const ref = catalog.option(optionId);
  if (!ref) {
    v.add(
      path,
      catalog.content(optionId)
        ? `${optionId} is a content_id, not an option_id: send content.options[].option_id.`
        : `The selected option ${optionId} does not exist.`,
    );
    return undefined;
  }
  if (isPastOption(ref.content, ref.option)) {
    v.add(path, `The schedule of option ${optionId} has already ended.`);
    return undefined;
  }
  return ref;
}

/**
 * Minimum purchase quantity, bundle (unit) quantity and stock. A minimum error also sets the
 * body's `min_quantity`.
 */
export function checkQuantity(v: Validation, product: ProductRecord, variant: VariantRecord, quantity: number, path: string): void {
  if (quantity < product.min_quantity) {
    v.add(path, `The minimum order quantity is ${product.min_quantity}.`);
    v.extra.min_quantity ??= product.min_quantity;
    return;
  }
  if (quantity % product.unit_quantity !== 0) {
    v.add(path, `The quantity must be a multiple of ${product.unit_quantity}.`);
    return;
  }
  if (variant.quantity === 0) v.add(path, 'This item is sold out.');
  else if (quantity > variant.quantity) v.add(path, `Only ${variant.quantity} left in stock.`);
}

const INPUT_FORMATS: Partial<Record<BuyerInputOptionRecord['input_type'], { re: RegExp; hint: string }>> = {
  date: { re: /^\d{4}-\d{2}-\d{2}$/, hint: 'YYYY-MM-DD' },
  time: { re: /^\d{2}:\d{2}(:\d{2})?$/, hint: 'HH:MM' },
  datetime: { re: /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/, hint: 'YYYY-MM-DDTHH:MM' },
};

/**
 * Reads buyer_inputs (an object keyed by input_option_id, or an array of
 * `{ input_option_id, value }`), keeps only active items, and checks is_required, max_length and
 * the date/time formats. Errors go under `<prefix>buyer_inputs.<input_option_id>` (an order names
 * its item: `product_items.0.buyer_inputs.301`).
 */
export function readBuyerInputs(v: Validation, product: ProductRecord, raw: unknown, prefix = ''): Record<string, string> {
  const given = new Map<number, unknown>();
  if (Array.isArray(raw)) {
    for (const entry of raw) {
      const key = isRecord(entry) ? toInt(entry.input_option_id) : undefined;
      if (isRecord(entry) && key !== undefined) given.set(key, entry.value);
    }
  } else if (isRecord(raw)) {
    for (const [k, value] of Object.entries(raw)) {
      const key = toInt(k);
      if (key !== undefined) given.set(key, value);
    }
  } else if (raw !== undefined && raw !== null) {
    v.add(`${prefix}buyer_inputs`, 'The buyer_inputs must be an object keyed by input_option_id.');
    return {};
  }

  const out: Record<string, string> = {};
  for (const option of product.buyer_input_options) {
    if (option.status !== 'active') continue;
    const path = `${prefix}buyer_inputs.${option.input_option_id}`;
    const rawValue = given.get(option.input_option_id);
    if (rawValue !== undefined && rawValue !== null && typeof rawValue !== 'string' && typeof rawValue !== 'number') {
      v.add(path, `The ${option.label.en} must be text.`);
      continue;
    }
    const value = rawValue === undefined || rawValue === null ? '' : String(rawValue);
    if (value.trim() === '') {
      if (option.is_required) v.add(path, `The ${option.label.en} field is required.`);
      continue;
    }
    if (option.max_length !== null && [...value].length > option.max_length) {
      v.add(path, `The ${option.label.en} may not be longer than ${option.max_length} characters.`);
      continue;
    }
    const format = INPUT_FORMATS[option.input_type];
    if (format && !format.re.test(value)) {
      v.add(path, `The ${option.label.en} must look like ${format.hint}.`);
      continue;
    }
    out[String(option.input_option_id)] = value;
  }
  return out;
}

/** Shipping of one product line: free at fee 0 or from the free-shipping threshold. */
export function lineShipping(product: ProductRecord, linePrice: number): number {
  const { shipping_fee, free_over } = product.shipping;
  if (shipping_fee === 0) return 0;
  if (free_over !== null && linePrice >= free_over) return 0;
  return shipping_fee;
}

export function productOrderLine(ref: VariantRef, quantity: number, buyer_inputs: Record<string, string>): OrderLine {
  const unit = variantPrice(ref.variant);
  const price = unit * quantity;
  const label = ref.variant.values.join(' / ');
  return {
    kind: 'product',
    product_id: ref.product.product_id,
    variant_id: ref.variant.variant_id,
    content_id: null,
    option_id: null,
    content_type: null,
    title: ref.product.name,
    subtitle: { ko: label, en: label, ja: label },
    quantity,
    unit_price: unit,
    price,
    shipping_price: lineShipping(ref.product, price),
    buyer_inputs,
  };
}

export function contentOrderLine(ref: OptionRef): OrderLine {
  return {
    kind: 'content',
    product_id: null,
    variant_id: null,
    content_id: ref.content.content_id,
    option_id: ref.option.option_id,
    content_type: ref.content.content_type,
    title: ref.content.title,
    subtitle: ref.option.title,
    quantity: 1,
    unit_price: ref.option.sale_price,
    price: ref.option.sale_price,
    shipping_price: 0,
    buyer_inputs: {},
  };
}
