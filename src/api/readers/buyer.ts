/**
 * Buyer pages: orders, purchased items (line items) and their actions, my contents, content
 * counts and the purchased content detail. Spec: docs/spec/storefront-api.md, "Where things are read",
 * "Line item (GET /me/order-lines, line_items[])", "My contents", "Buyer pages" and the legacy
 * names of "Versioning" (`data`/`vod_link`, `watch_able`, `typeStatusCounts`, `class[]`,
 * `parent_class`, `chapters[].curriculums_details[]`). Shapes the spec does not show (the order,
 * its details, the open/actions/review answers) follow the
 * README, "Choices made where the spec says 'not shown'".
 *
 * `line_item_id` is kept as the exact string received (never split or parsed); `lookup_id` is
 * kept apart and never read as a content id.
 */
import {
  type Raw,
  asRecord,
  boolOf,
  fail,
  idOf,
  imageOf,
  numberOf,
  pick,
  publicOr,
  reader,
  records,
  textOf,
  priceOf,
  toBool,
  toCurrency,
  toKey,
  toNumber,
} from './read.js';
import { type Page, readPage } from './page.js';
import { readChapters, readLessonBase } from './content.js';
import { safeLinkUrl } from '../safe-url.js';

export type { MyContentStatus, MyContentType } from '../my-contents.js';

/**
 * An order of `GET /me/orders` (`orders.data[]`). Amounts in the major unit. Spec: docs/spec/storefront-api.md,
 * "Where things are read" (which fields an order has, apart from order_id: not shown).
 */
export interface OrderSummary {
  order_id: number;
  /** Order status text (`pending`, `paid`…; the full set is not shown). */
  status: string | null;
  /** Payable amount. */
  price: number | null;
  /** Currency code (upper case), or null when absent or not a three-letter code. */
  currency: string | null;
  /** Creation time as sent (ISO 8601 or `<YYYY-MM-DD HH:MM:SS>`). */
  created_at: string | null;
  /** A display name of the goods (`title`, else `goods_name`). */
  title: string | null;
  item_count: number | null;
}

function readOrder(raw: Raw): OrderSummary | undefined {
  const order_id = idOf(raw, 'order_id');
  if (order_id === undefined) return undefined;
  return {
    order_id,
    status: textOf(raw, 'status') ?? null,
    price: priceOf(raw, `order ${order_id}`, 'price', 'amount', 'total_price') ?? null,
    currency: pick(raw, ['currency'], toCurrency) ?? null,
    created_at: textOf(raw, 'created_at', 'ordered_at') ?? null,
    title: textOf(raw, 'title', 'goods_name', 'name') ?? null,
    item_count: numberOf(raw, 'item_count', 'items_count') ?? null,
  };
}

export const myOrdersReader = reader((raw): Page<OrderSummary> => readPage(asRecord(raw.orders), raw, readOrder));

/** `GET /me/orders/{order_id}` (`order`; fields beyond order_id are our choice: README, "Choices made where the spec says 'not shown'"). */
export interface OrderInfo extends OrderSummary {
  subtotal: number | null;
  shipping_price: number | null;
  paid_at: string | null;
  order_memo: string | null;
  receiver: { receiver_name: string | null; phone: string | null; address: string | null; address_detailed: string | null; postal_code: string | null } | null;
}

export const myOrderReader = reader((raw): OrderInfo => {
  const o = asRecord(raw.order);
  if (!o) return fail('missing order');
  const base = readOrder(o);
  if (!base) return fail('missing order_id');
  const r = asRecord(o.receiver);
  return {
    ...base,
    subtotal: priceOf(o, `order ${base.order_id}`, 'subtotal') ?? null,
    shipping_price: priceOf(o, `order ${base.order_id}`, 'shipping_price', 'shipping') ?? null,
    paid_at: textOf(o, 'paid_at') ?? null,
    order_memo: textOf(o, 'order_memo', 'memo') ?? null,
    receiver: r
      ? {
          receiver_name: textOf(r, 'receiver_name', 'name') ?? null,
          phone: textOf(r, 'phone') ?? null,
          address: textOf(r, 'address') ?? null,
          address_detailed: textOf(r, 'address_detailed') ?? null,
          postal_code: textOf(r, 'postal_code') ?? null,
        }
      : null,
  };
});

/** `serve` (spec: docs/spec/storefront-api.md, "Line item (GET /me/order-lines, line_items[])"): how a purchased content opens. `url` is opaque: used unchanged, never rebuilt. */
export interface Serve {
  mode: string | null;
  url: string | null;
}

function readServe(v: unknown): Serve | null {
  const s = asRecord(v);
  return s ? { mode: textOf(s, 'mode') ?? null, url: safeLinkUrl(s.url) } : null;
}

/** An entry of `actions[]`. Only `enabled` ones become buttons. */
export interface LineAction {
  /** `confirm_purchase`, `refund_request`, `return_request`, `open`, `review`… */
  type: string;
  enabled: boolean;
  label: string | null;
  method: string | null;
}

/** One buyer input of a purchased product line: its label (in the request's language) and the text the buyer gave. */
export interface BuyerInputValue {
  input_option_id: number | null;
  label: string;
  value: string;
}

/** A purchased item (`line_items[]`). Spec: docs/spec/storefront-api.md, "Line item (GET /me/order-lines, line_items[])". */
export interface LineItem {
  /** Opaque: the exact string received. */
  line_item_id: string;
  kind: 'product' | 'content';
  content_type: string | null;
  order_id: number | null;
  product_id: number | null;
  variant_id: number | null;
  content_id: number | null;
  option_id: number | null;
  title: string;
  subtitle: string | null;
  quantity: number;
  price: number | null;
  shipping_price: number | null;
  /** Line status text (`paid`, `delivered`…; the full set is not shown). */
  status: string | null;
  /**
   * What the buyer filled in when adding the product (engraving text, gift message…), in the
   * product's order; empty when none. The spec does not show how the buyer pages give them back:
   * `buyer_inputs: [{ input_option_id, label, value }]` (README, "Choices made where the spec says
   * not shown"); an entry without a value is left out.
   */
  buyer_inputs: BuyerInputValue[];
  serve: Serve | null;
  actions: LineAction[];
  review: { exists: boolean; review_id: number | string | null };
}

function readLineItem(raw: Raw): LineItem | undefined {
  const line_item_id = textOf(raw, 'line_item_id');
  if (line_item_id === undefined) return undefined;
  const content_id = idOf(raw, 'content_id', 'class_id') ?? null;
  const review = asRecord(raw.review) ?? {};
  return {
    line_item_id,
    kind: textOf(raw, 'kind', 'item_type') === 'content' || (raw.kind === undefined && content_id !== null) ? 'content' : 'product',
    content_type: textOf(raw, 'content_type') ?? null,
    order_id: idOf(raw, 'order_id') ?? null,
    product_id: idOf(raw, 'product_id') ?? null,
    variant_id: idOf(raw, 'variant_id') ?? null,
    content_id,
    option_id: idOf(raw, 'option_id') ?? null,
    title: textOf(raw, 'title', 'name') ?? '',
    subtitle: textOf(raw, 'subtitle') ?? null,
    quantity: numberOf(raw, 'quantity') ?? 1,
    price: priceOf(raw, 'order line', 'price') ?? null,
    shipping_price: priceOf(raw, 'order line', 'shipping_price') ?? null,
    status: textOf(raw, 'status') ?? null,
    buyer_inputs: records(raw.buyer_inputs).flatMap((b): BuyerInputValue[] => {
      const value = textOf(b, 'value');
      return value ? [{ input_option_id: idOf(b, 'input_option_id') ?? null, label: textOf(b, 'label', 'name') ?? '', value }] : [];
    }),
    serve: readServe(raw.serve),
    actions: records(raw.actions).flatMap((a): LineAction[] => {
      const type = textOf(a, 'type');
      return type ? [{ type, enabled: boolOf(a, 'enabled') ?? false, label: textOf(a, 'label') ?? null, method: textOf(a, 'method') ?? null }] : [];
    }),
    review: {
      exists: boolOf(review, 'exists') ?? false,
      review_id: pick(review, ['review_id'], toKey) ?? null,
    },
  };
}

function readLines(list: unknown): LineItem[] {
  return records(list)
    .map(readLineItem)
    .filter((l): l is LineItem => l !== undefined);
}

/** `GET /me/order-lines`: `line_items[]` and `total`. */
export interface LineItems {
  line_items: LineItem[];
  total: number;
}

export const lineItemsReader = reader((raw): LineItems => {
  if (!Array.isArray(raw.line_items)) return fail('missing line_items');
  const line_items = readLines(raw.line_items);
  return { line_items, total: numberOf(raw, 'total') ?? line_items.length };
});

/** `GET /me/orders/{order_id}/details`: `line_items[]` (README: the shape is not shown). */
export const orderDetailsReader = reader((raw): LineItem[] => (Array.isArray(raw.line_items) ? readLines(raw.line_items) : fail('missing line_items')));

/** A content of `GET /me/contents/{type}/{status}` (`contents.data[]`, earlier `classes.data`). Spec: docs/spec/storefront-api.md, "My contents". */
export interface MyContent {
  content_id: number;
  content_type: string | null;
  title: string;
  image_url: string | null;
  /** Learning status (`pending`, `processing`, `completed`). */
  status: string | null;
  option_title: string | null;
  line_item_id: string | null;
  /** Entitlement / learning record: never a content id. */
  lookup_id: number | string | null;
}

function readMyContent(raw: Raw): MyContent | undefined {
  // Never `id`/`lookup_id`: those name the entitlement, not the content.
  const content_id = idOf(raw, 'content_id', 'class_id');
  if (content_id === undefined) return undefined;
  return {
    content_id,
    content_type: textOf(raw, 'content_type', 'type') ?? null,
    title: textOf(raw, 'title', 'name') ?? '',
    image_url: imageOf(raw),
    status: textOf(raw, 'status', 'learning_status') ?? null,
    option_title: textOf(raw, 'option_title') ?? null,
    line_item_id: textOf(raw, 'line_item_id') ?? null,
    lookup_id: pick(raw, ['lookup_id'], toKey) ?? null,
  };
}

/** `contents.data[]`; an empty `data` is a valid empty page. */
export const myContentsReader = reader((raw): Page<MyContent> => readPage(asRecord(raw.contents) ?? asRecord(raw.classes), raw, readMyContent));

/** `content_counts[type][status]` (legacy `typeStatusCounts`). */
export type ContentCounts = Record<string, Record<string, number>>;

export const contentCountsReader = reader((raw): ContentCounts => {
  const counts = asRecord(publicOr(raw, 'content_counts', 'typeStatusCounts'));
  if (!counts) return fail('missing content_counts');
  const out: ContentCounts = {};
  for (const [type, byStatus] of Object.entries(counts)) {
    const row = asRecord(byStatus);
    if (!row) continue;
    const byType: Record<string, number> = (out[type] = {});
    for (const [status, n] of Object.entries(row)) {
      const value = toNumber(n);
      if (value !== undefined) byType[status] = value;
    }
  }
  return out;
});

/**
 * A lesson of a purchased content (`chapters[].items[]`, earlier `curriculums_details[]`): the
 * public lesson's id, title and duration (./content.ts), plus its sources. Spec: docs/spec/storefront-api.md,
 * "Value conventions" 4.
 */
export interface PurchasedLesson {
  curriculum_id: number;
  title: string;
  duration_text: string | null;
  /** The stored playback source (legacy `data`); null when empty: nothing is ever derived. */
  media_url: string | null;
  /** A separate related link (legacy `vod_link`). */
  reference_url: string | null;
}

function readLesson(raw: Raw): PurchasedLesson | undefined {
  const base = readLessonBase(raw);
  // An empty media_url stays empty: never the legacy `data` (spec: "Value conventions" 4).
  return (
    base && {
      ...base,
      media_url: safeLinkUrl(publicOr(raw, 'media_url', 'data')),
      reference_url: safeLinkUrl(publicOr(raw, 'reference_url', 'vod_link')),
    }
  );
}

/** A chapter of a purchased content and its lessons. */
export interface PurchasedChapter {
  chapter_id: number | null;
  title: string;
  items: PurchasedLesson[];
}

/**
 * `GET /me/content-items/{content_id}` (`content`, earlier `parent_class`): not the public detail.
 * Spec: docs/spec/storefront-api.md, "Where things are read", "My contents".
 */
export interface PurchasedContent {
  content_id: number;
  content_type: string | null;
  title: string;
  image_url: string | null;
  /** The purchased options (`curriculums[]`, legacy `class[]`). */
  curriculums: Array<{ option_id: number | null; title: string }>;
  chapters: PurchasedChapter[];
  /** False when the content cannot be watched now (e.g. its period ended). Legacy `watch_able`. */
  watchable: boolean;
  /** True when the content is on hold. */
  hold_blocked: boolean;
  lookup_id: number | string | null;
}

export const purchasedContentReader = reader((raw): PurchasedContent => {
  const content = asRecord(raw.content) ?? asRecord(raw.parent_class);
  if (!content) return fail('missing content');
  const content_id = idOf(content, 'content_id', 'class_id', 'ID');
  if (content_id === undefined) return fail('missing content_id');
  return {
    content_id,
    content_type: textOf(content, 'content_type', 'type') ?? null,
    title: textOf(content, 'title', 'name') ?? '',
    image_url: imageOf(content),
    curriculums: records(publicOr(raw, 'curriculums', 'class')).map((c) => ({
      option_id: idOf(c, 'option_id', 'ID') ?? null,
      title: textOf(c, 'title', 'name') ?? '',
    })),
    chapters: readChapters(raw.chapters, readLesson),
    watchable: toBool(publicOr(raw, 'watchable', 'watch_able')) ?? toBool(publicOr(content, 'watchable', 'watch_able')) ?? true,
    hold_blocked: toBool(raw.hold_blocked) ?? toBool(content.hold_blocked) ?? false,
    lookup_id: pick(raw, ['lookup_id'], toKey) ?? pick(content, ['lookup_id'], toKey) ?? null,
  };
});

/** Answer of the open endpoint, `{ serve }` (README: not shown): the `serve` to follow (null when it gives none). */
export interface OpenResult {
  serve: Serve | null;
}

export const openResultReader = reader((raw): OpenResult => ({ serve: readServe(raw.serve) }));

/** `{ review: { review_id } }` (README: the answer is not shown). */
export interface ReviewResult {
  review_id: number | string | null;
}

export const reviewResultReader = reader((raw): ReviewResult => ({
  review_id: pick(asRecord(raw.review) ?? {}, ['review_id'], toKey) ?? null,
}));
