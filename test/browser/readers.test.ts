import { expect } from '@open-wc/testing';
import { cartReader } from '../../src/api/readers/cart.js';
import { categoriesReader, siteReader, tagsReader } from '../../src/api/readers/catalog.js';
import { isPastOption } from '../../src/api/readers/content.js';
import { isoInZone, parseSpecTime, zoneOffset } from '../../src/api/spec-time.js';
import { contentBulkReader, contentListReader } from '../../src/api/readers/content-list.js';
import { contentDetailReader, contentSummaryReader } from '../../src/api/readers/content-detail.js';
import { loginResultReader, loginStartReader, meReader } from '../../src/api/readers/auth.js';
import { checkoutMetadataReader, orderCreatedReader, paymentStartReader } from '../../src/api/readers/order.js';
import { productListReader } from '../../src/api/readers/product.js';
import { productDetailReader } from '../../src/api/readers/product-detail.js';
import { boardsReader } from '../../src/api/readers/board.js';
import { lineDetail } from '../../src/ui/cart-line.js';
import {
  lineItemsReader,
  myOrderReader,
  myOrdersReader,
  openResultReader,
  orderDetailsReader,
  purchasedContentReader,
  reviewResultReader,
} from '../../src/api/readers/buyer.js';

describe('readers (raw shapes from the spec)', () => {
  describe('product list', () => {
    it('turns numeric strings into numbers and reads image and shipping fields from any of their places', () => {
      const page = productListReader.parse({
        products: {
          data: [
            {
              product_id: '17',
              ID: 999,
              name: 'Mug',
              mainImage: { image_url: 'https://img/m.png' },
              price: [{ base_price: '12000.00', sale_price: '9000', price: '9000', currency: 'KRW', is_on_sale: '1', variant_id: '301' }],
              variants: [{ variant_id: '301', label: 'Default', quantity: '0' }],
              shippingDetails: { shipping_fee: '3000', shipping_pay_label: 'Prepaid' },
              sourcing_info: { min_quantity: '2', unit_quantity: '2' },
            },
            {
              product_id: 18,
              name: 'Pen',
              img: ['https://img/p.png'],
              price: [{ base_price: 1500, price: 1500 }],
              details: { thumbnail_link: 'https://img/d.png' },
            },
          ],
          current_page: '1',
        },
        meta: { total: '42' },
      });
      const [mug, pen] = page.items;
      expect(page.total).to.equal(42);
      expect(mug!.product_id, 'public name wins over legacy ID').to.equal(17);
      expect(mug!.image_url).to.equal('https://img/m.png');
      expect(mug!.lowest_price).to.include({ base_price: 12000, sale_price: 9000, price: 9000, is_on_sale: true, variant_id: 301 });
      expect(mug!.sourcing_info).to.deep.equal({
        min_quantity: 2,
        unit_quantity: 2,
        shipping_fee: 3000,
        chargeable_shipping_fee: 3000,
        shipping_pay_label: 'Prepaid',
      });
      expect(mug!.sold_out).to.equal(true);
      expect(mug!.variants[0]!.product_id, 'variant without product_id keeps the product id').to.equal(17);
      expect(pen!.image_url).to.equal('https://img/d.png');
      expect(pen!.sourcing_info.min_quantity).to.equal(1);
    });

    it('rejects a body without products', () => {
      expect(productListReader.safeParse({ contents: { data: [] } }).success).to.equal(false);
    });
  });

  describe('product detail', () => {
    it('reads product.product, translation, variants and display settings', () => {
      const d = productDetailReader.parse({
        product: {
          product: { product_id: '55', name: 'fallback' },
          translation: { name: 'T-shirt', description: '<p>Soft</p>' },
          main_image: { image_url: 'https://img/main.png' },
          additional_images: ['https://img/2.png'],
          price: [{ base_price: '20000', price: '20000' }],
          variants: [
            {
              variant_id: '1',
              is_active: true,
              attributesArray: [
                { name: 'Color', value: 'Red' },
                { name: 'Size', value: 'M' },
              ],
              quantity: '3',
            },
            {
              variant_id: '2',
              product_id: 55,
              is_active: 0,
              attributesArray: [
                { name: 'Color', value: 'Blue' },
                { name: 'Size', value: 'M' },
              ],
            },
          ],
          option_display_settings: [{ attribute_index: '0', display_type: 'color_swatch' }],
          option_value_display_settings: [
            { attribute_index: 0, value_text: 'Blue', color_hex: '#0000FF', sort_order: 2 },
            { attribute_index: 0, value_text: 'Red', color_hex: '#FF0000', sort_order: 1 },
          ],
          buyer_input_options: [
            { input_option_id: '9', label: 'Engraving', input_type: 'text', is_required: '1', max_length: '20', status: 'active', sort_order: 2 },
            { input_option_id: '10', label: 'Hidden', input_type: 'date', status: 'hidden', sort_order: 1 },
          ],
        },
      });
      expect(d.product_id).to.equal(55);
      expect(d.name).to.equal('T-shirt');
      expect(d.images).to.deep.equal(['https://img/main.png', 'https://img/2.png']);
      expect(d.options, 'option names from the variants when options[] is absent').to.deep.equal(['Color', 'Size']);
      expect(d.variants[0]!.product_id).to.equal(55);
      expect(d.variants[1]!.is_active).to.equal(false);
      expect(d.option_value_display_settings.map((v) => v.value_text)).to.deep.equal(['Red', 'Blue']);
      expect(d.buyer_input_options.map((b) => [b.input_option_id, b.is_required, b.max_length, b.status])).to.deep.equal([
        [10, false, null, 'hidden'],
        [9, true, 20, 'active'],
      ]);
    });

    it('counts only what can be bought: the price of an inactive variant is not the "From" price (issue 30 item 2)', () => {
      const d = productDetailReader.parse({
        product: {
          product_id: 56,
          name: 'Mug',
          price: [
            { variant_id: 1, base_price: 5000, price: 5000 },
            { variant_id: 2, base_price: 9000, price: 9000 },
            { variant_id: 3, base_price: 12000, price: 12000 },
          ],
          variants: [
            { variant_id: 1, is_active: false, attributesArray: [{ name: 'Size', value: 'S' }] },
            { variant_id: 2, is_active: true, attributesArray: [{ name: 'Size', value: 'M' }] },
            { variant_id: 3, is_active: true, attributesArray: [{ name: 'Size', value: 'L' }] },
          ],
        },
      });
      expect(d.lowest_price!.price).to.equal(9000);
      expect(d.prices.map((x) => x.variant_id)).to.deep.equal([2, 3]);
      // Every variant inactive: the prices stay (the product shows as unavailable, not priceless).
      const none = productDetailReader.parse({
        product: { product_id: 57, price: [{ variant_id: 1, price: 5000 }], variants: [{ variant_id: 1, is_active: false }] },
      });
      expect(none.lowest_price!.price).to.equal(5000);
    });
  });

  describe('contents', () => {
    it('reads title or name, legacy class_id losing to content_id, and option prices', () => {
      const page = contentListReader.parse({
        contents: {
          data: [
            {
              content_id: 5,
              class_id: 77,
              content_type: 'vod',
              name: 'Course',
              img: ['https://img/c.png'],
              options: [{ option_id: '900', price: '30000', sale_price: '25000', is_on_sale: true }],
              review_count: '4',
              average_rating: '4.5',
            },
            { class_id: 6, title: 'Legacy only', content_type: 'live', options: [] },
          ],
          total: 2,
        },
      });
      expect(page.items[0]).to.include({ content_id: 5, title: 'Course', review_count: 4, average_rating: 4.5, image_url: 'https://img/c.png' });
      expect(page.items[0]!.lowest_option).to.include({ option_id: 900, final_price: 25000, content_id: 5 });
      expect(page.items[1]!.content_id).to.equal(6);
    });

    it('merges options with curriculums (name, price) and option_details (schedule); reads legacy chapter lessons', () => {
      const d = contentDetailReader.parse({
        content: {
          content_id: '8',
          content_type: 'offline',
          title: 'Workshop',
          description: '<b>hi</b>',
          option_details: [
            { title: 'Morning', duration_start: '2020-01-01 10:00:00', duration_end: '2020-01-01 12:00:00' },
            { title: 'Later', duration_start: '2999-01-01 10:00:00' },
          ],
          options: [
            { option_id: 81, price: '10000' },
            { option_id: 82, price: '12000' },
          ],
        },
        curriculums: [
          { option_id: 82, title: 'Evening seat', price: '15000', sale_price: null },
          { option_id: 81, title: 'Morning seat', price: '10000' },
        ],
        chapters: [{ chapter_id: 1, title: 'Intro', curriculums_details: [{ ID: 11, title: 'Welcome', duration_text: '03:20' }] }],
        exchangeRates: { USD: '0.00072' },
      });
      expect(d.options.map((o) => [o.option_id, o.title, o.price])).to.deep.equal([
        [81, 'Morning seat', 10000],
        [82, 'Evening seat', 15000],
      ]);
      expect(isPastOption(d.options[0]!)).to.equal(true);
      expect(isPastOption(d.options[1]!), 'no end: the start decides').to.equal(false);
      expect(d.chapters[0]!.items[0]).to.deep.equal({ curriculum_id: 11, title: 'Welcome', duration_text: '03:20', is_preview: false });
      expect(d.exchangeRates).to.deep.equal({ USD: 0.00072 });
    });

    it("takes an option's name and price from its own curriculums[] entry, never the entry at its position (issue 30 item 3)", () => {
      const d = contentDetailReader.parse({
        content: {
          content_id: 9,
          title: 'Pottery course',
          options: [
            { option_id: 93, price: 30000, sale_price: 27000, is_on_sale: true },
            { option_id: 91, price: 10000 },
            { option_id: 92, price: 20000 },
          ],
        },
        curriculums: [
          { option_id: 92, title: 'Weekend seat', price: 21000 },
          { option_id: 91, title: 'Weekday seat', price: 11000 },
        ],
      });
      expect(d.options.map((o) => [o.option_id, o.title, o.final_price])).to.deep.equal([
        [93, 'Pottery course', 27000],
        [91, 'Weekday seat', 11000],
        [92, 'Weekend seat', 21000],
      ]);
    });

    it("parses the spec time shape as a wall-clock time in the platform's zone, never the buyer's (issue 30 item 1)", () => {
      expect(parseSpecTime('2026-03-04 05:06:07')!.getTime(), 'Asia/Seoul by default').to.equal(Date.UTC(2026, 2, 3, 20, 6, 7));
      expect(parseSpecTime('2026-03-04 05:06:07', 'UTC')!.getTime()).to.equal(Date.UTC(2026, 2, 4, 5, 6, 7));
      expect(parseSpecTime('2030-07-01 12:00:00', 'America/Los_Angeles')!.getTime(), 'summer time').to.equal(Date.UTC(2030, 6, 1, 19));
      expect(parseSpecTime('2030-01-01 12:00:00', 'America/Los_Angeles')!.getTime(), 'winter time').to.equal(Date.UTC(2030, 0, 1, 20));
      expect(parseSpecTime('2030-01-01 12:00:00', 'Pacific/Auckland')!.getTime(), 'southern summer').to.equal(Date.UTC(2029, 11, 31, 23));
      // 2030-03-10 02:30 never shows in Los Angeles (02:00 → 03:00): read with the offset before the change.
      expect(parseSpecTime('2030-03-10 02:30:00', 'America/Los_Angeles')!.getTime(), 'skipped hour').to.equal(Date.UTC(2030, 2, 10, 10, 30));
      // 2030-11-03 01:30 shows twice (PDT, then PST): its first showing.
      expect(parseSpecTime('2030-11-03 01:30:00', 'America/Los_Angeles')!.getTime(), 'hour shown twice').to.equal(Date.UTC(2030, 10, 3, 8, 30));
      expect(parseSpecTime('2030-10-27 02:30:00', 'Europe/Berlin')!.getTime(), 'hour shown twice, east of UTC').to.equal(Date.UTC(2030, 9, 27, 0, 30));
      expect(parseSpecTime('2026-03-04 05:06:07', 'Not/AZone')!.getTime(), 'an unknown zone reads as the default').to.equal(Date.UTC(2026, 2, 3, 20, 6, 7));
      expect(parseSpecTime('2030-01-01T01:00:00Z', 'America/Los_Angeles')!.getTime(), 'a named zone wins').to.equal(Date.UTC(2030, 0, 1, 1));
      expect(parseSpecTime('soon')).to.equal(null);
      expect(zoneOffset(Date.UTC(2030, 6, 1), 'America/Los_Angeles')).to.equal(-420);
      expect(isoInZone(new Date(Date.UTC(2030, 0, 5, 10)), 'Asia/Seoul')).to.equal('2030-01-05T19:00:00+09:00');
      expect(isoInZone(new Date(Date.UTC(2030, 0, 5, 10)), 'America/St_Johns')).to.equal('2030-01-05T06:30:00-03:30');
    });

    it("compares an option's end with now in the platform's zone (issue 30 item 1)", () => {
      const now = new Date(Date.UTC(2030, 0, 1, 3)); // 12:00 in Seoul, 19:00 the day before in Los Angeles
      expect(isPastOption({ duration_start: null, duration_end: '2030-01-01 11:00:00' }, 'Asia/Seoul', now), 'ended an hour ago in Seoul').to.equal(true);
      expect(isPastOption({ duration_start: null, duration_end: '2030-01-01 14:00:00' }, 'Asia/Seoul', now), 'ends in two hours in Seoul').to.equal(false);
      expect(isPastOption({ duration_start: null, duration_end: '2030-01-01 11:00:00' }, 'America/Los_Angeles', now), 'in Los Angeles, still ahead').to.equal(
        false,
      );
    });
  });

  describe('cart', () => {
    it('takes the unit price by precedence and counts a content as one', () => {
      const cart = cartReader.parse({
        items: [
          { variant_id: '3', item_type: 'product', product_id: '7', cart_quantity: '2', name: 'Mug', price: '9000', image_url: 'https://img/m.png' },
          {
            option_id: '44',
            item_type: 'content',
            title: 'Course',
            cart_quantity: 5,
            option: { option_id: 44, content_id: 8, content_type: 'vod', title: 'Full access', price: '30000', sale_price: '25000' },
            content_id: 8,
            content_type: 'vod',
          },
        ],
        count: '2',
      });
      expect(cart.count).to.equal(2);
      expect(cart.items[0]).to.include({ item_type: 'product', variant_id: 3, product_id: 7, quantity: 2, unit_price: 9000 });
      expect(cart.items[1]).to.include({ item_type: 'content', option_id: 44, quantity: 1, unit_price: 25000, option_title: 'Full access' });
    });
  });

  describe('login, orders, payment', () => {
    it('reads the token from token or access_token', () => {
      expect(loginResultReader.parse({ token: 'a' }).token).to.equal('a');
      expect(loginResultReader.parse({ access_token: 'b', user: { user_id: '3', name: 'Kim' } })).to.deep.include({ token: 'b' });
      expect(loginResultReader.safeParse({ user: {} }).success).to.equal(false);
      expect(meReader.parse({ user: { user_id: '3', name: 'Kim', email: 'k@x' } })).to.include({ user_id: 3, name: 'Kim' });
    });

    it('reads the order and keeps payment fields unchanged, skipping nulls', () => {
      expect(orderCreatedReader.parse({ order: { order_id: '12', price: '33000' } })).to.deep.equal({ order_id: 12, price: 33000 });
      // An order without its price is an error, never a free order (issue 30 item 7).
      expect(orderCreatedReader.safeParse({ order: { order_id: 12 } }).success, 'no price').to.equal(false);
      expect(orderCreatedReader.safeParse({ order: { order_id: 12, price: 'soon' } }).success, 'an unreadable price').to.equal(false);
      const p = paymentStartReader.parse({
        order_id: 12,
        amount: '33000',
        currency: 'KRW',
        payment: {
          type: 'form_post',
          method: 'post',
          action: 'https://pay/x',
          fields: { nonce: 'n"><x', price: 33000, empty: null, goods_name: '머그 외 1건' },
        },
      });
      expect(p.payment.fields).to.deep.equal({ nonce: 'n"><x', price: '33000', goods_name: '머그 외 1건' });
      expect(p.payment.method).to.equal('POST');
    });
  });

  describe('site, categories, tags', () => {
    it('reads wrapped or bare site, and legacy category ids', () => {
      expect(siteReader.parse({ site: { site_id: '1', site_name: 'S', name: 'S', host: 'h', logo: null } }).site_id).to.equal(1);
      expect(categoriesReader.parse({ categories: [{ id: '4', name: 'Books' }] })[0]).to.include({ category_id: 4, name: 'Books' });
      expect(tagsReader.parse({ tags: [{ tag_id: '2', name: 'New', slug: 'new', target_type: 'product' }] })[0]).to.include({ tag_id: 2 });
    });
  });
});

describe('readers: spec rules', () => {
  it('refuses impossible dates, impossible times and trailing junk in time texts', () => {
    expect(parseSpecTime('2030-02-31 10:00:00'), 'February 31').to.equal(null);
    expect(parseSpecTime('2030-13-01 10:00:00'), 'month 13').to.equal(null);
    expect(parseSpecTime('2030-01-01 25:61:00'), '25:61').to.equal(null);
    expect(parseSpecTime('2030-01-01 10:00:60'), 'second 60').to.equal(null);
    expect(parseSpecTime('2030-01-01 10:00:00 junk'), 'trailing junk').to.equal(null);
    expect(parseSpecTime('2030-01-01junk'), 'junk after the date').to.equal(null);
    expect(parseSpecTime('2030-01-01T10:00:00+09:00 later'), 'junk after a zone').to.equal(null);
    expect(parseSpecTime('2028-02-29 23:59:59', 'UTC')!.getTime(), 'leap day').to.equal(Date.UTC(2028, 1, 29, 23, 59, 59));
    expect(parseSpecTime('2030-01-01', 'UTC')!.getTime(), 'a bare date').to.equal(Date.UTC(2030, 0, 1));
    expect(parseSpecTime(' 2030-01-01 10:00:00 ', 'UTC')!.getTime(), 'surrounding blanks').to.equal(Date.UTC(2030, 0, 1, 10));
    expect(parseSpecTime('2030-01-01T01:00:00Z')!.getTime()).to.equal(Date.UTC(2030, 0, 1, 1));
    expect(parseSpecTime('2030-01-01T10:00:00.250+09:00')!.getTime()).to.equal(Date.UTC(2030, 0, 1, 1, 0, 0, 250));
  });

  it('reads ids beyond Number.MAX_SAFE_INTEGER (and other non-ids) as invalid, never rounded', () => {
    const page = productListReader.parse({
      products: {
        data: [
          { product_id: '9007199254740993', name: 'rounded as text' },
          { product_id: 9007199254740993, name: 'rounded as number' },
          { product_id: '12.5', name: 'fraction' },
          { product_id: -3, name: 'negative' },
          { product_id: '9007199254740991', name: 'largest safe' },
        ],
      },
    });
    expect(page.items.map((p) => p.product_id)).to.deep.equal([9007199254740991]);
    const detail = productDetailReader.safeParse({ product: { product_id: '9007199254740993', variants: [] } });
    expect(detail.success).to.equal(false);
    const cart = cartReader.parse({
      items: [
        { item_type: 'product', variant_id: '9007199254740993', product_id: 1 },
        { item_type: 'content', option_id: 9007199254740993 },
      ],
    });
    expect(cart.items).to.deep.equal([]);
  });

  it("reads ids and lists only from the spec's places and its earlier names", () => {
    // Order: `order.order_id` only (no `id`/`ID`, no bare order, no `data` envelope).
    expect(orderCreatedReader.safeParse({ order: { id: 12, price: 1 } }).success, 'order id').to.equal(false);
    expect(orderCreatedReader.safeParse({ order_id: 12, price: 1 }).success, 'bare order').to.equal(false);
    expect(myOrdersReader.parse({ orders: { data: [{ id: 5 }, { ID: 6 }, { order_id: 7 }] } }).items.map((o) => o.order_id)).to.deep.equal([7]);
    expect(myOrderReader.safeParse({ data: { order_id: 1 } }).success, 'order under data').to.equal(false);
    // User, tags, chapters: no `id`/`ID`.
    expect(meReader.parse({ user: { id: 3, ID: 4, name: 'Kim' } }).user_id).to.equal(null);
    expect(meReader.safeParse({ data: { user_id: 3 } }).success, 'user under data').to.equal(false);
    expect(loginResultReader.safeParse({ data: { token: 't' } }).success, 'login under data').to.equal(false);
    expect(
      tagsReader
        .parse({
          tags: [
            { id: 2, name: 'x' },
            { ID: 3, name: 'y' },
            { tag_id: 4, name: 'z' },
          ],
        })
        .map((t) => t.tag_id),
    ).to.deep.equal([4]);
    const detail = contentDetailReader.parse({
      content: { content_id: 8, options: [{ option_id: 81 }, { id: 82 }] },
      chapters: [
        { ID: 1, title: 'A', items: [] },
        { id: 2, title: 'B', items: [] },
        { chapter_id: 3, title: 'C', items: [] },
      ],
    });
    expect(detail.chapters.map((c) => c.chapter_id)).to.deep.equal([null, null, 3]);
    expect(
      detail.options.map((o) => o.option_id),
      'a content option has no earlier name `id`',
    ).to.deep.equal([81]);
    // Lists the spec (or the README) names; the `data` fallbacks that never worked now fail loudly.
    expect(categoriesReader.safeParse({ categories: { data: [{ category_id: 1 }] } }).success).to.equal(false);
    expect(categoriesReader.safeParse({ data: [{ category_id: 1 }] }).success).to.equal(false);
    expect(categoriesReader.parse({ categories: [{ ID: 1 }, { id: 2 }, { category_id: 3 }] }).map((c) => c.category_id)).to.deep.equal([2, 3]);
    expect(contentBulkReader.safeParse({ contents: { data: [{ content_id: 1 }] } }).success).to.equal(false);
    expect(lineItemsReader.safeParse({ data: { line_items: [] } }).success).to.equal(false);
    expect(orderDetailsReader.safeParse({ items: [{ line_item_id: 'a' }] }).success).to.equal(false);
    expect(cartReader.safeParse({ cart: { items: [] } }).success).to.equal(false);
    expect(checkoutMetadataReader.parse({ data: { currency: 'USD' } }).currency).to.equal(null);
    expect(loginStartReader('https://platform.example').parse({ data: { authorize_url: 'https://idp/a' } }).authorize_url).to.equal(null);
    expect(openResultReader.parse({ line_item: { serve: { url: 'https://v/1' } } }).serve).to.equal(null);
    expect(reviewResultReader.parse({ review: { id: 5 } }).review_id).to.equal(null);
    expect(contentSummaryReader.safeParse({ content_id: 5 }).success, 'bare summary').to.equal(false);
    expect(boardsReader.safeParse({ data: [{ board_id: 1 }] }).success).to.equal(false);
    const product = productDetailReader.parse({
      product: {
        product_id: 1,
        buyer_input_options: [
          { id: 9, label: 'x' },
          { input_option_id: 10, label: 'y' },
        ],
      },
    });
    expect(product.buyer_input_options.map((b) => b.input_option_id)).to.deep.equal([10]);
    // The earlier names of the Versioning table stay: class_id/ID, ID/item_id of a lesson, id/ID of a product, id of a variant.
    expect(contentListReader.parse({ classes: { data: [{ ID: 5 }] } }).items[0]!.content_id).to.equal(5);
    expect(productListReader.parse({ products: { data: [{ id: 6, variants: [{ id: 61 }] }] } }).items[0]!.variants[0]!.variant_id).to.equal(61);
  });

  it('reads currency codes, exchange rates and the payment form method, refusing what cannot be used', () => {
    expect(checkoutMetadataReader.parse({ currency: 'krw' }).currency).to.equal('KRW');
    expect(checkoutMetadataReader.parse({ currency: 'Korean won' }).currency, 'Intl.NumberFormat throws on it').to.equal(null);
    const detail = contentDetailReader.parse({
      content: { content_id: 8 },
      exchangeRates: { USD: '0.00072', jpy: 0.11, EURO: 2, GBP: -1, CNY: 0, CHF: 'soon' },
    });
    expect(detail.exchangeRates).to.deep.equal({ USD: 0.00072, JPY: 0.11 });
    const page = productListReader.parse({
      products: {
        data: [
          {
            product_id: 1,
            price: [
              { price: 1, currency: '₩' },
              { price: 2, currency: 'usd' },
            ],
          },
        ],
      },
    });
    expect(page.items[0]!.prices.map((p) => p.currency)).to.deep.equal([null, 'USD']);
    const start = (method: unknown, currency = 'KRW') =>
      paymentStartReader.safeParse({ order_id: 1, currency, payment: { type: 'form_post', method, action: 'https://pay/x', fields: {} } });
    expect(start('get').data?.payment.method).to.equal('GET');
    expect(start(undefined).data?.payment.method, 'the spec: POST').to.equal('POST');
    // Kept as given: the checkout refuses a method no form can send (test/browser/checkout-platform.test.ts).
    expect(start('put').data?.payment.method, 'read as given, upper case').to.equal('PUT');
    expect(start('post', 'dollars').data?.currency).to.equal(null);
  });

  it('passes every image and link URL through one guard: http(s), relative, or data:image/* for images', () => {
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ];
    const list = productListReader.parse({
      products: { data: bad.map((u, i) => ({ product_id: i + 1, thumbnail_link: u, main_image: { image_url: i === 0 ? '/img/fallback.png' : u } })) },
    });
    expect(list.items.map((p) => p.image_url)).to.deep.equal(['/img/fallback.png', null, null, null, null, null]);
    const detail = productDetailReader.parse({
      product: {
        product_id: 1,
        main_image: { image_url: 'javascript:alert(1)' },
        additional_images: [...bad, 'https://img/ok.png', 'img/relative.png', 'data:image/png;base64,iVBORw0KGgo='],
        option_value_display_settings: [{ attribute_index: 0, value_text: 'Red', image_url: 'javascript:alert(1)' }],
      },
    });
    expect(detail.images).to.deep.equal(['https://img/ok.png', 'img/relative.png', 'data:image/png;base64,iVBORw0KGgo=']);
    expect(detail.option_value_display_settings[0]!.image_url).to.equal(null);
    const content = contentDetailReader.parse({
      content: { content_id: 8, img: ['javascript:alert(1)', 'https://img/c.png'], additional_images: ['vbscript:x'] },
    });
    expect(content.images).to.deep.equal(['https://img/c.png']);
    expect(
      cartReader.parse({ items: [{ item_type: 'product', variant_id: 1, product_id: 1, image_url: 'javascript:alert(1)' }] }).items[0]!.image_url,
    ).to.equal(null);
    expect(siteReader.parse({ site: { site_id: 1, logo: 'javascript:alert(1)' } }).logo).to.equal(null);
    expect(loginStartReader('https://platform.example').parse({ authorize_url: 'javascript:alert(1)', login_url: 'data:text/html,x' })).to.include({
      authorize_url: null,
      login_url: null,
    });
    expect(openResultReader.parse({ serve: { url: 'javascript:alert(1)' } }).serve!.url).to.equal(null);
    const pay = paymentStartReader.safeParse({
      order_id: 1,
      redirect_url: 'javascript:alert(1)',
      payment: { type: 'form_post', action: 'javascript:alert(1)', fields: {} },
    });
    expect(pay.success, 'a payment page at javascript:').to.equal(false);
    const purchased = purchasedContentReader.parse({
      content: { content_id: 5, thumbnail_link: 'javascript:alert(1)' },
      chapters: [{ chapter_id: 1, items: [{ curriculum_id: 7, media_url: 'javascript:alert(1)', reference_url: 'data:text/html,x' }] }],
    });
    expect(purchased.image_url).to.equal(null);
    expect(purchased.chapters[0]!.items[0]).to.include({ media_url: null, reference_url: null });
    // Kept unchanged (opaque), never rebuilt.
    expect(openResultReader.parse({ serve: { url: '/view?x=%7C&y' } }).serve!.url).to.equal('/view?x=%7C&y');
  });
});

describe('readers: the leniencies that are gone (issue 30 item 7)', () => {
  it('keeps only ISO 4217 codes among exchangeRates', () => {
    const d = contentDetailReader.parse({
      content: { content_id: 1, title: 'C', options: [{ option_id: 2, price: 1000 }] },
      exchangeRates: { USD: 0.00072, ABC: 1.5, XYZ: 2, jpy: '0.11', won: 1, US: 3 },
    });
    expect(d.exchangeRates).to.deep.equal({ USD: 0.00072, JPY: 0.11 });
  });

  it('matches variant option values by option name, never by position', () => {
    const p = productDetailReader.parse({
      product: {
        product_id: 5,
        name: 'Tee',
        options: ['Color', 'Size'],
        price: [{ variant_id: 51, price: 1000 }],
        variants: [
          {
            variant_id: 51,
            label: 'Red M',
            is_active: true,
            attributesArray: [
              { name: 'Colour', value: 'Red' },
              { name: 'Size', value: 'M' },
            ],
          },
        ],
      },
    });
    const line = {
      item_type: 'product',
      variant_id: 51,
      product_id: 5,
      quantity: 1,
      name: 'Tee',
      label: 'Red M',
      unit_price: 1000,
      image_url: null,
      buyer_inputs: {},
    } as const;
    expect(lineDetail(line, p), 'no "Color" value: not the value at its position').to.equal('M');
  });

  it('hides the write button for an unknown posting_scope or write value', () => {
    const boards = boardsReader.parse({
      boards: {
        data: [
          { board_id: 1, title: 'A', posting_scope: 'member', write: '1' },
          { board_id: 2, title: 'B', posting_scope: 'staff_only' },
          { board_id: 3, title: 'C', write: 'sometimes' },
          { board_id: 4, title: 'D', posting_scope: 'ADMIN_ONLY' },
          { board_id: 5, title: 'E' },
        ],
      },
    });
    expect(boards.map((b) => [b.board_id, b.write, b.posting_scope])).to.deep.equal([
      [1, true, 'member'],
      [2, true, 'unknown'],
      [3, false, ''],
      [4, true, 'admin_only'],
      [5, true, ''],
    ]);
  });

  it("compares a buyer input's status without regard to case", () => {
    const p = productDetailReader.parse({
      product: {
        product_id: 6,
        name: 'Mug',
        price: [{ price: 1000 }],
        buyer_input_options: [
          { input_option_id: 61, label: 'Engraving', input_type: 'text', status: 'Active' },
          { input_option_id: 62, label: 'Gift note', input_type: 'text', status: 'HIDDEN' },
        ],
      },
    });
    expect(p.buyer_input_options.map((b) => [b.input_option_id, b.status])).to.deep.equal([
      [61, 'active'],
      [62, 'hidden'],
    ]);
  });
});
