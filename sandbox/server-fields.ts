/**
 * Fields the server catalog API accepts and returns but the storefront shapes never serve. They
 * ride on the catalog records (`record.server`) so that a copied site keeps them; only
 * sandbox/server-store.ts reads or writes them.
 */
import type { Language } from './store.js';

/** Scalar fields as last sent (status, prices, shipping flags, tax_type, links…). */
export type SentScalars = Record<string, string | number | boolean | null>;

export interface ContentServerFields {
  /** status, thumbnail_link, inventory_display_mode, installment_month, allow_link. */
  scalars: SentScalars;
  /** Language of the texts sent on create (the `language` query). */
  language: Language;
  /** Epoch ms. */
  updated_at: number;
}

export interface ContentOptionServerFields {
  /** download_limit_days, access_url, location_text, location_detail, capacity, is_on_sale. */
  scalars: SentScalars;
  /** digital_content files: each an id and where it is served. */
  files: { file_id: number; url: string; name: string | null }[];
}

export interface ProductServerFields {
  /** status, base_price, sale_price, is_on_sale, shipping fields, tax_type, no_option_sku… */
  scalars: SentScalars;
  related_product_ids: number[];
  language: Language;
  /** Epoch ms. */
  updated_at: number;
}

export interface OptionAxisServerFields {
  label: string | null;
  is_required: boolean | null;
}

export interface VariantServerFields {
  /** The variant's own `price` as sent; null when it follows the product's base_price. */
  price: number | null;
  sku: string | null;
}
