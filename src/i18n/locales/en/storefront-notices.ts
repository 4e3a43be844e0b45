/**
 * English texts of the storefront's notices (../../../elements/shop-storefront/storefront-notices.ts):
 * a shop that cannot work (no key, a key or an origin the platform refuses) and the login
 * callback's status. Not a part of the language packs: the notices' chunk, which only a page set
 * up wrong or the login callback page loads, holds them in the three languages. These keys are the
 * ones every language has.
 */
export default {
  completing: 'Signing you in…',
  failed: 'We could not sign you in. Please try again.',
  cancelled: 'Sign-in was cancelled.',
  unverified: 'This sign-in could not be verified: it was not started from this page. Please log in again.',
  problemSiteKey: 'This shop cannot load: its storefront key is missing.',
  problemBaseUrl: 'This shop cannot load: its platform address is not valid.',
  problemKey: 'This shop cannot connect: the platform does not accept its storefront key.',
  problemOrigin: 'This shop cannot connect from this address ({origin}): it is not among the allowed domains of its storefront key.',
  problemHint: 'Site owner: the browser console says how to fix it.',
  back: 'Go back',
};
