/**
 * The shipping estimate of a cart (src/ui/shipping-estimate.ts): the rule on written
 * `sourcing_info`s, then against the sandbox — for carts of free, paid and conditionally free
 * products (also with the shipping fields in the places other than `sourcing_info`), the estimated
 * total equals the price of the order the platform makes of that cart (`POST /orders`).
 */
import { expect } from '@open-wc/testing';
import type { ProductAdd } from '../../src/api/client-options.js';
import type { Cart, CartItem } from '../../src/api/readers/cart.js';
import type { SourcingInfo } from '../../src/api/readers/product.js';
import { StorefrontClient } from '../../src/api/client.js';
import { estimateCart, freeShippingFrom, lineShipping } from '../../src/ui/shipping-estimate.js';
import { buyerToken, newSite, sandboxUrl } from './helpers.js';

const sourcing = (fee: number, label: string | null, chargeable = fee): SourcingInfo => ({
  min_quantity: 1,
  unit_quantity: 1,
  shipping_fee: fee,
  chargeable_shipping_fee: chargeable,
  shipping_pay_label: label,
});

const product = (product_id: number, unit_price: number, quantity: number, more: Partial<CartItem> = {}): CartItem =>
  ({
    item_type: 'product',
    product_id,
    variant_id: product_id * 10,
    quantity,
    name: `P${product_id}`,
    label: null,
    unit_price,
    image_url: null,
    buyer_inputs: {},
    ...more,
  }) as CartItem;

const content: CartItem = {
  item_type: 'content',
  option_id: 5001,
  content_id: 501,
  content_type: 'vod',
  title: 'Course',
  option_title: null,
  quantity: 1,
  unit_price: 79000,
  image_url: null,
};

describe('shipping estimate', () => {
  describe('the rule', () => {
    it('reads the free-shipping threshold from the label the product page shows, in each language', () => {
      expect(freeShippingFrom(sourcing(3000, 'Shipping ₩3,000 (free over ₩50,000)'))).to.equal(50000);
      expect(freeShippingFrom(sourcing(3000, '배송비 3,000원 (50,000원 이상 무료)'))).to.equal(50000);
      expect(freeShippingFrom(sourcing(3000, '送料3,000ウォン（30,000ウォン以上で無料）'))).to.equal(30000);
      expect(freeShippingFrom(sourcing(3000, 'Shipping ₩3,000'))).to.equal(null);
      expect(freeShippingFrom(sourcing(3000, null))).to.equal(null);
      expect(freeShippingFrom(sourcing(0, 'Free shipping'))).to.equal(null);
    });

    it('charges a line its fee below the threshold, nothing from it, nothing for a free product, a content or an unavailable line', () => {
      const conditional = sourcing(3000, 'Shipping ₩3,000 (free over ₩50,000)');
      expect(lineShipping(product(108, 45000, 1), conditional)).to.equal(3000);
      expect(lineShipping(product(108, 25000, 2), conditional)).to.equal(0);
      expect(lineShipping(product(102, 15000, 2), sourcing(0, 'Free shipping'))).to.equal(0);
      expect(lineShipping(product(103, 21000, 5), sourcing(3000, 'Shipping ₩3,000'))).to.equal(3000);
      expect(lineShipping(product(103, 21000, 1), sourcing(3000, 'Shipping ₩3,000', 2500)), 'the chargeable fee').to.equal(2500);
      expect(lineShipping(content, undefined)).to.equal(0);
      expect(lineShipping(product(103, 21000, 1, { unavailable: true }), undefined)).to.equal(0);
      expect(lineShipping(product(103, 21000, 1), undefined), 'not read yet').to.equal(null);
    });

    it('sums subtotal and shipping per line; the total is unknown while one product is not read', () => {
      const cart: Cart = { items: [product(108, 45000, 1), product(103, 21000, 2), content, product(102, 15000, 1, { unavailable: true })], count: 4 };
      const rules = new Map([
        [108, sourcing(3000, 'Shipping ₩3,000 (free over ₩50,000)')],
        [103, sourcing(3000, 'Shipping ₩3,000')],
      ]);
      expect(estimateCart(cart, (id) => rules.get(id))).to.deep.equal({ subtotal: 45000 + 42000 + 79000, shipping: 6000, total: 45000 + 42000 + 79000 + 6000 });
      rules.delete(103);
      expect(estimateCart(cart, (id) => rules.get(id))).to.deep.equal({ subtotal: 166000, shipping: null, total: null });
      expect(estimateCart({ items: [content], count: 1 }, () => undefined)).to.deep.equal({ subtotal: 79000, shipping: 0, total: 79000 });
    });
  });

  describe('against the platform', () => {
    // [product_id, quantity]: free (102, 110), paid (103; 113 and 125 with the shipping fields
    // elsewhere), conditionally free below and from the threshold (108 at 45,000 and 90,000; 106
    // from 30,000; 126 with its shipping under details.shipping).
    const carts: Array<Array<[number, number]>> = [
      [
        [102, 2],
        [108, 1],
      ],
      [
        [108, 2],
        [103, 1],
      ],
      [
        [113, 1],
        [125, 2],
        [110, 1],
      ],
      [
        [106, 2],
        [126, 1],
      ],
      [
        [106, 4],
        [126, 3],
      ],
    ];
    for (const lines of carts) {
      it(`estimates what the order of ${lines.map(([id, q]) => `${id} × ${q}`).join(', ')} costs`, async () => {
        const siteKey = await newSite();
        const token = await buyerToken(siteKey);
        const client = new StorefrontClient({ siteKey, baseUrl: sandboxUrl(), language: 'en', getToken: () => token });
        for (const [product_id, quantity] of lines) {
          const detail = await client.product(product_id);
          const variant = detail.variants.find((v) => v.is_active && (v.quantity ?? 1) > 0)!;
          const inputs = detail.buyer_input_options.some((o) => o.is_required && o.status === 'active') ? { 301: 'Mina' } : undefined;
          await client.addToCart('user', {
            item_type: 'product',
            product_id,
            variant_id: variant.variant_id,
            quantity,
            buyer_inputs: inputs,
          } satisfies ProductAdd);
        }
        const cart = await client.cart('user');
        const details = new Map(await Promise.all(lines.map(async ([id]) => [id, (await client.product(id)).sourcing_info] as const)));
        const estimate = estimateCart(cart, (id) => details.get(id));
        const order = await client.createOrder({
          product_items: cart.items.flatMap((i) => (i.item_type === 'product' ? [{ product_id: i.product_id, variant_id: i.variant_id }] : [])),
          content_items: [],
          quantities: Object.fromEntries(cart.items.flatMap((i) => (i.item_type === 'product' ? [[String(i.variant_id), i.quantity]] : []))),
          receiver: {
            receiver_name: 'Mina',
            phone: '010-1234-5678',
            address: '1 Test Street',
            address_detailed: '',
            postal_code: '04524',
            pcc_number: '',
            region: { country: 'KR' },
          },
          total_price: estimate.subtotal!,
          order_memo: '',
        });
        expect(estimate.total).to.equal(order.price);
      });
    }
  });
});
