/**
 * Mounting elements on a page the way a shop does: `<shop-storefront>` around them, pointed at the
 * test's sandbox site, with its language's strings loaded before the first assertion.
 *
 * @example
 * const siteKey = await newSite();
 * const sf = await mountShop(siteKey, html`<shop-cart-count></shop-cart-count>`);
 * await fillCart(sf.shop!);
 */
import { fixture, html } from '@open-wc/testing';
import type { ReactiveElement, TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ShopStorefront } from '../../../src/elements/shop-storefront/shop-storefront.js';
import type { Shop } from '../../../src/state/shop.js';
import { resolveLanguage } from '../../../src/i18n/i18n.js';
import { loadLocale } from '../../../src/i18n/load.js';
import { sandboxUrl } from './sandbox.js';
// Every element defined, as the script tag of a shop page does.
import '../../../src/index.js';

/**
 * Mounts `<shop-storefront>` (memory token storage, English; `displayCurrency`: its
 * `display-currency`; `baseUrl`: the platform, by default the sandbox on the pages' own site;
 * `guestCart`: its `guest-cart`) around `content` and waits for its first render and for the
 * strings of its language. Returns the storefront.
 */
export async function mountShop(
  siteKey: string,
  content: TemplateResult,
  opts: { language?: string; token?: string; displayCurrency?: string | null; baseUrl?: string; guestCart?: string } = {},
): Promise<ShopStorefront> {
  const el = await fixture<ShopStorefront>(
    html`<shop-storefront
      site-key=${siteKey}
      base-url=${opts.baseUrl ?? sandboxUrl()}
      guest-cart=${ifDefined(opts.guestCart)}
      language=${opts.language ?? 'en'}
      token-storage="memory"
      display-currency=${ifDefined(opts.displayCurrency ?? undefined)}
      >${content}</shop-storefront
    >`,
  );
  if (opts.token) await el.shop!.session.useToken(opts.token);
  // Elements render once their language's strings are loaded: wait for them and that render.
  await loadLocale(resolveLanguage(opts.language ?? 'en'));
  await Promise.all([...el.querySelectorAll('*')].map((c) => (c as Partial<ReactiveElement>).updateComplete));
  return el;
}

/** Puts Cotton T-Shirt (on sale 15000) × 2 and the "Lifetime access" option of content 501 (option sale 79000) in the shop's cart. */
export async function fillCart(shop: Shop): Promise<{ variant_id: number; option_id: number }> {
  const product = await shop.client.product(102);
  const variant = product.variants.find((v) => v.is_active)!;
  const content = await shop.client.content(501);
  const option = content.options[0]!;
  await shop.cart.add({ item_type: 'product', product_id: 102, variant_id: variant.variant_id, quantity: 2 });
  await shop.cart.add({ item_type: 'content', option_id: option.option_id });
  return { variant_id: variant.variant_id, option_id: option.option_id };
}
