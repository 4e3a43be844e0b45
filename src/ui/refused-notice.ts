/**
 * Where `<shop-cart>` (also inside `<shop-cart-drawer>`) and `<shop-checkout>` show the notice of
 * the guest cart's lines refused after login: nothing while there are none; the first time there
 * are, the notice's chunk (./refused-lines.ts, with its texts) is loaded and the element renders
 * again. A chunk that does not load is told once in the console, and asked for again next time.
 */
import { nothing, type ReactiveElement, type TemplateResult } from 'lit';
import type { Language } from '../i18n/i18n.js';
import type { Shop } from '../state/shop.js';

type View = typeof import('./refused-lines.js');
let view: View | undefined;
let loading: Promise<View | undefined> | undefined;

/** The notice for `host`'s shop in `language`, or nothing (while there are no refused lines, or while its code loads). */
export function refusedNotice(host: ReactiveElement, shop: Shop | undefined, language: Language): TemplateResult | typeof nothing {
  if (!shop?.cart.value.refused.length) return nothing;
  if (view) return view.renderRefused(shop, language);
  loading ??= import('./refused-lines.js').then(
    (m) => (view = m),
    (error: unknown) => {
      loading = undefined;
      console.error('shop-elements: the notice that names the items which could not be moved into the cart did not load.', error);
      return undefined;
    },
  );
  void loading.then((m) => m && host.requestUpdate());
  return nothing;
}
