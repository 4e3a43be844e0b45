/** CDN group chunk `cart`: the cart page. */
import '../../define/shop-cart.js';
