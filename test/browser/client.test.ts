import { expect } from '@open-wc/testing';
import { StorefrontClient } from '../../src/api/client.js';
import { StorefrontError } from '../../src/api/errors.js';
import { parseRetryAfter } from '../../src/api/http.js';
import { buyerToken, injectFault, newSite, requests, sandboxUrl, untilAsync } from './helpers.js';

function client(siteKey: string, extra: Partial<ConstructorParameters<typeof StorefrontClient>[0]> = {}) {
  return new StorefrontClient({ siteKey, baseUrl: sandboxUrl(), language: 'en', retryDelayMs: 20, ...extra });
}

async function failure(p: Promise<unknown>): Promise<StorefrontError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof StorefrontError) return e;
    throw e;
  }
  throw new Error('expected a StorefrontError');
}

const gets = async (siteKey: string, path: string) => (await requests(siteKey)).filter((r) => r.method === 'GET' && r.path === path).length;

describe('StorefrontClient', () => {
  it('sends the site key and reads the site', async () => {
    const siteKey = await newSite();
    const site = await client(siteKey).site();
    expect(site.site_id).to.be.a('number');
  });

  it('answers 401 for an unknown key and 403 when this origin is not allowed', async () => {
    expect((await failure(client('no-such-key').site())).status).to.equal(401);
    const res = await fetch(`${sandboxUrl()}/__sandbox/sites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ origins: ['https://elsewhere.example'] }),
    });
    const { site_key } = (await res.json()) as { site_key: string };
    const error = await failure(client(site_key).site());
    expect(error.status).to.equal(403);
    expect(error.message).to.be.a('string').and.not.equal('');
  });

  it('shares identical GETs in flight and serves a repeat from its short cache', async () => {
    const siteKey = await newSite();
    const c = client(siteKey);
    const [a, b] = await Promise.all([c.products({ limit: 5 }), c.products({ limit: 5 })]);
    await c.products({ limit: 5 });
    expect(a).to.equal(b);
    expect(await gets(siteKey, '/products')).to.equal(1);
  });

  it('retries a GET at most twice on 5xx, then gives a typed error', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/products', kind: 'status', status: 503, times: 5 });
    const error = await failure(client(siteKey).products());
    expect(error.status).to.equal(503);
    expect(error.transient).to.equal(true);
    expect(await gets(siteKey, '/products')).to.equal(3);
  });

  it('recovers when a retry succeeds, and honours Retry-After', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/products', kind: 'status', status: 429, retry_after: '0', times: 1 });
    const page = await client(siteKey).products();
    expect(page.items.length).to.be.greaterThan(0);
    expect(await gets(siteKey, '/products')).to.equal(2);
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const siteKey = await newSite();
    const at = new Date(Date.now() + 1500);
    await injectFault(siteKey, { path: '/product-tags', kind: 'status', status: 503, retry_after: at.toUTCString(), times: 1 });
    const tags = await client(siteKey).tags('product');
    expect(tags.length).to.be.greaterThan(0);
    const got = (await requests(siteKey)).filter((r) => r.path === '/product-tags') as Array<{ at?: string }>;
    expect(got).to.have.length(2);
    // The retry went out no earlier than the date said (HTTP dates have whole seconds).
    expect(Date.parse(got[1]!.at!)).to.be.at.least(Math.floor(at.getTime() / 1000) * 1000);
  });

  it('turns a dropped connection into a network error and a malformed body into a parse error', async () => {
    const siteKey = await newSite();
    // Every connection dropped: 3 attempts of the client, each of which Firefox sends up to 10
    // times on its own (a GET whose connection closed before any answer; network.http.request.max-attempts).
    await injectFault(siteKey, { path: '/site', kind: 'drop', times: 30 });
    expect((await failure(client(siteKey).site())).kind).to.equal('network');
    await injectFault(siteKey, { path: '/products', kind: 'malformed', times: 3 });
    expect((await failure(client(siteKey).products())).kind).to.equal('parse');
    await injectFault(siteKey, { path: '/contents', kind: 'html', times: 3 });
    expect((await failure(client(siteKey).contents())).kind).to.equal('parse');
  });

  it('times out a hung request', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/site', kind: 'hang', times: 3 });
    const error = await failure(client(siteKey, { timeoutMs: 200, retries: 0 }).site());
    expect(error.kind).to.equal('timeout');
  });

  it('never retries a write', async () => {
    const siteKey = await newSite();
    const token = await buyerToken(siteKey);
    const c = client(siteKey, { getToken: () => token });
    await injectFault(siteKey, { method: 'POST', path: '/orders', kind: 'status', status: 503, times: 5 });
    const error = await failure(
      c.createOrder({
        product_items: [],
        content_items: [],
        quantities: {},
        total_price: 0,
        order_memo: '',
        receiver: { receiver_name: 'A', phone: '010-1234-5678', address: '', address_detailed: '', postal_code: '', pcc_number: '', region: { country: 'KR' } },
      }),
    );
    expect(error.status).to.equal(503);
    expect((await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === '/orders').length).to.equal(1);
  });

  it('loads a lazy reader with a GET, and never sends a write whose reader did not load', async () => {
    const siteKey = await newSite();
    const transport = client(siteKey).transport;
    const site = await transport.request('GET', '/site', { reader: () => import('../../src/api/readers/catalog.js').then((m) => m.siteReader) });
    expect(site.site_id).to.be.a('number');
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await failure(transport.request('POST', '/orders', { reader: unloadable, body: { items: [] }, auth: 'none' }));
    expect(error.kind).to.equal('network');
    expect(error.message).to.contain('did not load');
    expect((await requests(siteKey)).filter((r) => r.method === 'POST' && r.path === '/orders')).to.deep.equal([]);
  });

  it("asks for a GET's lazy reader while the request is in flight, not after the answer", async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/site', kind: 'latency', delay_ms: 800 });
    let askedBeforeAnswer: boolean | null = null;
    let answered = false;
    const pending = client(siteKey)
      .transport.request('GET', '/site', {
        reader: () => {
          askedBeforeAnswer = !answered;
          return import('../../src/api/readers/catalog.js').then((m) => m.siteReader);
        },
      })
      .finally(() => (answered = true));
    await untilAsync(async () => (await requests(siteKey)).some((r) => r.path === '/site'), 'the platform sees the GET');
    expect(askedBeforeAnswer, 'the reader was asked for while the platform was still answering').to.equal(true);
    expect((await pending).site_id).to.be.a('number');
  });

  it('reports a 401 to onUnauthorized', async () => {
    const siteKey = await newSite();
    let calls = 0;
    const c = client(siteKey, { getToken: () => 'expired', onUnauthorized: () => calls++ });
    expect((await failure(c.me())).status).to.equal(401);
    expect(calls).to.equal(1);
  });

  it('aborts when the caller aborts', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/site', kind: 'latency', delay_ms: 2000 });
    const controller = new AbortController();
    const p = client(siteKey).site(controller.signal);
    controller.abort();
    let name = '';
    try {
      await p;
    } catch (e) {
      name = (e as Error).name;
    }
    expect(name).to.equal('AbortError');
  });

  it('answers a caller that stays when another caller of the same GET aborts, with one request', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/site', kind: 'latency', delay_ms: 800 });
    const c = client(siteKey);
    const leaving = new AbortController();
    const first = c.site(leaving.signal).then(
      () => 'answered',
      (e: Error) => e.name,
    );
    const second = c.site();
    // Abort once the shared request has reached the platform.
    await untilAsync(async () => (await gets(siteKey, '/site')) === 1, 'GET /site sent');
    leaving.abort();
    expect(await first, 'the caller that aborted').to.equal('AbortError');
    const site = await second;
    expect(site.site_id, 'the caller that stayed gets its answer').to.be.a('number');
    const sent = (await requests(siteKey)).filter((r) => r.path === '/site');
    expect(sent.map((r) => [r.status, r.aborted ?? false])).to.deep.equal([[200, false]]);
  });

  it('aborts the shared GET itself once every caller has aborted', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/site', kind: 'hang', times: 1 });
    const c = client(siteKey);
    const callers = [new AbortController(), new AbortController()];
    const pending = callers.map((a) =>
      c.site(a.signal).then(
        () => 'answered',
        (e: Error) => e.name,
      ),
    );
    await untilAsync(async () => (await gets(siteKey, '/site')) === 1, 'GET /site sent');
    callers[0]!.abort();
    callers[1]!.abort();
    expect(await Promise.all(pending)).to.deep.equal(['AbortError', 'AbortError']);
    await untilAsync(async () => (await requests(siteKey)).some((r) => r.path === '/site' && r.aborted), 'the platform sees the request go away');
    expect(await gets(siteKey, '/site')).to.equal(1);
  });

  it('reads a content description (the seller HTML) from the platform', async () => {
    const siteKey = await newSite();
    const c = client(siteKey);
    const html = await c.contentDescription(501);
    expect(html)
      .to.contain('<')
      .and.equal((await c.content(501)).description_html);
  });

  it("keeps the reader's reason and the cause of a parse failure", async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/products/101', kind: 'status', status: 200, body: { product: { name: 'No id' } } });
    const error = await failure(client(siteKey).product(101));
    expect(error.kind).to.equal('parse');
    expect(error.message).to.contain('missing product_id');
    expect(error.message).to.contain('GET /products/101');
    expect(error.cause, "the reader's issues").to.be.an('error');
    await injectFault(siteKey, { path: '/site', kind: 'malformed', times: 3 });
    const notJson = await failure(client(siteKey).site());
    expect(notJson.kind).to.equal('parse');
    expect(notJson.message).to.contain('not JSON');
    expect(notJson.cause).to.be.instanceOf(SyntaxError);
  });

  it('gives a whole GET, retries included, one deadline', async () => {
    const siteKey = await newSite();
    await injectFault(siteKey, { path: '/site', kind: 'hang', times: 10 });
    // 300 ms per attempt, 5 retries: without a deadline 6 attempts. A 1000 ms deadline leaves room for 4 at most.
    const c = client(siteKey, { timeoutMs: 300, retries: 5, retryDelayMs: 10, deadlineMs: 1000 });
    const error = await failure(c.site());
    expect(error.kind).to.equal('timeout');
    expect(await gets(siteKey, '/site')).to.be.within(1, 4);
  });

  it('never returns more items than the limit asked, whatever the platform sends', async () => {
    const siteKey = await newSite();
    const data = Array.from({ length: 3000 }, (_, i) => ({ product_id: i + 1, name: `P${i + 1}`, price: [{ price: 1000 }] }));
    await injectFault(siteKey, { path: '/products', kind: 'status', status: 200, body: { products: { data, current_page: 1, total: 3000 } } });
    const page = await client(siteKey).products({ limit: 2 });
    expect(page.items.map((p) => p.product_id)).to.deep.equal([1, 2]);
    expect(page.total).to.equal(3000);
    const contents = Array.from({ length: 30 }, (_, i) => ({ content_id: i + 1, title: `C${i + 1}` }));
    await injectFault(siteKey, { path: '/contents', kind: 'status', status: 200, body: { contents: { data: contents } } });
    expect((await client(siteKey).contents({ limit: 5 })).items).to.have.length(5);
  });

  it('previews contents and products: sends option_ids and variant_ids, reads entries of each kind', async () => {
    const siteKey = await newSite();
    const items = await client(siteKey).cartPreview({ option_ids: [5001], variant_ids: [1001] });
    expect(items.map((i) => [i.item_type, i.content_id, i.option_id, i.product_id, i.variant_id])).to.deep.equal([
      ['content', 501, 5001, null, null],
      ['product', null, null, 101, 1001],
    ]);
    expect(items[1]!.title).to.be.a('string').and.not.equal('');
    expect(items[1]!.price).to.be.a('number');
    const sent = (await requests(siteKey)).filter((r) => r.path === '/contents/cart-preview').map((r) => r.body);
    expect(sent).to.deep.equal([{ option_ids: [5001], variant_ids: [1001] }]);
    expect((await client(siteKey).cartPreview([5001]))[0]!.option_id, 'option ids alone, as before').to.equal(5001);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('3')).to.equal(3);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).to.be.within(3, 5);
    expect(parseRetryAfter('soon')).to.equal(null);
  });
});
