import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus, initialState } from '@lit/task';
import { ShopTask } from '../../ui/shop-task.js';
import type { BuyerInputOption, ProductDetail } from '../../api/readers/product.js';
import { common } from '../../i18n/common.js';
import { formatPrice } from '../../i18n/i18n.js';
import { navigate, siteHref } from '../../ui/navigation.js';
import { galleryTemplate } from '../../ui/gallery.js';
import { DEFAULT_CURRENCY, priceTemplate } from '../../ui/price.js';
import { sellerHtml } from '../../ui/sanitize.js';
import { styleProps } from '../../ui/style-props.js';
import { ShopElement } from '../../ui/shop-element.js';
import { renderTask } from '../../ui/status.js';
import { cartStrings, strings } from './strings.js';
import { activeInputs, inputKey, inputTemplate } from './buyer-inputs.js';
import { soldOut, type OptionGroup } from './variants.js';
import { ProductChoiceController } from './product-choice-controller.js';
import { idAttribute } from '../../ui/attribute-values.js';
import { PageIdController } from '../../ui/page-id.js';
import { checkPageId, problems, type ConfigProblem } from '../../ui/config-error.js';
import { styles } from './shop-product-detail.styles.js';
import { adoptTemplate } from '../../ui/template-child.js';
import { DetailDataController } from '../../ui/structured-data.js';
import { productJsonLd } from '../../ui/product-json-ld.js';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * One product: gallery, name, price, sanitized description, option selectors, buyer inputs,
 * quantity, shipping, "Add to cart" and "Buy now".
 *
 * Spec: docs/spec/storefront-api.md, "Product detail (product)", "Guest cart" / "Logged-in cart" (add body
 * and rules 1 and 3), "Errors" (422: min_quantity and field errors shown next to the fields).
 * Options follow the order of `options`, each drawn as `option_display_settings[].display_type`
 * says (`dropdown`, `radio`, `color_swatch`); a variant with `is_active` false is shown but can't
 * be chosen; only `active` buyer inputs are shown, `is_required` and `max_length` are checked
 * before sending; the quantity starts at `min_quantity` and steps by `unit_quantity`.
 * Buyer inputs are sent as typed, except `datetime`, sent as `YYYY-MM-DD HH:MM:SS`.
 *
 * @element shop-product-detail
 * Keeps a schema.org `Product` JSON-LD script in `document.head` (`<script type="application/ld+json"
 * data-shop-jsonld="shop-product-detail">`: `Offer` or `AggregateOffer`, availability, price; README, "Search-engine data").
 *
 * @fires {ShopViewItemEvent} shop-view-item - `{ item_type: 'product', product_id, name, price, currency }` once per product shown (`price`: the lowest, major unit).
 * @fires {ShopCartAddEvent} shop-cart-add - `{ item_type: 'product', product_id, variant_id, quantity }` after a line was added.
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: checkout-href | null, kind: 'checkout', id: null }` after "Buy now" added the line; cancelable (default: go to `href` when set).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when a call failed.
 * A `<template>` child shows the product with the site's own markup in the light DOM (README,
 * "Your own markup") instead of the gallery, name and description; the options, the price of the
 * choice, quantity and buttons stay. Its fields: `product_id`, `name`, `image` (the main image URL),
 * `price` (the lowest price, formatted), `from` ("From" when variant prices differ), `base_price`
 * (its regular price when on sale), `sold_out` ("Sold out"), `description` (seller HTML: bind it
 * with `data-field-html`, sanitized).
 *
 * @csspart gallery - The image gallery.
 * @csspart image - The large image.
 * @csspart thumbnail - A thumbnail button.
 * @csspart title - The product name.
 * @csspart price - The price (with `base-price` and `sale-price` inside).
 * @csspart badge - The sold-out badge.
 * @csspart description - The seller's description (sanitized HTML).
 * @csspart field - An option selector, buyer input or the quantity field.
 * @csspart swatch - A color swatch.
 * @csspart quantity - The quantity input.
 * @csspart shipping - The shipping line: the fee in the prices' format, or "Free shipping".
 * @csspart button - Every button.
 * @csspart add-button - "Add to cart".
 * @csspart buy-button - "Buy now".
 * @csspart status - The live region that confirms an add.
 * @csspart error - A message about a failed add.
 */
export class ShopProductDetail extends ShopElement {
  protected static override shopOptions = { showsPrices: true };
  static override styles = styles;

  /** `product_id` of the product to show. Required. */
  @property({ attribute: 'product-id', converter: idAttribute }) productId: number | null = null;
  /**
   * Where the page URL holds the id when `product-id` is absent, in the `*-href` template language:
   * `/products/{product_id}/` or `/page.html?id={product_id}`. Default: the query parameter `product_id`.
   */
  @property({ attribute: 'url-pattern' }) urlPattern: string | null = null;
  /** The product_id shown: `product-id`, else the page URL. */
  readonly #productId = new PageIdController(this, { attribute: 'product-id', property: 'productId', param: 'product_id' });

  /** Checkout page URL that "Buy now" goes to after adding (e.g. `/checkout.html`). Without it, only `shop-navigate` is emitted. */
  @property({ attribute: 'checkout-href' }) checkoutHref: string | null = null;
  /** The buyer's choices: option values, quantity, buyer inputs, and their messages (./product-choice-controller.ts). */
  readonly #choice = new ProductChoiceController(this, () => this.language);
  @state() private imageIndex = 0;
  /** A chosen color's picture, shown instead of the gallery image. */
  @state() private swatchImage: string | null = null;
  @state() private busy = false;
  @state() private notice = '';
  @state() private alert = '';
  /** The `<template>` child that shows the product in the light DOM (README, "Your own markup"); null without one. */
  #template: HTMLTemplateElement | null | undefined;
  /**
   * What the buttons run (src/elements/shop-product-detail/add-to-cart.ts), loaded on the first click with
   * the client's cart writes; a failed load is not kept (the next click asks again).
   */
  #addCode: Promise<typeof import('./add-to-cart.js')> | undefined;

  readonly #task = new ShopTask(this, {
    task: async ([shop, id], { signal }) => {
      if (!shop || !id) return initialState;
      const product = await shop.client.product(id, signal);
      // Another product starts over; the same one (another language) keeps the buyer's choices.
      if (this.#choice.show(product)) this.#reset();
      return product;
    },
    args: () => [this.shop, this.#productId.id, this.contentLanguage] as const,
  });

  /** `shop-view-item` and the JSON-LD script of the product shown. */
  protected readonly detailData = new DetailDataController(this, () => {
    const p = this.#task.status === TaskStatus.COMPLETE ? this.#task.value : undefined;
    if (!p) return undefined;
    const currency = p.lowest_price?.currency ?? this.shop?.currency ?? DEFAULT_CURRENCY;
    return {
      value: p,
      view: { item_type: 'product', product_id: p.product_id, name: p.name, price: p.lowest_price?.price ?? null, currency },
      html: p.description_html,
      data: (description) => productJsonLd(p, currency, description, !soldOut(p)),
    };
  });

  /** The id (attribute or page URL) as written. */
  protected override configProblems(): ConfigProblem[] {
    return problems(checkPageId(this.#productId));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#template ??= adoptTemplate<ProductDetail>(
      this,
      () =>
        import('./product-detail-template-fields.js').then((m) => (p: ProductDetail) => [m.productDetailTemplateItem(p, this.language, this.shop?.currency)]),
      { source: () => this.#task.value, language: () => this.language, inputs: () => [], list: false },
    );
  }

  /** Another product is shown: the gallery's first image, no message. */
  #reset(): void {
    this.imageIndex = 0;
    this.swatchImage = null;
    this.notice = this.alert = '';
  }

  #choose(g: OptionGroup, value: string): void {
    this.#choice.choose(g, value);
    const image = g.values.find((v) => v.value === value)?.image_url;
    if (image) this.swatchImage = image;
    this.notice = '';
  }

  async #add(p: ProductDetail, buyNow: boolean): Promise<void> {
    const shop = this.shop;
    if (this.busy || !shop) return;
    const lang = this.language;
    let code: typeof import('./add-to-cart.js');
    try {
      // The client's cart writes (../../api/calls/cart-writes.ts), which the add makes next, load at the same time.
      code = await (this.#addCode ??= Promise.all([import('./add-to-cart.js'), import('../../api/calls/cart-writes.js')]).then(([m]) => m));
    } catch (error) {
      this.#addCode = undefined;
      console.error('shop-elements: <shop-product-detail> cannot add to the cart: its code did not load.', error);
      this.notice = '';
      this.alert = common(lang, 'errorNetwork');
      return;
    }
    // A second click while the code loaded: the first one adds.
    if (this.busy) return;
    const choice = this.#choice;
    const { errors, buyer_inputs } = code.checkChoices(lang, p, [...choice.groups], choice.selection, choice.inputs);
    choice.errors.set(errors);
    this.notice = this.alert = '';
    const variant = choice.variant;
    if (Object.keys(errors).length || !variant) {
      await choice.errors.focusFirst();
      return;
    }
    this.busy = true;
    this.notice = cartStrings(lang, 'adding');
    try {
      await code.addVariant(this, shop, variant, choice.quantity, buyer_inputs);
      this.notice = cartStrings(lang, 'added');
      if (buyNow) navigate(this, { href: siteHref(this, 'checkout-href', this.checkoutHref), kind: 'checkout', id: null });
    } catch (e) {
      this.notice = '';
      // Quantity and buyer-input errors next to their fields, the rest in an alert.
      const failed = code.failedAdd(lang, p, e);
      if (failed.min_quantity !== null) choice.takeMinQuantity(failed.min_quantity);
      if (failed.reread) {
        this.shop?.client.transport.invalidate(`/products/${p.product_id}`);
        void this.#task.run();
      }
      choice.errors.set(failed.errors);
      this.alert = failed.alert;
      this.reportError(e);
      await choice.errors.focusFirst();
    } finally {
      this.busy = false;
    }
  }

  override render() {
    return renderTask(this.#task, { language: this.language, complete: (p) => this.#renderProduct(p) });
  }

  #renderProduct(p: ProductDetail): TemplateResult {
    const lang = this.language;
    const groups = this.#choice.groups;
    const variant = this.#choice.variant;
    // A chosen variant whose price cannot be read shows "Price unavailable", never another variant's price.
    const unpriced = variant ? p.unpriced_variant_ids.includes(variant.variant_id) : p.lowest_price === null && p.unpriced_variant_ids.length > 0;
    const price = unpriced ? null : (variant && p.prices.find((x) => x.variant_id === variant.variant_id)) || p.lowest_price;
    const currency = price?.currency || this.shop?.currency || DEFAULT_CURRENCY;
    const isSoldOut = soldOut(p);
    // One shipping line, in the prices' format: not the platform's `shipping_pay_label`, which states
    // the same fee again in the platform's own words and money format ("배송비 3,000원" beside "₩3,000").
    const { shipping_fee } = p.sourcing_info;
    // With a <template> child, the site's markup shows the product (light DOM, in the slot); the
    // options, the price of the choice and the buttons stay here.
    const own = !this.#template;
    return html`<article class="detail" aria-labelledby=${own ? 'title' : nothing} aria-label=${own ? nothing : p.name}>
      ${
        own
          ? galleryTemplate({
              images: p.images,
              index: this.imageIndex,
              override: this.swatchImage,
              alt: p.name,
              language: lang,
              select: (i) => {
                this.imageIndex = i;
                this.swatchImage = null;
              },
            })
          : html`<slot></slot>`
      }
      <div class="buy">
        ${own ? html`<h2 id="title" part="title">${p.name}</h2>` : nothing}
        ${isSoldOut ? html`<p><span class="badge" part="badge">${common(lang, 'soldOut')}</span></p>` : nothing}
        ${
          price
            ? html`<p>
                ${!variant && new Set(p.prices.map((x) => x.price)).size > 1 ? html`<span class="muted">${strings(lang, 'from')}</span>` : nothing}
                ${priceTemplate({ price: price.price, base: price.is_on_sale ? price.base_price : null, currency, language: lang })}
              </p>`
            : unpriced
              ? html`<p>${priceTemplate({ price: null, currency, language: lang })}</p>`
              : nothing
        }
        <p part="shipping" class="muted">
          ${shipping_fee === 0 ? strings(lang, 'freeShipping') : `${strings(lang, 'shipping')}: ${formatPrice(shipping_fee, currency, lang)}`}
        </p>
        ${groups.map((g) => this.#renderGroup(g))} ${activeInputs(p).map((b) => this.#renderInput(b))} ${this.#renderQuantity(p)}
        <div class="actions">
          <button type="button" part="button add-button" aria-disabled=${String(this.busy)} ?disabled=${isSoldOut} @click=${() => this.#add(p, false)}>
            ${cartStrings(lang, 'addToCart')}
          </button>
          <button
            type="button"
            class="primary"
            part="button buy-button"
            aria-disabled=${String(this.busy)}
            ?disabled=${isSoldOut}
            @click=${() => this.#add(p, true)}
          >
            ${cartStrings(lang, 'buyNow')}
          </button>
        </div>
        <p class="notice" role="status" aria-live="polite" part="status">${this.notice}</p>
        ${this.alert ? html`<p class="field-error" role="alert" part="error">${this.alert}</p>` : nothing}
      </div>
      ${own ? sellerHtml(p.description_html) : nothing}
    </article>`;
  }

  #errorOf(key: string, id: string): TemplateResult | typeof nothing {
    const error = this.#choice.errors.get(key);
    return error ? html`<p class="field-error" id=${id}>${error}</p>` : nothing;
  }

  #renderGroup(g: OptionGroup): TemplateResult {
    const lang = this.language;
    const id = `option-${g.index}`;
    const key = `option.${g.index}`;
    const invalid = this.#choice.errors.has(key);
    const chosen = this.#choice.selection[g.index];
    const states = g.values.map((v) => this.#choice.valueState(g, v.value));
    const hint = (i: number) => (states[i] === 'ok' ? '' : states[i] === 'sold-out' ? common(lang, 'soldOut') : strings(lang, 'unavailable'));
    if (g.display_type === 'dropdown') {
      return html`<div class="field" part="field">
        <label for=${id}>${g.name}</label>
        <select
          id=${id}
          aria-invalid=${String(invalid)}
          aria-describedby=${invalid ? `${id}-error` : nothing}
          @change=${(e: Event) => this.#choose(g, (e.target as HTMLSelectElement).value)}
        >
          <option value="" .selected=${chosen === undefined}>${strings(lang, 'choose')}</option>
          ${g.values.map(
            (v, i) =>
              html`<option value=${v.value} .selected=${chosen === v.value} ?disabled=${states[i] !== 'ok'}>
                ${v.label}${hint(i) ? ` (${hint(i)})` : ''}
              </option>`,
          )}
        </select>
        ${this.#errorOf(key, `${id}-error`)}
      </div>`;
    }
    const swatch = g.display_type === 'color_swatch';
    const chosenLabel = g.values.find((v) => v.value === chosen)?.label;
    return html`<fieldset role="radiogroup" part="field" aria-invalid=${String(invalid)} aria-describedby=${invalid ? `${id}-error` : nothing}>
      <legend>${g.name}${swatch && chosenLabel ? html`<span class="chosen">: ${chosenLabel}</span>` : nothing}</legend>
      <div class="choices">
        ${g.values.map((v, i) => {
          const radio = html`<input
            type="radio"
            name=${id}
            .value=${v.value}
            .checked=${chosen === v.value}
            ?disabled=${states[i] !== 'ok'}
            class=${swatch ? 'visually-hidden' : ''}
            @change=${() => this.#choose(g, v.value)}
          />`;
          return swatch
            ? html`<label class="swatch" part="swatch" title=${v.label}>
                ${radio}<span aria-hidden="true" ${styleProps({ background: v.color_hex && HEX.test(v.color_hex) ? v.color_hex : '#ccc' })}></span>
                <span class="visually-hidden">${v.label}${hint(i) ? ` (${hint(i)})` : ''}</span>
              </label>`
            : html`<label class="choice">${radio}<span>${v.label}</span>${hint(i) ? html`<span class="hint">${hint(i)}</span>` : nothing}</label>`;
        })}
      </div>
      ${this.#errorOf(key, `${id}-error`)}
    </fieldset>`;
  }

  #renderInput(b: BuyerInputOption): TemplateResult {
    const error = this.#errorOf(inputKey(b), `input-${b.input_option_id}-error`);
    return inputTemplate(this.language, b, this.#choice.inputValue(b), error, (value) => this.#choice.input(b, value));
  }

  #renderQuantity(p: ProductDetail): TemplateResult {
    const lang = this.language;
    const choice = this.#choice;
    const { min_quantity: min, unit_quantity: unit } = p.sourcing_info;
    const lowest = choice.lowestQuantity;
    const invalid = choice.errors.has('quantity');
    const rule = min > 1 || unit > 1;
    const describedBy = [rule ? 'quantity-hint' : '', invalid ? 'quantity-error' : ''].filter(Boolean).join(' ');
    return html`<div class="field" part="field">
      <label for="quantity">${strings(lang, 'quantity')}</label>
      <div class="stepper">
        <button type="button" part="button" aria-label=${strings(lang, 'decrease')} ?disabled=${choice.quantity <= lowest} @click=${() => choice.step(-1)}>
          −
        </button>
        <input
          id="quantity"
          part="quantity"
          type="number"
          inputmode="numeric"
          min=${lowest}
          step=${unit}
          .value=${String(choice.quantity)}
          aria-invalid=${String(invalid)}
          aria-describedby=${describedBy || nothing}
          @change=${(e: Event) => {
            const input = e.target as HTMLInputElement;
            input.value = String(choice.setQuantity(input.valueAsNumber));
          }}
        />
        <button type="button" part="button" aria-label=${strings(lang, 'increase')} @click=${() => choice.step(1)}>+</button>
      </div>
      ${rule ? html`<p class="hint" id="quantity-hint">${strings(lang, 'quantityRule', { min, unit })}</p>` : nothing}
      ${this.#errorOf('quantity', 'quantity-error')}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-detail': ShopProductDetail;
  }
}
