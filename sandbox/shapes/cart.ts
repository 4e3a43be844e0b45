/** The raw cart read `{ items, count }`, shared by both carts and every cart write. */
import type { Cart, CatalogIndex, Language } from '../store.js';
import { id, money } from './common.js';
import { cartOption } from './contents.js';
import { variantLabel, variantPrice } from './products.js';

export function cartBody(cart: Cart, catalog: CatalogIndex, lang: Language): { items: unknown[]; count: number } {
  const items: unknown[] = [];
  for (const line of cart.lines) {
    if (line.item_type === 'product') {
      const ref = catalog.variant(line.variant_id);
      if (!ref) continue;
      const { product, variant } = ref;
      const s = product.quirks.numeric_strings;
      items.push({
        variant_id: id(variant.variant_id, s),
        item_type: 'product',
        product_id: id(product.product_id, s),
        cart_quantity: line.quantity,
        name: product.name[lang],
        price: money(variant.base_price, s),
        sale_price: money(variantPrice(variant), s),
        image_url: product.main_image,
        label: variantLabel(variant, lang),
        buyer_inputs: { ...line.buyer_inputs },
      });
    } else {
      const ref = catalog.option(line.option_id);
      if (!ref) continue;
      const { content, option } = ref;
      items.push({
        option_id: option.option_id,
        item_type: 'content',
        title: content.title[lang],
        cart_quantity: 1,
        option: cartOption(content, option, lang),
        content_id: content.content_id,
        content_type: content.content_type,
        image_url: content.image,
      });
    }
  }
  return { items, count: items.length };
}
