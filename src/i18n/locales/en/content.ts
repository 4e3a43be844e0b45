/**
 * English UI strings of the `content` part: the content page. These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  'shop-content-detail': {
    vod: 'Video course',
    live: 'Live class',
    offline: 'Offline class',
    digital_content: 'Digital content',
    options: 'Purchase options',
    chooseOption: 'Choose an option.',
    noOptions: 'Nothing is on sale right now.',
    curriculum: 'Curriculum',
    lessons: '{n} lessons',
    preview: 'Preview',
    estimate: '≈ {price} (estimate)',
    estimateLabel: 'Estimate: about {price}',
  },
};
