/**
 * A probe of an engine's cookie policy, independent of the library: a blank page on
 * `https://shop.test:<port>` and cookie endpoints on `https://platform.test:<port>`, both served
 * with one certificate. The platform sets three Secure cookies per call (`<prefix>_lax`
 * SameSite=Lax, `<prefix>_none` SameSite=None, `<prefix>_part` SameSite=None; Partitioned), and
 * echoes the names of the cookies it receives; CORS with credentials for the shop's origin.
 */
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TlsCertificate } from '../../sandbox/tls.js';
import type { Driver } from './driver.js';
import { PLATFORM_HOST, SHOP_HOST } from './sites.js';

export interface CookieProbe {
  /** `https://shop.test:<port>`: a blank page at `/`. */
  shopUrl: string;
  /** `https://platform.test:<port>`: `/set?prefix=`, `/echo`, and a blank page at `/`. */
  platformUrl: string;
  close(): Promise<void>;
}

/** What a browser sent back, probed by {@link probeCookies}: cookie names, sorted. */
export interface CookieProbeResult {
  /** Set by a cross-site fetch from the shop (`xs_*`), then sent on the next cross-site fetch. */
  crossSiteSetSentCrossSite: string[];
  /** Set by a cross-site fetch from the shop, then sent on a fetch of the platform's own page (first-party). */
  crossSiteSetSentFirstParty: string[];
  /** Set first-party (`fp_*`, a fetch of the platform's own page), then sent first-party. */
  firstPartySetSentFirstParty: string[];
  /** Set first-party, then sent on a cross-site fetch from the shop: third-party cookies at work. */
  firstPartySetSentCrossSite: string[];
}

/** Starts the two servers on free ports, with `certificate` (valid for shop.test and platform.test). */
export async function startCookieProbe(certificate: TlsCertificate): Promise<CookieProbe> {
  const listen = async (host: string, handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> => {
    const server = createServer({ key: certificate.key, cert: certificate.cert }, handler);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => resolve());
    });
    return [server, `https://${host}:${(server.address() as AddressInfo).port}`];
  };
  const blank = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${title}</p></body></html>`;

  const [shop, shopUrl] = await listen(SHOP_HOST, (req, res) => {
    if (req.url === '/') return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(blank('shop'));
    res.writeHead(404).end();
  });
  const [platform, platformUrl] = await listen(PLATFORM_HOST, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://platform.test');
    const cors: Record<string, string> =
      req.headers.origin === shopUrl ? { 'Access-Control-Allow-Origin': shopUrl, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {};
    const json = (body: unknown, headers: Record<string, string | string[]> = {}) =>
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...cors, ...headers }).end(JSON.stringify(body));
    if (url.pathname === '/') return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(blank('platform'));
    if (url.pathname === '/set') {
      const prefix = (url.searchParams.get('prefix') ?? 'c').replace(/\W/g, '');
      return json(
        { ok: true },
        {
          'Set-Cookie': [
            `${prefix}_lax=1; Path=/; Secure; SameSite=Lax; Max-Age=600`,
            `${prefix}_none=1; Path=/; Secure; SameSite=None; Max-Age=600`,
            `${prefix}_part=1; Path=/; Secure; SameSite=None; Partitioned; Max-Age=600`,
          ],
        },
      );
    }
    if (url.pathname === '/echo') {
      const names = (req.headers.cookie ?? '')
        .split(';')
        .map((pair) => pair.split('=')[0]!.trim())
        .filter(Boolean);
      return json({ cookies: names.sort() });
    }
    res.writeHead(404).end();
  });
  return {
    shopUrl,
    platformUrl,
    async close() {
      for (const server of [shop, platform]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}

/**
 * Runs the probe in a fresh session: a cross-site set and echo from the shop's page, a
 * first-party set and echo on the platform's page, then a cross-site echo again.
 */
export async function probeCookies(driver: Driver, probe: CookieProbe): Promise<CookieProbeResult> {
  const get = (url: string) => `fetch(${JSON.stringify(url)}, { credentials: 'include', cache: 'no-store' }).then((r) => r.json())`;
  const echo = async (url: string) => (await driver.evaluate<{ cookies: string[] }>(get(url))).cookies;
  const only = (prefix: string, names: string[]) => names.filter((name) => name.startsWith(`${prefix}_`));

  await driver.goto(`${probe.shopUrl}/`);
  await driver.evaluate(get(`${probe.platformUrl}/set?prefix=xs`));
  const crossSiteSetSentCrossSite = only('xs', await echo(`${probe.platformUrl}/echo`));

  await driver.goto(`${probe.platformUrl}/`);
  const crossSiteSetSentFirstParty = only('xs', await echo('/echo'));
  await driver.evaluate(get('/set?prefix=fp'));
  const firstPartySetSentFirstParty = only('fp', await echo('/echo'));

  await driver.goto(`${probe.shopUrl}/`);
  const firstPartySetSentCrossSite = only('fp', await echo(`${probe.platformUrl}/echo`));
  return { crossSiteSetSentCrossSite, crossSiteSetSentFirstParty, firstPartySetSentFirstParty, firstPartySetSentCrossSite };
}
