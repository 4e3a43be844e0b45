/**
 * The checkout's receiver and memo form: its fields, which are required, one field's markup, and
 * the order body made of what the buyer typed.
 *
 * Spec: docs/spec/storefront-api.md, "Order create request" (`receiver`, `order_memo`,
 * `product_items`, `content_items`, `quantities`, `total_price`), "Checkout metadata"
 * (`countries`, `required_fields`) and "Errors" (422 field paths such as `receiver.phone`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { readableSubtotal, type Cart, type ProductCartItem } from '../../api/readers/cart.js';
import type { OrderCreateRequest } from '../../api/readers/order.js';
import type { User } from '../../api/readers/auth.js';
import { localeOf, type Language } from '../../i18n/i18n.js';
import { strings } from './strings.js';

/** Receiver fields, in form order: Country first, as it decides the address (spec: "Order create request", `receiver`). */
export const RECEIVER_FIELDS = ['country', 'receiver_name', 'phone', 'address', 'address_detailed', 'postal_code', 'pcc_number'] as const;
export type Field = (typeof RECEIVER_FIELDS)[number] | 'order_memo';
/** What the buyer typed, by field. */
export type Values = Record<Field, string>;

export const EMPTY_VALUES: Values = {
  receiver_name: '',
  phone: '',
  address: '',
  address_detailed: '',
  postal_code: '',
  pcc_number: '',
  country: 'KR',
  order_memo: '',
};

const AUTOCOMPLETE: Record<Field, string> = {
  receiver_name: 'name',
  phone: 'tel',
  address: 'address-line1',
  address_detailed: 'address-line2',
  postal_code: 'postal-code',
  pcc_number: 'off',
  country: 'country',
  order_memo: 'off',
};

/** The form field of an error path: `receiver.phone` → phone, `receiver.region.country` → country. */
export function fieldOf(path: string): Field | null {
  const name = path.replace(/^receiver\./, '');
  if (name === 'region.country' || name === 'region') return 'country';
  return name === 'order_memo' || (RECEIVER_FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
}

function regionName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * receiver_name and phone always (spec: "Order create request"); the metadata's
 * `required_fields` too when the cart holds products (shipping details matter only then).
 */
export function requiredFields(cart: Cart | null | undefined, required_fields: readonly string[] | undefined): Set<Field> {
  const required = new Set<Field>(['receiver_name', 'phone']);
  const ships = cart?.items.some((i) => i.item_type === 'product');
  for (const path of ships ? (required_fields ?? []) : []) {
    const field = fieldOf(path);
    if (field) required.add(field);
  }
  return required;
}

/** `values` with the buyer's name and phone (spec: "User", `name`, `user_phone`) where nothing was typed. */
export function prefilled(values: Values, user: User): Values {
  return { ...values, receiver_name: values.receiver_name || user.name, phone: values.phone || (user.user_phone ?? '') };
}

/** "Enter the …" for each required field left blank. */
export function missingFields(required: Iterable<Field>, values: Values, lang: Language): Partial<Record<Field, string>> {
  const missing: Partial<Record<Field, string>> = {};
  for (const field of required) {
    if (!values[field].trim()) missing[field] = strings(lang, 'fieldRequired', { field: strings(lang, field).toLowerCase() });
  }
  return missing;
}

/** The `POST /orders` body of `cart` and the typed `values` (trimmed). */
export function orderBody(cart: Cart, values: Values): OrderCreateRequest {
  const products = cart.items.filter((i): i is ProductCartItem => i.item_type === 'product');
  // Values keeps the form order: receiver_name, phone, address, address_detailed, postal_code, pcc_number.
  const { order_memo, country, ...receiver } = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, x.trim()])) as Values;
  return {
    product_items: products.map((p) => ({ variant_id: p.variant_id, product_id: p.product_id })),
    content_items: cart.items.flatMap((i) => (i.item_type === 'content' ? [{ option_id: i.option_id }] : [])),
    quantities: Object.fromEntries(products.map((p) => [String(p.variant_id), p.quantity])),
    total_price: readableSubtotal(cart),
    order_memo,
    receiver: { ...receiver, region: { country } },
  };
}

export interface FieldView {
  language: Language;
  values: Values;
  /** The message next to the field, if any. */
  error: string | undefined;
  required: boolean;
  /** The metadata's countries (the current value is added when missing). */
  countries: ReadonlyArray<{ code: string; name: string }>;
  onInput: (e: Event) => void;
}

/** One field: label, control (`part="input"`) and its message (`part="field-error"`). */
export function renderField(field: Field, view: FieldView): TemplateResult {
  const { language: lang, values, error, required, onInput } = view;
  const invalid = error ? 'true' : 'false';
  const describedby = error ? `${field}-error` : nothing;
  let control: TemplateResult;
  if (field === 'country') {
    const countries = [...view.countries];
    if (!countries.some((c) => c.code === values.country)) countries.unshift({ code: values.country, name: regionName(values.country, lang) });
    control = html`<select
      id=${field}
      name=${field}
      part="input"
      autocomplete="country"
      ?required=${required}
      aria-invalid=${invalid}
      aria-describedby=${describedby}
      @change=${onInput}
    >
      ${countries.map((c) => html`<option value=${c.code} ?selected=${c.code === values.country}>${c.name}</option>`)}
    </select>`;
  } else if (field === 'order_memo') {
    control = html`<textarea
      id=${field}
      name=${field}
      part="input"
      .value=${values.order_memo}
      aria-invalid=${invalid}
      aria-describedby=${describedby}
      @input=${onInput}
    ></textarea>`;
  } else {
    control = html`<input
      id=${field}
      name=${field}
      part="input"
      type=${field === 'phone' ? 'tel' : 'text'}
      autocomplete=${AUTOCOMPLETE[field]}
      ?required=${required}
      .value=${values[field]}
      aria-invalid=${invalid}
      aria-describedby=${describedby}
      @input=${onInput}
    />`;
  }
  return html`<div class="field" part="field">
    <label for=${field}>${strings(lang, field)}${required ? html`<span aria-hidden="true"> *</span>` : nothing}</label>
    ${control} ${error ? html`<span id="${field}-error" class="field-error" part="field-error">${error}</span>` : nothing}
  </div>`;
}
