/**
 * English UI strings of the `product` part: the product page, and the gallery and cart buttons
 * that the content page and the buy button share with it (they load this part too). These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-product-detail': {
    choose: 'Choose…',
    chooseOption: 'Choose {name}.',
    unavailable: 'Unavailable',
    from: 'From',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    quantityRule: 'At least {min}, in steps of {unit}.',
    required: 'required',
    requiredError: 'Fill in this field.',
    maxHint: 'Up to {max} characters ({count}/{max}).',
    tooLong: 'Use at most {max} characters.',
    shipping: 'Shipping',
    freeShipping: 'Free shipping',
  },
  gallery: {
    images: 'Images',
    image: 'Image {n} of {total}',
  },
  'cart-actions': {
    unavailable: 'No longer available',
    addToCart: 'Add to cart',
    buyNow: 'Buy now',
    inCart: 'In cart',
    viewCart: 'view cart',
    adding: 'Adding to cart…',
    added: 'Added to cart.',
    minQuantity: 'Minimum quantity is {n}.',
  },
};
