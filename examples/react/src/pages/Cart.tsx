import { useShopNavigate } from '../routing';

/** The cart; its checkout button emits `shop-navigate` (kind `checkout`), routed to /checkout. */
export function Cart() {
  const onNavigate = useShopNavigate();
  return (
    <>
      <h1>Cart</h1>
      <shop-cart onshop-navigate={onNavigate} />
    </>
  );
}
