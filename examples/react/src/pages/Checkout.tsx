import { useState } from 'react';

/**
 * The checkout. A logged-out buyer is sent to the identity provider and comes back here. The
 * payment page returns to /payment-result (`redirect-url`, on this site).
 */
export function Checkout() {
  const [orderId, setOrderId] = useState<number | null>(null);
  return (
    <>
      <h1>Checkout</h1>
      <shop-checkout redirect-url="/payment-result" onshop-order-create={(event) => setOrderId(event.detail.order_id)} />
      {orderId !== null && <p role="status">Order {orderId} placed: opening the payment page…</p>}
    </>
  );
}
