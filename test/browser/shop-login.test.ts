import { expect, html } from '@open-wc/testing';
import '../../src/elements/shop-login/shop-login.js';
import { $, buyerToken, expectEvent, injectFault, mountShop, newSite, textOf, until } from './helpers.js';

describe('<shop-login>', () => {
  describe('when logged out', () => {
    it('shows a "Log in" button', async () => {
      const siteKey = await newSite();
      const sf = await mountShop(siteKey, html`<shop-login></shop-login>`);
      const el = sf.querySelector('shop-login')!;
      await el.updateComplete;
      const button = $<HTMLButtonElement>(el, 'button')!;
      expect(button.textContent!.trim()).to.equal('Log in');
      expect(button.getAttribute('part')).to.contain('login-button');
      await expect(el).to.be.accessible();
    });
  });

  describe('when logged in', () => {
    it("shows the buyer's name from /me and a log-out button", async () => {
      const siteKey = await newSite();
      const token = await buyerToken(siteKey, 'Ada Lovelace', 'ada@example.com');
      const sf = await mountShop(siteKey, html`<shop-login></shop-login>`, { token });
      const el = sf.querySelector('shop-login')!;
      await until(() => $(el, '[part~="name"]'), 'name');
      expect($(el, '[part~="name"]')!.textContent).to.equal('Ada Lovelace');
      expect($(el, '[part~="logout-button"]')!.textContent!.trim()).to.equal('Log out');
      await expect(el).to.be.accessible();
    });

    it('logs out, emits shop-logout and offers the log-in button again', async () => {
      const siteKey = await newSite();
      const token = await buyerToken(siteKey, 'Ada Lovelace');
      const sf = await mountShop(siteKey, html`<shop-login></shop-login>`, { token });
      const el = sf.querySelector('shop-login')!;
      await until(() => $(el, '[part~="logout-button"]'), 'log-out button');
      const detail = await expectEvent(sf, 'shop-logout', () => $<HTMLButtonElement>(el, '[part~="logout-button"]')!.click());
      await el.updateComplete;
      expect(detail).to.deep.equal({});
      expect(sf.shop!.session.token).to.equal(null);
      expect(textOf(el)).to.contain('Log in');
      expect(textOf(el)).not.to.contain('Ada Lovelace');
    });

    it('shows a loading state while the user loads', async () => {
      const siteKey = await newSite();
      const token = await buyerToken(siteKey);
      await injectFault(siteKey, { method: 'GET', path: '/me', kind: 'latency', delay_ms: 1500 });
      const sf = await mountShop(siteKey, html`<shop-login></shop-login>`);
      const el = sf.querySelector('shop-login')!;
      void sf.shop!.session.useToken(token);
      await el.updateComplete;
      expect($(el, '[part~="loading"]')!.textContent).to.contain('Loading');
      await expect(el).to.be.accessible();
      await until(() => $(el, '[part~="name"]'), 'name', 10000);
    });

    it('offers a retry when the user cannot be read', async () => {
      const siteKey = await newSite();
      const token = await buyerToken(siteKey, 'Grace Hopper');
      await injectFault(siteKey, { method: 'GET', path: '/me', kind: 'status', status: 500, times: 3 });
      const sf = await mountShop(siteKey, html`<shop-login></shop-login>`);
      const el = sf.querySelector('shop-login')!;
      sf.shop!.session.useToken(token).catch(() => {});
      await until(() => $(el, '[role="alert"]'), 'error', 10000);
      await expect(el).to.be.accessible();
      $<HTMLButtonElement>(el, 'button')!.click();
      await until(() => $(el, '[part~="name"]')?.textContent === 'Grace Hopper', 'name after retry');
    });
  });
});
