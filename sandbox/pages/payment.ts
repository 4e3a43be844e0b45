/** The card payment page (stands in for the payment provider's page). */
import { escapeHtml, formatKrw } from '../format.js';
import { page } from './layout.js';

export interface PaymentPageInput {
  nonce: string;
  order_id: number;
  goods_name: string;
  amount: number;
  buyer_name: string;
  site_name: string;
}

export function paymentPage(input: PaymentPageInput): string {
  return page(
    `Pay ${formatKrw(input.amount)} to ${input.site_name}`,
    `<p class="badge">Sandbox card payment</p>
<h1>Card payment</h1>
<dl>
<dt>Shop</dt><dd>${escapeHtml(input.site_name)}</dd>
<dt>Order</dt><dd>${input.order_id}</dd>
<dt>Goods</dt><dd>${escapeHtml(input.goods_name)}</dd>
<dt>Buyer</dt><dd>${escapeHtml(input.buyer_name)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatKrw(input.amount))}</dd>
</dl>
<form method="post" action="/__pay/complete">
<input type="hidden" name="nonce" value="${escapeHtml(input.nonce)}">
<div class="actions">
<button type="submit" class="primary" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</div>
</form>
<p>No card is charged: "Pay" succeeds, "Fail" simulates a declined card, "Cancel" a buyer who gives up.</p>`,
  );
}
