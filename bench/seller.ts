/**
 * The seller section of the bench (issue 31): `shop-elements catalog push` of a big catalog to
 * the sandbox over a slow, pushing-back link, as a process of its own.
 *
 * 1. A catalog file of `items` products is pushed to a fresh site whose server API waits
 *    `latencyMs` before each request and answers 429 (`Retry-After: 1`) every `rateLimitEvery`
 *    requests (sandbox/server-pacing.ts): items per second, the process's peak memory (VmHWM,
 *    read from /proc while it runs), the 429s the sandbox sent and the push-backs the command saw
 *    and waited out.
 * 2. The same file to another fresh site, the command killed (SIGKILL) once half the items are
 *    done, then run again to the end: every product of the site is compared with the mapping
 *    file (no title twice, every key's id the platform's, nothing left pending).
 *
 * Run alone: `node --import tsx bench/seller.ts [--items 10000] [--latency 150] [--every 50]
 * [--concurrency N] [--no-kill]` (`--no-kill`: the first push alone, to compare concurrencies);
 * in the bench: `node --import tsx bench/run.ts --only seller`. The command is `dist/cli.js`
 * (build first), or the TypeScript source with `--source`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startSandbox } from '../sandbox/serve.js';
import { CatalogAdminClient, type CatalogMapping } from '../src/server/index.js';

export interface SellerOptions {
  /** Products in the catalog file (10,000 in the bench). */
  items: number;
  /** Milliseconds the sandbox waits before each server API request (150 in the bench). */
  latencyMs: number;
  /** A 429 every this many requests (50 in the bench). */
  rateLimitEvery: number;
  /** `--concurrency` of the command; its default when unset. */
  concurrency?: number;
  /** Run `src/server/cli.ts` through tsx instead of `dist/cli.js`. */
  source?: boolean;
  /** Leave out the kill and the second run (comparing concurrencies); false by default. */
  noKill?: boolean;
  log: (line: string) => void;
}

/** One budget of the section (the shape bench/run.ts prints). */
export interface SellerBudget {
  name: string;
  value: number;
  limit: number;
  unit: string;
  ok: boolean;
}

export interface SellerReport {
  text: string;
  json: Record<string, unknown>;
  budgets: SellerBudget[];
}

/** The section's budgets (issue 31, "Done when"). */
export const SELLER_BUDGETS = { seconds: 180, peakMb: 400 };

interface CliRun {
  code: number | null;
  signal: string | null;
  seconds: number;
  /** Peak resident memory of the process (VmHWM), MB. */
  peakMb: number;
  /** Item lines printed (`--json`). */
  items: number;
  summary: Record<string, any> | undefined;
  stderr: string;
}

function cliCommand(source: boolean): string[] {
  if (!source && existsSync('dist/cli.js')) return ['bin/shop-elements.mjs'];
  return ['--import', 'tsx', 'src/server/cli.ts'];
}

/** Peak resident memory of a process so far (VmHWM of /proc/<pid>/status), MB; 0 where /proc is not there. */
function peakOf(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs the command; SIGKILLs it once `killAfter` item lines were printed. */
function runCli(args: string[], source: boolean, killAfter?: number): Promise<CliRun> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...cliCommand(source), 'catalog', 'push', ...args, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let peakMb = 0;
    const poll = setInterval(() => (peakMb = Math.max(peakMb, peakOf(child.pid as number))), 100);
    let items = 0;
    let rest = '';
    let summary: Record<string, any> | undefined;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      const lines = (rest + d.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{"type":"item"')) items += 1;
        else if (line.startsWith('{"type":"summary"') || line.startsWith('{"type":"error"')) summary = JSON.parse(line) as Record<string, any>;
      }
      if (killAfter !== undefined && items >= killAfter && child.exitCode === null) {
        peakMb = Math.max(peakMb, peakOf(child.pid as number));
        child.kill('SIGKILL');
      }
    });
    child.on('close', (code, signal) => {
      clearInterval(poll);
      resolve({ code, signal, seconds: (performance.now() - started) / 1000, peakMb, items, summary, stderr });
    });
  });
}

/** Runs the section; see the module comment. */
export async function sellerBench(opts: SellerOptions): Promise<SellerReport> {
  const { log } = opts;
  const dir = await mkdtemp(join(tmpdir(), 'shop-seller-bench-'));
  const sandbox = await startSandbox({ port: 0 });
  try {
    const newSite = async () => {
      const res = await fetch(`${sandbox.url}/__sandbox/sites`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"origins":[]}' });
      return (await res.json()) as { site_key: string; server_key: string };
    };
    const pace = async (siteKey: string, change: Record<string, number>) =>
      (await (
        await fetch(`${sandbox.url}/__sandbox/server-pacing`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ site_key: siteKey, ...change }),
        })
      ).json()) as { counts: { requests: number; rate_limited: number } };
    const counts = async (siteKey: string) =>
      ((await (await fetch(`${sandbox.url}/__sandbox/server-pacing?site_key=${siteKey}`)).json()) as { counts: { requests: number; rate_limited: number } })
        .counts;
    const pacing = { latency_ms: opts.latencyMs, rate_limit_every: opts.rateLimitEvery, retry_after_s: 1 };

    const file = join(dir, 'catalog.json');
    const products = Array.from({ length: opts.items }, (_, i) => ({
      key: `BENCH-${i + 1}`,
      title: `Bench product ${i + 1}`,
      category: 'apparel',
      description_html: `<p>Bench product ${i + 1}: a plain product with two sizes.</p>`,
      featured_image: `https://cdn.example.com/bench/${i + 1}.png`,
      status: 'publish',
      base_price: 10000 + (i % 50) * 100,
      options: ['Size'],
      variants: [
        { option1: 'M', stock: 10, sku: `B${i + 1}-M` },
        { option1: 'L', stock: 10, sku: `B${i + 1}-L` },
      ],
    }));
    await writeFile(file, JSON.stringify({ language: 'en', products }));
    const concurrency = opts.concurrency ? ['--concurrency', String(opts.concurrency)] : [];

    // 1. One whole push.
    const site = await newSite();
    await pace(site.site_key, pacing);
    log(`seller: pushing ${opts.items} products at ${opts.latencyMs} ms, a 429 every ${opts.rateLimitEvery} requests…`);
    const full = await runCli(
      [file, '--base-url', sandbox.url, '--key', site.server_key, '--mapping', join(dir, 'full.mapping.json'), ...concurrency],
      opts.source === true,
    );
    const sent = await counts(site.site_key);
    const requests = full.summary?.requests ?? {};
    log(`seller: ${full.seconds.toFixed(1)} s, exit ${full.code}, peak ${full.peakMb.toFixed(0)} MB`);

    if (opts.noKill) {
      const text = `seller: ${opts.items} products, concurrency ${requests.concurrency} (lowest ${requests.lowest_limit}): ${full.seconds.toFixed(1)} s, ${(opts.items / full.seconds).toFixed(1)} items/s, peak ${full.peakMb.toFixed(0)} MB, 429s ${sent.rate_limited}/${requests.push_backs}`;
      return { text, budgets: [], json: { items: opts.items, seconds: full.seconds, peak_mb: full.peakMb, requests, sandbox: sent } };
    }

    // 2. Killed in the middle, then run again.
    const killedSite = await newSite();
    await pace(killedSite.site_key, pacing);
    const mappingFile = join(dir, 'killed.mapping.json');
    const args = [file, '--base-url', sandbox.url, '--key', killedSite.server_key, '--mapping', mappingFile, ...concurrency];
    log('seller: the same push to another site, killed half-way…');
    const killed = await runCli(args, opts.source === true, Math.floor(opts.items / 2));
    log(`seller: killed (${killed.signal}) after ${killed.items} items; running again…`);
    const rerun = await runCli(args, opts.source === true);
    // Read the platform without pacing.
    await pace(killedSite.site_key, { latency_ms: 0, rate_limit_every: 0 });
    const admin = new CatalogAdminClient({ baseUrl: sandbox.url, key: killedSite.server_key });
    const byTitle = new Map<string, number[]>();
    for (let page = 1; ; page += 1) {
      const found = await admin.listProducts({ search: 'Bench product ', limit: 100, page });
      for (const p of found.data) byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), p.product_id]);
      if (page >= found.lastPage) break;
    }
    const mapping = JSON.parse(await readFile(mappingFile, 'utf8')) as CatalogMapping;
    const duplicates = [...byTitle.values()].filter((ids) => ids.length > 1).length;
    let lost = 0;
    let wrong = 0;
    for (let i = 1; i <= opts.items; i += 1) {
      const mapped = mapping.products[`BENCH-${i}`]?.product_id;
      const onPlatform = byTitle.get(`Bench product ${i}`);
      if (mapped === undefined) lost += 1;
      else if (!onPlatform?.includes(mapped)) wrong += 1;
    }
    const missing = opts.items - byTitle.size;
    const pending = Object.keys(mapping.pending?.products ?? {}).length;
    const mappingOk = duplicates === 0 && lost === 0 && wrong === 0 && missing === 0 && pending === 0 && killed.signal === 'SIGKILL' && rerun.code === 0;

    const itemsPerSecond = opts.items / full.seconds;
    const waitedOut = full.code === 0 && full.summary?.failed === 0 && requests.push_backs === sent.rate_limited;
    const budgets: SellerBudget[] = [
      {
        name: `seller: ${opts.items} products pushed at ${opts.latencyMs} ms`,
        value: Math.round(full.seconds),
        limit: SELLER_BUDGETS.seconds,
        unit: 's',
        ok: full.seconds < SELLER_BUDGETS.seconds,
      },
      {
        name: 'seller: peak memory of the command',
        value: Math.round(full.peakMb),
        limit: SELLER_BUDGETS.peakMb,
        unit: 'MB',
        ok: full.peakMb < SELLER_BUDGETS.peakMb,
      },
      {
        name: 'seller: kill half-way + second run: duplicates, lost or wrong ids',
        value: duplicates + lost + wrong + missing + pending,
        limit: 0,
        unit: '',
        ok: mappingOk,
      },
      {
        name: 'seller: 429s not waited out (sent − seen, or failed items)',
        value: Math.abs((sent.rate_limited ?? 0) - (requests.push_backs ?? 0)) + (full.summary?.failed ?? 1),
        limit: 0,
        unit: '',
        ok: waitedOut,
      },
    ];
    const rows: [string, string][] = [
      ['products', String(opts.items)],
      ['latency, 429 every', `${opts.latencyMs} ms, ${opts.rateLimitEvery} requests (Retry-After: 1)`],
      ['concurrency (max → lowest)', `${requests.concurrency ?? '?'} → ${requests.lowest_limit ?? '?'}`],
      ['time, items/s', `${full.seconds.toFixed(1)} s, ${itemsPerSecond.toFixed(1)} items/s`],
      ['peak memory (VmHWM)', `${full.peakMb.toFixed(0)} MB`],
      ['requests the sandbox saw', String(sent.requests)],
      ['429s sent / seen / waited (s)', `${sent.rate_limited} / ${requests.push_backs ?? '?'} / ${((requests.waited_ms ?? 0) / 1000).toFixed(1)}`],
      ['requests sent again', String(requests.retried ?? '?')],
      ['kill half-way', `${killed.signal ?? `exit ${killed.code}`} after ${killed.items} items, ${killed.seconds.toFixed(1)} s`],
      [
        'second run',
        `exit ${rerun.code}, ${rerun.seconds.toFixed(1)} s: created ${rerun.summary?.created}, unchanged ${rerun.summary?.unchanged}, found after a lost answer ${rerun.summary?.requests?.recovered ?? 0}`,
      ],
      [
        'platform vs mapping',
        `${byTitle.size} products; duplicates ${duplicates}, lost ids ${lost}, wrong ids ${wrong}, missing ${missing}, pending ${pending}`,
      ],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    const text = [
      '',
      `Seller: catalog push of ${opts.items} products (a process of its own; bench/seller.ts)`,
      ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`),
      ...budgets.map(
        (b) => `  ${b.ok ? 'ok    ' : 'BROKEN'} ${b.name}: ${b.value}${b.unit ? ` ${b.unit}` : ''} (limit ${b.limit === 0 ? '0' : `< ${b.limit}`})`,
      ),
    ].join('\n');
    return {
      text,
      budgets,
      json: {
        items: opts.items,
        latency_ms: opts.latencyMs,
        rate_limit_every: opts.rateLimitEvery,
        seconds: full.seconds,
        items_per_second: itemsPerSecond,
        peak_mb: full.peakMb,
        sandbox: sent,
        requests,
        kill: { signal: killed.signal, items: killed.items },
        rerun: {
          code: rerun.code,
          seconds: rerun.seconds,
          created: rerun.summary?.created,
          unchanged: rerun.summary?.unchanged,
          requests: rerun.summary?.requests,
        },
        mapping: { products: byTitle.size, duplicates, lost, wrong, missing, pending, ok: mappingOk },
      },
    };
  } finally {
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  }
}

// Run alone: `node --import tsx bench/seller.ts [--items N] [--latency MS] [--every N] [--concurrency N] [--source]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      items: { type: 'string' },
      latency: { type: 'string' },
      every: { type: 'string' },
      concurrency: { type: 'string' },
      source: { type: 'boolean' },
      'no-kill': { type: 'boolean' },
    },
  });
  const report = await sellerBench({
    items: Number(values.items ?? 10_000),
    latencyMs: Number(values.latency ?? 150),
    rateLimitEvery: Number(values.every ?? 50),
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
    source: values.source === true,
    noKill: values['no-kill'] === true,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  console.log(report.text);
  process.exitCode = report.budgets.every((b) => b.ok) ? 0 : 1;
}
