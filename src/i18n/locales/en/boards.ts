/**
 * English UI strings of the `boards` part: the community boards. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-board': {
    write: 'Write a post',
    loginToWrite: 'Log in to write',
    empty: 'No posts yet.',
    comments: 'Comments: {count}',
  },
  'shop-post': {
    comments: 'Comments ({count})',
    noComments: 'No comments yet.',
    loginToRead: 'Log in to read the comments.',
    noRead: 'You cannot read the comments on this board.',
    loginToWrite: 'Log in to write a comment.',
    noWrite: 'You do not have permission to comment here.',
    logIn: 'Log in',
    yourComment: 'Your comment',
    send: 'Post comment',
    posted: 'Your comment was posted.',
    required: 'Write a comment first.',
  },
};
