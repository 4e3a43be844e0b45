/**
 * `shop-elements catalog push` at scale, against the sandbox over real HTTP (issue 31): writes
 * `--concurrency` at a time; 429s with Retry-After waited out and retried; creates whose answer
 * was lost looked up, never sent twice; the command killed (SIGKILL) at several moments and run
 * again, with no duplicate and no lost id; a catalog file read item by item (its top level in
 * any order, a broken item named); the adaptive pace and the journal on their own. No timing
 * figure is asserted here: speed and memory are the bench's (bench/seller.ts).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../sandbox/serve.js';
import { main } from '../../src/server/cli.js';
import { fileSource, scanCatalog } from '../../src/server/catalog-source.js';
import { replayJournal } from '../../src/server/mapping-journal.js';
import { Pace, retryAfterMs } from '../../src/server/pace.js';
import { CatalogAdminClient, type CatalogMapping, emptyMapping } from '../../src/server/index.js';

type Json = Record<string, any>;

let sandbox: RunningSandbox;
let dir: string;
before(async () => {
  sandbox = await startSandbox({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'shop-push-scale-'));
});
after(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

async function newSite(): Promise<{ siteKey: string; serverKey: string; admin: CatalogAdminClient }> {
  const res = await fetch(`${sandbox.url}/__sandbox/sites`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"origins":[]}' });
  const body = (await res.json()) as Json;
  return { siteKey: body.site_key, serverKey: body.server_key, admin: new CatalogAdminClient({ baseUrl: sandbox.url, key: body.server_key }) };
}

async function pace(siteKey: string, change: Json): Promise<void> {
  const res = await fetch(`${sandbox.url}/__sandbox/server-pacing`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site_key: siteKey, ...change }),
  });
  assert.equal(res.status, 200);
}

async function pacingCounts(siteKey: string): Promise<Json> {
  return ((await (await fetch(`${sandbox.url}/__sandbox/server-pacing?site_key=${siteKey}`)).json()) as Json).counts;
}

/** A catalog file of `count` products titled `<prefix> <n>` (category by name, so the first request is a read). */
async function bulkCatalog(name: string, prefix: string, count: number): Promise<string> {
  const products = Array.from({ length: count }, (_, i) => ({
    key: `${prefix}-${i + 1}`,
    title: `${prefix} ${i + 1}`,
    category: 'apparel',
    featured_image: `https://cdn.example.com/bulk/${i + 1}.png`,
    base_price: 1000 + i,
    status: 'publish',
  }));
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify({ language: 'ko', products }, null, 1));
  return file;
}

/** Every product of the site whose title starts with `prefix `, as title → ids. */
async function platformProducts(admin: CatalogAdminClient, prefix: string): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  for (let page = 1; ; page += 1) {
    const found = await admin.listProducts({ search: `${prefix} `, limit: 100, page });
    for (const p of found.data) if (p.title.startsWith(`${prefix} `)) out.set(p.title, [...(out.get(p.title) ?? []), p.product_id]);
    if (page >= found.lastPage) return out;
  }
}

/** Checks the platform against the mapping: every item once, every id in the mapping, nothing pending. */
async function assertExact(admin: CatalogAdminClient, prefix: string, count: number, mappingFile: string): Promise<void> {
  const onPlatform = await platformProducts(admin, prefix);
  const duplicated = [...onPlatform].filter(([, ids]) => ids.length > 1);
  assert.deepEqual(duplicated, [], 'no item was created twice');
  assert.equal(onPlatform.size, count, 'every item is on the platform');
  const mapping = JSON.parse(await readFile(mappingFile, 'utf8')) as CatalogMapping;
  assert.equal(mapping.pending, undefined, 'no create is left pending');
  assert.equal(Object.keys(mapping.products).length, count, 'every key is in the mapping');
  for (let i = 1; i <= count; i += 1) {
    assert.deepEqual([mapping.products[`${prefix}-${i}`]?.product_id], onPlatform.get(`${prefix} ${i}`), `the mapping holds the id of ${prefix}-${i}`);
  }
}

async function push(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['catalog', 'push', ...args], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs the command as a process; `killAfter(lines)` SIGKILLs it once that many item lines were printed. */
function run(args: string[], killAfterLines?: number): Promise<{ code: number | null; signal: string | null; lines: number; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'catalog', 'push', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let lines = 0;
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      err += text;
      lines += (text.match(/^\[\s*\d+\/\d+\]/gm) ?? []).length;
      if (killAfterLines !== undefined && lines >= killAfterLines && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('close', (code, signal) => resolve({ code, signal, lines, err }));
  });
}

describe('catalog push at scale', () => {
  it('writes concurrently, waits out every 429 (Retry-After) and creates each item once', async () => {
    const site = await newSite();
    await pace(site.siteKey, { rate_limit_every: 7, retry_after_s: 1 });
    const file = await bulkCatalog('rate-limited', 'Paced', 60);
    const first = await push([file, '--base-url', sandbox.url, '--key', site.serverKey, '--concurrency', '8', '--json']);
    assert.equal(first.code, 0, first.out);
    const lines = first.out.split('\n').map((l) => JSON.parse(l) as Json);
    const summary = lines.at(-1)!;
    assert.equal(summary.created, 60);
    assert.equal(lines.filter((l) => l.type === 'item').length, 60, 'one line per item');
    const counts = await pacingCounts(site.siteKey);
    assert.ok(counts.rate_limited >= 8, `the sandbox pushed back (${counts.rate_limited})`);
    assert.equal(summary.requests.push_backs, counts.rate_limited, 'every 429 was seen');
    assert.ok(summary.requests.lowest_limit < 8, 'the concurrency went down after a 429');
    assert.ok(summary.requests.waited_ms >= counts.rate_limited * 1000, 'every Retry-After was waited out');
    await assertExact(site.admin, 'Paced', 60, file.replace(/\.json$/, '.mapping.json'));
  });

  it('looks up a create whose answer was lost instead of sending it again', async () => {
    const site = await newSite();
    await pace(site.siteKey, { lose_answers: 3 });
    const file = await bulkCatalog('lost', 'Lost', 12);
    const first = await push([file, '--base-url', sandbox.url, '--key', site.serverKey, '--concurrency', '4', '--json']);
    assert.equal(first.code, 0, first.out);
    const lines = first.out.split('\n').map((l) => JSON.parse(l) as Json);
    assert.equal(lines.filter((l) => l.recovered === true).length, 3, 'three items were found, not created again');
    assert.equal(lines.at(-1)!.requests.recovered, 3);
    assert.equal((await pacingCounts(site.siteKey)).answers_lost, 3);
    await assertExact(site.admin, 'Lost', 12, file.replace(/\.json$/, '.mapping.json'));
  });

  it('adopts a create left pending by a run that died, with no second POST', async () => {
    const site = await newSite();
    const file = await bulkCatalog('pending', 'Pending', 3);
    // What a run killed after its POST left: the journal says "pending", the platform has the item.
    const made = await site.admin.createProduct({
      title: 'Pending 2',
      category_id: 11,
      featured_image: 'https://cdn.example.com/bulk/2.png',
      base_price: 1001,
    });
    const mappingFile = file.replace(/\.json$/, '.mapping.json');
    const pending = { title: 'Pending 2', category_id: 11, digest: 'older', since: new Date().toISOString() };
    await writeFile(`${mappingFile}.journal`, `${JSON.stringify({ op: 'pending', kind: 'product', key: 'Pending-2', create: pending })}\n{"op":"mapped","ki`);
    // Not the mapping of another site: the journal alone.
    const result = await push([file, '--base-url', sandbox.url, '--key', site.serverKey, '--json']);
    assert.equal(result.code, 0, result.out);
    const item = result.out
      .split('\n')
      .map((l) => JSON.parse(l) as Json)
      .find((l) => l.key === 'Pending-2');
    assert.deepEqual([item?.action, item?.id, item?.recovered], ['created', made.product_id, true]);
    await assertExact(site.admin, 'Pending', 3, mappingFile);
    // The digest differed: the found item was updated to the catalog's payload.
    assert.equal((await site.admin.getProduct(made.product_id)).base_price, 1001);
  });

  it('survives SIGKILL at several moments: the next run duplicates nothing and loses no id', async () => {
    const site = await newSite();
    await pace(site.siteKey, { latency_ms: 15, rate_limit_every: 40, retry_after_s: 1 });
    const count = 240;
    const file = await bulkCatalog('killed', 'Killed', count);
    const args = [file, '--base-url', sandbox.url, '--key', site.serverKey, '--concurrency', '12'];
    let done = 0;
    for (const after of [1, 40, 110]) {
      const killed = await run(args, done + after);
      assert.equal(killed.signal, 'SIGKILL', `the run was killed (it printed ${killed.lines} lines):\n${killed.err.slice(-500)}`);
      // Items "unchanged" on the next run were kept by the journal; count what is in the mapping so far.
      done = killed.lines;
    }
    const last = await run(args);
    assert.equal(last.code, 0, last.err.slice(-2000));
    await assertExact(site.admin, 'Killed', count, file.replace(/\.json$/, '.mapping.json'));
    const again = await push(args);
    assert.match(again.out, new RegExp(`created 0, updated 0, unchanged ${count}, failed 0`));
  });

  it('reads a catalog file item by item: the top level in any order, a broken item named', async () => {
    const file = join(dir, 'order.json');
    await writeFile(
      file,
      '\ufeff{ "products": [ {"key":"a","title":"A \\"quoted\\" ]}","category_id":11,"featured_image":"https://x.example/a.png"} ], "language" : "en" }',
    );
    const source = await fileSource(file);
    assert.deepEqual(source.top, { language: 'en' });
    assert.deepEqual(source.counts, { content: 0, product: 1 });
    assert.equal(([...source.items()][0]?.raw as Json).title, 'A "quoted" ]}');
    const dry = await push([file, '--dry-run', '--json']);
    assert.equal(dry.code, 0, dry.out);

    const broken = join(dir, 'broken.json');
    await writeFile(broken, '{"products": [{"key": "a"}, {"key": "b", "title": tru}]}');
    const result = await push([broken, '--dry-run']);
    assert.equal(result.code, 1);
    assert.match(result.err, /products\[1\] is not valid JSON/);
    assert.throws(() => scanCatalog(Buffer.from('{"products": [{"key": "a"}')), /line 1/);
    assert.throws(() => scanCatalog(Buffer.from('[1, 2]')), /must hold a JSON object/);
  });

  it('draws a progress bar on a terminal (items, rate, time left), plain lines elsewhere', async () => {
    const site = await newSite();
    const file = await bulkCatalog('bar', 'Bar', 8);
    let drawn = '';
    const terminal = Object.assign(
      new Writable({
        write(chunk, _encoding, done) {
          drawn += String(chunk);
          done();
        },
      }),
      { isTTY: true, columns: 120, rows: 40 },
    ) as unknown as NodeJS.WriteStream;
    const err: string[] = [];
    const code = await main(['catalog', 'push', file, '--base-url', sandbox.url, '--key', site.serverKey], {
      out: () => undefined,
      err: (l) => err.push(l),
      env: {},
      tty: terminal,
    });
    assert.equal(code, 0, err.join('\n'));
    const installed = await import('cli-progress' as string).then(
      () => true,
      () => false,
    );
    if (installed) {
      assert.match(drawn, /8\/8 items \| [\d.]+ items\/s \| .+ left/, 'the bar shows items done, the rate and the time left');
      assert.deepEqual(err, [], 'no plain line under the bar when nothing failed');
    } else {
      // Without the package, the command falls back to one line per item.
      assert.equal(err.filter((l) => /^\[\s*\d+\/8\] product/.test(l)).length, 8);
    }
  });

  it('refuses a --concurrency that is not a whole number from 1', async () => {
    for (const value of ['0', 'many', '2.5']) {
      const result = await push(['catalog.json', '--base-url', sandbox.url, '--key', 'k', '--concurrency', value]);
      assert.equal(result.code, 2, value);
      assert.match(result.err, /--concurrency must be a whole number/);
    }
  });
});

describe('Pace', () => {
  it('cuts the limit once per round of push-back and raises it again after calm answers', async () => {
    const pace = new Pace({ max: 10 });
    const tickets = await Promise.all(Array.from({ length: 10 }, () => pace.acquire()));
    // Ten requests of one round are pushed back: one cut.
    for (const t of tickets) pace.release(t, true);
    assert.equal(pace.limit, 8);
    assert.equal(pace.stats.push_backs, 10);
    // Four calm answers (half the limit) raise it by one.
    for (let i = 0; i < 4; i += 1) pace.release(await pace.acquire(), false);
    assert.equal(pace.limit, 9);
    // Never below min, never above max.
    for (let i = 0; i < 30; i += 1) pace.release(await pace.acquire(), true);
    assert.equal(pace.limit, 1);
    for (let i = 0; i < 200; i += 1) pace.release(await pace.acquire(), false);
    assert.equal(pace.limit, 10);
    assert.equal(pace.stats.lowest_limit, 1);
  });

  it('holds requests past the limit until a place is free', async () => {
    const pace = new Pace({ max: 2 });
    const a = await pace.acquire();
    await pace.acquire();
    let third = false;
    const waiting = pace.acquire().then(() => (third = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(third, false);
    pace.release(a, false);
    await waiting;
    assert.equal(third, true);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    assert.equal(retryAfterMs('3'), 3000);
    assert.equal(retryAfterMs(null), undefined);
    assert.equal(retryAfterMs('soon'), undefined);
    const now = Date.parse('2030-01-01T00:00:00Z');
    assert.equal(retryAfterMs('Tue, 01 Jan 2030 00:00:05 GMT', now), 5000);
    assert.equal(retryAfterMs('Tue, 01 Jan 2029 00:00:05 GMT', now), 0);
  });
});

describe('mapping journal', () => {
  it('replays changes idempotently and skips a line cut by a kill', () => {
    const mapping = emptyMapping('http://x', 'k');
    const create = { title: 'T', category_id: 11, digest: 'd', since: '2030-01-01T00:00:00Z' };
    const text = [
      { op: 'pending', kind: 'product', key: 'a', create },
      { op: 'mapped', kind: 'product', key: 'a', entry: { product_id: 7, digest: 'd' } },
      { op: 'pending', kind: 'product', key: 'a', create },
      { op: 'pending', kind: 'product', key: 'b', create },
      { op: 'pending', kind: 'product', key: 'c', create },
      { op: 'settled', kind: 'product', key: 'c' },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n');
    assert.equal(replayJournal(mapping, `${text}\n{"op":"mapped","kind":"pro`), 6);
    assert.deepEqual(mapping.products, { a: { product_id: 7, digest: 'd' } });
    assert.deepEqual(mapping.pending, { contents: {}, products: { b: create } });
    // Twice the same journal: the same mapping.
    const again = structuredClone(mapping);
    replayJournal(again, text);
    assert.deepEqual(again, mapping);
  });
});
