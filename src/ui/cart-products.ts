/**
 * The product details of the cart's product lines (`GET /products/{product_id}`, one per product,
 * cached and shared with a product page by the client), for what a cart line shows beyond the
 * cart's answer: the quantity rule and the shipping (`sourcing_info`), the variant's value names
 * as the product page names them (`option_value_display_settings`) and the labels of the buyer
 * inputs (`buyer_input_options`). Used by `<shop-cart>` and the order summary of `<shop-checkout>`.
 * A product whose detail cannot be read is left out: the line shows what the cart says.
 * Spec: docs/spec/storefront-api.md, "Product detail (product)".
 */
import type { ReactiveControllerHost } from 'lit';
import type { ProductDetail } from '../api/readers/product.js';
import type { Shop } from '../state/shop.js';
import { ShopTask } from './shop-task.js';

export class CartProducts {
  readonly #task: ShopTask<readonly [Shop | undefined, string], Map<number, ProductDetail>>;

  /** `shop`: the host's shop while the details are wanted (undefined: none are read). */
  constructor(host: ReactiveControllerHost, shop: () => Shop | undefined) {
    this.#task = new ShopTask(host, {
      task: async ([shop, key], { signal }) => {
        const details = new Map<number, ProductDetail>();
        if (!shop || !key) return details;
        const ids = key.split(',').map(Number);
        const reads = await Promise.allSettled(ids.map((id) => shop.client.product(id, signal)));
        reads.forEach((r, i) => r.status === 'fulfilled' && details.set(ids[i]!, r.value));
        return details;
      },
      args: () => {
        const s = shop();
        const items = s?.cart.value.cart?.items ?? [];
        const ids = [...new Set(items.flatMap((i) => (i.item_type === 'product' ? [i.product_id] : [])))].sort((a, b) => a - b);
        return [s, ids.join(',')] as const;
      },
    });
  }

  /** The detail of `product_id` once read (kept while the details of a changed cart are read again); undefined before. */
  get(product_id: number): ProductDetail | undefined {
    return this.#task.lastValue?.get(product_id);
  }
}
