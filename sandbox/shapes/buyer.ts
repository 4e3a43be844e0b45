/**
 * Raw shapes of the buyer pages: orders, line items with their actions, my contents, counts
 * and the purchased content detail (with `media_url`, which the public detail never carries).
 * Content 502 answers its purchased detail with the legacy names (`parent_class`, `class[]`,
 * `chapters[].curriculums_details[]`, `data`/`vod_link`, `watch_able`).
 */
import type { ContentRecord, Language, Order, OrderLine, Site, Translated } from '../store.js';
import { t } from '../seed/text.js';
import { money } from './common.js';

/** What the buyer pages keep per purchased item (a line of a paid order). */
export interface LineState {
  line_item_id: string;
  order_id: number;
  index: number;
  /** `paid`, `delivered`, `confirmed`, `refund_requested`, `return_requested`, `refunded`. */
  status: string;
  /** Contents: opened at least once (learning status `processing`). */
  opened: boolean;
  /** Contents: learning status `completed`. */
  completed: boolean;
  /** Contents: access period over (admin switch). */
  expired: boolean;
  /** Contents: on hold. */
  hold_blocked: boolean;
  review: { review_id: number; rating: number; content: string } | null;
}

export type LearningStatus = 'pending' | 'processing' | 'completed';

const ACTION_LABELS: Record<string, Translated> = {
  confirm_purchase: t('구매 확정', 'Confirm purchase', '購入確定'),
  refund_request: t('환불 요청', 'Request refund', '返金リクエスト'),
  return_request: t('반품 요청', 'Request return', '返品リクエスト'),
  open: t('열기', 'Open', '開く'),
  review: t('리뷰 쓰기', 'Write a review', 'レビューを書く'),
};

/** Every action of a line with its `enabled` flag (disabled ones are listed too, on purpose). */
export function lineActions(line: OrderLine, state: LineState | null): Array<{ type: string; enabled: boolean }> {
  if (!state) return [];
  const s = state.status;
  const noReview = state.review === null;
  if (line.kind === 'content') {
    const live = s === 'paid';
    return [
      { type: 'open', enabled: live },
      { type: 'refund_request', enabled: live && !state.opened },
      { type: 'review', enabled: live && state.opened && noReview },
    ];
  }
  return [
    { type: 'confirm_purchase', enabled: s === 'paid' || s === 'delivered' },
    { type: 'refund_request', enabled: s === 'paid' },
    { type: 'return_request', enabled: s === 'delivered' },
    { type: 'review', enabled: (s === 'confirmed' || s === 'delivered') && noReview },
  ];
}

/** Where `open` sends the buyer: the viewer page of the site's first origin, else the sandbox player. */
export function serveUrl(site: Site, publicUrl: string, line: OrderLine, state: LineState): string {
  const origin = [...site.origins][0];
  const base = origin ? `${origin}/content-viewer.html` : `${publicUrl}/__sandbox/player`;
  return `${base}?content_id=${line.content_id}&entitlement=${encodeURIComponent(state.line_item_id)}`;
}

export function lineJson(site: Site, publicUrl: string, order: Order, line: OrderLine, state: LineState | null, lang: Language): Record<string, unknown> {
  const s = line.product_id !== null && site.catalog.product(line.product_id)?.quirks.numeric_strings;
  return {
    line_item_id: state?.line_item_id ?? `li:${order.order_id}:${order.lines.indexOf(line)}|pending`,
    kind: line.kind,
    ...(line.kind === 'content' ? { content_type: line.content_type } : {}),
    order_id: order.order_id,
    product_id: line.product_id,
    variant_id: line.variant_id,
    content_id: line.content_id,
    option_id: line.option_id,
    title: line.title[lang],
    subtitle: line.subtitle[lang],
    quantity: line.quantity,
    price: money(line.price, s),
    shipping_price: money(line.shipping_price, s),
    status: state?.status ?? order.status,
    buyer_inputs: buyerInputsJson(site, line, lang),
    serve: line.kind === 'content' && state ? { mode: 'internal_player', url: serveUrl(site, publicUrl, line, state) } : null,
    actions: lineActions(line, state).map((a) => ({ ...a, label: ACTION_LABELS[a.type]?.[lang] ?? a.type, method: 'POST' })),
    review: { exists: state?.review != null, review_id: state?.review?.review_id ?? null },
  };
}

/**
 * What the buyer filled in for a product line (engraving text, gift message…), as the buyer pages
 * give it back: `[{ input_option_id, label, value }]` in the product's order, the label in the
 * request's language, only the inputs with a value (the spec does not show this shape: README,
 * "Choices made where the spec says not shown").
 */
function buyerInputsJson(site: Site, line: OrderLine, lang: Language): Array<{ input_option_id: number; label: string; value: string }> {
  const product = line.product_id === null ? undefined : site.catalog.product(line.product_id);
  return (product?.buyer_input_options ?? [])
    .filter((o) => line.buyer_inputs[String(o.input_option_id)])
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((o) => ({ input_option_id: o.input_option_id, label: o.label[lang], value: line.buyer_inputs[String(o.input_option_id)]! }));
}

export function goodsName(order: Order, lang: Language): string {
  const first = order.lines[0]?.title[lang] ?? '';
  const more = order.lines.length - 1;
  if (more <= 0) return first;
  return { ko: `${first} 외 ${more}건`, en: `${first} and ${more} more`, ja: `${first} 他${more}件` }[lang];
}

export function orderSummaryJson(order: Order, lang: Language): Record<string, unknown> {
  return {
    order_id: order.order_id,
    status: order.status,
    price: order.price,
    currency: order.currency,
    created_at: order.created_at,
    paid_at: order.paid_at,
    title: goodsName(order, lang),
    item_count: order.lines.length,
  };
}

export function orderJson(order: Order, lang: Language): Record<string, unknown> {
  const { receiver_name, phone, address, address_detailed, postal_code } = order.receiver;
  return {
    ...orderSummaryJson(order, lang),
    subtotal: order.subtotal,
    shipping_price: order.shipping,
    order_memo: order.order_memo,
    receiver: { receiver_name, phone, address, address_detailed, postal_code },
  };
}

/** A `contents.data[]` entry of the buyer: `lookup_id` (and `id`) name the entitlement, never the content. */
export function myContentJson(content: ContentRecord, line: OrderLine, state: LineState, status: LearningStatus, lang: Language): Record<string, unknown> {
  const lookup = state.order_id * 10 + state.index;
  return {
    id: lookup,
    lookup_id: lookup,
    content_id: content.content_id,
    content_type: content.content_type,
    title: content.title[lang],
    thumbnail_link: content.image,
    status,
    option_id: line.option_id,
    option_title: line.subtitle[lang],
    line_item_id: state.line_item_id,
  };
}

export interface PurchasedDetailInput {
  content: ContentRecord;
  lines: Array<{ line: OrderLine; state: LineState }>;
  watchable: boolean;
  hold_blocked: boolean;
  lang: Language;
}

/** `GET /me/content-items/{content_id}`; lessons carry media_url only while the content is watchable. */
export function purchasedContentJson({ content: c, lines, watchable, hold_blocked, lang }: PurchasedDetailInput): Record<string, unknown> {
  const legacy = c.quirks.legacy_chapters === true;
  const head = { content_id: c.content_id, content_type: c.content_type, title: c.title[lang], thumbnail_link: c.image };
  const options = lines.map(({ line }) => ({ option_id: line.option_id, title: line.subtitle[lang] }));
  const chapters = c.chapters.map((chapter) => ({
    chapter_id: chapter.chapter_id,
    title: chapter.title[lang],
    [legacy ? 'curriculums_details' : 'items']: chapter.items.map((lesson) => {
      const media = watchable && !hold_blocked ? lesson.media_url : '';
      return {
        curriculum_id: lesson.curriculum_id,
        title: lesson.title[lang],
        duration_text: lesson.duration_text,
        ...(legacy ? { data: media, vod_link: lesson.reference_url } : { media_url: media, reference_url: lesson.reference_url }),
      };
    }),
  }));
  const first = lines[0]?.state;
  const lookup_id = first ? first.order_id * 10 + first.index : null;
  return legacy
    ? { parent_class: head, class: options, chapters, watch_able: watchable, hold_blocked, lookup_id }
    : { content: head, curriculums: options, chapters, watchable, hold_blocked, lookup_id };
}
