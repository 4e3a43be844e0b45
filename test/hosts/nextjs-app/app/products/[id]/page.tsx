'use client';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import type { ShopCartAddEvent } from 'shop-elements';
import { useShopNavigate } from '../../routing';

export default function Product() {
  const { id } = useParams<{ id: string }>();
  const onNavigate = useShopNavigate();
  const [added, setAdded] = useState<ShopCartAddEvent['detail'] | null>(null);
  return (
    <>
      <shop-product-detail
        product-id={Number(id)}
        checkout-href="/checkout"
        onshop-navigate={onNavigate}
        onshop-cart-add={(e) => setAdded(e.detail)}
      ></shop-product-detail>
      {added && (
        <p role="status">
          Added {added.quantity} × product {added.product_id}
        </p>
      )}
    </>
  );
}
