import { useShopNavigate } from '../routing';

/** The cart; its checkout link (`checkout-href`) emits `shop-navigate` (kind `checkout`), routed to /checkout in the app. */
export function Cart() {
  const onNavigate = useShopNavigate();
  return (
    <>
      <h1>Cart</h1>
      <shop-cart checkout-href="/checkout" onshop-navigate={onNavigate} />
    </>
  );
}
