/**
 * What a page downloads, measured in Chromium: the demo pages (with their budgets) and the
 * peers (Shopify's Buy Button and Commerce Layer's drop-in.js, from their npm packages, served
 * by the bench server), beside the catalog page and an empty module script.
 *
 * A page's files are the scripts the browser received for it (every response of resource type
 * `script`, the main file, its language pack and every chunk imported, statically or
 * dynamically), read from the page's responses: the served bytes, each then compressed on its
 * own (gzip level 9, brotli quality 11), as a CDN sends each file. Nothing is bundled from
 * sources here.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { type Log, type Stats, stats, timeout, withPage } from './browser.js';
import type { BenchServers } from './serve.js';
import { LANGUAGES, type Language } from '../src/i18n/i18n.js';
import { type SizeRow, measure } from './size.js';

/** One file a page downloaded: its path on the bench server and its sizes (bytes). */
export type DownloadedFile = SizeRow & { path: string };

export interface Downloads {
  files: DownloadedFile[];
  /** Sums of the files, each compressed on its own. */
  total: SizeRow;
}

/** Sums files that are each compressed on their own. */
export function total(name: string, files: readonly SizeRow[]): SizeRow {
  return files.reduce((t, f) => ({ name, min: t.min + f.min, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }), { name, min: 0, gzip: 0, brotli: 0 });
}

/**
 * Records every script response of `page` (from now on) whose address is on `origin`; `files()`
 * gives them, each measured once, in the order they arrived.
 */
export function recordScripts(page: Page, origin: string): { files(): Promise<DownloadedFile[]> } {
  const seen = new Map<string, Promise<DownloadedFile | null>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || response.request().resourceType() !== 'script' || seen.has(url.pathname)) return;
    // The body as served (decoded when it was sent compressed: the same file measured the same way).
    seen.set(
      url.pathname,
      response.body().then(
        (body) => ({ ...measure(url.pathname.replace(/^\/br\//, '/'), body), path: url.pathname.replace(/^\/br\//, '/') }),
        () => null,
      ),
    );
  });
  return {
    async files() {
      return (await Promise.all(seen.values())).filter((f): f is DownloadedFile => f !== null);
    },
  };
}

/** Waits until the page has made no request for 500 ms (a chunk may load after the data). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

// ---------------------------------------------------------------------------------------------
// Demo pages
// ---------------------------------------------------------------------------------------------

/**
 * The query string each demo page is opened with: the ids of the sandbox's seed (product 101,
 * content 501, the free-talk board 43 and its post 4310 whose HTML needs sanitizing). The seed
 * holds no order: order.html shows its not-found state.
 */
export const DEMO_QUERIES: Record<string, string> = {
  'product.html': 'product_id=101',
  'content.html': 'content_id=501',
  'content-viewer.html': 'content_id=501',
  'board.html': 'board_id=43',
  'post.html': 'post_id=4310',
  'order.html': 'order_id=80001',
};

export interface PageDownloads extends Downloads {
  page: string;
  query: string;
  /** The language whose load downloads most (its files and total are these). */
  language: Language;
  /** Total gzip bytes of the page in each language (ko, en, ja). */
  byLanguage: Record<Language, number>;
  /** shop-* tags left undefined once the page settled (their code never arrived). */
  undefinedTags: string[];
  /** Whether this Chromium has Element.setHTML (then the sanitizer chunk is never loaded). */
  setHTML: boolean;
  /** The largest cumulative layout shift of the page's loads (every language, guest and buyer; 0: nothing moved). */
  cls: number;
}

/** A page the pages section opens: its name in the tables, and its address in a language on the bench server. */
export interface BenchPage {
  page: string;
  url(language: Language): string;
}

/** Demo page `name` (demo/<name>), with its query string of DEMO_QUERIES. */
export const demoPage = (servers: BenchServers, name: string): BenchPage => ({
  page: name,
  url: (language) => servers.demo(name.replace(/\.html$/, ''), DEMO_QUERIES[name] ?? '', language),
});

/**
 * The catalog page of the 36 KB budget (bench/pages/catalog.html): the elements the performance
 * issue names (<shop-storefront>, product list, category and tag filters, search, cart count,
 * login), on the sandbox's demo site (whose buyer the pages section logs in). The demo's catalog
 * (demo/index.html) adds the opt-in features of the lists and the cart drawer, each a chunk that
 * only a page using it downloads: it is a demo page like every other (≤ 42 KB).
 */
export const CATALOG_PAGE_NAME = 'catalog page (bench/pages/catalog.html)';
export const catalogPage = (servers: BenchServers): BenchPage => ({
  page: CATALOG_PAGE_NAME,
  url: (language) => servers.page('catalog', 'demo-site-key', { language }),
});

/**
 * Sums the page's layout shifts as Chromium reports them (`layout-shift` entries without recent
 * input: the cumulative layout shift of the load), in `window.__cls`; run before the page's own scripts.
 */
const WATCH_LAYOUT_SHIFT = `window.__cls = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

async function pageOnce(browser: Browser, servers: BenchServers, url: string, init?: string) {
  return withPage(browser, { init: `${WATCH_LAYOUT_SHIFT}\n${init ?? ''}` }, async (page) => {
    const record = recordScripts(page, servers.pagesUrl);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const { undefinedTags, setHTML, cls } = await page.evaluate(() => ({
      undefinedTags: [...new Set([...document.querySelectorAll(':not(:defined)')].map((e) => e.localName).filter((t) => t.startsWith('shop-')))],
      setHTML: 'setHTML' in Element.prototype,
      cls: (window as unknown as { __cls: number }).__cls,
    }));
    return { files: await record.files(), undefinedTags, setHTML, cls };
  });
}

/**
 * Opens every page in each language (ko, en, ja: its storefront's `language` set so) twice, as a
 * guest and as a logged-in buyer of the sandbox's demo site, each in a fresh context, and keeps
 * every script either load fetched; a page's figures are those of its heaviest language (a
 * language pack's size differs by language), with the total of each.
 */
export async function benchPages(browser: Browser, servers: BenchServers, pages: BenchPage[], log: Log): Promise<PageDownloads[]> {
  const { token } = await servers.admin<{ token: string }>('/__sandbox/login', { site_key: 'demo-site-key' });
  const init = `sessionStorage.setItem(${JSON.stringify(`shop-elements:token:demo-site-key@${servers.sandboxUrl}`)}, ${JSON.stringify(token)});`;
  const out: PageDownloads[] = [];
  for (const { page: name, url } of pages) {
    const loads = [];
    for (const language of LANGUAGES) {
      // The two loads run side by side: only which files arrive is read, not when.
      const [guest, buyer] = await Promise.all([pageOnce(browser, servers, url(language)), pageOnce(browser, servers, url(language), init)]);
      const byPath = new Map<string, DownloadedFile>();
      for (const f of [...guest.files, ...buyer.files]) byPath.set(f.path, f);
      const files = [...byPath.values()];
      loads.push({
        language,
        files,
        total: total(name, files),
        undefinedTags: [...new Set([...guest.undefinedTags, ...buyer.undefinedTags])],
        setHTML: guest.setHTML,
        cls: Math.max(guest.cls, buyer.cls),
      });
    }
    const heaviest = loads.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
    const byLanguage = Object.fromEntries(loads.map((l) => [l.language, l.total.gzip])) as Record<Language, number>;
    const undefinedTags = [...new Set(loads.flatMap((l) => l.undefinedTags))];
    out.push({
      page: name,
      query: DEMO_QUERIES[name] ?? '',
      language: heaviest.language,
      byLanguage,
      files: heaviest.files,
      total: heaviest.total,
      undefinedTags,
      setHTML: heaviest.setHTML,
      cls: Math.max(...loads.map((l) => l.cls)),
    });
    log(
      `pages: ${name}: ${loads.map((l) => `${l.language} ${l.files.length} files ${(l.total.gzip / 1024).toFixed(2)} KB`).join(', ')} gzip${
        undefinedTags.length ? `; undefined: ${undefinedTags.join(', ')}` : ''
      }`,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Peers
// ---------------------------------------------------------------------------------------------

export type PeerKind = 'control' | 'shop-elements' | 'shopify' | 'commercelayer';

export interface Peer {
  kind: PeerKind;
  label: string;
  /** Script address on the bench server. */
  src: string;
  module: boolean;
  /** Markup in the page before the script is inserted (`%SITE%`, `%API%` filled). */
  markup: string;
  /** A global set before the script is inserted. */
  config?: Record<string, unknown>;
  /** What "ready" means after the script's `load`. */
  ready: string;
}

/** The catalog page's elements (the body of bench/pages/catalog.html), on a fresh sandbox site. */
const CATALOG = /<body>([\s\S]*)<\/body>/.exec(readFileSync(new URL('./pages/catalog.html', import.meta.url), 'utf8'))![1]!.trim();

export const PEERS: Peer[] = [
  { kind: 'control', label: 'empty module script (control)', src: '/peers/empty.js', module: true, markup: '', ready: 'load' },
  {
    kind: 'shop-elements',
    label: 'shop-elements, catalog page',
    src: '/dist/shop-elements.js',
    module: true,
    markup: CATALOG,
    ready: 'load, then every shop-* tag of the page defined',
  },
  {
    kind: 'shopify',
    label: 'Shopify Buy Button (@shopify/buy-button-js)',
    src: '/peers/shopify/buybutton.min.js',
    module: false,
    markup: '<div id="product-component"></div>',
    ready: 'load (window.ShopifyBuy.UI defined)',
  },
  {
    kind: 'commercelayer',
    label: 'Commerce Layer drop-in.js (@commercelayer/drop-in.js)',
    src: '/peers/commercelayer/drop-in.esm.js',
    module: true,
    markup: '<cl-price code="BENCHSKU"><cl-price-amount type="price"></cl-price-amount></cl-price><cl-cart-count></cl-cart-count>',
    config: { clientId: 'bench-client-id', scope: 'market:code:bench', debug: 'none' },
    ready: 'load, then the lazy component chunk (p-….entry.js) evaluated',
  },
];

export interface PeerResult {
  peer: Peer;
  downloads: Downloads;
  runs: number[];
  time: Stats;
}

async function peerOnce(browser: Browser, servers: BenchServers, site: string, peer: Peer, keepFiles: boolean) {
  return withPage(browser, {}, async (page) => {
    await page.goto(servers.page('peer', site), { waitUntil: 'load' });
    const record = recordScripts(page, servers.pagesUrl);
    const ms = await timeout(
      page.evaluate(
        async ({ src, module, markup, config, kind }) => {
          if (config) (window as unknown as Record<string, unknown>).commercelayerConfig = config;
          document.getElementById('mount')!.innerHTML = markup;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const script = document.createElement('script');
          if (module) script.type = 'module';
          script.src = src;
          const loaded = new Promise((resolve, reject) => {
            script.onload = resolve;
            script.onerror = () => reject(new Error(`${src} failed to load`));
          });
          const t0 = performance.now();
          document.head.append(script);
          await loaded;
          if (kind === 'shop-elements') {
            const tags = new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((t) => t.startsWith('shop-')));
            await Promise.all([...tags].map((t) => customElements.whenDefined(t)));
          } else if (kind === 'commercelayer') {
            // Stencil's lazy loader imports the components' chunk (`p-….entry.js`) once a cl-*
            // element is connected. Its resource entry appears when its last byte arrives; an
            // import() of the same address then resolves when the browser has evaluated that
            // module (one module record per address; nothing is fetched or run twice).
            const entry = await new Promise<string>((resolve) => {
              const find = (list: PerformanceEntryList) => list.find((e) => e.name.endsWith('.entry.js'))?.name;
              const now = find(performance.getEntriesByType('resource'));
              if (now) return resolve(now);
              new PerformanceObserver((list, observer) => {
                const name = find(list.getEntries());
                if (name) {
                  observer.disconnect();
                  resolve(name);
                }
              }).observe({ type: 'resource', buffered: true });
            });
            await import(/* @vite-ignore */ entry);
          } else if (kind === 'shopify' && !(window as unknown as { ShopifyBuy?: { UI?: unknown } }).ShopifyBuy?.UI) {
            throw new Error('ShopifyBuy.UI is not defined after load');
          }
          return performance.now() - t0;
        },
        {
          src: peer.src,
          module: peer.module,
          markup: peer.markup.replaceAll('%SITE%', site).replaceAll('%API%', servers.sandboxUrl),
          config: peer.config,
          kind: peer.kind,
        },
      ),
      20000,
      `${peer.label} ready`,
    );
    let files: DownloadedFile[] = [];
    if (keepFiles) {
      await settle(page);
      files = await record.files();
    }
    return { ms, files };
  });
}

/**
 * Each peer (and the control and our catalog page) `runs` times, interleaved (the order rotates
 * from run to run), in a fresh context each; one discarded warm-up of each first. The files are
 * those of the warm-up, once the page settled.
 */
export async function benchPeers(browser: Browser, servers: BenchServers, runs: number, log: Log): Promise<PeerResult[]> {
  const site = await servers.newSite();
  const files = new Map<PeerKind, DownloadedFile[]>();
  for (const peer of PEERS) files.set(peer.kind, (await peerOnce(browser, servers, site, peer, true)).files);
  const times = new Map<PeerKind, number[]>(PEERS.map((p) => [p.kind, []]));
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < PEERS.length; k++) {
      const peer = PEERS[(k + i) % PEERS.length]!;
      times.get(peer.kind)!.push((await peerOnce(browser, servers, site, peer, false)).ms);
    }
    log(`peers: run ${i + 1}/${runs}: ${PEERS.map((p) => `${p.kind} ${times.get(p.kind)!.at(-1)!.toFixed(1)} ms`).join(', ')}`);
  }
  return PEERS.map((peer) => {
    const f = files.get(peer.kind)!;
    return { peer, downloads: { files: f, total: total(peer.label, f) }, runs: times.get(peer.kind)!, time: stats(times.get(peer.kind)!) };
  });
}
