/**
 * The quantities of `<shop-cart>`'s product lines, in one reactive controller: what the buyer typed
 * or stepped and the platform has not accepted yet (a draft per line), the writes in flight (one
 * at a time per line; a line with one is marked busy), and the message next to a quantity that was
 * not set. A refused value is not kept in the field: as in Shopify's Dawn theme, the field goes back
 * to the cart's quantity, so that the field, the line total and the subtotal agree, and the message
 * names the value typed, why it was not set, and the quantity kept.
 *
 * Spec: docs/spec/storefront-api.md, "Logged-in cart" / "Guest cart" (`PUT …/quantity`, the
 * product's `min_quantity` and `unit_quantity`), "Errors" (422 with `min_quantity`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { StorefrontError } from '../../api/errors.js';
import { cartLineKey, type ProductCartItem } from '../../api/readers/cart.js';
import type { SourcingInfo } from '../../api/readers/product.js';
import { errorMessage } from '../../i18n/error-message.js';
import type { Language } from '../../i18n/i18n.js';
import type { Shop } from '../../state/shop.js';
import type { CartProducts } from '../../ui/cart-products.js';
import { FieldErrorsController, without } from '../../ui/field-errors.js';
import { allowedQuantity, lowestQuantity, stepQuantity } from '../../ui/quantity.js';
import { strings } from './strings.js';

/** What the controller needs of the cart element. */
export interface LineQuantityOptions {
  shop: () => Shop | undefined;
  language: () => Language;
  /** The details of the cart's products (the quantity rule and the stock). */
  products: CartProducts;
  /** Tells the page of a failed write (`shop-error`). */
  report: (error: unknown) => void;
  /** Says a quantity that was set, in the element's polite live region. */
  announce: (text: string) => void;
}

/** The product lines' quantities of one cart (see the module comment). */
export class LineQuantityController implements ReactiveController {
  /** Messages next to a line's quantity field, by line key. */
  readonly errors: FieldErrorsController;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: LineQuantityOptions;
  /** Quantities typed (or stepped) but not yet accepted by the platform, by line key. */
  #drafts: Record<string, string> = {};
  /** Lines with a write in flight (quantity, removal): marked busy. */
  readonly #inFlight = new Set<string>();

  constructor(host: ReactiveControllerHost & HTMLElement, options: LineQuantityOptions) {
    this.#host = host;
    this.#options = options;
    this.errors = new FieldErrorsController(host);
    host.addController(this);
  }

  /** True while a write of some line is in flight. */
  get anyBusy(): boolean {
    return this.#inFlight.size > 0;
  }

  hostConnected(): void {}

  /** The quantity the field of `item` shows: the draft, else the cart's. */
  draft(item: ProductCartItem): string {
    return this.#drafts[cartLineKey(item)] ?? String(item.quantity);
  }

  /** The quantity rule of a product line (1 from 1 until its product is read). */
  ruleOf(item: ProductCartItem): Pick<SourcingInfo, 'min_quantity' | 'unit_quantity'> {
    return this.#options.products.get(item.product_id)?.sourcing_info ?? { min_quantity: 1, unit_quantity: 1 };
  }

  /** True while a write of the line `key` is in flight. */
  busy(key: string): boolean {
    return this.#inFlight.has(key);
  }

  /** Marks the line `key` busy (a write in flight) or not. */
  mark(key: string, on: boolean): void {
    if (on) this.#inFlight.add(key);
    else this.#inFlight.delete(key);
    this.#host.requestUpdate();
  }

  /** One step of the product's rule up (+1) or down (-1) from the field's value, then sent. */
  step(item: ProductCartItem, delta: number): void {
    const key = cartLineKey(item);
    const current = Number(this.#drafts[key] ?? item.quantity);
    const next = stepQuantity(Number.isInteger(current) ? current : item.quantity, delta > 0 ? 1 : -1, this.ruleOf(item));
    this.#setDraft(key, String(next));
    void this.commit(item);
  }

  /** The buyer typed `value` in the line's field (sent on change or Enter). */
  input(item: ProductCartItem, value: string): void {
    this.#setDraft(cartLineKey(item), value);
  }

  /** Forgets the draft and the message of the line `key` (removed, or set). */
  forget(key: string): void {
    this.#drafts = without(this.#drafts, key);
    this.errors.setOne(key, null);
    this.#host.requestUpdate();
  }

  /** Forgets every draft and message (the cart was emptied). */
  clear(): void {
    this.#drafts = {};
    this.errors.clear();
    this.#host.requestUpdate();
  }

  /**
   * Sends the line's draft quantity with `PUT …/quantity`, one write at a time per line; a value
   * typed while one is in flight is sent after it. A value that is not a whole number of 1 or
   * more, against the product's bundle rule, or refused by the platform is not kept (see the module
   * comment; the minimum for a 422 carrying `min_quantity`; the stock, when the product's detail
   * says it is below the value).
   */
  async commit(item: ProductCartItem): Promise<void> {
    const shop = this.#options.shop();
    const key = cartLineKey(item);
    const language = this.#options.language();
    if (!shop || this.#inFlight.has(key)) return;
    this.mark(key, true);
    try {
      for (;;) {
        const raw = this.#drafts[key];
        if (raw === undefined) return;
        const typed = raw.trim();
        const quantity = Number(typed);
        if (typed === '' || !Number.isInteger(quantity) || quantity < 1) return this.#refuse(item, typed, strings(language, 'invalidQuantity'));
        const rule = this.ruleOf(item);
        if (!allowedQuantity(quantity, rule)) {
          const min = lowestQuantity(rule.min_quantity, rule.unit_quantity);
          return this.#refuse(item, typed, strings(language, 'bundleQuantity', { min, unit: rule.unit_quantity }));
        }
        if (quantity === shop.cart.find(item)?.quantity) return this.forget(key);
        try {
          await shop.cart.setQuantity(item.variant_id, quantity, this.#host);
        } catch (error) {
          this.#options.report(error);
          // A value typed meanwhile is sent next (the buyer changed their mind); else this one is refused.
          if (this.#drafts[key] !== raw) continue;
          return this.#refuse(item, typed, this.#quantityMessage(error, item, quantity));
        }
        if (this.#drafts[key] === raw) {
          this.forget(key);
          this.#options.announce(strings(this.#options.language(), 'updated', { name: item.name, quantity }));
          return;
        }
      }
    } finally {
      this.mark(key, false);
    }
  }

  #setDraft(key: string, value: string): void {
    this.#drafts = { ...this.#drafts, [key]: value };
    this.#host.requestUpdate();
  }

  /** The field goes back to the cart's quantity; the message says what was typed, why it was not set, and the quantity kept. */
  #refuse(item: ProductCartItem, typed: string, reason: string): void {
    const key = cartLineKey(item);
    const quantity = this.#options.shop()?.cart.find(item)?.quantity ?? item.quantity;
    this.#drafts = without(this.#drafts, key);
    this.errors.setOne(key, strings(this.#options.language(), typed ? 'kept' : 'keptBlank', { typed, reason, quantity }));
  }

  #quantityMessage(error: unknown, item: ProductCartItem, quantity: number): string {
    const language = this.#options.language();
    if (!(error instanceof StorefrontError)) return errorMessage(error, language);
    if (error.min_quantity !== null) return strings(language, 'minQuantity', { min: error.min_quantity });
    // The platform says why in its own words (the sandbox's are English): the stock, when the detail explains the refusal, in the shop's.
    const stock = this.#options.products.get(item.product_id)?.variants.find((v) => v.variant_id === item.variant_id)?.quantity ?? null;
    if (error.status === 422 && stock !== null && stock > 0 && quantity > stock) return strings(language, 'stockLeft', { count: stock });
    return error.fieldMessage('quantity') ?? errorMessage(error, language);
  }
}
