// The storefront's settings. The host test (test/hosts/angular.test.ts) writes this file with the
// sandbox's address before it builds the app.
export const environment = {
  shopSiteKey: 'demo-site-key',
  shopBaseUrl: 'http://localhost:8787',
};
