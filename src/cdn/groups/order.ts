/** CDN group chunk `order`: the page of one order of a logged-in buyer. */
import '../../define/shop-order-detail.js';
