/**
 * The browser figures (first paint, JS heap, requests, scale, interaction), measured in Debian's
 * Chromium through playwright-core. Every timed run gets a fresh browser context (empty HTTP
 * cache, no cookies, no code cache); times are `performance.now()` differences taken inside the
 * page by the probe (bench/pages/probe.js).
 */
import { type Browser, type BrowserContext, type CDPSession, type Page, chromium } from 'playwright-core';
import type { BenchServers } from './serve.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

declare global {
  interface Window {
    __bench: {
      hasBox(el: Element | null | undefined): boolean;
      when(test: () => unknown): Promise<number>;
      inShadow(host: string, selector: string): Element | null;
    };
    __firstCard: Promise<number>;
  }
}

/** Debian's Chromium and its flags, as the tests launch it (scripts/chromium.mjs). */
export const CHROMIUM = CHROMIUM_PATH;
export { CHROMIUM_ARGS };

/**
 * The bench's browser. Every name but localhost resolves to nothing, so that a peer's calls to
 * its platform (and anything else off this machine) fail at once instead of waiting on a network
 * the machine does not have: the bench measures local files and the local sandbox only.
 */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
    headless: true,
  });
}

export type Log = (line: string) => void;

export interface Stats {
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  n: number;
}

export function stats(values: number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    if (s.length === 0) return Number.NaN;
    const i = (s.length - 1) * p;
    const lo = Math.floor(i);
    const hi = Math.ceil(i);
    return s[lo]! + (s[hi]! - s[lo]!) * (i - lo);
  };
  return { median: at(0.5), q1: at(0.25), q3: at(0.75), min: s[0] ?? Number.NaN, max: s.at(-1) ?? Number.NaN, n: s.length };
}

export interface PageOptions {
  cookies?: Parameters<BrowserContext['addCookies']>[0];
  /** A script run before any page script (e.g. to put a token in sessionStorage). */
  init?: string;
}

/** Runs `fn` in a page of a fresh context, closed afterwards. */
export async function withPage<T>(browser: Browser, opts: PageOptions, fn: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // tsx compiles with keepNames: functions sent to page.evaluate may call esbuild's __name.
    await context.addInitScript('globalThis.__name = (f) => f;');
    if (opts.init) await context.addInitScript(opts.init);
    if (opts.cookies) await context.addCookies(opts.cookies);
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

/** Fails after `ms` instead of waiting forever on a page that never reaches its state. */
export function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`bench: ${what} did not happen within ${ms} ms`)), ms);
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// 2. First paint
// ---------------------------------------------------------------------------------------------

export interface PaintRun {
  /** Navigation start → first card attached with a layout box (ms). */
  firstCard: number;
  /** Navigation start → the /products request started (ms). */
  dataRequested: number | null;
  /** Navigation start → the /products answer fully received (ms). */
  dataReceived: number | null;
  /** Navigation start → the bundle fully received (ms); null on the vanilla page. */
  scriptReceived: number | null;
}

export interface PaintResult {
  elements: PaintRun[];
  vanilla: PaintRun[];
  /** The Lit-alone page (bench/floor/lit-list.ts): what any Lit-based library pays; informational. */
  lit: PaintRun[];
}

/** The pages of the first-paint and heap loops, in the order of their odd runs (even runs: reversed). */
const KINDS = ['elements', 'vanilla', 'lit'] as const;
const PAGE_OF = { elements: 'paint-elements', vanilla: 'paint-vanilla', lit: 'paint-lit' } as const;

/**
 * Where the first paint is measured. `local`: this machine as it is, files sent uncompressed
 * over loopback. `mobile`: the page's CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), every
 * exchange given 150 ms of round trip, 1.6 Mbps down and 750 kbps up (decimal units: 200 000 and
 * 93 750 bytes/s) by a slow link between the browser and both servers (./throttle.ts: one link for
 * the page's files and its API calls, as on one phone), and the scripts sent brotli-compressed as
 * a CDN serves them (the bench server's `/br/` addresses). No DevTools network domain is opened.
 */
export type PaintProfile = 'local' | 'mobile';

export const MOBILE = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8 } as const;

async function paintOnce(browser: Browser, url: string, profile: PaintProfile): Promise<PaintRun> {
  return withPage(browser, {}, async (page, context) => {
    // The CPU is slowed by the Emulation domain; the network by the bench's own slow link
    // (./throttle.ts), not by the DevTools network domain, which is never opened while a page is timed.
    if (profile === 'mobile') await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
    return timeout(
      page.evaluate(async () => {
        const firstCard = await window.__firstCard;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const data = resources.find((e) => e.name.includes('/products?'));
        const script = resources.find((e) => e.name.endsWith('/dist/shop-elements.js'));
        return {
          firstCard,
          dataRequested: data?.startTime ?? null,
          dataReceived: data?.responseEnd ?? null,
          scriptReceived: script?.responseEnd ?? null,
        };
      }),
      profile === 'mobile' ? 60000 : 20000,
      'the first card',
    );
  });
}

/**
 * `runs` interleaved rounds (elements page, vanilla page, Lit-alone page; the order reversed every
 * other round) under `profile`.
 */
export async function benchPaint(browser: Browser, servers: BenchServers, runs: number, log: Log, profile: PaintProfile = 'local'): Promise<PaintResult> {
  const br = profile === 'mobile';
  if (br) await servers.slowLink(MOBILE);
  const site = await servers.newSite();
  const url = (kind: (typeof KINDS)[number]) => servers.page(PAGE_OF[kind], site, { br, slow: br });
  // One discarded run of each warms the servers and the browser process.
  for (const kind of KINDS) await paintOnce(browser, url(kind), profile);
  const out: PaintResult = { elements: [], vanilla: [], lit: [] };
  for (let i = 0; i < runs; i++) {
    // Alternate the order so that no page always runs first or last.
    for (const kind of i % 2 === 0 ? KINDS : [...KINDS].reverse()) out[kind].push(await paintOnce(browser, url(kind), profile));
    log(`paint (${profile}): run ${i + 1}/${runs}: ${KINDS.map((kind) => `${kind} ${out[kind].at(-1)!.firstCard.toFixed(1)} ms`).join(', ')}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// JS heap after the 20-product list
// ---------------------------------------------------------------------------------------------

/** Cards both paint pages show (`limit=20`). */
export const HEAP_CARDS = 20;

/** V8 heap used (bytes, `Runtime.getHeapUsage` `usedSize` after two full GCs) of each page, one per run. */
export interface HeapResult {
  elements: number[];
  vanilla: number[];
  /** The Lit-alone page (bench/floor/lit-list.ts); informational. */
  lit: number[];
  /** A page with the probe alone (bench/pages/heap-blank.html): the heap any page starts from. */
  blank: number[];
}

/**
 * One paint page loaded in a fresh context until its list holds all 20 cards (the elements and
 * Lit-alone pages: 20 `li[part="card"]` in `<shop-product-list>`'s shadow root; the vanilla page: 20 `#list
 * li.card`), then one frame, two full garbage collections (CDP `HeapProfiler.collectGarbage`)
 * and the page's V8 heap used (CDP `Runtime.getHeapUsage`), in bytes. Fails if the list holds
 * any other number of cards.
 */
async function heapOnce(browser: Browser, url: string, kind: keyof HeapResult): Promise<number> {
  return withPage(browser, {}, async (page, context) => {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const cards = await timeout(
      page.evaluate(
        async ({ kind, want }) => {
          const count = () =>
            kind === 'blank'
              ? want
              : kind !== 'vanilla'
                ? (document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('li[part="card"]').length ?? 0)
                : document.querySelectorAll('#list li.card').length;
          await window.__bench.when(() => count() >= want);
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return count();
        },
        { kind, want: HEAP_CARDS },
      ),
      20000,
      `${HEAP_CARDS} cards on the ${kind} page`,
    );
    if (cards !== HEAP_CARDS) throw new Error(`bench: the ${kind} page shows ${cards} cards, not ${HEAP_CARDS}`);
    return heapAfterGc(await context.newCDPSession(page));
  });
}

/** The page's V8 heap used, in bytes, after two full garbage collections (CDP). */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/**
 * `runs` interleaved rounds (elements page, vanilla page, Lit-alone page; the order reversed every
 * other round) of the first-paint pages, served as in the local paint profile (uncompressed, no throttling), each page's heap
 * read once all 20 cards are attached, then the blank page (the probe alone) read the same way.
 * A loop of its own, so that no paint time includes a GC.
 */
export async function benchHeap(browser: Browser, servers: BenchServers, runs: number, log: Log): Promise<HeapResult> {
  const site = await servers.newSite();
  const url = (kind: keyof HeapResult) => servers.page(kind === 'blank' ? 'heap-blank' : PAGE_OF[kind], site);
  // One discarded run of each warms the servers and the browser process.
  for (const kind of KINDS) await heapOnce(browser, url(kind), kind);
  const out: HeapResult = { elements: [], vanilla: [], lit: [], blank: [] };
  for (let i = 0; i < runs; i++) {
    for (const kind of [...(i % 2 === 0 ? KINDS : [...KINDS].reverse()), 'blank' as const]) out[kind].push(await heapOnce(browser, url(kind), kind));
    const kb = (b: number) => (b / 1024).toFixed(0);
    log(`heap: run ${i + 1}/${runs}: ${(['elements', 'vanilla', 'lit', 'blank'] as const).map((kind) => `${kind} ${kb(out[kind].at(-1)!)} KB`).join(', ')}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 3. Requests
// ---------------------------------------------------------------------------------------------

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number | null;
}

export interface RequestsRun {
  mode: 'guest' | 'buyer';
  /** Every request of the first load, as `METHOD path?query`. */
  initial: string[];
  /** Distinct resources of the first load. */
  distinct: number;
  /** Requests beyond the first for the same GET resource. */
  duplicates: number;
  /** Requests made after re-setting every attribute and adding a cart count and a list later. */
  later: string[];
}

const requestKey = (r: RecordedRequest) => {
  const query = Object.entries(r.query)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : v}`)
    .join('&');
  return `${r.method} ${r.path}${query ? `?${query}` : ''}`;
};

async function recorded(servers: BenchServers, site: string): Promise<RecordedRequest[]> {
  const res = await fetch(`${servers.sandboxUrl}/__sandbox/requests?site_key=${encodeURIComponent(site)}`);
  return ((await res.json()) as { requests: RecordedRequest[] }).requests;
}

async function requestsOnce(browser: Browser, servers: BenchServers, mode: 'guest' | 'buyer'): Promise<RequestsRun> {
  const site = await servers.newSite();
  let init: string | undefined;
  if (mode === 'buyer') {
    const { token } = await servers.admin<{ token: string }>('/__sandbox/login', { site_key: site });
    init = `sessionStorage.setItem(${JSON.stringify(`shop-elements:token:${site}@${servers.sandboxUrl}`)}, ${JSON.stringify(token)});`;
  }
  return withPage(browser, init ? { init } : {}, async (page) => {
    await page.goto(servers.page('requests', site), { waitUntil: 'domcontentloaded' });
    // Settled: cards, the detail's title, the cart's lines (or "empty"), every count's number, the login button.
    await page.waitForFunction(() => {
      const b = window.__bench;
      const counts = [...document.querySelectorAll('shop-cart-count')].every(
        (e) => (e.shadowRoot?.querySelector('[part="count"]')?.textContent ?? '').trim() !== '',
      );
      return (
        counts &&
        b.inShadow('shop-product-list', 'li[part="card"]') &&
        b.inShadow('shop-product-detail', '[part="title"]') &&
        b.inShadow('shop-cart', '[part="lines"], [part="empty"]') &&
        b.inShadow('shop-login', '[part~="button"]')
      );
    });
    await page.waitForTimeout(500);
    const first = await recorded(servers, site);

    // Re-render: every attribute set again to its value, and a forced update of every element.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement & { requestUpdate?: () => void }>('*')) {
        if (!el.localName.startsWith('shop-')) continue;
        for (const { name, value } of [...el.attributes]) el.setAttribute(name, value);
        el.requestUpdate?.();
      }
    });
    await page.waitForTimeout(300);
    // Later: another cart count and another list with the same filters.
    await page.evaluate(() => {
      document.getElementById('later')!.innerHTML = '<shop-cart-count></shop-cart-count><shop-product-list limit="20"></shop-product-list>';
    });
    await page.waitForFunction(() => {
      const later = document.getElementById('later')!;
      const count = later.querySelector('shop-cart-count')?.shadowRoot?.querySelector('[part="count"]')?.textContent?.trim();
      return count && later.querySelector('shop-product-list')?.shadowRoot?.querySelector('li[part="card"]');
    });
    await page.waitForTimeout(500);
    const all = await recorded(servers, site);

    const initial = first.map(requestKey);
    const counts = new Map<string, number>();
    for (const r of first) if (r.method === 'GET') counts.set(requestKey(r), (counts.get(requestKey(r)) ?? 0) + 1);
    const duplicates = [...counts.values()].reduce((n, c) => n + c - 1, 0);
    return { mode, initial, distinct: new Set(initial).size, duplicates, later: all.slice(first.length).map(requestKey) };
  });
}

export async function benchRequests(browser: Browser, servers: BenchServers, runs: number, log: Log): Promise<RequestsRun[]> {
  const out: RequestsRun[] = [];
  for (let i = 0; i < runs; i++) {
    for (const mode of ['guest', 'buyer'] as const) {
      const r = await requestsOnce(browser, servers, mode);
      out.push(r);
      log(`requests: run ${i + 1}/${runs} (${mode}): ${r.initial.length} requests, ${r.distinct} distinct, ${r.duplicates} duplicate, ${r.later.length} later`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 4. Scale
// ---------------------------------------------------------------------------------------------

export interface ScaleCase {
  /** `list`, `cart` or `vod`. */
  group: string;
  /** Items rendered: cards, cart lines or lessons. */
  items: number;
  label: string;
  markup: string;
  tag: string;
  /** Selector of one item in the element's shadow root. */
  selector: string;
  cookie?: { name: string; value: string };
}

export interface ScaleRun {
  /** Insertion of the element → every item attached, the first with a layout box (ms). */
  ms: number;
  /** The last API answer received → every item attached (ms): parsing and rendering alone. */
  renderMs: number;
  /** The same element inserted again (data held, code compiled) → every item attached (ms). */
  warmMs: number;
  /** V8 heap used after render minus before (after a full GC each time), bytes. */
  heap: number;
  /** DOM nodes after minus before (Chromium's Performance.getMetrics `Nodes`). */
  nodes: number;
}

export async function scaleCases(servers: BenchServers): Promise<{ site: string; cases: ScaleCase[] }> {
  const site = await servers.newSite();
  await servers.admin('/__sandbox/bench/products', { site_key: site, count: 80 });
  const cart = async (lines: number) =>
    (await servers.admin<{ cookie: { name: string; value: string } }>('/__sandbox/bench/fill-cart', { site_key: site, lines })).cookie;
  const vod = async (chapters: number, lessons: number) =>
    (await servers.admin<{ content_id: number }>('/__sandbox/bench/big-content', { site_key: site, chapters, lessons })).content_id;
  const cases: ScaleCase[] = [];
  for (const n of [1, 20, 100]) {
    cases.push({
      group: 'list',
      items: n,
      label: `product list, ${n}`,
      markup: `<shop-product-list limit="${n}"></shop-product-list>`,
      tag: 'shop-product-list',
      selector: 'li[part="card"]',
    });
  }
  for (const n of [1, 10, 50]) {
    cases.push({
      group: 'cart',
      items: n,
      label: `cart, ${n} lines`,
      markup: '<shop-cart></shop-cart>',
      tag: 'shop-cart',
      selector: 'li[part="line"]',
      cookie: await cart(n),
    });
  }
  for (const [chapters, lessons] of [
    [1, 1],
    [5, 20],
    [30, 20],
  ] as const) {
    const id = await vod(chapters, lessons);
    cases.push({
      group: 'vod',
      items: chapters * lessons,
      label: `vod, ${chapters} × ${lessons} lessons`,
      markup: `<shop-content-detail content-id="${id}"></shop-content-detail>`,
      tag: 'shop-content-detail',
      selector: 'li[part="lesson"]',
    });
  }
  return { site, cases };
}

async function scaleOnce(browser: Browser, servers: BenchServers, site: string, c: ScaleCase): Promise<ScaleRun> {
  const cookies = c.cookie ? [{ ...c.cookie, url: servers.sandboxUrl, httpOnly: true, sameSite: 'Lax' as const }] : undefined;
  return withPage(browser, cookies ? { cookies } : {}, async (page, context) => {
    await page.goto(servers.page('shell', site), { waitUntil: 'load' });
    await page.evaluate(() => customElements.whenDefined('shop-storefront'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const measure = async () => {
      const heap = await heapAfterGc(cdp);
      const { metrics } = await cdp.send('Performance.getMetrics');
      return { heap, nodes: metrics.find((m) => m.name === 'Nodes')?.value ?? 0 };
    };
    const before = await measure();
    const { ms, renderMs } = await timeout(
      page.evaluate(
        async ({ markup, tag, selector, items }) => {
          const mount = document.getElementById('mount')!;
          const done = window.__bench.when(() => {
            const found = mount.querySelector(tag)?.shadowRoot?.querySelectorAll(selector);
            return found && found.length === items && window.__bench.hasBox(found[0]);
          });
          const t0 = performance.now();
          mount.innerHTML = markup;
          const t1 = await done;
          // The last API answer of this render: what remains after it is parsing and rendering.
          const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
            (e) => e.startTime >= t0 && e.name.includes('/api/storefront/v1/'),
          );
          const dataAt = Math.max(t0, ...api.map((e) => e.responseEnd));
          return { ms: t1 - t0, renderMs: t1 - dataAt };
        },
        { markup: c.markup, tag: c.tag, selector: c.selector, items: c.items },
      ),
      20000,
      `rendering ${c.label}`,
    );
    const after = await measure();
    // Warm: the same element removed and inserted again; its data is now held by the page (no
    // request), and the code is compiled: what remains is the rendering alone.
    const warmMs = await timeout(
      page.evaluate(
        async ({ markup, tag, selector, items }) => {
          const mount = document.getElementById('mount')!;
          mount.innerHTML = '';
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const done = window.__bench.when(() => {
            const found = mount.querySelector(tag)?.shadowRoot?.querySelectorAll(selector);
            return found && found.length === items && window.__bench.hasBox(found[0]);
          });
          const t0 = performance.now();
          mount.innerHTML = markup;
          return (await done) - t0;
        },
        { markup: c.markup, tag: c.tag, selector: c.selector, items: c.items },
      ),
      20000,
      `rendering ${c.label} again`,
    );
    return { ms, renderMs, warmMs, heap: after.heap - before.heap, nodes: after.nodes - before.nodes };
  });
}

export async function benchScale(browser: Browser, servers: BenchServers, runs: number, log: Log): Promise<{ cases: ScaleCase[]; runs: ScaleRun[][] }> {
  const { site, cases } = await scaleCases(servers);
  for (const c of cases) await scaleOnce(browser, servers, site, c); // warm-up, discarded
  const out: ScaleRun[][] = cases.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, c] of cases.entries()) out[k]!.push(await scaleOnce(browser, servers, site, c));
    log(
      `scale: run ${i + 1}/${runs}: ${cases.map((c, k) => `${c.group} ${c.items} ${out[k]!.at(-1)!.ms.toFixed(0)}/${out[k]!.at(-1)!.warmMs.toFixed(0)} ms`).join(', ')}`,
    );
  }
  return { cases, runs: out };
}

// ---------------------------------------------------------------------------------------------
// 5. Interaction
// ---------------------------------------------------------------------------------------------

export interface InteractionRun {
  /** Click on <shop-add-to-cart> → <shop-cart-count> shows the new number (ms). */
  element: number;
  /** fetch POST /guest-cart, then fetch GET /guest-cart, then the count written to a span (ms). */
  postGet: number;
  /** fetch POST /guest-cart (its answer is the cart), then the count written to a span (ms). */
  post: number;
}

async function variantOf(servers: BenchServers, site: string, productId: number): Promise<number> {
  const res = await fetch(`${servers.sandboxUrl}/api/storefront/v1/products/${productId}`, { headers: { 'X-Service-Site-Key': site } });
  const body = (await res.json()) as { product: { variants: { variant_id: number | string }[] } };
  return Number(body.product.variants[0]!.variant_id);
}

async function interactionOnce(browser: Browser, servers: BenchServers, site: string, ids: { p: number; v: number }[], i: number): Promise<InteractionRun> {
  return withPage(browser, {}, async (page) => {
    await page.goto(servers.page('shell', site), { waitUntil: 'load' });
    await page.evaluate(({ p, v }) => {
      document.getElementById('mount')!.innerHTML =
        `<shop-cart-count></shop-cart-count><shop-add-to-cart product-id="${p}" variant-id="${v}">Add</shop-add-to-cart><span id="bare"></span>`;
    }, ids[0]!);
    await page.waitForFunction(() => window.__bench.inShadow('shop-cart-count', '[part="count"]')?.textContent?.trim());
    // The POST preflight is made once before timing (answered 422), so that no measure pays it.
    await page.evaluate(
      async ({ api, site }) => {
        await fetch(`${api}/api/storefront/v1/guest-cart`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'X-Service-Site-Key': site, 'Content-Type': 'application/json' },
          body: '{}',
          credentials: 'include',
          mode: 'cors',
        });
      },
      { api: servers.sandboxUrl, site },
    );

    const element = () =>
      page.evaluate(async () => {
        const count = () => Number(window.__bench.inShadow('shop-cart-count', '[part="count"]')?.textContent?.trim() || 'NaN');
        const before = count();
        const button = window.__bench.inShadow('shop-add-to-cart', 'button') as HTMLButtonElement;
        const done = window.__bench.when(() => count() > before);
        const t0 = performance.now();
        button.click();
        return (await done) - t0;
      });
    const bare = (withGet: boolean, item: { p: number; v: number }) =>
      page.evaluate(
        async ({ api, site, p, v, withGet }) => {
          const span = document.getElementById('bare')!;
          const headers: Record<string, string> = { Accept: 'application/json', 'X-Service-Site-Key': site };
          let expected = '';
          const done = window.__bench.when(() => expected !== '' && span.textContent === expected);
          const t0 = performance.now();
          const post = await fetch(`${api}/api/storefront/v1/guest-cart`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ data: { [v]: { product_id: p, quantity: 1 } } }),
            credentials: 'include',
            mode: 'cors',
          });
          let cart = (await post.json()) as { count: number };
          if (withGet) {
            const get = await fetch(`${api}/api/storefront/v1/guest-cart`, { headers, credentials: 'include', mode: 'cors' });
            cart = (await get.json()) as { count: number };
          }
          expected = String(cart.count);
          span.textContent = expected;
          return (await done) - t0;
        },
        { api: servers.sandboxUrl, site, p: item.p, v: item.v, withGet },
      );

    const out: Partial<InteractionRun> = {};
    const steps: [keyof InteractionRun, () => Promise<number>][] = [
      ['element', element],
      ['postGet', () => bare(true, ids[1]!)],
      ['post', () => bare(false, ids[2]!)],
    ];
    // Rotate the order from run to run.
    for (let k = 0; k < steps.length; k++) {
      const [name, run] = steps[(k + i) % steps.length]!;
      out[name] = await timeout(run(), 20000, name);
    }
    return out as InteractionRun;
  });
}

export async function benchInteraction(browser: Browser, servers: BenchServers, runs: number, log: Log): Promise<InteractionRun[]> {
  const site = await servers.newSite();
  const ids = await Promise.all([110, 112, 117].map(async (p) => ({ p, v: await variantOf(servers, site, p) })));
  await interactionOnce(browser, servers, site, ids, 0); // warm-up, discarded
  const out: InteractionRun[] = [];
  for (let i = 0; i < runs; i++) {
    out.push(await interactionOnce(browser, servers, site, ids, i));
    const r = out.at(-1)!;
    log(`interaction: run ${i + 1}/${runs}: element ${r.element.toFixed(1)} ms, POST+GET ${r.postGet.toFixed(1)} ms, POST ${r.post.toFixed(1)} ms`);
  }
  return out;
}
