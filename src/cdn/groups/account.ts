/** CDN group chunk `account`: the account page of a logged-in buyer (orders, their lines, bought contents). */
import '../../define/shop-order-list.js';
import '../../define/shop-order-lines.js';
import '../../define/shop-my-contents.js';
