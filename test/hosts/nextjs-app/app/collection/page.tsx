'use client';
import { useShopNavigate } from '../routing';

/** Each product in the page's own markup: a <template> child of the list (README, "Your own markup"). */
const card = '<article class="card"><a data-field-href="href"><h3 data-field="name"></h3></a> <b data-field="price"></b></article>';

export default function Collection() {
  const onNavigate = useShopNavigate();
  return (
    <>
      <h1>Collection</h1>
      <shop-product-list id="collection" limit={4} product-href="/products/{product_id}" onshop-navigate={onNavigate}>
        <template dangerouslySetInnerHTML={{ __html: card }}></template>
      </shop-product-list>
    </>
  );
}
