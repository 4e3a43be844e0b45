import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus, initialState } from '@lit/task';
import { ShopTask } from '../../ui/shop-task.js';
import { StorefrontError } from '../../api/errors.js';
import { isPastOption, type ContentDetail, type ContentPurchaseOption } from '../../api/readers/content.js';
import { scheduleText } from '../../ui/schedule.js';
import { addLine, cartStrings, contentInCart, inCartButton } from '../../ui/cart-actions.js';
import { errorMessage } from '../../i18n/error-message.js';
import { galleryTemplate } from '../../ui/gallery.js';
import { DEFAULT_CURRENCY, priceTemplate } from '../../ui/price.js';
import { sellerHtml } from '../../ui/sanitize.js';
import { ShopElement } from '../../ui/shop-element.js';
import { renderTask } from '../../ui/status.js';
import { strings } from './strings.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { PageIdController } from '../../ui/page-id.js';
import { FieldErrorsController } from '../../ui/field-errors.js';
import { checkPageId, problems, type ConfigProblem } from '../../ui/config-error.js';
import { styles } from './shop-content-detail.styles.js';
import { adoptTemplate } from '../../ui/template-child.js';
import { DetailDataController } from '../../ui/structured-data.js';
import { contentJsonLd } from '../../ui/content-json-ld.js';
import { convertedPrice, displayCode } from './converted-price.js';
import type { ShopStorefront } from '../shop-storefront/shop-storefront.js';

/**
 * One content (vod, live, offline, digital_content): images, title, type, sanitized description,
 * the purchase options to choose from, the syllabus of a vod, and "Add to cart".
 *
 * Spec: docs/spec/storefront-api.md, "Content detail" (the choice is `content.options[].option_id`, named
 * and priced with `curriculums[]`, scheduled by `option_details[]`), "Rules tying reads to
 * writes" 2 (past live/offline options are not offered) and cart rule 4 (an option already in
 * the cart shows "In cart" and is not added again).
 *
 * @element shop-content-detail
 * Keeps a schema.org JSON-LD script in `document.head` (`<script type="application/ld+json"
 * data-shop-jsonld="shop-content-detail">`): `Course` + `CourseInstance` for a vod, `Event` for live and offline (schedule;
 * a live one's `VirtualLocation`), `Product` for a digital content, each with its `Offer`s (README,
 * "Search-engine data").
 *
 * @fires {ShopViewItemEvent} shop-view-item - `{ item_type: 'content', content_id, name, price, currency }` once per content shown
 *   (`price`: the lowest option on sale, major unit; null when none is).
 * @fires {ShopCartAddEvent} shop-cart-add - `{ item_type: 'content', option_id, quantity: 1 }` after the option was added.
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: cart-href | null, kind: 'cart', id: null }` from "In cart"; cancelable (default: go to `href` when set).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when a call failed.
 * A `<template>` child shows the content with the site's own markup in the light DOM (README,
 * "Your own markup") instead of the gallery, type, title and description; the options, the button
 * and the syllabus stay. Its fields: `content_id`, `content_type`, `title`, `image` (the first
 * image URL), `price` (the lowest price of the options on sale, formatted), `from`, `base_price`,
 * `rating`, `review_count`, `description` (seller HTML: bind it with `data-field-html`, sanitized).
 *
 * @csspart gallery - The image gallery.
 * @csspart image - The large image.
 * @csspart thumbnail - A thumbnail button.
 * @csspart type - The content type label.
 * @csspart title - The title.
 * @csspart description - The seller's description (sanitized HTML).
 * @csspart field - The purchase options group.
 * @csspart option - One purchase option.
 * @csspart price - A price (with `base-price` and `sale-price` inside).
 * @csspart converted-price - The price converted to `<shop-storefront display-currency>`, marked as an estimate ("≈ $56.88 (estimate)").
 * @csspart schedule - An option's schedule.
 * @csspart badge - The "preview" and "in cart" badges.
 * @csspart chapter - A syllabus chapter (`<details>`).
 * @csspart lesson - A lesson of a chapter.
 * @csspart button - Every button.
 * @csspart add-button - "Add to cart".
 * @csspart in-cart-button - "In cart" (goes to the cart).
 * @csspart status - The live region that confirms an add.
 * @csspart error - A message about a failed add.
 */
export class ShopContentDetail extends ShopElement {
  static override styles = styles;
  protected static override shopOptions = { watchCart: true, showsPrices: true };

  /** `content_id` of the content to show. Required. */
  @property({ attribute: 'content-id', converter: idAttribute }) contentId: number | null = null;
  /**
   * Where the page URL holds the id when `content-id` is absent, in the `*-href` template language:
   * `/contents/{content_id}/` or `/page.html?id={content_id}`. Default: the query parameter `content_id`.
   */
  @property({ attribute: 'url-pattern' }) urlPattern: string | null = null;
  /** The content_id shown: `content-id`, else the page URL. */
  readonly #contentId = new PageIdController(this, { attribute: 'content-id', property: 'contentId', param: 'content_id' });

  /** Cart page URL that "In cart" goes to (e.g. `/cart.html`). Without it, only `shop-navigate` is emitted. */
  @property({ attribute: 'cart-href' }) cartHref: string | null = null;
  /** The chosen `option_id`. */
  @state() private optionId: number | null = null;

  @state() private imageIndex = 0;
  @state() private busy = false;
  @state() private notice = '';
  @state() private alert = '';
  /** No option chosen (key `option`; the message is the element's own). */
  readonly #fieldErrors = new FieldErrorsController<'option'>(this);
  #shownId: number | null = null;

  /** The `<template>` child that shows the content in the light DOM (README, "Your own markup"); null without one. */
  #template: HTMLTemplateElement | null | undefined;

  readonly #task = new ShopTask(this, {
    task: async ([shop, id], { signal }) => {
      if (!shop || !id) return initialState;
      const content = await shop.client.content(id, signal);
      if (id !== this.#shownId) {
        this.#shownId = id;
        this.optionId = offered(content, this.timeZone)[0]?.option_id ?? null;
        this.imageIndex = 0;
        this.notice = this.alert = '';
        this.#fieldErrors.clear();
      }
      return content;
    },
    args: () => [this.shop, this.#contentId.id, this.contentLanguage] as const,
  });

  /** `shop-view-item` and the JSON-LD script of the content shown. */
  protected readonly detailData = new DetailDataController(this, () => {
    const c = this.#task.status === TaskStatus.COMPLETE ? this.#task.value : undefined;
    if (!c) return undefined;
    const currency = this.shop?.currency ?? DEFAULT_CURRENCY;
    const options = offered(c, this.timeZone);
    const prices = options.flatMap((o) => (o.final_price === null ? [] : [o.final_price]));
    return {
      value: c,
      view: { item_type: 'content', content_id: c.content_id, name: c.title, price: prices.length ? Math.min(...prices) : null, currency },
      html: c.description_html,
      data: (description) => contentJsonLd(c, options, currency, description, this.timeZone),
    };
  });

  /** The cart, for "In cart" (cart rule 4). */
  protected override needsCart(): boolean {
    return true;
  }

  protected override configProblems(): ConfigProblem[] {
    return problems(checkPageId(this.#contentId));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#template ??= adoptTemplate<ContentDetail>(
      this,
      () =>
        import('./content-detail-template-fields.js').then((m) => (c: ContentDetail) => [
          m.contentDetailTemplateItem(c, offered(c, this.timeZone), this.language, this.shop?.currency),
        ]),
      { source: () => this.#task.value, language: () => this.language, inputs: () => [], list: false },
    );
  }

  async #add(c: ContentDetail): Promise<void> {
    const shop = this.shop;
    if (this.busy || !shop) return;
    const lang = this.language;
    const option = offered(c, this.timeZone).find((o) => o.option_id === this.optionId);
    this.notice = this.alert = '';
    if (!option) {
      this.#fieldErrors.set({ option: strings(lang, 'chooseOption') });
      await this.#fieldErrors.focusFirst();
      return;
    }
    this.#fieldErrors.clear();
    this.busy = true;
    this.notice = cartStrings(lang, 'adding');
    try {
      await addLine(this, shop, { item_type: 'content', option_id: option.option_id });
      this.notice = cartStrings(lang, 'added');
    } catch (e) {
      this.notice = '';
      this.alert = errorMessage(e, lang);
      this.reportError(e);
      if (e instanceof StorefrontError && e.status === 422) {
        // A wrong option_id: re-read the detail.
        shop.client.transport.invalidate(`/contents/${c.content_id}`);
        void this.#task.run();
      }
    } finally {
      this.busy = false;
    }
  }

  override render() {
    return renderTask(this.#task, { language: this.language, complete: (c) => this.#renderContent(c) });
  }

  #renderContent(c: ContentDetail): TemplateResult {
    const lang = this.language;
    const options = offered(c, this.timeZone);
    const chosenInCart = contentInCart(this.shop, this.optionId);
    const invalid = this.#fieldErrors.has('option');
    // <shop-storefront display-currency>: each price also converted with the content's exchangeRates.
    const code = displayCode(this.shop?.host as ShopStorefront | undefined);
    // With a <template> child, the site's markup shows the content (light DOM, in the slot); the
    // options and the button stay here.
    const own = !this.#template;
    return html`<article class="detail" aria-labelledby=${own ? 'title' : nothing} aria-label=${own ? nothing : c.title}>
      ${
        own
          ? galleryTemplate({
              images: c.images,
              index: this.imageIndex,
              alt: c.title,
              language: lang,
              select: (i) => (this.imageIndex = i),
            })
          : html`<slot></slot>`
      }
      <div class="buy">
        ${own && c.content_type ? html`<p class="muted" part="type">${strings(lang, c.content_type)}</p>` : nothing}
        ${own ? html`<h2 id="title" part="title">${c.title}</h2>` : nothing}
        ${
          options.length
            ? html`<fieldset role="radiogroup" part="field" aria-invalid=${String(invalid)} aria-describedby=${invalid ? 'option-error' : nothing}>
                  <legend>${strings(lang, 'options')}</legend>
                  <div class="choices">${options.map((o) => this.#renderOption(o, code, c.exchangeRates))}</div>
                  ${invalid ? html`<p class="field-error" id="option-error">${strings(lang, 'chooseOption')}</p>` : nothing}
                </fieldset>
                <div class="actions">
                  ${
                    chosenInCart
                      ? inCartButton(this, lang, this.cartHref)
                      : html`<button type="button" class="primary" part="button add-button" aria-disabled=${String(this.busy)} @click=${() => this.#add(c)}>
                          ${cartStrings(lang, 'addToCart')}
                        </button>`
                  }
                </div>`
            : html`<p class="muted">${strings(lang, 'noOptions')}</p>`
        }
        <p class="notice" role="status" aria-live="polite" part="status">${this.notice}</p>
        ${this.alert ? html`<p class="field-error" role="alert" part="error">${this.alert}</p>` : nothing}
      </div>
      ${own ? sellerHtml(c.description_html) : nothing} ${c.content_type === 'vod' && c.chapters.length ? this.#renderSyllabus(c) : nothing}
    </article>`;
  }

  #renderOption(o: ContentPurchaseOption, code: string | null, rates: Record<string, number>): TemplateResult {
    const lang = this.language;
    const currency = this.shop?.currency || DEFAULT_CURRENCY;
    const schedule = scheduleText(o.duration_start, o.duration_end, lang, this.timeZone);
    return html`<label class="choice" part="option">
      <input
        type="radio"
        name="option"
        .value=${String(o.option_id)}
        .checked=${o.option_id === this.optionId}
        @change=${() => {
          this.optionId = o.option_id;
          this.#fieldErrors.clear('option');
          this.notice = '';
        }}
      />
      <span class="option-body">
        <span>${o.title}</span>
        ${priceTemplate({ price: o.final_price, base: o.is_on_sale ? o.price : null, currency, language: lang })}
        ${o.final_price === null ? nothing : convertedPrice(o.final_price, currency, code, rates, lang)}
        ${schedule ? html`<span class="hint" part="schedule">${schedule}</span>` : nothing}
        ${contentInCart(this.shop, o.option_id) ? html`<span><span class="badge" part="badge">${cartStrings(lang, 'inCart')}</span></span>` : nothing}
      </span>
    </label>`;
  }

  #renderSyllabus(c: ContentDetail): TemplateResult {
    const lang = this.language;
    return html`<section class="wide" aria-labelledby="curriculum">
      <h3 id="curriculum">${strings(lang, 'curriculum')}</h3>
      ${c.chapters.map(
        (ch, i) =>
          html`<details part="chapter" ?open=${i === 0}>
            <summary>${ch.title} <span class="hint">${strings(lang, 'lessons', { n: ch.items.length })}</span></summary>
            <ol>
              ${ch.items.map(
                (l) =>
                  html`<li part="lesson">
                    ${l.title} ${l.is_preview ? html`<span class="badge" part="badge">${strings(lang, 'preview')}</span>` : nothing}
                    ${l.duration_text ? html`<span class="hint">${l.duration_text}</span>` : nothing}
                  </li>`,
              )}
            </ol>
          </details>`,
      )}
    </section>`;
  }
}

/** The options offered for sale: all of them, less past ones (in the platform's `timeZone`) for live and offline contents. */
function offered(c: ContentDetail, timeZone: string): ContentPurchaseOption[] {
  const timed = c.content_type === 'live' || c.content_type === 'offline';
  return timed ? c.options.filter((o) => !isPastOption(o, timeZone)) : c.options;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-content-detail': ShopContentDetail;
  }
}
