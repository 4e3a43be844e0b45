/**
 * Products: list items and detail. Spec: docs/spec/storefront-api.md, "Product list item
 * (products.data[])" and "Product detail (product)".
 */
import { type Raw, asRecord, boolOf, fail, idOf, imageOf, imagesOf, numberOf, pick, reader, records, textOf, toCurrency, toText } from './read.js';
import { type Page, readPage } from './page.js';
import { safeImageUrl } from '../safe-url.js';

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

function readPrice(raw: Raw): ProductPrice | undefined {
  const base = numberOf(raw, 'base_price');
  const sale = numberOf(raw, 'sale_price') ?? null;
  const onSale = boolOf(raw, 'is_on_sale') ?? (sale !== null && base !== undefined && sale < base);
  const price = numberOf(raw, 'price') ?? (onSale && sale !== null ? sale : base);
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

function readPrices(raw: Raw): ProductPrice[] {
  const list = Array.isArray(raw.price) ? records(raw.price) : asRecord(raw.price) ? [asRecord(raw.price)!] : [];
  return list.map(readPrice).filter((p): p is ProductPrice => p !== undefined);
}

function lowest(prices: ProductPrice[]): ProductPrice | null {
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
function readSourcing(raw: Raw): SourcingInfo {
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
function readVariantSummary(v: Raw, product_id: number): ProductVariantSummary | undefined {
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
  /** The cheapest entry of `prices`, or null when there is none. */
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
  const prices = readPrices(raw);
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
  prices: ProductPrice[];
  lowest_price: ProductPrice | null;
  /** Option names in selection order. */
  options: string[];
  variants: ProductVariant[];
  sourcing_info: SourcingInfo;
  option_display_settings: OptionDisplaySetting[];
  option_value_display_settings: OptionValueDisplaySetting[];
  /** All buyer inputs as sent, sorted by `sort_order`; filter on `status === 'active'`. */
  buyer_input_options: BuyerInputOption[];
}

function readDetail(raw: Raw): ProductDetail {
  const outer = asRecord(raw.product);
  if (!outer) return fail('missing product');
  const inner = asRecord(outer.product) ?? {};
  const translation = asRecord(outer.translation) ?? {};
  const product_id = idOf(inner, 'product_id', 'ID', 'id') ?? idOf(outer, 'product_id', 'ID', 'id');
  if (product_id === undefined) return fail('missing product_id');
  const variants = records(outer.variants).flatMap((v): ProductVariant[] => {
    const summary = readVariantSummary(v, product_id);
    if (!summary) return [];
    return [
      {
        ...summary,
        is_active: boolOf(v, 'is_active') ?? true,
        attributesArray: records(v.attributesArray).map((a) => ({
          name: textOf(a, 'name') ?? '',
          value: textOf(a, 'value') ?? '',
        })),
      },
    ];
  });
  let options = (Array.isArray(outer.options) ? outer.options : []).map((o) => toText(o) ?? toText(asRecord(o)?.name)).filter((o): o is string => !!o);
  if (options.length === 0) {
    const names: string[] = [];
    for (const v of variants) for (const a of v.attributesArray) if (a.name && !names.includes(a.name)) names.push(a.name);
    options = names;
  }
  const mainImage = imageOf(outer) ?? imageOf(inner);
  const additional = imagesOf(outer.additional_images ?? outer.images);
  const prices = readPrices(outer);
  return {
    product_id,
    name: textOf(translation, 'name') ?? textOf(inner, 'name', 'title') ?? textOf(outer, 'name', 'title') ?? '',
    description_html: textOf(translation, 'description') ?? textOf(outer, 'description', 'description_html') ?? '',
    images: [...new Set([...(mainImage ? [mainImage] : []), ...additional])],
    prices,
    lowest_price: lowest(prices),
    options,
    variants,
    sourcing_info: readSourcing(outer),
    option_display_settings: records(outer.option_display_settings).map((s) => {
      const type = textOf(s, 'display_type');
      return {
        attribute_index: numberOf(s, 'attribute_index') ?? 0,
        display_type: type === 'radio' || type === 'color_swatch' ? type : 'dropdown',
        label: textOf(s, 'label') ?? null,
      };
    }),
    option_value_display_settings: records(outer.option_value_display_settings)
      .map((s) => ({
        attribute_index: numberOf(s, 'attribute_index') ?? 0,
        value_text: textOf(s, 'value_text') ?? '',
        display_label: textOf(s, 'display_label') ?? null,
        color_hex: textOf(s, 'color_hex') ?? null,
        image_url: safeImageUrl(textOf(s, 'image_url')),
        sort_order: numberOf(s, 'sort_order') ?? 0,
      }))
      .sort((a, b) => a.sort_order - b.sort_order),
    buyer_input_options: records(outer.buyer_input_options)
      .flatMap((b): BuyerInputOption[] => {
        const input_option_id = idOf(b, 'input_option_id');
        if (input_option_id === undefined) return [];
        const type = textOf(b, 'input_type');
        return [
          {
            input_option_id,
            label: textOf(b, 'label') ?? '',
            input_type: (['text', 'textarea', 'date', 'time', 'datetime'] as const).find((t) => t === type) ?? 'text',
            placeholder: textOf(b, 'placeholder') ?? null,
            is_required: boolOf(b, 'is_required') ?? false,
            max_length: numberOf(b, 'max_length') ?? null,
            sort_order: numberOf(b, 'sort_order') ?? 0,
            status: textOf(b, 'status') ?? 'active',
          },
        ];
      })
      .sort((a, b) => a.sort_order - b.sort_order),
  };
}

export const productDetailReader = reader(readDetail);
