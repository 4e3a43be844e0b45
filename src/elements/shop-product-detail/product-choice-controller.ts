/**
 * What the buyer has chosen on a product page, in one reactive controller (as Material Web's
 * `labs/behaviors/` keep a behaviour out of the element): the option value chosen per
 * `attribute_index` (and so the variant), the quantity within the product's bounds, the buyer
 * input values, and the messages next to those fields. The element renders them and sends the add;
 * the controller keeps them consistent and re-renders its host when they change.
 *
 * Spec: docs/spec/storefront-api.md, "Product detail (product)": options in the order of
 * `options`, a variant with `is_active` false shown but not choosable; the quantity starts at
 * `min_quantity` and steps by `unit_quantity`; only `active` buyer inputs, `is_required` and
 * `max_length` checked as the buyer types once a message is shown; "Errors" (422 field keys:
 * `quantity`, `buyer_inputs.<input_option_id>`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BuyerInputOption, ProductDetail, ProductVariant } from '../../api/readers/product.js';
import type { Language } from '../../i18n/i18n.js';
import { FieldErrorsController } from '../../ui/field-errors.js';
import { lowestQuantity, snapQuantity } from '../../ui/quantity.js';
import { inputError, inputKey } from './buyer-inputs.js';
import { chosenVariant, initialSelection, optionGroups, settle, valueState, type OptionGroup, type Selection } from './variants.js';

/** The choices of one product page (see the module comment). */
export class ProductChoiceController implements ReactiveController {
  /** Messages by field key: `option.<attribute_index>`, `quantity`, `buyer_inputs.<input_option_id>`. */
  readonly errors: FieldErrorsController;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #language: () => Language;
  /** The product the choices belong to; null until one is shown. */
  #product: ProductDetail | null = null;
  #groups: OptionGroup[] = [];
  /** Chosen value per `attribute_index`. */
  #selection: Selection = {};
  #quantity = 1;
  /** Buyer input text per `input_option_id`. */
  #inputs: Record<number, string> = {};

  /** `language`: the host's UI language, for the messages of the buyer inputs. */
  constructor(host: ReactiveControllerHost & HTMLElement, language: () => Language) {
    this.#host = host;
    this.#language = language;
    this.errors = new FieldErrorsController(host);
    host.addController(this);
  }

  /** The product shown, or null. */
  get product(): ProductDetail | null {
    return this.#product;
  }

  /** The product's option groups, in the order of `options`. */
  get groups(): readonly OptionGroup[] {
    return this.#groups;
  }

  /** The chosen value per `attribute_index`. */
  get selection(): Readonly<Selection> {
    return this.#selection;
  }

  /** The variant of the chosen values, or null while an option is not chosen (or the product has none shown). */
  get variant(): ProductVariant | null {
    return this.#product ? chosenVariant(this.#product, this.#groups, this.#selection) : null;
  }

  /** The quantity to add: a multiple of `unit_quantity`, at least `min_quantity` (or what the platform asked for). */
  get quantity(): number {
    return this.#quantity;
  }

  /** The lowest quantity the stepper allows: `min_quantity` rounded up to a multiple of `unit_quantity`. */
  get lowestQuantity(): number {
    const p = this.#product;
    return p ? lowestQuantity(p.sourcing_info.min_quantity, p.sourcing_info.unit_quantity) : 1;
  }

  /** The quantity's step, `unit_quantity` (1 before a product is shown). */
  get unitQuantity(): number {
    return this.#product?.sourcing_info.unit_quantity ?? 1;
  }

  /** The buyer input texts per `input_option_id`. */
  get inputs(): Readonly<Record<number, string>> {
    return this.#inputs;
  }

  hostConnected(): void {}

  /**
   * Shows `p`. Another product than the one shown starts over: its first choosable values, its
   * lowest quantity, no inputs, no messages (true is returned); the same product again (another
   * language, a read after a refused add) keeps the buyer's choices (false).
   */
  show(p: ProductDetail): boolean {
    const same = this.#product?.product_id === p.product_id;
    this.#product = p;
    this.#groups = optionGroups(p);
    if (!same) {
      this.#selection = initialSelection(p, this.#groups);
      this.#quantity = this.lowestQuantity;
      this.#inputs = {};
      this.errors.clear();
    }
    this.#host.requestUpdate();
    return !same;
  }

  /** Whether `value` of `group` can be chosen with the other choices: `ok`, `sold-out` or `unavailable`. */
  valueState(group: OptionGroup, value: string): 'ok' | 'sold-out' | 'unavailable' {
    return this.#product ? valueState(this.#product, this.#groups, this.#selection, group, value) : 'unavailable';
  }

  /**
   * Chooses `value` for `group` ('' un-chooses it); the other choices settle on what can go with
   * it. Clears the group's message.
   */
  choose(group: OptionGroup, value: string): void {
    const p = this.#product;
    if (!p) return;
    const next = { ...this.#selection };
    if (value) next[group.index] = value;
    else delete next[group.index];
    this.#selection = settle(p, this.#groups, next, group.index);
    this.errors.clear(`option.${group.index}`);
    this.#host.requestUpdate();
  }

  /** Sets the quantity to `q` brought within the bounds (a multiple of `unit_quantity`, at least the lowest); returns it. Clears the quantity's message. */
  setQuantity(q: number): number {
    const p = this.#product;
    this.#quantity = p ? snapQuantity(q, p.sourcing_info.min_quantity, p.sourcing_info.unit_quantity) : Math.max(1, Math.trunc(q) || 1);
    this.errors.clear('quantity');
    this.#host.requestUpdate();
    return this.#quantity;
  }

  /** One step up (+1) or down (-1), by `unit_quantity`. */
  step(direction: 1 | -1): number {
    return this.setQuantity(this.#quantity + direction * this.unitQuantity);
  }

  /** The platform's `min_quantity` from a refused add (422): the quantity becomes it, as the platform asked. */
  takeMinQuantity(min_quantity: number): void {
    this.#quantity = min_quantity;
    this.#host.requestUpdate();
  }

  /** The text typed in buyer input `b`. */
  inputValue(b: BuyerInputOption): string {
    return this.#inputs[b.input_option_id] ?? '';
  }

  /** The buyer typed `value` in input `b`; a message already shown is checked again (and cleared when the value is now right). */
  input(b: BuyerInputOption, value: string): void {
    this.#inputs = { ...this.#inputs, [b.input_option_id]: value };
    const key = inputKey(b);
    if (this.errors.has(key)) this.errors.setOne(key, inputError(this.#language(), b, value));
    this.#host.requestUpdate();
  }
}
