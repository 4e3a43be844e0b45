/**
 * English UI strings of the `checkout` part: the checkout. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-checkout': {
    loginPrompt: 'Please log in to check out.',
    logIn: 'Log in',
    summary: 'Order summary',
    quantityTimes: '× {quantity}',
    subtotal: 'Subtotal (estimate)',
    shippingNote: 'Shipping is calculated when the order is placed.',
    empty: 'Your cart is empty. Add something before checking out.',
    receiver: 'Shipping details',
    receiver_name: 'Receiver name',
    phone: 'Phone',
    address: 'Address',
    address_detailed: 'Address details',
    postal_code: 'Postal code',
    pcc_number: 'Personal customs clearance code',
    country: 'Country',
    order_memo: 'Order memo',
    memoLegend: 'Notes',
    required: 'required',
    fieldRequired: 'Enter the {field}.',
    placeOrder: 'Place order',
    placing: 'Placing your order…',
    startingPayment: 'Starting the payment…',
    redirecting: 'Continuing to payment…',
    orderCreated: 'Order {order_id} was created, but the payment could not start.',
    retryPayment: 'Try payment again',
    badRedirect: 'This checkout is not set up correctly: its result page (redirect-url) must be on this site.',
    badPayment: 'The payment page address is not safe, so the payment was not started.',
    continuePayment: 'Continue to payment',
    orderFound: 'Order {order_id} was placed, but its confirmation was lost on the way. Continue to pay for it.',
    orderWaiting: 'Order {order_id} for these items is waiting for payment.',
    orderUnknown: 'We could not check whether your order was placed. Trying again checks first, so it is never placed twice.',
    newOrder: 'Place a new order instead',
    otherTabOrder: 'Order {order_id} for these items was just placed in another tab. You can pay for it here.',
    badPaymentMethod: 'The payment page asks for a form method other than POST or GET ({method}), so the payment was not started.',
  },
};
