/**
 * The demo catalog as a catalog file of `shop-elements catalog push` (docs/sellers.md). It is
 * generated from the seed specs (products.ts, contents.ts) at sandbox start, because live and
 * offline dates are relative to that time, and pushed through the server API into the template
 * site (sandbox/server-api.ts), so the seed goes through the toolkit's own rules.
 *
 * The seed obeys every rule of the server API like a seller's catalog (a vod has exactly one
 * option, an item at most one tag, a product one category): its payloads carry all of its data.
 * Only what the server API has no field for by design rides in each item's `sandbox` object,
 * accepted only from the sandbox's own seeding: fixed ids (products 101…, variants 1001…,
 * contents 501…, options 5001…, chapters 6001…, lessons 7001…, buyer inputs 301…), the
 * storefront response quirks, min/unit quantities, stock of products without options, review
 * figures, option descriptions, creation times and lessons without a playback source. None of
 * them adds to or overrides a payload field.
 */
import type { CatalogContentItem, CatalogFile, CatalogProductItem } from '../../src/server/catalog-file.js';
import { formatSeoul } from '../format.js';
import type { ContentOptionRecord, ContentRecord, ProductRecord, Translated } from '../store.js';
import { buildSeed } from './index.js';
import { slugify } from './text.js';

const OTHER_LANGUAGES = ['en', 'ja'] as const;

/** Where offline contents take place (the seed specs have no address). */
const LOCATIONS: Record<number, string> = {
  510: '서울 마포구 도자기 공방',
  511: '東京都渋谷区 デザインラウンジ',
  512: '북한산 국립공원 우이분소',
  513: '서울 용산구 쿠킹 스튜디오',
};

/** Days a vod or digital purchase can be downloaded or watched; 0 = no limit (our choice). */
function limitDays(o: ContentOptionRecord, type: ContentRecord['content_type']): number {
  const months = /(\d+)-month/.exec(o.title.en);
  if (months) return Number(months[1]) * 30;
  return type === 'digital_content' ? 30 : 0;
}

function contentItem(c: ContentRecord): CatalogContentItem {
  const optionPayload = (o: ContentOptionRecord) => {
    const base = { title: o.title.ko, base_price: o.price, ...(o.sale_price < o.price ? { sale_price: o.sale_price } : {}) };
    switch (c.content_type) {
      case 'vod':
        return { ...base, download_limit_days: limitDays(o, c.content_type) };
      case 'digital_content':
        return { ...base, download_limit_days: limitDays(o, c.content_type), files: [`https://files.example.com/c${c.content_id}/${o.option_id}.zip`] };
      case 'live':
      case 'offline': {
        const when = { start_at: formatSeoul(o.starts_at as number), end_at: formatSeoul(o.ends_at as number) };
        return c.content_type === 'live'
          ? { ...base, ...when, access_url: `https://live.example.com/c${c.content_id}/${o.option_id}` }
          : { ...base, ...when, location_text: LOCATIONS[c.content_id] ?? '서울' };
      }
    }
  };
  const options = c.options.map(optionPayload);
  const translation = (lang: 'en' | 'ja') => ({
    title: c.title[lang],
    description_html: c.description[lang],
    options: c.options.map((o) => ({ title: o.title[lang] })),
    ...(c.content_type === 'vod'
      ? { chapters: c.chapters.map((ch) => ({ title: ch.title[lang], items: ch.items.map((l) => ({ title: l.title[lang] })) })) }
      : {}),
  });
  const noMedia = c.chapters.flatMap((ch) => ch.items.filter((l) => l.media_url === '').map((l) => l.curriculum_id));
  return {
    key: `c${c.content_id}-${slugify(c.title.en)}`,
    content_type: c.content_type,
    title: c.title.ko,
    description_html: c.description.ko,
    category_ids: c.category_ids,
    featured_image: c.image,
    images: c.additional_images,
    status: 'publish',
    tag_ids: c.tag_ids,
    options,
    ...(c.content_type === 'vod'
      ? {
          chapters: c.chapters.map((ch) => ({
            title: ch.title.ko,
            // A lesson without a playback source still needs one in the payload; `no_media` blanks it.
            items: ch.items.map((l) => ({ title: l.title.ko, media_url: l.media_url || `seed://no-media/${l.curriculum_id}`, duration_text: l.duration_text })),
          })),
        }
      : {}),
    translations: Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, translation(lang)])),
    sandbox: {
      content_id: c.content_id,
      option_ids: c.options.map((o) => o.option_id),
      ...(c.content_type === 'vod'
        ? { chapter_ids: c.chapters.map((ch) => ch.chapter_id), curriculum_ids: c.chapters.map((ch) => ch.items.map((l) => l.curriculum_id)) }
        : {}),
      created_at: c.created_at,
      review_count: c.review_count,
      average_rating: c.average_rating,
      option_descriptions: c.options.map((o) => o.description),
      ...(noMedia.length > 0 ? { no_media: noMedia } : {}),
      ...(Object.keys(c.quirks).length > 0 ? { quirks: c.quirks } : {}),
    },
  } as CatalogContentItem;
}

function productItem(p: ProductRecord): CatalogProductItem {
  const first = p.variants[0] as ProductRecord['variants'][number];
  const discount = first.sale_price === null ? 0 : first.base_price - first.sale_price;
  for (const v of p.variants) {
    if ((v.sale_price === null ? 0 : v.base_price - v.sale_price) !== discount) throw new Error(`seed product ${p.product_id}: variants differ in discount`);
  }
  const [category, ...more] = p.category_ids;
  if (category === undefined || more.length > 0) throw new Error(`seed product ${p.product_id}: a product has one category`);
  const { shipping_fee, free_over } = p.shipping;
  const hasOptions = p.options.length > 0;
  const translation = (lang: 'en' | 'ja') => ({
    title: p.name[lang],
    description_html: p.description[lang],
    ...(hasOptions ? { option_value_display_settings: p.options.flatMap((a) => a.values.map((v) => ({ display_label: v.display_label[lang] }))) } : {}),
    ...(p.buyer_input_options.length > 0
      ? { buyer_input_options: p.buyer_input_options.map((b) => ({ label: b.label[lang], placeholder: b.placeholder[lang] })) }
      : {}),
  });
  const text = (value: Translated) => value.ko;
  return {
    key: `p${p.product_id}-${slugify(p.name.en)}`,
    title: text(p.name),
    description_html: text(p.description),
    category_id: category,
    featured_image: p.main_image,
    images: p.additional_images,
    status: 'publish',
    base_price: first.base_price,
    ...(discount > 0 ? { sale_price: first.base_price - discount, is_on_sale: true } : {}),
    requires_shipping: true,
    ...(shipping_fee === 0
      ? { is_shipping_free: true }
      : { is_shipping_free: false, shipping_price: shipping_fee, ...(free_over === null ? {} : { free_shipping_min_purchase: free_over }) }),
    ...(hasOptions
      ? {
          options: p.options.map((a) => a.name),
          variants: p.variants.map((v) => ({
            ...Object.fromEntries(v.values.map((value, k) => [`option${k + 1}`, value])),
            price: v.base_price,
            stock: v.quantity,
            is_active: v.is_active,
          })),
          option_display_settings: p.options.map((a, i) => ({ attribute_index: i, display_type: a.display_type, label: a.label.ko, is_required: true })),
          option_value_display_settings: p.options.flatMap((a, i) =>
            a.values.map((v, k) => ({
              attribute_index: i,
              value_text: v.value,
              display_label: v.display_label.ko,
              ...(v.color_hex ? { color_hex: v.color_hex } : {}),
              ...(v.image_url ? { image_url: v.image_url } : {}),
              sort_order: k + 1,
            })),
          ),
        }
      : {}),
    ...(p.buyer_input_options.length > 0
      ? {
          buyer_input_options: p.buyer_input_options.map((b) => ({
            label: b.label.ko,
            input_type: b.input_type,
            placeholder: b.placeholder.ko,
            is_required: b.is_required,
            ...(b.max_length === null ? {} : { max_length: b.max_length }),
            sort_order: b.sort_order,
            status: b.status,
          })),
        }
      : {}),
    tag_ids: p.tag_ids,
    translations: Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, translation(lang)])),
    sandbox: {
      product_id: p.product_id,
      variant_ids: p.variants.map((v) => v.variant_id),
      ...(p.buyer_input_options.length > 0 ? { input_option_ids: p.buyer_input_options.map((b) => b.input_option_id) } : {}),
      created_at: p.created_at,
      ...(p.min_quantity === 1 ? {} : { min_quantity: p.min_quantity }),
      ...(p.unit_quantity === 1 ? {} : { unit_quantity: p.unit_quantity }),
      ...(hasOptions ? { option_names: p.options.map((a) => a.label) } : { stock: first.quantity }),
      ...(Object.keys(p.quirks).length > 0 ? { quirks: p.quirks } : {}),
    },
  } as CatalogProductItem;
}

/** The seed as a catalog file, with schedules relative to `now`. */
export function seedCatalogFile(opts: { publicUrl: string; now: number }): CatalogFile {
  const seed = buildSeed(opts);
  return { language: 'ko', contents: seed.contents.map(contentItem), products: seed.products.map(productItem) };
}
