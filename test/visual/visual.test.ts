/**
 * What a buyer sees, checked in Chromium at 1280 and 390 CSS px: for every state of states.ts,
 * no stylesheet or code in the element's visible text, and a picture of the element's box equal
 * (within the tolerance of baselines.ts) to its committed baseline. With `--update` the pictures
 * that changed become the baselines, and each element's main state (at 1280) its picture in
 * docs/images/.
 */
import { expect, html, fixture } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import { STATES, showState, stateName } from './states.js';
import { steady } from './steady.js';
import { codeInText } from './visible-text.js';

declare global {
  interface Window {
    __VISUAL_UPDATE__: boolean;
    __FAILED_DIR__: string;
    __VISUAL_ONLY__: string;
  }
}

/** The widths pictured, with a window height (the cart drawer is as tall as the window). */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The width whose pictures go to docs/images/. */
const DOC_WIDTH = 1280;

/**
 * Compares `el`'s picture with the baseline `name`; a failure says where the actual picture, its
 * diff and the baseline are, and how to accept the change.
 */
async function looksAsBefore(el: Element, name: string): Promise<void> {
  try {
    await visualDiff(el, name);
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(
      `${name}: ${message}\n  actual:   ${window.__FAILED_DIR__}/${name}.png\n  diff:     ${window.__FAILED_DIR__}/${name}-diff.png\n` +
        `  baseline: test/visual/baselines/${name}.png\n  a change made on purpose: npm run test:visual -- --update`,
      { cause: error },
    );
  }
}

before(() => emulateMedia({ reducedMotion: 'reduce' }));

describe('the visible-text check', () => {
  it('finds a stylesheet printed in a shadow root, and passes plain text and hidden styles', async () => {
    const el = await fixture(html`<div><p>Cart</p></div>`);
    const root = el.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>p { color: red; }</style><p>Cart: 2 items, ₩30,000 {total}</p><slot></slot>';
    expect(codeInText(el)).to.deep.equal([]);
    root.innerHTML += '<dialog open>dialog { margin-block: 0; width: 100% } <h2>Cart</h2></dialog>';
    const found = codeInText(el);
    expect(found).to.have.length(1);
    expect(found[0]).to.contain('div > #shadow-root > dialog shows a CSS rule');
    expect(found[0]).to.contain('dialog { margin-block: 0;');
  });
});

for (const viewport of VIEWPORTS) {
  describe(`at ${viewport.width} px`, () => {
    before(() => setViewport(viewport));

    for (const state of STATES.filter((s) => new RegExp(window.__VISUAL_ONLY__).test(stateName(s)))) {
      const name = stateName(state);
      it(`${name}: no stylesheet or code as text, and looks as its baseline`, async () => {
        const shown = await showState(state);
        try {
          const problems = codeInText(shown.host);
          await steady(shown.host);
          let visual: Error | undefined;
          try {
            await looksAsBefore(shown.target, `${name}-${viewport.width}`);
            if (window.__VISUAL_UPDATE__ && state.main && viewport.width === DOC_WIDTH) await visualDiff(shown.target, `docs/${state.tag}`);
          } catch (error) {
            visual = error as Error;
          }
          if (problems.length > 0) {
            throw new Error(`${name}: the buyer sees a stylesheet or code:\n  ${problems.join('\n  ')}${visual ? `\n${visual.message}` : ''}`);
          }
          if (visual) throw visual;
        } finally {
          shown.cleanup();
        }
      });
    }
  });
}
