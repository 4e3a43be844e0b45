/**
 * The reader of the product detail (`GET /products/{product_id}`; the types are in ./product.ts).
 * A module of its own, loaded by the client on first use (src/api/client.ts, `lazy`): the CDN core
 * (the catalog page) never downloads it; the CDN build puts it with the elements that read a
 * product detail (the product page's and the cart's chunks). Spec: docs/spec/storefront-api.md,
 * "Product detail (product)".
 */
import { type Raw, asRecord, boolOf, fail, idOf, imageOf, imagesOf, numberOf, records, textOf, toText, reader } from './read.js';
import { safeImageUrl } from '../safe-url.js';
import { lowest, readPrices, readSourcing, readVariantSummary, type BuyerInputOption, type ProductDetail, type ProductVariant } from './product.js';

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
  // What can be bought: the price of an inactive variant is neither the "From" price nor an offer
  // (when every variant is inactive, their prices stay: the product shows as unavailable, priced).
  const inactive = new Set(variants.filter((v) => !v.is_active).map((v) => v.variant_id));
  const { prices: allPrices, unpriced } = readPrices(outer, `product ${product_id}`);
  const buyable = allPrices.filter((x) => x.variant_id === null || !inactive.has(x.variant_id));
  const prices = buyable.length ? buyable : allPrices;
  return {
    product_id,
    name: textOf(translation, 'name') ?? textOf(inner, 'name', 'title') ?? textOf(outer, 'name', 'title') ?? '',
    description_html: textOf(translation, 'description') ?? textOf(outer, 'description', 'description_html') ?? '',
    images: [...new Set([...(mainImage ? [mainImage] : []), ...additional])],
    prices,
    unpriced_variant_ids: unpriced.filter((id): id is number => id !== null),
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
            // Compared without regard to case (`Active`, `ACTIVE`): the spec names `active`.
            status: (textOf(b, 'status') ?? 'active').trim().toLowerCase(),
          },
        ];
      })
      .sort((a, b) => a.sort_order - b.sort_order),
  };
}

export const productDetailReader = reader(readDetail);
