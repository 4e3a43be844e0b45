'use client';
import { useShopNavigate } from '../routing';

export default function Cart() {
  const onNavigate = useShopNavigate();
  return (
    <>
      <h1>Cart</h1>
      <shop-cart checkout-href="/checkout" onshop-navigate={onNavigate}></shop-cart>
    </>
  );
}
