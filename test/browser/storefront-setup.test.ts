/**
 * `<shop-storefront>` checks its own setup once at start, and tells a key problem
 * from a buyer login (auth rule 2): every row checks the notice shown in the
 * storefront's shadow root, the one console message (element, attribute, value, fix) and the
 * requests sent. Real sandbox: an unknown key answers 401, a page origin that the key does not
 * allow answers 403.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import type { ReactiveElement } from 'lit';
import type { ShopStorefront } from '../../src/elements/shop-storefront/shop-storefront.js';
import { loadLocale } from '../../src/i18n/load.js';
import { buyerToken, injectFault, newSite, requests, sandboxUrl, textOf, until } from './helpers.js';
import { stayOnPage, watchRequests } from './session-helpers.js';

/**
 * console.error and console.warn calls that name `<shop-storefront>`, while `fn` runs (it gets
 * them as they come: a message's text arrives with the configuration-error view, a moment later).
 */
async function consoleOf<T>(fn: (log: { errors: string[]; warnings: string[] }) => Promise<T>): Promise<{ result: T; errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => {
    if (String(args[0]).includes('<shop-storefront>')) errors.push(String(args[0]));
    else error.apply(console, args);
  };
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('<shop-storefront>')) warnings.push(String(args[0]));
    else warn.apply(console, args);
  };
  try {
    return { result: await fn({ errors, warnings }), errors, warnings };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** A storefront with these attributes (null: absent) around a list, a login, a buyer list and a badge. */
function mount(
  attrs: Record<string, string | null>,
  inner = '<shop-product-list limit="2"></shop-product-list><shop-login></shop-login><shop-order-list></shop-order-list><shop-cart-count></shop-cart-count>',
): ShopStorefront {
  const wrap = fixtureSync<HTMLDivElement>(html`<div></div>`);
  const sf = document.createElement('shop-storefront') as ShopStorefront;
  for (const [name, value] of Object.entries({ language: 'en', 'token-storage': 'memory', ...attrs })) {
    if (value !== null) sf.setAttribute(name, value);
  }
  sf.innerHTML = inner;
  wrap.append(sf);
  return sf;
}

const children = (sf: ShopStorefront) => [...sf.children] as ReactiveElement[];

async function settled(sf: ShopStorefront): Promise<void> {
  await loadLocale('en');
  await sf.updateComplete;
  await Promise.all(children(sf).map((c) => c.updateComplete));
}

const notice = (sf: ShopStorefront) => sf.shadowRoot!.querySelector('[part~="problem"]');

/** Nothing misleading inside: no loading state, no log-in button or prompt, no error of a call. */
function expectChildrenSilent(sf: ShopStorefront, row: string): void {
  for (const child of children(sf)) {
    expect(textOf(child), `${row}: <${child.localName}> shows nothing`).to.equal('');
  }
}

const sandboxHost = () => new URL(sandboxUrl()).host;

describe('<shop-storefront> setup check', () => {
  // For the whole file (a buyer list in a working storefront asks for login): nothing leaves the page.
  let guard: ReturnType<typeof stayOnPage>;
  before(() => (guard = stayOnPage()));
  after(() => guard.stop());
  beforeEach(() => {
    guard.loginRequests.length = 0;
    guard.navigations.length = 0;
  });

  describe('a setup that cannot work: a notice, one console error, no request', () => {
    const rows: Array<{ row: string; attrs: (key: string) => Record<string, string | null>; shows: string; console: string[] }> = [
      {
        row: 'no site-key',
        attrs: () => ({ 'site-key': null, 'base-url': sandboxUrl() }),
        shows: 'storefront key is missing',
        console: ['site-key', 'site-key="YOUR-STOREFRONT-KEY"'],
      },
      {
        row: 'site-key=""',
        attrs: () => ({ 'site-key': '', 'base-url': sandboxUrl() }),
        shows: 'storefront key is missing',
        console: ['site-key=""', 'site-key="YOUR-STOREFRONT-KEY"'],
      },
      {
        row: 'site-key=" "',
        attrs: () => ({ 'site-key': ' ', 'base-url': sandboxUrl() }),
        shows: 'storefront key is missing',
        console: ['site-key=" "', 'site-key="YOUR-STOREFRONT-KEY"'],
      },
      {
        row: 'base-url="not a url"',
        attrs: (key) => ({ 'site-key': key, 'base-url': 'not a url' }),
        shows: 'platform address is not valid',
        console: ['base-url="not a url"', 'https://your-platform.example'],
      },
      {
        row: 'base-url="//host"',
        attrs: (key) => ({ 'site-key': key, 'base-url': `//${sandboxHost()}` }),
        shows: 'platform address is not valid',
        console: [`base-url="//${sandboxHost()}"`, 'https://your-platform.example'],
      },
      {
        row: 'base-url="ftp://…"',
        attrs: (key) => ({ 'site-key': key, 'base-url': `ftp://${sandboxHost()}` }),
        shows: 'platform address is not valid',
        console: [`base-url="ftp://${sandboxHost()}"`, 'https://your-platform.example'],
      },
      {
        row: 'base-url with ?query#hash',
        attrs: (key) => ({ 'site-key': key, 'base-url': `${sandboxUrl()}?x=1#y` }),
        shows: 'platform address is not valid',
        console: [`base-url="${sandboxUrl()}?x=1#y"`, `base-url="${sandboxUrl()}"`],
      },
      {
        row: 'base-url with another path',
        attrs: (key) => ({ 'site-key': key, 'base-url': `${sandboxUrl()}/shop` }),
        shows: 'platform address is not valid',
        console: [`base-url="${sandboxUrl()}/shop"`, `base-url="${sandboxUrl()}"`],
      },
    ];
    for (const { row, attrs, shows, console: mentions } of rows) {
      it(row, async () => {
        const siteKey = await newSite();
        const sent = watchRequests();
        const {
          result: sf,
          errors,
          warnings,
        } = await consoleOf(async (log) => {
          const el = mount(attrs(siteKey));
          await settled(el);
          await until(() => notice(el), 'the notice');
          await until(() => log.errors.length > 0, 'the console error');
          return el;
        });
        expect(notice(sf)!.getAttribute('role')).to.equal('alert');
        expect(textOf(notice(sf)!)).to.contain(shows);
        expect(errors, 'one console error').to.have.length(1);
        expect(warnings).to.deep.equal([]);
        for (const text of ['<shop-storefront>', ...mentions]) expect(errors[0], `console names ${text}`).to.contain(text);
        expectChildrenSilent(sf, row);
        expect(sf.shop, 'no shop for scripts').to.equal(undefined);
        // One full round trip to the sandbox later, still nothing was sent, by the page or to the site.
        expect(await requests(siteKey)).to.deep.equal([]);
        expect(sent.urls()).to.deep.equal([]);
        sent.stop();
        expect(guard.loginRequests).to.deep.equal([]);
      });
    }

    it('shows the notice in Korean and Japanese too', async () => {
      for (const [language, text] of [
        ['ko', '스토어프런트 키'],
        ['ja', 'ストアフロントキー'],
      ] as const) {
        await loadLocale(language);
        const { result: sf } = await consoleOf(async () => {
          const el = mount({ 'site-key': null, language });
          await until(() => notice(el), 'the notice');
          return el;
        });
        expect(textOf(notice(sf)!), language).to.contain(text);
      }
    });
  });

  describe('values it can correct: one console warning, then the default', () => {
    it('base-url ending in /api/storefront/v1 is trimmed, and the calls go to the API once', async () => {
      const siteKey = await newSite();
      const {
        result: sf,
        warnings,
        errors,
      } = await consoleOf(async (log) => {
        const el = mount({ 'site-key': siteKey, 'base-url': `${sandboxUrl()}/api/storefront/v1/` });
        await until(() => el.querySelector('shop-product-list')!.shadowRoot?.querySelector('[part~="card"]'), 'cards');
        await until(() => log.warnings.length > 0, 'the console warning');
        return el;
      });
      expect(errors).to.deep.equal([]);
      expect(warnings).to.have.length(1);
      for (const text of ['<shop-storefront>', `base-url="${sandboxUrl()}/api/storefront/v1/"`, `base-url="${sandboxUrl()}"`])
        expect(warnings[0]).to.contain(text);
      expect(notice(sf)).to.equal(null);
      expect((await requests(siteKey)).filter((r) => r.path === '/products').map((r) => r.status)).to.deep.equal([200]);
    });

    for (const value of ['bogus', 'LOCAL', 'cookie']) {
      it(`token-storage="${value}" is kept in this tab only (session)`, async () => {
        const siteKey = await newSite();
        const {
          result: sf,
          warnings,
          errors,
        } = await consoleOf(async (log) => {
          const el = mount({ 'site-key': siteKey, 'base-url': sandboxUrl(), 'token-storage': value });
          await settled(el);
          await until(() => log.warnings.length > 0, 'the console warning');
          return el;
        });
        expect(errors).to.deep.equal([]);
        expect(warnings).to.have.length(1);
        for (const text of ['<shop-storefront>', `token-storage="${value}"`, '"session"', '"local"', '"memory"']) expect(warnings[0]).to.contain(text);
        expect(sf.shop!.session.storageKind).to.equal('session');
        expect(notice(sf)).to.equal(null);
      });
    }

    it('language="fr" falls back to <html lang> (en here)', async () => {
      const siteKey = await newSite();
      const { result: sf, warnings } = await consoleOf(async (log) => {
        const el = mount({ 'site-key': siteKey, 'base-url': sandboxUrl(), language: 'fr' });
        await settled(el);
        await until(() => log.warnings.length > 0, 'the console warning');
        return el;
      });
      expect(warnings).to.have.length(1);
      for (const text of ['<shop-storefront>', 'language="fr"', '"ko"', '"en"', '"ja"']) expect(warnings[0]).to.contain(text);
      expect(sf.shop!.language).to.equal('en');
    });

    it('a valid setup says nothing', async () => {
      const siteKey = await newSite();
      const { warnings, errors } = await consoleOf(async () => settled(mount({ 'site-key': siteKey, 'base-url': sandboxUrl(), 'token-storage': 'local' })));
      expect([...errors, ...warnings]).to.deep.equal([]);
    });
  });

  describe('a key the platform refuses: a key problem for the site owner, never a buyer login', () => {
    it('an unknown key (401): the notice, one console error, no login asked or started', async () => {
      const sent = watchRequests();
      const { result: sf, errors } = await consoleOf(async (log) => {
        const el = mount({ 'site-key': 'sk_no_such_key', 'base-url': sandboxUrl() });
        await until(() => notice(el), 'the notice');
        await settled(el);
        await until(() => log.errors.length > 0, 'the console error');
        return el;
      });
      expect(notice(sf)!.getAttribute('role')).to.equal('alert');
      expect(textOf(notice(sf)!)).to.contain('does not accept its storefront key');
      expect(errors).to.have.length(1);
      for (const text of ['<shop-storefront>', 'site-key="sk_no_such_key"', '401', 'site settings']) expect(errors[0]).to.contain(text);
      expectChildrenSilent(sf, 'unknown key');
      await until(() => sent.urls().some((u) => u.includes('/site')), 'GET /site answered');
      expect(sent.urls().filter((u) => u.includes('/auth/'))).to.deep.equal([]);
      expect(guard.loginRequests).to.deep.equal([]);
      expect(guard.navigations).to.deep.equal([]);
      sent.stop();
    });

    it('a key that does not allow this page (403): the allowed-domain notice naming this origin', async () => {
      const other = (await (
        await fetch(`${sandboxUrl()}/__sandbox/sites`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ origins: ['https://elsewhere.example'] }),
        })
      ).json()) as { site_key: string };
      const { result: sf, errors } = await consoleOf(async (log) => {
        const el = mount({ 'site-key': other.site_key, 'base-url': sandboxUrl() });
        await until(() => notice(el), 'the notice');
        await settled(el);
        await until(() => log.errors.length > 0, 'the console error');
        return el;
      });
      expect(textOf(notice(sf)!)).to.contain('allowed domains');
      expect(textOf(notice(sf)!)).to.contain(location.origin);
      expect(errors).to.have.length(1);
      for (const text of ['<shop-storefront>', `site-key="${other.site_key}"`, '403', location.origin]) expect(errors[0]).to.contain(text);
      expectChildrenSilent(sf, 'origin not allowed');
      expect((await requests(other.site_key)).filter((r) => r.path === '/site').map((r) => r.status)).to.deep.equal([403]);
      expect(guard.loginRequests).to.deep.equal([]);
    });

    it('a 401 on a call sent without a token never asks for login; one sent with a refused token does, once', async () => {
      const siteKey = await newSite();
      // No buyer element: nothing asks for login by itself.
      const sf = mount({ 'site-key': siteKey, 'base-url': sandboxUrl() }, '<shop-product-list limit="2"></shop-product-list><shop-login></shop-login>');
      await until(() => sf.querySelector('shop-product-list')!.shadowRoot?.querySelector('[part~="card"]'), 'the key is fine');
      await injectFault(siteKey, { method: 'GET', path: '/products', kind: 'status', status: 401, times: 3 });
      await sf.shop!.client.products({ limit: 3 }).catch(() => null);
      expect(guard.loginRequests, 'no token: no login').to.deep.equal([]);
      expect(notice(sf), 'the key itself is fine (GET /site): no key notice').to.equal(null);
      await sf.shop!.session.useToken(await buyerToken(siteKey));
      await injectFault(siteKey, { method: 'GET', path: '/me', kind: 'status', status: 401 });
      sf.shop!.session.logout();
      await sf.shop!.session.useToken(await buyerToken(siteKey)).catch(() => null);
      await until(() => guard.loginRequests.length === 1, 'login asked once');
      expect(sf.shop!.session.token).to.equal(null);
    });

    it('checks GET /site in parallel with the first catalog read, not before it', async () => {
      const siteKey = await newSite();
      await injectFault(siteKey, { method: 'GET', path: '/site', kind: 'latency', delay_ms: 4000 });
      const sf = mount({ 'site-key': siteKey, 'base-url': sandboxUrl() });
      await until(() => sf.querySelector('shop-product-list')!.shadowRoot?.querySelector('[part~="card"]'), 'cards while GET /site is still on its way');
      const site = (await requests(siteKey)).find((r) => r.path === '/site');
      expect(site, 'GET /site was sent').to.not.equal(undefined);
      expect(site!.status, 'and is still unanswered').to.equal(null);
    });
  });
});
