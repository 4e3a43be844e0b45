'use client';
import { useShopNavigate } from './routing';

export default function Catalog() {
  const onNavigate = useShopNavigate();
  return (
    <>
      <h1>Products</h1>
      <p>Hand-made goods from small workshops.</p>
      <shop-search for="products" label="Search products"></shop-search>
      <shop-product-list id="products" limit={6} product-href="/products/{product_id}" onshop-navigate={onNavigate}></shop-product-list>
    </>
  );
}
