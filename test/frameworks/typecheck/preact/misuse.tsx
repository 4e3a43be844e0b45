// Misuses that the Preact typings must reject: test/pack/frameworks.test.ts expects exactly these
// five errors (MISUSES there), and no other. If the typings were `any`, this file would check clean.
import 'shop-elements';

export const misuse = (
  <shop-storefront site-key="demo-site-key" token-storage="cookie">
    <shop-category-filter kind="products" for="products" />
    <shop-product-list id="products" limit={{ n: 6 }} onshop-navigate={(e) => e.detail.nonexistent} />
    <shop-product-detail product-id={101} onshop-cart-add={(e) => e.detail.product_idd} />
  </shop-storefront>
);
