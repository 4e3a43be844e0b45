/**
 * CDN group chunk `detail`: the product and content pages and the buy button. The core starts
 * their first read (GET /products/{product_id}, GET /contents/{content_id}) itself when it sees
 * their tags (./prefetch.ts), so that the page does not wait on this chunk before that request.
 */
import '../../define/shop-product-detail.js';
import '../../define/shop-content-detail.js';
import '../../define/shop-add-to-cart.js';
