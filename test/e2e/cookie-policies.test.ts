/**
 * The premises of the engine matrix (purchase-engines.test.ts), checked with a cookie probe of
 * our own (cookie-probe.ts) rather than the library:
 *
 * 1. Accepting the self-signed certificate changes nothing about cookies: in every engine, the
 *    probe gives the same result with the certificate accepted (`acceptInsecureCerts`, or
 *    Chromium's `--ignore-certificate-errors`) as with its authority trusted (Chromium's
 *    `--ignore-certificate-errors-spki-list`; Firefox's enterprise policy and WebKitGTK's system
 *    trust file, each in a mount namespace of its own: trust.ts, root only). In particular Secure
 *    cookies set over it are kept and sent.
 * 2. The Chromium profiles of the matrix do what they say: with third-party cookies allowed, a
 *    SameSite=None cookie set first-party is sent cross-site; with them blocked, it is not. (A
 *    fresh profile without the setting is probed too: Debian's Chromium 156 headless blocks them.)
 *
 * What each engine does with each kind of cookie is printed as a table.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Engine } from '../../scripts/engines.mjs';
import { makeCertificate, type TlsCertificate } from '../../sandbox/tls.js';
import { type CookieProbe, type CookieProbeResult, probeCookies, startCookieProbe } from './cookie-probe.js';
import type { Driver } from './driver.js';
import { launchBrowser, puppeteerDriver } from './driver-puppeteer.js';
import { launchWebKit, startWebKit, type WebKitService } from './driver-webdriver.js';
import { type ThirdPartyCookies, chromiumProfile, missingEnginesProblem, selectedEngines } from './engines.js';
import { PLATFORM_HOST, SHOP_HOST, crossSiteHostsProblem } from './sites.js';
import { type TrustingPrograms, trustingPrograms } from './trust.js';
import { rm } from 'node:fs/promises';

const engines = selectedEngines();
const setupProblem = missingEnginesProblem(engines) ?? (await crossSiteHostsProblem());
if (setupProblem) {
  console.error(setupProblem);
  process.exit(1);
}

type Certificate = 'accepted' | 'trusted';

let certificate: TlsCertificate;
let probe: CookieProbe;
let webkit: WebKitService | undefined;
let trusting: TrustingPrograms | { skipped: string };
const results = new Map<string, CookieProbeResult>();
const cleanups: Array<() => Promise<void>> = [];

/**
 * Opens a fresh session of `engine` with the certificate accepted or trusted (null: trust not
 * available here). Chromium's profile allows third-party cookies unless `thirdPartyCookies` says
 * otherwise (`default`: a fresh profile without the setting).
 */
async function open(engine: Engine, how: Certificate, thirdPartyCookies: ThirdPartyCookies | 'default' = 'allowed'): Promise<Driver | null> {
  if (engine === 'chromium') {
    let userDataDir: string | undefined;
    if (thirdPartyCookies !== 'default') {
      const dir = await chromiumProfile(thirdPartyCookies);
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      userDataDir = dir;
    }
    const browser = await launchBrowser({
      engine,
      ...(how === 'accepted' ? { acceptInsecureCerts: true } : { chromiumArgs: [`--ignore-certificate-errors-spki-list=${certificate.spki}`] }),
      ...(userDataDir ? { userDataDir } : {}),
    });
    return puppeteerDriver(browser, engine);
  }
  if (how === 'trusted' && 'skipped' in trusting) return null;
  const programs = how === 'trusted' ? (trusting as TrustingPrograms) : undefined;
  if (engine === 'firefox') {
    const browser = await launchBrowser({ engine, acceptInsecureCerts: how === 'accepted', ...(programs ? { firefoxPath: programs.firefox } : {}) });
    return puppeteerDriver(browser, engine);
  }
  webkit ??= await startWebKit();
  return launchWebKit(webkit, { acceptInsecureCerts: how === 'accepted', ...(programs ? { binary: programs.minibrowser } : {}) });
}

function key(engine: Engine, how: Certificate, thirdPartyCookies?: ThirdPartyCookies | 'default'): string {
  const profile = { allowed: ', third-party cookies allowed', blocked: ', third-party cookies blocked', default: ', a fresh profile as it comes' };
  return `${engine}, certificate ${how}${engine === 'chromium' ? profile[thirdPartyCookies ?? 'allowed'] : ''}`;
}

describe('cookie policies of the engines, with the certificate accepted and trusted', () => {
  before(async () => {
    certificate = await makeCertificate([SHOP_HOST, PLATFORM_HOST]);
    probe = await startCookieProbe(certificate);
    trusting = await trustingPrograms(certificate.ca);
  });

  after(async () => {
    const list = (names: string[]) => names.join(', ') || '—';
    console.log(
      [
        'cookie probe (xs_*: set by a cross-site fetch from the shop; fp_*: set on the platform first-party)',
        '| session | xs_ sent cross-site | xs_ sent first-party | fp_ sent first-party | fp_ sent cross-site |',
        '|---|---|---|---|---|',
        ...[...results].map(
          ([name, r]) =>
            `| ${name} | ${list(r.crossSiteSetSentCrossSite)} | ${list(r.crossSiteSetSentFirstParty)} | ${list(r.firstPartySetSentFirstParty)} | ${list(r.firstPartySetSentCrossSite)} |`,
        ),
        ...('skipped' in (trusting ?? {}) ? [`trusted Firefox and WebKit sessions skipped: ${(trusting as { skipped: string }).skipped}`] : []),
      ].join('\n'),
    );
    await webkit?.close();
    await probe?.close();
    if (trusting && !('skipped' in trusting)) await trusting.close();
    for (const cleanup of cleanups) await cleanup();
  });

  for (const engine of engines) {
    for (const how of ['accepted', 'trusted'] as const) {
      it(key(engine, how), async (t) => {
        const driver = await open(engine, how);
        if (!driver) return t.skip(`trusting the authority: ${(trusting as { skipped: string }).skipped}`);
        try {
          const result = await probeCookies(driver, probe);
          results.set(key(engine, how), result);
          // Secure cookies set over this certificate are kept and sent back to the platform's own pages.
          assert.deepEqual(result.firstPartySetSentFirstParty, ['fp_lax', 'fp_none', 'fp_part']);
        } finally {
          await driver.close();
        }
      });
    }
    it(`${engine}: the same cookies with the certificate accepted as trusted`, (t) => {
      const accepted = results.get(key(engine, 'accepted'));
      const trusted = results.get(key(engine, 'trusted'));
      if (!trusted) return t.skip('no trusted session here');
      assert.ok(accepted, 'the accepted session ran');
      assert.deepEqual(accepted, trusted);
    });
  }

  if (engines.includes('chromium')) {
    it(key('chromium', 'accepted', 'blocked'), async () => {
      const driver = (await open('chromium', 'accepted', 'blocked'))!;
      try {
        const blocked = await probeCookies(driver, probe);
        results.set(key('chromium', 'accepted', 'blocked'), blocked);
        const allowed = results.get(key('chromium', 'accepted'));
        assert.ok(
          allowed?.firstPartySetSentCrossSite.includes('fp_none'),
          'with third-party cookies allowed, a SameSite=None cookie set first-party is sent cross-site',
        );
        assert.ok(!blocked.firstPartySetSentCrossSite.includes('fp_none'), 'with them blocked, it is not');
        assert.deepEqual(blocked.firstPartySetSentFirstParty, ['fp_lax', 'fp_none', 'fp_part']);
      } finally {
        await driver.close();
      }
    });

    it(key('chromium', 'accepted', 'default'), async () => {
      const driver = (await open('chromium', 'accepted', 'default'))!;
      try {
        const result = await probeCookies(driver, probe);
        results.set(key('chromium', 'accepted', 'default'), result);
        assert.deepEqual(result.firstPartySetSentFirstParty, ['fp_lax', 'fp_none', 'fp_part']);
      } finally {
        await driver.close();
      }
    });
  }
});
