/**
 * The reader of `POST /contents/cart-preview`. Loaded on first use (src/api/client.ts): the CDN
 * bundle puts it in the buy button's chunk. Spec: docs/spec/storefront-api.md,
 * "POST /contents/cart-preview".
 */
import { asRecord, fail, idOf, numberOf, reader, records, textOf } from './read.js';
import type { CartPreviewItem } from './content.js';

/**
 * `items[]` of the cart preview. A product entry (`item_type` `product`) needs `variant_id` and
 * `product_id`, a content entry `option_id` (here or in `option`); entries without them are left out.
 */
export const cartPreviewReader = reader((raw): CartPreviewItem[] =>
  !Array.isArray(raw.items)
    ? fail('missing items')
    : records(raw.items).flatMap((i): CartPreviewItem[] => {
        const option = asRecord(i.option) ?? {};
        const common = {
          title: textOf(i, 'title', 'name') ?? textOf(option, 'title') ?? '',
          description: textOf(i, 'description', 'label') ?? null,
          price: numberOf(i, 'price') ?? numberOf(option, 'price') ?? null,
          sale_price: numberOf(i, 'sale_price') ?? numberOf(option, 'sale_price') ?? null,
        };
        if (textOf(i, 'item_type') === 'product') {
          const variant_id = idOf(i, 'variant_id');
          const product_id = idOf(i, 'product_id');
          if (variant_id === undefined || product_id === undefined) return [];
          return [{ item_type: 'product', content_id: null, option_id: null, product_id, variant_id, ...common }];
        }
        const option_id = idOf(i, 'option_id') ?? idOf(option, 'option_id');
        if (option_id === undefined) return [];
        const content_id = idOf(i, 'content_id') ?? idOf(option, 'content_id') ?? null;
        return [{ item_type: 'content', content_id, option_id, product_id: null, variant_id: null, ...common }];
      }),
);
