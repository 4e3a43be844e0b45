// Preact usage of the shop elements that must type-check with zero errors: attributes, typed
// properties (limit={6}, category-ids={[…]}), and events whose detail fields are read.
import 'shop-elements';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { ShopCartAddEvent, ShopNavigateEvent } from 'shop-elements';

function routeTo(event: ShopNavigateEvent): void {
  const { kind, id, href } = event.detail;
  if (kind !== 'product' || id === null) return;
  event.preventDefault();
  history.pushState(null, '', href ?? `/products/${id}`);
}

function App() {
  const [count, setCount] = useState<number>(0);
  const [added, setAdded] = useState<ShopCartAddEvent['detail'] | null>(null);
  const [orderId, setOrderId] = useState<number | null>(null);
  return (
    <shop-storefront site-key="demo-site-key" base-url="http://localhost:8787" language="en" token-storage="session" onshop-cart-change={(e) => setCount(e.detail.count)}>
      <header>
        <shop-cart-count /> ({count}) <shop-login onshop-logout={() => setCount(0)} />
      </header>
      <shop-search for="products" label="Search products" />
      <shop-category-filter kind="product" for="products" />
      <shop-product-list id="products" class="grid" limit={6} page="1" category-ids={[1, 2]} product-href="/products/{product_id}" onshop-navigate={routeTo} />
      <shop-product-detail product-id={101} checkout-href="/checkout" onshop-cart-add={(e) => setAdded(e.detail)} onshop-navigate={routeTo} />
      {added && <p>{added.item_type} {added.product_id} × {added.quantity}</p>}
      <shop-cart onshop-navigate={(e) => e.detail.kind === 'checkout' && e.preventDefault()} />
      <shop-checkout redirect-url="/payment-result" onshop-order-create={(e) => setOrderId(e.detail.order_id)} onshop-error={(e) => console.warn(e.detail.status, e.detail.message)} />
      {orderId !== null && <p>Order {orderId.toFixed(0)}</p>}
      <shop-payment-result />
    </shop-storefront>
  );
}

render(<App />, document.getElementById('app')!);
