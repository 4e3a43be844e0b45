/**
 * The id an element shows (`product-id`, `content-id`, `order-id`, `post-id`, `board-id`,
 * `curriculum-id`): its attribute or property when set (it always wins), else the page URL (see
 * ./page-url.ts), read again when the URL changes. Design: docs/spec/public-api.md, "Ids from the page URL".
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { readId } from './attribute-values.js';
import { idTextFromPageUrl, watchPageUrl } from './page-url.js';

export interface PageIdOptions {
  /** The attribute, e.g. `product-id`. */
  attribute: string;
  /** The host property the attribute sets, e.g. `productId`. */
  property: string;
  /** The spec's name, used as the query parameter and the pattern placeholder, e.g. `product_id`. */
  param: string;
}

/** Why there is no id: an attribute (or URL value) that is not an id, or none anywhere. */
export type PageIdProblem =
  | { kind: 'invalid'; attribute: string; value: string; from: 'attribute' | 'url' }
  | { kind: 'missing'; attribute: string; param: string; pattern: string | null };

export class PageIdController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: PageIdOptions;
  #unwatch: (() => void) | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, options: PageIdOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.#unwatch = watchPageUrl(() => this.#host.requestUpdate());
  }

  hostDisconnected(): void {
    this.#unwatch?.();
  }

  get #set(): number | null {
    return (this.#host as unknown as Record<string, number | null | undefined>)[this.#options.property] ?? null;
  }

  /** True when the element has the id itself (attribute or property), so the URL is not read. */
  get explicit(): boolean {
    return this.#set !== null || this.#host.hasAttribute(this.#options.attribute);
  }

  /** The id to show, or null (see {@link problem} for why). */
  get id(): number | null {
    if (this.explicit) return this.#set;
    return readId(idTextFromPageUrl(this.#options.param, this.#host.getAttribute('url-pattern')));
  }

  /** Why {@link id} is null; null when there is an id. */
  get problem(): PageIdProblem | null {
    const { attribute, param } = this.#options;
    if (this.explicit) {
      const value = this.#host.getAttribute(attribute);
      return this.#set === null && value !== null ? { kind: 'invalid', attribute, value, from: 'attribute' } : null;
    }
    const pattern = this.#host.getAttribute('url-pattern');
    const text = idTextFromPageUrl(param, pattern);
    if (text === null) return { kind: 'missing', attribute, param, pattern };
    return readId(text) === null ? { kind: 'invalid', attribute, value: text, from: 'url' } : null;
  }
}
