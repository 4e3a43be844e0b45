import { expect } from '@open-wc/testing';
import {
  contentCountsReader,
  lineItemsReader,
  myContentsReader,
  myOrderReader,
  openResultReader,
  purchasedContentReader,
} from '../../src/api/readers/buyer.js';
import { StorefrontClient } from '../../src/api/client.js';
import type { StorefrontError } from '../../src/api/errors.js';
import { calls, requests, sandboxUrl } from './helpers.js';
import { newBuyer, purchase } from './buyer-helpers.js';

describe('buyer readers (raw shapes from the spec)', () => {
  it('keeps line_item_id exactly as received and reads actions, serve and review', () => {
    const { line_items, total } = lineItemsReader.parse({
      line_items: [
        {
          line_item_id: 'li:80001:0|product:1001',
          kind: 'product',
          order_id: '80001',
          product_id: '101',
          variant_id: 1001,
          title: 'Shirt',
          price: '39000.00',
          quantity: '2',
          status: 'paid',
          serve: null,
          actions: [{ type: 'confirm_purchase', enabled: true, label: 'Confirm' }, { type: 'return_request', enabled: '0' }, { enabled: true }],
          review: { exists: 0, review_id: null },
        },
        {
          line_item_id: ' opaque|id ',
          kind: 'content',
          content_id: 501,
          serve: { mode: 'internal_player', url: 'https://x/v?a=%7C' },
          review: { exists: '1', review_id: '9' },
        },
        { kind: 'product' },
      ],
      total: '2',
    });
    expect(total).to.equal(2);
    expect(line_items).to.have.length(2);
    expect(line_items[0]).to.include({ line_item_id: 'li:80001:0|product:1001', order_id: 80001, product_id: 101, price: 39000, quantity: 2 });
    expect(line_items[0]!.actions).to.deep.equal([
      { type: 'confirm_purchase', enabled: true, label: 'Confirm', method: null },
      { type: 'return_request', enabled: false, label: null, method: null },
    ]);
    expect(line_items[1]!.line_item_id).to.equal(' opaque|id ');
    expect(line_items[1]!.serve).to.deep.equal({ mode: 'internal_player', url: 'https://x/v?a=%7C' });
    expect(line_items[1]!.review).to.deep.equal({ exists: true, review_id: 9 });
  });

  it("reads a line's buyer inputs (label and value, in order), leaving out the empty ones and what is not a list", () => {
    const { line_items } = lineItemsReader.parse({
      line_items: [
        {
          line_item_id: 'a',
          kind: 'product',
          buyer_inputs: [
            { input_option_id: '301', label: 'Engraving text', value: 'For Mina' },
            { input_option_id: 302, label: 'Gift message', value: '' },
            { input_option_id: 303, label: 'Preferred delivery date', value: '2030-05-01' },
            { label: 'No id', value: 'kept' },
            'nonsense',
          ],
        },
        { line_item_id: 'b', kind: 'product', buyer_inputs: { 301: 'a map is not the shape' } },
        { line_item_id: 'c', kind: 'content' },
      ],
    });
    expect(line_items[0]!.buyer_inputs).to.deep.equal([
      { input_option_id: 301, label: 'Engraving text', value: 'For Mina' },
      { input_option_id: 303, label: 'Preferred delivery date', value: '2030-05-01' },
      { input_option_id: null, label: 'No id', value: 'kept' },
    ]);
    expect(line_items[1]!.buyer_inputs).to.deep.equal([]);
    expect(line_items[2]!.buyer_inputs).to.deep.equal([]);
  });

  it('never reads lookup_id (or id) as a content id, and accepts an empty list', () => {
    const page = myContentsReader.parse({
      contents: {
        data: [
          { id: 800012, lookup_id: 800012, content_id: '501', title: 'TS', status: 'pending' },
          { lookup_id: 7, id: 7 },
        ],
        total: 1,
      },
    });
    expect(page.items).to.have.length(1);
    expect(page.items[0]).to.include({ content_id: 501, lookup_id: 800012 });
    expect(myContentsReader.parse({ contents: { data: [] } }).items).to.deep.equal([]);
  });

  it('reads content_counts, or the legacy typeStatusCounts', () => {
    expect(contentCountsReader.parse({ content_counts: { vod: { all: '2', pending: 1 } } })).to.deep.equal({ vod: { all: 2, pending: 1 } });
    expect(contentCountsReader.parse({ typeStatusCounts: { all: { completed: '3' } } })).to.deep.equal({ all: { completed: 3 } });
    expect(contentCountsReader.safeParse({}).success).to.equal(false);
  });

  it('reads media_url / reference_url (legacy data / vod_link) and never derives an empty media_url', () => {
    const c = purchasedContentReader.parse({
      content: { content_id: 501, title: 'TS' },
      chapters: [
        {
          chapter_id: 1,
          title: 'A',
          items: [
            { curriculum_id: 7001, media_url: 'https://m/1.mp4', reference_url: 'https://r/1' },
            { curriculum_id: 7007, media_url: '', data: 'https://m/legacy.mp4', reference_url: 'https://r/7', vod_link: 'https://v/7' },
            { curriculum_id: '7008', media_url: '   ', reference_url: null },
          ],
        },
      ],
      watchable: true,
      hold_blocked: 0,
    });
    expect(c.chapters[0]!.items.map((l) => l.media_url)).to.deep.equal(['https://m/1.mp4', null, null]);
    expect(c.chapters[0]!.items.map((l) => l.reference_url)).to.deep.equal(['https://r/1', 'https://r/7', null]);
    expect(c).to.include({ watchable: true, hold_blocked: false });

    const legacy = purchasedContentReader.parse({
      parent_class: { class_id: '502', title: 'Lit' },
      class: [{ option_id: 5003, title: 'Standard' }],
      chapters: [{ title: 'B', curriculums_details: [{ curriculum_id: 7011, data: 'https://m/11.mp4', vod_link: 'https://v/11' }] }],
      watch_able: '0',
      hold_blocked: true,
    });
    expect(legacy).to.include({ content_id: 502, watchable: false, hold_blocked: true });
    expect(legacy.curriculums).to.deep.equal([{ option_id: 5003, title: 'Standard' }]);
    expect(legacy.chapters[0]!.items[0]).to.include({ media_url: 'https://m/11.mp4', reference_url: 'https://v/11' });
  });

  it('reads the order and the open answer', () => {
    expect(myOrderReader.parse({ order: { order_id: '80001', status: 'paid', price: '121000', receiver: { receiver_name: 'Kim' } } })).to.include({
      order_id: 80001,
      price: 121000,
    });
    expect(openResultReader.parse({ serve: { url: 'https://v/1' } }).serve).to.deep.equal({ mode: null, url: 'https://v/1' });
    expect(openResultReader.parse({}).serve).to.equal(null);
  });

  it('sends line_item_id unchanged as one path segment, on overridable paths', async () => {
    const buyer = await newBuyer();
    const {
      line_item_ids: [shirt, course],
    } = await purchase(buyer, { product_items: [{ variant_id: 1001 }], content_items: [{ option_id: 5001 }] });
    const client = new StorefrontClient({
      siteKey: buyer.siteKey,
      baseUrl: sandboxUrl(),
      getToken: () => buyer.token,
      paths: { contentOpen: '/me/order-lines/{line_item_id}/actions' },
    });
    await client.lineAction(shirt!, 'confirm_purchase');
    // The overridden open path: the actions endpoint refuses a body without `type` (422).
    const refused = await client.openContent(course!).catch((e: StorefrontError) => e);
    expect((refused as StorefrontError).status).to.equal(422);
    const posts = (await requests(buyer.siteKey)).filter((r) => r.method === 'POST').map((r) => decodeURIComponent(r.path));
    expect(posts).to.deep.equal([`/me/order-lines/${shirt}/actions`, `/me/order-lines/${course}/actions`]);
  });

  it('sends active_tab on the purchase detail when the caller gives one, never the earlier activeTab', async () => {
    const buyer = await newBuyer();
    await purchase(buyer, { content_items: [{ option_id: 5001 }] });
    const client = new StorefrontClient({ siteKey: buyer.siteKey, baseUrl: sandboxUrl(), getToken: () => buyer.token });
    const plain = await client.myContentItem(501);
    const tabbed = await client.myContentItem(501, undefined, { active_tab: 'curriculum' });
    expect(tabbed.content_id).to.equal(plain.content_id);
    const seen = (await calls(buyer.siteKey, 'GET', '/me/content-items/501')).map((r) => r.query);
    expect(seen).to.have.length(2);
    expect(seen[0]).not.to.have.property('active_tab');
    expect(seen[1]).to.include({ active_tab: 'curriculum' });
    expect(seen.some((q) => 'activeTab' in q)).to.equal(false);
  });
});
