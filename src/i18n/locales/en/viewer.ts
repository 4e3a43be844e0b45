/**
 * English UI strings of the `viewer` part: the content viewer. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-content-viewer': {
    lessons: 'Lessons',
    previous: 'Previous lesson',
    next: 'Next lesson',
    now: 'Now showing: {title}',
    ended: 'Your access to this content has ended.',
    held: 'This content is on hold. Contact the shop.',
    noMedia: 'This lesson has no video.',
    noLessons: 'No lessons to play.',
    openLesson: 'Open the lesson',
    reference: 'Lesson materials',
    newTab: '(opens in a new tab)',
    notFound: 'We could not find this content. Check the address, or try again.',
    mediaError: 'This video could not be loaded.',
    mediaHint: 'Try again in a moment. If it keeps happening, contact the shop.',
    markWatched: 'Mark as watched',
    watched: '(watched)',
    progress_one: '{n} of {total} lesson watched',
    progress_other: '{n} of {total} lessons watched',
    lessons_one: '{n} lesson',
    lessons_other: '{n} lessons',
  },
};
