/**
 * Choosing a variant from option values. Spec: docs/spec/storefront-api.md, "Product detail": selection
 * follows the order of `options`; a variant with `is_active` false is never selectable; option
 * values compare on `attributesArray[].value`; labels and order of values come from
 * `option_value_display_settings` (display_label, sort_order), the control from
 * `option_display_settings[attribute_index].display_type`.
 */
import { optionValue, type OptionDisplayType, type ProductDetail, type ProductVariant } from '../../api/readers/product.js';

export interface OptionValue {
  value: string;
  label: string;
  color_hex: string | null;
  image_url: string | null;
}

export interface OptionGroup {
  /** Position in `options` (the `attribute_index`). */
  index: number;
  name: string;
  display_type: OptionDisplayType;
  values: OptionValue[];
}

/** Chosen value per `attribute_index`. */
export type Selection = Record<number, string>;

/** The option groups in the order of `options`, each with its values in `sort_order`. */
export function optionGroups(p: ProductDetail): OptionGroup[] {
  return p.options.map((name, index) => {
    const setting = p.option_display_settings.find((s) => s.attribute_index === index);
    const values: OptionValue[] = p.option_value_display_settings
      .filter((s) => s.attribute_index === index)
      .map((s) => ({ value: s.value_text, label: s.display_label || s.value_text, color_hex: s.color_hex, image_url: s.image_url }));
    for (const v of p.variants) {
      const value = optionValue(v, name);
      if (value !== undefined && !values.some((x) => x.value === value)) {
        values.push({ value, label: value, color_hex: null, image_url: null });
      }
    }
    return { index, name: setting?.label || name, display_type: setting?.display_type ?? 'dropdown', values };
  });
}

/** A variant the buyer can choose: active and not out of stock (when stock is given). */
export function choosable(v: ProductVariant): boolean {
  return v.is_active && (v.quantity === null || v.quantity > 0);
}

function matchesOthers(v: ProductVariant, groups: OptionGroup[], p: ProductDetail, sel: Selection, except: number): boolean {
  return groups.every((g) => g.index === except || sel[g.index] === undefined || optionValue(v, p.options[g.index]!) === sel[g.index]);
}

/**
 * Whether `value` of group `g` can be chosen given the other choices, and if not, why:
 * `sold-out` when only out-of-stock active variants match, else `unavailable`.
 */
export function valueState(p: ProductDetail, groups: OptionGroup[], sel: Selection, g: OptionGroup, value: string): 'ok' | 'sold-out' | 'unavailable' {
  const name = p.options[g.index]!;
  const candidates = p.variants.filter((v) => optionValue(v, name) === value && matchesOthers(v, groups, p, sel, g.index));
  if (candidates.some(choosable)) return 'ok';
  return candidates.some((v) => v.is_active) ? 'sold-out' : 'unavailable';
}

/** The chosen variant: every option has a value and a choosable variant carries them all. */
export function chosenVariant(p: ProductDetail, groups: OptionGroup[], sel: Selection): ProductVariant | null {
  if (groups.length === 0) return p.variants.find(choosable) ?? null;
  if (groups.some((g) => sel[g.index] === undefined)) return null;
  return p.variants.find((v) => choosable(v) && matchesOthers(v, groups, p, sel, -1)) ?? null;
}

/** After `index` changed: drops other choices that no longer fit. */
export function settle(p: ProductDetail, groups: OptionGroup[], sel: Selection, index: number): Selection {
  const out = { ...sel };
  for (const g of groups) {
    if (g.index !== index && out[g.index] !== undefined && valueState(p, groups, out, g, out[g.index]!) !== 'ok') delete out[g.index];
  }
  return out;
}

/** The starting choice: when exactly one variant is choosable, its values. */
export function initialSelection(p: ProductDetail, groups: OptionGroup[]): Selection {
  const ok = p.variants.filter(choosable);
  if (groups.length === 0 || ok.length !== 1) return {};
  const sel: Selection = {};
  for (const g of groups) {
    const value = optionValue(ok[0]!, p.options[g.index]!);
    if (value !== undefined) sel[g.index] = value;
  }
  return sel;
}

/** Every variant has stock 0 or is inactive. */
export function soldOut(p: ProductDetail): boolean {
  return !p.variants.some(choosable);
}
