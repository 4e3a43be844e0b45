/**
 * Raw product shapes of GET /products and GET /products/{product_id}, with each product's quirks
 * (numeric strings, legacy `ID`, image and shipping fields under other names).
 */
import type { Language, ProductRecord, VariantRecord } from '../store.js';
import { t } from '../seed/text.js';
import { id, money, onSaleFlag, shippingFields } from './common.js';

const DEFAULT_LABEL = t('기본', 'Default', '標準');

/** The variant's effective unit price. */
export function variantPrice(variant: VariantRecord): number {
  return variant.sale_price ?? variant.base_price;
}

export function variantLabel(variant: VariantRecord, lang: Language): string {
  return variant.values.length === 0 ? DEFAULT_LABEL[lang] : variant.values.join(' / ');
}

function priceEntries(p: ProductRecord): Record<string, unknown>[] {
  const s = p.quirks.numeric_strings;
  return p.variants.map((v) => {
    const unit = variantPrice(v);
    return {
      base_price: money(v.base_price, s),
      sale_price: money(unit, s),
      price: money(unit, s),
      currency: 'KRW',
      is_on_sale: onSaleFlag(unit < v.base_price, p.quirks.is_on_sale_as),
      variant_id: id(v.variant_id, s),
    };
  });
}

/** thumbnail_link + main_image, or the one quirky field that replaces them. */
function imageFields(p: ProductRecord): Record<string, unknown> {
  switch (p.quirks.image_field) {
    case 'mainImage':
      return { mainImage: { image_url: p.main_image } };
    case 'img':
      return { img: [p.main_image, ...p.additional_images] };
    case 'details':
      return { details: { thumbnail_link: p.main_image } };
    default:
      return { thumbnail_link: p.main_image, main_image: { image_url: p.main_image } };
  }
}

/** sourcing_info, with the shipping fields inside it or under the product's quirky name. */
function sourcingFields(p: ProductRecord, lang: Language): Record<string, unknown> {
  const s = p.quirks.numeric_strings;
  const base = { min_quantity: id(p.min_quantity, s), unit_quantity: id(p.unit_quantity, s) };
  const shipping = shippingFields(p.shipping, lang, s);
  switch (p.quirks.shipping_field) {
    case 'shippingDetails':
      return { sourcing_info: base, shippingDetails: shipping };
    case 'shipping_details':
      return { sourcing_info: base, shipping_details: shipping };
    case 'details':
      return { sourcing_info: base, details: { shipping } };
    default:
      return { sourcing_info: { ...base, ...shipping } };
  }
}

/** Merges objects, also merging a `details` object present in both. */
function merge(...parts: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [k, v] of Object.entries(part)) {
      const prev = out[k];
      out[k] = k === 'details' && typeof prev === 'object' && prev !== null ? { ...prev, ...(v as object) } : v;
    }
  }
  return out;
}

export function productListItem(p: ProductRecord, lang: Language): Record<string, unknown> {
  const s = p.quirks.numeric_strings;
  return merge(
    { product_id: id(p.product_id, s) },
    p.quirks.legacy_id === undefined ? {} : { ID: p.quirks.legacy_id },
    { name: p.name[lang] },
    imageFields(p),
    {
      price: priceEntries(p),
      variants: p.variants.map((v) => ({
        variant_id: id(v.variant_id, s),
        product_id: id(p.product_id, s),
        label: variantLabel(v, lang),
        quantity: v.quantity,
      })),
    },
    sourcingFields(p, lang),
  );
}

/** A product entry of `POST /contents/cart-preview` (requested by `variant_ids`). */
export function productPreviewItem(p: ProductRecord, v: VariantRecord, lang: Language): Record<string, unknown> {
  const s = p.quirks.numeric_strings;
  return {
    item_type: 'product',
    product_id: id(p.product_id, s),
    variant_id: id(v.variant_id, s),
    title: p.name[lang],
    description: variantLabel(v, lang),
    price: money(v.base_price, s),
    sale_price: money(variantPrice(v), s),
    image_url: p.main_image,
  };
}

export function productDetail(p: ProductRecord, lang: Language): Record<string, unknown> {
  const s = p.quirks.numeric_strings;
  const product = merge(
    {
      product: {
        product_id: id(p.product_id, s),
        ...(p.quirks.legacy_id === undefined ? {} : { ID: p.quirks.legacy_id }),
        name: p.name[lang],
      },
      translation: { name: p.name[lang], description: p.description[lang] },
    },
    imageFields(p),
    {
      additional_images: p.additional_images,
      price: priceEntries(p),
      // The names in the asked language (a variant's values stay language-neutral).
      options: p.options.map((axis) => axis.label[lang]),
      variants: p.variants.map((v) => ({
        variant_id: id(v.variant_id, s),
        ...(p.quirks.variant_without_product_id ? {} : { product_id: id(p.product_id, s) }),
        label: variantLabel(v, lang),
        is_active: v.is_active,
        attributesArray: v.values.map((value, i) => ({ name: p.options[i]?.label[lang] ?? '', value })),
        quantity: v.quantity,
      })),
    },
    sourcingFields(p, lang),
    {
      option_display_settings: p.options.map((axis, attribute_index) => ({
        attribute_index,
        display_type: axis.display_type,
      })),
      option_value_display_settings: p.options.flatMap((axis, attribute_index) =>
        axis.values.map((value, i) => ({
          attribute_index,
          value_text: value.value,
          display_label: value.display_label[lang],
          color_hex: value.color_hex,
          image_url: value.image_url,
          sort_order: i + 1,
        })),
      ),
      buyer_input_options: p.buyer_input_options.map((o) => ({
        input_option_id: o.input_option_id,
        label: o.label[lang],
        input_type: o.input_type,
        placeholder: o.placeholder[lang],
        is_required: o.is_required,
        max_length: o.max_length,
        sort_order: o.sort_order,
        status: o.status,
      })),
    },
  );
  return { product };
}
