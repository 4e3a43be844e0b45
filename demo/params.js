// Copies page URL parameters into element attributes, for pages such as /product.html?id=101:
// <shop-product-detail data-query-attr="product-id:id"> gets product-id="101". Several pairs are
// separated by spaces: data-query-attr="content-id:id curriculum-id:curriculum".
for (const el of document.querySelectorAll('[data-query-attr]')) {
  for (const pair of el.dataset.queryAttr.split(/\s+/).filter(Boolean)) {
    const [attribute, param] = pair.split(':');
    const value = new URLSearchParams(location.search).get(param);
    if (value) el.setAttribute(attribute, value);
  }
}
