/**
 * Product payloads (`POST /products`, `PUT /products/{productId}`): variants, option display
 * settings, buyer inputs, translations, and the rules that tie them together.
 */
import { z } from 'zod';
import {
  always,
  atMost,
  DISPLAY_TYPES,
  httpsUrl,
  id,
  image,
  INPUT_TYPES,
  LANGUAGES,
  MAX_PRODUCT_OPTIONS,
  money,
  PRODUCT_STATUSES,
  requiredText,
  tagIds,
} from './common.js';

/** `option1` … `optionN` keys of a variant. */
const OPTION_KEY = /^option([1-9]\d*)$/;

const variantSchema = z
  .object({
    price: money.optional(),
    stock: z.number().int().nonnegative().optional(),
    sku: z.string().optional(),
    is_active: z.boolean().optional(),
  })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    for (const [key, v] of Object.entries(value)) {
      if (['price', 'stock', 'sku', 'is_active'].includes(key)) continue;
      if (!OPTION_KEY.test(key))
        ctx.addIssue({ code: 'custom', message: 'unknown variant field: use option1 … optionN, price, stock, sku, is_active', path: [key] });
      else if (typeof v !== 'string' || v.trim() === '') ctx.addIssue({ code: 'custom', message: 'an option value must be a non-empty text', path: [key] });
    }
  }, always);

const optionDisplaySchema = z.strictObject({
  attribute_index: z.number().int().nonnegative(),
  display_type: z.enum(DISPLAY_TYPES),
  label: z.string().optional(),
  is_required: z.boolean().optional(),
});

const optionValueDisplaySchema = z.strictObject({
  attribute_index: z.number().int().nonnegative(),
  value_text: requiredText,
  display_label: z.string().optional(),
  color_hex: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a color written #RRGGBB')
    .optional(),
  image_url: httpsUrl.optional(),
  sort_order: z.number().int().optional(),
});

const buyerInputSchema = z.strictObject({
  label: requiredText,
  input_type: z.enum(INPUT_TYPES),
  placeholder: z.string().optional(),
  is_required: z.boolean().optional(),
  max_length: z.number().int().positive().nullable().optional(),
  sort_order: z.number().int().optional(),
  status: z.enum(['active', 'hidden']).optional(),
});

/** Product texts in other languages (our choice); arrays match the payload's by position. */
export const productTranslationSchema = z.strictObject({
  title: requiredText.optional(),
  description_html: z.string().optional(),
  option_value_display_settings: z.array(z.strictObject({ display_label: z.string().optional() })).optional(),
  buyer_input_options: z.array(z.strictObject({ label: requiredText.optional(), placeholder: z.string().optional() })).optional(),
});
export const productTranslationsSchema = z.partialRecord(z.enum(LANGUAGES), productTranslationSchema);

const productFields = {
  title: requiredText,
  category_id: id,
  featured_image: image(true),
  description_html: z.string().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  base_price: money.optional(),
  sale_price: money.optional(),
  is_on_sale: z.boolean().optional(),
  is_free: z.boolean().optional(),
  requires_shipping: z.boolean().optional(),
  is_shipping_free: z.boolean().optional(),
  shipping_price: money.optional(),
  is_over_50000_free: z.boolean().optional(),
  free_shipping_min_purchase: z.number().int().nonnegative().optional(),
  is_extra_shipping_fee: z.boolean().optional(),
  is_purchase_agency: z.boolean().optional(),
  tax_type: z.string().optional(),
  options: atMost(requiredText, MAX_PRODUCT_OPTIONS, `at most ${MAX_PRODUCT_OPTIONS} options`).optional(),
  variants: z.array(variantSchema).optional(),
  no_option_sku: z.string().optional(),
  option_display_settings: z.array(optionDisplaySchema).optional(),
  option_value_display_settings: z.array(optionValueDisplaySchema).optional(),
  buyer_input_options: z.array(buyerInputSchema).optional(),
  images: z.array(image(true)).optional(),
  related_product_ids: z.array(id).optional(),
  tag_ids: tagIds.optional(),
  translations: productTranslationsSchema.optional(),
};

type Loose = Record<string, unknown>;
const asArray = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
const asRecord = (v: unknown): Loose | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : undefined);

/**
 * The rules that tie product fields together: variants carry exactly one value per option
 * (`option1`…`optionN`, N = options.length; none when there are no options), no repeated
 * combination or option name, display settings point at an existing option (and value), and
 * conditional free shipping only with paid shipping. With `options` unsent (an update), the
 * variants' N cannot be known here; the platform checks them against the stored options.
 */
export function checkProductStructure(value: unknown, ctx: z.RefinementCtx, mode: 'create' | 'update'): void {
  const p = asRecord(value);
  if (!p) return;
  const names = asArray(p.options) ?? (mode === 'create' ? [] : undefined);
  const variants = asArray(p.variants);
  if (names) {
    const seen = new Set<unknown>();
    names.forEach((name, i) => {
      if (seen.has(name)) ctx.addIssue({ code: 'custom', message: `option "${String(name)}" is listed twice`, path: ['options', i] });
      seen.add(name);
    });
  }
  const n = names?.length;
  if (n !== undefined && variants) {
    if (n === 0 && variants.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'a product without options takes no variants (send options, or an empty variants array)', path: ['variants'] });
    } else {
      const combos = new Set<string>();
      variants.forEach((raw, i) => {
        const v = asRecord(raw);
        if (!v) return;
        for (let k = 1; k <= n; k += 1) {
          if (v[`option${k}`] === undefined)
            ctx.addIssue({ code: 'custom', message: `needs one value for option ${k} ("${String(names?.[k - 1])}")`, path: ['variants', i, `option${k}`] });
        }
        for (const key of Object.keys(v)) {
          const m = OPTION_KEY.exec(key);
          if (m && Number(m[1]) > n)
            ctx.addIssue({ code: 'custom', message: `the product has ${n} option${n === 1 ? '' : 's'}: ${key} has no option`, path: ['variants', i, key] });
        }
        const combo = JSON.stringify(Array.from({ length: n }, (_, k) => v[`option${k + 1}`]));
        if (combos.has(combo)) ctx.addIssue({ code: 'custom', message: 'the same combination of option values is listed twice', path: ['variants', i] });
        combos.add(combo);
      });
    }
  }
  if (mode === 'create' && n !== undefined && n > 0 && variants?.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'a product with options needs at least 1 variant', path: ['variants'] });
  }
  if (mode === 'create' && n !== undefined && n > 0 && variants === undefined) {
    ctx.addIssue({ code: 'custom', message: 'a product with options needs its variants (one per combination sold)', path: ['variants'] });
  }
  const displays = asArray(p.option_display_settings);
  const seenIndex = new Set<unknown>();
  displays?.forEach((raw, i) => {
    const index = asRecord(raw)?.attribute_index;
    if (typeof index !== 'number') return;
    if (n !== undefined && index >= n)
      ctx.addIssue({
        code: 'custom',
        message: `attribute_index ${index} names no option (the product has ${n})`,
        path: ['option_display_settings', i, 'attribute_index'],
      });
    if (seenIndex.has(index))
      ctx.addIssue({ code: 'custom', message: `attribute_index ${index} is set twice`, path: ['option_display_settings', i, 'attribute_index'] });
    seenIndex.add(index);
  });
  const seenValue = new Set<string>();
  asArray(p.option_value_display_settings)?.forEach((raw, i) => {
    const s = asRecord(raw);
    const index = s?.attribute_index;
    if (typeof index !== 'number') return;
    if (n !== undefined && index >= n) {
      ctx.addIssue({
        code: 'custom',
        message: `attribute_index ${index} names no option (the product has ${n})`,
        path: ['option_value_display_settings', i, 'attribute_index'],
      });
      return;
    }
    const key = `${index}\u0000${String(s?.value_text)}`;
    if (seenValue.has(key))
      ctx.addIssue({
        code: 'custom',
        message: `value "${String(s?.value_text)}" of option ${index} is set twice`,
        path: ['option_value_display_settings', i, 'value_text'],
      });
    seenValue.add(key);
    if (variants && n !== undefined && !variants.some((v) => asRecord(v)?.[`option${index + 1}`] === s?.value_text)) {
      ctx.addIssue({
        code: 'custom',
        message: `no variant has the value "${String(s?.value_text)}" for option ${index + 1}`,
        path: ['option_value_display_settings', i, 'value_text'],
      });
    }
  });
  if (p.free_shipping_min_purchase !== undefined) {
    if (p.is_shipping_free === true || p.requires_shipping === false) {
      ctx.addIssue({
        code: 'custom',
        message: 'is used only with paid shipping (is_shipping_free false, requires_shipping true)',
        path: ['free_shipping_min_purchase'],
      });
    }
    if (p.is_over_50000_free === false) {
      ctx.addIssue({ code: 'custom', message: 'must be true (or left out) when free_shipping_min_purchase is sent', path: ['is_over_50000_free'] });
    }
  }
  const translations = asRecord(p.translations);
  for (const [lang, tr] of Object.entries(translations ?? {})) {
    for (const key of ['option_value_display_settings', 'buyer_input_options'] as const) {
      const sent = asArray(p[key]);
      const given = asArray(asRecord(tr)?.[key]);
      if (sent && given && given.length > sent.length) {
        ctx.addIssue({ code: 'custom', message: `has ${given.length} entries but the payload has ${sent.length}`, path: ['translations', lang, key] });
      }
    }
  }
}

/** Sets `is_over_50000_free` when `free_shipping_min_purchase` is sent (the spec's rule). */
function withLegacyFreeShipping<T extends { free_shipping_min_purchase?: number | undefined; is_over_50000_free?: boolean | undefined }>(p: T): T {
  return p.free_shipping_min_purchase === undefined ? p : { ...p, is_over_50000_free: true };
}

/** `POST /products` payload. */
export const productCreateSchema = z
  .strictObject(productFields)
  .superRefine((value, ctx) => checkProductStructure(value, ctx, 'create'), always)
  .transform(withLegacyFreeShipping);

/** `PUT /products/{productId}` payload: the same fields, all optional. */
export const productUpdateSchema = z
  .strictObject({
    ...productFields,
    title: productFields.title.optional(),
    category_id: productFields.category_id.optional(),
    featured_image: productFields.featured_image.optional(),
  })
  .superRefine((value, ctx) => checkProductStructure(value, ctx, 'update'), always)
  .transform(withLegacyFreeShipping);
