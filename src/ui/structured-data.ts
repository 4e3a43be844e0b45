/**
 * The schema.org JSON-LD of the detail elements (README, "Search-engine data"): what
 * `<shop-product-detail>` and `<shop-content-detail>` share — the plain-text description and the
 * controller that keeps the JSON-LD script (in the head) and emits `shop-view-item`. Only those two import this
 * module, so the CDN build puts it in the chunk those two share (rollup.config.mjs): the catalog
 * page never downloads it. Each one's builder is in its own module, in its own chunk: `Product` of
 * a product in ./product-json-ld.ts, the content types' (`Course`, `Event`, `Product`) in
 * ./content-json-ld.ts (a product page never downloads the content builder, nor a content page the
 * product one); the offers both builders make are in ./json-ld-offers.ts.
 *
 * Text only: names as the platform gives them (JSON-escaped), descriptions as the plain text of
 * the sanitized seller HTML; the serialized JSON has every `<` written `\u003c` (./json-ld.ts), so
 * no `</script>` or `<!--` in seller text can end the script. Spec: docs/spec/storefront-api.md,
 * "Product detail (product)", "Content detail"; prices in the currency's major unit.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { emit, type ShopViewItemDetail } from '../events/index.js';
import { setJsonLd } from './json-ld.js';
import { sanitize } from './sanitize.js';

/**
 * What one JSON-LD script of a detail holds (schema-dts's `WithContext<Product | Course | Event>`
 * inside the builders; plain `object` in their signatures, so that the package's typings do not
 * need schema-dts, a devDependency).
 */
export type DetailJsonLd = object;

/** The plain text of seller HTML, once sanitized (whitespace collapsed), or undefined when empty. */
export async function plainText(dirty: string, near: Element): Promise<string | undefined> {
  if (!dirty.trim()) return undefined;
  const text = (await sanitize(dirty, near)).textContent?.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** What a detail element shows, for {@link DetailDataController}. */
export interface DetailShown {
  /** The product or content shown (a new object for every read). */
  readonly value: object;
  /** `detail` of its `shop-view-item`. */
  readonly view: ShopViewItemDetail;
  /** Its seller HTML description (unsanitized), for the JSON-LD's plain-text `description`. */
  readonly html: string;
  /** The JSON-LD, given the description. */
  readonly data: (description: string | undefined) => DetailJsonLd;
}

/**
 * The search-engine data and the view event of a detail element: after each render, a new item
 * shown (`shown()` gives another `value`) gets its JSON-LD script (replacing the one before), and
 * emits `shop-view-item` when its id differs from the last one announced (once per id shown: a
 * language change reads the item again without a new event); nothing shown (loading another id,
 * an error) removes the script, and so does leaving the page.
 */
export class DetailDataController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #shown: () => DetailShown | undefined;
  #for: object | undefined;
  #viewed = '';

  constructor(host: ReactiveControllerHost & HTMLElement, shown: () => DetailShown | undefined) {
    this.#host = host;
    this.#shown = shown;
    host.addController(this);
  }

  hostConnected(): void {
    // Back in the page: the script comes back after the next render.
    this.#host.requestUpdate();
  }

  hostUpdated(): void {
    const shown = this.#shown();
    if (shown?.value === this.#for) return;
    this.#for = shown?.value;
    if (!shown) return setJsonLd(this.#host, null);
    const { view } = shown;
    const id = `${view.item_type}:${view.product_id ?? view.content_id}`;
    if (id !== this.#viewed) {
      this.#viewed = id;
      emit(this.#host, 'shop-view-item', view);
    }
    void plainText(shown.html, this.#host)
      .catch(() => undefined)
      .then((description) => {
        if (this.#for === shown.value && this.#host.isConnected) setJsonLd(this.#host, shown.data(description));
      });
  }

  hostDisconnected(): void {
    this.#for = undefined;
    setJsonLd(this.#host, null);
  }
}
