/**
 * CDN group chunk `product`: the product page. The core starts its first read
 * (GET /products/{product_id}) itself when it sees its tag (../lazy.ts), so that the page does not
 * wait on this chunk before that request.
 */
import '../../define/shop-product-detail.js';
