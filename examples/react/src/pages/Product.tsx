import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ShopCartAddEvent } from 'shop-elements';
import { useShopNavigate } from '../routing';

/** One product: gallery, options, quantity, add to cart; "Buy now" goes to the checkout route. */
export function Product() {
  const { productId } = useParams();
  const onNavigate = useShopNavigate();
  const [added, setAdded] = useState<ShopCartAddEvent['detail'] | null>(null);
  return (
    <>
      <p>
        <Link to="/">← All products</Link>
      </p>
      <shop-product-detail
        product-id={Number(productId)}
        checkout-href="/checkout"
        onshop-cart-add={(event) => setAdded(event.detail)}
        onshop-navigate={onNavigate}
      />
      {added && (
        <p role="status" className="notice">
          Added {added.quantity} × product {added.product_id} to your cart. <Link to="/cart">Go to the cart</Link>
        </p>
      )}
    </>
  );
}
