'use client';

export default function Account() {
  return (
    <>
      <h1>Your orders</h1>
      <shop-order-list></shop-order-list>
    </>
  );
}
