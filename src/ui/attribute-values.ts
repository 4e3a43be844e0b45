/**
 * The one reader of id and number attributes. An id is a positive decimal integer (surrounding
 * spaces trimmed) that JavaScript holds exactly, nothing else: hex (`0x65`), exponents (`1e3`),
 * fractions (`1.5`), signs and trailing junk (`101abc`) are invalid, never guessed.
 * Design: docs/spec/public-api.md (ids are the spec's integer ids; docs/spec/storefront-api.md "Identifier names").
 */
import type { ComplexAttributeConverter } from 'lit';

/** `text` as an id; null when it is not one. */
export function readId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^\s*[1-9][0-9]*\s*$/.test(text)) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) ? id : null;
}

/** A Lit converter for id attributes: the id, or null when absent or invalid (the attribute text tells which). */
export const idAttribute: ComplexAttributeConverter<number | null> = {
  fromAttribute: (value) => readId(value),
  toAttribute: (value) => (value == null ? null : String(value)),
};
