/** CDN group chunk `cart`: the cart, the checkout and the payment result (one purchase flow). */
import '../../define/shop-cart.js';
import '../../define/shop-checkout.js';
import '../../define/shop-payment-result.js';
