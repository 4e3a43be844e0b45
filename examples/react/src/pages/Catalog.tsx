import { useShopNavigate } from '../routing';

/** The catalog: a search box and six product cards; a card opens its product page in the app. */
export function Catalog() {
  const onNavigate = useShopNavigate();
  return (
    <>
      <h1>Products</h1>
      <shop-search for="products" label="Search products" />
      {/* product-href makes each card a real link (open in a new tab works); a plain click routes in the app. */}
      <shop-product-list id="products" limit={6} orderby="newest" product-href="/products/{product_id}" onshop-navigate={onNavigate} />
    </>
  );
}
