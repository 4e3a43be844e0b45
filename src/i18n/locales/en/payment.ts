/**
 * English UI strings of the `payment` part: the payment result. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-payment-result': {
    complete: 'Payment complete',
    thanks: 'Thank you for your order.',
    orderNumber: 'Order number: {order_id}',
    failed: 'Payment failed',
    cancelledTitle: 'Payment cancelled',
    cancelled: 'You cancelled the payment. Nothing was charged, and your order is kept: you can pay for it from the checkout.',
    backToCheckout: 'Back to checkout',
    tryAgain: 'Try again',
    items: 'Items in this order',
    total: 'Total paid',
    shipping: 'Shipping',
    shipTo: 'Shipping to',
    viewOrder: 'View your order',
    next: 'What happens next: the seller prepares your order, and its page shows each step.',
    declined: 'Your card was declined. Try another card.',
    generic: 'The payment did not go through. Please try again.',
    errorCode: 'Error code: {code}',
    none: 'There is no payment result to show on this page.',
    checking: 'Checking the payment…',
    notPaid: 'Payment not confirmed yet',
    notPaidText: 'Order {order_id} is not paid yet. If you have just paid, check again in a moment.',
    unconfirmed: 'Payment could not be confirmed',
    missingText: 'Order {order_id} is not among your orders.',
    unreadText: 'Order {order_id} could not be read just now.',
    checkAgain: 'Check again',
    reported: 'Payment reported',
    reportedText: 'The payment page reports that the payment went through. Log in to see the order and its status.',
  },
};
