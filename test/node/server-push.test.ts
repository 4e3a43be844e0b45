/**
 * `shop-elements catalog push` against the sandbox over real HTTP
 * (`node --import tsx --test test/node/server-push.test.ts`): the documented example catalog,
 * a second run that changes nothing, updates that keep ids, an invalid file that changes
 * nothing and names every problem, refused keys, dry runs, local files sent as multipart, and
 * the command run as a process.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../sandbox/serve.js';
import { main } from '../../src/server/cli.js';
import { CatalogAdminClient, type CatalogMapping } from '../../src/server/index.js';

type Json = Record<string, any>;

let sandbox: RunningSandbox;
let dir: string;
before(async () => {
  sandbox = await startSandbox({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'shop-push-'));
});
after(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

async function newSite(): Promise<{ siteKey: string; serverKey: string; admin: CatalogAdminClient }> {
  const res = await fetch(`${sandbox.url}/__sandbox/sites`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ origins: [] }),
  });
  const body = (await res.json()) as Json;
  return { siteKey: body.site_key, serverKey: body.server_key, admin: new CatalogAdminClient({ baseUrl: sandbox.url, key: body.server_key }) };
}

/** A fresh folder holding a copy of the example catalog (and whatever `extra` adds). */
async function catalogCopy(name: string, edit?: (catalog: Json) => void): Promise<string> {
  const folder = join(dir, name);
  await cp('docs/examples', folder, { recursive: true });
  const file = join(folder, 'catalog.example.json');
  if (edit) {
    const catalog = JSON.parse(await readFile(file, 'utf8')) as Json;
    edit(catalog);
    await writeFile(file, JSON.stringify(catalog, null, 2));
  }
  return file;
}

interface Run {
  code: number;
  out: string;
  err: string;
  /** Requests sent, as `METHOD /path`. */
  requests: string[];
}

async function push(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const requests: string[] = [];
  const code = await main(['catalog', 'push', ...args], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env,
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname.replace('/api/public/v1', '')}`);
      return fetch(request);
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), requests };
}

const writes = (run: Run) => run.requests.filter((r) => !r.startsWith('GET'));
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A local port with nothing listening on it (a server is opened on it, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

/** Runs `node <args>` as a process. */
function command(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('catalog push', () => {
  it('creates the example catalog, then a second run changes nothing', async () => {
    const site = await newSite();
    const file = await catalogCopy('first');
    const first = await push([file, '--base-url', sandbox.url, '--key', site.serverKey, '--site-key', site.siteKey]);
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /created 6, updated 0, unchanged 0, failed 0/);
    // Progress: one line per item, with its id.
    assert.match(first.err, /\[1\/6\] content course-rust-101: created \(content_id \d+\)/);
    assert.match(first.err, /\[6\/6\] product SKU-WOOL-SOCKS: created \(product_id \d+\)/);
    // Category names were found with the category searches.
    assert.ok(first.requests.includes('GET /content-categories/search'));
    assert.ok(first.requests.includes('GET /product-categories/search'));

    const mapping = JSON.parse(await readFile(file.replace(/\.json$/, '.mapping.json'), 'utf8')) as CatalogMapping;
    assert.equal(mapping.target.base_url, sandbox.url);
    assert.ok(!JSON.stringify(mapping).includes(site.serverKey), 'the key itself is never stored');
    const rust = mapping.contents['course-rust-101']!;
    assert.equal(rust.content_type, 'vod');
    assert.equal(rust.option_ids.length, 1);
    assert.deepEqual(
      rust.chapters.map((ch) => ch.curriculum_ids.length),
      [2, 1],
    );

    // The storefront shows what was pushed, with the resolved categories.
    const stored = await site.admin.getContent(rust.content_id, { language: 'en' });
    assert.equal(stored.title, 'Rust for Beginners');
    assert.deepEqual(stored.category_ids, [18]);
    const shirt = await site.admin.getProduct(mapping.products['SKU-OXFORD-SHIRT']!.product_id);
    assert.equal(shirt.category_id, 11);
    assert.equal(shirt.variants.length, 3);
    const storefront = await fetch(`${sandbox.url}/api/storefront/v1/contents/${rust.content_id}?language=en`, {
      headers: { 'X-Service-Site-Key': site.siteKey },
    });
    assert.equal(((await storefront.json()) as Json).curriculums[0].option_id, rust.option_ids[0]);

    const second = await push([file, '--base-url', sandbox.url, '--key', site.serverKey, '--site-key', site.siteKey]);
    assert.equal(second.code, 0, second.err);
    assert.match(second.out, /created 0, updated 0, unchanged 6, failed 0/);
    assert.deepEqual(writes(second), []);
    assert.equal((await site.admin.listContents({ limit: 100 })).total, 18 + 4);
    assert.equal((await site.admin.listProducts({ limit: 100 })).total, 33 + 2);
  });

  it('updates a changed item in place, keeping the ids of its options and lessons', async () => {
    const site = await newSite();
    const file = await catalogCopy('update');
    const args = [file, '--base-url', sandbox.url, '--key', site.serverKey];
    assert.equal((await push(args)).code, 0);
    const mappingFile = file.replace(/\.json$/, '.mapping.json');
    const before = JSON.parse(await readFile(mappingFile, 'utf8')) as CatalogMapping;

    const catalog = JSON.parse(await readFile(file, 'utf8')) as Json;
    const rust = catalog.contents[0];
    rust.options[0].base_price = 99000;
    rust.chapters[0].items.push({ title: '도구', media_url: 'https://media.example.com/rust-101/tools.m3u8', duration_text: '04:00' });
    rust.chapters.pop();
    rust.translations.en.chapters.pop();
    catalog.products[0].variants.splice(1, 1);
    await writeFile(file, JSON.stringify(catalog));

    const run = await push(args);
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /created 0, updated 2, unchanged 4, failed 0/);
    assert.deepEqual(
      writes(run).map((w) => w.split(' ')[0]),
      ['PUT', 'PUT'],
    );
    const after = JSON.parse(await readFile(mappingFile, 'utf8')) as CatalogMapping;
    const [was, now] = [before.contents['course-rust-101']!, after.contents['course-rust-101']!];
    assert.equal(now.content_id, was.content_id);
    assert.deepEqual(now.option_ids, was.option_ids);
    assert.equal(now.chapters.length, 1);
    assert.equal(now.chapters[0]!.chapter_id, was.chapters[0]!.chapter_id);
    assert.deepEqual(now.chapters[0]!.curriculum_ids.slice(0, 2), was.chapters[0]!.curriculum_ids);
    const content = await site.admin.getContent(now.content_id);
    assert.equal(content.options[0]!.base_price, 99000);
    const shirt = await site.admin.getProduct(after.products['SKU-OXFORD-SHIRT']!.product_id);
    assert.equal(shirt.variants.length, 2);
  });

  it('changes nothing for an invalid file and names every problem with its item and field', async () => {
    const site = await newSite();
    const file = await catalogCopy('invalid', (catalog) => {
      catalog.contents[0].options.push({ title: '3개월', base_price: 49000, download_limit_days: 90 });
      catalog.contents[1].options[0].start_at = '2030-05-14 7pm';
      catalog.contents[2].options[0].end_at = '2030-06-01 13:00:00';
      catalog.contents[3].key = 'course-rust-101';
      catalog.products[0].variants[1].option3 = 'Slim';
      catalog.products[0].option_value_display_settings[0].color_hex = 'blue';
      catalog.products[1].tag_ids = [21, 22];
      catalog.products.push({ title: 'No key', category_id: 11, featured_image: 'https://cdn.example.com/x.png' });
      catalog.contents[2].installment_month = 40;
      catalog.contents.push({ ...catalog.contents[2], key: 'chapters-on-offline', chapters: catalog.contents[0].chapters });
    });
    const run = await push([file, '--base-url', sandbox.url, '--key', site.serverKey]);
    assert.equal(run.code, 1);
    assert.deepEqual(run.requests, [], 'nothing is sent when the file has problems');
    for (const line of [
      'contents[0] "course-rust-101" options: a vod content has exactly 1 option',
      'contents[1] "live-rust-qa-2030-05" options.0.start_at: must be a date and time written YYYY-MM-DD HH:MM:SS',
      'contents[2] "workshop-pottery-seoul" options.0.end_at: start_at must be before end_at',
      'contents[2] "workshop-pottery-seoul" installment_month: must be 0 to 36',
      'contents[3] "course-rust-101" key: "course-rust-101" is also the key of contents[0]',
      'contents[4] "chapters-on-offline" chapters: chapters are accepted only for vod contents, not for offline',
      'products[0] "SKU-OXFORD-SHIRT" variants.1.option3: the product has 2 options: option3 has no option',
      'products[0] "SKU-OXFORD-SHIRT" option_value_display_settings.0.color_hex: must be a color written #RRGGBB',
      'products[1] "SKU-WOOL-SOCKS" tag_ids: at most 1 tag at present',
      'products[2] key: is required',
    ])
      assert.ok(run.err.includes(line), `missing: ${line}\n${run.err}`);
    assert.match(run.err, /12 problems; nothing was sent/);
    await assert.rejects(readFile(file.replace(/\.json$/, '.mapping.json')));
    assert.equal((await site.admin.listContents({ limit: 100 })).total, 18);
  });

  it('reports unknown category names before writing anything', async () => {
    const site = await newSite();
    const file = await catalogCopy('categories', (catalog) => {
      catalog.contents[0].categories = ['programming', 'knitting'];
      catalog.products[0].category = 'Apparel & Shoes';
    });
    const run = await push([file, '--base-url', sandbox.url, '--key', site.serverKey]);
    assert.equal(run.code, 1);
    assert.deepEqual(writes(run), []);
    assert.match(run.err, /contents\[0\] "course-rust-101" categories\.1: no content category is named "knitting"/);
    assert.match(run.err, /products\[0\] "SKU-OXFORD-SHIRT" category: no product category is named "Apparel & Shoes"/);
  });

  it('answers a wrong key with status 3 and one message, at the first request', async () => {
    // The example catalog names its categories: the first request is a category search.
    const file = await catalogCopy('wrong-key');
    const run = await push([file, '--base-url', sandbox.url, '--key', 'sv_not_a_key']);
    assert.equal(run.code, 3, run.err);
    assert.deepEqual(run.requests, ['GET /content-categories/search'], 'stops at the first request');
    assert.equal(lines(run.err).length, 1, `one message, no per-item list:\n${run.err}`);
    assert.match(run.err, new RegExp(`^shop-elements: the platform at ${escapeRe(sandbox.url)} refused the key \\(401\\): .*wrong`));
    assert.equal(run.out, '');
    await assert.rejects(readFile(file.replace(/\.json$/, '.mapping.json')));
  });

  it("stops at a refused key when the first request is a write (401), and at another site's key (403)", async () => {
    const site = await newSite();
    const other = await newSite();
    const file = await catalogCopy('keys', (catalog) => {
      // Category ids instead of names: the first request is a write.
      for (const c of catalog.contents) {
        delete c.categories;
        c.category_ids = [18];
      }
      for (const p of catalog.products) {
        delete p.category;
        p.category_id = 11;
      }
    });
    const wrong = await push([file, '--base-url', sandbox.url, '--key', 'sv_not_a_key']);
    assert.equal(wrong.code, 3, wrong.err);
    assert.deepEqual(wrong.requests, ['POST /contents']);
    assert.equal(lines(wrong.err).length, 1, wrong.err);
    assert.match(wrong.err, /refused the key \(401\)/);
    assert.equal(wrong.out, '');

    const crossed = await push([file, '--base-url', sandbox.url, '--key', other.serverKey, '--site-key', site.siteKey]);
    assert.equal(crossed.code, 3, crossed.err);
    assert.deepEqual(crossed.requests, ['POST /contents']);
    assert.equal(lines(crossed.err).length, 1, crossed.err);
    assert.match(crossed.err, /refused the key \(403\): .*another site/);
    assert.equal((await site.admin.listContents({ limit: 100 })).total, 18);
    assert.equal((await other.admin.listContents({ limit: 100 })).total, 18);
  });

  it('answers an unreachable platform with status 4 and one message naming the address', async () => {
    const address = `http://127.0.0.1:${await closedPort()}`;
    const file = await catalogCopy('unreachable');
    const run = await push([file, '--base-url', address, '--key', 'sv_any']);
    assert.equal(run.code, 4, run.err);
    // The first request (a read, tried again twice) and nothing after it.
    assert.deepEqual([...new Set(run.requests)], ['GET /content-categories/search']);
    assert.equal(lines(run.err).length, 1, `one message, no per-item list:\n${run.err}`);
    assert.match(run.err, new RegExp(`^shop-elements: cannot reach the platform at ${escapeRe(address)}\\b.*ECONNREFUSED`));
    assert.equal(run.out, '');
    await assert.rejects(readFile(file.replace(/\.json$/, '.mapping.json')));
  });

  it('refuses a mapping file made for another site', async () => {
    const site = await newSite();
    const other = await newSite();
    const file = await catalogCopy('mapping');
    assert.equal((await push([file, '--base-url', sandbox.url, '--key', site.serverKey])).code, 0);
    const run = await push([file, '--base-url', sandbox.url, '--key', other.serverKey]);
    assert.equal(run.code, 1);
    assert.match(run.err, /holds the ids of another platform or site/);
    assert.deepEqual(run.requests, []);
    const json = await push([file, '--base-url', sandbox.url, '--key', other.serverKey, '--json']);
    assert.equal(json.code, 1);
    assert.equal(json.err, '');
    const error = JSON.parse(json.out) as Json;
    assert.deepEqual([error.type, error.exit_code, error.error], ['error', 1, 'failed']);
    assert.match(error.message, /holds the ids of another platform or site/);
    const separate = await push([file, '--base-url', sandbox.url, '--key', other.serverKey, '--mapping', join(dir, 'mapping', 'other.mapping.json')]);
    assert.equal(separate.code, 0, separate.err);
    assert.match(separate.out, /created 6/);
  });

  it('plans without writing on --dry-run', async () => {
    const site = await newSite();
    const file = await catalogCopy('dry');
    const online = await push([file, '--dry-run', '--base-url', sandbox.url, '--key', site.serverKey]);
    assert.equal(online.code, 0, online.err);
    assert.match(online.out, /Dry run \(nothing written\): created 6, updated 0, unchanged 0, failed 0/);
    assert.match(online.err, /content course-rust-101: would be created/);
    assert.deepEqual(writes(online), []);
    await assert.rejects(readFile(file.replace(/\.json$/, '.mapping.json')));
    const offline = await push([file, '--dry-run']);
    assert.equal(offline.code, 0);
    assert.deepEqual(offline.requests, []);
    assert.match(offline.err, /Category names were not looked up/);
  });

  it('sends local image and digital files as multipart parts', async () => {
    const site = await newSite();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    const file = await catalogCopy('files', (catalog) => {
      catalog.products[1].featured_image = { file: 'socks.svg' };
      catalog.contents[3].options[0].files = [{ file: 'book.pdf' }];
    });
    await writeFile(join(dir, 'files', 'socks.svg'), svg);
    await writeFile(join(dir, 'files', 'book.pdf'), '%PDF-1.4');
    const run = await push([file, '--base-url', sandbox.url, '--key', site.serverKey]);
    assert.equal(run.code, 0, run.err);
    const mapping = JSON.parse(await readFile(file.replace(/\.json$/, '.mapping.json'), 'utf8')) as CatalogMapping;
    const socks = await site.admin.getProduct(mapping.products['SKU-WOOL-SOCKS']!.product_id);
    assert.match(socks.featured_image as string, /\/__sandbox\/uploads\/.+\.svg$/);
    assert.equal(await (await fetch(socks.featured_image as string)).text(), svg);
    const ebook = await site.admin.getContent(mapping.contents['ebook-weeknight-recipes']!.content_id);
    assert.equal((ebook.options[0]!.files as Json[])[0]!.name, 'book.pdf');

    // A changed file is a changed item; a missing one is a problem of the file.
    await writeFile(join(dir, 'files', 'socks.svg'), svg.replace('4', '5'));
    assert.match((await push([file, '--base-url', sandbox.url, '--key', site.serverKey])).out, /updated 1, unchanged 5/);
    await rm(join(dir, 'files', 'book.pdf'));
    const missing = await push([file, '--base-url', sandbox.url, '--key', site.serverKey]);
    assert.equal(missing.code, 1);
    assert.match(missing.err, /contents\[3\] "ebook-weeknight-recipes" options\.0\.files\.0: file not found: book\.pdf/);
  });

  it('answers usage errors with status 2, the reason and the usage', async () => {
    assert.equal((await push([])).code, 2);
    const unknown = await push(['x.json', '--colour']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /^shop-elements: unknown option --colour\n\nUsage: shop-elements catalog push <file>/);
    assert.match(unknown.err, /Exit status:\n {2}0 {2}done\n {2}1 .*\n {2}2 .*\n {2}3 .*refused the key.*\n {2}4 .*could not be reached/);
    assert.equal(unknown.out, '');
    const noValue = await push(['x.json', '--base-url', sandbox.url, '--key']);
    assert.equal(noValue.code, 2);
    assert.match(noValue.err, /--key <value>' argument missing/);
    const flagValue = await push(['x.json', '--dry-run=yes']);
    assert.equal(flagValue.code, 2);
    assert.match(flagValue.err, /'--dry-run' does not take an argument/);
    const noKey = await push(['x.json', '--base-url', sandbox.url]);
    assert.equal(noKey.code, 2);
    assert.match(noKey.err, /--key \(or SHOP_SERVER_KEY\) is required/);
    assert.deepEqual([...unknown.requests, ...noValue.requests, ...noKey.requests], []);
    const json = await push(['x.json', '--colour', '--json']);
    assert.equal(json.code, 2);
    assert.deepEqual(JSON.parse(json.out), { type: 'error', exit_code: 2, error: 'usage', message: 'unknown option --colour' });
  });

  it('prints its version, from the package.json beside the build, with --version or -v', async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const out: string[] = [];
      const code = await main([flag], { out: (line) => out.push(line), err: (line) => out.push(line), env: {} });
      assert.equal(code, 0);
      assert.deepEqual(out, [version]);
    }
    // The installed command: bin/shop-elements.mjs → dist/cli.js (built by `npm test` first).
    const built = await command(['bin/shop-elements.mjs', '--version']);
    assert.equal(built.code, 0, built.err);
    assert.equal(built.out, `${version}\n`);
  });

  it('writes JSON Lines with --json: an object per item, then the summary, and nothing else', async () => {
    const site = await newSite();
    const file = await catalogCopy('json');
    const args = [file, '--base-url', sandbox.url, '--key', site.serverKey, '--json'];
    const first = await push(args);
    assert.equal(first.code, 0, first.err);
    assert.equal(first.err, '', 'no human lines with --json');
    const lines7 = first.out.split('\n').map((line) => JSON.parse(line) as Json);
    assert.equal(lines7.length, 7);
    // One line per item, in the order items finished (concurrent writes); `index` is the item's place.
    const events = [...lines7.slice(0, 6).sort((a, b) => a.index - b.index), lines7[6]!];
    assert.deepEqual(
      events.slice(0, 6).map((e) => e.index),
      [1, 2, 3, 4, 5, 6],
    );
    const mapping = JSON.parse(await readFile(file.replace(/\.json$/, '.mapping.json'), 'utf8')) as CatalogMapping;
    const rust = mapping.contents['course-rust-101']!.content_id;
    const socks = mapping.products['SKU-WOOL-SOCKS']!.product_id;
    assert.deepEqual(events[0], { type: 'item', index: 1, total: 6, kind: 'content', key: 'course-rust-101', action: 'created', id: rust, dry_run: false });
    assert.deepEqual(events[5], { type: 'item', index: 6, total: 6, kind: 'product', key: 'SKU-WOOL-SOCKS', action: 'created', id: socks, dry_run: false });
    const summary = events[6]!;
    assert.equal(summary.requests.concurrency, 32);
    assert.deepEqual(
      { ...summary, items: summary.items.length, requests: typeof summary.requests },
      {
        type: 'summary',
        exit_code: 0,
        valid: true,
        dry_run: false,
        categories_looked_up: true,
        created: 6,
        updated: 0,
        unchanged: 0,
        failed: 0,
        items: 6,
        problems: [],
        orphans: [],
        requests: 'object',
        mapping: file.replace(/\.json$/, '.mapping.json'),
      },
    );
    assert.deepEqual(summary.items[0], { kind: 'content', key: 'course-rust-101', action: 'created', id: rust });
    assert.deepEqual(
      summary.items.map((i: Json) => i.id),
      events.slice(0, 6).map((l) => l.id),
    );

    // An item dropped from the catalog is an orphan; --quiet keeps only the summary.
    const catalog = JSON.parse(await readFile(file, 'utf8')) as Json;
    catalog.products.pop();
    await writeFile(file, JSON.stringify(catalog));
    const second = await push([...args, '--quiet']);
    assert.equal(second.code, 0, second.err);
    const [only, ...rest] = second.out.split('\n').map((line) => JSON.parse(line) as Json);
    assert.deepEqual(rest, []);
    assert.equal(only!.type, 'summary');
    assert.equal(only!.unchanged, 5);
    assert.deepEqual(only!.orphans, [{ kind: 'product', key: 'SKU-WOOL-SOCKS' }]);

    // An offline dry run says what it would do, and that categories were not looked up.
    const dry = await push([await catalogCopy('json-dry'), '--dry-run', '--json']);
    assert.equal(dry.code, 0);
    assert.equal(dry.err, '');
    const planned = dry.out.split('\n').map((line) => JSON.parse(line) as Json);
    assert.deepEqual(planned[0], { type: 'item', index: 1, total: 6, kind: 'content', key: 'course-rust-101', action: 'created', dry_run: true });
    assert.deepEqual(planned[6], {
      type: 'summary',
      exit_code: 0,
      valid: true,
      dry_run: true,
      categories_looked_up: false,
      created: 6,
      updated: 0,
      unchanged: 0,
      failed: 0,
      items: planned.slice(0, 6).map(({ type: _t, index: _i, total: _n, dry_run: _d, ...item }) => item),
      problems: [],
      orphans: [],
      requests: null,
      mapping: null,
    });
  });

  it('with --json, answers an invalid file with its problems and a stop with one error object', async () => {
    const site = await newSite();
    const invalid = await catalogCopy('json-invalid', (catalog) => {
      catalog.contents[1].options[0].start_at = '2030-05-14 7pm';
    });
    const checked = await push([invalid, '--base-url', sandbox.url, '--key', site.serverKey, '--json']);
    assert.equal(checked.code, 1);
    assert.equal(checked.err, '');
    const summary = JSON.parse(checked.out) as Json;
    assert.equal(summary.type, 'summary');
    assert.equal(summary.exit_code, 1);
    assert.equal(summary.valid, false);
    assert.deepEqual(summary.items, []);
    assert.deepEqual(summary.problems, [
      { item: 'contents[1]', key: 'live-rust-qa-2030-05', path: 'options.0.start_at', message: 'must be a date and time written YYYY-MM-DD HH:MM:SS' },
    ]);

    const file = await catalogCopy('json-stop');
    const refused = await push([file, '--base-url', sandbox.url, '--key', 'sv_not_a_key', '--json']);
    assert.equal(refused.code, 3);
    assert.equal(refused.err, '');
    const error = JSON.parse(refused.out) as Json;
    assert.deepEqual(
      { ...error, message: typeof error.message },
      {
        type: 'error',
        exit_code: 3,
        error: 'key_refused',
        status: 401,
        message: 'string',
        address: sandbox.url,
        request: `GET ${sandbox.url}/api/public/v1/content-categories/search`,
        created: 0,
        updated: 0,
        unchanged: 0,
      },
    );
    assert.match(error.message, /refused the key \(401\)/);

    const address = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = await push([file, '--base-url', address, '--key', 'sv_any', '--json']);
    assert.equal(unreachable.code, 4);
    assert.equal(unreachable.err, '');
    const down = JSON.parse(unreachable.out) as Json;
    assert.equal(down.error, 'unreachable');
    assert.equal(down.exit_code, 4);
    assert.equal(down.address, address);
    assert.match(down.message, /ECONNREFUSED/);
  });

  it('runs as a command, with the key from SHOP_SERVER_KEY', async () => {
    const site = await newSite();
    const file = await catalogCopy('process');
    const env = { SHOP_SERVER_KEY: site.serverKey, SHOP_BASE_URL: sandbox.url };
    const run = (extra: string[]) => command(['--import', 'tsx', 'src/server/cli.ts', 'catalog', 'push', file, '--quiet', ...extra], env);
    const first = await run([]);
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /created 6, updated 0, unchanged 0, failed 0/);
    const second = await run([]);
    assert.equal(second.code, 0, second.err);
    assert.match(second.out, /created 0, updated 0, unchanged 6, failed 0/);
  });
});
