/** Building blocks of the raw response shapes. */
import type { Language, ShippingRecord, Translated } from '../store.js';
import { formatThousands } from '../format.js';
import { t } from '../seed/text.js';

/** A price as a number, or as a decimal string (`"12000.00"`) for quirky items. */
export function money(amount: number, asString: boolean | undefined): number | string {
  return asString ? amount.toFixed(2) : amount;
}

/** An id as a number, or as a numeric string (`"17"`) for quirky items. */
export function id(value: number, asString: boolean | undefined): number | string {
  return asString ? String(value) : value;
}

/** `is_on_sale` as a boolean, 0/1, or "0"/"1". */
export function onSaleFlag(onSale: boolean, as: 'int' | 'string' | undefined): boolean | number | string {
  if (as === 'int') return onSale ? 1 : 0;
  if (as === 'string') return onSale ? '1' : '0';
  return onSale;
}

export function shippingLabel(shipping: ShippingRecord, lang: Language): string {
  const fee = formatThousands(shipping.shipping_fee);
  let label: Translated;
  if (shipping.shipping_fee === 0) label = t('무료배송', 'Free shipping', '送料無料');
  else if (shipping.free_over !== null) {
    const over = formatThousands(shipping.free_over);
    label = t(`배송비 ${fee}원 (${over}원 이상 무료)`, `Shipping ₩${fee} (free over ₩${over})`, `送料${fee}ウォン（${over}ウォン以上で無料）`);
  } else label = t(`배송비 ${fee}원`, `Shipping ₩${fee}`, `送料${fee}ウォン`);
  return label[lang];
}

/** The shipping fields of sourcing_info (or of the quirky places that hold them instead). */
export function shippingFields(
  shipping: ShippingRecord,
  lang: Language,
  asString: boolean | undefined,
): { shipping_fee: number | string; chargeable_shipping_fee: number | string; shipping_pay_label: string } {
  return {
    shipping_fee: money(shipping.shipping_fee, asString),
    chargeable_shipping_fee: money(shipping.shipping_fee, asString),
    shipping_pay_label: shippingLabel(shipping, lang),
  };
}

export const EXCHANGE_RATES = { USD: 0.00072, JPY: 0.11 } as const;
