/**
 * CDN group chunk `product`: the product page and the buy button. The core starts the product
 * page's first read (GET /products/{product_id}) itself when it sees its tag (../lazy.ts), so that
 * the page does not wait on this chunk before that request.
 */
import '../../define/shop-product-detail.js';
import '../../define/shop-add-to-cart.js';
