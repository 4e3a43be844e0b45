/**
 * Open redirects: the login's return-to route and the checkout's redirect-url are followed
 * only when they stay on this site; the payment form posts only to https: or loopback.
 */
import { expect } from '@open-wc/testing';
import { safeReturnTo } from '../../src/state/redirect.js';
import { safePaymentAction, sameOriginUrl } from '../../src/elements/shop-checkout/payment-form.js';

const OPEN_REDIRECTS = [
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  'https://evil.example',
  'http://evil.example/checkout.html',
  'https:evil.example',
  'https:/evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  `http://${location.hostname}.evil.example/`,
  `${location.protocol}//${location.host}@evil.example/`,
  `${location.protocol}//evil.example#${location.host}`,
  'ftp://evil.example/',
  `${location.origin.replace(/:\d+$/, '')}:1/other-port`,
];

// Dot segments (plain, percent-encoded, after a backslash) that a URL parser folds into a path
// starting with `//`: checked as a same-site URL, that path read again is another host.
const DOT_SEGMENTS = [
  '/..//evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/x/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e//evil.example',
  '/..\\/evil.example',
  './..//evil.example',
  'x/..//evil.example',
  '/a/b/../..//evil.example/p?q=1#h',
];

const SAME_SITE = ['/', '/cart.html', '/checkout.html?step=2#receiver', 'payment-result.html', `${location.origin}/account.html`, '/%2F%2Fevil.example'];

describe('return-to routes and redirect-url', () => {
  it(`reject ${OPEN_REDIRECTS.length} open-redirect forms`, () => {
    expect(OPEN_REDIRECTS.length).to.be.at.least(20);
    for (const target of OPEN_REDIRECTS) {
      expect(safeReturnTo(target), `return-to ${JSON.stringify(target)}`).to.equal(null);
      expect(sameOriginUrl(target), `redirect-url ${JSON.stringify(target)}`).to.equal(null);
    }
  });

  it(`never turn ${DOT_SEGMENTS.length} dot-segment forms into another host`, () => {
    for (const target of DOT_SEGMENTS) {
      const checked = safeReturnTo(target);
      // Refused, or a route that the browser reads as this site (what location.replace would follow).
      if (checked !== null) {
        const followed = new URL(checked, location.origin);
        expect(followed.origin, `return-to ${JSON.stringify(target)} gave ${JSON.stringify(checked)}`).to.equal(location.origin);
        expect(followed.href, `return-to ${JSON.stringify(target)}`).to.equal(new URL(target, location.origin).href);
      }
    }
  });

  it('follow same-site targets', () => {
    for (const target of SAME_SITE) {
      const path = safeReturnTo(target);
      expect(path, target).to.be.a('string');
      expect(new URL(path!, location.origin).origin).to.equal(location.origin);
      expect(new URL(sameOriginUrl(target)!).origin).to.equal(location.origin);
    }
  });
});

describe('payment form action', () => {
  it('posts only to https: or to a loopback http: address', () => {
    expect(safePaymentAction('https://pay.example/pay')).to.equal('https://pay.example/pay');
    expect(safePaymentAction('http://localhost:8787/__pay')).to.equal('http://localhost:8787/__pay');
    expect(safePaymentAction('http://127.0.0.1:9/__pay')).to.equal('http://127.0.0.1:9/__pay');
    for (const bad of ['http://pay.example/pay', 'javascript:alert(1)', 'data:text/html,x', '//pay.example', 'ftp://pay.example']) {
      const resolved = safePaymentAction(bad);
      if (resolved !== null)
        expect(new URL(resolved).protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(new URL(resolved).hostname), bad).to.equal(true);
      else expect(resolved, bad).to.equal(null);
    }
  });
});
