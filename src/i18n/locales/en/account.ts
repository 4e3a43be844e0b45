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
    yes: 'Confirm',
    no: 'Cancel',
    done: '{action}: done.',
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
    count: '{n} items',
  },
};
