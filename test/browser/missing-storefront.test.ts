/**
 * An element whose `<shop-storefront>` was never defined (a bundler dropped the definition, or a
 * page imported an element's class alone) says why in the console, once per page.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
// The class alone, defined by hand: no entry module, so <shop-storefront> is not defined.
import { ShopCartCount } from '../../src/elements/shop-cart-count/shop-cart-count.js';
import { STOREFRONT_WAIT_MS } from '../../src/ui/shop-controller.js';

customElements.define('shop-cart-count', ShopCartCount);

describe('an element without a <shop-storefront> definition', () => {
  it('logs one console error naming what to import, for any number of elements', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      fixtureSync(
        html`<div>
          <shop-storefront site-key="x"><shop-cart-count></shop-cart-count></shop-storefront><shop-cart-count></shop-cart-count>
        </div>`,
      );
      // Each element set its STOREFRONT_WAIT_MS timer as it connected, above; a timer of the same
      // length set now runs after all of theirs, so every error they would log is logged by then.
      await new Promise((resolve) => setTimeout(resolve, STOREFRONT_WAIT_MS));
      // Its text arrives with the configuration-error view (one import, which every report waits
      // on): once one error is there, any other would be too. That import can take more than
      // waitUntil's default second on a loaded machine (it did in Firefox).
      await waitUntil(() => errors.length > 0, 'the console error', { timeout: 8000 });
      expect(errors).to.have.length(1);
      const text = String(errors[0]![0]);
      expect(text).to.contain('<shop-cart-count> has waited 3 s for a <shop-storefront>');
      expect(text).to.contain('not defined');
      expect(text).to.contain("'shop-elements/elements/shop-cart-count.js'");
      expect(customElements.get('shop-storefront')).to.equal(undefined);
    } finally {
      console.error = original;
    }
  });
});
