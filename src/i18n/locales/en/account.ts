/**
 * English UI strings of the `account` part: the account page (orders, their lines, purchased contents). These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-order-list': {
    orders: 'Your orders',
    empty: 'You have no orders yet.',
  },
  'shop-order-lines': {
    lines: 'Purchased items',
    empty: 'You have not bought anything yet.',
    ask: '{action} for “{title}”?',
    askConfirm: 'Confirm that you received “{title}”? After confirming, you can no longer ask for a refund or a return.',
    no: 'Go back',
    doneConfirm: 'You confirmed the purchase of “{title}”. Thank you!',
    doneRefund: 'Your refund request for “{title}” was sent.',
    doneReturn: 'Your return request for “{title}” was sent.',
    doneCancel: 'Your cancellation request for “{title}” was sent.',
    doneExchange: 'Your exchange request for “{title}” was sent.',
    done: 'Your request for “{title}” was sent: {action}.',
    badServe: 'This content cannot be opened here.',
    writeReview: 'Write a review',
    rating: 'Rating',
    stars: '{n} out of 5',
    reviewText: 'Your review',
    post: 'Post review',
    reviewed: 'Reviewed',
    posted: 'Your review was posted.',
    needRating: 'Choose a rating from 1 to 5.',
    needText: 'Write a few words.',
  },
  'shop-my-contents': {
    byType: 'Content type',
    byStatus: 'Progress',
    empty: 'No contents here yet.',
  },
};
