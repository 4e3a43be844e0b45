/** CDN group chunk `buyer`: the pages of a logged-in buyer (orders, their lines, bought contents, the viewer). */
import '../../define/shop-order-list.js';
import '../../define/shop-order-detail.js';
import '../../define/shop-order-lines.js';
import '../../define/shop-my-contents.js';
import '../../define/shop-content-viewer.js';
