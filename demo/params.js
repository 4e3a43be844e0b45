// Copies page URL parameters into element attributes, for pages such as /product.html?id=101:
// <shop-product-detail data-query-attr="product-id:id"> gets product-id="101".
for (const el of document.querySelectorAll('[data-query-attr]')) {
  const [attribute, param] = el.dataset.queryAttr.split(':');
  const value = new URLSearchParams(location.search).get(param);
  if (value) el.setAttribute(attribute, value);
}
