import { Link } from 'react-router';

/** Where the payment page returns: <shop-payment-result> reads `pay_success`, `order_id` and `error` from the URL. */
export function PaymentResult() {
  return (
    <>
      <h1>Payment</h1>
      <shop-payment-result />
      <p>
        <Link to="/">Continue shopping</Link>
      </p>
    </>
  );
}
