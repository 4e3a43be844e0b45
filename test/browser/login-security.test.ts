/**
 * The login's security: login CSRF on the callback route, and the login
 * address the platform answers. Real sandbox, real callback endpoint; the test page stands on the
 * callback route through `history.replaceState`, and every navigation is cancelled (and recorded).
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { LOGIN_FLOW_KEY } from '../../src/state/session.js';
import { buyerToken, mountShop, newSite, requests, sandboxUrl, textOf, until, untilAsync } from './helpers.js';
import { atUrl, idpCode, loginStartAnswers, stayOnPage } from './session-helpers.js';

const callbackPosts = async (siteKey: string) => (await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === '/auth/idp/callback');

/** Waits until the storefront shows its login notice, or has logged in and asked to go back (`navigations`). */
async function callbackOutcome(sf: ShopStorefront, navigations: string[]): Promise<void> {
  await until(() => sf.shadowRoot?.querySelector('[part~="login-status"][role="alert"]') || navigations.length > 0, 'the callback is handled');
}

/** What a login started in this tab saves (the same record `Session.startLogin` writes). */
function saveLoginStartedHere(state: string, siteKey: string): void {
  sessionStorage.setItem(LOGIN_FLOW_KEY, JSON.stringify({ state, returnTo: '/account.html', platform: `${siteKey}@${sandboxUrl()}` }));
}

describe('login callback (login CSRF)', () => {
  let guard: ReturnType<typeof stayOnPage>;
  beforeEach(() => {
    guard = stayOnPage();
    sessionStorage.removeItem(LOGIN_FLOW_KEY);
  });
  afterEach(() => {
    guard.stop();
    sessionStorage.removeItem(LOGIN_FLOW_KEY);
  });

  it("refuses an attacker's code in a tab that started no login, without calling the callback endpoint", async () => {
    const siteKey = await newSite();
    for (const extra of ['', '&state=anything']) {
      const search = `?code=${await idpCode(siteKey)}${extra}`;
      const sf = await atUrl(`/auth/callback${search}`, async () => {
        const el = await mountShop(siteKey, html``);
        await callbackOutcome(el, guard.navigations);
        return el;
      });
      expect(sf.shop!.session.loggedIn, search).to.equal(false);
      expect(textOf(sf), search).to.contain('could not be verified');
      sf.remove();
    }
    expect(guard.navigations).to.deep.equal([]);
    expect(await callbackPosts(siteKey)).to.deep.equal([]);
  });

  it('refuses a callback without the state, or with another state, than the login started in this tab', async () => {
    const siteKey = await newSite();
    for (const state of [null, '', 'another-state']) {
      saveLoginStartedHere('the-state-of-this-tab', siteKey);
      const code = await idpCode(siteKey);
      const search = state === null ? `?code=${code}` : `?code=${code}&state=${state}`;
      const sf = await atUrl(`/auth/callback${search}`, async () => {
        const el = await mountShop(siteKey, html``);
        await callbackOutcome(el, guard.navigations);
        return el;
      });
      expect(sf.shop!.session.loggedIn, search).to.equal(false);
      expect(guard.navigations, search).to.deep.equal([]);
      expect(textOf(sf), search).to.contain('could not be verified');
      const alert = sf.shadowRoot!.querySelector('[part~="login-status"]')!;
      expect(alert.getAttribute('role')).to.equal('alert');
      sf.remove();
    }
    expect(await callbackPosts(siteKey)).to.deep.equal([]);
  });

  it('completes the callback whose state is the one this tab saved, and goes back to the saved route', async () => {
    const siteKey = await newSite();
    saveLoginStartedHere('s-123', siteKey);
    const code = await idpCode(siteKey, { email: 'buyer@example.com', name: 'Real Buyer', state: 's-123' });
    const sf = await atUrl(`/auth/callback?code=${code}&state=s-123`, () => mountShop(siteKey, html``));
    await until(() => sf.shop!.session.value.user, 'the buyer');
    expect(sf.shop!.session.value.user!.name).to.equal('Real Buyer');
    await until(() => guard.navigations.length === 1, 'back to the saved route');
    expect(guard.navigations).to.deep.equal(['/account.html']);
    expect(await callbackPosts(siteKey)).to.have.length(1);
    expect(sessionStorage.getItem(LOGIN_FLOW_KEY)).to.equal(null);
  });
});

declare global {
  interface Window {
    __pwned?: number;
  }
}

/**
 * Login addresses a platform (or whoever answers in its place) could send: each would run
 * `window.__pwned = 1` on the shop's origin if navigated to (scheme case, spaces, tabs and line
 * breaks inside the scheme, control characters, HTML entities, data:, vbscript:, file:…).
 */
const HOSTILE_LOGIN_URLS: Array<{ field: 'authorize_url' | 'login_url'; url: string }> = [
  { field: 'authorize_url', url: 'javascript:window.__pwned=1//' },
  { field: 'login_url', url: 'javascript:window.__pwned=1//' },
  { field: 'authorize_url', url: 'JavaScript:window.__pwned=1//' },
  { field: 'login_url', url: 'JAVASCRIPT:window.__pwned=1//' },
  { field: 'authorize_url', url: ' javascript:window.__pwned=1//' },
  { field: 'authorize_url', url: '\tjavascript:window.__pwned=1//' },
  { field: 'authorize_url', url: 'java\tscript:window.__pwned=1//' },
  { field: 'login_url', url: 'java\nscript:window.__pwned=1//' },
  { field: 'authorize_url', url: 'java\rscript:window.__pwned=1//' },
  { field: 'authorize_url', url: 'javascript\t:window.__pwned=1//' },
  { field: 'login_url', url: '\u0001javascript:window.__pwned=1//' },
  { field: 'authorize_url', url: 'javascript://%0Awindow.__pwned=1' },
  { field: 'authorize_url', url: 'javascript:%77indow.__pwned=1//' },
  { field: 'authorize_url', url: 'javascript&colon;window.__pwned=1//' },
  { field: 'login_url', url: '&#106;avascript:window.__pwned=1//' },
  { field: 'authorize_url', url: 'jav&#x09;ascript:window.__pwned=1//' },
  { field: 'authorize_url', url: 'data:text/html,<script>opener.__pwned=1</script>' },
  { field: 'login_url', url: 'vbscript:msgbox(1)' },
  { field: 'authorize_url', url: 'file:///etc/passwd' },
  { field: 'authorize_url', url: '//evil.example/authorize' },
];

describe('login address from the platform', () => {
  it(`follows only an absolute http(s) address: ${HOSTILE_LOGIN_URLS.length} hostile forms run nothing and leave nothing`, async () => {
    expect(HOSTILE_LOGIN_URLS.length).to.equal(20);
    const siteKey = await newSite();
    const sf = await mountShop(siteKey, html`<shop-login></shop-login>`);
    const login = sf.querySelector('shop-login')!;
    const start = location.href;
    let previous = '';
    for (const { field, url } of HOSTILE_LOGIN_URLS) {
      await loginStartAnswers(siteKey, { client_id: 'c', [field]: url });
      // A javascript: navigation runs in a later task: the round trip above is many tasks later.
      expect(window.__pwned, previous).to.equal(undefined);
      previous = `${field} ${JSON.stringify(url)}`;
      sf.shop!.client.transport.invalidate();
      login.shadowRoot!.querySelector<HTMLButtonElement>('[part~="login-button"]')!.click();
      await login.updateComplete; // the last form's error is gone
      await until(() => login.shadowRoot!.querySelector('[role="alert"]'), `an error for ${previous}`);
      expect(location.href).to.equal(start);
      expect(sessionStorage.getItem(LOGIN_FLOW_KEY), 'no login flow saved').to.equal(null);
    }
    await loginStartAnswers(siteKey, null);
    expect(window.__pwned, previous).to.equal(undefined);
  });
});

describe('the buyer token and a forged storefront', () => {
  let guard: ReturnType<typeof stayOnPage>;
  before(() => (guard = stayOnPage()));
  after(() => {
    guard.stop();
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('shop-elements:token:')) sessionStorage.removeItem(key);
  });

  it('never sends the token to another platform origin, even with the same site key (markup only, no script)', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey);
    // The shop's own storefront, token kept in this tab (the default).
    const wrap = fixtureSync<HTMLDivElement>(
      html`<div>
        <shop-storefront site-key=${siteKey} base-url=${sandboxUrl()} language="en"></shop-storefront>
      </div>`,
    );
    const genuine = wrap.querySelector('shop-storefront')!;
    await genuine.shop!.session.useToken(token);
    // Markup injected on the shop's origin: the same key, another server (here the sandbox under
    // another name, so that what reaches "it" is recorded).
    const evil = `http://evil.localhost:${new URL(sandboxUrl()).port}`;
    const injected = document.createElement('div');
    injected.innerHTML = `<shop-storefront site-key="${siteKey}" base-url="${evil}" language="en"><shop-order-list></shop-order-list><shop-login></shop-login></shop-storefront>`;
    wrap.append(injected);
    const list = injected.querySelector('shop-order-list')!;
    await until(
      () => list.shadowRoot?.querySelector('[part~="login-prompt"], [part~="orders"], [part~="empty"], [role="alert"]'),
      'the forged order list settles',
    );
    // The storefront's GET /site starts in parallel with the elements: wait for it to arrive.
    const fromEvil = async () => (await requests(siteKey)).filter((r) => r.host === new URL(evil).host);
    await untilAsync(async () => (await fromEvil()).length > 0, 'a call at the forged server').catch(() => {});
    const atEvil = await fromEvil();
    expect(atEvil.length, 'the forged storefront did call its server').to.be.greaterThan(0);
    expect(atEvil.filter((r) => r.has_token).map((r) => r.path)).to.deep.equal([]);
    expect(genuine.shop!.session.token, 'the genuine storefront keeps its buyer').to.equal(token);
  });
});
