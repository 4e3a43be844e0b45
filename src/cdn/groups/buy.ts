/** CDN group chunk `buy`: the buy button, which a seller may place on any page (a product page does not load it). */
import '../../define/shop-add-to-cart.js';
