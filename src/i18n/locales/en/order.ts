/**
 * English UI strings of the `order` part: the order page. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-order-detail': {
    status: 'Status',
    ordered: 'Ordered',
    paid: 'Paid',
    subtotal: 'Items',
    shipping: 'Shipping',
    total: 'Total',
    receiver: 'Shipping details',
    memo: 'Order memo',
    items: 'Items',
    notFound: 'We could not find this order. Check the address, or try again.',
  },
};
