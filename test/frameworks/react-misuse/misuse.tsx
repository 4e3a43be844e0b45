// Misuses that the React typings must reject (test/pack/frameworks.test.ts copies this folder
// into the temp copy of examples/react and expects exactly these five errors). If the typings
// were `any`, this file would check clean.
export function Misuse() {
  return (
    <shop-storefront site-key="demo-site-key" token-storage="cookie">
      <shop-category-filter kind="products" for="products" />
      <shop-product-list id="products" limit={{ n: 6 }} onshop-navigate={(e) => e.detail.nonexistent} />
      <shop-product-detail product-id={101} onshop-cart-add={(e) => e.detail.product_idd} />
    </shop-storefront>
  );
}
