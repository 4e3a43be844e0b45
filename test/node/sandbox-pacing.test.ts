/**
 * Pacing of the sandbox's server API (sandbox/server-pacing.ts, docs/sandbox.md "Pacing the
 * server API"), over real HTTP: latency before each request, a 429 with Retry-After every N
 * requests (not handled), answers lost after the platform acted, per site, and the defaults a
 * sandbox starts with.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../sandbox/serve.js';
import { pacingFromEnv } from '../../sandbox/server-pacing.js';

type Json = Record<string, any>;

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0 });
});
after(async () => {
  await sandbox.close();
});

async function newSite(base = sandbox.url): Promise<{ siteKey: string; serverKey: string }> {
  const res = await fetch(`${base}/__sandbox/sites`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"origins":[]}' });
  const body = (await res.json()) as Json;
  return { siteKey: body.site_key, serverKey: body.server_key };
}

async function pace(siteKey: string, change: Json): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${sandbox.url}/__sandbox/server-pacing`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site_key: siteKey, ...change }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const server = (base: string, key: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}/api/public/v1${path}`, { ...init, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers } });

const product = (title: string) => ({ title, category_id: 11, featured_image: 'https://cdn.example.com/p.png', base_price: 1000 });

describe('sandbox server API pacing', () => {
  it('answers every N-th request 429 with Retry-After, without handling it, on that site only', async () => {
    const { siteKey, serverKey } = await newSite();
    const other = await newSite();
    const set = await pace(siteKey, { rate_limit_every: 3, retry_after_s: 2 });
    assert.equal(set.status, 200);
    assert.deepEqual(set.body.pacing, { latency_ms: 0, rate_limit_every: 3, retry_after_s: 2, lose_answers: 0 });

    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 1; i <= 6; i += 1) {
      const res = await server(sandbox.url, serverKey, '/products', { method: 'POST', body: JSON.stringify(product(`Paced ${i}`)) });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      await res.body?.cancel();
    }
    assert.deepEqual(statuses, [201, 201, 429, 201, 201, 429]);
    assert.equal(refused?.headers.get('retry-after'), '2');
    // The refused POSTs created nothing.
    const list = (await (await server(sandbox.url, serverKey, '/products?search=Paced&limit=100')).json()) as Json;
    assert.deepEqual(list.data.map((p: Json) => p.title).sort(), ['Paced 1', 'Paced 2', 'Paced 4', 'Paced 5']);
    const counts = (await (await fetch(`${sandbox.url}/__sandbox/server-pacing?site_key=${siteKey}`)).json()) as Json;
    assert.deepEqual(counts.counts, { requests: 7, rate_limited: 2, answers_lost: 0 });
    // Another site is not paced.
    const free = await Promise.all([1, 2, 3, 4].map(() => server(sandbox.url, other.serverKey, '/products?limit=1')));
    assert.deepEqual(
      free.map((r) => r.status),
      [200, 200, 200, 200],
    );
  });

  it('waits latency_ms before handling each request', async () => {
    const { siteKey, serverKey } = await newSite();
    await pace(siteKey, { latency_ms: 300 });
    const started = performance.now();
    const res = await server(sandbox.url, serverKey, '/products?limit=1');
    // A lower bound only: the delay happened (how fast the rest is belongs to the bench).
    assert.ok(performance.now() - started >= 290, 'the answer came before the latency had passed');
    assert.equal(res.status, 200);
  });

  it('handles a POST and then loses its answer (lose_answers)', async () => {
    const { siteKey, serverKey } = await newSite();
    await pace(siteKey, { lose_answers: 1 });
    await assert.rejects(server(sandbox.url, serverKey, '/products', { method: 'POST', body: JSON.stringify(product('Lost answer')) }));
    const second = await server(sandbox.url, serverKey, '/products', { method: 'POST', body: JSON.stringify(product('Kept answer')) });
    assert.equal(second.status, 201);
    const list = (await (await server(sandbox.url, serverKey, '/products?search=answer&limit=100')).json()) as Json;
    assert.deepEqual(list.data.map((p: Json) => p.title).sort(), ['Kept answer', 'Lost answer']);
  });

  it('refuses a wrong value and an unknown site', async () => {
    const { siteKey } = await newSite();
    const wrong = await pace(siteKey, { rate_limit_every: -1 });
    assert.equal(wrong.status, 422);
    assert.ok(wrong.body.errors.rate_limit_every);
    assert.equal((await pace('no-such-site', { latency_ms: 1 })).status, 404);
  });

  it('starts with the pacing given to startSandbox (or read from the environment) for every site', async () => {
    const pacing = pacingFromEnv({ SERVER_API_RATE_LIMIT_EVERY: '2', SERVER_API_RETRY_AFTER: '3' });
    assert.deepEqual(pacing, { latency_ms: 0, rate_limit_every: 2, retry_after_s: 3, lose_answers: 0 });
    assert.throws(() => pacingFromEnv({ SERVER_API_LATENCY_MS: 'slow' }));
    const paced = await startSandbox({ port: 0, serverPacing: pacing });
    try {
      const { serverKey } = await newSite(paced.url);
      const first = await server(paced.url, serverKey, '/products?limit=1');
      const second = await server(paced.url, serverKey, '/products?limit=1');
      assert.deepEqual([first.status, second.status], [200, 429]);
      assert.equal(second.headers.get('retry-after'), '3');
    } finally {
      await paced.close();
    }
  });
});
