/**
 * Helpers of the buyer-page tests: a site with a logged-in buyer who has bought things (through
 * the sandbox's `/__sandbox/purchase`, a paid order at once), and the other buyer-page switches.
 */
import { html, type TemplateResult } from 'lit';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { admin, buyerToken, mountShop, newSite } from './helpers.js';

export { html };

export interface Buyer {
  siteKey: string;
  token: string;
}

export async function newBuyer(email = 'buyer@example.com'): Promise<Buyer> {
  const siteKey = await newSite();
  return { siteKey, token: await buyerToken(siteKey, 'Test Buyer', email) };
}

/**
 * A paid order of `buyer` (with `pending: true`, one awaiting its payment): `{ order_id, line_item_ids }` in the order given
 * (products first; a pending order has no purchased items yet). `buyer_inputs`: keyed by input_option_id.
 */
export function purchase(
  buyer: Buyer,
  items: {
    product_items?: Array<{ variant_id: number; quantity?: number; buyer_inputs?: Record<number, string> }>;
    content_items?: Array<{ option_id: number }>;
    pending?: boolean;
  },
): Promise<{ order_id: number; line_item_ids: string[] }> {
  return admin('POST', '/purchase', { site_key: buyer.siteKey, token: buyer.token, ...items });
}

/** Mounts `content` in a storefront logged in as `buyer`; returns the first element matching `tag`. */
export async function mountBuyer<E extends Element>(buyer: Buyer, content: TemplateResult, tag: string): Promise<{ sf: ShopStorefront; el: E }> {
  const sf = await mountShop(buyer.siteKey, content, { token: buyer.token });
  return { sf, el: sf.querySelector(tag) as unknown as E };
}
