/**
 * The login's security (issues #14, #16): login CSRF on the callback route, and the login
 * address the platform answers. Real sandbox, real callback endpoint; the test page stands on the
 * callback route through `history.replaceState`, and every navigation is cancelled (and recorded).
 */
import { expect, html } from '@open-wc/testing';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { LOGIN_FLOW_KEY } from '../../src/state/session.js';
import { mountShop, newSite, requests, sandboxUrl, textOf, until } from './helpers.js';
import { atUrl, idpCode, stayOnPage } from './session-helpers.js';

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
