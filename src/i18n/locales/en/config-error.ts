/**
 * English texts of the configuration-error state (what an element shows when an attribute a site
 * owner wrote cannot work: ../../../ui/config-error-view.ts). Not a part of the language packs:
 * the view's chunk holds them in the three languages, as only a page set up wrong loads it. These
 * keys are the ones every language has (a missing key is a type error).
 */
export default {
  title: 'This shop element is not set up correctly.',
  missing: 'is missing; it needs',
  invalid: 'is not valid; it needs',
  id: 'a positive whole number (an id such as 101).',
  ids: 'a comma list of ids, such as 11,14.',
  integer: 'a whole number from {min} to {max}.',
  integerFrom: 'a whole number, {min} or more.',
  oneOf: 'one of: {values}.',
  siteUrl: 'an address on this site, such as {example}.',
  idOrPattern: 'an id such as 101, or a page URL that matches {pattern}.',
  idOrUrl: 'an id such as 101, or ?{param}=101 in the page URL.',
  required: 'a value, such as {example}.',
};
