/** Public reads: site, categories, tags, products, contents, checkout metadata. */
import { Hono } from 'hono';
import { type SandboxContext, type SandboxEnv, Validation, bodyObject, invalid, languageOf, notFound, queryInts, toInt } from '../http.js';
import { resolveOption } from '../rules.js';
import { cartPreviewItem, contentDetail, contentListItem, contentSummary, minPrice } from '../shapes/contents.js';
import { productDetail, productListItem, productPreviewItem, variantPrice } from '../shapes/products.js';
import { type CategoryRecord, type Language, type OptionRef, type SandboxStore, type Site, type Translated } from '../store.js';
import { t } from '../seed/text.js';

/** What the list filters need to know about a product or a content. */
interface Listable {
  id: number;
  names: Translated;
  category_ids: number[];
  tag_ids: number[];
  created_at: number;
  min_price: number;
}

/** Applies the spec's list filters and sorting, then pagination (limit default 20, max 100). */
function listPage<T>(
  c: SandboxContext,
  items: T[],
  describe: (item: T) => Listable,
  toJson: (item: T, lang: Language) => unknown,
): { data: unknown[]; current_page: number; per_page: number; last_page: number; total: number } {
  const lang = languageOf(c);
  const search = (c.req.query('search') ?? '').trim().toLowerCase();
  const categories = [...queryInts(c, 'category_id'), ...queryInts(c, 'category_ids')];
  const tags = [...queryInts(c, 'tag_id'), ...queryInts(c, 'tag_ids')];

  let rows = items.map((item) => ({ item, d: describe(item) }));
  if (search) rows = rows.filter(({ d }) => Object.values(d.names).some((n) => n.toLowerCase().includes(search)));
  if (categories.length > 0) rows = rows.filter(({ d }) => d.category_ids.some((id) => categories.includes(id)));
  if (tags.length > 0) rows = rows.filter(({ d }) => d.tag_ids.some((id) => tags.includes(id)));

  switch (c.req.query('orderby')) {
    case 'newest':
      rows.sort((a, b) => b.d.created_at - a.d.created_at || b.d.id - a.d.id);
      break;
    case 'price_asc':
      rows.sort((a, b) => a.d.min_price - b.d.min_price || a.d.id - b.d.id);
      break;
    case 'price_desc':
      rows.sort((a, b) => b.d.min_price - a.d.min_price || a.d.id - b.d.id);
      break;
    case 'name':
      rows.sort((a, b) => a.d.names[lang].localeCompare(b.d.names[lang], lang) || a.d.id - b.d.id);
      break;
    default:
      rows.sort((a, b) => a.d.id - b.d.id);
  }

  const page = Math.max(1, toInt(c.req.query('page')) ?? 1);
  const requestedLimit = toInt(c.req.query('limit'));
  const limit = requestedLimit === undefined || requestedLimit < 1 ? 20 : Math.min(requestedLimit, 100);
  const total = rows.length;
  return {
    data: rows.slice((page - 1) * limit, page * limit).map(({ item }) => toJson(item, lang)),
    current_page: page,
    per_page: limit,
    last_page: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}

function categoryList(c: SandboxContext, site: Site, target: 'product' | 'content', query: string | undefined): { categories: unknown[] } {
  const lang = languageOf(c);
  const items = target === 'product' ? site.catalog.products : site.catalog.contents;
  const needle = query?.trim().toLowerCase() ?? '';
  const categories = site.catalog.categories
    .map((category): [CategoryRecord, number] => [category, items.filter((item) => item.category_ids.includes(category.category_id)).length])
    .filter(([, count]) => count > 0)
    .filter(([category]) => !needle || category.slug.includes(needle) || Object.values(category.name).some((n) => n.toLowerCase().includes(needle)))
    .map(([category, count]) => ({
      ...(category.legacy_id ? { id: category.category_id } : {}),
      category_id: category.category_id,
      name: category.name[lang],
      slug: category.slug,
      parent_id: category.parent_id,
      count,
    }));
  return { categories };
}

function tagList(c: SandboxContext, site: Site, target: 'product' | 'content'): { tags: unknown[] } {
  const lang = languageOf(c);
  const items = target === 'product' ? site.catalog.products : site.catalog.contents;
  const inUse = new Set(items.flatMap((item) => item.tag_ids));
  return {
    tags: site.catalog.tags
      .filter((tag) => tag.target_type === target && inUse.has(tag.tag_id))
      .map((tag) => ({ tag_id: tag.tag_id, name: tag.name[lang], slug: tag.slug, target_type: tag.target_type })),
  };
}

const COUNTRIES: { code: string; name: Translated }[] = [
  { code: 'KR', name: t('대한민국', 'South Korea', '韓国') },
  { code: 'JP', name: t('일본', 'Japan', '日本') },
  { code: 'US', name: t('미국', 'United States', 'アメリカ合衆国') },
];
export const COUNTRY_CODES = COUNTRIES.map((country) => country.code);

export function catalogRoutes(store: SandboxStore): Hono<SandboxEnv> {
  const r = new Hono<SandboxEnv>();

  r.get('/site', (c) => {
    const site = c.get('site');
    return c.json({
      site: {
        site_id: site.site_id,
        site_name: site.site_name,
        name: site.site_name,
        host: new URL(store.publicUrl).host,
        logo: site.logo,
      },
    });
  });

  r.get('/product-categories', (c) => c.json(categoryList(c, c.get('site'), 'product', undefined)));
  r.get('/product-categories/search', (c) => c.json(categoryList(c, c.get('site'), 'product', c.req.query('query') ?? '')));
  r.get('/product-tags', (c) => c.json(tagList(c, c.get('site'), 'product')));
  r.get('/content-categories', (c) => c.json(categoryList(c, c.get('site'), 'content', undefined)));
  r.get('/content-categories/search', (c) => c.json(categoryList(c, c.get('site'), 'content', c.req.query('query') ?? '')));
  r.get('/content-tags', (c) => c.json(tagList(c, c.get('site'), 'content')));

  r.get('/products', (c) => {
    const products = listPage(
      c,
      c.get('site').catalog.products,
      (p) => ({
        id: p.product_id,
        names: p.name,
        category_ids: p.category_ids,
        tag_ids: p.tag_ids,
        created_at: p.created_at,
        min_price: Math.min(...p.variants.map(variantPrice)),
      }),
      productListItem,
    );
    return c.json({ products });
  });

  r.get('/products/:product_id', (c) => {
    const id = toInt(c.req.param('product_id'));
    const product = id === undefined ? undefined : c.get('site').catalog.product(id);
    if (!product) throw notFound('The product was not found.');
    return c.json(productDetail(product, languageOf(c)));
  });

  r.get('/contents', (c) => {
    // `content_type` is the public name; `type` is the earlier one (the public name wins).
    const type = c.req.query('content_type') ?? c.req.query('type');
    const all = c.get('site').catalog.contents;
    const filtered = type ? all.filter((content) => content.content_type === type) : all;
    const contents = listPage(
      c,
      filtered,
      (content) => ({
        id: content.content_id,
        names: content.title,
        category_ids: content.category_ids,
        tag_ids: content.tag_ids,
        created_at: content.created_at,
        min_price: minPrice(content),
      }),
      contentListItem,
    );
    return c.json({ contents });
  });

  const content = (c: SandboxContext) => {
    const id = toInt(c.req.param('content_id'));
    const found = id === undefined ? undefined : c.get('site').catalog.content(id);
    if (!found) throw notFound('The content was not found.');
    return found;
  };
  r.get('/contents/:content_id', (c) => c.json(contentDetail(content(c), languageOf(c))));
  r.get('/contents/:content_id/summary', (c) => c.json(contentSummary(content(c), languageOf(c))));
  r.get('/contents/:content_id/description', (c) => c.json({ description: content(c).description[languageOf(c)] }));

  r.post('/contents/bulk', (c) => {
    const body = bodyObject(c);
    const ids = body.content_ids;
    if (!Array.isArray(ids)) throw invalid('content_ids', 'The content_ids field must be an array.');
    const lang = languageOf(c);
    const catalog = c.get('site').catalog;
    const contents = ids
      .map((raw) => toInt(raw))
      .map((id) => (id === undefined ? undefined : catalog.content(id)))
      .filter((found) => found !== undefined)
      .map((found) => contentListItem(found, lang));
    return c.json({ contents });
  });

  r.post('/contents/cart-preview', (c) => {
    const body = bodyObject(c);
    // `option_ids` is the public name; `options_ids` the earlier one (the public name wins).
    // Products "also requested" (the spec) come as `variant_ids` (our choice of name).
    const field = body.option_ids !== undefined ? 'option_ids' : 'options_ids';
    const ids = body[field] ?? [];
    const variantIds = body.variant_ids ?? [];
    const v = new Validation();
    if (!Array.isArray(ids)) v.add(field, `The ${field} field must be an array.`);
    if (!Array.isArray(variantIds)) v.add('variant_ids', 'The variant_ids field must be an array.');
    v.throwIfAny();
    if ((ids as unknown[]).length === 0 && (variantIds as unknown[]).length === 0) {
      v.add('option_ids', 'The option_ids field must be a non-empty array (or send variant_ids).');
    }
    v.throwIfAny();
    const catalog = c.get('site').catalog;
    const refs = (ids as unknown[])
      .map((raw, i) => {
        const ref = catalog.option(toInt(raw) ?? Number.NaN);
        if (!ref) resolveOption(v, catalog, raw, `${field}.${i}`);
        return ref;
      })
      .filter((ref): ref is OptionRef => ref !== undefined);
    const variants = (variantIds as unknown[]).flatMap((raw, i) => {
      const variantId = toInt(raw);
      const ref = variantId === undefined ? undefined : catalog.variant(variantId);
      if (!ref) {
        v.add(
          `variant_ids.${i}`,
          variantId !== undefined && catalog.product(variantId)
            ? `${variantId} is a product_id, not a variant_id: send product.variants[].variant_id.`
            : `The selected variant ${String(raw)} does not exist.`,
        );
        return [];
      }
      if (!ref.variant.is_active) v.add(`variant_ids.${i}`, `The selected variant ${variantId} is not available.`);
      return [ref];
    });
    v.throwIfAny();
    const lang = languageOf(c);
    return c.json({
      items: [
        ...refs.map((ref) => cartPreviewItem(ref.content, ref.option, lang)),
        ...variants.map((ref) => productPreviewItem(ref.product, ref.variant, lang)),
      ],
    });
  });

  r.get('/checkout/metadata', (c) => {
    const lang = languageOf(c);
    return c.json({
      currency: c.get('site').currency,
      countries: COUNTRIES.map((country) => ({ code: country.code, name: country.name[lang] })),
      required_fields: ['receiver_name', 'phone', 'address', 'postal_code'],
    });
  });

  return r;
}
