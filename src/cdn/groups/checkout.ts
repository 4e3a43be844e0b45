/** CDN group chunk `checkout`: the checkout page (the order, then the payment page). */
import '../../define/shop-checkout.js';
