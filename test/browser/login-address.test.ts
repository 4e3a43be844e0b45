/**
 * The login address the platform gives (`GET /auth/idp-client`, issue 29 item 4): a path on the
 * platform (`/idp-start`) is followed on the platform's origin; an address of any other scheme is
 * refused with a message to the buyer and one console error for the site owner. Never a click
 * that does nothing. Spec: docs/spec/storefront-api.md, "Login (identity provider)".
 */
import { expect, html } from '@open-wc/testing';
import { LOGIN_FLOW_KEY } from '../../src/state/session.js';
import { expectConsoleOnce, mountShop, newSite, sandboxUrl, until } from './helpers.js';
import { loginStartAnswers } from './session-helpers.js';

type NavigateEvent = Event & { destination: { url: string } };

describe('the login address the platform gives', () => {
  afterEach(async () => sessionStorage.removeItem(LOGIN_FLOW_KEY));

  it('a path on the platform (authorize_url "/__idp/authorize") is followed on the platform origin', async () => {
    const siteKey = await newSite();
    await loginStartAnswers(siteKey, { client_id: 'c', authorize_url: '/__idp/authorize', scope: 'openid' });
    const sf = await mountShop(siteKey, html`<shop-login></shop-login>`);
    const start = await sf.shop!.client.loginStart();
    expect(start.authorize_url).to.equal(`${sandboxUrl()}/__idp/authorize`);
    await loginStartAnswers(siteKey, null);
  });

  it('a click on "Log in" goes to that address (where the browser has the Navigation API to hold it)', async function () {
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    // WebKitGTK has no Navigation API: the address itself is checked by the test above.
    if (!navigation) this.skip();
    const siteKey = await newSite();
    await loginStartAnswers(siteKey, { client_id: 'c', authorize_url: '/__idp/authorize' });
    const sf = await mountShop(siteKey, html`<shop-login></shop-login>`);
    const login = sf.querySelector('shop-login')!;
    const went: string[] = [];
    const hold = (event: Event) => {
      const e = event as NavigateEvent;
      went.push(e.destination.url);
      e.preventDefault();
    };
    navigation!.addEventListener('navigate', hold);
    try {
      (await until(() => login.shadowRoot!.querySelector<HTMLButtonElement>('[part~="login-button"]'), 'the button')).click();
      await until(() => went.length > 0 || login.shadowRoot!.querySelector('[role="alert"]'), 'a navigation or a message');
      expect(login.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '').to.equal('');
      expect(went).to.have.length(1);
      const url = new URL(went[0]!);
      expect(`${url.origin}${url.pathname}`).to.equal(`${sandboxUrl()}/__idp/authorize`);
      expect(url.searchParams.get('client_id')).to.equal('c');
      expect(url.searchParams.get('state')).to.be.a('string').and.not.equal('');
    } finally {
      navigation!.removeEventListener('navigate', hold);
      await loginStartAnswers(siteKey, null);
    }
  });

  for (const [field, url] of [
    ['authorize_url', 'mailto:login@example.com'],
    ['authorize_url', 'javascript:window.__pwned=1//'],
    ['login_url', 'ftp://platform.example/login'],
    ['authorize_url', '//evil.example/authorize'],
  ] as const) {
    it(`${field} ${JSON.stringify(url)} is refused: the buyer reads why, the site owner gets one console error`, async () => {
      const siteKey = await newSite();
      await loginStartAnswers(siteKey, { client_id: 'c', [field]: url });
      const sf = await mountShop(siteKey, html`<shop-login></shop-login>`);
      const login = sf.querySelector('shop-login')!;
      const button = await until(() => login.shadowRoot!.querySelector<HTMLButtonElement>('[part~="login-button"]'), 'the button');
      const error = await expectConsoleOnce(
        'shop-elements',
        async () => {
          button.click();
          await until(() => login.shadowRoot!.querySelector('[role="alert"]'), 'the message');
        },
        { level: 'error' },
      );
      expect(login.shadowRoot!.querySelector('[role="alert"]')!.textContent!.trim()).to.equal('Logging in is not available right now. Please try again later.');
      expect(error).to.include(field);
      expect(sessionStorage.getItem(LOGIN_FLOW_KEY), 'no login flow saved').to.equal(null);
      await expect(login).to.be.accessible();
      await loginStartAnswers(siteKey, null);
    });
  }
});
