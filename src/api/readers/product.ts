/**
 * Products: list items, and the detail's types (its reader is ./product-detail.ts, loaded on first use). Spec: docs/spec/storefront-api.md, "Product list item
 * (products.data[])" and "Product detail (product)".
 */
import { type Raw, asRecord, boolOf, idOf, imageOf, numberOf, pick, priceOf, reader, records, textOf, toCurrency } from './read.js';
import { type Page, readPage } from './page.js';

/**
 * One entry of `price[]` (a list item's or the detail's). Amounts in the currency's major unit.
 * Spec: docs/spec/storefront-api.md, "Product list item (products.data[])".
 */
export interface ProductPrice {
  variant_id: number | null;
  base_price: number;
  sale_price: number | null;
  /** The price to pay: `price`, else `sale_price` when on sale, else `base_price`. */
  price: number;
  /** Currency code (upper case), or null when absent or not a three-letter code. */
  currency: string | null;
  is_on_sale: boolean;
}

/** A price entry; null when a price it needs cannot be read (told in the console by `priceOf`); undefined when it has none. */
function readPrice(raw: Raw, about: string): ProductPrice | null | undefined {
  const variant = idOf(raw, 'variant_id');
  const where = variant === undefined ? about : `${about}, variant ${variant}`;
  const baseRead = priceOf(raw, where, 'base_price');
  const saleRead = priceOf(raw, where, 'sale_price');
  const base = baseRead ?? undefined;
  const sale = saleRead ?? null;
  const onSale = boolOf(raw, 'is_on_sale') ?? (sale !== null && base !== undefined && sale < base);
  const priceRead = priceOf(raw, where, 'price');
  if (priceRead === null || (priceRead === undefined && (onSale ? saleRead === null : baseRead === null))) return null;
  const price = priceRead ?? (onSale && sale !== null ? sale : base);
  if (price === undefined) return undefined;
  return {
    variant_id: idOf(raw, 'variant_id') ?? null,
    base_price: base ?? price,
    sale_price: sale,
    price,
    currency: pick(raw, ['currency'], toCurrency) ?? null,
    is_on_sale: onSale,
  };
}

/**
 * The price entries of a product (`price`, an array or one object); `about` names the product for
 * the console. `unpriced`: the variants (null: an entry without one) whose entry holds a price that
 * cannot be read: left out of `prices`, shown as "Price unavailable", never as 0.
 */
export function readPrices(raw: Raw, about: string): { prices: ProductPrice[]; unpriced: Array<number | null> } {
  const list = Array.isArray(raw.price) ? records(raw.price) : asRecord(raw.price) ? [asRecord(raw.price)!] : [];
  const prices: ProductPrice[] = [];
  const unpriced: Array<number | null> = [];
  for (const entry of list) {
    const price = readPrice(entry, about);
    if (price) prices.push(price);
    else if (price === null) unpriced.push(idOf(entry, 'variant_id') ?? null);
  }
  return { prices, unpriced };
}

export function lowest(prices: ProductPrice[]): ProductPrice | null {
  return prices.reduce<ProductPrice | null>((min, p) => (min === null || p.price < min.price ? p : min), null);
}

/**
 * Purchase rules and shipping (`sourcing_info`, else the shipping details: `shippingDetails`,
 * `shipping_details` or under `details`). Spec: docs/spec/storefront-api.md, "Product detail (product)".
 */
export interface SourcingInfo {
  /** Smallest quantity one cart line may hold (at least 1). */
  min_quantity: number;
  /** Quantity step (at least 1). */
  unit_quantity: number;
  /** Shipping fee in the major unit; 0 means free. Informational: the server recalculates. */
  shipping_fee: number;
  chargeable_shipping_fee: number;
  shipping_pay_label: string | null;
}

/** `sourcing_info`, with shipping read from the first present of the spec's places. */
export function readSourcing(raw: Raw): SourcingInfo {
  const sourcing = asRecord(raw.sourcing_info) ?? {};
  const details = asRecord(raw.details) ?? {};
  const shipping =
    asRecord(raw.shippingDetails) ??
    asRecord(raw.shipping_details) ??
    asRecord(details.shipping) ??
    asRecord(details.shippingDetails) ??
    asRecord(details.shipping_details) ??
    details;
  // sourcing_info first, then the shipping details.
  const num = (name: string) => numberOf(sourcing, name) ?? numberOf(shipping, name);
  const text = (name: string) => textOf(sourcing, name) ?? textOf(shipping, name);
  return {
    min_quantity: Math.max(1, Math.trunc(num('min_quantity') ?? 1)),
    unit_quantity: Math.max(1, Math.trunc(num('unit_quantity') ?? 1)),
    shipping_fee: num('shipping_fee') ?? 0,
    chargeable_shipping_fee: num('chargeable_shipping_fee') ?? num('shipping_fee') ?? 0,
    shipping_pay_label: text('shipping_pay_label') ?? null,
  };
}

/** A variant as listed (`variants[]`): the parent's product_id when the variant lacks one. */
export interface ProductVariantSummary {
  variant_id: number;
  product_id: number;
  label: string;
  /** Stock, when given. */
  quantity: number | null;
}

/** A variant's id, product (the parent's when the variant lacks one), label and stock. */
export function readVariantSummary(v: Raw, product_id: number): ProductVariantSummary | undefined {
  const variant_id = idOf(v, 'variant_id', 'id');
  if (variant_id === undefined) return undefined;
  return {
    variant_id,
    product_id: idOf(v, 'product_id') ?? product_id,
    label: textOf(v, 'label') ?? '',
    quantity: numberOf(v, 'quantity') ?? null,
  };
}

/** A product card (`products.data[]`). Spec: docs/spec/storefront-api.md, "Product list item (products.data[])". */
export interface ProductListItem {
  product_id: number;
  name: string;
  image_url: string | null;
  prices: ProductPrice[];
  /** The cheapest entry of `prices`, or null when there is none (shown as "Price unavailable"). */
  lowest_price: ProductPrice | null;
  variants: ProductVariantSummary[];
  sourcing_info: SourcingInfo;
  /** Every variant has stock 0 (only when stocks are given). */
  sold_out: boolean;
  on_sale: boolean;
}

function readProductListItem(raw: Raw): ProductListItem | undefined {
  const product_id = idOf(raw, 'product_id', 'ID', 'id');
  if (product_id === undefined) return undefined;
  const { prices } = readPrices(raw, `product ${product_id}`);
  const variants = records(raw.variants).flatMap((v) => readVariantSummary(v, product_id) ?? []);
  const stocks = variants.map((v) => v.quantity);
  return {
    product_id,
    name: textOf(raw, 'name', 'title') ?? '',
    image_url: imageOf(raw),
    prices,
    lowest_price: lowest(prices),
    variants,
    sourcing_info: readSourcing(raw),
    sold_out: stocks.length > 0 && stocks.every((q) => q !== null && q <= 0),
    on_sale: prices.some((p) => p.is_on_sale),
  };
}

export const productListReader = reader((raw): Page<ProductListItem> => readPage(asRecord(raw.products), raw, readProductListItem));

/** One entry of a variant's `attributesArray[]`: an option name and the value matched against. */
export interface VariantAttribute {
  name: string;
  value: string;
}

/** A variant of the detail: the list's summary (product_id: the detail's when the variant lacks one), plus: */
export interface ProductVariant extends ProductVariantSummary {
  /** False: shown but never selectable. */
  is_active: boolean;
  /** One entry per option, compared on `value`. */
  attributesArray: VariantAttribute[];
}

/**
 * The value `variant` has for the option named `name`: its `attributesArray` entry of that name,
 * never the entry at the option's position (an answer may list them in another order); undefined
 * when it has none. Spec: "Product detail (product)" (option values compare on `attributesArray[].value`).
 */
export function optionValue(variant: ProductVariant, name: string): string | undefined {
  return variant.attributesArray.find((a) => a.name === name)?.value;
}

/** `display_type` of an option selector; anything else reads as `dropdown`. */
export type OptionDisplayType = 'dropdown' | 'radio' | 'color_swatch';

/** `option_display_settings[]`: `attribute_index` counts from 0 in `options`. */
export interface OptionDisplaySetting {
  attribute_index: number;
  display_type: OptionDisplayType;
  label: string | null;
}

/** `option_value_display_settings[]`, sorted by `sort_order`; `image_url` passed the guard (../safe-url.ts). */
export interface OptionValueDisplaySetting {
  attribute_index: number;
  value_text: string;
  display_label: string | null;
  color_hex: string | null;
  image_url: string | null;
  sort_order: number;
}

/** `input_type` of a buyer input; anything else reads as `text`. */
export type BuyerInputType = 'text' | 'textarea' | 'date' | 'time' | 'datetime';

/** `buyer_input_options[]`: what the buyer fills in (the keys of `buyer_inputs`). */
export interface BuyerInputOption {
  input_option_id: number;
  label: string;
  input_type: BuyerInputType;
  placeholder: string | null;
  is_required: boolean;
  max_length: number | null;
  sort_order: number;
  /** Only `active` inputs are shown and sent. */
  status: string;
}

/** A product detail (`product`). Spec: docs/spec/storefront-api.md, "Product detail (product)". */
export interface ProductDetail {
  product_id: number;
  name: string;
  /** Seller HTML, unsanitized: sanitize before rendering. */
  description_html: string;
  /** Main image first, then additional images. */
  images: string[];
  /**
   * The prices of what can be bought: a price of an inactive variant (`is_active: false`) is left
   * out, unless every variant is inactive. They feed the "From" price, the JSON-LD offers and the
   * analytics price.
   */
  prices: ProductPrice[];
  /** Variants whose price entry holds a price that cannot be read: shown as "Price unavailable" (see `readPrices`). */
  unpriced_variant_ids: number[];
  /** The lowest of {@link prices}. */
  lowest_price: ProductPrice | null;
  /** Option names in selection order. */
  options: string[];
  variants: ProductVariant[];
  sourcing_info: SourcingInfo;
  option_display_settings: OptionDisplaySetting[];
  option_value_display_settings: OptionValueDisplaySetting[];
  /** All buyer inputs as sent, sorted by `sort_order`; `status` in lower case (filter on `status === 'active'`). */
  buyer_input_options: BuyerInputOption[];
}
