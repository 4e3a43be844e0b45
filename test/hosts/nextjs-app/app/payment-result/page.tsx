'use client';

export default function PaymentResult() {
  return <shop-payment-result></shop-payment-result>;
}
