/**
 * English UI strings of the `cart` part: the cart. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-cart': {
    cart: 'Cart',
    empty: 'Your cart is empty.',
    quantity: 'Quantity',
    quantityOf: 'Quantity of {name}',
    decrease: 'Decrease quantity of {name}',
    increase: 'Increase quantity of {name}',
    remove: 'Remove',
    removeItem: 'Remove {name}',
    unitPrice: 'Unit price',
    lineTotal: 'Line total',
    emptyCart: 'Empty cart',
    confirmEmpty: 'Remove every item from your cart?',
    confirmYes: 'Yes, empty the cart',
    cancel: 'No, keep them',
    subtotal: 'Subtotal',
    shipping: 'Shipping (estimate)',
    shippingFree: 'Free',
    shippingLater: 'Calculated at checkout',
    total: 'Estimated total',
    estimateNote: 'The final amount is confirmed when you place your order.',
    checkout: 'Check out',
    minQuantity: 'The minimum quantity is {min}.',
    invalidQuantity: 'Enter a whole number of 1 or more.',
    bundleQuantity: 'Choose a multiple of {unit}, at least {min}.',
    stockLeft: 'Only {count} left in stock.',
    kept: '{typed} was not set. {reason} The quantity stays at {quantity}.',
    keptBlank: '{reason} The quantity stays at {quantity}.',
    updated: 'Quantity of {name} is now {quantity}.',
    removed: '{name} was removed from your cart.',
    unavailable: 'No longer available',
    emptied: 'Your cart is now empty.',
  },
  'cart-drawer': {
    close: 'Close the cart',
    titleCount: 'Cart ({count})',
    viewCart: 'View cart',
  },
};
