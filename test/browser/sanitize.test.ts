import { expect } from '@open-wc/testing';
import { setSanitizedHtml, defaultEngine, type SanitizerEngine } from '../../src/ui/sanitize.js';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.js';
import { sellerHtmlSettled } from './helpers.js';
import { assertClean } from './xss-assert.js';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

for (const engine of ['native', 'dompurify'] as SanitizerEngine[]) {
  describe(`seller HTML sanitizer (${engine})`, () => {
    before(function () {
      // No Element.setHTML in this engine (WebKitGTK 2.50): the DOMPurify engine is the one its
      // buyers get, and its tests (the same ones, below) run in every engine.
      if (engine === 'native' && defaultEngine() !== 'native') this.skip();
    });

    beforeEach(() => {
      delete window.__xss;
    });

    it(`neutralizes each of ${XSS_PAYLOADS.length} attack payloads`, async () => {
      const host = document.createElement('div');
      document.body.append(host);
      for (const payload of XSS_PAYLOADS) {
        const target = document.createElement('div');
        host.append(target);
        await setSanitizedHtml(target, payload, engine);
        assertClean(target);
      }
      await sellerHtmlSettled(host);
      expect(window.__xss, 'a payload ran').to.equal(undefined);
      host.remove();
    });

    it('keeps the rich text a seller means: headings, lists, tables, links and images', async () => {
      const target = document.createElement('div');
      await setSanitizedHtml(
        target,
        '<h2>Care</h2><ul><li><strong>Wash</strong> cold</li></ul><table><tr><th>Size</th><td>M</td></tr></table>' +
          '<a href="https://example.com/guide" target="_blank">Guide</a><a href="/faq">FAQ</a><img src="https://example.com/a.png">',
        engine,
      );
      expect(target.querySelector('h2')?.textContent).to.equal('Care');
      expect(target.querySelector('li strong')?.textContent).to.equal('Wash');
      expect(target.querySelector('th')?.textContent).to.equal('Size');
      const external = target.querySelector('a[target]')!;
      expect(external.getAttribute('href')).to.equal('https://example.com/guide');
      expect(external.getAttribute('rel')).to.equal('noopener noreferrer');
      expect(target.querySelector('a[href="/faq"]')).to.not.equal(null);
      const img = target.querySelector('img')!;
      expect(img.getAttribute('alt')).to.equal('');
      expect(img.getAttribute('loading')).to.equal('lazy');
    });
  });
}
