/**
 * The buyer inputs of a product (`buyer_input_options`: an engraving, a date…): which are asked,
 * their check, and their field. Spec: docs/spec/storefront-api.md, "Product detail (product)".
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BuyerInputOption, ProductDetail } from '../../api/readers/product.js';
import type { Language } from '../../i18n/i18n.js';
import { strings } from './strings.js';

/** The inputs the buyer is asked for: the active ones, in the platform's order. */
export function activeInputs(p: ProductDetail): BuyerInputOption[] {
  return p.buyer_input_options.filter((b) => b.status === 'active');
}

/** The key of an input's error, as the platform's 422 names it: `buyer_inputs.<input_option_id>`. */
export const inputKey = (b: BuyerInputOption): string => `buyer_inputs.${b.input_option_id}`;

/** What is wrong with `value` for input `b` (required and blank, or over `max_length` characters), or null. */
export function inputError(language: Language, b: BuyerInputOption, value: string): string | null {
  if (b.is_required && !value.trim()) return strings(language, 'requiredError');
  if (b.max_length && [...value].length > b.max_length) return strings(language, 'tooLong', { max: b.max_length });
  return null;
}

/**
 * The labelled field of input `b` (a textarea, or an input of its `input_type`), its length hint,
 * and `error` (rendered by the caller, id `input-<input_option_id>-error`) described by it.
 */
export function inputTemplate(
  language: Language,
  b: BuyerInputOption,
  value: string,
  error: TemplateResult | typeof nothing,
  onInput: (value: string) => void,
): TemplateResult {
  const id = `input-${b.input_option_id}`;
  const invalid = error !== nothing;
  const describedBy = [b.max_length ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  const input = (e: Event) => onInput((e.target as HTMLInputElement).value);
  const placeholder = b.placeholder || nothing;
  return html`<div class="field" part="field">
    <label for=${id}>${b.label}${b.is_required ? html` <span class="muted">(${strings(language, 'required')})</span>` : nothing}</label>
    ${
      b.input_type === 'textarea'
        ? html`<textarea
            id=${id}
            rows="3"
            .value=${value}
            placeholder=${placeholder}
            aria-required=${String(b.is_required)}
            aria-invalid=${String(invalid)}
            aria-describedby=${describedBy || nothing}
            @input=${input}
          ></textarea>`
        : html`<input
            id=${id}
            type=${b.input_type === 'datetime' ? 'datetime-local' : b.input_type}
            .value=${value}
            placeholder=${placeholder}
            aria-required=${String(b.is_required)}
            aria-invalid=${String(invalid)}
            aria-describedby=${describedBy || nothing}
            @input=${input}
          />`
    }
    ${b.max_length ? html`<p class="hint" id=${`${id}-hint`}>${strings(language, 'maxHint', { max: b.max_length, count: [...value].length })}</p>` : nothing}
    ${error}
  </div>`;
}
