'use client';

export default function Checkout() {
  return (
    <>
      <h1>Checkout</h1>
      <shop-checkout redirect-url="/payment-result"></shop-checkout>
    </>
  );
}
