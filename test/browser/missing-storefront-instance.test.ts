/** An element on a page without any `<shop-storefront>` says so in the console, once. */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { STOREFRONT_WAIT_MS } from '../../src/ui/shop-controller.js';

describe('an element on a page without a <shop-storefront>', () => {
  it('logs one console error saying to add one', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      fixtureSync(html`<header><shop-cart-count></shop-cart-count><shop-login></shop-login></header>`);
      // Each element set its STOREFRONT_WAIT_MS timer as it connected, above; a timer of the same
      // length set now runs after all of theirs, so every error they would log is logged by then.
      await new Promise((resolve) => setTimeout(resolve, STOREFRONT_WAIT_MS));
      // Its text arrives with the configuration-error view (one import, which every report waits
      // on): once one error is there, any other would be too. That import can take more than
      // waitUntil's default second on a loaded machine (it did in Firefox).
      await waitUntil(() => errors.length > 0, 'the console error', { timeout: 8000 });
      expect(errors).to.have.length(1);
      const text = String(errors[0]![0]);
      expect(text).to.match(/<shop-(cart-count|login)> has waited 3 s for a <shop-storefront>, but the page has none/);
      expect(text).to.contain('<shop-storefront site-key=');
    } finally {
      console.error = original;
    }
  });
});
