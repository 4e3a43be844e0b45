/** CDN group chunk `payment`: the payment result page. */
import '../../define/shop-payment-result.js';
